#!/usr/bin/env bash
# Checks that every public declaration of ImmutableData, ImmutableDataTesting, AppDependencies, ImmutableUI, DeclarativeViews, AppRuntime, AppShell and AppTesting has a doc comment
# (scripts/check-doc-comments.py), then builds their DocC documentation (catalogs in Sources/*/*.docc) with warnings
# treated as errors: a broken symbol link or a malformed article fails the script.
# The archives land in .build/plugins/Swift-DocC/outputs/. Needs the swift-docc-plugin dependency
# (Package.swift) and `docc`, which ships with the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target AppShell  # and, as its dependencies, ImmutableData, ImmutableUI and DeclarativeViews
swift build --target ImmutableDataTesting
swift build --target AppTesting
python3 scripts/check-doc-comments.py
for target in ImmutableData ImmutableDataTesting AppDependencies ImmutableUI DeclarativeViews AppRuntime AppShell AppTesting; do
  swift package generate-documentation --target "$target" --warnings-as-errors
done

#!/usr/bin/env bash
# Builds the DocC documentation of ImmutableData, ImmutableUI, DeclarativeViews and AppShell (catalogs in Sources/*/*.docc) with
# warnings treated as errors: a broken symbol link or a malformed article fails the script.
# The archives land in .build/plugins/Swift-DocC/outputs/. Needs the swift-docc-plugin dependency
# (Package.swift) and `docc`, which ships with the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in ImmutableData ImmutableUI DeclarativeViews AppShell; do
  swift package generate-documentation --target "$target" --warnings-as-errors
done

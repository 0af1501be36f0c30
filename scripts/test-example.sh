#!/usr/bin/env bash
# Builds and tests Examples/TodoApp (the app docs/getting-started.md writes) the way another package
# would: a clean copy outside this repository that depends on this checkout by absolute path. It uses
# only the framework's library products, so SwiftPM builds neither GRDB nor Hummingbird for it.
# Run by scripts/test.sh; the window test runs under Xvfb like the framework's own.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/todo-example.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The guide shows the example's files verbatim: it must not drift from what is tested here.
"$root/scripts/generate-getting-started.py" --check

cp -R "$root/Examples/TodoApp" "$work/TodoApp"
rm -rf "$work/TodoApp/.build" "$work/TodoApp/Package.resolved"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/TodoApp/Package.swift"
if ! grep -qF "path: \"$root\"" "$work/TodoApp/Package.swift"; then
  echo "test-example.sh: Examples/TodoApp/Package.swift no longer names the framework as path: \"../..\"" >&2
  exit 1
fi
# The same dependency versions as the framework's own build, when it has resolved them: no new solving.
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$work/TodoApp/Package.resolved"

cd "$work/TodoApp"
swift build --scratch-path "$work/build" --build-tests
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --scratch-path "$work/build" --skip-build --no-parallel

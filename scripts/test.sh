#!/usr/bin/env bash
# Runs every test: unit tests and the headless GTK tests, under Xvfb with a private session bus.
# Installs missing system packages first. Extra arguments go to `swift test` (e.g. --filter Counter).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-system-packages.sh
swift build --build-tests
# GTK tests share one display and one main loop: run tests one at a time so no two windows race.
exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --skip-build --no-parallel "$@"

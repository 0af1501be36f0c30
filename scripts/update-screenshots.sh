#!/usr/bin/env bash
# Regenerates the README's pictures (docs/screenshots) with the code the window tests compare screenshots
# with: each app's window rendered offscreen in English, light and dark (Counter's as two windows on one
# store, the inspector on Counter, Report a Problem's dialog on Animals, and Animals and Quakes in narrow windows).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
IMMUTABLEDATA_DOCS_SCREENSHOTS="$root/docs/screenshots" xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \
  swift test --no-parallel --filter "(Counter|Animals|Quakes)WindowTestingTests|AnimalsAdaptiveLayoutTests"

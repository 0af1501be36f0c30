#!/usr/bin/env bash
# Launches a sample app: ./scripts/launch.sh [counter|animals|quakes|gallery] [app options...]
# Installs missing system packages, builds, and runs the app on your desktop
# (or under a virtual X server when there is no display).
set -euo pipefail
cd "$(dirname "$0")/.."

app="${1:-counter}"
[ $# -gt 0 ] && shift
case "$app" in
  counter|animals|quakes|gallery) ;;
  *) echo "usage: $0 [counter|animals|quakes|gallery] [options]" >&2; exit 64 ;;
esac

scripts/install-system-packages.sh
swift build --product "$app"
binary="$(swift build --show-bin-path)/$app"
# The translations (po/), compiled for gettext beside the build.
locale="$(swift build --show-bin-path)/locale"
for po in po/*.po; do
  mkdir -p "$locale/$(basename "$po" .po)/LC_MESSAGES"
  msgfmt -o "$locale/$(basename "$po" .po)/LC_MESSAGES/immutabledata-gtk.mo" "$po"
done
export IMMUTABLEDATA_LOCALEDIR="$locale"

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found: running $app under Xvfb (no window will be visible)." >&2
  exec xvfb-run -a "$binary" "$@"
fi
exec "$binary" "$@"

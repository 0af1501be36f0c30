#!/usr/bin/env bash
# Builds the benchmarks in release, with the apps whose start-up they time (counter, quakes), and runs
# them headless under Xvfb. Full sizes by default (the figures in BENCHMARKS.md); arguments go to the
# benchmarks: `scripts/benchmarks.sh --quick`, `scripts/benchmarks.sh --only 1,7`.
# Timing never fails: the exit status is non-zero only when a build fails or the benchmarks crash.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-system-packages.sh
# Start-up timing (item 9) finds windows with xdotool; without it, that item is skipped.
if ! command -v xdotool >/dev/null && ! command -v xwininfo >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends xdotool \
    || echo "benchmarks.sh: could not install xdotool; start-up times will be skipped" >&2
fi

scratch=(-c release --scratch-path .build-bench)
for product in benchmarks counter quakes; do
  swift build "${scratch[@]}" --product "$product"
done
bin="$(swift build "${scratch[@]}" --show-bin-path)"
exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$bin/benchmarks" "$@"

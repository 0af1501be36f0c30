#!/usr/bin/env bash
# Runs every test: unit tests and the headless GTK tests, under Xvfb with a private session bus.
# Installs missing system packages first. Extra arguments go to `swift test` (e.g. --filter Counter).
# Without arguments (as in CI), the benchmarks first run in quick mode: they must build and run, but
# their timings never fail the script (only a crash does). Full runs: scripts/benchmarks.sh.
# Without arguments, the getting-started guide is also followed from an empty directory and the
# example it makes (Examples/TodoApp) tested (scripts/test-example.sh), the parsers fuzzed briefly
# (scripts/fuzz.sh), and every public declaration of the documented modules must have a
# doc comment and the DocC reference must build with warnings as errors, outside the checkout (scripts/docs.sh
# --output); either failing
# fails the script.
# The tests run with a throwaway PostgreSQL cluster (scripts/test-postgres.sh) for animals-server's
# PostgreSQL store, unless ANIMALS_TEST_POSTGRES_URL already names a database server to use.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests expect untranslated text and plain formats ("1,000", "Feb 16, 2019") whatever the machine's
# language; the tests of German windows choose German themselves.
export LANG=C.UTF-8
unset LC_ALL LC_TIME LANGUAGE

scripts/install-system-packages.sh --test
# The translation template lists every translatable string of the sources as they are.
scripts/update-pot.sh --check
swift build --build-tests
# A wrong property or handler for a widget kind must not compile from another package (seconds).
scripts/check-typed-widgets.sh

# CI shows the end of the output: every failed step is named again after the tests' summary.
failures=()
fail() { failures+=("$1"); echo "test.sh: $1" >&2; }

bench_status=0
if [ $# -eq 0 ]; then
  # A debug build that reuses the test build's modules: cheap, and the figures are not the point here.
  swift build --product benchmarks
  xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$(swift build --show-bin-path)/benchmarks" --quick || bench_status=$?
  [ $bench_status -eq 0 ] || fail "the benchmarks exited with status $bench_status"
fi

# The getting-started example, built and tested from a clean copy as another package would; the docs;
# the parsers fuzzed for 20 s each (scripts/fuzz.sh --full: 10 min each); the soak's memory judged.
example_status=0
if [ $# -eq 0 ]; then
  scripts/fuzz.sh || { example_status=1; fail "fuzzing found an input a parser does not survive (scripts/fuzz.sh names it above)"; }
  scripts/test-example.sh || { example_status=1; fail "the TodoApp example failed"; }
  # The reference as a user builds it: in a copy outside the checkout, written to a folder of our choice.
  reference="$(mktemp -d "${TMPDIR:-/tmp}/immutabledata-reference.XXXXXX")"
  scripts/docs.sh --output "$reference" || { example_status=1; fail "the documentation did not build without warnings"; }
  rm -rf "$reference"
  # Each soak in a process of its own, where its memory is its own (in the whole suite it is only
  # reported; side by side, one soak's memory moves the other's figures).
  IMMUTABLEDATA_SOAK=quick swift test --skip-build --filter ActionLogSoak || { example_status=1; fail "the action-log soak's memory did not stay flat"; }
  IMMUTABLEDATA_SOAK=quick swift test --skip-build --filter LiveStreamSoak || { example_status=1; fail "the live-stream soak left sockets open or grew in memory"; }
  IMMUTABLEDATA_SOAK=quick swift test --skip-build --filter IdleStreamsSoak || { example_status=1; fail "the idle-streams soak starved, closed or left streams, or grew in memory"; }
fi

# The tests run last, so their summary closes the output. One test at a time: GTK tests share a display
# and a main loop, and several suites poll with deadlines that parallel runs on 2 cores made miss.
postgres=(scripts/test-postgres.sh)
[ -z "${ANIMALS_TEST_POSTGRES_URL:-}" ] || postgres=()
status=0
"${postgres[@]}" xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --skip-build --no-parallel "$@" || status=$?
[ $status -eq 0 ] || fail "the tests failed (exit status $status)"
[ $status -ne 0 ] || status=$bench_status
[ $status -ne 0 ] || status=$example_status
# On both streams: whichever of them a log keeps, its end says what failed.
for failure in "${failures[@]}"; do echo "test.sh: FAILED: $failure"; echo "test.sh: FAILED: $failure" >&2; done
exit $status

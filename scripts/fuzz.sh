#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer with AddressSanitizer, through the Swift toolchain) of the parsers
# that read what comes from outside and need nothing but Foundation (and swift-argument-parser for the
# apps' options): each target in Fuzz/Targets is
# compiled with the real parser's sources (and a stub in Fuzz/Stubs for a type that would pull in a
# whole module) and run from the seeds in Fuzz/Corpus/<target>. A crash, a failed invariant, an input
# that takes over a second or a leak fails the script; libFuzzer leaves the input as crash-*/timeout-*
# in the work folder, which the script names.
#   scripts/fuzz.sh            20 s per target (what CI runs, through scripts/test.sh)
#   scripts/fuzz.sh --full     10 min per target
#   scripts/fuzz.sh --seconds N
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds=20
case "${1:-}" in
  --full) seconds=600 ;;
  --seconds) seconds="$2" ;;
  "") ;;
  *) echo "usage: scripts/fuzz.sh [--full | --seconds N]" >&2; exit 2 ;;
esac
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz.XXXXXX")"

# target name, its harness, the parser's sources and stubs it is compiled with.
targets=(
  "server-sent-events|Fuzz/Targets/ServerSentEventsTarget.swift|Sources/AnimalsClient/ServerSentEventParser.swift Sources/AnimalsClient/ServerSentEvent.swift Fuzz/Stubs/LiveChannelError.swift"
  "world-outline|Fuzz/Targets/WorldOutlineTarget.swift|Sources/QuakesUI/WorldOutlineFile.swift Sources/QuakesUI/WorldOutlineError.swift Fuzz/Stubs/WorldOutline.swift"
  "database-url|Fuzz/Targets/DatabaseURLTarget.swift|Sources/AnimalsPostgres/PostgresDatabaseURL.swift Sources/AnimalsPostgres/PostgresURLOptions.swift Sources/AnimalsPostgres/PostgresStoreError.swift Sources/AnimalsPostgres/PostgresSSLMode.swift"
  "request-headers|Fuzz/Targets/RequestHeadersTarget.swift|Sources/AnimalsServer/HostHeader.swift Sources/AnimalsServer/BearerToken.swift"
  "request-body|Fuzz/Targets/RequestBodyTarget.swift|Sources/AnimalsData/RemoteRequest.swift Sources/AnimalsData/Animal.swift Sources/AnimalsData/Category.swift Sources/AnimalsData/Diet.swift Sources/AnimalsData/AnimalName.swift Sources/AnimalsData/MutationRequestId.swift"
  "action-log|Fuzz/Targets/ActionLogTarget.swift|Sources/ImmutableData/ActionLogFile.swift Sources/ImmutableData/ActionLogError.swift Sources/ImmutableData/ProblemReport.swift Fuzz/Stubs/ActionLogSupport.swift"
  "app-options|Fuzz/Targets/AppOptionsTarget.swift|Sources/Animals/AnimalsOptions.swift Sources/Quakes/QuakesOptions.swift Sources/Counter/CounterOptions.swift Sources/AppSupport/CommonAppOptions.swift Sources/AppSupport/ReplayOptions.swift Sources/AppSupport/ParsableArguments+Launch.swift Sources/AppSupport/AppVersion.swift Sources/QuakesFeed/QuakesFeedLocation.swift Sources/QuakesData/QuakesFeedRange.swift Fuzz/Stubs/AppLogging.swift|ArgumentParser"
  "usgs-feed|Fuzz/Targets/USGSFeedTarget.swift|Sources/QuakesFeed/QuakesFeedDecoder.swift Sources/QuakesFeed/QuakesFeedDocument.swift Sources/QuakesData/Quake.swift Sources/QuakesData/QuakeDay.swift Sources/QuakesData/QuakeProblem.swift Sources/QuakesData/QuakeSkips.swift Sources/QuakesData/QuakeValidation.swift Fuzz/Stubs/QuakesFeedSupport.swift"
)

# swift-argument-parser (for the apps' options), compiled once from the checkout `swift build` made,
# without fuzzing instrumentation: the target's own code is what is explored.
argument_parser_flags() {
  local checkout="$root/.build/checkouts/swift-argument-parser/Sources"
  local modules="$work/modules"
  if [ ! -d "$modules" ]; then
    [ -d "$checkout" ] || { echo "fuzz.sh: no swift-argument-parser checkout in .build: run swift build first" >&2; exit 1; }
    mkdir -p "$modules"
    local parser_sources=()
    mapfile -d '' parser_sources < <(find "$checkout/ArgumentParser" -name '*.swift' -print0)
    swiftc -parse-as-library -O -wmo -module-name ArgumentParserToolInfo -emit-module -emit-module-path "$modules/ArgumentParserToolInfo.swiftmodule" \
      -c "$checkout"/ArgumentParserToolInfo/*.swift -o "$modules/ArgumentParserToolInfo.o" >"$work/build-argument-parser.log" 2>&1 \
      && swiftc -parse-as-library -O -wmo -module-name ArgumentParser -I "$modules" -emit-module -emit-module-path "$modules/ArgumentParser.swiftmodule" \
      -c "${parser_sources[@]}" -o "$modules/ArgumentParser.o" >>"$work/build-argument-parser.log" 2>&1 \
      || { cat "$work/build-argument-parser.log" >&2; exit 1; }
  fi
  echo "-I $modules $modules/ArgumentParserToolInfo.o $modules/ArgumentParser.o"
}

# The package's own modules: their imports are dropped from the copies (the types come along).
own_modules="$(ls "$root/Sources" | paste -sd'|')"

status=0
cd "$root"
for target in "${targets[@]}"; do
  IFS='|' read -r name harness sources needs <<<"$target"
  flags=""
  if [ "${needs:-}" = "ArgumentParser" ]; then
    flags="$(argument_parser_flags)"
  fi
  binary="$work/fuzz-$name"
  # One module: the sources are copied without their imports of this package's modules and swift-log
  # (their few types come from the other sources or a stub).
  mkdir -p "$work/$name/src"
  copies=()
  for source in $sources; do
    copy="$work/$name/src/$(basename "$source")"
    sed -E "/^import (Logging|$own_modules)\$/d" "$source" >"$copy"
    copies+=("$copy")
  done
  # The linker's notes about ASan's local symbols are noise; a failed build shows everything.
  # shellcheck disable=SC2086 # $flags is a list of flags
  if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name "Fuzz_${name//-/_}" $flags "${copies[@]}" "$harness" -o "$binary" >"$work/build-$name.log" 2>&1; then
    cat "$work/build-$name.log" >&2
    exit 1
  fi
  mkdir -p "$work/$name/corpus" "$work/$name/findings"
  cp "Fuzz/Corpus/$name/"* "$work/$name/corpus/"
  log="$work/$name/log"
  # Swift's backtracer does not run under AddressSanitizer: a failed precondition prints its message.
  if (cd "$work/$name/findings" && SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -print_final_stats=1 \
        "$work/$name/corpus" "$root/Fuzz/Corpus/$name" >"$log" 2>&1); then
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo "?")
    coverage=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo "?")
    echo "fuzz.sh: $name: $runs inputs in ${seconds} s, $coverage edges covered, no finding"
  else
    status=1
    echo "fuzz.sh: $name FAILED; its last lines, and the input in $work/$name/findings:" >&2
    tail -n 30 "$log" >&2
    ls "$work/$name/findings" >&2
  fi
done
[ $status -eq 0 ] && rm -rf "$work"
exit $status

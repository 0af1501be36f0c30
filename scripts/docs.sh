#!/usr/bin/env bash
# The framework's API reference: checks that every public declaration of ImmutableData, ImmutableDataTesting,
# AppDependencies, ImmutableUI, DeclarativeViews, AppRuntime, AppShell and AppTesting has a doc comment (and every
# entry point an example: scripts/check-doc-comments.py), then builds their DocC documentation (catalogs in
# Sources/*/*.docc) with warnings treated as errors: a broken symbol link or a malformed article fails the script.
#   scripts/docs.sh               archives in .build/plugins/Swift-DocC/outputs/ of this checkout
#   scripts/docs.sh --output DIR  a static website of every module in DIR (DIR/index.html links them), built
#                                 in a copy of the package in a temporary folder: nothing is written into the
#                                 checkout, so it works from a dependency's checkout (.build/checkouts/…) too.
#                                 Open it through any web server, e.g. python3 -m http.server --directory DIR
# Needs the swift-docc-plugin dependency (Package.swift) and `docc`, which ships with the Swift toolchain.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output=""
case "${1:-}" in
  --output) [ -n "${2:-}" ] || { echo "usage: scripts/docs.sh [--output DIR]" >&2; exit 2; }; output="$2" ;;
  "") ;;
  *) echo "usage: scripts/docs.sh [--output DIR]" >&2; exit 2 ;;
esac
targets=(ImmutableData ImmutableDataTesting AppDependencies ImmutableUI DeclarativeViews AppRuntime AppShell AppTesting)

source="$root"
scratch=()
publish=()
if [ -n "$output" ]; then
  mkdir -p "$output"
  output="$(cd "$output" && pwd)"
  work="$(mktemp -d "${TMPDIR:-/tmp}/immutabledata-docs.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  source="$work/package"
  mkdir "$source"
  tar -C "$root" --exclude='./.build' --exclude='./.build-*' --exclude='./.build_*' --exclude='./.swiftpm' --exclude='./.git' -cf - . | tar -C "$source" -xf -
  scratch=(--scratch-path "$work/build")
  publish=(--allow-writing-to-directory "$output")
fi

cd "$source"
swift build "${scratch[@]}" --target AppShell  # and, as its dependencies, ImmutableData, ImmutableUI and DeclarativeViews
swift build "${scratch[@]}" --target ImmutableDataTesting
swift build "${scratch[@]}" --target AppTesting
python3 "$root/scripts/check-doc-comments.py" "${scratch[@]}"
for target in "${targets[@]}"; do
  if [ -n "$output" ]; then
    rm -rf "${output:?}/$target"
    swift package "${scratch[@]}" "${publish[@]}" generate-documentation --target "$target" --warnings-as-errors \
      --output-path "$output/$target" --transform-for-static-hosting --hosting-base-path "$target"
  else
    swift package generate-documentation --target "$target" --warnings-as-errors
  fi
done

if [ -n "$output" ]; then
  {
    echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ImmutableData for GTK: API reference</title></head><body>'
    echo '<h1>ImmutableData for GTK: API reference</h1><ul>'
    for target in "${targets[@]}"; do
      lower="$(echo "$target" | tr '[:upper:]' '[:lower:]')"
      [ -f "$output/$target/documentation/$lower/index.html" ] || { echo "docs.sh: no page for $target in $output/$target" >&2; exit 1; }
      echo "<li><a href=\"$target/documentation/$lower/\">$target</a></li>"
    done
    echo '</ul></body></html>'
  } >"$output/index.html"
  echo "docs.sh: the reference of ${#targets[@]} modules is in $output (open it through a web server: python3 -m http.server --directory $output)"
fi

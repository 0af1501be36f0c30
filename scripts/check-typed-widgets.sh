#!/usr/bin/env bash
# Proves from outside the package that a wrong property or handler for a widget kind does not compile:
# type-checks scripts/typed-widgets/*.swift against the built DeclarativeViews module, as another
# package would import it. control.swift must pass; every line of mismatches.swift marked
# "// expect-error: TEXT" must fail with TEXT, and no other line may fail. Needs a debug build first.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
[ -f "$modules/DeclarativeViews.swiftmodule" ] || { echo "check-typed-widgets: build first (no $modules/DeclarativeViews.swiftmodule)" >&2; exit 1; }
snippets=scripts/typed-widgets

if ! swiftc -typecheck -I "$modules" "$snippets/control.swift"; then
  echo "check-typed-widgets: the typed control snippet does not type-check, so the check proves nothing" >&2
  exit 1
fi

diagnostics=$(swiftc -typecheck -I "$modules" "$snippets/mismatches.swift" 2>&1 || true)
status=0
expected=0
while IFS= read -r line; do
  number=${line%%:*}
  text=${line#*expect-error: }
  expected=$((expected + 1))
  if ! grep -E "mismatches\.swift:$number:[0-9]+: error: " <<<"$diagnostics" | grep -qF "$text"; then
    echo "check-typed-widgets: line $number compiled or failed otherwise; expected: $text" >&2
    status=1
  fi
done < <(grep -n "// expect-error: " "$snippets/mismatches.swift")

marked=$(grep -n "// expect-error: " "$snippets/mismatches.swift" | cut -d: -f1)
while IFS= read -r error; do
  [ -n "$error" ] || continue
  number=$(sed -E 's/^[^:]*mismatches\.swift:([0-9]+):.*/\1/' <<<"$error")
  if ! grep -qx "$number" <<<"$marked"; then
    echo "check-typed-widgets: unexpected error: $error" >&2
    status=1
  fi
done < <(grep -E "mismatches\.swift:[0-9]+:[0-9]+: error: " <<<"$diagnostics")

[ $status -eq 0 ] && echo "check-typed-widgets: the typed snippet compiles; all $expected mismatches are compile errors"
exit $status

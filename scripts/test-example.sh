#!/usr/bin/env bash
# Follows docs/getting-started.md from an empty directory as a reader would (its apt line, every command
# in order, each file where the guide shows it: scripts/follow-getting-started.py), then adds what the
# guide only links to (TodoFileTests.swift) and runs every test of Examples/TodoApp under Xvfb. The
# package depends on this checkout by absolute path and uses only the framework's library products, so
# SwiftPM builds neither GRDB nor Hummingbird for it. Run by scripts/test.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/todo-example.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The guide shows the example's files verbatim: it must not drift from what is tested here.
"$root/scripts/generate-getting-started.py" --check

python3 "$root/scripts/follow-getting-started.py" "$work" 2>&1 | tee "$work/guide.log"

# A consumer's build is quiet: the guide's builds compiled every file of the example and of the framework
# modules it uses once, and any warning of theirs fails here. Only SwiftPM's note on GTK's pkg-config
# flags remains, which a package cannot silence (the README's "Build your own app" says why).
if grep -a "warning:" "$work/guide.log" | grep -v "prohibited flag(s): " | sort -u >"$work/warnings.log" && [ -s "$work/warnings.log" ]; then
  echo "test-example.sh: building the example printed warnings:" >&2
  cat "$work/warnings.log" >&2
  exit 1
fi
app="$work/TodoApp"

# The guide makes the example: every file it wrote is the example's (Package.swift names this checkout).
# Screenshots the guide's first run recorded are replaced by the example's references, which the last
# run below compares them with (within the tolerance, not byte for byte).
(cd "$root/Examples/TodoApp" && find Sources Tests -type f | sort) | while read -r file; do
  if [ -f "$app/$file" ] && [[ "$file" != */Screenshots/* ]]; then
    cmp -s "$root/Examples/TodoApp/$file" "$app/$file" || { echo "test-example.sh: the guide's $file differs from the example's" >&2; exit 1; }
  else
    mkdir -p "$(dirname "$app/$file")"
    cp "$root/Examples/TodoApp/$file" "$app/$file"
  fi
done

cd "$app"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --no-parallel

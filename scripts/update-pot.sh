#!/usr/bin/env bash
# Regenerates po/immutabledata-gtk.pot from every translatable string: tr("…") and trn("…", "…", n) in
# Swift sources, dgettext("immutabledata-gtk", "…") in the C shim. With --check, changes nothing and
# fails when the checked-in template is out of date (test.sh runs this). After regenerating, update the
# translations with: msgmerge --update --backup=none po/LANG.po po/immutabledata-gtk.pot
# xgettext has no Swift parser; its C parser reads Swift's plain string literals, which is why tr's
# text must be a plain literal (no interpolation: use %@ placeholders). Its warnings about Swift's
# multi-line literals (""") are dropped.
set -euo pipefail
cd "$(dirname "$0")/.."

pot=po/immutabledata-gtk.pot
generated="$(mktemp)"
trap 'rm -f "$generated"' EXIT

{ find Sources -name '*.swift' | LC_ALL=C sort; echo CGtk/shim.h; } |
  xgettext --files-from=- --output=- --language=C --from-code=UTF-8 --add-location=file --sort-by-file \
    --keyword= --keyword=tr:1 --keyword=trn:1,2 --keyword=dgettext:2 --add-comments=Translators: \
    --package-name=immutabledata-gtk --msgid-bugs-address="the issues of ImmutableData for GTK" \
    --copyright-holder="ImmutableData for GTK contributors" 2> >(grep -v "unterminated string literal" >&2) |
  # The creation date changes on every run: a fixed one keeps the template comparable.
  sed -e 's/^"POT-Creation-Date: .*\\n"$/"POT-Creation-Date: 2026-01-01 00:00+0000\\n"/' \
      -e 's/^"Content-Type: text\/plain; charset=CHARSET\\n"$/"Content-Type: text\/plain; charset=UTF-8\\n"/' >"$generated"

if [ "${1:-}" = "--check" ]; then
  if ! cmp -s "$generated" "$pot"; then
    echo "update-pot.sh: $pot is out of date; run scripts/update-pot.sh and update po/*.po with msgmerge" >&2
    diff -u "$pot" "$generated" | head -40 >&2 || true
    exit 1
  fi
  # Every translation is valid and merged with the template (untranslated entries count as present).
  for po in po/*.po; do
    msgfmt --check --output-file=/dev/null "$po"
    msgcmp --use-untranslated "$po" "$pot"
  done
  exit 0
fi
cp "$generated" "$pot"
echo "update-pot.sh: wrote $pot"

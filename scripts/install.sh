#!/usr/bin/env bash
# Installs counter, animals and quakes as desktop programs: binaries, .desktop files, icons and
# AppStream metadata, so that they appear in the app grid with their icons.
#
#   scripts/install.sh [--prefix DIR] [--bindir DIR | --no-build] [--uninstall]
#
#   --prefix DIR   Install under DIR (default ~/.local): DIR/bin, DIR/lib/immutabledata-gtk, DIR/share.
#   --bindir DIR   Install the binaries already built in DIR (e.g. .build/debug) instead of building.
#   --no-build     Install the existing release build without building it first.
#   --uninstall    Remove everything an earlier install under the same prefix installed.
#
# Without --bindir or --no-build, it builds the three apps in release mode first (a few minutes).
# The list of installed files is kept in DIR/share/immutabledata-gtk/installed-files for --uninstall.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
bindir=""
build=1
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --bindir) [ $# -ge 2 ] || { echo "install.sh: --bindir needs a directory" >&2; exit 64; }; bindir="$2"; build=0; shift 2 ;;
    --bindir=*) bindir="${1#--bindir=}"; build=0; shift ;;
    --no-build) build=0; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

apps=(counter animals quakes)
ids=(org.immutabledata.Counter org.immutabledata.Animals org.immutabledata.Quakes)
libdir="$prefix/lib/immutabledata-gtk"
share="$prefix/share"
manifest="$share/immutabledata-gtk/installed-files"

refresh_caches() {
  # Optional tools: a desktop without them still finds the files, only later.
  if command -v gtk-update-icon-cache >/dev/null && [ -d "$share/icons/hicolor" ]; then
    gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || echo "install.sh: gtk-update-icon-cache failed (ignored)" >&2
  fi
  if command -v update-desktop-database >/dev/null && [ -d "$share/applications" ]; then
    update-desktop-database -q "$share/applications" || echo "install.sh: update-desktop-database failed (ignored)" >&2
  fi
}

if [ $uninstall -eq 1 ]; then
  [ -f "$manifest" ] || { echo "install.sh: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  while IFS= read -r path; do rm -f "$path"; done < "$manifest"
  # These two directories are the install's own; shared ones (share/applications...) stay.
  rm -rf "$libdir" "$share/immutabledata-gtk"
  refresh_caches
  echo "Uninstalled from $prefix."
  exit 0
fi

if [ $build -eq 1 ]; then
  scripts/install-system-packages.sh
  for app in "${apps[@]}"; do swift build -c release --product "$app"; done
fi
[ -n "$bindir" ] || bindir="$(swift build -c release --show-bin-path)"
for app in "${apps[@]}"; do
  [ -x "$bindir/$app" ] || { echo "install.sh: no $app in $bindir (build it first, or drop --no-build)" >&2; exit 1; }
done

installed=()
put() { # put SOURCE DEST MODE: copies one file and records it
  install -D -m "$3" "$1" "$2"
  installed+=("$2")
}

for app in "${apps[@]}"; do
  put "$bindir/$app" "$libdir/$app" 755
  mkdir -p "$prefix/bin"
  ln -sfn "../lib/immutabledata-gtk/$app" "$prefix/bin/$app"
  installed+=("$prefix/bin/$app")
done
# SwiftPM resource bundles live next to the binary that loads them (Quakes' sample feed).
for bundle in "$bindir"/ImmutableDataGTK_Quakes.resources "$bindir"/GRDB_GRDB.resources; do
  [ -d "$bundle" ] || continue
  while IFS= read -r relative; do
    put "$bindir/$relative" "$libdir/$relative" 644
  done < <(cd "$bindir" && find "$(basename "$bundle")" -type f)
done

for i in "${!apps[@]}"; do
  app="${apps[$i]}"; id="${ids[$i]}"
  desktop="$share/applications/$id.desktop"
  mkdir -p "$share/applications"
  sed -e "s|^Exec=$app\$|Exec=$prefix/bin/$app|" -e "s|^TryExec=$app\$|TryExec=$prefix/bin/$app|" \
    "Resources/desktop/$id.desktop" > "$desktop"
  installed+=("$desktop")
  put "Resources/desktop/icons/$id.svg" "$share/icons/hicolor/scalable/apps/$id.svg" 644
  put "Resources/desktop/icons/$id-symbolic.svg" "$share/icons/hicolor/symbolic/apps/$id-symbolic.svg" 644
  put "Resources/desktop/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml" 644
done

# Translations: po/LANG.po compiled for gettext (the apps look in PREFIX/share/locale).
for po in po/*.po; do
  language="$(basename "$po" .po)"
  mo="$share/locale/$language/LC_MESSAGES/immutabledata-gtk.mo"
  mkdir -p "$(dirname "$mo")"
  msgfmt --check -o "$mo" "$po"
  installed+=("$mo")
done

mkdir -p "$(dirname "$manifest")"
printf '%s\n' "${installed[@]}" > "$manifest"
refresh_caches
echo "Installed counter, animals and quakes under $prefix (binaries in $prefix/bin)."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on your PATH; the app grid finds the apps anyway." ;; esac

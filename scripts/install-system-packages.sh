#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the project needs, if any is missing. Used by launch.sh and test.sh.
# With --test, also what only the tests need: a PostgreSQL server (scripts/test-postgres.sh runs a
# throwaway cluster of it, with openssl for its test certificates); the apps themselves never install a
# database server.
set -euo pipefail

packages=(libgtk-4-dev libadwaita-1-dev libgtksourceview-5-dev gettext pkg-config xvfb xauth dbus-daemon libsqlite3-dev adwaita-icon-theme fonts-dejavu-core
  desktop-file-utils appstream libglib2.0-bin xdotool librsvg2-bin python3)
if [ "${1:-}" = "--test" ]; then
  packages+=(postgresql util-linux openssl)
fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing system packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"

#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: initdb in a temporary directory, the server on
# 127.0.0.1 at a free port with trust authentication for the user "animals", and
# ANIMALS_TEST_POSTGRES_URL=postgres://animals@127.0.0.1:PORT/postgres exported for the command.
# The cluster is stopped and its directory removed when the command ends, however it ends.
# PostgreSQL refuses to run as root: as root (CI) the cluster runs as the user "postgres" (from Debian's
# postgresql package). Fails loudly, before the command runs, if the cluster cannot start.
# Usage: scripts/test-postgres.sh COMMAND [ARGUMENT...]
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "test-postgres.sh: no PostgreSQL server found in /usr/lib/postgresql (install Debian's postgresql package: scripts/install-system-packages.sh --test)" >&2
  exit 1
fi

as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  as_owner=(runuser -u postgres --)
fi

cluster=$(mktemp -d "${TMPDIR:-/tmp}/animals-test-postgres.XXXXXX")
chmod 755 "$cluster"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$cluster"

stop_cluster() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

fail() {
  echo "test-postgres.sh: $1" >&2
  [ ! -f "$cluster/server.log" ] || tail -n 20 "$cluster/server.log" >&2
  exit 1
}

"${as_owner[@]}" "$bin/initdb" -D "$cluster/data" -U animals --auth=trust -E UTF8 --locale=C >"$cluster/initdb.log" 2>&1 \
  || { cat "$cluster/initdb.log" >&2; fail "initdb failed"; }
# Throwaway data: no fsync. Enough connections for two instances' pools and the tests' own.
"${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$cluster -c fsync=off -c max_connections=200" start >/dev/null \
  || fail "the PostgreSQL server did not start on 127.0.0.1:$port"

export ANIMALS_TEST_POSTGRES_URL="postgres://animals@127.0.0.1:$port/postgres"
echo "test-postgres.sh: a throwaway PostgreSQL cluster at $ANIMALS_TEST_POSTGRES_URL"
status=0
"$@" || status=$?
exit $status

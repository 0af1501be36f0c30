#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: initdb in a temporary directory, the server on
# 127.0.0.1 at a free port with trust authentication for the user "animals", and
# ANIMALS_TEST_POSTGRES_URL=postgres://animals@127.0.0.1:PORT/postgres exported for the command.
# The server also speaks TLS (plain connections work as before): a throwaway CA signs its certificate,
# valid for the name localhost only (not 127.0.0.1), and ANIMALS_TEST_POSTGRES_CA names the CA's PEM
# file. The user "animals_tls" may connect only over TLS (pg_hba.conf's hostnossl rejects it).
# A second cluster, for the tests that stop, restart and cut PostgreSQL under load (PostgresFaultTests): they
# break only that one. ANIMALS_TEST_POSTGRES_FAULT_URL names it and ANIMALS_TEST_POSTGRES_FAULT_CTL is a
# command that takes stop, start or restart.
# The clusters are stopped and their directory removed when the command ends, however it ends.
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

# The command's status is the script's: a cleanup that cannot finish says so and changes nothing.
stop_cluster() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/fault/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster" 2>/dev/null || echo "test-postgres.sh: could not remove $cluster" >&2
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

# A CA valid for a day and a server certificate it signs for DNS:localhost only; the key is the server's alone.
tls="$cluster/tls"
mkdir -m 755 "$tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj "/CN=animals test CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
  -keyout "$tls/ca.key" -out "$tls/ca.pem" 2>"$cluster/openssl.log" \
  && openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "/CN=localhost" \
    -keyout "$tls/server.key" -out "$tls/server.csr" 2>>"$cluster/openssl.log" \
  && printf '%s\n' "subjectAltName=DNS:localhost" "basicConstraints=CA:FALSE" "keyUsage=critical,digitalSignature" \
    "extendedKeyUsage=serverAuth" >"$tls/server.ext" \
  && openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca.key" -CAcreateserial -days 1 \
    -extfile "$tls/server.ext" -out "$tls/server.crt" 2>>"$cluster/openssl.log" \
  || { cat "$cluster/openssl.log" >&2; fail "openssl could not make the test certificates"; }
chmod 600 "$tls/server.key" "$tls/ca.key"
chmod 644 "$tls/ca.pem" "$tls/server.crt"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$tls/server.key"
# Read before the rules initdb wrote: animals_tls is refused without TLS.
{ echo "hostnossl all animals_tls all reject"; cat "$cluster/data/pg_hba.conf"; } >"$cluster/pg_hba.conf"
"${as_owner[@]}" cp "$cluster/pg_hba.conf" "$cluster/data/pg_hba.conf"

# Throwaway data: no fsync. Enough connections for two instances' pools and the tests' own.
server_options="-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$cluster -c fsync=off -c max_connections=200"
server_options+=" -c ssl=on -c ssl_cert_file=$tls/server.crt -c ssl_key_file=$tls/server.key"
"${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 -o "$server_options" start >/dev/null \
  || fail "the PostgreSQL server did not start on 127.0.0.1:$port"
"${as_owner[@]}" "$bin/psql" -h "$cluster" -p "$port" -U animals -d postgres -q -v ON_ERROR_STOP=1 \
  -c "CREATE ROLE animals_tls LOGIN" >/dev/null || fail "could not create the role animals_tls"

# The fault tests' cluster: plain, no TLS; its control script runs pg_ctl as the cluster's owner.
fault="$cluster/fault"
mkdir -m 755 "$fault"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$fault"
fault_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_owner[@]}" "$bin/initdb" -D "$fault/data" -U animals --auth=trust -E UTF8 --locale=C >"$cluster/initdb-fault.log" 2>&1 \
  || { cat "$cluster/initdb-fault.log" >&2; fail "initdb failed for the fault tests' cluster"; }
fault_options="-c listen_addresses=127.0.0.1 -p $fault_port -c unix_socket_directories=$fault -c fsync=off -c max_connections=100"
cat >"$cluster/fault-ctl" <<CTL
#!/usr/bin/env bash
# stop | start | restart the fault tests' PostgreSQL cluster (written by scripts/test-postgres.sh).
set -euo pipefail
# Foundation's Process learns that a command ended when a descriptor it gave it closes: the server pg_ctl
# starts must not inherit that descriptor, or the command never seems to end.
for fd in \$(ls /proc/\$\$/fd); do [ "\$fd" -le 2 ] || eval "exec \$fd>&-" 2>/dev/null || true; done
case "\${1:-}" in
  stop) exec ${as_owner[*]} "$bin/pg_ctl" -D "$fault/data" -m fast -w stop ;;
  start | restart) exec ${as_owner[*]} "$bin/pg_ctl" -D "$fault/data" -l "$fault/server.log" -w -t 60 -o "$fault_options" "\$1" ;;
  *) echo "usage: \$0 stop|start|restart" >&2; exit 2 ;;
esac
CTL
chmod 755 "$cluster/fault-ctl"
"$cluster/fault-ctl" start >/dev/null || fail "the fault tests' PostgreSQL server did not start on 127.0.0.1:$fault_port"

export ANIMALS_TEST_POSTGRES_URL="postgres://animals@127.0.0.1:$port/postgres"
export ANIMALS_TEST_POSTGRES_FAULT_URL="postgres://animals@127.0.0.1:$fault_port/postgres"
export ANIMALS_TEST_POSTGRES_FAULT_CTL="$cluster/fault-ctl"
export ANIMALS_TEST_POSTGRES_CA="$tls/ca.pem"
echo "test-postgres.sh: a throwaway PostgreSQL cluster at $ANIMALS_TEST_POSTGRES_URL (TLS: CA $ANIMALS_TEST_POSTGRES_CA)"
status=0
"$@" || status=$?
exit $status

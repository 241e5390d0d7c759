#!/usr/bin/env bash
# Runs a command next to a throw-away PostgreSQL 15 server (DESIGN.md §8: API tests on real PostgreSQL).
#
#   scripts/with-postgres.sh CMD [ARGS...]
#
# Creates a temp dir, initdb's a cluster in it (as the `postgres` user when run as root: initdb refuses
# root), starts it on a free port on 127.0.0.1 only, with fsync off (test data, not durable), creates the
# database `portal_test`, exports
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/portal_test   (trust auth, loopback only)
#   PG_TEST_ADMIN_URL=postgres://postgres@127.0.0.1:PORT/postgres      (to create more databases)
# runs CMD, then stops the server and removes the dir, whatever happens. Exits with CMD's exit code.
# PG_BIN overrides the binaries' folder (default /usr/lib/postgresql/15/bin).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/postgres" ]; then
  echo "with-postgres: no PostgreSQL server in $PG_BIN (apt-get install -y postgresql-15)" >&2
  exit 127
fi

# As root, every server-side command runs as `postgres`; as anyone else, as that user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/portal-pg.XXXXXX")"
started=0
cleanup() {
  local rc=$?
  if [ "$started" -eq 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$PG_DIR"
fi

# A free loopback port: ask the kernel for one, then let postgres take it (a race is unlikely and fails loudly).
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
PG_PORT="${PG_PORT:-$(free_port)}"

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$PG_DIR/initdb.log" 2>&1 || {
  cat "$PG_DIR/initdb.log" >&2
  exit 1
}

pg_opts="-p $PG_PORT -h 127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
pg_opts+=" -c max_connections=300 -c shared_buffers=128MB"
if ! as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -o "$pg_opts" -l "$PG_DIR/server.log" -w -t 60 start >/dev/null; then
  cat "$PG_DIR/server.log" >&2
  exit 1
fi
started=1

as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
  -c 'CREATE DATABASE portal_test' >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/portal_test"
export PG_TEST_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT" \
  "(TEST_DATABASE_URL=$TEST_DATABASE_URL)" >&2

set +e
"$@"
rc=$?
set -e
exit "$rc"

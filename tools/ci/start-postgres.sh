#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 (Debian's packages) on 127.0.0.1:${PGPORT:-54329} with trust
# auth, and prints its URL. Used by .ci/run and by developers who want the "real server" suite.
# PG_SHARED_BUFFERS sizes its buffer cache (benchmarks on the large data use 4GB, as a server would).
set -euo pipefail
PORT="${PGPORT:-54329}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
DIR="${PGDATA_DIR:-$(mktemp -d /tmp/vouch-pg.XXXXXX)}"
mkdir -p "$DIR"
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  AS_PG=(su postgres -c)
else
  AS_PG=(bash -c)
fi
if [ ! -f "$DIR/PG_VERSION" ]; then
  "${AS_PG[@]}" "$BIN/initdb -D $DIR -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" > /dev/null
fi
"${AS_PG[@]}" "$BIN/pg_ctl -D $DIR -l $DIR/server.log -w -o '-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=200 -c shared_buffers=${PG_SHARED_BUFFERS:-256MB} -c fsync=off -c synchronous_commit=off' start" > /dev/null
echo "postgres://postgres@127.0.0.1:$PORT/postgres"

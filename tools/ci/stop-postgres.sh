#!/usr/bin/env bash
# Stops the PostgreSQL that start-postgres.sh started in the given data directory.
set -euo pipefail
DIR="$1"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
if [ "$(id -u)" = "0" ]; then
  su postgres -c "$BIN/pg_ctl -D $DIR -m fast stop" > /dev/null || true
else
  "$BIN/pg_ctl" -D "$DIR" -m fast stop > /dev/null || true
fi
rm -rf "$DIR"

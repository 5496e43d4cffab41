#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster, owned by the unprivileged user "nobody" when
# run as root, listening only on a unix socket inside DIR.
# PG_FSYNC=on keeps durable commits (the benchmark uses it); tests run with fsync off for speed.
#   scripts/pg-throwaway.sh start DIR   prints the DATABASE_URL to use
#   scripts/pg-throwaway.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}
dir=$(realpath -m "${2:?DIR}")
bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)}
[ -x "$bin/initdb" ] || { echo "pg-throwaway: no PostgreSQL server binaries found" >&2; exit 1; }
as_owner() {
  if [ "$(id -u)" = 0 ]; then setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; else "$@"; fi
}
case "$cmd" in
start)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown nobody:nogroup "$dir"
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=${PG_FSYNC:-off} -c max_connections=200" start >/dev/null
  echo "postgres:///postgres?host=$dir&user=postgres&sslmode=disable"
  ;;
stop)
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  ;;
*) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac

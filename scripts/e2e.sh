#!/usr/bin/env bash
# Runs the Playwright suite against the real binary: the desktop and phone projects on SQLite,
# and the 'postgres' project on PostgreSQL, in a fresh schema of TEST_DATABASE_URL or of a
# throwaway cluster started here. Extra arguments go to `playwright test`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cleanups=()
cleanup() { for c in "${cleanups[@]}"; do eval "$c"; done; }
trap cleanup EXIT

pg=${TEST_DATABASE_URL:-}
if [ -z "$pg" ]; then
  pgdir=$(mktemp -d /tmp/aceito-e2e-pg.XXXXXX)
  pg=$(scripts/pg-throwaway.sh start "$pgdir")
  # The cleanup runs after `cd e2e` below: the script's path is absolute.
  cleanups+=("'$root/scripts/pg-throwaway.sh' stop '$pgdir'; rm -rf '$pgdir'")
fi
schema="e2e_$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
psql -q "$pg" -c "CREATE SCHEMA $schema" >/dev/null
cleanups+=("psql -q '$pg' -c 'DROP SCHEMA $schema CASCADE' >/dev/null 2>&1 || true")
sep='?'; case "$pg" in *\?*) sep='&' ;; esac
export E2E_DATABASE_URL="$pg${sep}search_path=$schema"

# The servers' data directories (the server makes its own inside), removed with the run.
E2E_DATA_ROOT=$(mktemp -d /tmp/aceito-e2e.XXXXXX)
export E2E_DATA_ROOT
cleanups+=("rm -rf '$E2E_DATA_ROOT'")

cd e2e
status=0
npx playwright test "$@" || status=$?
if [ "$status" != 0 ]; then
  echo "== Playwright traces of the failed tests (open with: npx playwright show-trace FILE):"
  find "$PWD/test-results" -name trace.zip 2>/dev/null | sort
  node failures.mjs
fi
exit "$status"

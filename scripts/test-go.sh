#!/usr/bin/env bash
# Runs the whole Go suite on SQLite, then again on PostgreSQL. PostgreSQL comes from
# TEST_DATABASE_URL when set, otherwise from a throwaway cluster started here.
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=$(go list ./... | grep -v /node_modules/)
echo "== go test (SQLite)"
TEST_DATABASE_URL= go test -count=1 $pkgs
started=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pgdir=$(mktemp -d /tmp/aceito-pg.XXXXXX)
  TEST_DATABASE_URL=$(scripts/pg-throwaway.sh start "$pgdir")
  started=$pgdir
  trap 'scripts/pg-throwaway.sh stop "$started"; rm -rf "$started"' EXIT
fi
echo "== go test (PostgreSQL)"
TEST_DATABASE_URL=$TEST_DATABASE_URL go test -count=1 $pkgs

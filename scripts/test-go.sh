#!/usr/bin/env bash
# Runs the whole Go suite on SQLite, then again on PostgreSQL. PostgreSQL comes from
# TEST_DATABASE_URL when set, otherwise from a throwaway cluster started here. The Stripe
# provider's tests talk to stripe-mock, installed (pinned) and started here on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=$(go list ./... | grep -v /node_modules/)

cleanups=()
cleanup() { for c in "${cleanups[@]}"; do eval "$c"; done; }
trap cleanup EXIT

GOBIN=$PWD/bin go install github.com/stripe/stripe-mock@v0.203.0
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port=$(free_port)
# stripe-mock also serves HTTPS; keep that on loopback too, on another free port.
bin/stripe-mock -http-addr "127.0.0.1:$port" -https-addr "127.0.0.1:$(free_port)" >/tmp/aceito-stripe-mock.log 2>&1 &
cleanups+=("kill $! 2>/dev/null || true")
for _ in $(seq 1 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done
export STRIPE_MOCK_URL="http://127.0.0.1:$port"

echo "== api/openapi.yaml (issue 17: a valid OpenAPI 3.1 document)"
go test -count=1 -run '^TestOpenAPIDocumentIsValid$' -v ./internal/app | grep -E 'OpenAPI 3.1 schema|^(--- |ok|FAIL)'
echo "== go test (SQLite)"
TEST_DATABASE_URL= go test -count=1 $pkgs
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pgdir=$(mktemp -d /tmp/aceito-pg.XXXXXX)
  TEST_DATABASE_URL=$(scripts/pg-throwaway.sh start "$pgdir")
  cleanups+=("scripts/pg-throwaway.sh stop '$pgdir'; rm -rf '$pgdir'")
fi
echo "== go test (PostgreSQL)"
TEST_DATABASE_URL=$TEST_DATABASE_URL go test -count=1 $pkgs

#!/usr/bin/env bash
# Load benchmark (never part of `make test`): seeds BENCH_WEDDINGS weddings x BENCH_GUESTS guests
# with a realistic planner (profile, 20 tasks, budget), starts the real binary, and loads one
# wedding's guest list (GET), its dashboard (GET) and guest creation (POST) with wrk at 4, 32 and
# 64 connections, on SQLite and on PostgreSQL (fsync on).
# Creation is measured twice: all requests on one wedding (whose writes are serialised by design:
# each bumps the wedding's data version), and spread over BENCH_WRITERS weddings, as real
# traffic from many couples is. Prints req/s, p50/p99 latency, non-2xx answers and peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
WEDDINGS=${BENCH_WEDDINGS:-10000}
GUESTS=${BENCH_GUESTS:-100}
DURATION=${BENCH_DURATION:-10s}
CONNS=${BENCH_CONNS:-4 32 64}
ENGINES=${BENCH_ENGINES:-sqlite postgres}
PORT=${BENCH_PORT:-18181}
WRITERS=${BENCH_WRITERS:-64}
BASE=http://127.0.0.1:$PORT

command -v wrk >/dev/null || scripts/install-test-deps.sh wrk
command -v curl >/dev/null || scripts/install-test-deps.sh curl
[ -x bin/aceito ] || { echo "bench: build first (make build)" >&2; exit 1; }

work=$(mktemp -d /tmp/aceito-bench.XXXXXX)
server=""; pgdir=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  [ -n "$pgdir" ] && scripts/pg-throwaway.sh stop "$pgdir" && rm -rf "$pgdir"
  rm -rf "$work"
}
trap cleanup EXIT
trap 'echo "bench: command failed at line $LINENO; server log:" >&2; cat "$work"/server-*.log >&2 2>/dev/null' ERR

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"nome":"Convidada Benchmark","email":"bench@exemplo.com.br","mesa":7,"acompanhante":true}'
wrk.headers["Content-Type"] = "application/json"
LUA

# post-many.lua sends each request with the next writer's session cookie.
cat >"$work/post-many.lua" <<'LUA'
local cookies, i = {}, 0
for line in io.lines(os.getenv("BENCH_COOKIES")) do cookies[#cookies + 1] = "aceito_session=" .. line end
wrk.method = "POST"
wrk.body = '{"nome":"Convidada Benchmark","email":"bench@exemplo.com.br","mesa":7,"acompanhante":true}'
wrk.headers["Content-Type"] = "application/json"
request = function()
  i = i + 1
  wrk.headers["Cookie"] = cookies[i % #cookies + 1]
  return wrk.format()
end
LUA

sign_in() { # email → session cookie value
  curl -fsS -c - -o /dev/null -H 'Content-Type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"Benchmark123\"}" "$BASE/api/auth/signin" | awk '$6 == "aceito_session" {print $7}'
}

results=()
run_wrk() { # engine label conns cookie [lua] [path]
  local engine=$1 label=$2 conns=$3 cookie=$4 lua=${5:-} path=${6:-/api/guests}
  local out
  out=$(wrk -t2 -c"$conns" -d"$DURATION" --latency -H "Cookie: aceito_session=$cookie" ${lua:+-s "$lua"} "$BASE$path")
  local rps p50 p99 non2xx
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  non2xx=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$out")
  results+=("$(printf '%-9s %-14s %5s %10s %9s %9s %8s' "$engine" "$label" "$conns" "$rps" "$p50" "$p99" "${non2xx:-0}")")
}

for engine in $ENGINES; do
  unset DATABASE_URL
  datadir=$work/$engine
  if [ "$engine" = postgres ]; then
    pgdir=$(mktemp -d /tmp/aceito-bench-pg.XXXXXX) # outside $work: the cluster runs as nobody
    DATABASE_URL=$(PG_FSYNC=on scripts/pg-throwaway.sh start "$pgdir")
    export DATABASE_URL
  fi
  echo "== $engine: seeding $WEDDINGS weddings x $GUESTS guests"
  go run ./bench/seed -weddings "$WEDDINGS" -guests "$GUESTS" -data-dir "$datadir"
  ACEITO_ADDR=127.0.0.1:$PORT ACEITO_DATA_DIR=$datadir ACEITO_LOG_LEVEL=warn ./bin/aceito serve >"$work/server-$engine.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  reader=$(sign_in bench-0@aceito.test || true)
  writer=$(sign_in bench-1@aceito.test || true)
  [ -n "$reader" ] && [ -n "$writer" ] || { echo "bench: sign-in failed"; cat "$work/server-$engine.log"; exit 1; }
  : >"$work/cookies"
  for w in $(seq 2 $((WRITERS + 1))); do sign_in "bench-$w@aceito.test" >>"$work/cookies"; done
  export BENCH_COOKIES=$work/cookies
  for c in $CONNS; do
    run_wrk "$engine" "GET list" "$c" "$reader"
    run_wrk "$engine" "GET dashboard" "$c" "$reader" "" /api/dashboard
    run_wrk "$engine" "POST 1 wedd" "$c" "$writer" "$work/post.lua"
    run_wrk "$engine" "POST $WRITERS wedd" "$c" "$writer" "$work/post-many.lua"
  done
  rss=$(awk '/VmHWM/ {print $2, $3}' "/proc/$server/status")
  results+=("$(printf '%-9s peak RSS %s' "$engine" "$rss")")
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  if [ -n "$pgdir" ]; then scripts/pg-throwaway.sh stop "$pgdir"; rm -rf "$pgdir"; pgdir=""; fi
done

echo
printf '%-9s %-14s %5s %10s %9s %9s %8s\n' engine load conns req/s p50 p99 non-2xx
printf '%s\n' "${results[@]}"

#!/usr/bin/env bash
# Where a guest insert's CPU goes, beside the database floor's (issue 16, goal 1; never part of
# `make test`). On one throwaway PostgreSQL 15 cluster with fsync on (as ../shared/floor/side-by-side.sh
# starts it), each row loads inserts for DUR seconds at CONNS connections and prints the rate
# and the CPU each insert cost PostgreSQL (all its processes) and the client (pgbench, or the
# server and wrk over HTTP), read from /proc before and after:
#   floor          the floor's insert (pgbench-insert-guest.sql: PostgREST's SQL, RLS, one user);
#   aceito SQL     the statements the server sends for POST /api/guests (the session lookup; the
#                  BEGIN with the insert, the wedding's lock and version, the log entry; the
#                  COMMIT), run by pgbench over 64 couples: no HTTP and no Go;
#   aceito HTTP    bin/aceito itself over HTTP with wrk, the same 64 couples (as the side-by-side).
# On two shared cores the rate is what the CPU per insert allows: the floor's row is its ceiling.
# Usage: bench/write-cost.sh (as root, bin/aceito built)   env: DUR (8), CONNS (4), WEDDINGS (300), ROUNDS (2)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x bin/aceito ] || { echo "write-cost: build first (make build)" >&2; exit 1; }
for t in wrk pgbench curl; do command -v $t >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk postgresql-client curl >/dev/null; break; }; done
DUR=${DUR:-8}; CONNS=${CONNS:-4}; W=${WEDDINGS:-300}; ROUNDS=${ROUNDS:-2}
floor=../shared/floor
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
work=$(mktemp -d /tmp/write-cost.XXXXXX); chown nobody:nogroup "$work"; chmod 755 "$work"
as_pg() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; as_pg "$pgbin/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
as_pg "$pgbin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --locale-provider=icu --icu-locale=en-US --locale=C.UTF-8 >/dev/null
cat >>"$work/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = 55441
unix_socket_directories = '$work'
max_connections = 300
shared_buffers = 1GB
max_wal_size = 4GB
fsync = on
EOF
as_pg "$pgbin/pg_ctl" -D "$work/data" -l "$work/pg.log" -w start >/dev/null
PSQL="psql -X -q -h 127.0.0.1 -p 55441 -U postgres"
$PSQL -d postgres -c "CREATE DATABASE floor" -c "CREATE DATABASE aceito"
$PSQL -d floor -f "$floor/schema.sql" >/dev/null
echo "seeding the floor and $W couples ..."
$PSQL -d floor -f "$floor/seed.sql" >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:55441/aceito?sslmode=disable"
go run ./bench/seed -weddings "$W" -guests 100 >/dev/null
$PSQL -d aceito -c "VACUUM ANALYZE" ; $PSQL -d floor -c "VACUUM ANALYZE"

PORT=18997; BASE=http://127.0.0.1:$PORT
ACEITO_ADDR=127.0.0.1:$PORT ACEITO_LOG_LEVEL=warn bin/aceito serve >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
sign_in() { curl -fsS -c - -o /dev/null -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"password\":\"Benchmark123\"}" "$BASE/api/auth/signin" | awk '$6 == "aceito_session" {print $7}'; }
: >"$work/cookies"; for w in $(seq 2 65); do sign_in "bench-$w@aceito.test" >>"$work/cookies"; done
# The 64 couples' sessions, weddings and members, for pgbench to pick from as wrk does.
$PSQL -d aceito -c "CREATE TABLE bench_couples AS SELECT row_number() OVER (ORDER BY wedding_id) - 1 AS n, wedding_id, user_id, id AS session_id FROM sessions; CREATE UNIQUE INDEX ON bench_couples (n)"
# Every seeded wedding is on the luxo plan, whose weekly copies the server starts building at
# once (paced to a quarter of a core): wait until they are built, so each row measures inserts
# and nothing else, as on any day but the copies' one.
for _ in $(seq 600); do
  [ "$($PSQL -d aceito -Atc "SELECT COUNT(*) FROM weddings w WHERE NOT EXISTS (SELECT 1 FROM automatic_backups b WHERE b.wedding_id = w.id AND b.status = 'ready')")" = 0 ] && break
  sleep 1
done

# The server's statements for one insert (activity.InsertCounting with guest.Store's insert;
# auth.lookupSession), with pgbench's variables for the Go side's arguments. The BEGIN and
# the insert go in one exchange, as db.InTxWith sends them.
cat >"$work/aceito-insert.sql" <<'SQL'
\set r random(0, 63)
SELECT wedding_id AS w, user_id AS u, session_id AS sid FROM bench_couples WHERE n = :r \gset
SELECT s.user_id, s.wedding_id, s.created_at, s.expires_at, w.data_version, m.role, w.plan_id, w.subscription_status, w.plan_expires_at, w.cancel_at_period_end, w.billing_subscription_id IS NOT NULL
  FROM sessions s JOIN weddings w ON w.id = s.wedding_id JOIN wedding_members m ON m.wedding_id = s.wedding_id AND m.user_id = s.user_id WHERE s.id = :sid;
\startpipeline
BEGIN;
WITH written AS (INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao, acompanhantes, restricao_alimentar, rsvp_nonce, rsvp_token_hash, created_at, updated_at)
    VALUES (gen_random_uuid()::text, :w, 'Convidada Benchmark', 'bench@exemplo.com.br', NULL, 7, true, 'pendente', '[]', NULL, gen_random_uuid()::text, gen_random_uuid()::text, now(), now())
    RETURNING id, nome, email, telefone, mesa, acompanhante, status_confirmacao, acompanhantes, restricao_alimentar, mensagem, rsvp_nonce, convite_enviado_em, respondido_em, created_at, updated_at),
  locked AS (UPDATE weddings SET data_version = data_version + 1, last_written_by = :u WHERE id = :w
    RETURNING plan_id, subscription_status, plan_expires_at, cancel_at_period_end, billing_subscription_id IS NOT NULL, n_guests),
  entry AS (INSERT INTO activity_log (id, wedding_id, user_id, area, text, created_at)
    SELECT gen_random_uuid()::text, :w, :u, 'convidados', CASE WHEN length(a.text) > 200 THEN substr(a.text, 1, 199) || '…' ELSE a.text END, now()
    FROM (SELECT trim(u.first_name) || ' adicionou Convidada Benchmark' AS text FROM users u JOIN wedding_members m ON m.user_id = u.id AND m.wedding_id = :w WHERE u.id = :u) a
    RETURNING text)
SELECT written.*, locked.*, (SELECT first_name FROM users WHERE id = :u), (SELECT text FROM entry),
  (SELECT string_agg(o.user_id, ',' ORDER BY o.user_id) FROM wedding_members o WHERE o.wedding_id = :w AND o.user_id <> :u AND o.notify_activity = true)
FROM written, locked;
\endpipeline
COMMIT;
SQL
sed -n '/^cat >"\$work\/many.lua"/,/^LUA/p' "$floor/side-by-side.sh" | sed '1d;$d' >"$work/many.lua"

cpu() { # "pid name utime stime" of every process, in clock ticks, read at once (a loop over
  # /proc forking per process took a second or more, and missed what ended meanwhile; a process
  # gone between the glob and its read is no error)
  { cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk '{ i = index($0, "("); j = match($0, /\) [A-Z] /)
    split(substr($0, j + 2), f, " "); print $1, substr($0, i + 1, j - i - 1), f[12], f[13] }'
}
# measure NAME CLIENTS... -- CMD: runs CMD, prints its rate (the number CMD prints) and the CPU per
# insert of PostgreSQL and of the processes named CLIENTS, from /proc before and just before
# the end (a process that exits first is not counted, so the window is DUR-1 seconds).
measure() {
  local name=$1; shift; local clients=(); while [ "$1" != -- ]; do clients+=("$1"); shift; done; shift
  cpu >"$work/c0"; "$@" >"$work/rate" & local pid=$!
  sleep $((DUR - 1)); cpu >"$work/c1"; wait $pid
  awk -v hz="$(getconf CLK_TCK)" -v rate="$(cat "$work/rate")" -v secs=$((DUR - 1)) -v clients="${clients[*]}" -v name="$name" '
    BEGIN { split(clients, want, " ") }
    NR == FNR { a[$1] = $3 + $4; next }
    { d = $3 + $4 - (($1 in a) ? a[$1] : 0); if ($2 == "postgres") pg += d; else for (i in want) if ($2 == want[i]) cl += d }
    END { n = rate * secs; printf "%-12s %5d %9.0f %10.3f %10.3f\n", name, conns, rate, pg / hz / n * 1000, cl / hz / n * 1000 }' conns="$CONNS" "$work/c0" "$work/c1"
}
uid=$(printf '00000000-0000-4000-8000-%012d' 4242)
claims=$(printf '{"sub":"%s","role":"authenticated","aud":"authenticated"}' "$uid")
body=$(printf '{"user_id":"%s","nome":"Convidado Bench","email":"bench@bench.invalid","telefone":"+55 11 90000-0000","mesa":7,"acompanhante":true,"status_confirmacao":"pendente"}' "$uid")
pgb() { # pgbench's tps; a failed transaction stops the run
  local out; out=$(pgbench -n -M prepared -h 127.0.0.1 -p 55441 -c "$CONNS" -j 2 -T "$DUR" "$@" 2>&1)
  if ! grep -q '^number of failed transactions: 0 ' <<<"$out" || grep -q 'aborted' <<<"$out"; then echo "write-cost: pgbench: $out" >&2; exit 1; fi
  awk '/^tps = / {printf "%.0f\n", $3; exit}' <<<"$out"
}
wrkr() { # wrk's req/s; a refused insert (a cap reached, an error) stops the run: its rate would mean nothing
  local out; out=$(COOKIES=$work/cookies MODE=post wrk -t2 -c"$CONNS" -d"${DUR}s" -s "$work/many.lua" "$BASE/api/guests")
  if grep -q 'Non-2xx' <<<"$out"; then echo "write-cost: $(grep 'Non-2xx' <<<"$out")" >&2; exit 1; fi
  awk '/^Requests\/sec:/ {printf "%.0f\n", $2}' <<<"$out"
}
clean() { $PSQL -d floor -f "$floor/cleanup.sql" >/dev/null 2>&1; $PSQL -d aceito -c "DELETE FROM guests WHERE nome = 'Convidada Benchmark'" >/dev/null; }

printf '%-12s %5s %9s %10s %10s\n' row conns inserts/s "pg ms/ins" "client ms/ins"
for _ in $(seq "$ROUNDS"); do
  measure floor pgbench -- pgb -U authenticator -f "$floor/pgbench-insert-guest.sql" -D "claims=$claims" -D "body=$body" floor; clean
  measure "aceito SQL" pgbench -- pgb -U postgres -f "$work/aceito-insert.sql" aceito; clean
  measure "aceito HTTP" aceito wrk -- wrkr; clean
done

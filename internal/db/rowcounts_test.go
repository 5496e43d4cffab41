package db_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// recorder is a testing.TB that keeps CheckRowCounts' errors instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// The counts of migration 0054 follow plain SQL too (multi-row inserts, a bulk delete, a
// foreign-key cascade from a guest to its invitation message, a wedding's deletion), and
// CheckRowCounts, which dbtest runs after every test, reports a count that drifted.
func TestRowCountsFollowEveryStatement(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := d.ExecContext(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	kept := func(w, col string) int {
		t.Helper()
		var n int
		if err := d.QueryRowContext(ctx, `SELECT `+col+` FROM weddings WHERE id = $1`, w).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	exec(`INSERT INTO weddings (id, created_at) VALUES ('w1', $1), ('w2', $1)`, now)
	exec(`INSERT INTO guests (id, wedding_id, nome, created_at, updated_at) VALUES
		('g1', 'w1', 'Ana', $1, $1), ('g2', 'w1', 'Bia', $1, $1), ('g3', 'w2', 'Caio', $1, $1), ('g4', 'w1', 'Duda', $1, $1)`, now)
	exec(`INSERT INTO gifts (id, wedding_id, nome, created_at, updated_at) VALUES ('p1', 'w1', 'Panelas', $1, $1)`, now)
	exec(`INSERT INTO invitation_messages (id, wedding_id, guest_id, message_content, created_at, updated_at)
		VALUES ('m1', 'w1', 'g1', 'Venha', $1, $1), ('m2', 'w1', 'g2', 'Venha', $1, $1)`, now)
	for _, c := range []struct {
		w, col string
		want   int
	}{{"w1", "n_guests", 3}, {"w2", "n_guests", 1}, {"w1", "n_gifts", 1}, {"w1", "n_invitation_messages", 2}, {"w2", "n_gifts", 0}} {
		if got := kept(c.w, c.col); got != c.want {
			t.Errorf("after the inserts, %s %s = %d, want %d", c.w, c.col, got, c.want)
		}
	}
	// Deleting a guest cascades to its invitation message; a bulk delete spans weddings.
	exec(`DELETE FROM guests WHERE id = 'g1'`)
	if g, m := kept("w1", "n_guests"), kept("w1", "n_invitation_messages"); g != 2 || m != 1 {
		t.Errorf("after a guest's deletion: n_guests %d, n_invitation_messages %d; want 2 and 1", g, m)
	}
	exec(`DELETE FROM guests WHERE id IN ('g2', 'g3')`)
	if a, b := kept("w1", "n_guests"), kept("w2", "n_guests"); a != 1 || b != 0 {
		t.Errorf("after a bulk delete: w1 %d, w2 %d; want 1 and 0", a, b)
	}
	// An insert that inserts nothing moves nothing.
	exec(`INSERT INTO guests (id, wedding_id, nome, created_at, updated_at) VALUES ('g4', 'w1', 'Duda', $1, $1) ON CONFLICT (id) DO NOTHING`, now)
	if n := kept("w1", "n_guests"); n != 1 {
		t.Errorf("after an insert that did nothing: %d, want 1", n)
	}

	r := &recorder{TB: t}
	dbtest.CheckRowCounts(r, d)
	if len(r.errs) != 0 {
		t.Fatalf("counts that agree were reported: %v", r.errs)
	}
	exec(`UPDATE weddings SET n_gifts = 5 WHERE id = 'w1'`)
	dbtest.CheckRowCounts(r, d)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "wedding w1 keeps n_gifts = 5, but has 1 rows in gifts") {
		t.Fatalf("a drifted count: got %v", r.errs)
	}
	exec(`UPDATE weddings SET n_gifts = 1 WHERE id = 'w1'`)

	// A wedding's deletion takes its rows and its counts; the other wedding's stay.
	exec(`DELETE FROM weddings WHERE id = 'w1'`)
	if n := kept("w2", "n_guests"); n != 0 {
		t.Errorf("w2 after w1's deletion: %d", n)
	}
	if d.Dialect == db.Postgres {
		// The per-statement triggers count a multi-row insert once per wedding.
		exec(`INSERT INTO guests (id, wedding_id, nome, created_at, updated_at) SELECT 'x' || i, 'w2', 'Convidado', $1, $1
			FROM generate_series(1, 40) i`, now)
		if n := kept("w2", "n_guests"); n != 40 {
			t.Errorf("after inserting 40 in one statement: %d", n)
		}
	}
}

// countedLists are the 11 lists whose rows migration 0054 counts on the wedding's row.
var countedLists = []string{"guests", "checklists", "ceremony_documents", "gifts", "godparents", "payment_reminders",
	"spending_limits", "contracts", "gallery_images", "digital_invitations", "invitation_messages"}

// Every counted list has its insert and its delete trigger after migrating, on either engine: a
// later migration that rebuilds one of these tables (SQLite's way of altering a column) and
// forgets to recreate them fails here instead of letting the count drift in production.
func TestRowCountTriggersExist(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	q := `SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'`
	if d.Dialect == db.Postgres {
		q = `SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
			WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`
	}
	rows, err := d.QueryContext(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	have := map[string]string{}
	for rows.Next() {
		var name, table string
		if err := rows.Scan(&name, &table); err != nil {
			t.Fatal(err)
		}
		have[name] = table
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range countedLists {
		for _, op := range []string{"insert", "delete"} {
			name := l + "_counted_" + op
			if have[name] != l {
				t.Errorf("trigger %s on %s is missing (found on %q)", name, l, have[name])
			}
			n++
		}
	}
	if n != 22 {
		t.Fatalf("checked %d triggers, want 22", n)
	}
}

// The check shipped for operators (scripts/row-counts-check.sql, docs/deploy.md) lists nothing
// when the counts agree and the wedding and list of a count that drifted, on either engine.
func TestRowCountsCheckScript(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	script, err := os.ReadFile("../../scripts/row-counts-check.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range countedLists {
		if !strings.Contains(string(script), "w.n_"+l+" <> ") {
			t.Errorf("the script does not check %s", l)
		}
	}
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	for _, q := range []string{
		`INSERT INTO weddings (id, created_at) VALUES ('w1', $1), ('w2', $1)`,
		`INSERT INTO guests (id, wedding_id, nome, created_at, updated_at) VALUES ('g1', 'w1', 'Ana', $1, $1), ('g2', 'w2', 'Bia', $1, $1)`,
	} {
		if _, err := d.ExecContext(ctx, q, now); err != nil {
			t.Fatal(err)
		}
	}
	check := func() []string {
		t.Helper()
		rows, err := d.QueryContext(ctx, string(script))
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var got []string
		for rows.Next() {
			var w, l string
			var kept, n int
			if err := rows.Scan(&w, &l, &kept, &n); err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprintf("%s %s %d %d", w, l, kept, n))
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := check(); len(got) != 0 {
		t.Fatalf("counts that agree: %v", got)
	}
	if _, err := d.ExecContext(ctx, `UPDATE weddings SET n_guests = 2 WHERE id = 'w2'`); err != nil {
		t.Fatal(err)
	}
	if got := check(); len(got) != 1 || got[0] != "w2 guests 2 1" {
		t.Fatalf("a drifted count: %v", got)
	}
	if _, err := d.ExecContext(ctx, `UPDATE weddings SET n_guests = 1 WHERE id = 'w2'`); err != nil {
		t.Fatal(err)
	}
}

// pg_restore empties search_path before it loads data; the count triggers still find weddings
// (each function pins the migration's search_path), so a restore that leaves them on counts
// instead of failing with `relation "weddings" does not exist`.
func TestRowCountTriggersWithEmptySearchPath(t *testing.T) {
	d := dbtest.New(t)
	if d.Dialect != db.Postgres {
		t.Skip("PostgreSQL only: SQLite has no search_path")
	}
	ctx := context.Background()
	conn, err := d.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var schema string
	if err := conn.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_catalog.set_config('search_path', '', false)`); err != nil {
		t.Fatal(err)
	}
	// Put the pool's search_path back before the connection returns to it.
	defer func() {
		if _, err := conn.ExecContext(ctx, `SELECT pg_catalog.set_config('search_path', $1, false)`, schema); err != nil {
			t.Error(err)
		}
	}()
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	for _, q := range []string{
		`INSERT INTO ` + schema + `.weddings (id, created_at) VALUES ('w1', $1)`,
		`INSERT INTO ` + schema + `.guests (id, wedding_id, nome, created_at, updated_at) VALUES ('g1', 'w1', 'Ana', $1, $1), ('g2', 'w1', 'Bia', $1, $1)`,
	} {
		if _, err := conn.ExecContext(ctx, q, now); err != nil {
			t.Fatalf("with an empty search_path, %s: %v", q, err)
		}
	}
	if _, err := conn.ExecContext(ctx, `DELETE FROM `+schema+`.guests WHERE id = 'g2'`); err != nil {
		t.Fatalf("with an empty search_path, a delete: %v", err)
	}
	var n int
	if err := conn.QueryRowContext(ctx, `SELECT n_guests FROM `+schema+`.weddings WHERE id = 'w1'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("n_guests = %d, want 1", n)
	}
}

package db_test

import (
	"context"
	"fmt"
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

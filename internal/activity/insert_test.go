package activity

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// InsertCounting adds the row (its RETURNING reaches scan), takes the wedding's lock (the data
// version moves, the actor is recorded), writes the entry and tells the partner who asked, and
// gives check the plan and the count with the new row. A refused check, a failed insert or a
// missing wedding change nothing; a write without a member writes no entry but is still checked.
func TestInsertCounting(t *testing.T) {
	d := dbtest.New(t)
	a := newAccount(t, d, "ana@x.com", "Ana")
	bia := addMember(t, d, a.weddingID, "bia@x.com", "Bia", true)
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	bg := context.Background()
	state := func() (version int64, by sql.NullString, rows, entries, bells int) {
		t.Helper()
		if err := d.QueryRowContext(bg, `SELECT data_version, last_written_by, (SELECT COUNT(*) FROM godparents WHERE wedding_id = $1),
			(SELECT COUNT(*) FROM notifications WHERE wedding_id = $1 AND user_id = $2) FROM weddings WHERE id = $1`, a.weddingID, bia).
			Scan(&version, &by, &rows, &bells); err != nil {
			t.Fatal(err)
		}
		return version, by, rows, count(t, d, a.weddingID), bells
	}
	const insert = `INSERT INTO godparents (id, wedding_id, nome, tipo, created_at, updated_at)
		VALUES ($1, $2, $3, 'padrinho', $4, $4) RETURNING id, nome`
	// add inserts godparent id for weddingID and returns what scan and check saw.
	add := func(ctx context.Context, weddingID, id, nome string, refuse error) (gotID string, p plan.Plan, n int, err error) {
		n = -1
		err = InsertCounting(ctx, d, weddingID, now, insert, []any{id, weddingID, nome, now},
			func(row db.Scanner) error {
				var gotNome string
				if err := row.Scan(&gotID, &gotNome); err != nil {
					return err
				}
				if gotNome != nome {
					return errors.New("the row's columns came back as " + gotNome)
				}
				return nil
			}, Entry{Area: Godparents, Text: "adicionou " + Quote(nome)}, wedding.Godparents,
			func(got plan.Plan, count int) error { p, n = got, count; return refuse })
		return gotID, p, n, err
	}
	sub, err := wedding.GetSubscription(bg, d, a.weddingID)
	if err != nil {
		t.Fatal(err)
	}
	ana := wedding.WithActor(bg, a.userID)
	v0, _, _, _, _ := state()

	id, p, n, err := add(ana, a.weddingID, "g1", "Rui", nil)
	if err != nil || id != "g1" || p.ID != sub.EffectivePlan(now).ID || n != 1 {
		t.Fatalf("first add: %q plan %q count %d, %v", id, p.ID, n, err)
	}
	v, by, rows, entries, bells := state()
	if v != v0+1 || by.String != a.userID || rows != 1 || entries != 1 || bells != 1 {
		t.Fatalf("after the first add: version %d -> %d by %q, %d rows, %d entries, %d bells", v0, v, by.String, rows, entries, bells)
	}
	items, _, err := NewStore(d, nil).List(bg, a.weddingID, Query{Page: 1})
	if err != nil || len(items) != 1 || items[0].Text != `Ana adicionou "Rui"` {
		t.Fatalf("entries: %+v %v", items, err)
	}

	// The check refuses: its error, and nothing of the write stays (row, entry, bump, bell).
	boom := errors.New("over the plan")
	if _, _, n, err := add(ana, a.weddingID, "g2", "Ivo", boom); !errors.Is(err, boom) || n != 2 {
		t.Fatalf("refused add: count %d, %v", n, err)
	}
	// The insert fails (the id is taken): its error, the check never runs.
	if _, _, n, err := add(ana, a.weddingID, "g1", "Rui", nil); err == nil || n != -1 {
		t.Fatalf("duplicate add: count %d, %v", n, err)
	}
	if v2, _, rows, entries, bells := state(); v2 != v || rows != 1 || entries != 1 || bells != 1 {
		t.Fatalf("after the failed adds: version %d -> %d, %d rows, %d entries, %d bells", v, v2, rows, entries, bells)
	}
	// A wedding that does not exist: not found (a statement that inserts nothing, as an insert
	// would fail on its foreign key first).
	err = InsertCounting(ana, d, "no-such-wedding", now, `SELECT 'x', 'y'`, nil,
		func(row db.Scanner) error { var x, y string; return row.Scan(&x, &y) }, Entry{Area: Godparents, Text: "adicionou"},
		wedding.Godparents, func(plan.Plan, int) error { return nil })
	if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindNotFound {
		t.Fatalf("missing wedding: %v", err)
	}

	// No member (the scheduler): the row and the bump, no entry; the count still includes it.
	if _, _, n, err := add(bg, a.weddingID, "g4", "Edu", nil); err != nil || n != 2 {
		t.Fatalf("add without a member: count %d, %v", n, err)
	}
	if v3, by, rows, entries, _ := state(); v3 != v+1 || by.Valid || rows != 2 || entries != 1 {
		t.Fatalf("after the add without a member: version %d -> %d by %v, %d rows, %d entries", v, v3, by, rows, entries)
	}
	var kept int
	if err := d.QueryRowContext(bg, `SELECT `+wedding.CountSQL(wedding.Godparents, "$1"), a.weddingID).Scan(&kept); err != nil || kept != 2 {
		t.Fatalf("kept count %d, %v", kept, err)
	}
}

package wedding_test

import (
	"context"
	"database/sql"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// LockAfter runs the write's statement and LockForWrite (one statement on PostgreSQL): the
// write's row reaches scan, the data version moves and records the actor, the plan comes back,
// a failed write or a missing wedding changes nothing.
func TestLockAfter(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	var weddingID, userID string
	var version int64
	if err := s.DB.QueryRow(`SELECT w.id, m.user_id, w.data_version FROM weddings w JOIN wedding_members m ON m.wedding_id = w.id`).
		Scan(&weddingID, &userID, &version); err != nil {
		t.Fatal(err)
	}
	ctx := wedding.WithActor(context.Background(), userID)
	now := time.Now()
	insert := `INSERT INTO godparents (id, wedding_id, nome, tipo, created_at, updated_at) VALUES ($1, $2, $3, 'padrinho', $4, $4) RETURNING id, nome`
	var id, nome string
	var p plan.Plan
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		p, err = wedding.LockAfter(ctx, tx, s.DB.Dialect, weddingID, now, insert, []any{"g1", weddingID, "Rui", now.UTC()},
			func(row wedding.Scanner) error { return row.Scan(&id, &nome) })
		return err
	})
	sub, serr := wedding.GetSubscription(ctx, s.DB, weddingID)
	if serr != nil {
		t.Fatal(serr)
	}
	if err != nil || id != "g1" || nome != "Rui" || p.ID != sub.EffectivePlan(now).ID {
		t.Fatalf("LockAfter: %q %q %q %v", id, nome, p.ID, err)
	}
	var after int64
	var by sql.NullString
	if err := s.DB.QueryRow(`SELECT data_version, last_written_by FROM weddings WHERE id = $1`, weddingID).Scan(&after, &by); err != nil {
		t.Fatal(err)
	}
	if after != version+1 || by.String != userID {
		t.Fatalf("data version %d -> %d, last written by %q", version, after, by.String)
	}
	// A missing wedding: not found, and the insert is rolled back with the transaction.
	err = s.DB.InTx(ctx, func(tx *sql.Tx) error {
		_, err := wedding.LockAfter(ctx, tx, s.DB.Dialect, "no-such-wedding", now, `SELECT 'x', 'y'`, nil,
			func(row wedding.Scanner) error { return row.Scan(&id, &nome) })
		return err
	})
	if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindNotFound {
		t.Fatalf("missing wedding: %v", err)
	}
	// A failing write: its error, and no version bump.
	err = s.DB.InTx(ctx, func(tx *sql.Tx) error {
		_, err := wedding.LockAfter(ctx, tx, s.DB.Dialect, weddingID, now, insert, []any{"g1", weddingID, "Rui", now.UTC()},
			func(row wedding.Scanner) error { return row.Scan(&id, &nome) })
		return err
	})
	if err == nil {
		t.Fatal("a duplicate id was inserted")
	}
	if err := s.DB.QueryRow(`SELECT data_version FROM weddings WHERE id = $1`, weddingID).Scan(&after); err != nil || after != version+1 {
		t.Fatalf("data version after a failed write: %d %v", after, err)
	}
}

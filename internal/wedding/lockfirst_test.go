package wedding_test

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// signedUpCouple is one couple's server, wedding, member and the wedding's data version.
func signedUpCouple(t *testing.T) (s *apptest.Server, weddingID, userID string, version int64) {
	t.Helper()
	s = apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	if err := s.DB.QueryRow(`SELECT w.id, m.user_id, w.data_version FROM weddings w JOIN wedding_members m ON m.wedding_id = w.id`).
		Scan(&weddingID, &userID, &version); err != nil {
		t.Fatal(err)
	}
	return s, weddingID, userID, version
}

// LockFirst takes the lock before the write's own statements: the data version moves in the
// write's transaction and records the actor, the plan comes back, a missing wedding is not
// found, and a failing step rolls back its statements and the bump.
func TestLockFirst(t *testing.T) {
	s, weddingID, userID, version := signedUpCouple(t)
	ctx := wedding.WithActor(context.Background(), userID)
	now := time.Now()
	if _, err := s.DB.Exec(`INSERT INTO godparents (id, wedding_id, nome, tipo, created_at, updated_at) VALUES ('g1', $1, 'Rui', 'padrinho', $2, $2)`,
		weddingID, now.UTC()); err != nil {
		t.Fatal(err)
	}
	var p plan.Plan
	var inTx int64
	var nome string
	var heldErr error
	err := wedding.LockFirst(ctx, s.DB, weddingID, now, func(q db.Querier, got plan.Plan) error {
		p = got
		if err := q.QueryRowContext(ctx, `SELECT data_version FROM weddings WHERE id = $1`, weddingID).Scan(&inTx); err != nil {
			return err
		}
		if s.DB.Dialect == db.Postgres {
			// The wedding's row is locked before fn runs: another connection cannot take it.
			// (SQLite has one writer at a time: a second write would wait for this one.)
			_, heldErr = s.DB.ExecContext(ctx, `SELECT 1 FROM weddings WHERE id = $1 FOR UPDATE NOWAIT`, weddingID)
			if heldErr == nil {
				return errors.New("the wedding's row was not locked when the step ran")
			}
		}
		return q.QueryRowContext(ctx, `UPDATE godparents SET nome = 'Ivo' WHERE id = 'g1' RETURNING nome`).Scan(&nome)
	})
	sub, serr := wedding.GetSubscription(ctx, s.DB, weddingID)
	if serr != nil {
		t.Fatal(serr)
	}
	if err != nil || nome != "Ivo" || p.ID != sub.EffectivePlan(now).ID || inTx != version+1 {
		t.Fatalf("LockFirst: %q %q version in the transaction %d, %v", nome, p.ID, inTx, err)
	}
	var after int64
	var by sql.NullString
	if err := s.DB.QueryRow(`SELECT data_version, last_written_by FROM weddings WHERE id = $1`, weddingID).Scan(&after, &by); err != nil {
		t.Fatal(err)
	}
	if after != version+1 || by.String != userID {
		t.Fatalf("data version %d -> %d, last written by %q", version, after, by.String)
	}
	if err := s.DB.QueryRow(`SELECT nome FROM godparents WHERE id = 'g1'`).Scan(&nome); err != nil || nome != "Ivo" {
		t.Fatalf("the committed write: %q %v", nome, err)
	}
	if heldErr != nil && !strings.Contains(heldErr.Error(), "lock") {
		t.Fatalf("taking the locked row from another connection: %v, want a lock error", heldErr)
	}
	if err := s.DB.QueryRow(`SELECT nome FROM godparents WHERE id = 'g1'`).Scan(&nome); err != nil || nome != "Ivo" {
		t.Fatalf("the committed write: %q %v", nome, err)
	}
	if heldErr != nil && !strings.Contains(heldErr.Error(), "lock") {
		t.Fatalf("taking the locked row from another connection: %v, want a lock error", heldErr)
	}
	called := false
	err = wedding.LockFirst(ctx, s.DB, "no-such-wedding", now, func(db.Querier, plan.Plan) error { called = true; return nil })
	if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindNotFound || called {
		t.Fatalf("missing wedding: %v (step ran: %v)", err, called)
	}
	boom := errors.New("a later step failed")
	err = wedding.LockFirst(ctx, s.DB, weddingID, now, func(q db.Querier, _ plan.Plan) error {
		if _, err := q.ExecContext(ctx, `DELETE FROM godparents WHERE id = 'g1'`); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("failing step: %v", err)
	}
	var rows int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM godparents WHERE wedding_id = $1`, weddingID).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("godparents after the rolled back write: %d %v", rows, err)
	}
	if err := s.DB.QueryRow(`SELECT data_version FROM weddings WHERE id = $1`, weddingID).Scan(&after); err != nil || after != version+1 {
		t.Fatalf("data version after a failed write: %d %v", after, err)
	}
}

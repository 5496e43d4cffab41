// Package wedding is the tenant: every planner row belongs to one wedding, and the wedding
// carries the subscription plan and a data version.
package wedding

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/plan"
)

// LockForWrite starts a write to the wedding's planner data inside tx: it increments the
// wedding's data_version (so a cache keyed on (wedding, version) never serves data older than
// what was committed, on any instance), holds the wedding's row lock until tx ends (so a check
// against a plan limit and the insert it guards cannot race), and returns the wedding's plan.
// Every write to planner data calls it first.
func LockForWrite(ctx context.Context, tx *sql.Tx, weddingID string) (plan.Plan, error) {
	var id string
	err := tx.QueryRowContext(ctx, `UPDATE weddings SET data_version = data_version + 1 WHERE id = $1 RETURNING plan_id`, weddingID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return plan.Plan{}, apperr.NotFound("Casamento não encontrado.")
	}
	if err != nil {
		return plan.Plan{}, fmt.Errorf("wedding.LockForWrite: %w", err)
	}
	p, ok := plan.Get(plan.ID(id))
	if !ok {
		return plan.Plan{}, fmt.Errorf("wedding.LockForWrite: wedding %s has unknown plan %q", weddingID, id)
	}
	return p, nil
}

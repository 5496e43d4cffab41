// Package wedding is the tenant: every planner row belongs to one wedding, and the wedding
// carries the subscription plan and a data version.
package wedding

import (
	"context"
	"database/sql"
	"fmt"
)

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Touch increments the wedding's data_version. Every write to the wedding's planner data calls
// it in the same transaction, so a cache keyed on (wedding, version) can never serve data older
// than what was committed — on any instance.
func Touch(ctx context.Context, tx execer, weddingID string) error {
	if _, err := tx.ExecContext(ctx, `UPDATE weddings SET data_version = data_version + 1 WHERE id = $1`, weddingID); err != nil {
		return fmt.Errorf("wedding.Touch: %w", err)
	}
	return nil
}

package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
)

// SetPlan is the support team's override (the admin CLI): it puts the wedding of the account
// with email on the plan, active until until (zero: no end), whatever the provider says, and
// returns the wedding's id. The next provider event for that wedding may change it again.
func SetPlan(ctx context.Context, d *db.DB, email string, id plan.ID, until time.Time) (string, error) {
	if _, ok := plan.Get(id); !ok {
		return "", fmt.Errorf("billing.SetPlan: unknown plan %q (want essencial, premium or luxo)", id)
	}
	var weddingID string
	err := d.InTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT m.wedding_id FROM users u JOIN wedding_members m ON m.user_id = u.id
			WHERE u.email = $1`, email).Scan(&weddingID)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("no account with e-mail %s", email)
		}
		if err != nil {
			return err
		}
		return applyPayment(ctx, tx, weddingID, string(id), Payment{PeriodEnd: until})
	})
	if err != nil {
		return "", fmt.Errorf("billing.SetPlan: %w", err)
	}
	return weddingID, nil
}

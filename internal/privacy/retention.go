package privacy

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"time"
)

// Maintain runs every retention rule and the due account deletions once; the maintenance job
// calls it every hour. Each rule runs even if another fails.
func (s *Service) Maintain(ctx context.Context) error {
	var errs []error
	if _, err := s.DeleteDue(ctx); err != nil {
		errs = append(errs, err)
	}
	if err := s.DeleteExpiredExports(ctx); err != nil {
		errs = append(errs, err)
	}
	if err := s.ApplyRetention(ctx); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// ApplyRetention deletes what is kept no longer (README, "Privacidade e retenção"):
// plan-picker e-mails that led to no purchase after 30 days, read notifications 180 days old,
// payment records of deleted weddings after 5 years, activity log entries after a year
// (activity.Retention), and guests' e-mail and phone 12 months
// after the wedding date unless the couple chose to keep them.
func (s *Service) ApplyRetention(ctx context.Context) error {
	now := s.now()
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM pre_checkout_emails WHERE created_at < $1
		AND NOT EXISTS (SELECT 1 FROM checkout_sessions c WHERE c.email = pre_checkout_emails.email AND c.status = 'paid')`,
		now.Add(-PreCheckoutRetention)); err != nil {
		return fmt.Errorf("privacy: pre-checkout e-mails: %w", err)
	}
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM notifications WHERE read_at IS NOT NULL AND created_at < $1`,
		now.Add(-ReadNotificationRetention)); err != nil {
		return fmt.Errorf("privacy: read notifications: %w", err)
	}
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM checkout_sessions WHERE anonymized_at IS NOT NULL AND wedding_id IS NULL
		AND COALESCE(completed_at, created_at) < $1`, now.Add(-PaymentRecordRetention)); err != nil {
		return fmt.Errorf("privacy: payment records: %w", err)
	}
	if _, err := activity.Prune(ctx, s.DB, now); err != nil {
		return fmt.Errorf("privacy: %w", err)
	}
	return s.clearGuestData(ctx, now)
}

// clearGuestData clears guests' e-mail and phone in weddings whose date is 12 months or more
// before today (São Paulo's calendar day; a day early or late elsewhere does not matter here)
// and that did not choose to keep them. The wedding's data version moves, so no cache keeps
// serving the cleared data.
func (s *Service) clearGuestData(ctx context.Context, now time.Time) error {
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		loc = time.UTC
	}
	cutoff := now.In(loc).AddDate(-guestDataYears, 0, 0).Format(time.DateOnly)
	due := func(param string) string {
		return `SELECT p.wedding_id FROM profiles p JOIN weddings w ON w.id = p.wedding_id
		WHERE w.keep_guest_data = FALSE AND p.wedding_date IS NOT NULL AND p.wedding_date <= ` + param
	}
	err = s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE weddings SET data_version = data_version + 1 WHERE id IN (`+due("$1")+`)
			AND EXISTS (SELECT 1 FROM guests g WHERE g.wedding_id = weddings.id AND (g.email IS NOT NULL OR g.telefone IS NOT NULL))`,
			cutoff); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE guests SET email = NULL, telefone = NULL, updated_at = $1
			WHERE (email IS NOT NULL OR telefone IS NOT NULL) AND wedding_id IN (`+due("$2")+`)`, now, cutoff)
		return err
	})
	if err != nil {
		return fmt.Errorf("privacy: guests' contact data: %w", err)
	}
	return nil
}

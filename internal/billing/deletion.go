package billing

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/stripe/stripe-go/v84"

	"github.com/aceito/aceito/internal/wedding"
)

// Canceler is a provider whose subscriptions can be ended at once (account deletion).
type Canceler interface {
	CancelNow(ctx context.Context, subscriptionID string) error
}

// StopRenewal asks the provider not to renew the wedding's subscription and records it, as
// 'Cancelar assinatura' does; a wedding with no paid, renewing subscription is left as is.
// 'Excluir conta' calls it; undoing the deletion leaves it stopped ('Retomar assinatura' resumes).
func (s *Service) StopRenewal(ctx context.Context, weddingID string) error {
	sub, err := wedding.GetSubscription(ctx, s.DB, weddingID)
	if err != nil {
		return err
	}
	if status := sub.StatusAt(s.now()); sub.ExpiresAt.IsZero() || status != wedding.StatusActive && status != wedding.StatusPastDue {
		return nil
	}
	var subID sql.NullString
	if err := s.DB.QueryRowContext(ctx, `SELECT billing_subscription_id FROM weddings WHERE id = $1`, weddingID).Scan(&subID); err != nil {
		return fmt.Errorf("billing.StopRenewal: %w", err)
	}
	if subID.Valid {
		if err := s.Provider.SetCancelAtPeriodEnd(ctx, subID.String, true); err != nil {
			return fmt.Errorf("billing.StopRenewal: provider: %w", err)
		}
	}
	if _, err := s.DB.ExecContext(ctx, `UPDATE weddings SET cancel_at_period_end = TRUE WHERE id = $1`, weddingID); err != nil {
		return fmt.Errorf("billing.StopRenewal: %w", err)
	}
	return nil
}

// CancelNow ends the wedding's subscription at the provider immediately (the wedding is about
// to be deleted). The local provider has nothing to cancel.
func (s *Service) CancelNow(ctx context.Context, weddingID string) error {
	var subID sql.NullString
	if err := s.DB.QueryRowContext(ctx, `SELECT billing_subscription_id FROM weddings WHERE id = $1`, weddingID).Scan(&subID); err != nil {
		return fmt.Errorf("billing.CancelNow: %w", err)
	}
	c, ok := s.Provider.(Canceler)
	if !subID.Valid || !ok {
		return nil
	}
	if err := c.CancelNow(ctx, subID.String); err != nil {
		return fmt.Errorf("billing.CancelNow: provider: %w", err)
	}
	return nil
}

// CancelNow cancels the subscription at Stripe at once; one already canceled is not an error.
func (p *Stripe) CancelNow(ctx context.Context, subscriptionID string) error {
	sub, err := p.client.V1Subscriptions.Retrieve(ctx, subscriptionID, nil)
	if err != nil {
		return fmt.Errorf("stripe subscription %s: %w", subscriptionID, err)
	}
	if sub.Status == stripe.SubscriptionStatusCanceled {
		return nil
	}
	if _, err := p.client.V1Subscriptions.Cancel(ctx, subscriptionID, nil); err != nil {
		return fmt.Errorf("stripe subscription cancel: %w", err)
	}
	return nil
}

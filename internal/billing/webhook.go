package billing

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// maxWebhookBody bounds a provider event; Stripe's are a few KiB.
const maxWebhookBody = 1 << 20

var errBadSignature = apperr.BadRequest("invalid_signature", "Assinatura do evento inválida.")

// StripeWebhook answers POST /api/billing/stripe/webhook. Only an event whose Stripe-Signature
// verifies with the webhook secret, and is at most 5 minutes old, is handled; each event id is
// handled once (a redelivery answers 200 and changes nothing).
func (s *Service) StripeWebhook(w http.ResponseWriter, r *http.Request) error {
	p, ok := s.Provider.(*Stripe)
	if !ok {
		return apperr.NotFound("Rota não encontrada.")
	}
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
	if err != nil {
		return apperr.BadRequest("invalid_body", "Evento inválido.")
	}
	ev, err := webhook.ConstructEventWithOptions(payload, r.Header.Get("Stripe-Signature"), p.webhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		httpx.Logger(r.Context()).Warn("stripe webhook refused", "err", err)
		return errBadSignature
	}
	if err := s.handleStripeEvent(r.Context(), p, ev); err != nil {
		return err
	}
	w.WriteHeader(http.StatusOK)
	return nil
}

func (s *Service) handleStripeEvent(ctx context.Context, p *Stripe, ev stripe.Event) error {
	// Whatever must be read from Stripe is read before the transaction, so no database lock is
	// held while waiting on the network.
	var sub *stripe.Subscription
	var cs stripe.CheckoutSession
	switch ev.Type {
	case "checkout.session.completed", "checkout.session.async_payment_succeeded":
		if err := json.Unmarshal(ev.Data.Raw, &cs); err != nil {
			return fmt.Errorf("stripe event %s: %w", ev.ID, err)
		}
		if cs.Subscription != nil && cs.Subscription.ID != "" {
			var err error
			if sub, err = p.subscription(ctx, cs.Subscription.ID); err != nil {
				return err
			}
		}
	case "customer.subscription.updated", "customer.subscription.deleted":
		sub = &stripe.Subscription{}
		if err := json.Unmarshal(ev.Data.Raw, sub); err != nil {
			return fmt.Errorf("stripe event %s: %w", ev.ID, err)
		}
	}
	var changed []string // weddings whose plan or status the event changed, told after the commit
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		changed = nil
		res, err := tx.ExecContext(ctx, `INSERT INTO billing_events (id, provider, type, received_at) VALUES ($1, 'stripe', $2, $3)
			ON CONFLICT (id) DO NOTHING`, ev.ID, string(ev.Type), s.now())
		if err != nil {
			return fmt.Errorf("stripe event %s: record: %w", ev.ID, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // already handled (n == 0): a redelivery changes nothing
		}
		switch ev.Type {
		case "checkout.session.completed", "checkout.session.async_payment_succeeded":
			if !checkoutPaid(&cs) {
				return nil // an async method still pending: a later event completes it
			}
			pay := paymentOf(cs.Customer, sub)
			pay.ReportedAt = time.Unix(ev.Created, 0)
			pay.AmountCents = cs.AmountTotal
			weddingID, err := s.completeTx(ctx, tx, "provider_ref = $2", cs.ID, pay)
			changed = append(changed, weddingID)
			if errors.Is(err, errSessionGone) {
				// Completed already (the buyer's return asked Stripe first), or not ours.
				return nil
			}
			return err
		case "customer.subscription.updated", "customer.subscription.deleted":
			changed, err = updateFromSubscription(ctx, tx, sub, ev.Type == "customer.subscription.deleted", time.Unix(ev.Created, 0))
			return err
		case "invoice.payment_failed":
			var inv stripe.Invoice
			if err := json.Unmarshal(ev.Data.Raw, &inv); err != nil {
				return fmt.Errorf("stripe event %s: %w", ev.ID, err)
			}
			if inv.Parent == nil || inv.Parent.SubscriptionDetails == nil || inv.Parent.SubscriptionDetails.Subscription == nil {
				return nil
			}
			// A declined plan-change invoice (ChangePlan's pending update) leaves the subscription
			// as it was, active: it is not a missed renewal.
			if inv.BillingReason == stripe.InvoiceBillingReasonSubscriptionUpdate {
				return nil
			}
			changed, err = updatedWeddings(ctx, tx, `UPDATE weddings SET subscription_status = 'past_due', data_version = data_version + 1,
					billing_synced_at = $2
				WHERE billing_subscription_id = $1 AND subscription_status = 'active' AND `+notOlder+` RETURNING id`,
				inv.Parent.SubscriptionDetails.Subscription.ID, time.Unix(ev.Created, 0).UTC())
			if err != nil {
				return fmt.Errorf("stripe event %s: %w", ev.ID, err)
			}
		}
		return nil
	})
	if err == nil {
		s.changed(ctx, changed...)
	}
	return err
}

// updatedWeddings runs an UPDATE … RETURNING id and returns the ids of the weddings it changed.
func updatedWeddings(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]string, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// notOlder keeps an event from undoing a newer one: Stripe does not deliver in order, and
// retries late. $2 is the event's creation time.
const notOlder = `(billing_synced_at IS NULL OR billing_synced_at <= $2)`

// updateFromSubscription records what Stripe said of a wedding's subscription at reportedAt:
// plan (from the metadata set at checkout), status, period end and scheduled cancel.
func updateFromSubscription(ctx context.Context, tx *sql.Tx, sub *stripe.Subscription, deleted bool, reportedAt time.Time) ([]string, error) {
	status, known := statusOf(sub.Status)
	if deleted {
		status, known = "canceled", true
	}
	if !known {
		return nil, nil
	}
	planID, ok := planOfSubscription(sub)
	var planArg any
	if ok {
		planArg = string(planID)
	}
	var end any
	if e := periodEnd(sub); !e.IsZero() {
		end = e
	}
	ids, err := updatedWeddings(ctx, tx, `UPDATE weddings SET subscription_status = $3, plan_id = COALESCE($4, plan_id),
			plan_expires_at = COALESCE($5, plan_expires_at), cancel_at_period_end = $6, data_version = data_version + 1,
			billing_synced_at = $2
		WHERE billing_subscription_id = $1 AND `+notOlder+` RETURNING id`, sub.ID, reportedAt.UTC(), status, planArg, end, sub.CancelAtPeriodEnd)
	if err != nil {
		return nil, fmt.Errorf("stripe subscription %s: %w", sub.ID, err)
	}
	if len(ids) == 0 {
		// No wedding has this subscription yet (its checkout completes later and reads the
		// subscription fresh), or a newer event was applied already.
		httpx.Logger(ctx).Info("stripe subscription event not applied", "subscription", sub.ID)
	}
	return ids, nil
}

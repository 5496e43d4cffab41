package wedding

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
)

// Subscription statuses, as the spec names them.
const (
	StatusActive   = "active"
	StatusCanceled = "canceled"
	StatusExpired  = "expired"
	StatusPastDue  = "past_due"
	// StatusTrialing is a free trial (DESIGN.md decision 21): the trial's plan until ExpiresAt,
	// no card, no provider subscription.
	StatusTrialing = "trialing"
	// StatusTrialEnded is a trial that ended without a plan: the wedding is read-only (decision
	// 18: locked, never hidden) until the couple pays. The scheduler stores it when it sees the
	// end; StatusAt reads a trial past its end as ended even before that.
	StatusTrialEnded = "trial_ended"
)

// The free trial that sign-up starts (DESIGN.md decision 21): 14 days of Premium, no card. A
// visitor who pays first never gets one.
const (
	TrialDays = 14
	TrialPlan = plan.Premium
)

// ErrTrialEnded refuses a member's write to a wedding whose trial ended without a plan.
var ErrTrialEnded = &apperr.Error{Kind: apperr.KindForbidden, Code: "trial_ended",
	Message: "Seu teste grátis terminou. Escolha um plano para continuar."}

// ErrSubscriptionEnded refuses a member's write to a wedding whose paid plan ended (canceled
// or not renewed) without a new one.
var ErrSubscriptionEnded = &apperr.Error{Kind: apperr.KindForbidden, Code: "subscription_ended",
	Message: "Sua assinatura terminou. Escolha um plano para continuar."}

// renewalGrace is how long a subscription that the provider renews by itself keeps its plan
// past the period's end while the renewal's event is on its way (Stripe retries for days).
const renewalGrace = 72 * time.Hour

// Subscription is what a wedding pays for, as the payment provider last reported it.
type Subscription struct {
	Plan              plan.Plan
	Status            string    // as stored
	ExpiresAt         time.Time // end of the paid period; zero when the plan has no end
	CancelAtPeriodEnd bool
	// Renews is true when a provider subscription renews it automatically (Stripe).
	Renews bool
}

// StatusAt is the status at now: a period that ended without renewal reads as canceled (when
// the couple asked to cancel) or expired. A provider-renewed one gets renewalGrace first.
func (s Subscription) StatusAt(now time.Time) string {
	if s.Status == StatusTrialing && !now.Before(s.ExpiresAt) {
		return StatusTrialEnded
	}
	end := s.ExpiresAt
	if s.Renews && !s.CancelAtPeriodEnd {
		end = end.Add(renewalGrace)
	}
	if (s.Status == StatusActive || s.Status == StatusPastDue) && !s.ExpiresAt.IsZero() && !now.Before(end) {
		if s.CancelAtPeriodEnd {
			return StatusCanceled
		}
		return StatusExpired
	}
	return s.Status
}

// EffectivePlan is the plan whose limits and gates apply at now: always the last plan the
// wedding had. A canceled or expired subscription and an ended trial keep it, so that every
// read still shows everything (some reads are gated by plan) while ReadOnlyAt refuses every
// write — there is no free plan to fall back to (DESIGN.md decisions 18 and 21).
func (s Subscription) EffectivePlan(now time.Time) plan.Plan { return s.Plan }

// ReadOnlyAt reports whether the wedding is read-only at now: its trial ended without a plan,
// or its paid plan ended (canceled or not renewed) without a new one. Reads still answer
// everything; writes of its members are refused until the couple pays.
func (s Subscription) ReadOnlyAt(now time.Time) bool { return s.WriteRefusal(now) != nil }

// WriteRefusal is the error a member's write gets at now (ErrTrialEnded or
// ErrSubscriptionEnded), or nil while the wedding is writable.
func (s Subscription) WriteRefusal(now time.Time) error {
	switch s.StatusAt(now) {
	case StatusTrialEnded:
		return ErrTrialEnded
	case StatusCanceled, StatusExpired:
		return ErrSubscriptionEnded
	}
	return nil
}

// IsTrial reports whether the subscription is a free trial, running or ended.
func (s Subscription) IsTrial() bool {
	return s.Status == StatusTrialing || s.Status == StatusTrialEnded
}

// CheckWritable returns ErrTrialEnded or ErrSubscriptionEnded when the wedding is read-only at now.
func CheckWritable(ctx context.Context, q querier, weddingID string, now time.Time) error {
	s, err := GetSubscription(ctx, q, weddingID)
	if err != nil {
		return err
	}
	return s.WriteRefusal(now)
}

// querier is satisfied by *db.DB and *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

const subscriptionColumns = `plan_id, subscription_status, plan_expires_at, cancel_at_period_end, billing_subscription_id IS NOT NULL`

func scanSubscription(row db.Scanner, weddingID string) (Subscription, error) {
	var s Subscription
	var planID string
	err := row.Scan(&planID, &s.Status, db.ScanTime(&s.ExpiresAt), &s.CancelAtPeriodEnd, &s.Renews)
	if errors.Is(err, sql.ErrNoRows) {
		return Subscription{}, apperr.NotFound("Casamento não encontrado.")
	}
	if err != nil {
		return Subscription{}, err
	}
	p, ok := plan.Get(plan.ID(planID))
	if !ok {
		return Subscription{}, fmt.Errorf("wedding %s has unknown plan %q", weddingID, planID)
	}
	s.Plan = p
	return s, nil
}

// SubscriptionOf builds a subscription from its stored columns (another query's, e.g. the
// session lookup's join on weddings); ok is false for an unknown plan.
func SubscriptionOf(planID, status string, expiresAt time.Time, cancelAtPeriodEnd, renews bool) (s Subscription, ok bool) {
	p, ok := plan.Get(plan.ID(planID))
	if !ok {
		return Subscription{}, false
	}
	return Subscription{Plan: p, Status: status, ExpiresAt: expiresAt, CancelAtPeriodEnd: cancelAtPeriodEnd, Renews: renews}, true
}

// GetSubscription reads the wedding's subscription.
func GetSubscription(ctx context.Context, q querier, weddingID string) (Subscription, error) {
	s, err := scanSubscription(q.QueryRowContext(ctx, `SELECT `+subscriptionColumns+` FROM weddings WHERE id = $1`, weddingID), weddingID)
	if err != nil {
		return Subscription{}, fmt.Errorf("wedding.GetSubscription: %w", err)
	}
	return s, nil
}

package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// usageQueries count what each plan limit caps, for the permission check. Each feature that
// has a limit adds its count here when it is built (the gallery adds gallery_images); its keys
// are the limited resources, so the subscription's usage and the permission check follow it.
var usageQueries = map[plan.Limit]string{
	plan.Guests:        `SELECT COUNT(*) FROM guests WHERE wedding_id = $1`,
	plan.GalleryImages: `SELECT COUNT(*) FROM gallery_images WHERE wedding_id = $1`,
	plan.StorageBytes:  wedding.StoredBytesSQL,
}

// usage runs query, limit l's entry in usageQueries, for the wedding.
func usage(ctx context.Context, q *db.DB, weddingID string, l plan.Limit, query string) (int, error) {
	var n int
	if err := q.QueryRowContext(ctx, query, weddingID).Scan(&n); err != nil {
		return 0, fmt.Errorf("billing.usage %s: %w", l, err)
	}
	return n, nil
}

// subscriptionView is the spec's check-user-plan answer, plus what the subscription manager shows.
type subscriptionView struct {
	// CurrentPlan is the plan whose limits and gates apply now.
	CurrentPlan plan.ID `json:"current_plan"`
	// SubscribedPlan is the plan last paid for (differs from CurrentPlan once it ended).
	SubscribedPlan     plan.ID               `json:"subscribed_plan"`
	SubscriptionStatus string                `json:"subscription_status"`
	PlanExpiresAt      *time.Time            `json:"plan_expires_at"`
	CancelAtPeriodEnd  bool                  `json:"cancel_at_period_end"`
	Features           map[plan.Feature]bool `json:"features"`
	Limits             plan.Limits           `json:"limits"`
	Usage              map[plan.Limit]int    `json:"usage"`
	Provider           string                `json:"provider"`
	// SupportWhatsApp is the operator's WhatsApp, only for plans with whatsapp_support.
	SupportWhatsApp *Contact `json:"support_whatsapp"`
	// TrialEndsAt is the end of the free trial (status trialing or trial_ended), else null.
	TrialEndsAt *time.Time `json:"trial_ends_at"`
	// ReadOnly is true while the trial has ended without a plan: every write is refused.
	ReadOnly bool `json:"read_only"`
	// LaunchDiscount is the launch offer's discount the paid subscription is still paying
	// with, so the card shows what is charged now and what after; null otherwise.
	LaunchDiscount *launchDiscount `json:"launch_discount"`
}

// launchDiscount is the launch offer as the subscription card shows it.
type launchDiscount struct {
	PercentOff int `json:"percent_off"`
	// PriceCents is the discounted monthly price of the subscribed plan; FullPriceCents what
	// is charged from EndsAt on (the first renewal without the discount).
	PriceCents     int64     `json:"price_cents"`
	FullPriceCents int64     `json:"full_price_cents"`
	EndsAt         time.Time `json:"ends_at"`
}

// Contact is a support channel as shown and as a link.
type Contact struct {
	Display string `json:"display"`
	URL     string `json:"url"`
}

var allFeatures = plan.AllFeatures()

func (s *Service) view(ctx context.Context, weddingID string) (subscriptionView, error) {
	sub, err := wedding.GetSubscription(ctx, s.DB, weddingID)
	if err != nil {
		return subscriptionView{}, err
	}
	now := s.now()
	eff := sub.EffectivePlan(now)
	v := subscriptionView{
		CurrentPlan: eff.ID, SubscribedPlan: sub.Plan.ID, SubscriptionStatus: sub.StatusAt(now),
		CancelAtPeriodEnd: sub.CancelAtPeriodEnd, Features: map[plan.Feature]bool{}, Limits: eff.Limits,
		Usage: map[plan.Limit]int{}, Provider: s.Provider.Name(),
	}
	v.ReadOnly = sub.ReadOnlyAt(now)
	switch {
	case sub.IsTrial():
		v.TrialEndsAt = &sub.ExpiresAt
	case !sub.ExpiresAt.IsZero():
		v.PlanExpiresAt = &sub.ExpiresAt
	}
	for _, f := range allFeatures {
		v.Features[f] = eff.Has(f)
	}
	if eff.Has(plan.WhatsAppSupport) {
		v.SupportWhatsApp = s.SupportWhatsApp
	}
	if st := v.SubscriptionStatus; st == wedding.StatusActive || st == wedding.StatusPastDue {
		if v.LaunchDiscount, err = s.launchDiscount(ctx, weddingID, sub.Plan, now); err != nil {
			return subscriptionView{}, err
		}
	}
	for l, query := range usageQueries {
		if v.Usage[l], err = usage(ctx, s.DB, weddingID, l, query); err != nil {
			return subscriptionView{}, err
		}
	}
	return v, nil
}

// launchDiscount is the discount of the wedding's latest payment when that payment claimed a
// launch place (or was honoured over the limit) and its months have not run out. A later
// payment (a local plan change is a new full-price checkout) ends it; a Stripe plan change in
// place keeps the subscription's coupon, so the discount then applies to the new plan's price.
func (s *Service) launchDiscount(ctx context.Context, weddingID string, subscribed plan.Plan, now time.Time) (*launchDiscount, error) {
	var outcome sql.NullString
	var pct, months sql.NullInt64
	var paidAt time.Time
	err := s.DB.QueryRowContext(ctx, `SELECT offer_outcome, offer_percent_off, offer_months, completed_at FROM checkout_sessions
		WHERE (wedding_id = $1 OR paid_wedding_id = $1) AND status = 'paid' AND completed_at IS NOT NULL
		ORDER BY completed_at DESC, id DESC LIMIT 1`, weddingID).Scan(&outcome, &pct, &months, db.ScanTime(&paidAt))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("billing.launchDiscount: %w", err)
	}
	if !pct.Valid || !months.Valid || outcome.String != "claimed" && outcome.String != "over_limit" {
		return nil, nil
	}
	ends := paidAt.AddDate(0, int(months.Int64), 0)
	if !now.Before(ends) || subscribed.PriceCents == 0 {
		return nil, nil
	}
	return &launchDiscount{PercentOff: int(pct.Int64), PriceCents: DiscountedCents(subscribed.PriceCents, int(pct.Int64)),
		FullPriceCents: subscribed.PriceCents, EndsAt: ends}, nil
}

// Subscription answers GET /api/subscription (the spec's check-user-plan).
func (s *Service) Subscription(w http.ResponseWriter, r *http.Request) error {
	v, err := s.view(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, v)
}

type permissionInput struct {
	Feature string `json:"feature"`
}

// permissionResult is the spec's plan check result.
type permissionResult struct {
	Allowed         bool   `json:"allowed"`
	Reason          string `json:"reason,omitempty"` // feature_not_available | limit_reached | not_authenticated
	Message         string `json:"message,omitempty"`
	CurrentUsage    *int   `json:"current_usage"`
	Limit           *int   `json:"limit"`
	UpgradeRequired bool   `json:"upgrade_required"`
	CurrentPlan     string `json:"current_plan,omitempty"`
	CurrentPlanName string `json:"current_plan_name,omitempty"`
}

var featureName = regexp.MustCompile(`^[a-z][a-z_]{0,49}$`)

// PermissionCheck answers POST /api/permission-check (the spec's check_user_permission): may
// this wedding use the feature, or add one more of a limited resource? Usage is counted by the
// server, not taken from the client. Features that no plan gates are allowed for everyone.
func (s *Service) PermissionCheck(w http.ResponseWriter, r *http.Request) error {
	var in permissionInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if !featureName.MatchString(in.Feature) {
		f := apperr.Fields{}
		f.Add("feature", "invalid")
		return f.Err()
	}
	id, ok := auth.IdentityFrom(r.Context())
	if !ok {
		return httpx.WriteJSON(w, http.StatusOK, permissionResult{Reason: "not_authenticated",
			Message: "Entre na sua conta para continuar."})
	}
	sub, err := wedding.GetSubscription(r.Context(), s.DB, id.WeddingID)
	if err != nil {
		return err
	}
	p := sub.EffectivePlan(s.now())
	res := permissionResult{Allowed: true, CurrentPlan: string(p.ID), CurrentPlanName: p.Name}
	var gate error
	l := plan.Limit(in.Feature)
	if query, limited := usageQueries[l]; limited {
		n, err := usage(r.Context(), s.DB, id.WeddingID, l, query)
		if err != nil {
			return err
		}
		res.CurrentUsage, res.Limit = &n, p.Cap(l)
		gate = p.CheckAdd(l, n)
	} else {
		gate = p.CheckFeature(plan.Feature(in.Feature))
		if !isGated(plan.Feature(in.Feature)) {
			gate = nil
		}
	}
	if e, denied := apperr.As(gate); denied {
		res.Allowed, res.Message, res.UpgradeRequired = false, e.Message, true
		res.Reason = "feature_not_available"
		if e.Code == "plan_limit" {
			res.Reason = "limit_reached"
		}
	}
	// A read-only wedding (trial or paid plan ended) may add nothing until the couple pays.
	if e, refused := apperr.As(sub.WriteRefusal(s.now())); refused {
		res.Allowed, res.Message, res.UpgradeRequired, res.Reason = false, e.Message, true, "read_only"
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

func isGated(f plan.Feature) bool {
	for _, g := range allFeatures {
		if g == f {
			return true
		}
	}
	return false
}

var errNoPaidSubscription = apperr.Conflict("no_subscription",
	"Não há assinatura paga ativa para alterar. Escolham um plano para assinar.", nil)

// Cancel answers POST /api/subscription/cancel: renewal stops and the plan lasts until the end
// of the paid period. Asking twice changes nothing.
func (s *Service) Cancel(w http.ResponseWriter, r *http.Request) error {
	return s.setCancel(w, r, true)
}

// Resume answers POST /api/subscription/resume: undoes a cancel before the period ends.
func (s *Service) Resume(w http.ResponseWriter, r *http.Request) error {
	return s.setCancel(w, r, false)
}

func (s *Service) setCancel(w http.ResponseWriter, r *http.Request, cancel bool) error {
	ctx := r.Context()
	weddingID := auth.MustIdentity(ctx).WeddingID
	sub, err := wedding.GetSubscription(ctx, s.DB, weddingID)
	if err != nil {
		return err
	}
	if status := sub.StatusAt(s.now()); sub.ExpiresAt.IsZero() || status != wedding.StatusActive && status != wedding.StatusPastDue {
		return errNoPaidSubscription
	}
	var subID sql.NullString
	if err := s.DB.QueryRowContext(ctx, `SELECT billing_subscription_id FROM weddings WHERE id = $1`, weddingID).Scan(&subID); err != nil {
		return fmt.Errorf("billing.setCancel: %w", err)
	}
	// The provider is asked first and outside any transaction (no database lock waits on the
	// network); if it refuses, nothing is recorded. Its webhook reports the same change, and as
	// webhooks re-read the subscription, the provider's state wins over any racing request.
	if subID.Valid {
		if err := s.Provider.SetCancelAtPeriodEnd(ctx, subID.String, cancel); err != nil {
			return fmt.Errorf("billing.setCancel: provider: %w", err)
		}
	}
	if _, err := s.DB.ExecContext(ctx, `UPDATE weddings SET cancel_at_period_end = $1 WHERE id = $2`, cancel, weddingID); err != nil {
		return fmt.Errorf("billing.setCancel: %w", err)
	}
	v, err := s.view(ctx, weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, v)
}

// Portal answers POST /api/subscription/portal (the spec's customer-portal): the URL of the
// provider's page where the couple manages payment methods and invoices.
func (s *Service) Portal(w http.ResponseWriter, r *http.Request) error {
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	var customer sql.NullString
	if err := s.DB.QueryRowContext(r.Context(), `SELECT billing_customer_id FROM weddings WHERE id = $1`, weddingID).Scan(&customer); err != nil {
		return fmt.Errorf("billing.Portal: %w", err)
	}
	u, err := s.Provider.PortalURL(r.Context(), weddingID, customer.String)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, checkoutResponse{URL: u})
}

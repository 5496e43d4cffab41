package billing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v84"

	"github.com/aceito/aceito/internal/plan"
)

// Stripe is the production payment provider: Stripe Checkout for the subscription, Stripe's
// billing portal, and signed webhooks (see Webhook) that report payments and changes.
type Stripe struct {
	client        *stripe.Client
	webhookSecret string
	baseURL       string
}

// NewStripe returns the Stripe provider. apiURL, when not empty, replaces Stripe's API address
// (stripe-mock in tests).
func NewStripe(secretKey, webhookSecret, apiURL, baseURL string) *Stripe {
	var opts []stripe.ClientOption
	if apiURL != "" {
		cfg := &stripe.BackendConfig{URL: stripe.String(apiURL), LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelError}}
		opts = append(opts, stripe.WithBackends(&stripe.Backends{
			API:         stripe.GetBackendWithConfig(stripe.APIBackend, cfg),
			Connect:     stripe.GetBackendWithConfig(stripe.ConnectBackend, cfg),
			Uploads:     stripe.GetBackendWithConfig(stripe.UploadsBackend, cfg),
			MeterEvents: stripe.GetBackendWithConfig(stripe.MeterEventsBackend, cfg),
		}))
	}
	return &Stripe{client: stripe.NewClient(secretKey, opts...), webhookSecret: webhookSecret, baseURL: baseURL}
}

// Name is stored with each checkout.
func (*Stripe) Name() string { return "stripe" }

// StartCheckout creates a Checkout Session for a monthly subscription to the plan, priced from
// the catalogue (so the catalogue stays the one source of prices), with the buyer's e-mail
// prefilled or the wedding's existing customer.
func (p *Stripe) StartCheckout(ctx context.Context, s Session) (string, string, error) {
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		ClientReferenceID: stripe.String(s.ID),
		SuccessURL:        stripe.String(p.baseURL + "/billing/return?session_id={CHECKOUT_SESSION_ID}"),
		CancelURL:         stripe.String(p.baseURL + "/payment-cancel?plan=" + string(s.Plan.ID)),
		Locale:            stripe.String("pt-BR"),
		// Card only, paid at once (as the FAQ says): a delayed method such as boleto would settle
		// days after this checkout's records are gone.
		PaymentMethodTypes: []*string{stripe.String("card")},
		ExpiresAt:          stripe.Int64(time.Now().Add(checkoutTTL).Unix()),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			Quantity: stripe.Int64(1),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String("brl"),
				UnitAmount:  stripe.Int64(s.Plan.PriceCents),
				Recurring:   &stripe.CheckoutSessionCreateLineItemPriceDataRecurringParams{Interval: stripe.String("month")},
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String("Aceito · Plano " + s.Plan.Name)},
			},
		}},
		SubscriptionData: &stripe.CheckoutSessionCreateSubscriptionDataParams{
			Metadata: map[string]string{"plan_id": string(s.Plan.ID)},
		},
	}
	if s.Discount != nil {
		// A coupon of its own for this checkout (one redemption, expiring with the session):
		// the launch discount can be used only through the checkout that reserved its place.
		coupon, err := p.client.V1Coupons.Create(ctx, &stripe.CouponCreateParams{
			PercentOff:       stripe.Float64(float64(s.Discount.PercentOff)),
			Duration:         stripe.String(string(stripe.CouponDurationRepeating)),
			DurationInMonths: stripe.Int64(int64(s.Discount.Months)),
			MaxRedemptions:   stripe.Int64(1),
			RedeemBy:         params.ExpiresAt,
			Name:             stripe.String("Oferta de lançamento"),
			Metadata:         map[string]string{"checkout_session": s.ID},
		})
		if err != nil {
			return "", "", fmt.Errorf("stripe launch coupon: %w", err)
		}
		params.Discounts = []*stripe.CheckoutSessionCreateDiscountParams{{Coupon: stripe.String(coupon.ID)}}
	}
	if s.CustomerID != "" {
		params.Customer = stripe.String(s.CustomerID)
	} else {
		params.CustomerEmail = stripe.String(s.Email)
	}
	params.Context = ctx
	cs, err := p.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return "", "", fmt.Errorf("stripe checkout session: %w", err)
	}
	return cs.URL, cs.ID, nil
}

// PortalURL opens Stripe's billing portal for the wedding's customer.
func (p *Stripe) PortalURL(ctx context.Context, _, customerID string) (string, error) {
	if customerID == "" {
		return "", errNoPaidSubscription
	}
	ps, err := p.client.V1BillingPortalSessions.Create(ctx, &stripe.BillingPortalSessionCreateParams{
		Customer:  stripe.String(customerID),
		ReturnURL: stripe.String(p.baseURL + "/app/profile#assinatura"),
	})
	if err != nil {
		return "", fmt.Errorf("stripe billing portal: %w", err)
	}
	return ps.URL, nil
}

// SetCancelAtPeriodEnd stops or resumes renewal of the subscription at Stripe.
func (p *Stripe) SetCancelAtPeriodEnd(ctx context.Context, subscriptionID string, cancel bool) error {
	_, err := p.client.V1Subscriptions.Update(ctx, subscriptionID, &stripe.SubscriptionUpdateParams{CancelAtPeriodEnd: stripe.Bool(cancel)})
	if err != nil {
		return fmt.Errorf("stripe subscription update: %w", err)
	}
	return nil
}

// Confirm asks Stripe whether the Checkout Session ref was paid.
func (p *Stripe) Confirm(ctx context.Context, ref string) (Payment, bool, error) {
	params := &stripe.CheckoutSessionRetrieveParams{}
	params.AddExpand("subscription")
	cs, err := p.client.V1CheckoutSessions.Retrieve(ctx, ref, params)
	if err != nil {
		return Payment{}, false, fmt.Errorf("stripe checkout session %s: %w", ref, err)
	}
	if !checkoutPaid(cs) {
		return Payment{}, false, nil
	}
	pay := paymentOf(cs.Customer, cs.Subscription)
	pay.AmountCents = cs.AmountTotal
	return pay, true, nil
}

// subscription reads a subscription from Stripe (webhook payloads carry only its id).
func (p *Stripe) subscription(ctx context.Context, id string) (*stripe.Subscription, error) {
	sub, err := p.client.V1Subscriptions.Retrieve(ctx, id, nil)
	if err != nil {
		return nil, fmt.Errorf("stripe subscription %s: %w", id, err)
	}
	return sub, nil
}

func checkoutPaid(cs *stripe.CheckoutSession) bool {
	return cs.Status == stripe.CheckoutSessionStatusComplete &&
		(cs.PaymentStatus == stripe.CheckoutSessionPaymentStatusPaid || cs.PaymentStatus == stripe.CheckoutSessionPaymentStatusNoPaymentRequired)
}

func paymentOf(customer *stripe.Customer, sub *stripe.Subscription) Payment {
	var pay Payment
	if customer != nil {
		pay.CustomerID = customer.ID
	}
	if sub != nil {
		pay.SubscriptionID = sub.ID
		pay.PeriodEnd = periodEnd(sub)
	}
	return pay
}

// periodEnd is the end of the subscription's current period (kept on its items since Stripe's
// 2025 API versions); zero when Stripe did not say.
func periodEnd(sub *stripe.Subscription) time.Time {
	if sub.Items == nil {
		return time.Time{}
	}
	var end int64
	for _, it := range sub.Items.Data {
		end = max(end, it.CurrentPeriodEnd)
	}
	if end == 0 {
		return time.Time{}
	}
	return time.Unix(end, 0).UTC()
}

// statusOf maps Stripe's subscription status to ours.
func statusOf(s stripe.SubscriptionStatus) (string, bool) {
	switch s {
	case stripe.SubscriptionStatusActive, stripe.SubscriptionStatusTrialing:
		return "active", true
	case stripe.SubscriptionStatusPastDue, stripe.SubscriptionStatusUnpaid:
		return "past_due", true
	case stripe.SubscriptionStatusCanceled:
		return "canceled", true
	case stripe.SubscriptionStatusIncompleteExpired:
		return "expired", true
	}
	return "", false // incomplete, paused: nothing to change yet
}

// planOfSubscription is the plan the subscription bills: the catalogue plan whose price the
// item carries (what is actually paid, and the only trace of a plan change, see ChangePlan),
// else the plan recorded in the metadata at checkout.
func planOfSubscription(sub *stripe.Subscription) (plan.ID, bool) {
	if sub.Items != nil && len(sub.Items.Data) > 0 && sub.Items.Data[0].Price != nil {
		amount := sub.Items.Data[0].Price.UnitAmount
		for _, p := range plan.All() {
			if p.PriceCents > 0 && p.PriceCents == amount {
				return p.ID, true
			}
		}
	}
	id := plan.ID(sub.Metadata["plan_id"])
	_, ok := plan.Get(id)
	return id, ok
}

// ErrUpgradeNotPaid is returned by ChangePlan when the provider could not charge the price
// difference: the subscription keeps its plan.
var ErrUpgradeNotPaid = errors.New("billing: the plan change was not paid")

// ChangePlan moves the wedding's live subscription to another plan in place, instead of
// starting a second subscription that would bill alongside the first. Upgrades are paid first:
// proration_behavior=always_invoice invoices the prorated difference now and
// payment_behavior=pending_if_incomplete applies the new price only if that invoice is paid;
// otherwise Stripe keeps the change pending and the plan stays as it was (ErrUpgradeNotPaid).
// A pending update takes only items and proration parameters, so the plan is not written to
// the metadata here: planOfSubscription reads it from the item's price, and resuming a
// subscription set to cancel is a separate call made once the change went through. The plan
// itself changes when Stripe's customer.subscription.updated event arrives.
func (p *Stripe) ChangePlan(ctx context.Context, subscriptionID string, to plan.Plan) error {
	sub, err := p.subscription(ctx, subscriptionID)
	if err != nil {
		return err
	}
	if sub.Items == nil || len(sub.Items.Data) == 0 || sub.Items.Data[0].Price == nil || sub.Items.Data[0].Price.Product == nil {
		return fmt.Errorf("stripe subscription %s: no price item to change", subscriptionID)
	}
	item := sub.Items.Data[0]
	updated, err := p.client.V1Subscriptions.Update(ctx, subscriptionID, &stripe.SubscriptionUpdateParams{
		Items: []*stripe.SubscriptionUpdateItemParams{{
			ID: stripe.String(item.ID),
			PriceData: &stripe.SubscriptionUpdateItemPriceDataParams{
				Currency:   stripe.String("brl"),
				Product:    stripe.String(item.Price.Product.ID),
				UnitAmount: stripe.Int64(to.PriceCents),
				Recurring:  &stripe.SubscriptionUpdateItemPriceDataRecurringParams{Interval: stripe.String("month")},
			},
		}},
		ProrationBehavior: stripe.String("always_invoice"),
		PaymentBehavior:   stripe.String("pending_if_incomplete"),
	})
	if err != nil {
		return fmt.Errorf("stripe change plan of %s: %w", subscriptionID, err)
	}
	// Stripe drops a pending update after 23 hours, so only one that has not expired is live
	// (Stripe's clock, hence time.Now and not the app's).
	if pu := updated.PendingUpdate; pu != nil && time.Unix(pu.ExpiresAt, 0).After(time.Now()) {
		return ErrUpgradeNotPaid
	}
	if sub.CancelAtPeriodEnd {
		if err := p.SetCancelAtPeriodEnd(ctx, subscriptionID, false); err != nil {
			return fmt.Errorf("stripe change plan of %s: resume: %w", subscriptionID, err)
		}
	}
	return nil
}

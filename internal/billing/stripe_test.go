package billing_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/billing"
	"github.com/aceito/aceito/internal/plan"
)

const webhookSecret = "whsec_test_aceito"

// stripeServer starts the app with the Stripe provider against stripe-mock (STRIPE_MOCK_URL,
// started by scripts/test-go.sh). CI must have it; elsewhere the test is skipped without it.
func stripeServer(t *testing.T) *apptest.Server {
	t.Helper()
	mock := os.Getenv("STRIPE_MOCK_URL")
	if mock == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("STRIPE_MOCK_URL is not set (scripts/test-go.sh starts stripe-mock)")
		}
		t.Skip("STRIPE_MOCK_URL not set; run through scripts/test-go.sh")
	}
	return apptest.NewWithEnv(t, map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_123",
		"ACEITO_STRIPE_WEBHOOK_SECRET": webhookSecret, "ACEITO_STRIPE_API_URL": mock})
}

// stripeCall is one request the app made to Stripe.
type stripeCall struct {
	method, path string
	form         url.Values
}

// recordingStripeServer is stripeServer with a proxy in front of stripe-mock that records the
// requests, so a test can check the parameters sent (stripe-mock checks they are valid).
func recordingStripeServer(t *testing.T) (*apptest.Server, func() []stripeCall) {
	return recordingStripeServerWith(t, nil)
}

// recordingStripeServerWith is recordingStripeServer with the mock's answers edited by edit
// (nil: as they are), to play what stripe-mock's fixed fixtures cannot.
func recordingStripeServerWith(t *testing.T, edit func(*http.Response) error) (*apptest.Server, func() []stripeCall) {
	t.Helper()
	mock := os.Getenv("STRIPE_MOCK_URL")
	if mock == "" {
		stripeServer(t) // fails in CI, skips elsewhere
	}
	target, err := url.Parse(mock)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var calls []stripeCall
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ModifyResponse = edit
	rec := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		form, _ := url.ParseQuery(string(body))
		mu.Lock()
		calls = append(calls, stripeCall{r.Method, r.URL.Path, form})
		mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(rec.Close)
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_123",
		"ACEITO_STRIPE_WEBHOOK_SECRET": webhookSecret, "ACEITO_STRIPE_API_URL": rec.URL})
	return s, func() []stripeCall {
		mu.Lock()
		defer mu.Unlock()
		return append([]stripeCall(nil), calls...)
	}
}

// event builds a Stripe event of type typ around object, created now.
func event(id, typ string, object map[string]any) []byte {
	return eventAt(id, typ, object, time.Now())
}

func eventAt(id, typ string, object map[string]any, created time.Time) []byte {
	b, _ := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "api_version": "2025-10-29.clover",
		"created": created.Unix(), "data": map[string]any{"object": object}})
	return b
}

// deliver posts payload signed at ts with secret, as Stripe does.
func deliver(t *testing.T, s *apptest.Server, payload []byte, secret string, ts time.Time) apptest.Response {
	t.Helper()
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: ts})
	c := s.NewClient(t)
	c.Header.Set("Stripe-Signature", signed.Header)
	return c.Do("POST", "/api/billing/stripe/webhook", string(payload))
}

type weddingRow struct {
	plan, status           string
	customer, subscription *string
	cancelAtPeriodEnd      bool
	version                int64
}

func weddingOf(t *testing.T, s *apptest.Server, email string) weddingRow {
	t.Helper()
	var w weddingRow
	err := s.DB.QueryRow(`SELECT w.plan_id, w.subscription_status, w.billing_customer_id, w.billing_subscription_id, w.cancel_at_period_end, w.data_version
		FROM weddings w JOIN wedding_members m ON m.wedding_id = w.id JOIN users u ON u.id = m.user_id WHERE u.email = $1`, email).
		Scan(&w.plan, &w.status, &w.customer, &w.subscription, &w.cancelAtPeriodEnd, &w.version)
	if err != nil {
		t.Fatalf("wedding of %s: %v", email, err)
	}
	return w
}

func TestStripeCheckoutAndWebhooks(t *testing.T) {
	s := stripeServer(t)
	visitor := s.NewClient(t)
	res := visitor.Do("POST", "/api/checkout", map[string]any{"plan": "premium", "token": visitor.PayLinkToken(t, "noivos@exemplo.com", "premium")})
	var out struct{ URL string }
	res.JSON(t, &out)
	if res.Status != 200 || !strings.HasPrefix(out.URL, "https://checkout.stripe.com/") {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	var ref string
	if err := s.DB.QueryRow(`SELECT provider_ref FROM checkout_sessions WHERE provider = 'stripe' AND email = 'noivos@exemplo.com'`).Scan(&ref); err != nil ||
		!strings.HasPrefix(ref, "cs_") {
		t.Fatalf("checkout session ref %q: %v", ref, err)
	}

	completed := event("evt_completed", "checkout.session.completed", map[string]any{"id": ref, "object": "checkout.session",
		"status": "complete", "payment_status": "paid", "customer": "cus_aceito", "subscription": "sub_aceito"})

	// Signatures: another secret, a tampered body and a stale timestamp are refused and change nothing.
	for name, res := range map[string]apptest.Response{
		"wrong secret": deliver(t, s, completed, "whsec_outro", time.Now()),
		"tampered":     deliver(t, s, []byte(strings.Replace(string(completed), "premium", "luxo", 1)+" "), "", time.Now()),
		"stale":        deliver(t, s, completed, webhookSecret, time.Now().Add(-10*time.Minute)),
	} {
		if res.Status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", name, res.Status, res.Body)
		}
	}
	var users int
	if s.DB.QueryRow(`SELECT COUNT(*) FROM users`).Scan(&users); users != 0 {
		t.Fatalf("a refused event created %d accounts", users)
	}

	// The verified event creates the account on Premium with Stripe's ids; a redelivery changes nothing.
	if res := deliver(t, s, completed, webhookSecret, time.Now()); res.Status != 200 {
		t.Fatalf("completed: %d %s", res.Status, res.Body)
	}
	w := weddingOf(t, s, "noivos@exemplo.com")
	if w.plan != "premium" || w.status != "active" || w.customer == nil || *w.customer != "cus_aceito" || w.subscription == nil || *w.subscription != "sub_aceito" {
		t.Fatalf("wedding after checkout completed: %+v", w)
	}
	if res := deliver(t, s, completed, webhookSecret, time.Now()); res.Status != 200 {
		t.Fatalf("redelivery: %d", res.Status)
	}
	var mails int // besides the pay link that started the checkout
	s.DB.QueryRow(`SELECT COUNT(*) FROM outbox WHERE to_address = 'noivos@exemplo.com' AND subject <> 'Continue a sua assinatura do Aceito'`).Scan(&mails)
	if again := weddingOf(t, s, "noivos@exemplo.com"); again.version != w.version || mails != 1 {
		t.Fatalf("redelivered event changed the wedding (%d → %d) or sent %d e-mails", w.version, again.version, mails)
	}

	// Subscription changes and failed payments, as Stripe reports them.
	steps := []struct {
		id, typ        string
		object         map[string]any
		plan, status   string
		cancelAtPeriod bool
	}{
		{"evt_upd", "customer.subscription.updated", map[string]any{"id": "sub_aceito", "object": "subscription", "status": "active",
			"cancel_at_period_end": true, "metadata": map[string]any{"plan_id": "luxo"}}, "luxo", "active", true},
		// A declined plan-change invoice is not a missed renewal: the subscription stays active.
		{"evt_upgrade_fail", "invoice.payment_failed", map[string]any{"id": "in_0", "object": "invoice", "billing_reason": "subscription_update",
			"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": "sub_aceito"}}}, "luxo", "active", true},
		{"evt_fail", "invoice.payment_failed", map[string]any{"id": "in_1", "object": "invoice", "billing_reason": "subscription_cycle",
			"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": "sub_aceito"}}}, "luxo", "past_due", true},
		{"evt_del", "customer.subscription.deleted", map[string]any{"id": "sub_aceito", "object": "subscription", "status": "canceled",
			"metadata": map[string]any{"plan_id": "luxo"}}, "luxo", "canceled", false},
	}
	for _, st := range steps {
		if res := deliver(t, s, event(st.id, st.typ, st.object), webhookSecret, time.Now()); res.Status != 200 {
			t.Fatalf("%s: %d %s", st.typ, res.Status, res.Body)
		}
		if w := weddingOf(t, s, "noivos@exemplo.com"); w.plan != st.plan || w.status != st.status || w.cancelAtPeriodEnd != st.cancelAtPeriod {
			t.Fatalf("after %s: %+v", st.typ, w)
		}
	}
	// An older event delivered late does not undo newer ones.
	late := eventAt("evt_late", "customer.subscription.updated", map[string]any{"id": "sub_aceito", "object": "subscription",
		"status": "active", "metadata": map[string]any{"plan_id": "premium"}}, time.Now().Add(-time.Hour))
	if res := deliver(t, s, late, webhookSecret, time.Now()); res.Status != 200 || weddingOf(t, s, "noivos@exemplo.com").status != "canceled" {
		t.Fatalf("late event: %d %+v", res.Status, weddingOf(t, s, "noivos@exemplo.com"))
	}
	// An event about somebody else's subscription touches no wedding.
	other := event("evt_other", "customer.subscription.updated", map[string]any{"id": "sub_outro", "object": "subscription",
		"status": "active", "metadata": map[string]any{"plan_id": "premium"}})
	if res := deliver(t, s, other, webhookSecret, time.Now()); res.Status != 200 || weddingOf(t, s, "noivos@exemplo.com").status != "canceled" {
		t.Fatalf("foreign subscription event: %d", res.Status)
	}
}

// A Stripe checkout can never be paid on the local test page: not with the browser's cookie,
// which is the only secret a buyer holds.
func TestStripeCheckoutIsNotPayableLocally(t *testing.T) {
	s := stripeServer(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"})
	if res.Status != 200 {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	var secret string
	for _, ck := range (&http.Response{Header: res.Header}).Cookies() {
		if ck.Name == "aceito_checkout" {
			secret = ck.Value
		}
	}
	if secret == "" {
		t.Fatal("no checkout cookie")
	}
	if res := pay(t, c, "/billing/local/"+secret, "4242424242424242"); res.Status != http.StatusNotFound {
		t.Fatalf("local payment of a Stripe checkout: %d", res.Status)
	}
	if w := weddingOf(t, s, "casal@exemplo.com"); w.plan != "essencial" {
		t.Fatalf("plan changed without paying: %+v", w)
	}
}

func TestStripeCancelAndPortalGoThroughStripe(t *testing.T) {
	s := stripeServer(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	until := s.Now().AddDate(0, 1, 0)
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', plan_expires_at = $1, billing_customer_id = 'cus_1', billing_subscription_id = 'sub_1'`,
		until); err != nil {
		t.Fatal(err)
	}
	// Changing plan updates the live subscription at Stripe: no second checkout, no second bill.
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"})
	var changed struct{ URL string }
	res.JSON(t, &changed)
	var checkouts int
	s.DB.QueryRow(`SELECT COUNT(*) FROM checkout_sessions`).Scan(&checkouts)
	if res.Status != 200 || !strings.HasSuffix(changed.URL, "/app/profile#assinatura") || checkouts != 0 {
		t.Fatalf("plan change with a live subscription: %d %s, %d checkouts", res.Status, res.Body, checkouts)
	}
	if res := c.Do("POST", "/api/subscription/cancel", nil); res.Status != 200 || !weddingOf(t, s, "casal@exemplo.com").cancelAtPeriodEnd {
		t.Fatalf("cancel: %d %s", res.Status, res.Body)
	}
	res = c.Do("POST", "/api/subscription/portal", nil)
	var out struct{ URL string }
	res.JSON(t, &out)
	if res.Status != 200 || !strings.HasPrefix(out.URL, "https://") {
		t.Fatalf("portal: %d %s", res.Status, res.Body)
	}
	// A couple that never paid through Stripe has no portal.
	if res := s.SignUp(t, "novo@exemplo.com").Do("POST", "/api/subscription/portal", nil); res.Status != http.StatusConflict {
		t.Fatalf("portal without a customer: %d %s", res.Status, res.Body)
	}
}

// Upgrades are paid first: the subscription update invoices the prorated difference now and
// applies only if that invoice is paid. The update carries only what a pending update accepts.
func TestStripeUpgradeIsPaidFirst(t *testing.T) {
	s, calls := recordingStripeServer(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', plan_expires_at = $1, billing_customer_id = 'cus_1', billing_subscription_id = 'sub_1'`,
		s.Now().AddDate(0, 1, 0)); err != nil {
		t.Fatal(err)
	}
	if res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"}); res.Status != http.StatusOK {
		t.Fatalf("upgrade: %d %s", res.Status, res.Body)
	}
	var update *stripeCall
	for _, call := range calls() {
		if call.method == "POST" && call.path == "/v1/subscriptions/sub_1" {
			update = &call
			break
		}
	}
	if update == nil {
		t.Fatalf("no subscription update in %+v", calls())
	}
	f := update.form
	if f.Get("proration_behavior") != "always_invoice" || f.Get("payment_behavior") != "pending_if_incomplete" ||
		f.Get("items[0][price_data][unit_amount]") != "4990" || f.Get("items[0][price_data][currency]") != "brl" {
		t.Fatalf("update parameters %v", f)
	}
	for k := range f {
		if strings.HasPrefix(k, "metadata") || k == "cancel_at_period_end" {
			t.Errorf("a pending update does not accept %s", k)
		}
	}
}

// When Stripe cannot charge the difference it keeps the change pending: the couple is told, and
// the plan stays.
func TestStripeUnpaidUpgradeChangesNothing(t *testing.T) {
	pending := func(res *http.Response) error {
		if res.Request.Method != "POST" || !strings.HasPrefix(res.Request.URL.Path, "/v1/subscriptions/") {
			return nil
		}
		var sub map[string]any
		if err := json.NewDecoder(res.Body).Decode(&sub); err != nil {
			return err
		}
		sub["pending_update"] = map[string]any{"expires_at": time.Now().Add(23 * time.Hour).Unix()}
		body, err := json.Marshal(sub)
		if err != nil {
			return err
		}
		res.Body = io.NopCloser(bytes.NewReader(body))
		res.ContentLength = int64(len(body))
		res.Header.Del("Content-Length")
		return nil
	}
	s, _ := recordingStripeServerWith(t, pending)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', plan_expires_at = $1, billing_customer_id = 'cus_1', billing_subscription_id = 'sub_1'`,
		s.Now().AddDate(0, 1, 0)); err != nil {
		t.Fatal(err)
	}
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"})
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "upgrade_not_paid" ||
		!strings.Contains(res.Err(t).Error.Message, "o plano continua o mesmo") {
		t.Fatalf("unpaid upgrade: %d %s", res.Status, res.Body)
	}
	if w := weddingOf(t, s, "casal@exemplo.com"); w.plan != "premium" || w.status != "active" {
		t.Fatalf("wedding changed: %+v", w)
	}
}

// While the last invoice is unpaid, a plan change is refused with a clear message and Stripe is
// not asked for anything.
func TestUpgradeRefusedWhilePastDue(t *testing.T) {
	s, calls := recordingStripeServer(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', subscription_status = 'past_due', plan_expires_at = $1,
		billing_customer_id = 'cus_1', billing_subscription_id = 'sub_1'`, s.Now().AddDate(0, 1, 0)); err != nil {
		t.Fatal(err)
	}
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"})
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "subscription_past_due" ||
		!strings.Contains(res.Err(t).Error.Message, "antes de mudar de plano") {
		t.Fatalf("upgrade while past_due: %d %s", res.Status, res.Body)
	}
	var checkouts int
	s.DB.QueryRow(`SELECT COUNT(*) FROM checkout_sessions`).Scan(&checkouts)
	if n := len(calls()); n != 0 || checkouts != 0 {
		t.Fatalf("%d calls to Stripe, %d checkouts", n, checkouts)
	}
	if w := weddingOf(t, s, "casal@exemplo.com"); w.plan != "premium" || w.status != "past_due" {
		t.Fatalf("wedding changed: %+v", w)
	}
}

func TestStripeWebhookIsOffWithTheLocalProvider(t *testing.T) {
	s := apptest.New(t)
	res := deliver(t, s, event("evt_1", "checkout.session.completed", map[string]any{"id": "cs_1"}), webhookSecret, time.Now())
	if res.Status != http.StatusNotFound {
		t.Fatalf("webhook on the local provider: %d %s", res.Status, res.Body)
	}
}

// The launch discount reaches Stripe as a repeating coupon on the Checkout Session (stripe-mock
// validates the requests against Stripe's API); the completed checkout claims the place and
// records what Stripe charged. A discounted session completed when no place is left (the
// operator turned the offer off meanwhile) is honoured and recorded as over_limit.
func TestStripeLaunchCoupon(t *testing.T) {
	s := stripeServer(t)
	var refs []string
	for _, email := range []string{"a@exemplo.com", "b@exemplo.com"} {
		buyer := s.NewClient(t)
		if res := buyer.Do("POST", "/api/checkout", map[string]any{"plan": "premium", "token": buyer.PayLinkToken(t, email, "premium")}); res.Status != 200 {
			t.Fatalf("checkout with the offer: %d %s", res.Status, res.Body)
		}
		var ref string
		var pct, months int
		if err := s.DB.QueryRow(`SELECT provider_ref, offer_percent_off, offer_months FROM checkout_sessions WHERE email = $1`, email).
			Scan(&ref, &pct, &months); err != nil || pct != 50 || months != 3 {
			t.Fatalf("reserved discount of %s: %d%% %d months (%v)", email, pct, months, err)
		}
		refs = append(refs, ref)
	}
	completed := func(id, ref, customer string) []byte {
		return event(id, "checkout.session.completed", map[string]any{"id": ref, "object": "checkout.session", "status": "complete",
			"payment_status": "paid", "customer": customer, "subscription": "sub_" + customer, "amount_total": 1495})
	}
	if res := deliver(t, s, completed("evt_a", refs[0], "a"), webhookSecret, time.Now()); res.Status != 200 {
		t.Fatalf("completed: %d %s", res.Status, res.Body)
	}
	if c := chargeOf(t, s, "a@exemplo.com"); c.String() != "claimed/1495" {
		t.Fatalf("charge: %s", c)
	}
	if v := offerOf(t, s); v.PlacesLeft != 99 {
		t.Fatalf("offer after a Stripe payment: %+v", v)
	}

	if err := billing.SyncOffer(context.Background(), s.DB, billing.OfferTerms{}, s.Now()); err != nil {
		t.Fatal(err)
	}
	if res := deliver(t, s, completed("evt_b", refs[1], "b"), webhookSecret, time.Now()); res.Status != 200 {
		t.Fatalf("completed after the offer closed: %d %s", res.Status, res.Body)
	}
	if c := chargeOf(t, s, "b@exemplo.com"); c.String() != "over_limit/1495" {
		t.Fatalf("charge after the offer closed: %s", c)
	}
	if w := weddingOf(t, s, "b@exemplo.com"); w.plan != "premium" {
		t.Fatalf("the late payment was not applied: %+v", w)
	}
	// With the offer off, a new checkout carries no coupon.
	buyer := s.NewClient(t)
	if res := buyer.Do("POST", "/api/checkout", map[string]any{"plan": "premium", "token": buyer.PayLinkToken(t, "c@exemplo.com", "premium")}); res.Status != 200 {
		t.Fatalf("checkout without the offer: %d %s", res.Status, res.Body)
	}
	var pct *int
	if err := s.DB.QueryRow(`SELECT offer_percent_off FROM checkout_sessions WHERE email = 'c@exemplo.com'`).Scan(&pct); err != nil || pct != nil {
		t.Fatalf("discount with the offer off: %v (%v)", pct, err)
	}
}

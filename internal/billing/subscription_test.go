package billing_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

type subscription struct {
	CurrentPlan        string          `json:"current_plan"`
	SubscribedPlan     string          `json:"subscribed_plan"`
	SubscriptionStatus string          `json:"subscription_status"`
	PlanExpiresAt      *time.Time      `json:"plan_expires_at"`
	CancelAtPeriodEnd  bool            `json:"cancel_at_period_end"`
	Features           map[string]bool `json:"features"`
	ReadOnly           bool            `json:"read_only"`
	Limits             struct{ Guests *int }
	Usage              map[string]int
}

func subscriptionOf(t *testing.T, c *apptest.Client) subscription {
	t.Helper()
	res := c.Do("GET", "/api/subscription", nil)
	if res.Status != 200 {
		t.Fatalf("subscription: %d %s", res.Status, res.Body)
	}
	var s subscription
	res.JSON(t, &s)
	return s
}

// buy pays for plan as the signed-in couple c through the local provider.
func buy(t *testing.T, c *apptest.Client, plan string) {
	t.Helper()
	if res := pay(t, c, checkout(t, c, map[string]any{"plan": plan}), "4242424242424242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay %s: %d %s", plan, res.Status, res.Body)
	}
}

// advance moves the clock by d in steps of a week, with the couple using the app each week, as
// a real couple would (sessions expire after 30 idle days).
func advance(s *apptest.Server, c *apptest.Client, d time.Duration) {
	const week = 7 * 24 * time.Hour
	for ; d > week; d -= week {
		s.Advance(week)
		c.Do("GET", "/api/session", nil)
	}
	s.Advance(d)
}

func addGuests(t *testing.T, c *apptest.Client, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if res := c.Do("POST", "/api/guests", map[string]any{"nome": fmt.Sprintf("Convidado %03d", i)}); res.Status != 201 {
			t.Fatalf("guest %d: %d %s", i, res.Status, res.Body)
		}
	}
}

func TestSubscriptionLifecycle(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	sub := subscriptionOf(t, c)
	if sub.CurrentPlan != "essencial" || sub.SubscriptionStatus != "active" || sub.PlanExpiresAt != nil ||
		sub.Features["digital_invitations"] || *sub.Limits.Guests != 50 || sub.Usage["guests"] != 0 {
		t.Fatalf("new wedding: %+v", sub)
	}
	// Nothing paid, nothing to cancel.
	if res := c.Do("POST", "/api/subscription/cancel", nil); res.Status != http.StatusConflict || res.Err(t).Error.Code != "no_subscription" {
		t.Fatalf("cancel without a subscription: %d %s", res.Status, res.Body)
	}

	buy(t, c, "premium")
	paidAt := s.Now()
	sub = subscriptionOf(t, c)
	if sub.CurrentPlan != "premium" || sub.SubscriptionStatus != "active" || sub.PlanExpiresAt == nil ||
		!sub.PlanExpiresAt.Equal(paidAt.AddDate(0, 1, 0)) || !sub.Features["digital_invitations"] || sub.Features["whatsapp_support"] ||
		*sub.Limits.Guests != 150 {
		t.Fatalf("after paying premium: %+v", sub)
	}

	// Cancel keeps the plan until the period ends; asking twice changes nothing; resume undoes it.
	for range 2 {
		if res := c.Do("POST", "/api/subscription/cancel", nil); res.Status != 200 {
			t.Fatalf("cancel: %d %s", res.Status, res.Body)
		}
	}
	if sub = subscriptionOf(t, c); !sub.CancelAtPeriodEnd || sub.CurrentPlan != "premium" || sub.SubscriptionStatus != "active" {
		t.Fatalf("after cancel: %+v", sub)
	}
	if res := c.Do("POST", "/api/subscription/resume", nil); res.Status != 200 {
		t.Fatalf("resume: %d", res.Status)
	}
	if sub = subscriptionOf(t, c); sub.CancelAtPeriodEnd {
		t.Fatalf("after resume: %+v", sub)
	}
	c.Do("POST", "/api/subscription/cancel", nil)

	// Past the period a canceled subscription keeps its plan for reads, and the wedding is
	// read-only: no free plan to fall back to (DESIGN.md decision 21).
	advance(s, c, paidAt.AddDate(0, 1, 0).Sub(paidAt)+time.Second)
	if sub = subscriptionOf(t, c); sub.SubscriptionStatus != "canceled" || sub.CurrentPlan != "premium" || !sub.ReadOnly ||
		!sub.Features["digital_invitations"] {
		t.Fatalf("after the period of a canceled subscription: %+v", sub)
	}
	if got := planOf(t, c); got != "premium" {
		t.Fatalf("shell plan after cancel: %s", got)
	}
	guestsBefore := string(c.Do("GET", "/api/guests", nil).Body)
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidado Depois do Fim"})
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "subscription_ended" {
		t.Fatalf("write after the end: %d %s", res.Status, res.Body)
	}
	if got := string(c.Do("GET", "/api/guests", nil).Body); got != guestsBefore {
		t.Fatalf("a refused write changed the guests: %s", got)
	}
	if res := c.Do("POST", "/api/subscription/resume", nil); res.Status != http.StatusConflict {
		t.Fatalf("resume after the end: %d", res.Status)
	}

	// Paying again starts a new period and makes the wedding writable; one that is not canceled
	// reads as expired at its end, read-only again.
	buy(t, c, "luxo")
	if sub = subscriptionOf(t, c); sub.CurrentPlan != "luxo" || sub.CancelAtPeriodEnd || sub.ReadOnly || !sub.Features["whatsapp_support"] || sub.Limits.Guests != nil {
		t.Fatalf("after paying luxo: %+v", sub)
	}
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidado Depois do Pagamento"}); res.Status != http.StatusCreated {
		t.Fatalf("write after paying again: %d %s", res.Status, res.Body)
	}
	advance(s, c, 32*24*time.Hour)
	if sub = subscriptionOf(t, c); sub.SubscriptionStatus != "expired" || sub.CurrentPlan != "luxo" || !sub.ReadOnly {
		t.Fatalf("after an unrenewed period: %+v", sub)
	}
}

type permission struct {
	Allowed         bool   `json:"allowed"`
	Reason          string `json:"reason"`
	Message         string `json:"message"`
	CurrentUsage    *int   `json:"current_usage"`
	Limit           *int   `json:"limit"`
	UpgradeRequired bool   `json:"upgrade_required"`
}

func check(t *testing.T, c *apptest.Client, feature string) permission {
	t.Helper()
	res := c.Do("POST", "/api/permission-check", map[string]string{"feature": feature})
	if res.Status != 200 {
		t.Fatalf("permission-check %s: %d %s", feature, res.Status, res.Body)
	}
	var p permission
	res.JSON(t, &p)
	return p
}

func TestPermissionCheck(t *testing.T) {
	s := apptest.New(t)
	if p := check(t, s.NewClient(t), "guests"); p.Allowed || p.Reason != "not_authenticated" {
		t.Fatalf("visitor: %+v", p)
	}
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	if res := c.Do("POST", "/api/permission-check", map[string]string{"feature": "'; DROP TABLE guests"}); res.Status != 422 {
		t.Fatalf("bad feature name: %d", res.Status)
	}
	for feature, allowed := range map[string]bool{"digital_invitations": false, "pix_gifts": false, "honeymoon_planner": false,
		"whatsapp_support": false, "calendar_integration": false, "budget": true, "checklist": true} {
		p := check(t, c, feature)
		if p.Allowed != allowed || (!allowed && (p.Reason != "feature_not_available" || !p.UpgradeRequired || p.Message == "")) {
			t.Errorf("essencial %s: %+v", feature, p)
		}
	}
	// Guests at limit−1, limit and limit+1 (the last only reachable by a downgrade).
	addGuests(t, c, 49)
	if p := check(t, c, "guests"); !p.Allowed || *p.CurrentUsage != 49 || *p.Limit != 50 {
		t.Fatalf("49 of 50: %+v", p)
	}
	addGuests(t, c, 1)
	if p := check(t, c, "guests"); p.Allowed || p.Reason != "limit_reached" || *p.CurrentUsage != 50 || *p.Limit != 50 || !p.UpgradeRequired ||
		!strings.Contains(p.Message, "50 convidados") {
		t.Fatalf("50 of 50: %+v", p)
	}
	buy(t, c, "premium")
	if p := check(t, c, "digital_invitations"); !p.Allowed {
		t.Fatalf("premium invitations: %+v", p)
	}
	if p := check(t, c, "whatsapp_support"); p.Allowed {
		t.Fatalf("premium WhatsApp support: %+v", p)
	}
	addGuests(t, c, 1)
	c.Do("POST", "/api/subscription/cancel", nil)
	advance(s, c, 32*24*time.Hour)
	if p := check(t, c, "guests"); p.Allowed || p.Reason != "read_only" || *p.CurrentUsage != 51 || !p.UpgradeRequired {
		t.Fatalf("after the plan ended: %+v", p)
	}
}

// A downgrade keeps the guests already there but blocks new ones, also for a client that skips
// the web app.
func TestDowngradeKeepsDataButBlocksAdditions(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	buy(t, c, "premium")
	addGuests(t, c, 52)
	buy(t, c, "essencial")

	before := c.Do("GET", "/api/guests", nil)
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidado Extra"})
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "plan_limit" {
		t.Fatalf("adding over the fallback limit: %d %s", res.Status, res.Body)
	}
	if after := c.Do("GET", "/api/guests", nil); string(after.Body) != string(before.Body) || strings.Count(string(after.Body), `"id"`) != 52 {
		t.Fatal("the refused guest changed the list, or guests were lost")
	}
}

func TestPortal(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	buy(t, c, "premium")
	res := c.Do("POST", "/api/subscription/portal", nil)
	var out struct{ URL string }
	res.JSON(t, &out)
	if res.Status != 200 || !strings.HasSuffix(out.URL, "/billing/local-portal") {
		t.Fatalf("portal: %d %s", res.Status, res.Body)
	}
	page := c.Do("GET", "/billing/local-portal", nil)
	if page.Status != 200 || !strings.Contains(string(page.Body), "Modo de teste") || !strings.Contains(string(page.Body), "R$ 14,95") ||
		!strings.Contains(string(page.Body), "22/11/2026") {
		t.Fatalf("portal page: %d %s", page.Status, page.Body)
	}
	// What was charged (the first paid plan had the launch discount); another couple sees none of
	// these payments; a visitor is sent to sign in.
	if body := string(s.SignUp(t, "outro@exemplo.com").Do("GET", "/billing/local-portal", nil).Body); strings.Contains(body, "R$ 14,95") {
		t.Fatal("another wedding's payments leaked")
	}
	if res := s.NewClient(t).Do("GET", "/billing/local-portal", nil); res.Status != http.StatusSeeOther {
		t.Fatalf("visitor: %d", res.Status)
	}
}

package app_test

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/db"
)

const day = 24 * time.Hour

type trialView struct {
	CurrentPlan        string     `json:"current_plan"`
	SubscriptionStatus string     `json:"subscription_status"`
	PlanExpiresAt      *time.Time `json:"plan_expires_at"`
	TrialEndsAt        *time.Time `json:"trial_ends_at"`
	ReadOnly           bool       `json:"read_only"`
}

func trialOf(t *testing.T, c *apptest.Client) trialView {
	t.Helper()
	res := c.Do("GET", "/api/subscription", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("subscription: %d %s", res.Status, res.Body)
	}
	var v trialView
	res.JSON(t, &v)
	return v
}

// subjects lists the subjects of the e-mails queued to to, oldest first.
func subjects(t *testing.T, d *db.DB, to string) []string {
	t.Helper()
	rows, err := d.QueryContext(context.Background(), `SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func runJobs(t *testing.T, s *apptest.Server) {
	t.Helper()
	if _, err := s.App.RunJobs(context.Background(), s.Now()); err != nil {
		t.Fatalf("run jobs: %v", err)
	}
}

// untilChanged reads the stream until a "changed" hint for resource arrives.
func (s *stream) untilChanged(resource string) {
	s.t.Helper()
	for i := 0; i < 10; i++ {
		if e := s.next(); e.Type == "changed" && e.Res == resource {
			return
		}
	}
	s.t.Fatalf("no changed %s hint", resource)
}

// buyLocally pays for plan as the signed-in couple c on the local checkout page.
func buyLocally(t *testing.T, c *apptest.Client, plan string) {
	t.Helper()
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": plan})
	if res.Status != http.StatusOK {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	var out struct{ URL string }
	res.JSON(t, &out)
	u, err := url.Parse(out.URL)
	if err != nil || !strings.HasPrefix(u.Path, "/billing/local/") {
		t.Fatalf("checkout URL %q", out.URL)
	}
	c.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	defer c.Header.Del("Content-Type")
	if res := c.Do("POST", u.Path, url.Values{"name": {"Ana Souza"}, "number": {"4242424242424242"}}.Encode()); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
}

// The free trial on the fake clock (DESIGN.md decision 21): day 0 Premium on trial, an e-mail
// 3 days and 1 day before the end, read-only from day 14 (writes refused, reads and account
// routes allowed, every open tab told), writable again once paid.
func TestTrialLifecycle(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	start := s.Now()
	end := start.Add(14 * day)

	v := trialOf(t, c)
	if v.CurrentPlan != "premium" || v.SubscriptionStatus != "trialing" || v.TrialEndsAt == nil || !v.TrialEndsAt.Equal(end) ||
		v.PlanExpiresAt != nil || v.ReadOnly {
		t.Fatalf("day 0: %+v", v)
	}
	// Premium's gates are open during the trial.
	if res := c.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Fernando de Noronha, PE", "orcamento_cents": 1500000,
		"data_inicio": "2027-05-20", "data_fim": "2027-05-30"}); res.Status != http.StatusOK {
		t.Fatalf("day 0 honeymoon (Premium): %d %s", res.Status, res.Body)
	}
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 0 {
		t.Fatalf("day 0 e-mails: %q", got)
	}

	// Day 10, a minute before the 3-day notice: nothing yet.
	s.Advance(11*day - time.Minute)
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 0 {
		t.Fatalf("day 11 minus a minute: %q", got)
	}
	// Day 11: the 3-day notice, once, however often the scheduler runs.
	s.Advance(time.Minute)
	runJobs(t, s)
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 1 || got[0] != "Seu teste grátis do Aceito termina em 3 dias" {
		t.Fatalf("day 11 e-mails: %q", got)
	}
	var body string
	if err := s.DB.QueryRow(`SELECT body FROM outbox WHERE to_address = 'casal@exemplo.com'`).Scan(&body); err != nil ||
		!strings.Contains(body, "06/12/2026") || !strings.Contains(body, "/app/profile#assinatura") {
		t.Fatalf("3-day e-mail body %q %v", body, err)
	}
	// Day 13: the 1-day notice.
	s.Advance(2 * day)
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 2 || got[1] != "Seu teste grátis do Aceito termina amanhã" {
		t.Fatalf("day 13 e-mails: %q", got)
	}
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Bruna"}); res.Status != http.StatusCreated {
		t.Fatalf("day 13 write: %d %s", res.Status, res.Body)
	}

	// Day 14: the trial ends by time; writes are refused even before the scheduler runs.
	events := openStream(t, c, "")
	s.Advance(day)
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Carla"})
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "trial_ended" ||
		res.Err(t).Error.Message != "Seu teste grátis terminou. Escolha um plano para continuar." {
		t.Fatalf("day 14 write: %d %s", res.Status, res.Body)
	}
	runJobs(t, s)
	events.untilChanged("subscription") // the open tab learns the end without a write
	v = trialOf(t, c)
	if v.SubscriptionStatus != "trial_ended" || !v.ReadOnly || v.CurrentPlan != "premium" {
		t.Fatalf("day 14: %+v", v)
	}
	var status string
	if err := s.DB.QueryRow(`SELECT subscription_status FROM weddings`).Scan(&status); err != nil || status != "trial_ended" {
		t.Fatalf("stored status %q %v", status, err)
	}
	for _, w := range []struct{ method, path string }{
		{"POST", "/api/guests"}, {"PUT", "/api/honeymoon"}, {"POST", "/api/checklist"}, {"PUT", "/api/profile"},
	} {
		if res := c.Do(w.method, w.path, map[string]any{}); res.Status != http.StatusForbidden || res.Err(t).Error.Code != "trial_ended" {
			t.Errorf("read-only %s %s: %d %s", w.method, w.path, res.Status, res.Body)
		}
	}
	// Reads show everything, the Premium-gated trip included; nothing was hidden or changed.
	if res := c.Do("GET", "/api/guests", nil); res.Status != http.StatusOK || !strings.Contains(string(res.Body), "Bruna") ||
		strings.Contains(string(res.Body), "Carla") {
		t.Fatalf("read-only guests: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/honeymoon", nil); res.Status != http.StatusOK || !strings.Contains(string(res.Body), "Noronha") {
		t.Fatalf("read-only honeymoon: %d %s", res.Status, res.Body)
	}
	// The other gated screens' reads answer too (issue 15): the guests' PIX claims, and the rain
	// alert's page, locked (the trial is Premium, the alert Luxo).
	if res := c.Do("GET", "/api/gift-claims", nil); res.Status != http.StatusOK {
		t.Fatalf("read-only gift claims: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/weather", nil); res.Status != http.StatusOK || !strings.Contains(string(res.Body), `"state":"locked"`) {
		t.Fatalf("read-only weather: %d %s", res.Status, res.Body)
	}
	// The bell and the account keep working; the couple is told in the bell.
	if res := c.Do("GET", "/api/notifications", nil); !strings.Contains(string(res.Body), "Teste grátis encerrado") {
		t.Fatalf("no end notification: %s", res.Body)
	}
	if res := c.Do("POST", "/api/notifications/read-all", nil); res.Status >= 300 {
		t.Fatalf("read-all while read-only: %d %s", res.Status, res.Body)
	}

	// Paying unlocks at once, and the open tab is told.
	buyLocally(t, c, "essencial")
	events.untilChanged("subscription")
	v = trialOf(t, c)
	if v.SubscriptionStatus != "active" || v.ReadOnly || v.CurrentPlan != "essencial" || v.TrialEndsAt != nil || v.PlanExpiresAt == nil {
		t.Fatalf("paid: %+v", v)
	}
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Carla"}); res.Status != http.StatusCreated {
		t.Fatalf("write after paying: %d %s", res.Status, res.Body)
	}
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 2 {
		t.Fatalf("e-mails after paying: %q", got)
	}
}

// A trial paid before its end sends no more notices and never locks.
func TestTrialPaidEarly(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	s.Advance(2 * day)
	buyLocally(t, c, "premium")
	s.Advance(12 * day)
	runJobs(t, s)
	if got := subjects(t, s.DB, "casal@exemplo.com"); len(got) != 0 {
		t.Fatalf("e-mails after paying early: %q", got)
	}
	if v := trialOf(t, c); v.SubscriptionStatus != "active" || v.ReadOnly || v.TrialEndsAt != nil {
		t.Fatalf("paid early, day 14: %+v", v)
	}
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Bruna"}); res.Status != http.StatusCreated {
		t.Fatalf("write: %d %s", res.Status, res.Body)
	}
}

// A visitor who pays first gets the plan paid for, no trial.
func TestVisitorPurchaseHasNoTrial(t *testing.T) {
	s := apptest.New(t)
	buyer := s.NewClient(t)
	res := buyer.Do("POST", "/api/checkout", map[string]any{"plan": "luxo", "token": buyer.PayLinkToken(t, "visitante@exemplo.com", "luxo")})
	if res.Status != http.StatusOK {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	var out struct{ URL string }
	res.JSON(t, &out)
	u, _ := url.Parse(out.URL)
	buyer.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if res := buyer.Do("POST", u.Path, url.Values{"name": {"Vi"}, "number": {"4242424242424242"}}.Encode()); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	buyer.Header.Del("Content-Type")
	if res := buyer.Do("GET", "/billing/return", nil); res.Status != http.StatusSeeOther {
		t.Fatalf("return: %d", res.Status)
	}
	v := trialOf(t, buyer)
	if v.SubscriptionStatus != "active" || v.CurrentPlan != "luxo" || v.TrialEndsAt != nil || v.PlanExpiresAt == nil ||
		!v.PlanExpiresAt.Equal(s.Now().AddDate(0, 1, 0)) {
		t.Fatalf("visitor's wedding: %+v", v)
	}
	s.Advance(15 * day)
	runJobs(t, s)
	// The payment link and 'defina sua senha' only: no trial e-mail.
	if got := subjects(t, s.DB, "visitante@exemplo.com"); len(got) != 2 || !slices.Contains(got, "Aceito: defina sua senha") ||
		!slices.Contains(got, "Continue a sua assinatura do Aceito") {
		t.Fatalf("visitor e-mails: %q", got)
	}
	if res := buyer.Do("POST", "/api/guests", map[string]any{"nome": "Bruna"}); res.Status != http.StatusCreated {
		t.Fatalf("visitor write: %d %s", res.Status, res.Body)
	}
}

package app_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/ratelimit"
)

// TestRateLimitsPerRoute checks every limited route at limit-1, limit and limit+1 through the
// real router (both engines with TEST_DATABASE_URL): each request up to the limit gets the
// route's own answer, the next one 429 with Retry-After and a pt-BR message, and once the
// window has passed the route answers again.
func TestRateLimitsPerRoute(t *testing.T) {
	wrongSignIn := func(email string) map[string]any { return map[string]any{"email": email, "password": "Errada123"} }
	rows := []struct {
		name   string
		rule   ratelimit.Rule
		status int // the route's answer below the limit
		// do sends request i (1-based); setup's client, if any, is c.
		do func(s *apptest.Server, c *apptest.Client, i int) apptest.Response
	}{
		{"sign-up per IP", ratelimit.SignUpIP, 422, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/signup", map[string]any{"email": fmt.Sprintf("n%d@exemplo.com", i)})
		}},
		{"sign-up per e-mail, from many addresses", ratelimit.SignUpEmail, 202, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/auth/signup", map[string]any{"email": "alvo@exemplo.com", "password": "Segredo123",
				"first_name": "Ana", "last_name": "Souza"})
		}},
		{"sign-up resend per IP", ratelimit.SignUpResendIP, 202, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/signup/resend", map[string]any{"email": fmt.Sprintf("n%d@exemplo.com", i)})
		}},
		{"sign-up resend per e-mail, from many addresses", ratelimit.SignUpResendEmail, 202, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/auth/signup/resend", map[string]any{"email": "alvo@exemplo.com"})
		}},
		{"sign-up confirmation per IP", ratelimit.SignUpConfirmIP, 400, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": fmt.Sprintf("falso%d", i)})
		}},
		{"sign-in per IP", ratelimit.SignInIP, 401, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/signin", wrongSignIn(fmt.Sprintf("n%d@exemplo.com", i)))
		}},
		{"sign-in per e-mail, from many addresses", ratelimit.SignInEmail, 401, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/auth/signin", wrongSignIn("alvo@exemplo.com"))
		}},
		{"reset request per IP", ratelimit.ResetIP, 202, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/password-reset", map[string]any{"email": fmt.Sprintf("n%d@exemplo.com", i)})
		}},
		{"reset request per e-mail, from many addresses", ratelimit.ResetEmail, 202, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/auth/password-reset", map[string]any{"email": "alvo@exemplo.com"})
		}},
		{"reset confirm per IP", ratelimit.ResetConfirmIP, 400, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": fmt.Sprintf("falso%d", i), "password": "NovaSenha1"})
		}},
		{"pre-checkout per IP", ratelimit.PreCheckoutIP, 422, func(_ *apptest.Server, c *apptest.Client, _ int) apptest.Response {
			return c.Do("POST", "/api/pre-checkout", map[string]any{"email": "x", "plan_type": "nenhum"})
		}},
		{"pre-checkout per e-mail, from many addresses", ratelimit.PreCheckoutEmail, 202, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/pre-checkout", map[string]any{"email": "alvo@exemplo.com", "plan_type": "premium"})
		}},
		{"checkout per IP", ratelimit.CheckoutIP, 404, func(_ *apptest.Server, c *apptest.Client, _ int) apptest.Response {
			return c.Do("POST", "/api/checkout", map[string]any{"plan": "nenhum", "token": "x"})
		}},
		{"RSVP per IP", ratelimit.RSVPIP, 404, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", fmt.Sprintf("/api/public/invitations/token%d/response", i), map[string]any{"answer": "confirmed"})
		}},
		{"RSVP per link, from many addresses", ratelimit.RSVPToken, 404, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("POST", "/api/public/invitations/mesmo-token/response", map[string]any{"answer": "confirmed"})
		}},
		{"public gallery per IP (images and thumbnails together)", ratelimit.GalleryIP, 404, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			if i%2 == 0 {
				return c.Do("GET", "/api/public/gallery/nada/thumb", nil)
			}
			return c.Do("GET", "/api/public/gallery/nada", nil)
		}},
		{"cheap public reads per IP (site, landing, offer, plans together)", ratelimit.PublicIP, 200, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("GET", []string{"/api/site", "/api/landing", "/api/offer", "/api/plans"}[i%4], nil)
		}},
		{"guest invitation page per IP", ratelimit.InvitationIP, 404, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("GET", fmt.Sprintf("/api/public/invitations/token%d", i), nil)
		}},
		{"guest invitation page per link, from many addresses", ratelimit.InvitationToken, 404, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("GET", "/api/public/invitations/mesmo-token", nil)
		}},
		{"calendar feed per feed, from many addresses", ratelimit.CalendarFeedLink, 404, func(s *apptest.Server, _ *apptest.Client, _ int) apptest.Response {
			return s.NewClient(t).Do("GET", "/cal/mesma-agenda.ics", nil)
		}},
		{"unsubscribe link per IP (page and one-click POST together)", ratelimit.UnsubscribeIP, 404, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			if i%2 == 0 {
				return c.Do("POST", fmt.Sprintf("/descadastrar/falso%d", i), nil)
			}
			return c.Do("GET", fmt.Sprintf("/descadastrar/falso%d", i), nil)
		}},
		{"deletion cancel per IP", ratelimit.DeletionCancelIP, 400, func(_ *apptest.Server, c *apptest.Client, i int) apptest.Response {
			return c.Do("POST", "/api/account/delete/cancel", map[string]any{"token": fmt.Sprintf("falso%d", i)})
		}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			s := apptest.New(t)
			c := s.NewClient(t)
			for i := 1; i <= row.rule.Limit+1; i++ {
				res := row.do(s, c, i)
				if i <= row.rule.Limit {
					if res.Status != row.status {
						t.Fatalf("request %d of limit %d: %d %s", i, row.rule.Limit, res.Status, res.Body)
					}
					continue
				}
				if res.Status != http.StatusTooManyRequests {
					t.Fatalf("request %d (limit+1): %d %s", i, res.Status, res.Body)
				}
				if got, want := res.Header.Get("Retry-After"), strconv.Itoa(int(row.rule.Window.Seconds())); got != want {
					t.Fatalf("Retry-After %q, want %q", got, want)
				}
				if e := res.Err(t).Error; e.Code != "too_many_attempts" || !strings.HasPrefix(e.Message, row.rule.Message+". Tente novamente em ") {
					t.Fatalf("error %+v", e)
				}
			}
			s.Advance(row.rule.Window)
			if res := row.do(s, c, row.rule.Limit+2); res.Status != row.status {
				t.Fatalf("after the window: %d %s", res.Status, res.Body)
			}
		})
	}
}

// Limits of one address do not touch another's.
func TestRateLimitIsPerAddress(t *testing.T) {
	s := apptest.New(t)
	a, b := s.NewClient(t), s.NewClient(t)
	for range ratelimit.PreCheckoutIP.Limit + 1 {
		a.Do("POST", "/api/pre-checkout", map[string]any{})
	}
	if res := a.Do("POST", "/api/pre-checkout", map[string]any{}); res.Status != http.StatusTooManyRequests {
		t.Fatalf("a: %d", res.Status)
	}
	if res := b.Do("POST", "/api/pre-checkout", map[string]any{}); res.Status == http.StatusTooManyRequests {
		t.Fatal("b was limited by a's requests")
	}
	// A spoofed X-Forwarded-For line in front of the proxy's does not give a a fresh bucket.
	a.Header = http.Header{"X-Forwarded-For": {"198.51.100.1", a.Header.Get("X-Forwarded-For")}}
	if res := a.Do("POST", "/api/pre-checkout", map[string]any{}); res.Status != http.StatusTooManyRequests {
		t.Fatalf("a with a spoofed header line: %d", res.Status)
	}
}

// rateLimitExempt are the public and token routes that need no rate limit, each with the reason.
// Every other public or token route must count its requests (TestEveryPublicRouteIsRateLimited),
// so a new route cannot forget it. Static files of the web app are not in the route table.
var rateLimitExempt = map[string]string{
	"GET /healthz":          "load balancer probe, answered from memory",
	"GET /readyz":           "load balancer probe, one database ping",
	"GET /api/openapi.yaml": "a static file embedded in the binary",
	"GET /api/docs":         "a static page embedded in the binary (the API reference)",
	// Stripe calls from its own addresses and retries on any non-2xx answer; the HMAC signature
	// is checked before any database work, so a stranger's request costs one hash of <64 KiB.
	"POST /api/billing/stripe/webhook": "signed by Stripe, verified before any database work",
}

// requestBodies are bodies that reach a limiter which counts after decoding the request
// (sign-in and reset requests count per IP and per e-mail inside their handlers).
var requestBodies = map[string]any{
	"POST /api/auth/signin":         map[string]any{"email": "alguem@exemplo.com", "password": "Errada123"},
	"POST /api/auth/password-reset": map[string]any{"email": "alguem@exemplo.com"},
}

// TestEveryPublicRouteIsRateLimited sends one request to every public and token route of the
// route table (except the justified exemptions) and checks that it was counted by the limiter.
func TestEveryPublicRouteIsRateLimited(t *testing.T) {
	s := apptest.New(t)
	hits := func() int {
		var n int
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COALESCE(SUM(hits), 0) FROM rate_limits`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	seen := map[string]bool{}
	for _, rt := range s.App.RouteTable() {
		name := rt.Method + " " + rt.Path
		seen[name] = true
		if rt.Access != app.Public && rt.Access != app.Token {
			continue
		}
		if _, ok := rateLimitExempt[name]; ok {
			continue
		}
		before := hits()
		res := s.NewClient(t).Do(rt.Method, concrete(rt.Path), requestBodies[name])
		if res.Status == http.StatusTooManyRequests || hits() <= before {
			t.Errorf("%s (%s) is not rate limited: %d %s; wrap it in a.limits.ByIP (rules in internal/ratelimit/rules.go, "+
				"README's limits table) or add it to rateLimitExempt with the reason", name, rt.Access, res.Status, res.Body)
		}
	}
	for name := range rateLimitExempt {
		if !seen[name] {
			t.Errorf("rateLimitExempt lists %s, which is not in the route table", name)
		}
	}
}

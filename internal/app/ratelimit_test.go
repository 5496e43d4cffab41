package app_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

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

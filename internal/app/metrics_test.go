package app_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
)

// scrape reads the app's private metrics handler (served only on ACEITO_METRICS_ADDR).
func scrape(t *testing.T, s *apptest.Server) string {
	t.Helper()
	rec := httptest.NewRecorder()
	s.App.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("metrics: %d %s", rec.Code, rec.Body)
	}
	return rec.Body.String()
}

// TestMetricsExposition drives a few requests through the real router (both engines with
// TEST_DATABASE_URL) and reads them back from the metrics handler: request durations labelled
// by the route pattern (never the raw path) and status, a rate-limit refusal by rule, the guest
// list cache, the pool, the outbox backlog and the open streams.
func TestMetricsExposition(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "metricas@exemplo.com")
	if r := c.Do("GET", "/healthz", nil); r.Status != 200 {
		t.Fatalf("healthz: %d", r.Status)
	}
	if r := c.Do("GET", "/api/nada-aqui/123", nil); r.Status != 404 {
		t.Fatalf("unknown API path: %d", r.Status)
	}
	for range 2 { // the second read is answered from the per-wedding cache
		if r := c.Do("GET", "/api/guests", nil); r.Status != 200 {
			t.Fatalf("guests: %d", r.Status)
		}
	}
	// Sign-in allows 5 wrong passwords per IP; the 6th is refused.
	stranger := s.NewClient(t)
	for i := 1; i <= 6; i++ {
		r := stranger.Do("POST", "/api/auth/signin", map[string]any{"email": fmt.Sprintf("n%d@exemplo.com", i), "password": "Errada123"})
		if want := map[bool]int{true: 429, false: 401}[i == 6]; r.Status != want {
			t.Fatalf("sign-in %d: %d, want %d", i, r.Status, want)
		}
	}

	// A reset request queues an e-mail, and nothing sends it here (no SMTP).
	if r := s.NewClient(t).Do("POST", "/api/auth/password-reset", map[string]any{"email": "metricas@exemplo.com"}); r.Status != 202 {
		t.Fatalf("password reset: %d", r.Status)
	}
	s.Advance(90 * time.Second)

	text := scrape(t, s)
	for _, want := range []string{
		`aceito_http_request_duration_seconds_count{route="GET /healthz",status="200"} 1`,
		`aceito_http_request_duration_seconds_count{route="/api/",status="404"} 1`,
		`aceito_http_request_duration_seconds_count{route="GET /api/guests",status="200"} 2`,
		`aceito_http_request_duration_seconds_count{route="POST /api/auth/signin",status="401"} 5`,
		`aceito_http_request_duration_seconds_count{route="POST /api/auth/signin",status="429"} 1`,
		`aceito_http_request_duration_seconds_bucket{route="GET /healthz",status="200",le="+Inf"} 1`,
		`aceito_rate_limit_refusals_total{rule="signin-ip"} 1`,
		`aceito_cache_hits_total{cache="guest_list"} 1`,
		`aceito_cache_misses_total{cache="guest_list"} 1`,
		`aceito_cache_hits_total{cache="dashboard"} 0`,
		`aceito_sse_open_streams 0`,
		`go_sql_max_open_connections{db_name="aceito"}`,
		`go_sql_in_use_connections{db_name="aceito"}`,
		`go_sql_idle_connections{db_name="aceito"}`,
		`go_sql_wait_count_total{db_name="aceito"}`,
		`aceito_scheduler_lag_seconds 0`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if !strings.Contains(text, "\naceito_outbox_pending_messages 1\n") ||
		!strings.Contains(text, "\naceito_outbox_oldest_pending_age_seconds 90\n") {
		t.Errorf("outbox backlog: want 1 pending in\n%s", grepLines(text, "aceito_outbox"))
	}
	// Raw paths never become labels.
	if strings.Contains(text, "nada-aqui") {
		t.Errorf("a raw path leaked into a label:\n%s", grepLines(text, "nada-aqui"))
	}
}

// TestMetricsNotOnPublicRouter: /metrics on the public address is the web app (its index page),
// never the exposition; the metrics are served only by MetricsHandler on ACEITO_METRICS_ADDR.
func TestMetricsNotOnPublicRouter(t *testing.T) {
	s := apptest.New(t)
	s.NewClient(t).Do("GET", "/healthz", nil) // something to expose, were it exposed
	for _, path := range []string{"/metrics", "/api/metrics", "/metrics/"} {
		res, err := http.Get(s.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(body), "aceito_http_request_duration_seconds") || strings.Contains(string(body), "# TYPE") {
			t.Errorf("GET %s on the public router served metrics:\n%s", path, body)
		}
	}
	if text := scrape(t, s); !strings.Contains(text, `route="GET /healthz"`) {
		t.Error("the private handler lacks the request")
	}
}

func grepLines(text, sub string) string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if strings.Contains(line, sub) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

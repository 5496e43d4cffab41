package app_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/httpx"
)

func TestWebAppAndFallbacks(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	cases := []struct {
		path       string
		wantStatus int
		wantBody   string
		wantType   string
	}{
		{"/", 200, apptest.WebIndex, "text/html"},
		{"/auth", 200, apptest.WebIndex, "text/html"},
		{"/app", 200, apptest.WebIndex, "text/html"},
		{"/app/guests", 200, apptest.WebIndex, "text/html"},
		{"/app/qualquer/coisa", 200, apptest.WebIndex, "text/html"},
		{"/nao-existe", 404, apptest.WebIndex, "text/html"},
		{"/assets/app-1.js", 200, "console.log(1)", "text/javascript"},
		{"/favicon.svg", 200, "<svg/>", "image/svg+xml"},
		{"/etc/passwd", 404, apptest.WebIndex, "text/html"},
		{"/api/nao-existe", 404, `"code":"not_found"`, "application/json"},
		{"/api/guests/x/y", 404, `"code":"not_found"`, "application/json"},
		{"/healthz", 200, `"status":"ok"`, "application/json"},
		{"/readyz", 200, `"status":"ok"`, "application/json"},
		{"/api/openapi.yaml", 200, "openapi: 3.1.0", "application/yaml"},
	}
	for _, tc := range cases {
		res := c.Do("GET", tc.path, nil)
		if res.Status != tc.wantStatus || !strings.Contains(string(res.Body), tc.wantBody) ||
			!strings.HasPrefix(res.Header.Get("Content-Type"), tc.wantType) {
			t.Errorf("GET %s: %d %q %s", tc.path, res.Status, res.Header.Get("Content-Type"), res.Body)
		}
	}
	if cc := c.Do("GET", "/assets/app-1.js", nil).Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("hashed asset Cache-Control %q", cc)
	}
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	for _, path := range []string{"/", "/api/guests", "/api/nao-existe", "/assets/app-1.js", "/healthz"} {
		res := c.Do("GET", path, nil)
		h := res.Header
		if h.Get("Content-Security-Policy") != httpx.ContentSecurityPolicy || h.Get("X-Content-Type-Options") != "nosniff" ||
			h.Get("Referrer-Policy") == "" || h.Get("X-Request-Id") == "" {
			t.Errorf("%s: headers %v", path, h)
		}
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self';") {
			t.Errorf("%s: CSP %q", path, csp)
		}
	}
}

func TestCrossOriginWritesRefused(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")

	c.Header.Set("Origin", "https://evil.example")
	c.Header.Set("Sec-Fetch-Site", "cross-site")
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Intruso"})
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "cross_origin" {
		t.Fatalf("cross-site POST: %d %s", res.Status, res.Body)
	}
	// Reading is not a write: a cross-site GET is answered (and the cookie is SameSite=Lax anyway).
	if res := c.Do("GET", "/api/guests", nil); res.Status != 200 {
		t.Fatalf("cross-site GET: %d", res.Status)
	}
	c.Header.Set("Sec-Fetch-Site", "same-origin")
	c.Header.Del("Origin")
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidada"}); res.Status != http.StatusCreated {
		t.Fatalf("same-origin POST: %d %s", res.Status, res.Body)
	}
	// The configured public URL is trusted even when a proxy changed the Host header.
	c.Header.Set("Origin", "http://localhost:8080")
	c.Header.Set("Sec-Fetch-Site", "cross-site")
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Via proxy"}); res.Status != http.StatusCreated {
		t.Fatalf("POST from the public origin: %d %s", res.Status, res.Body)
	}
	var list struct{ Guests []struct{ Nome string } }
	c.Do("GET", "/api/guests", nil).JSON(t, &list)
	if len(list.Guests) != 2 || list.Guests[0].Nome != "Convidada" {
		t.Fatalf("guests %+v", list.Guests)
	}
}

func TestRequestIDIsKeptOrMade(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	c.Header.Set("X-Request-Id", "lb-1234567890")
	if got := c.Do("GET", "/healthz", nil).Header.Get("X-Request-Id"); got != "lb-1234567890" {
		t.Fatalf("kept id %q", got)
	}
	c.Header.Set("X-Request-Id", "bad id with spaces")
	if got := c.Do("GET", "/healthz", nil).Header.Get("X-Request-Id"); len(got) != 16 {
		t.Fatalf("made id %q", got)
	}
}

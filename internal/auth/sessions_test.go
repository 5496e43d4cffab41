package auth_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
)

const (
	chromeWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
	safariIPhone  = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
)

type devices struct {
	Sessions []struct {
		ID         string    `json:"id"`
		Browser    string    `json:"browser"`
		CreatedAt  time.Time `json:"created_at"`
		LastSeenAt time.Time `json:"last_seen_at"`
		Current    bool      `json:"current"`
	} `json:"sessions"`
}

func listDevices(t *testing.T, c *apptest.Client) devices {
	t.Helper()
	res := c.Do("GET", "/api/sessions", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /api/sessions: %d %s", res.Status, res.Body)
	}
	var d devices
	res.JSON(t, &d)
	return d
}

// signInWith signs a new client of the account in with a given User-Agent.
func signInWith(t *testing.T, s *apptest.Server, email, ua string) *apptest.Client {
	t.Helper()
	c := s.NewClient(t)
	c.Header.Set("User-Agent", ua)
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": email, "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("sign-in: %d %s", res.Status, res.Body)
	}
	return c
}

func TestConnectedDevices(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	s.Advance(2 * time.Hour)
	laptop := signInWith(t, s, "casal@exemplo.com", chromeWindows)
	s.Advance(time.Hour)
	phone := signInWith(t, s, "casal@exemplo.com", safariIPhone)
	stranger := s.SignUp(t, "outro@exemplo.com")

	d := listDevices(t, laptop)
	if len(d.Sessions) != 3 {
		t.Fatalf("want 3 sessions (sign-up, laptop, phone), got %+v", d.Sessions)
	}
	first := d.Sessions[0]
	if !first.Current || first.Browser != "Chrome no Windows" || !first.LastSeenAt.Equal(s.Now()) {
		t.Fatalf("current device first: %+v", first)
	}
	if d.Sessions[1].Current || d.Sessions[1].Browser != "Safari no iPhone" || d.Sessions[2].Browser != "Navegador desconhecido" {
		t.Fatalf("others by last use: %+v", d.Sessions)
	}
	// The exposed id is neither the cookie token nor its stored hash.
	token := laptop.Cookie(auth.CookieName)
	for _, dev := range d.Sessions {
		if dev.ID == "" || dev.ID == token || dev.ID == auth.HashToken(token) {
			t.Fatalf("session id %q exposes the secret", dev.ID)
		}
	}
	phoneID := d.Sessions[1].ID
	// Another account cannot end it (and learns nothing: the same 404 as an unknown id).
	for _, c := range []struct {
		who *apptest.Client
		id  string
	}{{stranger, phoneID}, {laptop, "nao-existe"}} {
		if res := c.who.Do("DELETE", "/api/sessions/"+c.id, nil); res.Status != http.StatusNotFound {
			t.Fatalf("DELETE %s: %d %s", c.id, res.Status, res.Body)
		}
	}
	if res := phone.Do("GET", "/api/session", nil); res.Status != http.StatusOK {
		t.Fatalf("phone after the refused deletes: %d", res.Status)
	}
	if len(listDevices(t, stranger).Sessions) != 1 {
		t.Fatal("the stranger sees sessions of another account")
	}

	// Ending the phone signs the phone out; the laptop carries on.
	if res := laptop.Do("DELETE", "/api/sessions/"+phoneID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("end phone: %d %s", res.Status, res.Body)
	}
	if res := phone.Do("GET", "/api/session", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("phone after being ended: %d", res.Status)
	}
	if res := laptop.Do("DELETE", "/api/sessions/"+phoneID, nil); res.Status != http.StatusNotFound {
		t.Fatalf("ending twice: %d", res.Status)
	}

	// 'Sair de todos os dispositivos' ends every other session and keeps this one.
	phone = signInWith(t, s, "casal@exemplo.com", safariIPhone)
	res := laptop.Do("POST", "/api/sessions/revoke-others", nil)
	var ended struct{ Ended int }
	if res.JSON(t, &ended); res.Status != http.StatusOK || ended.Ended != 2 {
		t.Fatalf("revoke-others: %d %s", res.Status, res.Body)
	}
	if res := phone.Do("GET", "/api/session", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("phone after revoke-others: %d", res.Status)
	}
	if d := listDevices(t, laptop); len(d.Sessions) != 1 || !d.Sessions[0].Current {
		t.Fatalf("after revoke-others: %+v", d.Sessions)
	}
	if len(listDevices(t, stranger).Sessions) != 1 {
		t.Fatal("revoke-others ended another account's session")
	}

	// Ending the current session signs this browser out and clears its cookie.
	self := listDevices(t, laptop).Sessions[0].ID
	res = laptop.Do("DELETE", "/api/sessions/"+self, nil)
	if res.Status != http.StatusNoContent || !strings.Contains(res.Header.Get("Set-Cookie"), "Max-Age=0") {
		t.Fatalf("end self: %d %q", res.Status, res.Header.Get("Set-Cookie"))
	}
	if res := laptop.Do("GET", "/api/sessions", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("after ending itself: %d", res.Status)
	}
}

// The sliding window renews a used session, but never past the absolute lifetime (90 days by
// default) counted from sign-in.
func TestSessionAbsoluteLifetime(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	for day := 20; day <= 80; day += 20 {
		s.Advance(20 * 24 * time.Hour)
		if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusOK {
			t.Fatalf("day %d, used every 20 days: %d", day, res.Status)
		}
	}
	// Day 80: the renewal stopped at day 90.
	s.Advance(10*24*time.Hour - time.Minute)
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusOK {
		t.Fatalf("a minute before day 90: %d", res.Status)
	}
	s.Advance(time.Minute)
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("day 90: %d", res.Status)
	}
}

func TestSessionMaxAgeIsConfigurable(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_SESSION_MAX_AGE": "48h"})
	c := s.SignUp(t, "casal@exemplo.com")
	res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword})
	if ck := res.Header.Get("Set-Cookie"); !strings.Contains(ck, "Max-Age=172800") {
		t.Fatalf("cookie lifetime capped at 48h: %q", ck)
	}
	s.Advance(47 * time.Hour)
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusOK {
		t.Fatalf("after 47h: %d", res.Status)
	}
	s.Advance(time.Hour)
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("after 48h: %d", res.Status)
	}
}

// Over https the cookie is __Host-aceito_session (Secure, Path=/, no Domain); over http it keeps
// the plain name, which a browser would not store without Secure.
func TestHostPrefixedCookieOverHTTPS(t *testing.T) {
	for _, tc := range []struct {
		env        map[string]string
		name       string
		wantSecure bool
	}{
		{map[string]string{"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_ALLOW_TEST_PAYMENTS": "true"}, "__Host-aceito_session", true},
		{nil, "aceito_session", false},
	} {
		s := apptest.NewWithEnv(t, tc.env)
		c := s.NewClient(t)
		c.Do("POST", "/api/auth/signup", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword,
			"first_name": "Ana", "last_name": "Souza"})
		res := c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": s.SignUpToken(t, "casal@exemplo.com")})
		ck := res.Header.Get("Set-Cookie")
		if res.Status != http.StatusCreated || !strings.HasPrefix(ck, tc.name+"=") || strings.Contains(ck, "Domain=") ||
			!strings.Contains(ck, "Path=/") || strings.Contains(ck, "Secure") != tc.wantSecure {
			t.Fatalf("%s: %d %q", tc.name, res.Status, ck)
		}
		token := strings.TrimPrefix(strings.SplitN(ck, ";", 2)[0], tc.name+"=")
		// Only the cookie of the right name signs in.
		for _, name := range []string{"aceito_session", "__Host-aceito_session"} {
			c := s.NewClient(t)
			c.Header.Set("Cookie", name+"="+token)
			want := http.StatusUnauthorized
			if name == tc.name {
				want = http.StatusOK
			}
			if res := c.Do("GET", "/api/session", nil); res.Status != want {
				t.Fatalf("base %v, cookie %s: %d, want %d", tc.env, name, res.Status, want)
			}
		}
	}
}

func TestBrowserSummary(t *testing.T) {
	for ua, want := range map[string]string{
		chromeWindows: "Chrome no Windows",
		safariIPhone:  "Safari no iPhone",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0":              "Edge no Windows",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0":                                                       "Firefox no macOS",
		"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36": "Samsung Internet no Android",
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36":                                      "Chrome no Linux",
		"Mozilla/5.0 (X11; Linux x86_64)": "Navegador no Linux",
		"curl/8.5.0":                      "Navegador desconhecido",
		"":                                "Navegador desconhecido",
	} {
		if got := auth.BrowserSummary(ua); got != want {
			t.Errorf("%q: %q, want %q", ua, got, want)
		}
	}
}

// Package apptest runs the real router against a fresh database for handler tests, and gives
// them clients that keep a session cookie like a browser does.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/plan"
)

// Server is a running app on a fresh database with a settable clock.
type Server struct {
	URL string
	DB  *db.DB
	App *app.App

	mu  sync.Mutex
	now time.Time
}

// Now is the server's clock.
func (s *Server) Now() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.now
}

// Advance moves the server's clock forward.
func (s *Server) Advance(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.now = s.now.Add(d)
}

// WebIndex is the index.html the test server serves for client routes.
const WebIndex = `<!doctype html><title>Aceito</title><div id="root"></div>`

// New starts the app on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
func New(t testing.TB) *Server {
	t.Helper()
	return start(t, dbtest.New(t), nil)
}

// NewWithEnv is New with configuration variables set (e.g. ACEITO_BILLING=stripe).
func NewWithEnv(t testing.TB, env map[string]string) *Server {
	t.Helper()
	return start(t, dbtest.New(t), env)
}

// NewWithLog is NewWithEnv with the server's log, at debug level, written to w (tests that
// check what the log does and does not say). w must be safe for concurrent writes.
func NewWithLog(t testing.TB, env map[string]string, w io.Writer) *Server {
	t.Helper()
	return startLog(t, dbtest.New(t), env, slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug})))
}

// Twin starts a second instance of the app on the same database, as behind a load balancer.
func (s *Server) Twin(t testing.TB) *Server {
	t.Helper()
	return start(t, s.DB, nil)
}

func start(t testing.TB, d *db.DB, env map[string]string) *Server {
	return startLog(t, d, env, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func startLog(t testing.TB, d *db.DB, env map[string]string, log *slog.Logger) *Server {
	s := &Server{DB: d, now: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)}
	dataDir := t.TempDir() // uploaded files; the database is d
	cfg, err := config.Load(func(k string) string {
		if k == "ACEITO_DATA_DIR" && env[k] == "" {
			return dataDir
		}
		if _, set := env[k]; k == "ACEITO_TRUSTED_PROXIES" && !set {
			// The test clients come through "a proxy" on loopback, each with its own address
			// (NewClient), so the per-IP rate limits of one test do not add up across clients.
			return "127.0.0.1,::1"
		}
		if _, set := env[k]; (k == "ACEITO_WEATHER_URL" || k == "ACEITO_GEOCODING_URL") && !set {
			return "http://127.0.0.1:1/no-network" // no test reaches the real Open-Meteo
		}
		return env[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	web := fstest.MapFS{
		"index.html": {Data: []byte(WebIndex)},
		// The guests' pages, with the place the server paints them (linkpreview.Meta.Paint).
		"rsvp.html":       {Data: []byte(`<!doctype html><title>Convite · Aceito</title><div id="root"><!--paint--><p>Carregando convite...</p><!--/paint--></div>`)},
		"site.html":       {Data: []byte(`<!doctype html><title>Casamento · Aceito</title><div id="root"><!--paint--><p>Carregando...</p><!--/paint--></div>`)},
		"assets/app-1.js": {Data: []byte("console.log(1)")},
		"favicon.svg":     {Data: []byte("<svg/>")},
	}
	s.App, err = app.New(cfg, d, log, web, s.Now)
	if err != nil {
		t.Fatal(err)
	}
	// Realtime fan-out between instances (PostgreSQL LISTEN), stopped before the database closes;
	// then the last requests' queued events are sent (the HTTP server is closed before this:
	// cleanups run last-in first-out).
	ctx, cancel := context.WithCancel(context.Background())
	listening := make(chan struct{})
	go func() { defer close(listening); s.App.RunRealtime(ctx) }()
	t.Cleanup(func() { cancel(); <-listening; s.App.FlushRealtime(context.Background()) })
	// Ready as a load balancer sees it (/readyz): on PostgreSQL, once LISTEN is up.
	select {
	case <-s.App.RealtimeListening():
	case <-time.After(30 * time.Second):
		t.Fatal("apptest: realtime LISTEN not up after 30 s")
	}
	srv := httptest.NewServer(checkContract(t, s.App.Handler()))
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

// Open sends a GET and returns the response with its body unread, for streams (Server-Sent
// Events); the caller closes the body. It ends when ctx does.
func (c *Client) Open(ctx context.Context, path string, header http.Header) *http.Response {
	c.t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", c.s.URL+path, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	for k, v := range c.Header {
		req.Header[k] = v
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatalf("GET %s: %v", path, err)
	}
	return resp
}

// Client is a browser-like client: it keeps cookies and sends same-origin requests.
type Client struct {
	t      testing.TB
	s      *Server
	http   *http.Client
	Email  string
	Header http.Header // extra headers for every request
}

// NewClient returns an anonymous client. Each client has its own address, sent in
// X-Forwarded-For (the server trusts loopback as its proxy): set c.Header's X-Forwarded-For, or
// use FromIP, to send from a given address.
func (s *Server) NewClient(t testing.TB) *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{t: t, s: s, http: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}, Header: http.Header{"X-Forwarded-For": {nextClientIP()}}}
}

var clientIPs atomic.Uint32

// nextClientIP is a fresh address of 10.0.0.0/8 for a new client.
func nextClientIP() string {
	n := clientIPs.Add(1)
	return fmt.Sprintf("10.%d.%d.%d", byte(n>>16), byte(n>>8), byte(n))
}

// FromIP makes the client send its requests from addr (its X-Forwarded-For) and returns it.
func (c *Client) FromIP(addr string) *Client {
	c.Header.Set("X-Forwarded-For", addr)
	return c
}

// Response is a finished request.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v, failing the test on error.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s: %v", r.Body, err)
	}
}

// ErrorBody is the error envelope.
type ErrorBody struct {
	Error struct {
		Code    string            `json:"code"`
		Message string            `json:"message"`
		Fields  map[string]string `json:"fields"`
	} `json:"error"`
}

// Err decodes the error envelope.
func (r Response) Err(t testing.TB) ErrorBody {
	t.Helper()
	var e ErrorBody
	r.JSON(t, &e)
	return e
}

// On returns a client with the same cookies that sends its requests to server other.
func (c *Client) On(other *Server) *Client {
	return &Client{t: c.t, s: other, http: c.http, Email: c.Email, Header: c.Header}
}

// Do sends a request. body may be nil, a string (sent as is) or a value encoded as JSON.
func (c *Client) Do(method, path string, body any) Response {
	c.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			c.t.Fatal(err)
		}
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, c.s.URL+path, rd)
	if err != nil {
		c.t.Fatal(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range c.Header {
		req.Header[k] = v
	}
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: data}
}

// Cookie returns the value of the named cookie the client holds for the server, or "".
func (c *Client) Cookie(name string) string {
	req, _ := http.NewRequest("GET", c.s.URL+"/", nil)
	for _, ck := range c.http.Jar.Cookies(req.URL) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// DefaultPassword is what SignUp uses.
const DefaultPassword = "Segredo123"

// SignUp creates an account for email and returns a client signed in to it: it signs up, reads
// the 'Confirme seu e-mail' link from the outbox, as the person would, and opens it. The read
// message is then taken out of the outbox, so that tests of other e-mails find only theirs
// (internal/auth's sign-up tests check the confirmation e-mail itself).
func (s *Server) SignUp(t testing.TB, email string) *Client {
	t.Helper()
	c := s.NewClient(t)
	res := c.Do("POST", "/api/auth/signup", map[string]string{
		"email": email, "password": DefaultPassword, "first_name": "Ana", "last_name": "Souza",
	})
	if res.Status != http.StatusAccepted {
		t.Fatalf("sign-up %s: %d %s", email, res.Status, res.Body)
	}
	res = c.Do("POST", "/api/auth/signup/confirm", map[string]string{"token": s.SignUpToken(t, email)})
	if res.Status != http.StatusCreated {
		t.Fatalf("sign-up confirmation %s: %d %s", email, res.Status, res.Body)
	}
	if _, err := s.DB.ExecContext(context.Background(), `DELETE FROM outbox WHERE to_address = $1 AND subject = 'Confirme seu e-mail'`,
		strings.ToLower(strings.TrimSpace(email))); err != nil {
		t.Fatalf("sign-up %s: clear the read e-mail: %v", email, err)
	}
	c.Email = email
	return c
}

// SignUpToken is the token of the newest 'Confirme seu e-mail' link e-mailed to email.
func (s *Server) SignUpToken(t testing.TB, email string) string {
	t.Helper()
	return s.MailToken(t, email, "Confirme seu e-mail", "/auth/confirmar?token=")
}

// PayLinkToken starts a visitor's purchase as the plan picker does (POST /api/pre-checkout as
// c) and returns the token of the payment link e-mailed to email, which POST /api/checkout
// needs as {"plan", "token"}.
func (c *Client) PayLinkToken(t testing.TB, email, planID string) string {
	t.Helper()
	if res := c.Do("POST", "/api/pre-checkout", map[string]string{"email": email, "plan_type": planID}); res.Status != http.StatusAccepted {
		t.Fatalf("pre-checkout %s: %d %s", email, res.Status, res.Body)
	}
	return c.s.MailToken(t, email, "Continue a sua assinatura do Aceito", "&token=")
}

// MailToken is the token of the newest link with prefix (a path and "?token=") in the e-mail
// with subject sent to email. It fails the test when there is none.
func (s *Server) MailToken(t testing.TB, email, subject, prefix string) string {
	t.Helper()
	var body string
	if err := s.DB.QueryRowContext(context.Background(), `SELECT body FROM outbox WHERE to_address = $1 AND subject = $2
		ORDER BY created_at DESC, id DESC LIMIT 1`, strings.ToLower(strings.TrimSpace(email)), subject).Scan(&body); err != nil {
		t.Fatalf("e-mail %q to %s: %v", subject, email, err)
	}
	_, rest, ok := strings.Cut(body, prefix)
	if !ok {
		t.Fatalf("e-mail %q to %s has no %s link: %s", subject, email, prefix, body)
	}
	token, _, _ := strings.Cut(rest, "\n")
	unescaped, err := url.QueryUnescape(strings.TrimSpace(token))
	if err != nil {
		t.Fatal(err)
	}
	return unescaped
}

// SetPlan puts c's wedding on plan id, active with no end, as a sign-up was before the free
// trial (and as `aceito plan set` without --until, minus its notification). A sign-up now
// starts on the trial (Premium for 14 days); tests of a plan's limits and gates call this.
func (s *Server) SetPlan(t testing.TB, c *Client, id plan.ID) {
	t.Helper()
	res, err := s.DB.ExecContext(context.Background(), `UPDATE weddings SET plan_id = $1, subscription_status = 'active',
			plan_expires_at = NULL, cancel_at_period_end = FALSE, data_version = data_version + 1
		WHERE id = (SELECT m.wedding_id FROM users u JOIN wedding_members m ON m.user_id = u.id WHERE u.email = $2)`, string(id), c.Email)
	if err != nil {
		t.Fatalf("set plan %s for %s: %v", id, c.Email, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("set plan %s for %s: %d weddings", id, c.Email, n)
	}
}

// SignUpOn is SignUp followed by SetPlan: a couple already on plan id.
func (s *Server) SignUpOn(t testing.TB, email string, id plan.ID) *Client {
	t.Helper()
	c := s.SignUp(t, email)
	s.SetPlan(t, c, id)
	return c
}

// Scenario is one row of a handler test table.
type Scenario struct {
	Name       string
	Method     string
	Path       string
	Body       any
	WantStatus int
	WantCode   string            // error code, when an error is expected
	WantFields map[string]string // error fields, when given
	Check      func(t *testing.T, res Response)
}

// Run runs the scenarios in order with client c (order matters: later rows may rely on earlier
// ones). A "{name}" in a path is replaced by *vars[name] when the row runs, so a row can use an
// id that an earlier row's Check stored.
func Run(t *testing.T, c *Client, vars map[string]*string, scenarios []Scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			path := sc.Path
			for name, v := range vars {
				path = strings.ReplaceAll(path, "{"+name+"}", *v)
			}
			res := c.Do(sc.Method, path, sc.Body)
			if res.Status != sc.WantStatus {
				t.Fatalf("%s %s: status %d, want %d; body %s", sc.Method, path, res.Status, sc.WantStatus, res.Body)
			}
			if sc.WantCode != "" || sc.WantFields != nil {
				e := res.Err(t)
				if e.Error.Code != sc.WantCode {
					t.Errorf("error code %q, want %q (%s)", e.Error.Code, sc.WantCode, res.Body)
				}
				if e.Error.Message == "" {
					t.Error("error without a message")
				}
				for f, code := range sc.WantFields {
					if e.Error.Fields[f] != code {
						t.Errorf("field %s: code %q, want %q (%s)", f, e.Error.Fields[f], code, res.Body)
					}
				}
			}
			if sc.Check != nil {
				sc.Check(t, res)
			}
		})
	}
}

package app_test

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
)

// lockedBuffer is a log sink safe for the server's concurrent writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// outboxToken returns the token of the newest /auth/nova-senha link e-mailed to to with subject.
func outboxToken(t *testing.T, s *apptest.Server, to, subject string) string {
	t.Helper()
	var body string
	if err := s.DB.QueryRow(`SELECT body FROM outbox WHERE to_address = $1 AND subject = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
		to, subject).Scan(&body); err != nil {
		t.Fatalf("no %q e-mail for %s: %v", subject, to, err)
	}
	_, after, ok := strings.Cut(body, "/auth/nova-senha?token=")
	if !ok {
		t.Fatalf("no link in %q", body)
	}
	tok, err := url.QueryUnescape(strings.Fields(after)[0])
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// Reset and set-password tokens, and e-mail bodies, never reach the server's log, even at debug
// level; local billing announces itself loudly, at start and on every test payment.
func TestLogsCarryNoSecrets(t *testing.T) {
	var log lockedBuffer
	s := apptest.NewWithLog(t, nil, &log)

	// A purchase by a visitor creates the account and e-mails a set-password link.
	visitor := s.NewClient(t)
	res := visitor.Do("POST", "/api/checkout", map[string]any{"plan": "premium", "token": visitor.PayLinkToken(t, "noivos@exemplo.com", "premium")})
	var co struct{ URL string }
	if res.JSON(t, &co); res.Status != http.StatusOK {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	page, err := url.Parse(co.URL)
	if err != nil {
		t.Fatal(err)
	}
	visitor.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if res := visitor.Do("POST", page.Path, url.Values{"name": {"Ana Souza"}, "number": {"4242 4242 4242 4242"}}.Encode()); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	secrets := map[string]string{
		"checkout page token": strings.TrimPrefix(page.Path, "/billing/local/"),
		"set-password token":  outboxToken(t, s, "noivos@exemplo.com", "Aceito: defina sua senha"),
	}

	// A password reset, used; then a password change, whose notice carries a fresh link.
	c := s.SignUp(t, "casal@exemplo.com")
	if res := s.NewClient(t).Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"}); res.Status != http.StatusAccepted {
		t.Fatalf("reset: %d", res.Status)
	}
	secrets["reset token"] = outboxToken(t, s, "casal@exemplo.com", "Aceito: redefinição de senha")
	if res := s.NewClient(t).Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": secrets["reset token"], "password": "NovaSenha1"}); res.Status != http.StatusNoContent {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	c = s.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": "NovaSenha1"}); res.Status != http.StatusOK {
		t.Fatalf("sign-in: %d", res.Status)
	}
	if res := c.Do("POST", "/api/auth/password", map[string]any{"current_password": "NovaSenha1", "password": "OutraSenha2", "confirm_password": "OutraSenha2"}); res.Status != http.StatusNoContent {
		t.Fatalf("change: %d %s", res.Status, res.Body)
	}
	secrets["password-changed notice token"] = outboxToken(t, s, "casal@exemplo.com", "Sua senha foi alterada")

	out := log.String()
	if !strings.Contains(out, "e-mail queued") || !strings.Contains(out, "level=DEBUG") && !strings.Contains(out, "level=INFO") {
		t.Fatalf("the log is not being captured: %s", out)
	}
	for name, secret := range secrets {
		if len(secret) < 20 || strings.Contains(out, secret) {
			t.Errorf("the %s (%q) is in the log", name, secret)
		}
	}
	for _, bodyText := range []string{"Olá!", "nova-senha", "Sua senha foi alterada agora"} {
		if strings.Contains(out, bodyText) {
			t.Errorf("an e-mail body is in the log (%q)", bodyText)
		}
	}
	for _, loud := range []string{"level=WARN msg=\"TEST PAYMENTS: ACEITO_BILLING=local", "level=WARN msg=\"TEST PAYMENT accepted"} {
		if !strings.Contains(out, loud) {
			t.Errorf("no %q warning in the log", loud)
		}
	}
}

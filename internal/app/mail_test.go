package app_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/mail/mailtest"
)

// The password-reset e-mail leaves through SMTP with the link built from the public URL, and
// the link it carries works.
func TestPasswordResetEmailIsDeliveredOverSMTP(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{})
	s := apptest.NewWithEnv(t, map[string]string{
		"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_ALLOW_TEST_PAYMENTS": "true",
		"ACEITO_SMTP_HOST": "127.0.0.1", "ACEITO_SMTP_PORT": mailtest.PortString(srv.Port), "ACEITO_SMTP_TLS": "none",
		"ACEITO_SMTP_FROM": "Aceito <nao-responda@aceito.com.br>",
	})
	s.SignUp(t, "casal@exemplo.com")
	anon := s.NewClient(t)
	if res := anon.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"}); res.Status != 202 {
		t.Fatalf("reset request: %d %s", res.Status, res.Body)
	}
	// Queued, not sent, until the mailer's round.
	if len(srv.Messages()) != 0 {
		t.Fatal("sent inside the request")
	}
	if n, err := s.App.DeliverMail(context.Background()); err != nil || n != 1 {
		t.Fatalf("DeliverMail = %d, %v", n, err)
	}
	got := srv.Messages()
	if len(got) != 1 || got[0].To[0] != "casal@exemplo.com" || got[0].From != "nao-responda@aceito.com.br" {
		t.Fatalf("arrived: %+v", got)
	}
	p := mailtest.Parse(t, got[0].Data)
	if p.Subject != "Aceito: redefinição de senha" || !strings.Contains(p.Text, "Recebemos um pedido para redefinir a senha") {
		t.Fatalf("subject %q, text %q", p.Subject, p.Text)
	}
	_, after, ok := strings.Cut(p.Text, "https://aceito.com.br/auth/nova-senha?token=")
	if !ok {
		t.Fatalf("no link from the public URL in %q", p.Text)
	}
	token := strings.Fields(after)[0]
	link := "https://aceito.com.br/auth/nova-senha?token=" + token
	if !strings.Contains(p.HTML, `<a href="`+link+`"`) {
		t.Fatalf("html lacks the link %s:\n%s", link, p.HTML)
	}
	raw, err := url.QueryUnescape(token)
	if err != nil {
		t.Fatal(err)
	}
	if res := anon.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": raw, "password": "NovaSenha123"}); res.Status != 204 {
		t.Fatalf("the e-mailed token: %d %s", res.Status, res.Body)
	}
	if res := anon.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": "NovaSenha123"}); res.Status != 200 {
		t.Fatalf("sign-in with the new password: %d", res.Status)
	}
}

// Without ACEITO_SMTP_HOST nothing is attempted: the message stays in the outbox (and the log).
func TestWithoutSMTPMailStaysInTheOutbox(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	if res := s.NewClient(t).Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"}); res.Status != 202 {
		t.Fatalf("reset request: %d", res.Status)
	}
	s.App.RunMailer(context.Background()) // returns at once when delivery is off
	if n, err := s.App.DeliverMail(context.Background()); err != nil || n != 0 {
		t.Fatalf("DeliverMail = %d, %v", n, err)
	}
	var queued, attempted int
	if err := s.DB.QueryRow(`SELECT COUNT(*), COALESCE(SUM(attempts), 0) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND claimed_at IS NULL`).
		Scan(&queued, &attempted); err != nil {
		t.Fatal(err)
	}
	if queued != 1 || attempted != 0 {
		t.Fatalf("outbox: %d queued, %d attempts", queued, attempted)
	}
}

// RunMailer, as the server starts it, delivers what is queued and stops with its context.
func TestRunMailerDeliversUntilStopped(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{})
	s := apptest.NewWithEnv(t, map[string]string{
		"ACEITO_SMTP_HOST": "127.0.0.1", "ACEITO_SMTP_PORT": mailtest.PortString(srv.Port), "ACEITO_SMTP_TLS": "none",
		"ACEITO_SMTP_FROM": "nao-responda@aceito.com.br",
	})
	s.SignUp(t, "casal@exemplo.com")
	if res := s.NewClient(t).Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"}); res.Status != 202 {
		t.Fatalf("reset request: %d", res.Status)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); s.App.RunMailer(ctx) }()
	got := srv.Wait(t, 1, 10*time.Second)
	cancel()
	<-done
	if len(got) != 1 || mailtest.Parse(t, got[0].Data).Subject != "Aceito: redefinição de senha" {
		t.Fatalf("arrived: %d", len(got))
	}
}

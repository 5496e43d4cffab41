package mail_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/mail/mailtest"
)

const from = "Aceito <nao-responda@aceito.com.br>"

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

var quiet = slog.New(slog.DiscardHandler)

func transport(t *testing.T, port int) *mail.SMTP {
	t.Helper()
	tr, err := mail.NewSMTP(mail.SMTPConfig{Host: "127.0.0.1", Port: port, From: from, TLS: mail.TLSNone, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func enqueue(t *testing.T, d *db.DB, msg mail.Message, now time.Time) {
	t.Helper()
	if err := d.InTx(context.Background(), func(tx *sql.Tx) error {
		return mail.Enqueue(context.Background(), tx, quiet, msg, now)
	}); err != nil {
		t.Fatal(err)
	}
}

type row struct {
	attempts              int
	sent, failed, claimed bool
	nextAttempt           time.Time
	lastError             sql.NullString
}

func outboxRow(t *testing.T, d *db.DB, to string) row {
	t.Helper()
	var r row
	var sent, failed, claimed time.Time
	err := d.QueryRow(`SELECT attempts, sent_at, failed_at, claimed_at, next_attempt_at, last_error FROM outbox WHERE to_address = $1`, to).
		Scan(&r.attempts, db.ScanTime(&sent), db.ScanTime(&failed), db.ScanTime(&claimed), db.ScanTime(&r.nextAttempt), &r.lastError)
	if err != nil {
		t.Fatal(err)
	}
	r.sent, r.failed, r.claimed = !sent.IsZero(), !failed.IsZero(), !claimed.IsZero()
	return r
}

var reset = mail.Message{
	To:      "noiva@exemplo.com",
	Subject: "Aceito: redefinição de senha",
	Body: "Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta no Aceito.\n" +
		"Para escolher uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n\n" +
		"https://aceito.com.br/auth/nova-senha?token=abc%2B1&x=<y>\n\nSe você não fez esse pedido, ignore este e-mail.\n",
}

func TestDeliversAQueuedMessage(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{})

	if n, err := s.DeliverDue(context.Background()); err != nil || n != 1 {
		t.Fatalf("DeliverDue = %d, %v; want 1", n, err)
	}
	got := srv.Messages()
	if len(got) != 1 {
		t.Fatalf("%d messages arrived", len(got))
	}
	if got[0].From != "nao-responda@aceito.com.br" || len(got[0].To) != 1 || got[0].To[0] != reset.To {
		t.Errorf("envelope from %q to %v", got[0].From, got[0].To)
	}
	p := mailtest.Parse(t, got[0].Data)
	if p.From != `"Aceito" <nao-responda@aceito.com.br>` && p.From != from {
		t.Errorf("From %q", p.From)
	}
	if p.To != "<noiva@exemplo.com>" && p.To != "noiva@exemplo.com" {
		t.Errorf("To %q", p.To)
	}
	if p.Subject != reset.Subject {
		t.Errorf("Subject %q", p.Subject)
	}
	if !strings.Contains(string(got[0].Data), "Subject: =?UTF-8?") {
		t.Errorf("subject not MIME-encoded:\n%s", got[0].Data)
	}
	if strings.TrimRight(p.Text, "\n") != strings.TrimRight(reset.Body, "\n") {
		t.Errorf("text part:\n%q\nwant\n%q", p.Text, reset.Body)
	}
	link := `<a href="https://aceito.com.br/auth/nova-senha?token=abc%2B1&amp;x=&lt;y&gt;"`
	if !strings.Contains(p.HTML, link) || !strings.Contains(p.HTML, "redefinição") || !strings.Contains(p.HTML, `lang="pt-BR"`) {
		t.Errorf("html part lacks the link or the text:\n%s", p.HTML)
	}
	var id string
	if err := d.QueryRow(`SELECT id FROM outbox`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	if p.Header.Get("Message-Id") != "<"+id+"@aceito.com.br>" || p.Header.Get("Date") == "" || p.Header.Get("Auto-Submitted") != "auto-generated" {
		t.Errorf("headers %v", p.Header)
	}
	if r := outboxRow(t, d, reset.To); !r.sent || r.failed || r.claimed || r.attempts != 1 || r.lastError.Valid {
		t.Errorf("row after sending: %+v", r)
	}
	// Sent once: a later round finds nothing.
	clk.Advance(time.Hour)
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 || srv.Attempts() != 1 {
		t.Fatalf("second round: %d, %v, %d attempts", n, err, srv.Attempts())
	}
}

func TestRolledBackMessageIsNeverSent(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	boom := errors.New("regra de negócio falhou")
	err := d.InTx(context.Background(), func(tx *sql.Tx) error {
		if err := mail.Enqueue(context.Background(), tx, quiet, reset, clk.Now()); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatal(err)
	}
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{})
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 || srv.Attempts() != 0 {
		t.Fatalf("DeliverDue = %d, %v with %d attempts", n, err, srv.Attempts())
	}
}

func TestTwoSendersNeverSendTheSameRowTwice(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	const total = 40
	for i := range total {
		enqueue(t, d, mail.Message{To: fmt.Sprintf("convidado%02d@exemplo.com", i), Subject: fmt.Sprintf("Mensagem %02d", i), Body: "Olá"}, clk.Now())
	}
	senders := []*mail.Sender{
		mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{}),
		mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{}),
		mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{}),
	}
	counts := make([]int, len(senders))
	errs := make([]error, len(senders))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, s := range senders {
		wg.Go(func() {
			<-start
			counts[i], errs[i] = s.DeliverDue(context.Background())
		})
	}
	close(start)
	wg.Wait()
	sum := 0
	for i := range senders {
		if errs[i] != nil {
			t.Fatalf("sender %d: %v", i, errs[i])
		}
		sum += counts[i]
	}
	got := srv.Messages()
	if sum != total || len(got) != total || srv.Attempts() != total {
		t.Fatalf("senders report %v (sum %d), %d arrived, %d attempts; want %d each", counts, sum, len(got), srv.Attempts(), total)
	}
	seen := map[string]bool{}
	for _, m := range got {
		subj := mailtest.Parse(t, m.Data).Subject
		if seen[subj] {
			t.Errorf("%s arrived twice", subj)
		}
		seen[subj] = true
	}
	var notOnce int
	if err := d.QueryRow(`SELECT COUNT(*) FROM outbox WHERE attempts <> 1 OR sent_at IS NULL`).Scan(&notOnce); err != nil || notOnce != 0 {
		t.Fatalf("%d rows not sent exactly once (%v)", notOnce, err)
	}
}

func TestRetriesAfterAFailingServerThenSucceeds(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	srv.FailWith(func(n int) error {
		if n <= 2 {
			return mailtest.TempFailure
		}
		return nil
	})
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{BaseBackoff: time.Minute, MaxBackoff: time.Hour})
	ctx := context.Background()

	if n, err := s.DeliverDue(ctx); err != nil || n != 0 {
		t.Fatalf("first round = %d, %v", n, err)
	}
	r := outboxRow(t, d, reset.To)
	if r.sent || r.failed || r.claimed || r.attempts != 1 || !r.nextAttempt.Equal(clk.Now().Add(time.Minute)) ||
		!strings.Contains(r.lastError.String, "451") {
		t.Fatalf("after a refusal: %+v", r)
	}
	// Not due before its backoff ends.
	clk.Advance(59 * time.Second)
	if n, _ := s.DeliverDue(ctx); n != 0 || srv.Attempts() != 1 {
		t.Fatalf("retried early: %d sent, %d attempts", n, srv.Attempts())
	}
	clk.Advance(time.Second)
	if n, _ := s.DeliverDue(ctx); n != 0 || srv.Attempts() != 2 {
		t.Fatalf("second attempt: %d sent, %d attempts", n, srv.Attempts())
	}
	// The wait doubles.
	if r := outboxRow(t, d, reset.To); r.attempts != 2 || !r.nextAttempt.Equal(clk.Now().Add(2*time.Minute)) {
		t.Fatalf("after the second refusal: %+v", r)
	}
	clk.Advance(2 * time.Minute)
	if n, err := s.DeliverDue(ctx); err != nil || n != 1 || len(srv.Messages()) != 1 {
		t.Fatalf("third attempt: %d, %v, %d arrived", n, err, len(srv.Messages()))
	}
	if r := outboxRow(t, d, reset.To); !r.sent || r.attempts != 3 || r.lastError.Valid {
		t.Fatalf("after success: %+v", r)
	}
}

func TestGivesUpAfterMaxAttempts(t *testing.T) {
	d := dbtest.New(t)
	port := mailtest.FreePort(t) // nothing listens: every dial fails
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	s := mail.NewSender(d, transport(t, port), log, clk.Now, mail.Options{MaxAttempts: 3, BaseBackoff: time.Minute, MaxBackoff: time.Hour})
	for i := 1; i <= 3; i++ {
		if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 {
			t.Fatalf("round %d: %d, %v", i, n, err)
		}
		if r := outboxRow(t, d, reset.To); r.attempts != i {
			t.Fatalf("round %d: %+v", i, r)
		}
		clk.Advance(time.Hour)
	}
	r := outboxRow(t, d, reset.To)
	if !r.failed || r.sent || r.claimed || !strings.Contains(r.lastError.String, "dial") {
		t.Fatalf("after the last attempt: %+v", r)
	}
	if !strings.Contains(logs.String(), "level=ERROR msg=\"e-mail not delivered: giving up\"") ||
		strings.Count(logs.String(), "will retry") != 2 {
		t.Errorf("log:\n%s", logs.String())
	}
	clk.Advance(24 * time.Hour)
	if n, _ := s.DeliverDue(context.Background()); n != 0 || outboxRow(t, d, reset.To).attempts != 3 {
		t.Fatal("a given-up row was attempted again")
	}
}

func TestRefusedRecipientIsNotRetried(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	srv.RefuseRecipients(func(string) error { return mailtest.NoSuchMailbox })
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{})
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 {
		t.Fatalf("DeliverDue = %d, %v", n, err)
	}
	if r := outboxRow(t, d, reset.To); !r.failed || r.attempts != 1 || !strings.Contains(r.lastError.String, "550") {
		t.Fatalf("row: %+v", r)
	}
}

func TestStaleMessagesAreNotSent(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	enqueue(t, d, reset, clk.Now().Add(-25*time.Hour)) // queued while SMTP was off
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{})
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 || srv.Attempts() != 0 {
		t.Fatalf("DeliverDue = %d, %v, %d attempts", n, err, srv.Attempts())
	}
	if r := outboxRow(t, d, reset.To); !r.failed || r.sent {
		t.Fatalf("row: %+v", r)
	}
}

func TestALapsedClaimIsTakenAgain(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	// Another instance claimed the row and died before recording an outcome.
	if _, err := d.Exec(`UPDATE outbox SET claimed_at = $1, attempts = 1`, clk.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{Lease: 5 * time.Minute})
	if n, _ := s.DeliverDue(context.Background()); n != 0 || srv.Attempts() != 0 {
		t.Fatal("took a row another sender holds")
	}
	clk.Advance(5*time.Minute + time.Second)
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 1 {
		t.Fatalf("after the lease: %d, %v", n, err)
	}
	if r := outboxRow(t, d, reset.To); !r.sent || r.attempts != 2 {
		t.Fatalf("row: %+v", r)
	}
}

func TestTLSModesAndAuthentication(t *testing.T) {
	for _, mode := range []string{mail.TLSStartTLS, mail.TLSImplicit} {
		t.Run(mode, func(t *testing.T) {
			d := dbtest.New(t)
			srv := mailtest.Start(t, mailtest.Options{TLS: mode, Username: "aceito", Password: "s3gr3d0 forte"})
			tr, err := mail.NewSMTP(mail.SMTPConfig{Host: "127.0.0.1", Port: srv.Port, From: from, TLS: mode,
				Username: "aceito", Password: "s3gr3d0 forte", RootCAs: srv.RootCAs, Timeout: 5 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			clk := newClock()
			enqueue(t, d, reset, clk.Now())
			if n, err := mail.NewSender(d, tr, quiet, clk.Now, mail.Options{}).DeliverDue(context.Background()); err != nil || n != 1 {
				t.Fatalf("DeliverDue = %d, %v (last error %q)", n, err, outboxRow(t, d, reset.To).lastError.String)
			}
			if got := srv.Messages(); len(got) != 1 || got[0].User != "aceito" {
				t.Fatalf("arrived: %+v", got)
			}
		})
	}
	t.Run("wrong password is retried, not lost", func(t *testing.T) {
		d := dbtest.New(t)
		srv := mailtest.Start(t, mailtest.Options{TLS: mail.TLSStartTLS, Username: "aceito", Password: "certa"})
		tr, err := mail.NewSMTP(mail.SMTPConfig{Host: "127.0.0.1", Port: srv.Port, From: from, TLS: mail.TLSStartTLS,
			Username: "aceito", Password: "errada", RootCAs: srv.RootCAs, Timeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		clk := newClock()
		enqueue(t, d, reset, clk.Now())
		if n, _ := mail.NewSender(d, tr, quiet, clk.Now, mail.Options{}).DeliverDue(context.Background()); n != 0 {
			t.Fatal("sent with a wrong password")
		}
		if r := outboxRow(t, d, reset.To); r.failed || r.sent || r.attempts != 1 || r.lastError.String == "" {
			t.Fatalf("row: %+v", r)
		}
	})
	t.Run("starttls refused by an untrusted certificate", func(t *testing.T) {
		d := dbtest.New(t)
		srv := mailtest.Start(t, mailtest.Options{TLS: mail.TLSStartTLS})
		tr, err := mail.NewSMTP(mail.SMTPConfig{Host: "127.0.0.1", Port: srv.Port, From: from, TLS: mail.TLSStartTLS, Timeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		clk := newClock()
		enqueue(t, d, reset, clk.Now())
		if n, _ := mail.NewSender(d, tr, quiet, clk.Now, mail.Options{}).DeliverDue(context.Background()); n != 0 || len(srv.Messages()) != 0 {
			t.Fatal("sent over a connection whose certificate is not trusted")
		}
	})
}

func TestHTMLAlternative(t *testing.T) {
	got := mail.HTML(mail.Message{Subject: "Olá <b>", Body: "Linha 1 <script>alert(1)</script>\nLinha 2 & mais\n\n" +
		"https://aceito.com.br/convite?t=1&u=2\nveja https://aceito.com.br no texto\njavascript:alert(1)\n"})
	for _, want := range []string{
		"<title>Olá &lt;b&gt;</title>",
		"<p>Linha 1 &lt;script&gt;alert(1)&lt;/script&gt;<br>\nLinha 2 &amp; mais</p>",
		`<a href="https://aceito.com.br/convite?t=1&amp;u=2" style="color:#be185d">https://aceito.com.br/convite?t=1&amp;u=2</a>`,
		"veja https://aceito.com.br no texto",
		"javascript:alert(1)</p>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "<script>") || strings.Count(got, "<a ") != 1 {
		t.Errorf("unsafe or extra links:\n%s", got)
	}
}

func TestNewSMTPRejectsBadSettings(t *testing.T) {
	for name, cfg := range map[string]mail.SMTPConfig{
		"no host":  {Port: 587, From: from, TLS: mail.TLSStartTLS},
		"bad port": {Host: "h", Port: 0, From: from, TLS: mail.TLSStartTLS},
		"bad from": {Host: "h", Port: 587, From: "sem arroba", TLS: mail.TLSStartTLS},
		"bad tls":  {Host: "h", Port: 587, From: from, TLS: "ssl"},
	} {
		if _, err := mail.NewSMTP(cfg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestDeleteOldKeepsAMonth(t *testing.T) {
	d := dbtest.New(t)
	now := newClock().Now()
	enqueue(t, d, mail.Message{To: "antiga@exemplo.com", Subject: "s", Body: "b"}, now.Add(-mail.Retention-time.Minute))
	enqueue(t, d, mail.Message{To: "recente@exemplo.com", Subject: "s", Body: "b"}, now.Add(-mail.Retention+time.Minute))
	if err := mail.DeleteOld(context.Background(), d, now); err != nil {
		t.Fatal(err)
	}
	var n int
	var left string
	if err := d.QueryRow(`SELECT COUNT(*), MIN(to_address) FROM outbox`).Scan(&n, &left); err != nil || n != 1 || left != "recente@exemplo.com" {
		t.Fatalf("left %d rows, %q (%v)", n, left, err)
	}
}

func TestRowWhoseSendersKeptDyingIsGivenUp(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	clk := newClock()
	enqueue(t, d, reset, clk.Now())
	// Three claims lapsed without an outcome: the message may be what kills the sender.
	if _, err := d.Exec(`UPDATE outbox SET claimed_at = $1, attempts = 3`, clk.Now().Add(-time.Hour).UTC()); err != nil {
		t.Fatal(err)
	}
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{MaxAttempts: 3})
	if n, err := s.DeliverDue(context.Background()); err != nil || n != 0 || srv.Attempts() != 0 {
		t.Fatalf("DeliverDue = %d, %v, %d attempts", n, err, srv.Attempts())
	}
	if r := outboxRow(t, d, reset.To); !r.failed || r.sent || r.attempts != 4 {
		t.Fatalf("row: %+v", r)
	}
}

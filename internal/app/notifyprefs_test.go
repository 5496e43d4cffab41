package app_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/mail/mailtest"
)

type notifyPrefs struct {
	Categories map[string]map[string]bool `json:"categories"`
	Digest     bool                       `json:"digest"`
	QuietHours bool                       `json:"quiet_hours"`
	DigestTime string                     `json:"digest_time"`
}

// prefsBody is a whole document with the e-mail switches given, every push on and quiet hours on.
func prefsBody(tasks, payments, spending, digest bool) map[string]any {
	return map[string]any{"categories": map[string]any{
		"tasks": map[string]bool{"email": tasks, "push": true}, "payments": map[string]bool{"email": payments, "push": true},
		"spending": map[string]bool{"email": spending, "push": true},
	}, "digest": digest, "quiet_hours": true}
}

func getPrefs(t *testing.T, c *apptest.Client) notifyPrefs {
	t.Helper()
	res := c.Do("GET", "/api/notification-preferences", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET preferences: %d %s", res.Status, res.Body)
	}
	var p notifyPrefs
	res.JSON(t, &p)
	return p
}

// A member's choice: e-mail on by default, saved whole, read back, their own only; bad input is
// refused and changes nothing.
func TestNotificationPreferencesRoundTripPerMember(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	other := s.SignUp(t, "outro@exemplo.com")

	p := getPrefs(t, ana)
	if p.Digest || !p.QuietHours || p.DigestTime != "08:00" || !p.Categories["tasks"]["email"] || !p.Categories["payments"]["email"] || !p.Categories["spending"]["email"] ||
		!p.Categories["tasks"]["push"] || !p.Categories["payments"]["push"] || !p.Categories["spending"]["push"] {
		t.Fatalf("defaults: %+v", p)
	}
	body := prefsBody(false, true, false, true)
	body["quiet_hours"] = false
	body["categories"].(map[string]any)["payments"] = map[string]bool{"email": true, "push": false}
	if res := ana.Do("PUT", "/api/notification-preferences", body); res.Status != http.StatusOK {
		t.Fatalf("PUT: %d %s", res.Status, res.Body)
	}
	p = getPrefs(t, ana)
	if !p.Digest || p.QuietHours || p.Categories["tasks"]["email"] || !p.Categories["payments"]["email"] || p.Categories["spending"]["email"] ||
		!p.Categories["tasks"]["push"] || p.Categories["payments"]["push"] || !p.Categories["spending"]["push"] {
		t.Fatalf("after PUT: %+v", p)
	}
	// The other member of the wedding, and another wedding's member, keep their own defaults.
	for _, c := range []*apptest.Client{rafael, other} {
		if q := getPrefs(t, c); q.Digest || !q.QuietHours || !q.Categories["tasks"]["email"] || !q.Categories["payments"]["push"] {
			t.Fatalf("%s sees %+v", c.Email, q)
		}
	}
	all := func(ch map[string]bool) map[string]any {
		return map[string]any{"tasks": ch, "payments": ch, "spending": ch}
	}
	both := map[string]bool{"email": true, "push": true}
	bad := []map[string]any{
		{"categories": map[string]any{"tasks": both}, "digest": false, "quiet_hours": true},                                                    // categories missing
		{"categories": prefsBody(true, true, true, false)["categories"], "quiet_hours": true},                                                  // digest missing
		{"categories": prefsBody(true, true, true, false)["categories"], "digest": false},                                                      // quiet_hours missing
		{"categories": all(map[string]bool{"email": true}), "digest": false, "quiet_hours": true},                                              // push missing
		{"categories": map[string]any{"tasks": both, "payments": both, "spending": both, "forum": both}, "digest": false, "quiet_hours": true}, // unknown category
		{"categories": all(map[string]bool{"email": true, "push": true, "sms": true}), "digest": false, "quiet_hours": true},                   // unknown channel
	}
	for i, body := range bad {
		ana.Header = http.Header{apptest.MalformedHeader: {"1"}}
		res := ana.Do("PUT", "/api/notification-preferences", body)
		ana.Header = nil
		if res.Status != http.StatusUnprocessableEntity {
			t.Fatalf("bad body %d: %d %s", i, res.Status, res.Body)
		}
	}
	if q := getPrefs(t, ana); !q.Digest || q.QuietHours || q.Categories["tasks"]["email"] || !q.Categories["payments"]["email"] || q.Categories["payments"]["push"] {
		t.Fatalf("a refused PUT changed the choice: %+v", q)
	}
	if res := s.NewClient(t).Do("GET", "/api/notification-preferences", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("without a session: %d", res.Status)
	}
}

// smtpServer starts the app with the in-process SMTP server and a public https URL.
func smtpServer(t *testing.T) (*apptest.Server, *mailtest.Server) {
	t.Helper()
	srv := mailtest.Start(t, mailtest.Options{})
	s := apptest.NewWithEnv(t, map[string]string{
		"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_ALLOW_TEST_PAYMENTS": "true",
		"ACEITO_SMTP_HOST": "127.0.0.1", "ACEITO_SMTP_PORT": mailtest.PortString(srv.Port), "ACEITO_SMTP_TLS": "none",
		"ACEITO_SMTP_FROM": "Aceito <nao-responda@aceito.com.br>",
	})
	return s, srv
}

// deliver sends the outbox and returns what arrived since the last call (by count).
func deliver(t *testing.T, s *apptest.Server, srv *mailtest.Server, seen *int) []mailtest.Parsed {
	t.Helper()
	if _, err := s.App.DeliverMail(context.Background()); err != nil {
		t.Fatalf("DeliverMail: %v", err)
	}
	all := srv.Messages()
	var out []mailtest.Parsed
	for _, m := range all[*seen:] {
		p := mailtest.Parse(t, m.Data)
		p.To = m.To[0]
		out = append(out, p)
	}
	*seen = len(all)
	return out
}

var unsubscribeLink = regexp.MustCompile(`https://aceito\.com\.br/descadastrar/([A-Za-z0-9_-]+)`)

// A scheduled reminder e-mails each member who has its category on, once, with a one-click
// unsubscribe (RFC 8058) in the headers and the body; a member with the category off gets none.
func TestScheduledReminderIsEmailedByPreference(t *testing.T) {
	s, srv := smtpServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	seen := 0
	deliver(t, s, srv, &seen) // the invitation e-mails
	if res := rafael.Do("PUT", "/api/notification-preferences", prefsBody(false, true, true, false)); res.Status != http.StatusOK {
		t.Fatalf("PUT: %d %s", res.Status, res.Body)
	}
	if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prioridade": "alta",
		"prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	at := time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC) // 18:00 in São Paulo
	if n, err := s.App.RunJobs(context.Background(), at); err != nil || n != 1 {
		t.Fatalf("RunJobs: %d %v", n, err)
	}
	got := deliver(t, s, srv, &seen)
	if len(got) != 1 || got[0].To != "ana@exemplo.com" {
		t.Fatalf("arrived: %+v", got)
	}
	m := got[0]
	if m.Subject != "Lembrete de tarefa: Ligar para o buffet" || !strings.Contains(m.Text, "Ligar para o buffet — prazo hoje, lembrete das 18:00.") ||
		!strings.Contains(m.Text, "https://aceito.com.br/app/planning") {
		t.Fatalf("subject %q text %q", m.Subject, m.Text)
	}
	link := unsubscribeLink.FindString(m.Text)
	if link == "" || m.Header.Get("List-Unsubscribe") != "<"+link+">" || m.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("unsubscribe: link %q, headers %q %q", link, m.Header.Get("List-Unsubscribe"), m.Header.Get("List-Unsubscribe-Post"))
	}
	if !strings.Contains(m.HTML, `<a href="`+link+`"`) {
		t.Fatalf("the HTML part lacks the unsubscribe link:\n%s", m.HTML)
	}
	// The tick again, and the next minute: the reminder is recorded, nothing more is sent.
	for _, when := range []time.Time{at, at.Add(time.Minute)} {
		if n, err := s.App.RunJobs(context.Background(), when); err != nil || n != 0 {
			t.Fatalf("RunJobs again: %d %v", n, err)
		}
	}
	if again := deliver(t, s, srv, &seen); len(again) != 0 {
		t.Fatalf("sent twice: %+v", again)
	}
	// The bell got its notification regardless of the e-mail choices.
	var bell int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM notifications WHERE title = 'Lembrete de tarefa'`).Scan(&bell); err != nil || bell != 1 {
		t.Fatalf("notifications: %d %v", bell, err)
	}
}

// The digest replaces the single e-mails: at 08:00 in São Paulo one e-mail lists the day, once,
// and the single reminders of that member are not sent.
func TestDailyDigestAtItsTimeOnce(t *testing.T) {
	s, srv := smtpServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	seen := 0
	if res := ana.Do("PUT", "/api/notification-preferences", prefsBody(true, true, true, true)); res.Status != http.StatusOK {
		t.Fatalf("PUT: %d %s", res.Status, res.Body)
	}
	for _, task := range []string{"Provar o vestido", "Ligar para o buffet", "Enviar convites"} {
		if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": task, "prioridade": "alta",
			"prazo": "2026-11-23", "horario_lembrete": "09:00"}); res.Status != http.StatusCreated {
			t.Fatalf("task: %d %s", res.Status, res.Body)
		}
	}
	if res := ana.Do("POST", "/api/payment-reminders", map[string]any{"supplier_name": "Buffet Sabor", "amount_cents": 150000,
		"due_date": "2026-11-25", "notification_times": []string{"09:00"}}); res.Status != http.StatusCreated {
		t.Fatalf("payment: %d %s", res.Status, res.Body)
	}
	// 07:59 in São Paulo on the 23rd: nothing yet.
	eight := time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC)
	if _, err := s.App.RunJobs(context.Background(), eight.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if got := deliver(t, s, srv, &seen); len(got) != 0 {
		t.Fatalf("before 08:00: %+v", got)
	}
	if n, err := s.App.RunJobs(context.Background(), eight); err != nil || n != 1 {
		t.Fatalf("RunJobs at 08:00: %d %v", n, err)
	}
	got := deliver(t, s, srv, &seen)
	if len(got) != 1 {
		t.Fatalf("digest: %+v", got)
	}
	want := "Resumo do dia: 3 tarefas vencem hoje, 1 pagamento em 2 dias"
	if got[0].Subject != want || !strings.Contains(got[0].Text, want+".") || !strings.Contains(got[0].Text, "- Provar o vestido") ||
		!strings.Contains(got[0].Text, "- Buffet Sabor — R$ 1.500,00 — 2 dias restantes") {
		t.Fatalf("subject %q text %q", got[0].Subject, got[0].Text)
	}
	if got[0].Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" || unsubscribeLink.FindString(got[0].Text) == "" {
		t.Fatalf("digest without unsubscribe: %+v", got[0].Header)
	}
	// Later ticks that day, the tasks' and payment's 09:00 reminders included: no second digest
	// and no single e-mails (the bell still gets the reminders).
	for _, d := range []time.Duration{time.Minute, time.Hour, 2 * time.Hour} {
		if _, err := s.App.RunJobs(context.Background(), eight.Add(d)); err != nil {
			t.Fatal(err)
		}
	}
	if again := deliver(t, s, srv, &seen); len(again) != 0 {
		t.Fatalf("after the digest: %+v", again)
	}
	var bell int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM notifications WHERE title IN ('Lembrete de tarefa', 'Lembrete de pagamento')`).Scan(&bell); err != nil || bell != 4 {
		t.Fatalf("bell reminders: %d %v", bell, err)
	}
	// The next day at 08:00: the payment is a day closer; the tasks are no longer due that day.
	if n, err := s.App.RunJobs(context.Background(), eight.Add(24*time.Hour)); err != nil || n != 1 {
		t.Fatalf("RunJobs next day: %d %v", n, err)
	}
	if got := deliver(t, s, srv, &seen); len(got) != 1 || got[0].Subject != "Resumo do dia: 1 pagamento vence amanhã" {
		t.Fatalf("next day: %+v", got)
	}
	// Three days later the payment is overdue and unpaid: the digest still names it.
	if n, err := s.App.RunJobs(context.Background(), eight.Add(72*time.Hour)); err != nil || n < 1 {
		t.Fatalf("RunJobs when overdue: %d %v", n, err)
	}
	if got := deliver(t, s, srv, &seen); len(got) != 1 || got[0].Subject != "Resumo do dia: 1 pagamento vencido" ||
		!strings.Contains(got[0].Text, "- Buffet Sabor — R$ 1.500,00 — Vencido") {
		t.Fatalf("overdue: %+v", got)
	}
}

// The unsubscribe link: GET shows what it turns off and changes nothing; POST (RFC 8058's body)
// turns that category off for that member, without a session; a made-up token is a 404.
func TestUnsubscribeLink(t *testing.T) {
	s, srv := smtpServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	seen := 0
	if res := ana.Do("POST", "/api/payment-reminders", map[string]any{"supplier_name": "Buffet Sabor", "amount_cents": 150000,
		"due_date": "2026-11-25", "notification_times": []string{"18:00"}}); res.Status != http.StatusCreated {
		t.Fatalf("payment: %d %s", res.Status, res.Body)
	}
	if n, err := s.App.RunJobs(context.Background(), time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)); err != nil || n != 1 {
		t.Fatalf("RunJobs: %d %v", n, err)
	}
	got := deliver(t, s, srv, &seen)
	if len(got) != 1 || got[0].Subject != "Lembrete de pagamento: Buffet Sabor" {
		t.Fatalf("arrived: %+v", got)
	}
	link := unsubscribeLink.FindStringSubmatch(got[0].Text)
	if link == nil {
		t.Fatalf("no link in %q", got[0].Text)
	}
	path := "/descadastrar/" + link[1]
	stranger := s.NewClient(t)
	for range 2 { // a link scanner opening it twice changes nothing
		res := stranger.Do("GET", path, nil)
		if res.Status != http.StatusOK || !strings.Contains(string(res.Body), "Você não receberá mais e-mails de lembretes de pagamentos.") ||
			!strings.Contains(string(res.Body), `<form method="post">`) || res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("GET: %d %s", res.Status, res.Body)
		}
	}
	if p := getPrefs(t, ana); !p.Categories["payments"]["email"] {
		t.Fatalf("GET changed the choice: %+v", p)
	}
	res := stranger.DoRaw("POST", path, "application/x-www-form-urlencoded", []byte(url.Values{"List-Unsubscribe": {"One-Click"}}.Encode()))
	if res.Status != http.StatusOK || !strings.Contains(string(res.Body), "Pronto!") {
		t.Fatalf("POST: %d %s", res.Status, res.Body)
	}
	if p := getPrefs(t, ana); p.Categories["payments"]["email"] || !p.Categories["tasks"]["email"] || !p.Categories["spending"]["email"] {
		t.Fatalf("after POST: %+v", p)
	}
	// Again (mail clients may repeat it): still fine, still off.
	if res := stranger.DoRaw("POST", path, "application/x-www-form-urlencoded", nil); res.Status != http.StatusOK {
		t.Fatalf("second POST: %d", res.Status)
	}
	// The next reminder of that payment reaches the bell, not the inbox.
	if n, err := s.App.RunJobs(context.Background(), time.Date(2026, 11, 23, 21, 0, 0, 0, time.UTC)); err != nil || n != 1 {
		t.Fatalf("RunJobs: %d %v", n, err)
	}
	if got := deliver(t, s, srv, &seen); len(got) != 0 {
		t.Fatalf("after unsubscribing: %+v", got)
	}
	for _, m := range []string{"GET", "POST"} {
		if res := stranger.Do(m, "/descadastrar/nao-existe", nil); res.Status != http.StatusNotFound || !strings.Contains(string(res.Body), "Link inválido ou expirado") {
			t.Fatalf("%s unknown token: %d %s", m, res.Status, res.Body)
		}
	}
	// The link expires with its row.
	s.Advance(181 * 24 * time.Hour)
	if res := stranger.Do("GET", path, nil); res.Status != http.StatusNotFound {
		t.Fatalf("expired token: %d", res.Status)
	}
}

// A spending limit reaching 100 % e-mails the members who have 'Gastos' on, each with an
// unsubscribe link; a member who turned it off (or takes the digest) gets only the bell.
func TestSpendingAlertEmailFollowsPreferences(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	bia := join(t, s, ana, "bia@exemplo.com", "planner")
	if res := rafael.Do("PUT", "/api/notification-preferences", prefsBody(true, true, false, false)); res.Status != http.StatusOK {
		t.Fatalf("PUT: %d %s", res.Status, res.Body)
	}
	if res := bia.Do("PUT", "/api/notification-preferences", prefsBody(true, true, true, true)); res.Status != http.StatusOK {
		t.Fatalf("PUT: %d %s", res.Status, res.Body)
	}
	res := ana.Do("POST", "/api/spending-limits", map[string]any{"category": "Buffet", "limit_cents": 100_000, "current_cents": 0})
	if res.Status != http.StatusCreated {
		t.Fatalf("limit: %d %s", res.Status, res.Body)
	}
	var limit struct{ ID string }
	res.JSON(t, &limit)
	if res := ana.Do("PUT", "/api/spending-limits/"+limit.ID, map[string]any{"category": "Buffet", "limit_cents": 100_000, "current_cents": 100_000}); res.Status != http.StatusOK {
		t.Fatalf("spend: %d %s", res.Status, res.Body)
	}
	rows, err := s.DB.QueryContext(t.Context(), `SELECT to_address, COALESCE(list_unsubscribe, '') FROM outbox WHERE subject = 'Limite de gastos excedido: Buffet' ORDER BY to_address`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var to, unsub string
		if err := rows.Scan(&to, &unsub); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(unsub, "/descadastrar/") {
			t.Errorf("%s: List-Unsubscribe %q", to, unsub)
		}
		got = append(got, to)
	}
	if len(got) != 1 || got[0] != "ana@exemplo.com" {
		t.Fatalf("e-mailed %v, want only ana@exemplo.com", got)
	}
}

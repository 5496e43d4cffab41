package job_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/weather"
)

// weatherScheduler is a scheduler with the rain alert source on a replayed Open-Meteo.
func weatherScheduler(t *testing.T, s *apptest.Server, scenario string) (*job.Scheduler, *weather.Replay) {
	t.Helper()
	r := weather.NewReplay(scenario)
	srv := httptest.NewServer(http.HandlerFunc(r.ServeForecast))
	t.Cleanup(srv.Close)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := weather.NewService(s.DB, weather.NewOpenMeteo(srv.URL, srv.URL, ""), s.Now, log)
	sch := newScheduler(s.DB, nil)
	sch.AddPagedSource(job.WeatherAlerts(svc, "https://aceito.example", log))
	return sch, r
}

func luxoCouple(t *testing.T, s *apptest.Server, email, date string) *apptest.Client {
	t.Helper()
	c := s.SignUpOn(t, email, plan.Luxo)
	if res := c.Do("PUT", "/api/profile", map[string]any{"wedding_date": date}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PUT", "/api/weather/venue", map[string]any{"name": "Campinas", "state": "São Paulo", "country": "Brasil",
		"latitude": -22.90556, "longitude": -47.06083, "ceremony_time": "16:00"}); res.Status != http.StatusOK {
		t.Fatalf("venue: %d %s", res.Status, res.Body)
	}
	return c
}

func weatherMail(t *testing.T, s *apptest.Server, to string) []string {
	t.Helper()
	rows, err := s.DB.QueryContext(t.Context(), `SELECT subject FROM outbox WHERE to_address = $1 AND subject LIKE 'Aceito: %' ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func TestRainAlertOncePerBandAndTheDayBefore(t *testing.T) {
	s := apptest.New(t)
	c := luxoCouple(t, s, "casal@exemplo.com", "2026-11-30")
	sch, replay := weatherScheduler(t, s, "low")

	tick(t, sch, sp(2026, 11, 23, 7, 59), 0) // before the day's check time
	tick(t, sch, sp(2026, 11, 23, 8, 0), 1)  // low: the check only, no message
	tick(t, sch, sp(2026, 11, 23, 9, 0), 0)  // checked today
	if n := replay.Forecasts(); n != 1 {
		t.Fatalf("%d provider calls, want 1", n)
	}
	replay.SetForecast("moderate")
	tick(t, sch, sp(2026, 11, 24, 8, 0), 2) // rose to moderate: alert + check
	tick(t, sch, sp(2026, 11, 25, 8, 0), 1) // still moderate: no second alert
	replay.SetForecast("low")
	tick(t, sch, sp(2026, 11, 26, 8, 0), 1)
	replay.SetForecast("moderate")
	tick(t, sch, sp(2026, 11, 27, 8, 0), 1) // back to moderate: already alerted once
	replay.SetForecast("high")
	tick(t, sch, sp(2026, 11, 28, 8, 5), 2) // rose to high
	replay.SetForecast("moderate")
	tick(t, sch, sp(2026, 11, 29, 8, 0), 2) // the day before: the eve message + check; moderate already sent
	tick(t, sch, sp(2026, 11, 30, 8, 0), 1) // the day itself: check only
	tick(t, sch, sp(2026, 12, 1, 8, 0), 0)  // past

	ns := notifications(t, c)
	var got []string
	for _, n := range ns {
		if n.Link == "/app/weather-alert" {
			got = append(got, n.Title+" | "+n.Message)
		}
	}
	want := []string{
		"Previsão do tempo para amanhã | Amanhã é o grande dia! Chance moderada de chuva em Campinas, São Paulo: até 30% de chance entre 13:00 e 19:00; 3,2 mm previstos no dia.",
		"Alerta de chuva | Alta chance de chuva no dia do casamento (30/11/2026) em Campinas, São Paulo: até 60% de chance entre 13:00 e 19:00.",
		"Alerta de chuva | Chance moderada de chuva no dia do casamento (30/11/2026) em Campinas, São Paulo: até 30% de chance entre 13:00 e 19:00.",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("notifications:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if mails := weatherMail(t, s, "casal@exemplo.com"); strings.Join(mails, ",") != "Aceito: Alerta de chuva,Aceito: Alerta de chuva,Aceito: Previsão do tempo para amanhã" {
		t.Fatalf("e-mails %q", mails)
	}
}

func TestRainAlertStartsAtD16(t *testing.T) {
	s := apptest.New(t)
	luxoCouple(t, s, "casal@exemplo.com", "2026-12-09")
	sch, replay := weatherScheduler(t, s, "high")
	tick(t, sch, sp(2026, 11, 22, 13, 0), 0) // D-17: nothing, no provider call
	if n := replay.Forecasts(); n != 0 {
		t.Fatalf("%d provider calls before D-16", n)
	}
	tick(t, sch, sp(2026, 11, 23, 8, 0), 2) // D-16: high at once
}

func TestRainAlertStopsOnDowngrade(t *testing.T) {
	s := apptest.New(t)
	c := luxoCouple(t, s, "casal@exemplo.com", "2026-11-30")
	sch, replay := weatherScheduler(t, s, "moderate")
	s.SetPlan(t, c, plan.Premium)
	tick(t, sch, sp(2026, 11, 24, 8, 0), 0)
	if n := replay.Forecasts(); n != 0 {
		t.Fatalf("%d provider calls for a plan without the gate", n)
	}
	// The page still shows the saved venue, locked (issue 15), without asking the provider.
	if res := c.Do("GET", "/api/weather", nil); res.Status != http.StatusOK || !strings.Contains(string(res.Body), `"state":"locked"`) {
		t.Fatalf("the page after the downgrade: %d %s", res.Status, res.Body)
	}
	if n := replay.Forecasts(); n != 0 {
		t.Fatalf("%d provider calls for the locked page", n)
	}
	for _, n := range notifications(t, c) {
		if n.Link == "/app/weather-alert" {
			t.Fatalf("alert after a downgrade: %+v", n)
		}
	}
	// Back on Luxo, alerts resume.
	s.SetPlan(t, c, plan.Luxo)
	tick(t, sch, sp(2026, 11, 25, 8, 0), 2)
}

func TestRainAlertRetriesWhenTheProviderIsDown(t *testing.T) {
	s := apptest.New(t)
	luxoCouple(t, s, "a@exemplo.com", "2026-11-30")
	luxoCouple(t, s, "b@exemplo.com", "2026-11-30")
	sch, replay := weatherScheduler(t, s, "down")
	tick(t, sch, sp(2026, 11, 24, 8, 0), 0)
	if n := replay.Forecasts(); n != 1 {
		t.Fatalf("%d provider calls in a tick with the provider down, want 1 (the rest waits)", n)
	}
	replay.SetForecast("high")
	tick(t, sch, sp(2026, 11, 24, 8, 1), 4) // both weddings: alert + check (one provider call, cached)
	if n := replay.Forecasts(); n != 2 {
		t.Fatalf("%d provider calls, want 2", n)
	}
}

func prefs(t *testing.T, c *apptest.Client, tasks, payments, spending, digest bool) {
	t.Helper()
	body := map[string]any{"categories": map[string]any{"tasks": map[string]bool{"email": tasks, "push": true},
		"payments": map[string]bool{"email": payments, "push": true}, "spending": map[string]bool{"email": spending, "push": true}},
		"digest": digest, "quiet_hours": true}
	if res := c.Do("PUT", "/api/notification-preferences", body); res.Status != http.StatusOK {
		t.Fatalf("preferences: %d %s", res.Status, res.Body)
	}
}

// Rain alerts are no category of their own (notifypref.Mailer.SendToAny): they e-mail the members
// who have the e-mail of at least one category on — the digest's members too, since the digest
// does not tell the weather — with a link that turns every e-mail off. The bell always has them.
func TestRainAlertEmailFollowsPreferences(t *testing.T) {
	s := apptest.New(t)
	allOff := luxoCouple(t, s, "nada@exemplo.com", "2026-11-30")
	prefs(t, allOff, false, false, false, false)
	someOn := luxoCouple(t, s, "digest@exemplo.com", "2026-11-30")
	prefs(t, someOn, false, false, true, true)           // only 'Gastos', and on the digest
	luxoCouple(t, s, "padrao@exemplo.com", "2026-11-30") // never chose: every e-mail on
	sch, replay := weatherScheduler(t, s, "moderate")
	tick(t, sch, sp(2026, 11, 24, 8, 0), 6) // alert + check, per wedding

	if mails := weatherMail(t, s, "nada@exemplo.com"); len(mails) != 0 {
		t.Fatalf("e-mails to a member with every e-mail off: %q", mails)
	}
	for _, c := range []*apptest.Client{allOff, someOn} { // the bell has it either way
		if n := notifications(t, c); len(n) == 0 || n[0].Link != "/app/weather-alert" {
			t.Fatalf("%s: bell %+v", c.Email, n)
		}
	}
	for _, to := range []string{"digest@exemplo.com", "padrao@exemplo.com"} {
		if mails := weatherMail(t, s, to); strings.Join(mails, ",") != "Aceito: Alerta de chuva" {
			t.Fatalf("%s: e-mails %q", to, mails)
		}
	}
	var body string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT body FROM outbox WHERE to_address = $1 AND subject = 'Aceito: Alerta de chuva'`,
		"digest@exemplo.com").Scan(&body); err != nil {
		t.Fatal(err)
	}
	footer := "Você recebe este e-mail porque tem e-mails ligados em Configurações → Notificações. O link abaixo desliga todos eles. Para não receber mais, acesse:\n"
	i := strings.Index(body, footer)
	if i < 0 || !strings.Contains(body, "Chance moderada de chuva no dia do casamento") {
		t.Fatalf("body %q", body)
	}
	link := strings.TrimSpace(body[i+len(footer):])
	path := link[strings.Index(link, "/descadastrar/"):]
	if res := s.NewClient(t).Do("GET", path, nil); res.Status != http.StatusOK ||
		!strings.Contains(string(res.Body), "Você não receberá mais e-mails de lembretes e alertas.") {
		t.Fatalf("unsubscribe page: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", path, nil); res.Status != http.StatusOK {
		t.Fatalf("unsubscribe: %d %s", res.Status, res.Body)
	}
	var p struct {
		Categories map[string]map[string]bool
		Digest     bool
	}
	someOn.Do("GET", "/api/notification-preferences", nil).JSON(t, &p)
	if p.Categories["tasks"]["email"] || p.Categories["payments"]["email"] || p.Categories["spending"]["email"] {
		t.Fatalf("after the rain alert's link: %+v", p)
	}
	// The next alert (the band rose) reaches the bell, no longer the inbox.
	replay.SetForecast("high")
	tick(t, sch, sp(2026, 11, 25, 8, 0), 6)
	if mails := weatherMail(t, s, "digest@exemplo.com"); len(mails) != 1 {
		t.Fatalf("after unsubscribing: %q", mails)
	}
	if mails := weatherMail(t, s, "padrao@exemplo.com"); len(mails) != 2 {
		t.Fatalf("the default member: %q", mails)
	}
}

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

package app_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/push"
	"github.com/aceito/aceito/internal/push/pushtest"
)

func putPrefs(t *testing.T, c *apptest.Client, body map[string]any) {
	t.Helper()
	if res := c.Do("PUT", "/api/notification-preferences", body); res.Status != http.StatusOK {
		t.Fatalf("PUT preferences: %d %s", res.Status, res.Body)
	}
}

func runJobsAt(t *testing.T, s *apptest.Server, at time.Time) {
	t.Helper()
	if _, err := s.App.RunJobs(context.Background(), at); err != nil {
		t.Fatalf("RunJobs %s: %v", at, err)
	}
}

func publicKey(t *testing.T, c *apptest.Client) string {
	t.Helper()
	var out struct {
		PublicKey string `json:"public_key"`
	}
	c.Do("GET", "/api/push/public-key", nil).JSON(t, &out)
	return out.PublicKey
}

func endpoints(ps []pushtest.Push) map[string]int {
	out := map[string]int{}
	for _, p := range ps {
		out[p.Endpoint]++
	}
	return out
}

// A scheduled reminder goes as exactly one push to each device of each member who has the
// category's push on, encrypted to the device, signed with our VAPID key, with the bell's text
// and the screen to open; a member with the category's push off gets none, and nothing goes twice.
func TestReminderIsPushedToEachSubscribedDevice(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	phone, laptop, rafaelPhone := ps.NewDevice(t), ps.NewDevice(t), ps.NewDevice(t)
	subscribe(t, ana, phone, http.StatusCreated)
	subscribe(t, ana, laptop, http.StatusCreated)
	subscribe(t, rafael, rafaelPhone, http.StatusCreated)
	off := prefsBody(true, true, true, false)
	off["categories"].(map[string]any)["tasks"] = map[string]bool{"email": true, "push": false}
	putPrefs(t, rafael, off)
	// Ana's digest does not change her pushes: it replaces single e-mails only.
	putPrefs(t, ana, prefsBody(true, true, true, true))

	if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prioridade": "alta",
		"prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	seen := 0
	runJobsAt(t, s, time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)) // 18:00 in São Paulo
	got, payloads := received(t, ps, &seen)
	if e := endpoints(got); len(got) != 2 || e[phone.Endpoint] != 1 || e[laptop.Endpoint] != 1 {
		t.Fatalf("pushes to %v, want one to each of ana's devices", e)
	}
	var ns struct {
		Notifications []struct{ ID, Title string } `json:"notifications"`
	}
	ana.Do("GET", "/api/notifications?filter=all", nil).JSON(t, &ns)
	if len(ns.Notifications) == 0 || ns.Notifications[0].Title != "Lembrete de tarefa" {
		t.Fatalf("notifications: %+v", ns)
	}
	want := pushPayload{Title: "Aceito", Body: "Lembrete de tarefa\nLigar para o buffet — prazo hoje, lembrete das 18:00.",
		URL: "/app/planning", Tag: ns.Notifications[0].ID}
	key := publicKey(t, ana)
	for i, p := range got {
		if payloads[i] != want {
			t.Errorf("payload %+v, want %+v", payloads[i], want)
		}
		if p.VAPIDKey != key || p.Claims["sub"] != "mailto:contato@aceito.com.br" || p.Claims["aud"] != ps.URL {
			t.Errorf("VAPID k=%s claims %v, want k=%s sub mailto:contato@aceito.com.br aud %s", p.VAPIDKey, p.Claims, key, ps.URL)
		}
		if p.Header.Get("TTL") != "86400" {
			t.Errorf("TTL %q", p.Header.Get("TTL"))
		}
	}
	runJobsAt(t, s, time.Date(2026, 11, 22, 21, 1, 0, 0, time.UTC))
	if again, _ := received(t, ps, &seen); len(again) != 0 {
		t.Fatalf("pushed again: %v", endpoints(again))
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_queue`); n != 0 {
		t.Fatalf("%d pushes left in the queue", n)
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_subscriptions WHERE last_success_at IS NOT NULL`); n != 2 {
		t.Fatalf("%d subscriptions with a success, want 2", n)
	}
}

// Quiet hours: a reminder at 23:00 in São Paulo waits until 08:00 for a member who keeps them
// (the default), and goes at once to one who turned them off.
func TestQuietHoursHoldPushUntilEight(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	anaPhone, rafaelPhone := ps.NewDevice(t), ps.NewDevice(t)
	subscribe(t, ana, anaPhone, http.StatusCreated)
	subscribe(t, rafael, rafaelPhone, http.StatusCreated)
	noQuiet := prefsBody(true, true, true, false)
	noQuiet["quiet_hours"] = false
	putPrefs(t, rafael, noQuiet)
	if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": "Conferir o convite", "prazo": "2026-11-22", "horario_lembrete": "23:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	seen := 0
	runJobsAt(t, s, time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC)) // 23:00 in São Paulo
	if got, _ := received(t, ps, &seen); len(got) != 1 || got[0].Endpoint != rafaelPhone.Endpoint {
		t.Fatalf("at 23:00: %v, want rafael's only", endpoints(got))
	}
	runJobsAt(t, s, time.Date(2026, 11, 23, 10, 59, 0, 0, time.UTC)) // 07:59
	if got, _ := received(t, ps, &seen); len(got) != 0 {
		t.Fatalf("at 07:59: %v", endpoints(got))
	}
	runJobsAt(t, s, time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC)) // 08:00
	got, payloads := received(t, ps, &seen)
	if len(got) != 1 || got[0].Endpoint != anaPhone.Endpoint || payloads[0].Body != "Lembrete de tarefa\nConferir o convite — prazo hoje, lembrete das 23:00." {
		t.Fatalf("at 08:00: %v %+v, want ana's", endpoints(got), payloads)
	}
}

// A push service's 410 deletes the subscription; a 500 is retried with backoff, and a push that
// keeps failing is given up after a bounded number of attempts.
func TestPushFailures(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	gone, flaky, broken := ps.NewDevice(t), ps.NewDevice(t), ps.NewDevice(t)
	for _, d := range []pushtest.Device{gone, flaky, broken} {
		subscribe(t, ana, d, http.StatusCreated)
	}
	ps.Answer(gone.Endpoint, http.StatusGone)
	ps.Answer(flaky.Endpoint, http.StatusInternalServerError)
	ps.Answer(broken.Endpoint, 500, 502, 503, 500, 429, 500, 500, 500)
	if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": "Pagar o DJ", "prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	seen := 0
	at := time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)
	runJobsAt(t, s, at)
	if got, _ := received(t, ps, &seen); len(got) != 3 {
		t.Fatalf("first tick: %v", endpoints(got))
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_subscriptions WHERE endpoint = $1`, gone.Endpoint); n != 0 {
		t.Fatal("a 410 kept the subscription")
	}
	runJobsAt(t, s, at.Add(30*time.Second)) // within the backoff: nothing
	if got, _ := received(t, ps, &seen); len(got) != 0 {
		t.Fatalf("retried before the backoff: %v", endpoints(got))
	}
	runJobsAt(t, s, at.Add(time.Minute))
	if got, _ := received(t, ps, &seen); endpoints(got)[flaky.Endpoint] != 1 {
		t.Fatalf("the 500 was not retried after a minute: %v", endpoints(got))
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_queue q JOIN push_subscriptions p ON p.id = q.subscription_id WHERE p.endpoint = $1`, flaky.Endpoint); n != 0 {
		t.Fatal("the retried push is still queued")
	}
	// The broken device: ticks at each next attempt until it is given up.
	attempts := 2 // the first tick and the one a minute later
	for range 10 {
		var next time.Time
		var failed bool
		var nextText, failedText *string
		if err := s.DB.QueryRowContext(context.Background(), `SELECT CAST(q.next_attempt_at AS TEXT), CAST(q.failed_at AS TEXT) FROM push_queue q
			JOIN push_subscriptions p ON p.id = q.subscription_id WHERE p.endpoint = $1`, broken.Endpoint).Scan(&nextText, &failedText); err != nil {
			t.Fatal(err)
		}
		if failed = failedText != nil; failed {
			break
		}
		if nextText == nil {
			t.Fatal("a failed push has no next attempt")
		}
		var err error
		if next, err = parseDBTime(*nextText); err != nil {
			t.Fatal(err)
		}
		runJobsAt(t, s, next)
		if got, _ := received(t, ps, &seen); len(got) != 1 {
			t.Fatalf("at %s: %v", next, endpoints(got))
		}
		attempts++
	}
	if attempts != 6 {
		t.Fatalf("%d attempts before giving up, want 6", attempts)
	}
}

func parseDBTime(v string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05.999999-07", "2006-01-02 15:04:05-07"} {
		if t, err := time.Parse(layout, v); err == nil {
			return t, nil
		}
	}
	return time.Parse(time.RFC3339Nano, v)
}

// A spending limit reaching 100 % pushes, like its e-mail, in the write's transaction; the
// scheduler's next tick sends it.
func TestSpendingLimitExceededIsPushed(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	d := ps.NewDevice(t)
	subscribe(t, ana, d, http.StatusCreated)
	res := ana.Do("POST", "/api/spending-limits", map[string]any{"category": "Fotografia", "limit_cents": 100000, "current_cents": 0})
	if res.Status != http.StatusCreated {
		t.Fatalf("limit: %d %s", res.Status, res.Body)
	}
	var limit struct{ ID string }
	res.JSON(t, &limit)
	if res := ana.Do("PUT", "/api/spending-limits/"+limit.ID, map[string]any{"category": "Fotografia", "limit_cents": 100000, "current_cents": 120000}); res.Status != http.StatusOK {
		t.Fatalf("spend: %d %s", res.Status, res.Body)
	}
	seen := 0
	runJobsAt(t, s, s.Now())
	got, payloads := received(t, ps, &seen)
	if len(got) != 1 || payloads[0].Body != "Limite de Fotografia excedido\nGasto atual de R$ 1.200,00 de um limite de R$ 1.000,00 (120,0%)." ||
		payloads[0].URL != "/app/financial-control" {
		t.Fatalf("pushes %v %+v", endpoints(got), payloads)
	}
}

// Two instances draining the queue at once send each push once.
func TestTwoDrainersSendEachPushOnce(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	var devices []pushtest.Device
	for range 8 {
		d := ps.NewDevice(t)
		devices = append(devices, d)
		subscribe(t, ana, d, http.StatusCreated)
	}
	if res := ana.Do("POST", "/api/checklist", map[string]any{"tarefa": "Provar o bolo", "prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	at := time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	// A scheduler without a sender queues the pushes and sends none.
	if n, err := job.New(s.DB, log, nil).Tick(context.Background(), at); err != nil || n != 1 {
		t.Fatalf("tick: %d %v", n, err)
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_queue`); n != 8 || len(ps.Received()) != 0 {
		t.Fatalf("%d queued, %d sent", n, len(ps.Received()))
	}
	keys, err := push.LoadOrCreateKeys(context.Background(), s.DB, at)
	if err != nil {
		t.Fatal(err)
	}
	hosts, err := push.NewHosts([]string{ps.Host})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	sent := make([]int, 2)
	errs := make([]error, 2)
	for i := range 2 {
		sender := push.NewSender(s.DB, keys, "mailto:contato@aceito.com.br", hosts, log, push.Options{})
		wg.Go(func() { sent[i], errs[i] = sender.DeliverDue(context.Background(), at) })
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil || sent[0]+sent[1] != 8 {
		t.Fatalf("sent %v, errors %v", sent, errs)
	}
	seen := 0
	got, _ := received(t, ps, &seen)
	e := endpoints(got)
	for _, d := range devices {
		if e[d.Endpoint] != 1 {
			t.Fatalf("pushes per device %v", e)
		}
	}
	if len(got) != 8 {
		t.Fatalf("%d pushes for 8 devices", len(got))
	}
}

package job_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/realtime"
)

var saoPaulo = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// sp is a São Paulo wall-clock instant.
func sp(y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, saoPaulo)
}

type fakePub struct {
	mu     sync.Mutex
	events map[string][]realtime.Event
}

func (p *fakePub) Publish(_ context.Context, wedding string, e realtime.Event) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.events == nil {
		p.events = map[string][]realtime.Event{}
	}
	p.events[wedding] = append(p.events[wedding], e)
	return nil
}

func newScheduler(d *db.DB, pub job.Publisher) *job.Scheduler {
	return job.New(d, slog.New(slog.NewTextHandler(io.Discard, nil)), pub)
}

func weddingID(t *testing.T, d *db.DB, email string) string {
	t.Helper()
	var id string
	if err := d.QueryRow(`SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`, email).Scan(&id); err != nil {
		t.Fatalf("wedding of %s: %v", email, err)
	}
	return id
}

func tick(t *testing.T, s *job.Scheduler, at time.Time, want int) {
	t.Helper()
	n, err := s.Tick(context.Background(), at)
	if err != nil {
		t.Fatalf("tick %s: %v", at, err)
	}
	if n != want {
		t.Fatalf("tick %s: %d deliveries, want %d", at.In(saoPaulo).Format("02/01 15:04"), n, want)
	}
}

type notif struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Title    string `json:"title"`
	Message  string `json:"message"`
	Priority int    `json:"priority"`
	Link     string `json:"link"`
}

func notifications(t *testing.T, c *apptest.Client) []notif {
	t.Helper()
	res := c.Do("GET", "/api/notifications?filter=all&sort=recent", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("notifications: %d %s", res.Status, res.Body)
	}
	var body struct {
		Items []notif `json:"notifications"`
	}
	res.JSON(t, &body)
	return body.Items
}

func addTask(t *testing.T, c *apptest.Client, tarefa, prazo, hhmm string) {
	t.Helper()
	res := c.Do("POST", "/api/checklist", map[string]any{"tarefa": tarefa, "prioridade": "alta", "prazo": prazo, "horario_lembrete": hhmm})
	if res.Status != http.StatusCreated {
		t.Fatalf("add task: %d %s", res.Status, res.Body)
	}
}

// The test server's clock is 22/11/2026 12:00 in São Paulo (15:00 UTC): rows are saved then.

func TestChecklistReminderAtItsMinuteOnce(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	addTask(t, c, "Provar o vestido", "2026-11-23", "08:00")
	addTask(t, c, "Sem lembrete hoje", "2026-11-24", "08:00")
	pub := &fakePub{}
	sch := newScheduler(s.DB, pub)

	tick(t, sch, sp(2026, 11, 23, 7, 59), 0)
	tick(t, sch, sp(2026, 11, 23, 8, 0), 1)
	tick(t, sch, sp(2026, 11, 23, 8, 1), 0)
	// A restart: a new scheduler on the same database delivers nothing again.
	tick(t, newScheduler(s.DB, pub), sp(2026, 11, 23, 8, 2), 0)

	ns := notifications(t, c)
	if len(ns) != 1 {
		t.Fatalf("notifications %+v, want one", ns)
	}
	n := ns[0]
	if n.Type != "reminder" || n.Priority != 3 || n.Title != "Lembrete de tarefa" ||
		n.Message != "Provar o vestido — prazo hoje, lembrete das 08:00." || n.Link != "/app/planning" {
		t.Errorf("notification %+v", n)
	}
	w := weddingID(t, s.DB, "casal@exemplo.com")
	if evs := pub.events[w]; len(evs) != 1 || evs[0].Type != realtime.NotificationCreated || evs[0].Item != n.ID {
		t.Errorf("published %+v, want one notification.created %s", evs, n.ID)
	}
}

func TestChecklistReminderSkipsDoneAndOtherDays(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	addTask(t, c, "Concluída", "2026-11-23", "09:00")
	res := c.Do("GET", "/api/checklist", nil)
	var list struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	res.JSON(t, &list)
	if r := c.Do("PATCH", "/api/checklist/"+list.Items[0].ID, map[string]any{"status": "concluido"}); r.Status != http.StatusOK {
		t.Fatalf("complete: %d %s", r.Status, r.Body)
	}
	addTask(t, c, "Amanhã", "2026-11-24", "09:00")
	sch := newScheduler(s.DB, nil)
	tick(t, sch, sp(2026, 11, 23, 9, 0), 0)
	tick(t, sch, sp(2026, 11, 24, 9, 0), 1)
}

func TestMissedReminderCatchUpWindow(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	addTask(t, c, "Dentro da janela", "2026-11-23", "08:00")
	addTask(t, c, "Fora da janela", "2026-11-24", "08:00")
	// Already past when saved (12:00 today): never sent, not even late.
	addTask(t, c, "Horário já passado", "2026-11-22", "08:00")
	sch := newScheduler(s.DB, nil)

	tick(t, sch, sp(2026, 11, 22, 12, 1), 0)
	// Down from before 08:00 until 13:59 (5 h 59 min late): delivered late, once.
	tick(t, sch, sp(2026, 11, 23, 13, 59), 1)
	tick(t, sch, sp(2026, 11, 23, 14, 0), 0)
	// Down until 14:01 the next day: more than 6 h late, skipped.
	tick(t, sch, sp(2026, 11, 24, 14, 1), 0)
	if ns := notifications(t, c); len(ns) != 1 || ns[0].Message != "Dentro da janela — prazo hoje, lembrete das 08:00." {
		t.Fatalf("notifications %+v", ns)
	}
}

func insertPaymentReminder(t *testing.T, d *db.DB, wedding, id, due, times string) {
	t.Helper()
	saved := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	if _, err := d.Exec(`INSERT INTO payment_reminders (id, wedding_id, supplier_name, amount_cents, due_date, status, notification_times, created_at, updated_at)
		VALUES ($1, $2, 'Buffet Sabor', 1234567, $3, 'pending', $4, $5, $5)`, id, wedding, due, times, saved); err != nil {
		t.Fatal(err)
	}
}

func TestPaymentRemindersFromSevenDaysBeforeThenOverdue(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-000000000001", "2026-12-01", `["08:00","18:30"]`)
	pub := &fakePub{}
	sch := newScheduler(s.DB, pub)

	tick(t, sch, sp(2026, 11, 23, 8, 0), 0) // 8 days before
	tick(t, sch, sp(2026, 11, 24, 7, 59), 0)
	tick(t, sch, sp(2026, 11, 24, 8, 0), 1) // 7 days before
	tick(t, sch, sp(2026, 11, 24, 8, 1), 0)
	tick(t, sch, sp(2026, 11, 24, 18, 30), 1)
	tick(t, sch, sp(2026, 11, 30, 8, 0), 1)
	tick(t, sch, sp(2026, 12, 1, 8, 0), 1) // the 18:30 of 30/11 was never ticked: 13 h late, skipped
	tick(t, newScheduler(s.DB, pub), sp(2026, 12, 1, 8, 0), 0)
	tick(t, sch, sp(2026, 12, 1, 18, 30), 1)

	var msgs []string
	for _, n := range notifications(t, c) {
		if n.Type != "reminder" || n.Priority != 3 || n.Title != "Lembrete de pagamento" || n.Link != "/app/financial-control" {
			t.Errorf("notification %+v", n)
		}
		msgs = append(msgs, n.Message)
	}
	want := []string{ // newest first
		"Buffet Sabor — R$ 12.345,67 — Vence hoje!",
		"Buffet Sabor — R$ 12.345,67 — Vence hoje!",
		"Buffet Sabor — R$ 12.345,67 — Vence amanhã!",
		"Buffet Sabor — R$ 12.345,67 — 7 dias restantes",
		"Buffet Sabor — R$ 12.345,67 — 7 dias restantes",
	}
	if len(msgs) != len(want) {
		t.Fatalf("messages %q, want %q", msgs, want)
	}
	for i := range want {
		if msgs[i] != want[i] {
			t.Errorf("message %d: %q, want %q", i, msgs[i], want[i])
		}
	}

	// The day after the due date: overdue with one warning, once.
	tick(t, sch, sp(2026, 12, 1, 23, 59), 0)
	tick(t, sch, sp(2026, 12, 2, 0, 0), 1)
	tick(t, newScheduler(s.DB, pub), sp(2026, 12, 2, 8, 0), 0)
	var status string
	if err := s.DB.QueryRow(`SELECT status FROM payment_reminders WHERE wedding_id = $1`, w).Scan(&status); err != nil || status != "overdue" {
		t.Fatalf("status %q %v, want overdue", status, err)
	}
	ns := notifications(t, c)
	if ns[0].Type != "warning" || ns[0].Title != "Pagamento vencido" || ns[0].Message != "Buffet Sabor — R$ 12.345,67 — venceu em 01/12/2026." {
		t.Errorf("overdue notification %+v", ns[0])
	}
	if len(ns) != 6 {
		t.Errorf("%d notifications, want 6", len(ns))
	}
	last := pub.events[w][len(pub.events[w])-1]
	if last.Type != realtime.Changed || last.Resource != "payment-reminders" {
		t.Errorf("last event %+v, want payment-reminders changed", last)
	}

	// Renegotiated: pending again with a new due date. When that one passes, it is overdue again.
	if _, err := s.DB.Exec(`UPDATE payment_reminders SET status = 'pending', due_date = '2026-12-10', updated_at = $1`,
		sp(2026, 12, 2, 9, 0).UTC()); err != nil {
		t.Fatal(err)
	}
	tick(t, sch, sp(2026, 12, 11, 1, 0), 1) // past the catch-up window of the 10/12 reminder times
	if err := s.DB.QueryRow(`SELECT status FROM payment_reminders WHERE wedding_id = $1`, w).Scan(&status); err != nil || status != "overdue" {
		t.Fatalf("after the new due date: status %q %v, want overdue", status, err)
	}
}

func TestPaidOrIgnoredRemindersAreQuiet(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-000000000002", "2026-11-25", `["08:00"]`)
	if _, err := s.DB.Exec(`UPDATE payment_reminders SET status = 'paid'`); err != nil {
		t.Fatal(err)
	}
	sch := newScheduler(s.DB, nil)
	tick(t, sch, sp(2026, 11, 24, 8, 0), 0)
	tick(t, sch, sp(2026, 11, 27, 8, 0), 0)
}

// Two schedulers (two instances, or a slow tick overlapping the next) on one database: every
// delivery is made exactly once.
func TestConcurrentSchedulersDeliverOnce(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	const tasks = 12
	for i := range tasks {
		addTask(t, c, "Tarefa "+string(rune('A'+i)), "2026-11-23", "08:00")
	}
	insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-000000000003", "2026-11-23", `["08:00"]`)
	insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-000000000004", "2026-11-22", `["08:00"]`)
	twin := s.Twin(t)

	var wg sync.WaitGroup
	counts := make([]int, 4)
	errs := make([]error, 4)
	for i := range counts {
		d := s.DB
		if i%2 == 1 {
			d = twin.DB
		}
		sch := newScheduler(d, nil)
		wg.Go(func() { counts[i], errs[i] = sch.Tick(context.Background(), sp(2026, 11, 23, 8, 0)) })
	}
	wg.Wait()
	total := 0
	for i := range counts {
		if errs[i] != nil {
			t.Fatalf("scheduler %d: %v", i, errs[i])
		}
		total += counts[i]
	}
	if want := tasks + 2; total != want { // tasks + one payment reminder + one overdue
		t.Errorf("%d deliveries in all, want %d (%v)", total, want, counts)
	}
	if ns := notifications(t, c); len(ns) != tasks+2 {
		t.Errorf("%d notifications, want %d", len(ns), tasks+2)
	}
	var rows int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM job_deliveries WHERE wedding_id = $1`, w).Scan(&rows); err != nil || rows != tasks+2 {
		t.Errorf("job_deliveries %d %v", rows, err)
	}
}

func TestDeleteOldKeepsRecentDeliveries(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	addTask(t, c, "Antiga", "2026-11-23", "08:00")
	addTask(t, c, "Recente", "2026-12-30", "08:00")
	sch := newScheduler(s.DB, nil)
	tick(t, sch, sp(2026, 11, 23, 8, 0), 1)
	tick(t, sch, sp(2026, 12, 30, 8, 0), 1)
	if err := job.DeleteOld(context.Background(), s.DB, sp(2026, 12, 30, 9, 0)); err != nil {
		t.Fatal(err)
	}
	var keys []string
	rows, err := s.DB.Query(`SELECT key FROM job_deliveries`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	if len(keys) != 1 || !strings.HasSuffix(keys[0], ":2026-12-30:08:00") {
		t.Fatalf("keys left %v, want only the recent one", keys)
	}
}

// A tick reads its rows in batches of BatchSize: with more due rows than a batch (and a row that
// is not due in between, so pages do not line up with deliveries) it still delivers every one,
// each once.
func TestTickDeliversMoreThanABatch(t *testing.T) {
	old := job.BatchSize
	job.BatchSize = 2
	t.Cleanup(func() { job.BatchSize = old })
	s := apptest.New(t)
	c := s.SignUp(t, "lote@exemplo.com")
	for i := range 5 {
		addTask(t, c, "Tarefa "+string(rune('A'+i)), "2026-11-23", "08:00")
	}
	addTask(t, c, "Outro horário", "2026-11-23", "09:00")
	w := weddingID(t, s.DB, "lote@exemplo.com")
	for i := range 5 { // 5 overdue payments: the second source also spans pages
		insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-00000000010"+string(rune('0'+i)), "2026-11-20", `["08:00"]`)
	}
	sch := newScheduler(s.DB, nil)
	tick(t, sch, sp(2026, 11, 23, 8, 0), 10)
	tick(t, sch, sp(2026, 11, 23, 8, 1), 0)
	if ns := notifications(t, c); len(ns) != 10 {
		t.Fatalf("%d notifications, want 10", len(ns))
	}
}

// A reminder time is a wall-clock time in the wedding's zone (weddings.time_zone), never the
// server's or a browser's: a wedding kept in Tokyo is reminded at 08:00 Tokyo time.
func TestReminderTimesAreInTheWeddingsZone(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	addTask(t, c, "Provar o vestido", "2026-11-24", "08:00")
	insertPaymentReminder(t, s.DB, w, "01900000-0000-7000-8000-000000000001", "2026-11-30", `["09:00"]`)
	if _, err := s.DB.Exec(`UPDATE weddings SET time_zone = 'Asia/Tokyo' WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	tokyo := mustZone("Asia/Tokyo")
	sch := newScheduler(s.DB, &fakePub{})

	tick(t, sch, sp(2026, 11, 24, 8, 0), 0) // 08:00 in São Paulo is 20:00 in Tokyo
	tick(t, sch, time.Date(2026, 11, 24, 8, 0, 0, 0, tokyo), 1)
	tick(t, sch, sp(2026, 11, 24, 9, 0), 0)
	tick(t, sch, time.Date(2026, 11, 24, 9, 0, 0, 0, tokyo), 1) // 6 days before the due date
	if n := len(notifications(t, c)); n != 2 {
		t.Fatalf("%d notifications, want 2", n)
	}
}

package app_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/realtime"
)

// sseEvent is one frame of a text/event-stream (comments skipped).
type sseEvent struct {
	ID   string
	Type string `json:"type"`
	Res  string `json:"resource"`
	Item string `json:"id"`
}

type stream struct {
	t      *testing.T
	resp   *http.Response
	events chan sseEvent
	close  context.CancelFunc // ends the stream, as a closed tab does
}

// openStream opens GET /api/events for c and reads its frames in the background.
func openStream(t *testing.T, c *apptest.Client, lastID string) *stream {
	t.Helper()
	return openStreamAt(t, c, "/api/events", lastID)
}

// openStreamAt is openStream for a path with a query (?since=).
func openStreamAt(t *testing.T, c *apptest.Client, path, lastID string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	h := http.Header{}
	if lastID != "" {
		h.Set("Last-Event-ID", lastID)
	}
	resp := c.Open(ctx, path, h)
	t.Cleanup(func() { cancel(); resp.Body.Close() })
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/events: %d", resp.StatusCode)
	}
	s := &stream{t: t, resp: resp, events: make(chan sseEvent, 64), close: cancel}
	ready := make(chan struct{})
	go func() {
		defer close(s.events)
		sc := bufio.NewScanner(resp.Body)
		var cur sseEvent
		opened := false
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == ": ok" && !opened:
				opened = true
				close(ready)
			case strings.HasPrefix(line, "id: "):
				cur.ID = strings.TrimPrefix(line, "id: ")
			case strings.HasPrefix(line, "data: "):
				if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &cur); err != nil {
					t.Errorf("bad data line %q: %v", line, err)
				}
			case line == "" && cur.Type != "":
				s.events <- cur
				cur = sseEvent{}
			}
		}
	}()
	select { // the subscription exists once the first frame arrived
	case <-ready:
	case <-time.After(5 * time.Second):
		t.Fatal("stream did not open")
	}
	return s
}

func (s *stream) next() sseEvent {
	s.t.Helper()
	select {
	case e, ok := <-s.events:
		if !ok {
			s.t.Fatal("stream ended")
		}
		return e
	case <-time.After(5 * time.Second):
		s.t.Fatal("no event within 5 s")
		return sseEvent{}
	}
}

func signIn(t *testing.T, s *apptest.Server, email string) *apptest.Client {
	t.Helper()
	c := s.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]string{"email": email, "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("sign-in: %d %s", res.Status, res.Body)
	}
	return c
}

func addGuest(t *testing.T, c *apptest.Client, name string) {
	t.Helper()
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": name}); res.Status != http.StatusCreated {
		t.Fatalf("add guest: %d %s", res.Status, res.Body)
	}
}

func TestEventsStreamCarriesThePartnersWrites(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s, "casal@exemplo.com")
	stranger := s.SignUp(t, "outro@exemplo.com")

	if res := s.NewClient(t).Do("GET", "/api/events", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("without a session: %d", res.Status)
	}
	sb := openStream(t, b, "")
	if h := sb.resp.Header; !strings.HasPrefix(h.Get("Content-Type"), "text/event-stream") ||
		h.Get("X-Accel-Buffering") != "no" || h.Get("Cache-Control") != "no-store" {
		t.Fatalf("headers %v", h)
	}
	sOther := openStream(t, stranger, "")

	addGuest(t, a, "Maria")
	e := sb.next()
	if e.Type != "changed" || e.Res != "guests" || e.ID == "" {
		t.Fatalf("event %+v, want guests changed with an id", e)
	}
	// A failed write announces nothing; a write that creates a notification also says so.
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": ""}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("invalid guest: %d", res.Status)
	}
	if res := a.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório",
		"venue_address": "Rua A, 1"}); res.Status != http.StatusCreated {
		t.Fatalf("ceremony: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Type != "changed" || e.Res != "ceremonies" {
		t.Fatalf("event %+v, want ceremonies changed", e)
	}
	n := sb.next()
	if n.Type != "notification.created" || n.Item == "" {
		t.Fatalf("event %+v, want notification.created", n)
	}

	// The other wedding heard none of it: its first event is its own write.
	addGuest(t, stranger, "José")
	if e := sOther.next(); e.Res != "guests" {
		t.Fatalf("other wedding's first event %+v", e)
	}
	// Had b heard it, it would come before this write of its own wedding.
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Enviar convites", "prioridade": "media"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Res != "checklist" {
		t.Fatalf("leak: %+v, want this wedding's checklist event", e)
	}
}

func TestEventsStreamReplaysAfterReconnect(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s, "casal@exemplo.com")
	sb := openStream(t, b, "")
	addGuest(t, a, "Maria")
	seen := sb.next()
	sb.resp.Body.Close() // b goes offline
	addGuest(t, a, "João")

	again := openStream(t, b, seen.ID)
	if e := again.next(); e.Res != "guests" || e.ID == seen.ID {
		t.Fatalf("replayed %+v, want the guest added while offline", e)
	}
	stale := openStream(t, b, "desconhecido.1")
	if e := stale.next(); e.Type != "resync" {
		t.Fatalf("unknown Last-Event-ID: %+v, want resync", e)
	}
}

// A page opens its stream from the position its first read carried: a change made between that
// read and the open is replayed, and nothing read after it is (the app reads nothing twice).
func TestEventsStreamStartsFromAReadsPosition(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s, "casal@exemplo.com")
	position := func(path string) string {
		t.Helper()
		res := b.Do("GET", path, nil)
		p := res.Header.Get(realtime.PositionHeader)
		if res.Status != http.StatusOK || !strings.Contains(p, ".") {
			t.Fatalf("GET %s: %d, position %q", path, res.Status, p)
		}
		return p
	}
	since := func(p string) string { return "/api/events?since=" + url.QueryEscape(p) }

	before := position("/api/session")
	addGuest(t, a, "Maria") // while b's page loads, before its stream is open
	fromRead := openStreamAt(t, b, since(before), "")
	missed := fromRead.next()
	if missed.Type != "changed" || missed.Res != "guests" {
		t.Fatalf("replayed %+v, want the guest added after the read", missed)
	}

	// Read after the change: nothing to replay, the first event is the next write.
	after := position("/api/guests")
	fresh := openStreamAt(t, b, since(after), "")
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Enviar convites", "prioridade": "media"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	if e := fresh.next(); e.Res != "checklist" {
		t.Fatalf("first event %+v, want the checklist write (the guest was read already)", e)
	}

	// The browser's Last-Event-ID, on a reconnection, wins over the page's ?since=.
	again := openStreamAt(t, b, since(before), missed.ID)
	if e := again.next(); e.Res != "checklist" {
		t.Fatalf("reconnection replayed %+v, want only what came after its last id", e)
	}
	// A position of another instance, or garbage, cannot be replayed from: resync.
	for _, bad := range []string{"outra.1", "x", strings.Repeat("9", 40)} {
		if e := openStreamAt(t, b, since(bad), "").next(); e.Type != "resync" {
			t.Fatalf("since=%q: %+v, want resync", bad, e)
		}
	}
	// A public read made signed in carries it too (the app reads the plans before its stream
	// opens); a visitor's does not: the sequence counts every wedding's events.
	if p := b.Do("GET", "/api/plans", nil).Header.Get(realtime.PositionHeader); p == "" {
		t.Fatal("GET /api/plans signed in: no position")
	}
	if p := s.NewClient(t).Do("GET", "/api/plans", nil).Header.Get(realtime.PositionHeader); p != "" {
		t.Fatalf("GET /api/plans for a visitor: position %q", p)
	}
}

// The scheduler's notifications reach the streams; the test endpoint runs it at a given time.
func TestRunJobsPublishesReminders(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_TEST_ENDPOINTS": "true"})
	a := s.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s, "casal@exemplo.com")
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prioridade": "alta",
		"prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	sb := openStream(t, b, "")
	for _, bad := range []any{map[string]any{"at": "amanhã"}, map[string]any{"when": "x"}, "{"} {
		if res := a.Do("POST", "/api/test/run-jobs", bad); res.Status < 400 || res.Status >= 500 {
			t.Fatalf("run-jobs %v: %d", bad, res.Status)
		}
	}
	res := a.Do("POST", "/api/test/run-jobs", map[string]any{"at": "2026-11-22T21:00:00Z"}) // 18:00 in São Paulo
	var out struct {
		Delivered int `json:"delivered"`
	}
	res.JSON(t, &out)
	if res.Status != http.StatusOK || out.Delivered != 1 {
		t.Fatalf("run-jobs: %d %s", res.Status, res.Body)
	}
	// The test endpoint's own request is no member write: the one event is the scheduler's.
	if e := sb.next(); e.Type != "notification.created" || e.Item == "" {
		t.Fatalf("event %+v", e)
	}
	if res := apptest.New(t).NewClient(t).Do("POST", "/api/test/run-jobs", map[string]any{"at": "2026-11-22T21:00:00Z"}); res.Status != http.StatusNotFound {
		t.Fatalf("without the flag: %d", res.Status)
	}
}

// Two instances on one PostgreSQL database: a write on one reaches streams on the other
// through LISTEN/NOTIFY, and so do the scheduler's reminders.
func TestEventsCrossInstances(t *testing.T) {
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("LISTEN/NOTIFY needs PostgreSQL (TEST_DATABASE_URL)")
	}
	s1 := apptest.NewWithEnv(t, map[string]string{"ACEITO_TEST_ENDPOINTS": "true"})
	s2 := s1.Twin(t) // both listening once started (apptest waits for LISTEN)
	a := s1.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s1, "casal@exemplo.com").On(s2)
	sb := openStream(t, b, "")
	sa := openStream(t, a, "")

	addGuest(t, a, "Maria")
	if e := sb.next(); e.Type != "changed" || e.Res != "guests" {
		t.Fatalf("on the twin: %+v", e)
	}
	if e := sa.next(); e.Res != "guests" {
		t.Fatalf("on the same instance: %+v", e)
	}
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prioridade": "alta",
		"prazo": "2026-11-22", "horario_lembrete": "18:00"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Res != "checklist" {
		t.Fatalf("on the twin: %+v", e)
	}
	if n, err := s1.App.RunJobs(context.Background(), time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)); err != nil || n != 1 {
		t.Fatalf("RunJobs: %d %v", n, err)
	}
	if e := sb.next(); e.Type != "notification.created" {
		t.Fatalf("reminder on the twin: %+v", e)
	}
	// Each instance delivers its own events once: no echo of the twin's copy.
	addGuest(t, b, "João") // written through s2
	if e := sa.next(); e.Res != "checklist" {
		t.Fatalf("s1 stream: %+v, want the checklist event next", e)
	}
	if e := sa.next(); e.Type != "notification.created" {
		t.Fatalf("s1 stream: %+v", e)
	}
	if e := sa.next(); e.Res != "guests" {
		t.Fatalf("s1 stream: %+v, want the guest added on s2", e)
	}
	if e := sb.next(); e.Res != "guests" {
		t.Fatalf("s2 stream: %+v, want its own guests event", e)
	}
}

// A burst of writes on one instance reaches the other in order although the instance sends its
// events to PostgreSQL in batches, off the requests' path: the event of a write made after the
// burst is the last the twin's stream receives, after the burst's own.
func TestEventsCrossInstancesInOrderAfterABurst(t *testing.T) {
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("LISTEN/NOTIFY needs PostgreSQL (TEST_DATABASE_URL)")
	}
	s1 := apptest.New(t)
	s2 := s1.Twin(t) // both listening once started (apptest waits for LISTEN)
	a := s1.SignUp(t, "casal@exemplo.com")
	sb := openStream(t, signIn(t, s1, "casal@exemplo.com").On(s2), "")
	sa := openStream(t, a, "")
	// Fewer events than a stream's buffer (realtime's subBuffer, 32): the batched NOTIFY hands
	// the twin the whole burst at once, and a stream that falls further behind is told to resync
	// instead, by design; this test is about the order, not about that.
	const writers, each = 8, 3
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				if res := a.Do("POST", "/api/guests", map[string]any{"nome": fmt.Sprintf("Convidado %d-%d", w, i)}); res.Status != http.StatusCreated {
					t.Errorf("add guest: %d %s", res.Status, res.Body)
				}
			}
		}()
	}
	wg.Wait()
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prioridade": "alta",
		"prazo": "2026-11-22"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	// Locally every write is its own event.
	for i := range writers * each {
		if e := sa.next(); e.Res != "guests" {
			t.Fatalf("local event %d: %+v", i, e)
		}
	}
	if e := sa.next(); e.Res != "checklist" {
		t.Fatalf("local last event: %+v", e)
	}
	// The twin may get fewer guests events (PostgreSQL delivers one of identical notifications
	// sent together; every one of them says "refetch the guests"), never one after the task's.
	guests := 0
	for e := sb.next(); e.Res != "checklist"; e = sb.next() {
		if e.Res != "guests" {
			t.Fatalf("twin event: %+v", e)
		}
		guests++
	}
	if guests == 0 {
		t.Fatal("the twin heard none of the burst's writes")
	}
	// A write after that one: had a guests event been held back, it would come before this.
	if res := a.Do("POST", "/api/checklist", map[string]any{"tarefa": "Contratar a banda", "prioridade": "media",
		"prazo": "2026-11-23"}); res.Status != http.StatusCreated {
		t.Fatalf("task: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Res != "checklist" {
		t.Fatalf("twin event after the task's: %+v", e)
	}
}

// Two instances on one PostgreSQL database: a member whose stream is on one instance is seen by
// the other member on the other instance ('Rafael está vendo esta página'), and is gone from
// there when the stream closes.
func TestPresenceCrossesInstances(t *testing.T) {
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("LISTEN/NOTIFY needs PostgreSQL (TEST_DATABASE_URL)")
	}
	s1 := apptest.New(t)
	s2 := s1.Twin(t) // both listening once started (apptest waits for LISTEN)
	ana := s1.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s1, ana, "rafael@exemplo.com", "partner").On(s2)
	sa := openStream(t, ana, "")
	sr := openStream(t, rafael, "")
	viewers := func() []string {
		var out struct{ Viewers []struct{ Path string } }
		ana.Do("GET", "/api/presence", nil).JSON(t, &out)
		paths := []string{}
		for _, v := range out.Viewers {
			paths = append(paths, v.Path)
		}
		return paths
	}
	// untilPresence reads Ana's stream until a presence hint after which she sees want: the
	// other instance's hint may come before its presence note, the note's own hint after it.
	untilPresence := func(want string) {
		t.Helper()
		for {
			e := sa.next()
			if e.Res != "presence" {
				continue
			}
			if got := strings.Join(viewers(), ","); got == want {
				return
			}
		}
	}
	if res := rafael.Do("POST", "/api/presence", map[string]string{"path": "/app/budget"}); res.Status != http.StatusNoContent {
		t.Fatalf("presence: %d %s", res.Status, res.Body)
	}
	untilPresence("/app/budget")
	sr.close()
	untilPresence("")
}

// The stream outlives the server's WriteTimeout (the handler clears the write deadline through
// every middleware's ResponseWriter) and sends heartbeats.
func TestEventsStreamOutlivesWriteTimeoutWithHeartbeats(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	old := realtime.Heartbeat
	realtime.Heartbeat = 40 * time.Millisecond
	t.Cleanup(func() { realtime.Heartbeat = old })

	srv := httptest.NewUnstartedServer(s.App.Handler())
	srv.Config.WriteTimeout = 200 * time.Millisecond
	srv.Start()
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/events", nil)
	req.AddCookie(&http.Cookie{Name: auth.CookieName, Value: c.Cookie(auth.CookieName)})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	start := time.Now()
	sc := bufio.NewScanner(resp.Body)
	pings := 0
	for pings < 10 && sc.Scan() {
		if sc.Text() == ": ping" {
			pings++
		}
	}
	if pings < 10 {
		t.Fatalf("stream ended after %d heartbeats (%v): %v", pings, time.Since(start), sc.Err())
	}
	if time.Since(start) < 200*time.Millisecond {
		t.Fatalf("10 heartbeats in %v: faster than they are sent", time.Since(start))
	}
}

// Signing out ends the member's open streams (checked every SessionCheck).
func TestEventsStreamEndsAfterSignOut(t *testing.T) {
	old := realtime.SessionCheck
	realtime.SessionCheck = 20 * time.Millisecond
	t.Cleanup(func() { realtime.SessionCheck = old })
	s := apptest.New(t)
	a := s.SignUp(t, "casal@exemplo.com")
	b := signIn(t, s, "casal@exemplo.com")
	sa := openStream(t, a, "")
	sb := openStream(t, b, "")
	if res := b.Do("POST", "/api/auth/signout", nil); res.Status >= 300 {
		t.Fatalf("sign-out: %d %s", res.Status, res.Body)
	}
	select {
	case e, ok := <-sb.events:
		if ok {
			t.Fatalf("event %+v after sign-out", e)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the signed-out stream stayed open")
	}
	// The other session's stream goes on.
	addGuest(t, a, "Maria")
	if e := sa.next(); e.Res != "guests" {
		t.Fatalf("event %+v", e)
	}
	// ...until that session expires (its row is only deleted later, by maintenance).
	s.Advance(31 * 24 * time.Hour)
	for {
		select {
		case _, ok := <-sa.events:
			if ok {
				continue // a heartbeat-free stream may still carry a queued event
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the expired session's stream stayed open")
		}
		break
	}
}

// A guest has no session, yet the couple's open screens hear the answer at once.
func TestEventsStreamCarriesAGuestsAnswer(t *testing.T) {
	s := apptest.New(t)
	b := s.SignUp(t, "casal@exemplo.com")
	var wedding string
	if err := s.DB.QueryRow(`SELECT wedding_id FROM wedding_members`).Scan(&wedding); err != nil {
		t.Fatal(err)
	}
	now := s.Now()
	if _, err := s.DB.Exec(`INSERT INTO digital_invitations (id, wedding_id, guest_name, guest_email, event_date, reminder_days,
		status, sent_at, created_at, updated_at) VALUES ('inv-1', $1, 'Tia Lúcia', 'lucia@exemplo.com', '2027-05-15', '[7,2,0]', 'sent', $2, $2, $2)`,
		wedding, now); err != nil {
		t.Fatal(err)
	}
	token, err := digitalinvite.NewLink(context.Background(), s.DB, "inv-1", now)
	if err != nil {
		t.Fatal(err)
	}
	sb := openStream(t, b, "")

	if res := s.NewClient(t).Do("POST", "/api/public/invitations/"+token+"/response", map[string]string{"answer": "confirmed"}); res.Status != http.StatusOK {
		t.Fatalf("answer: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Type != "changed" || e.Res != "digital-invitations" {
		t.Fatalf("event %+v, want digital-invitations changed", e)
	}
	if e := sb.next(); e.Type != "notification.created" || e.Item == "" {
		t.Fatalf("event %+v, want notification.created", e)
	}
	// A quick change of answer creates no notification, so it publishes only the change: the
	// next event after it is the guest list's.
	if res := s.NewClient(t).Do("POST", "/api/public/invitations/"+token+"/response", map[string]string{"answer": "declined"}); res.Status != http.StatusOK {
		t.Fatalf("answer: %d %s", res.Status, res.Body)
	}
	if e := sb.next(); e.Type != "changed" || e.Res != "digital-invitations" {
		t.Fatalf("event %+v, want digital-invitations changed", e)
	}
	addGuest(t, b, "Maria")
	if e := sb.next(); e.Type != "changed" || e.Res != "guests" {
		t.Fatalf("event %+v, want guests changed (no notification for a quick change)", e)
	}
}

// A session's stream over realtime.MaxStreamsPerSession ends its oldest stream; the others
// keep receiving events.
func TestOldestStreamOfASessionIsClosed(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var streams []*stream
	for range realtime.MaxStreamsPerSession + 1 {
		streams = append(streams, openStream(t, c, ""))
	}
	select {
	case _, open := <-streams[0].events:
		if open {
			t.Fatal("the oldest stream got an event instead of ending")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the oldest stream is still open")
	}
	addGuest(t, c, "Maria")
	for _, st := range streams[1:] {
		if e := st.next(); e.Type != "changed" || e.Res != "guests" {
			t.Fatalf("event %+v", e)
		}
	}
}

// An unsubscribe link changes a member's choice outside the app: that member's open streams hear
// of it (their 'Notificações' card refetches), the partner's do not (their choice did not change).
func TestUnsubscribeReachesTheMembersOpenApp(t *testing.T) {
	s, srv := smtpServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	if res := ana.Do("POST", "/api/payment-reminders", map[string]any{"supplier_name": "Buffet Sabor", "amount_cents": 150000,
		"due_date": "2026-11-25", "notification_times": []string{"18:00"}}); res.Status != http.StatusCreated {
		t.Fatalf("payment: %d %s", res.Status, res.Body)
	}
	if n, err := s.App.RunJobs(context.Background(), time.Date(2026, 11, 22, 21, 0, 0, 0, time.UTC)); err != nil || n != 1 {
		t.Fatalf("RunJobs: %d %v", n, err)
	}
	seen := 0
	var link []string
	for _, m := range deliver(t, s, srv, &seen) {
		if m.To == "ana@exemplo.com" {
			link = unsubscribeLink.FindStringSubmatch(m.Text)
		}
	}
	if link == nil {
		t.Fatal("no unsubscribe link e-mailed to ana")
	}

	sa, sr := openStream(t, ana, ""), openStream(t, rafael, "")
	addGuest(t, rafael, "Tio Beto") // an event before, to reconnect from
	before := sr.next()
	if e := sa.next(); e.ID != before.ID {
		t.Fatalf("ana's first event %+v, rafael's %+v", e, before)
	}
	if res := s.NewClient(t).DoRaw("POST", "/descadastrar/"+link[1], "application/x-www-form-urlencoded",
		[]byte("List-Unsubscribe=One-Click")); res.Status != http.StatusOK {
		t.Fatalf("unsubscribe: %d %s", res.Status, res.Body)
	}
	addGuest(t, rafael, "Tia Rosa") // a write both streams carry, after the unsubscribe's event
	anaID := session(t, ana).User.ID
	if e := sa.next(); e.Type != realtime.Changed || e.Res != "notification-preferences" || e.Item != anaID {
		t.Fatalf("ana's stream: %+v, want the preferences changed for %s", e, anaID)
	}
	if e := sa.next(); e.Res != "guests" {
		t.Fatalf("ana's stream then: %+v", e)
	}
	if e := sr.next(); e.Res != "guests" {
		t.Fatalf("rafael's stream got %+v, want only the guest (the preferences are ana's)", e)
	}
	// A reconnecting partner is not replayed ana's event either: only the guest after it.
	if e := openStream(t, rafael, before.ID).next(); e.Res != "guests" || e.ID == before.ID {
		t.Fatalf("replayed to rafael: %+v", e)
	}
}

package realtime

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/auth"
)

func recv(t *testing.T, s *Sub) Event {
	t.Helper()
	select {
	case e := <-s.Events():
		return e
	default:
		t.Fatal("no event queued")
		return Event{}
	}
}

func empty(t *testing.T, s *Sub) {
	t.Helper()
	select {
	case e := <-s.Events():
		t.Fatalf("unexpected event %+v", e)
	default:
	}
}

func TestPublishReachesEveryStreamOfTheWeddingOnly(t *testing.T) {
	b := NewBroker(nil)
	a1, _, _ := b.Subscribe("wa", "")
	a2, _, _ := b.Subscribe("wa", "")
	other, _, _ := b.Subscribe("wb", "")
	if err := b.Publish(context.Background(), "wa", Event{Type: Changed, Resource: "guests"}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Sub{a1, a2} {
		if e := recv(t, s); e.Type != Changed || e.Resource != "guests" || e.ID == "" {
			t.Errorf("event %+v", e)
		}
	}
	empty(t, other)
	b.Unsubscribe(a2)
	_ = b.Publish(context.Background(), "wa", Event{Type: Changed, Resource: "budget"})
	recv(t, a1)
	empty(t, a2)
}

func TestReconnectReplaysOrAsksForResync(t *testing.T) {
	b := NewBroker(nil)
	ctx := context.Background()
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "guests"})
	s, _, _ := b.Subscribe("wa", "")
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "checklist"})
	first := recv(t, s)
	_ = b.Publish(ctx, "wb", Event{Type: Changed, Resource: "gifts"}) // another wedding's
	_ = b.Publish(ctx, "wa", Event{Type: NotificationCreated, Item: "n1"})
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "budget"})

	_, replay, resync := b.Subscribe("wa", first.ID)
	if resync || len(replay) != 2 || replay[0].Item != "n1" || replay[1].Resource != "budget" {
		t.Fatalf("replay %+v resync %v, want the two later events of this wedding", replay, resync)
	}
	if _, replay, resync := b.Subscribe("wc", first.ID); resync || len(replay) != 0 {
		t.Errorf("quiet wedding: replay %+v resync %v, want nothing", replay, resync)
	}
	for _, id := range []string{"garbage", "ffffffff.1", b.instance + ".999"} {
		if _, replay, resync := b.Subscribe("wa", id); !resync || len(replay) != 0 {
			t.Errorf("Last-Event-ID %q: replay %+v resync %v, want resync", id, replay, resync)
		}
	}
	for range ringSize {
		_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "guests"})
	}
	if _, _, resync := b.Subscribe("wa", first.ID); !resync {
		t.Error("events evicted from the ring: want resync")
	}
}

// A client that never reads must not block publishers: its events are dropped and it is told
// to resync.
func TestSlowSubscriberDoesNotBlockPublishers(t *testing.T) {
	b := NewBroker(nil)
	slow, _, _ := b.Subscribe("wa", "")
	fast, _, _ := b.Subscribe("wa", "")
	done := make(chan struct{})
	got := 0
	go func() {
		defer close(done)
		for range 10 * subBuffer {
			_ = b.Publish(context.Background(), "wa", Event{Type: Changed, Resource: "guests"})
			<-fast.Events() // the fast one keeps up
			got++
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("publishing blocked on a slow subscriber")
	}
	if got != 10*subBuffer {
		t.Errorf("fast subscriber got %d events", got)
	}
	if len(slow.Events()) != subBuffer {
		t.Errorf("slow subscriber holds %d events, want %d", len(slow.Events()), subBuffer)
	}
	select {
	case <-slow.Resyncs():
	default:
		t.Error("slow subscriber was not told to resync")
	}
}

func TestResource(t *testing.T) {
	for path, want := range map[string]string{"/api/guests": "guests", "/api/guests/1/invitation-message": "guests",
		"/api/checklist/suggested": "checklist", "/healthz": "", "/api/": ""} {
		if got := Resource(path); got != want {
			t.Errorf("Resource(%q) = %q, want %q", path, got, want)
		}
	}
}

// A wedding's ring dropped for idleness and then created again by a new event: a client that
// last saw an event of the dropped ring cannot be replayed to and must resync.
func TestReconnectAfterThePrunedRingResyncs(t *testing.T) {
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	b := NewBroker(func() time.Time { return clock })
	ctx := context.Background()
	s, _, _ := b.Subscribe("wa", "")
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "guests"})
	seen := recv(t, s)
	b.Unsubscribe(s)                                                      // the browser went away
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "checklist"}) // missed by it

	clock = clock.Add(ringTTL + time.Minute)
	b.mu.Lock()
	b.pruneLocked(clock)
	b.mu.Unlock()
	_ = b.Publish(ctx, "wa", Event{Type: Changed, Resource: "budget"}) // a new ring

	if _, replay, resync := b.Subscribe("wa", seen.ID); !resync {
		t.Fatalf("replay %+v without resync: the checklist event is lost", replay)
	}
}

// A partner's write can commit while a request's session is looked up (that lookup reads the
// data version that picks cached answers): the position must come from before it, so a stream
// opened from it is replayed the write.
func TestPositionIsTakenBeforeTheSessionLookup(t *testing.T) {
	b := NewBroker(nil)
	_ = b.Publish(context.Background(), "w1", Event{Type: Changed, Resource: "budget"})
	lookup := func(signedIn bool, next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_ = b.Publish(r.Context(), "w1", Event{Type: Changed, Resource: "guests"})
			if signedIn {
				r = r.WithContext(auth.WithIdentity(r.Context(), auth.Identity{UserID: "u1", WeddingID: "w1"}))
			}
			next.ServeHTTP(w, r)
		})
	}
	read := StampPosition(func(http.ResponseWriter, *http.Request) error { return nil })

	rec := httptest.NewRecorder()
	b.TakePosition(lookup(true, read)).ServeHTTP(rec, httptest.NewRequest("GET", "/api/guests", nil))
	position := rec.Header().Get(PositionHeader)
	_, replay, resync := b.Subscribe("w1", position)
	if resync || len(replay) != 1 || replay[0].Resource != "guests" {
		t.Fatalf("from %q: replay %+v resync %v, want the guests write made during the lookup", position, replay, resync)
	}

	visitor := httptest.NewRecorder()
	b.TakePosition(lookup(false, read)).ServeHTTP(visitor, httptest.NewRequest("GET", "/api/plans", nil))
	if p := visitor.Header().Get(PositionHeader); p != "" {
		t.Fatalf("a visitor was told the position %q", p)
	}
}

// After events of other instances may have been lost (resyncAll), a stream opened from an older
// id or position is told to resync; one from a position taken afterwards is replayed as usual.
func TestPositionsBeforeALossResync(t *testing.T) {
	b := NewBroker(nil)
	_ = b.Publish(context.Background(), "w1", Event{Type: Changed, Resource: "guests"})
	before := b.Position()
	if _, _, resync := b.Subscribe("w1", before); resync {
		t.Fatal("resync before any loss")
	}
	b.resyncAll()
	if _, _, resync := b.Subscribe("w1", before); !resync {
		t.Fatalf("from %q after a loss: no resync", before)
	}
	after := b.Position()
	_ = b.Publish(context.Background(), "w1", Event{Type: Changed, Resource: "gifts"})
	if _, replay, resync := b.Subscribe("w1", after); resync || len(replay) != 1 || replay[0].Resource != "gifts" {
		t.Fatalf("from %q: replay %+v resync %v, want the gifts write", after, replay, resync)
	}
	if _, _, resync := b.Subscribe("w1", b.instance+".999999"); !resync {
		t.Fatal("a position ahead of this instance: no resync")
	}
}

func TestOriginSeqsSeeSkippedPayloads(t *testing.T) {
	o := originSeqs{}
	for _, step := range []struct {
		origin string
		seq    uint64
		gap    bool
	}{
		{"a", 7, false}, // first heard: its earlier payloads went to no one listening here
		{"a", 8, false},
		{"b", 1, false},
		{"a", 11, true}, // 9 and 10 never came
		{"a", 12, false},
		{"b", 2, false},
	} {
		if got := o.gap(step.origin, step.seq); got != step.gap {
			t.Fatalf("%s.%d: gap %v, want %v", step.origin, step.seq, got, step.gap)
		}
	}
}

package realtime

import (
	"context"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/db/dbtest"
)

// One pg_notify batch holding one session's presence A, B, A: PostgreSQL delivers identical
// notifications of one transaction once, so without the envelope's Seq the other instance would
// hear A, B and keep showing B. The batch ends with an event, which arrives after the notes.
func TestOneBatchDeliversEveryPresenceNoteInOrder(t *testing.T) {
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("LISTEN/NOTIFY needs PostgreSQL (TEST_DATABASE_URL)")
	}
	ctx := context.Background()
	d := dbtest.New(t)
	sender, err := NewPostgresBroker(ctx, d, nil)
	if err != nil {
		t.Fatal(err)
	}
	listener, err := NewPostgresBroker(ctx, d, nil)
	if err != nil {
		t.Fatal(err)
	}
	listenCtx, stop := context.WithCancel(ctx)
	stopped := make(chan struct{})
	go func() { listener.Listen(listenCtx, slog.Default()); close(stopped) }()
	t.Cleanup(func() { stop(); <-stopped })
	<-listener.Listening()
	ana, _, _ := listener.SubscribeSession("W", "sa", "")
	defer listener.Unsubscribe(ana)

	// Hold the sender's queue as if a drain were running, so the four payloads wait together.
	p := sender.remote.(*pgRemote)
	held := make(chan struct{})
	p.mu.Lock()
	p.sending = held
	p.mu.Unlock()
	for _, path := range []string{"/app/budget", "/app/guests", "/app/budget"} {
		if err := p.publishPresence(ctx, "W", presenceNote{Session: "sr", User: "rafael", Path: path}); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.publish(ctx, "W", Event{Type: Changed, Resource: "guests"}); err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	if len(p.pending) != 4 {
		p.mu.Unlock()
		t.Fatalf("queued %d payloads, want 4 in one batch", len(p.pending))
	}
	done := make(chan struct{})
	p.sending = done
	p.mu.Unlock()
	close(held)
	go p.drain(done)
	<-done

	var got []string
	for len(got) == 0 || got[len(got)-1] != "guests" {
		select {
		case e := <-ana.Events():
			got = append(got, e.Resource)
		case <-time.After(10 * time.Second):
			t.Fatalf("the listener heard %v, then nothing for 10 s", got)
		}
	}
	want := []string{PresenceResource, PresenceResource, PresenceResource, "guests"}
	if len(got) != len(want) {
		t.Fatalf("events %v, want %v (a presence change per note, then the write)", got, want)
	}
	if v := listener.Viewers("W", "ana"); len(v) != 1 || v[0] != (Viewer{UserID: "rafael", Path: "/app/budget"}) {
		t.Fatalf("viewers after A, B, A: %v", v)
	}
}

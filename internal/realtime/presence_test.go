package realtime

import (
	"context"
	"testing"
	"time"
)

func TestPresenceFollowsTheStreamsAndStaysInItsWedding(t *testing.T) {
	b := NewBroker(nil)
	// Ana (session sa) watches wedding A's stream; Rafael (sr) opens his and reports a page.
	ana, _, _ := b.SubscribeSession("A", "sa", "")
	defer b.Unsubscribe(ana)
	if !b.SetPresence("A", "sr", "rafael", "/app/budget") {
		t.Fatal("a new presence is a change")
	}
	if v := b.Viewers("A", "ana"); len(v) != 0 {
		t.Fatalf("a session without an open stream is present: %v", v)
	}
	rafael, _, _ := b.SubscribeSession("A", "sr", "")
	if v := b.Viewers("A", "ana"); len(v) != 1 || v[0] != (Viewer{UserID: "rafael", Path: "/app/budget"}) {
		t.Fatalf("viewers: %v", v)
	}
	if v := b.Viewers("A", "rafael"); len(v) != 0 {
		t.Fatalf("one's own tabs are listed: %v", v)
	}
	if v := b.Viewers("B", "x"); len(v) != 0 {
		t.Fatalf("wedding B sees A's presence: %v", v)
	}
	if b.SetPresence("A", "sr", "rafael", "/app/budget") {
		t.Fatal("the same page again is no change")
	}
	if !b.SetPresence("A", "sr", "rafael", "/app/guests") {
		t.Fatal("another page is a change")
	}
	// Rafael's stream closes: he is gone, and Ana's stream is told.
	b.Unsubscribe(rafael)
	if v := b.Viewers("A", "ana"); len(v) != 0 {
		t.Fatalf("presence outlived the stream: %v", v)
	}
	select {
	case e := <-ana.Events():
		if e.Type != Changed || e.Resource != PresenceResource {
			t.Fatalf("event: %+v", e)
		}
	default:
		t.Fatal("no presence event when Rafael left")
	}
	if b.presence["A"] != nil {
		t.Fatalf("state kept after the last session left: %v", b.presence)
	}
}

func TestPresenceIsBounded(t *testing.T) {
	b := NewBroker(nil)
	for i := range maxPresencePerWedding {
		s := string(rune('a' + i))
		sub, _, _ := b.SubscribeSession("A", s, "")
		defer b.Unsubscribe(sub)
		if !b.SetPresence("A", s, "u"+s, "/app") {
			t.Fatalf("presence %d refused", i)
		}
	}
	if b.SetPresence("A", "extra", "ux", "/app") {
		t.Fatal("presence over the cap was kept")
	}
	long := "/" + string(make([]byte, 500))
	b.SetPresence("A", "a", "ua", long)
	for _, v := range b.Viewers("A", "") {
		if len(v.Path) > maxPresencePath {
			t.Fatalf("path of %d bytes kept", len(v.Path))
		}
	}
}

// fakeRemote records what a broker tells the other instances.
type fakeRemote struct{ notes []presenceNote }

func (f *fakeRemote) publish(context.Context, string, Event) error { return nil }
func (f *fakeRemote) publishPresence(_ context.Context, _ string, n presenceNote) error {
	f.notes = append(f.notes, n)
	return nil
}

// flush sends the queued notes, as sharePresence does.
func (b *Broker) flushNotesForTest() {
	b.mu.Lock()
	notes := b.notes
	b.notes = nil
	b.mu.Unlock()
	for _, n := range notes {
		_ = b.remote.publishPresence(context.Background(), n.wedding, n.note)
	}
}

func TestPresenceFromOtherInstances(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	b := NewBroker(func() time.Time { return now })
	remote := &fakeRemote{}
	b.remote = remote

	// Told: a streaming session's new route, and its leaving; never a session without a stream.
	b.SetPresence("A", "sx", "ximena", "/app/guests")
	b.flushNotesForTest()
	if len(remote.notes) != 0 {
		t.Fatalf("a session without a stream was shared: %+v", remote.notes)
	}
	sx, _, _ := b.SubscribeSession("A", "sx", "")
	b.SetPresence("A", "sx", "ximena", "/app/budget")
	b.Unsubscribe(sx)
	b.flushNotesForTest()
	want := []presenceNote{{Session: "sx", User: "ximena", Path: "/app/guests"}, {Session: "sx", User: "ximena", Path: "/app/budget"}, {Session: "sx", Gone: true}}
	if len(remote.notes) != len(want) {
		t.Fatalf("notes %+v, want %+v", remote.notes, want)
	}
	for i := range want {
		if remote.notes[i] != want[i] {
			t.Fatalf("note %d: %+v, want %+v", i, remote.notes[i], want[i])
		}
	}

	// Heard: Rafael on another instance is seen until PresenceTTL passes without a repeat.
	ana, _, _ := b.SubscribeSession("A", "sa", "")
	defer b.Unsubscribe(ana)
	if !b.hearPresence("A", presenceNote{Session: "sr", User: "rafael", Path: "/app/budget"}) {
		t.Fatal("a new remote session is a change")
	}
	if b.hearPresence("A", presenceNote{Session: "sr", User: "rafael", Path: "/app/budget"}) {
		t.Fatal("a repeat is no change")
	}
	if v := b.Viewers("A", "ana"); len(v) != 1 || v[0] != (Viewer{UserID: "rafael", Path: "/app/budget"}) {
		t.Fatalf("viewers: %v", v)
	}
	if v := b.Viewers("B", "ana"); len(v) != 0 {
		t.Fatalf("wedding B sees A's remote presence: %v", v)
	}
	now = now.Add(PresenceTTL - time.Second)
	b.refreshPresence()
	if v := b.Viewers("A", "ana"); len(v) != 1 {
		t.Fatalf("gone before the TTL: %v", v)
	}
	now = now.Add(time.Second)
	b.refreshPresence()
	if v := b.Viewers("A", "ana"); len(v) != 0 {
		t.Fatalf("kept after the TTL: %v", v)
	}
	select {
	case e := <-ana.Events():
		if e.Resource != PresenceResource {
			t.Fatalf("event: %+v", e)
		}
	default:
		t.Fatal("Ana's stream was not told that Rafael left")
	}
	// A remote 'gone' removes at once.
	b.hearPresence("A", presenceNote{Session: "sr", User: "rafael", Path: "/app"})
	if !b.hearPresence("A", presenceNote{Session: "sr", Gone: true}) || len(b.Viewers("A", "ana")) != 0 {
		t.Fatal("a remote 'gone' did not remove the session")
	}
}

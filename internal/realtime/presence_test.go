package realtime

import "testing"

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

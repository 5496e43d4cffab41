package realtime_test

import (
	"fmt"
	"testing"

	"github.com/aceito/aceito/internal/realtime"
)

func evicted(s *realtime.Sub) bool {
	select {
	case <-s.Evicted():
		return true
	default:
		return false
	}
}

// A session holds at most MaxStreamsPerSession streams: the next one closes the oldest.
func TestStreamsPerSession(t *testing.T) {
	b := realtime.NewBroker(nil)
	var subs []*realtime.Sub
	for range realtime.MaxStreamsPerSession {
		s, _, _ := b.SubscribeSession("wa", "sessao-1", "")
		subs = append(subs, s)
	}
	other, _, _ := b.SubscribeSession("wa", "sessao-2", "") // another member's stream
	for i, s := range subs {
		if evicted(s) {
			t.Fatalf("stream %d closed at the limit", i)
		}
	}
	newest, _, _ := b.SubscribeSession("wa", "sessao-1", "")
	if !evicted(subs[0]) {
		t.Fatal("the oldest stream stayed open over the limit")
	}
	for i, s := range append(subs[1:], newest, other) {
		if evicted(s) {
			t.Fatalf("stream %d closed, only the oldest should", i+1)
		}
	}
	if n := b.Streams("wa"); n != realtime.MaxStreamsPerSession+1 {
		t.Fatalf("%d streams open, want %d", n, realtime.MaxStreamsPerSession+1)
	}
	b.Unsubscribe(subs[0]) // the closed stream's handler unsubscribes: harmless
	if n := b.Streams("wa"); n != realtime.MaxStreamsPerSession+1 {
		t.Fatalf("%d streams open after the evicted one left, want %d", n, realtime.MaxStreamsPerSession+1)
	}
}

// A wedding holds at most MaxStreamsPerWedding streams over all its sessions; other weddings
// are not touched.
func TestStreamsPerWedding(t *testing.T) {
	b := realtime.NewBroker(nil)
	var subs []*realtime.Sub
	for i := range realtime.MaxStreamsPerWedding {
		s, _, _ := b.SubscribeSession("wa", fmt.Sprintf("sessao-%d", i), "")
		subs = append(subs, s)
	}
	elsewhere, _, _ := b.SubscribeSession("wb", "sessao-b", "")
	if b.Streams("wa") != realtime.MaxStreamsPerWedding {
		t.Fatalf("%d streams at the limit", b.Streams("wa"))
	}
	for i, s := range subs {
		if evicted(s) {
			t.Fatalf("stream %d closed at the limit", i)
		}
	}
	b.SubscribeSession("wa", "sessao-nova", "")
	if !evicted(subs[0]) || evicted(subs[1]) || evicted(elsewhere) {
		t.Fatal("over the wedding's limit, exactly its oldest stream must close")
	}
	if n := b.Streams("wa"); n != realtime.MaxStreamsPerWedding {
		t.Fatalf("%d streams open, want %d", n, realtime.MaxStreamsPerWedding)
	}
}

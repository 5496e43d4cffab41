// Package realtime is the Server-Sent Events broker (DESIGN.md decision 7): one stream per
// signed-in member, carrying small invalidation hints about the member's wedding; the web app
// refetches what a hint names. On SQLite (one process) events stay in process; on PostgreSQL
// each instance publishes with pg_notify and one LISTEN connection per instance fans the other
// instances' events out to its local streams.
package realtime

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Event types. A Changed event names the resource (the first path segment after /api/, e.g.
// "guests"); NotificationCreated carries the new notification's id; Resync tells the client
// it may have missed events and should refetch everything.
const (
	Changed             = "changed"
	NotificationCreated = "notification.created"
	Resync              = "resync"
	// SessionsEnded names (in Item) a user whose sessions on the wedding were ended (a member
	// removed by the owner): that user's streams send it and close at once, on every instance,
	// and the browser, refetching its session, finds itself signed out. Other streams skip it.
	SessionsEnded = "sessions.ended"
)

// PersonalResource is the one resource whose data is each member's own: a Changed event of it
// names (in Item) the member whose data changed, and only that member's streams get it (the
// partner's preferences did not change). Published when a member's preferences change outside
// the app, by an e-mail's unsubscribe link.
const PersonalResource = "notification-preferences"

// MemberChanged is the event telling user's own streams that their personal data changed.
func MemberChanged(user string) Event {
	return Event{Type: Changed, Resource: PersonalResource, Item: user}
}

// forUser reports whether a stream of user may see e: a personal event only reaches the member
// it names.
func forUser(e Event, user string) bool {
	if e.Type == Changed && e.Resource == PersonalResource {
		return e.Item == user
	}
	return true
}

// Event is one invalidation hint. It never carries the wedding's data, only what to refetch.
type Event struct {
	ID       string `json:"-"`
	Type     string `json:"type"`
	Resource string `json:"resource,omitempty"`
	Item     string `json:"id,omitempty"`
}

// Sizes. subBuffer is how many events a stream may fall behind before it is told to resync
// instead (a slow client never blocks a publisher); ringSize is how many recent events per
// wedding a reconnecting client can be replayed; ringTTL is how long an idle wedding's ring is kept.
const (
	subBuffer = 32
	ringSize  = 64
	ringTTL   = 10 * time.Minute
)

// Stream caps, per instance: a session (one browser) may hold MaxStreamsPerSession streams at
// once (tabs), a wedding MaxStreamsPerWedding. A new stream over a cap closes the oldest stream
// of that session or wedding, so a reloading tab never locks itself out and a script opening
// streams in a loop holds a bounded number of goroutines and buffers.
const (
	MaxStreamsPerSession = 5
	MaxStreamsPerWedding = 20
)

// Sub is one open stream of a wedding.
type Sub struct {
	wedding string
	session string // hashed session id; "" when not tied to one
	opened  uint64 // order of opening: the lowest is the oldest
	ch      chan Event
	resync  chan struct{} // signalled when an event was dropped because ch was full
	evicted chan struct{} // closed when a newer stream took this one's place
}

// Evicted is closed when the stream was closed to make room for a newer one (see the caps).
func (s *Sub) Evicted() <-chan struct{} { return s.evicted }

// Events delivers the subscriber's events.
func (s *Sub) Events() <-chan Event { return s.ch }

// Resyncs is signalled when events were dropped: the client must refetch everything.
func (s *Sub) Resyncs() <-chan struct{} { return s.resync }

type ring struct {
	events  []Event // oldest first, at most ringSize, ids increasing
	dropped uint64  // highest sequence number evicted from events
	last    time.Time
}

// Broker fans events out to the streams of each wedding.
type Broker struct {
	instance string // prefix of event ids: an id from another instance cannot be replayed here
	now      func() time.Time
	remote   remote // nil on SQLite

	// SessionAlive, when set, reports whether a stream's session (its hashed id) still exists;
	// a stream whose session is gone ends.
	SessionAlive func(ctx context.Context, sessionID string) (bool, error)

	closing   chan struct{} // closed by CloseStreams: every stream ends
	closeOnce sync.Once

	mu     sync.Mutex
	opened uint64        // streams opened so far (Sub.opened)
	seq    atomic.Uint64 // written under mu; Position reads it without the lock (every API request)
	subs   map[string]map[*Sub]struct{}
	rings  map[string]*ring
	// presence is each wedding's sessions' current routes (presence.go); remotePresence what
	// the other instances said of theirs, and notes what this one has yet to tell them.
	presence       map[string]map[string]presence
	remotePresence map[string]map[string]remoteViewer
	notes          []sharedNote
	notesReady     chan struct{}
	pruned         uint64 // highest sequence number of any ring dropped for idleness
	// resyncBelow: events of other instances may have been lost before this sequence number
	// (resyncAll), so a client at an older id or position cannot be replayed to.
	resyncBelow uint64
}

// remote carries events to the other instances.
type remote interface {
	publish(ctx context.Context, wedding string, e Event) error
	publishPresence(ctx context.Context, wedding string, n presenceNote) error
}

// NewBroker returns an in-process broker.
func NewBroker(now func() time.Time) *Broker {
	if now == nil {
		now = time.Now
	}
	var b [4]byte
	_, _ = rand.Read(b[:])
	return &Broker{instance: hex.EncodeToString(b[:]), now: now, closing: make(chan struct{}),
		subs: map[string]map[*Sub]struct{}{}, rings: map[string]*ring{}, notesReady: make(chan struct{}, 1)}
}

// CloseStreams ends every open stream (server shutdown: a stream never goes idle on its own, so
// http.Server.Shutdown would wait for it until its deadline). Browsers reconnect elsewhere.
func (b *Broker) CloseStreams() { b.closeOnce.Do(func() { close(b.closing) }) }

// Subscribe opens a stream for wedding. lastID is the Last-Event-ID the client sent ("" for a
// first connection); replay holds the events it missed, and resync is true when they cannot be
// known (the client must then refetch everything). Close the Sub with Unsubscribe.
func (b *Broker) Subscribe(wedding, lastID string) (s *Sub, replay []Event, resync bool) {
	return b.SubscribeSession(wedding, "", lastID)
}

// SubscribeSession is Subscribe for a stream of session (its hashed id), under the caps: when
// the session or the wedding already holds its maximum, its oldest stream is evicted.
func (b *Broker) SubscribeSession(wedding, session, lastID string) (s *Sub, replay []Event, resync bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.opened++
	s = &Sub{wedding: wedding, session: session, opened: b.opened, ch: make(chan Event, subBuffer),
		resync: make(chan struct{}, 1), evicted: make(chan struct{})}
	if b.subs[wedding] == nil {
		b.subs[wedding] = map[*Sub]struct{}{}
	}
	if session != "" {
		b.evictOldestLocked(wedding, MaxStreamsPerSession, func(o *Sub) bool { return o.session == session })
	}
	b.evictOldestLocked(wedding, MaxStreamsPerWedding, func(*Sub) bool { return true })
	if p, ok := b.presence[wedding][session]; ok && session != "" && b.remote != nil && !b.sessionStreamingLocked(wedding, session) {
		b.shareLater(wedding, presenceNote{Session: session, User: p.user, Path: p.path})
	}
	b.subs[wedding][s] = struct{}{}
	if lastID == "" {
		return s, nil, false
	}
	seq, ok := b.parseID(lastID)
	if !ok || seq > b.seq.Load() || seq < b.resyncBelow {
		return s, nil, true
	}
	r := b.rings[wedding]
	if r == nil {
		// Nothing was published for this wedding since the id, unless its ring was pruned.
		return s, nil, seq < b.pruned
	}
	if seq < r.dropped {
		return s, nil, true
	}
	for _, e := range r.events {
		if n, _ := b.parseID(e.ID); n > seq {
			replay = append(replay, e)
		}
	}
	return s, replay, false
}

// Position is the id a stream opened now would start after: a client that read data after
// taking it and opens its stream with it (PositionHeader, then ?since=) is replayed every change
// made since, or told to resync, instead of reading everything again when its stream opens.
func (b *Broker) Position() string {
	return b.formatID(b.seq.Load())
}

// OpenStreams is how many streams are open on this instance, for the metrics.
func (b *Broker) OpenStreams() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, subs := range b.subs {
		n += len(subs)
	}
	return n
}

// Unsubscribe closes s; its channel is not closed (a publisher may hold it), it is forgotten.
// When it was its session's last stream, the session's presence ends and the wedding's other
// streams are told.
func (b *Broker) Unsubscribe(s *Sub) {
	b.mu.Lock()
	delete(b.subs[s.wedding], s)
	if len(b.subs[s.wedding]) == 0 {
		delete(b.subs, s.wedding)
	}
	left := b.dropPresenceLocked(s.wedding, s.session)
	b.mu.Unlock()
	if left {
		// Best effort: a lost hint only delays the others' refetch until their next one.
		_ = b.announcePresence(context.Background(), s.wedding)
	}
}

// evictOldestLocked closes the oldest streams of wedding matching match until fewer than
// limit remain, making room for one more.
func (b *Broker) evictOldestLocked(wedding string, limit int, match func(*Sub) bool) {
	for {
		var oldest *Sub
		n := 0
		for o := range b.subs[wedding] {
			if !match(o) {
				continue
			}
			n++
			if oldest == nil || o.opened < oldest.opened {
				oldest = o
			}
		}
		if n < limit {
			return
		}
		delete(b.subs[wedding], oldest)
		close(oldest.evicted)
	}
}

// Streams is how many streams of wedding are open on this instance.
func (b *Broker) Streams(wedding string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[wedding])
}

// formatID and parseID are the one place an event ID or a position ('<instance>.<seq>') is written
// and read: a position is compared with the IDs of the ring it is replayed from.
func (b *Broker) formatID(seq uint64) string {
	return b.instance + "." + strconv.FormatUint(seq, 10)
}

func (b *Broker) parseID(id string) (uint64, bool) {
	inst, n, ok := strings.Cut(id, ".")
	if !ok || inst != b.instance {
		return 0, false
	}
	seq, err := strconv.ParseUint(n, 10, 64)
	return seq, err == nil
}

// Publish sends e to every stream of wedding on every instance. It never blocks on a client or
// on the database: the other instances' copy is queued (Flush waits for it).
func (b *Broker) Publish(ctx context.Context, wedding string, e Event) error {
	b.deliver(wedding, e)
	if b.remote != nil {
		return b.remote.publish(ctx, wedding, e)
	}
	return nil
}

// deliver numbers e, keeps it for replay and hands it to the wedding's local streams.
func (b *Broker) deliver(wedding string, e Event) {
	now := b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	seq := b.seq.Add(1)
	e.ID = b.formatID(seq)
	r := b.rings[wedding]
	if r == nil {
		// An older ring of this wedding may have been pruned: a client behind it must resync.
		r = &ring{dropped: b.pruned}
		b.rings[wedding] = r
	}
	if len(r.events) == ringSize {
		r.dropped, _ = b.parseID(r.events[0].ID)
		r.events = append(r.events[:0], r.events[1:]...)
	}
	r.events = append(r.events, e)
	r.last = now
	if seq%256 == 0 {
		b.pruneLocked(now)
	}
	for s := range b.subs[wedding] {
		select {
		case s.ch <- e:
		default:
			// The client is too slow: drop, and tell it to refetch everything.
			select {
			case s.resync <- struct{}{}:
			default:
			}
		}
	}
}

// resyncAll tells every local stream to refetch everything (after events may have been lost,
// e.g. while the LISTEN connection was down), and every stream opened later from an id or
// position before now.
func (b *Broker) resyncAll() {
	b.mu.Lock()
	defer b.mu.Unlock()
	// A number of its own: a position taken before now is below it, one taken after is not.
	b.resyncBelow = b.seq.Add(1)
	for _, subs := range b.subs {
		for s := range subs {
			select {
			case s.resync <- struct{}{}:
			default:
			}
		}
	}
}

func (b *Broker) pruneLocked(now time.Time) {
	for w, r := range b.rings {
		if now.Sub(r.last) > ringTTL && len(b.subs[w]) == 0 {
			if n, ok := b.parseID(r.events[len(r.events)-1].ID); ok && n > b.pruned {
				b.pruned = n
			}
			delete(b.rings, w)
		}
	}
}

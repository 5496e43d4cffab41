package realtime

import (
	"context"
	"time"
)

// Presence ('Rafael está vendo esta página', issue 14): each signed-in tab reports the route it
// shows (POST /api/presence); the broker keeps the latest route per session in memory while
// that session has a stream open on this instance, and announces every change to the
// wedding's streams as a Changed "presence" hint, on which the others refetch GET /api/presence.
// On PostgreSQL with several instances, a member connected to another instance is seen through
// presence notes (remote presence, below). Nothing is stored.

// maxPresencePerWedding bounds the entries of one wedding (a session holds one; the stream
// caps bound the sessions that have a stream).
const maxPresencePerWedding = MaxStreamsPerWedding

// maxPresencePath bounds a reported route.
const maxPresencePath = 200

// PresenceResource is the Changed event's resource for presence changes.
const PresenceResource = "presence"

// Viewer is one session's current route.
type Viewer struct {
	UserID string
	Path   string
}

type presence struct {
	user string
	path string
}

// SetPresence records that session (a member user of wedding) shows path, and reports whether
// it changed. A path that is too long is cut (it is only compared, never followed).
func (b *Broker) SetPresence(wedding, session, user, path string) bool {
	if len(path) > maxPresencePath {
		path = path[:maxPresencePath]
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.presence == nil {
		b.presence = map[string]map[string]presence{}
	}
	w := b.presence[wedding]
	if w == nil {
		w = map[string]presence{}
		b.presence[wedding] = w
	}
	old, had := w[session]
	if !had && len(w) >= maxPresencePerWedding {
		// Forget the sessions whose streams are gone before refusing room.
		for s := range w {
			if !b.sessionStreamingLocked(wedding, s) {
				delete(w, s)
			}
		}
		if len(w) >= maxPresencePerWedding {
			return false
		}
	}
	w[session] = presence{user: user, path: path}
	changed := !had || old != w[session]
	if changed && b.remote != nil && b.sessionStreamingLocked(wedding, session) {
		b.shareLater(wedding, presenceNote{Session: session, User: user, Path: path})
	}
	return changed
}

// Viewers lists the routes shown by wedding's sessions that have a stream open, except those
// of user (one's own tabs are not "someone else").
func (b *Broker) Viewers(wedding, exceptUser string) []Viewer {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := []Viewer{}
	for s, p := range b.presence[wedding] {
		if p.user != exceptUser && b.sessionStreamingLocked(wedding, s) {
			out = append(out, Viewer{UserID: p.user, Path: p.path})
		}
	}
	now := b.now()
	for s, p := range b.remotePresence[wedding] {
		if _, local := b.presence[wedding][s]; !local && p.user != exceptUser && now.Before(p.expires) {
			out = append(out, Viewer{UserID: p.user, Path: p.path})
		}
	}
	return out
}

func (b *Broker) sessionStreamingLocked(wedding, session string) bool {
	for s := range b.subs[wedding] {
		if s.session == session {
			return true
		}
	}
	return false
}

// dropPresenceLocked forgets session's route when its last stream on wedding closed, and
// reports whether there was one.
func (b *Broker) dropPresenceLocked(wedding, session string) bool {
	if session == "" || b.sessionStreamingLocked(wedding, session) {
		return false
	}
	w := b.presence[wedding]
	if _, ok := w[session]; !ok {
		return false
	}
	delete(w, session)
	if len(w) == 0 {
		delete(b.presence, wedding)
	}
	if b.remote != nil {
		b.shareLater(wedding, presenceNote{Session: session, Gone: true})
	}
	return true
}

// announcePresence tells wedding's streams that who is where changed.
func (b *Broker) announcePresence(ctx context.Context, wedding string) error {
	return b.Publish(ctx, wedding, Event{Type: Changed, Resource: PresenceResource})
}

// Remote presence. Each instance tells the others, by a presence note on the events channel,
// when one of its sessions shows a new route or leaves, and repeats the routes of its streaming
// sessions every PresenceRefresh. The others keep what they hear until PresenceTTL passes
// without a repeat, so the sessions of an instance that died vanish within that time.
const (
	PresenceRefresh = 30 * time.Second
	PresenceTTL     = 3 * PresenceRefresh
)

// maxRemotePresencePerWedding bounds what one instance keeps of the others' sessions of a wedding.
const maxRemotePresencePerWedding = 4 * maxPresencePerWedding

// presenceNote is one session's presence as the other instances hear it.
type presenceNote struct {
	Session string `json:"s"`
	User    string `json:"u,omitempty"`
	Path    string `json:"p,omitempty"`
	Gone    bool   `json:"g,omitempty"`
}

type remoteViewer struct {
	user, path string
	expires    time.Time
}

// shareLater queues note for the other instances; the caller holds b.mu, so the publish (a
// database round trip) happens after it is released, in order.
func (b *Broker) shareLater(wedding string, note presenceNote) {
	b.notes = append(b.notes, sharedNote{wedding: wedding, note: note})
	select {
	case b.notesReady <- struct{}{}:
	default:
	}
}

type sharedNote struct {
	wedding string
	note    presenceNote
}

// sharePresence sends the queued presence notes until ctx ends (run by Listen on PostgreSQL).
// A note that cannot be sent is dropped: the next refresh repeats what still holds.
func (b *Broker) sharePresence(ctx context.Context) {
	refresh := time.NewTicker(PresenceRefresh)
	defer refresh.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-b.notesReady:
		case <-refresh.C:
			b.refreshPresence()
		}
		b.mu.Lock()
		notes := b.notes
		b.notes = nil
		b.mu.Unlock()
		for _, n := range notes {
			_ = b.remote.publishPresence(ctx, n.wedding, n.note)
		}
	}
}

// refreshPresence queues a note for every streaming session with a route, and forgets the
// other instances' sessions not heard of within PresenceTTL, telling the wedding's local
// streams when someone left that way.
func (b *Broker) refreshPresence() {
	now := b.now()
	b.mu.Lock()
	var left []string
	for wedding, w := range b.presence {
		for s, p := range w {
			if b.sessionStreamingLocked(wedding, s) {
				b.notes = append(b.notes, sharedNote{wedding: wedding, note: presenceNote{Session: s, User: p.user, Path: p.path}})
			}
		}
	}
	for wedding, w := range b.remotePresence {
		for s, p := range w {
			if !now.Before(p.expires) {
				delete(w, s)
				left = append(left, wedding)
			}
		}
		if len(w) == 0 {
			delete(b.remotePresence, wedding)
		}
	}
	b.mu.Unlock()
	for _, wedding := range left {
		b.deliver(wedding, Event{Type: Changed, Resource: PresenceResource})
	}
}

// hearPresence applies another instance's note about one of wedding's sessions, and reports
// whether who is where changed (a repeat only extends the entry's life).
func (b *Broker) hearPresence(wedding string, n presenceNote) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.remotePresence == nil {
		b.remotePresence = map[string]map[string]remoteViewer{}
	}
	w := b.remotePresence[wedding]
	old, had := w[n.Session]
	if n.Gone {
		delete(w, n.Session)
		if len(w) == 0 {
			delete(b.remotePresence, wedding)
		}
		return had
	}
	if w == nil {
		w = map[string]remoteViewer{}
		b.remotePresence[wedding] = w
	}
	if !had && len(w) >= maxRemotePresencePerWedding {
		return false
	}
	if len(n.Path) > maxPresencePath {
		n.Path = n.Path[:maxPresencePath]
	}
	w[n.Session] = remoteViewer{user: n.User, path: n.Path, expires: b.now().Add(PresenceTTL)}
	return !had || old.user != n.User || old.path != n.Path
}

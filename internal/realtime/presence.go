package realtime

import "context"

// Presence ('Rafael está vendo esta página', issue 14): each signed-in tab reports the route it
// shows (POST /api/presence); the broker keeps the latest route per session in memory while
// that session has a stream open on this instance, and announces every change to the
// wedding's streams as a Changed "presence" hint, on which the others refetch GET /api/presence.
// State is per instance: on PostgreSQL with several instances a member connected to another
// instance is not seen (the hint still travels; the list is this instance's). Nothing is stored.

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
	return !had || old != w[session]
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
	return true
}

// announcePresence tells wedding's streams that who is where changed.
func (b *Broker) announcePresence(ctx context.Context, wedding string) error {
	return b.Publish(ctx, wedding, Event{Type: Changed, Resource: PresenceResource})
}

package realtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Stream timings. The heartbeat keeps proxies from closing an idle stream; every SessionCheck
// the stream ends if its session was signed out or expired; maxStream ends a stream now and then
// so the browser reconnects through the full authentication again.
var (
	Heartbeat    = 25 * time.Second
	SessionCheck = time.Minute
	maxStream    = 30 * time.Minute
)

// retryMillis is the reconnection delay the browser is told to use; evictedRetryMillis the
// one of a stream closed to make room for a newer one (the page still refetches on focus).
const (
	retryMillis        = 3000
	evictedRetryMillis = 10 * 60 * 1000
)

// Stream is GET /api/events: the member's Server-Sent Events stream.
func (b *Broker) Stream(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	rc := http.NewResponseController(w)
	// The server's WriteTimeout would cut the stream: send sets a deadline per write instead.
	// The browser's Last-Event-ID (a reconnection) is newer than the ?since= its page opened with.
	from := r.Header.Get("Last-Event-ID")
	if from == "" {
		from = r.URL.Query().Get("since")
	}
	sub, replay, resync := b.SubscribeSession(id.WeddingID, id.SessionID, from)
	defer b.Unsubscribe(sub)

	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: do not buffer the stream
	w.WriteHeader(http.StatusOK)

	var sb strings.Builder
	fmt.Fprintf(&sb, "retry: %d\n: ok\n\n", retryMillis)
	if resync {
		writeEvent(&sb, Event{Type: Resync})
	}
	for _, e := range replay {
		if e.Type != SessionsEnded && forUser(e, id.UserID) { // a replayed SessionsEnded is old news: this session is alive
			writeEvent(&sb, e)
		}
	}
	if err := send(rc, w, sb.String()); err != nil {
		return nil // the client left
	}

	beat := time.NewTicker(Heartbeat)
	defer beat.Stop()
	check := time.NewTicker(SessionCheck)
	defer check.Stop()
	end := time.NewTimer(maxStream)
	defer end.Stop()
	for {
		sb.Reset()
		select {
		case <-r.Context().Done():
			return nil
		case <-b.closing:
			return nil
		case <-end.C:
			return nil
		case <-sub.Evicted():
			// A newer stream of the session or wedding took its place. The browser is told to
			// wait before reconnecting, or two tabs over the cap would evict each other in a loop.
			_ = send(rc, w, fmt.Sprintf("retry: %d\n\n", evictedRetryMillis))
			return nil
		case <-beat.C:
			sb.WriteString(": ping\n\n")
		case <-check.C:
			if b.SessionAlive != nil {
				if alive, err := b.SessionAlive(r.Context(), id.SessionID); err == nil && !alive {
					return nil // signed out: the browser's reconnection will get a 401
				}
			}
			continue
		case <-sub.Resyncs():
			// Events were dropped: what is still queued is stale, one resync covers it all.
			drain(sub.ch)
			writeEvent(&sb, Event{Type: Resync})
		case e := <-sub.Events():
			ended := writeFor(&sb, e, id.UserID)
			for more := !ended; more; { // batch what is already queued into one write
				select {
				case e := <-sub.Events():
					ended = writeFor(&sb, e, id.UserID)
					more = !ended
				default:
					more = false
				}
			}
			if ended {
				_ = send(rc, w, sb.String())
				return nil // the browser's reconnection gets a 401
			}
		}
		if sb.Len() == 0 {
			continue
		}
		if err := send(rc, w, sb.String()); err != nil {
			return nil
		}
	}
}

// writeFor writes e for the stream of user, and reports whether the stream must end: a
// SessionsEnded event is written only to the user it names (and ends their stream), a personal
// one (PersonalResource) only to the member it names.
func writeFor(sb *strings.Builder, e Event, user string) (ended bool) {
	if e.Type == SessionsEnded {
		if e.Item != user {
			return false
		}
		writeEvent(sb, e)
		return true
	}
	if forUser(e, user) {
		writeEvent(sb, e)
	}
	return false
}

// EndSessions tells every stream of user on wedding (on every instance) that its session
// ended; called after the user's sessions were deleted. A failure to reach other instances is
// logged: their streams still end at their next SessionCheck.
func (b *Broker) EndSessions(ctx context.Context, log *slog.Logger, wedding, user string) {
	if err := b.Publish(ctx, wedding, Event{Type: SessionsEnded, Item: user}); err != nil {
		log.Error("realtime publish", "err", err)
	}
}

func drain(ch chan Event) {
	for {
		select {
		case <-ch:
		default:
			return
		}
	}
}

// writeEvent writes e in the text/event-stream format; the resync event has no id, so the
// browser keeps the last real one.
func writeEvent(sb *strings.Builder, e Event) {
	data, _ := json.Marshal(e) // plain strings: cannot fail
	if e.ID != "" {
		sb.WriteString("id: " + e.ID + "\n")
	}
	sb.WriteString("data: ")
	sb.Write(data)
	sb.WriteString("\n\n")
}

// writeWait bounds one write: a client that stops reading (its connection still open) must not
// hold the stream, its goroutine and its subscription forever.
const writeWait = 30 * time.Second

func send(rc *http.ResponseController, w http.ResponseWriter, s string) error {
	if err := rc.SetWriteDeadline(time.Now().Add(writeWait)); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return err
	}
	if _, err := w.Write([]byte(s)); err != nil {
		return err
	}
	return rc.Flush()
}

// collector gathers, during one request, the notifications created by its transaction.
type collector struct {
	mu  sync.Mutex
	ids []string
}

type collectorKey struct{}

// NoteNotification records that the current request created notification id, so that the
// write's events tell the members' bells to refresh. Outside a request (the scheduler) it does
// nothing: the caller publishes itself.
func NoteNotification(ctx context.Context, id string) {
	if c, ok := ctx.Value(collectorKey{}).(*collector); ok {
		c.mu.Lock()
		c.ids = append(c.ids, id)
		c.mu.Unlock()
	}
}

// PositionHeader carries Position on every signed-in API answer: the app opens its stream from the
// earliest one it holds, so what it read before the stream was open needs no second read.
const PositionHeader = "X-Aceito-Event-Position"

type positionKey struct{}

// TakePosition notes Position before next reads anything, the session lookup included (the
// wedding's data version it reads picks cached answers): a change committed after it is
// replayed to a stream opened from it (at worst one read more, never one less).
func (b *Broker) TakePosition(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), positionKey{}, b.Position())))
	})
}

// StampPosition sets PositionHeader to what TakePosition noted, only on a signed-in request: the
// sequence counts every wedding's events on this instance, which a visitor has no business
// watching (a member sees it in the stream's ids anyway).
func StampPosition(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		position, taken := r.Context().Value(positionKey{}).(string)
		if _, signedIn := auth.IdentityFrom(r.Context()); taken && signedIn {
			w.Header().Set(PositionHeader, position)
		}
		return next(w, r)
	}
}

// PublishWrites wraps a signed-in handler: after a successful mutating request it publishes a
// Changed event for the resource (the path segment after /api/) and a NotificationCreated event
// for each notification the request created, to every stream of the member's wedding.
func (b *Broker) PublishWrites(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
			return next(w, r)
		}
		c := &collector{}
		sw := &httpx.StatusRecorder{ResponseWriter: w}
		err := next(sw, r.WithContext(context.WithValue(r.Context(), collectorKey{}, c)))
		if err != nil || sw.Status() >= 300 {
			return err
		}
		id, ok := auth.IdentityFrom(r.Context())
		if !ok {
			return nil
		}
		resource := Resource(r.URL.Path)
		if resource == "auth" {
			resource = "" // sign-in and password changes change no wedding data
		}
		b.Announce(context.WithoutCancel(r.Context()), httpx.Logger(r.Context()), id.WeddingID, resource, c.ids...)
		return nil
	}
}

// Announce tells every stream of wedding that resource changed (nothing when resource is "")
// and that the notifications ids were created. The write behind it has committed; a failure to
// reach other instances only costs them a hint (their clients still poll), so it is logged.
func (b *Broker) Announce(ctx context.Context, log *slog.Logger, wedding, resource string, notificationIDs ...string) {
	events := make([]Event, 0, 1+len(notificationIDs))
	if resource != "" {
		events = append(events, Event{Type: Changed, Resource: resource})
	}
	for _, id := range notificationIDs {
		events = append(events, Event{Type: NotificationCreated, Item: id})
	}
	for _, e := range events {
		if err := b.Publish(ctx, wedding, e); err != nil {
			log.Error("realtime publish", "err", err)
		}
	}
}

// Resource is the first path segment after /api/: "/api/guests/1" → "guests".
func Resource(path string) string {
	rest, ok := strings.CutPrefix(path, "/api/")
	if !ok {
		return ""
	}
	seg, _, _ := strings.Cut(rest, "/")
	return seg
}

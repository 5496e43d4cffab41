package realtime

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/aceito/aceito/internal/db"
)

// channelPrefix names the NOTIFY channel; the schema is appended so that several databases'
// schemas on one server (the tests' throwaway schemas) do not hear each other.
const channelPrefix = "aceito_events_"

// envelope is a NOTIFY payload: far below PostgreSQL's 8000-byte limit.
type envelope struct {
	Origin   string        `json:"o"`
	Wedding  string        `json:"w"`
	Event    Event         `json:"e"`
	Presence *presenceNote `json:"p,omitempty"` // a presence note, with no event for the streams
	// Seq makes every payload unique: PostgreSQL delivers identical notifications sent in one
	// transaction once, and a batch may hold one session's presence A, B, A.
	Seq uint64 `json:"n"`
}

// Sending to the other instances. A write's request does not wait for its pg_notify: the
// payloads queue and one goroutine at a time sends everything queued in a single statement
// (issue 16: a notifying commit takes a database-wide lock, and each was a round trip and a
// transaction of its own per write). Order is kept. The events are hints (the clients also
// poll), so a batch the database refuses is dropped and logged, not retried, and while it cannot
// be reached the oldest events beyond maxPending are dropped. The goroutine waits gatherFor
// before its first batch, so that under load one statement carries the events of several
// writes rather than one or two (each statement is a round trip, and a wake-up on both sides).
const (
	maxPending = 10_000
	maxBatch   = 500
	sendWithin = 10 * time.Second
	gatherFor  = 5 * time.Millisecond
)

// pgRemote publishes with pg_notify; Listen receives the other instances' events.
type pgRemote struct {
	db      *db.DB
	channel string
	origin  string
	ready   chan struct{} // closed once the first LISTEN succeeded

	mu      sync.Mutex
	seq     uint64        // the last envelope's Seq
	pending []string      // payloads not yet sent, oldest first
	dropped int           // events dropped from a full queue, not yet logged
	sending chan struct{} // non-nil while a drain goroutine runs; closed when it ends
	log     *slog.Logger
}

// NewPostgresBroker returns a broker whose events also reach every other instance on d.
// Run Listen for as long as the broker serves streams.
func NewPostgresBroker(ctx context.Context, d *db.DB, now func() time.Time) (*Broker, error) {
	var schema string
	if err := d.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return nil, fmt.Errorf("realtime: current schema: %w", err)
	}
	b := NewBroker(now)
	b.remote = &pgRemote{db: d, channel: channelPrefix + schema, origin: b.instance, ready: make(chan struct{}), log: slog.Default()}
	return b, nil
}

func (p *pgRemote) publish(ctx context.Context, wedding string, e Event) error {
	e.ID = ""
	return p.send(ctx, envelope{Origin: p.origin, Wedding: wedding, Event: e})
}

func (p *pgRemote) publishPresence(ctx context.Context, wedding string, n presenceNote) error {
	return p.send(ctx, envelope{Origin: p.origin, Wedding: wedding, Presence: &n})
}

func (p *pgRemote) send(ctx context.Context, env envelope) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.seq++
	env.Seq = p.seq
	payload, err := json.Marshal(env)
	if err != nil {
		return fmt.Errorf("realtime: encode: %w", err)
	}
	if len(p.pending) >= maxPending {
		p.pending = p.pending[1:]
		p.dropped++
	}
	p.pending = append(p.pending, string(payload))
	if p.sending == nil {
		p.sending = make(chan struct{})
		go p.drain(p.sending)
	}
	return nil
}

// drain sends the queued payloads, a batch per statement, until none is left; then it closes done.
func (p *pgRemote) drain(done chan struct{}) {
	time.Sleep(gatherFor)
	for {
		p.mu.Lock()
		batch, dropped := p.pending, p.dropped
		p.pending, p.dropped = nil, 0
		if len(batch) == 0 {
			p.sending = nil
			close(done)
			p.mu.Unlock()
			return
		}
		log := p.log
		p.mu.Unlock()
		if dropped > 0 {
			log.Warn("realtime: other instances unreachable; dropped the oldest queued events", "events", dropped)
		}
		for len(batch) > 0 {
			n := min(len(batch), maxBatch)
			ctx, cancel := context.WithTimeout(context.Background(), sendWithin)
			// unnest keeps the array's order, and one transaction's notifications arrive in order.
			_, err := p.db.ExecContext(ctx, `SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, p.channel, batch[:n])
			cancel()
			if err != nil {
				log.Error("realtime: pg_notify", "err", err, "events", n)
			}
			batch = batch[n:]
		}
	}
}

// flush waits until every queued payload has been handed to the database, or ctx ends; it
// returns how many were still queued then.
func (p *pgRemote) flush(ctx context.Context) int {
	for {
		p.mu.Lock()
		done, left := p.sending, len(p.pending)
		p.mu.Unlock()
		if done == nil {
			return 0
		}
		select {
		case <-done:
		case <-ctx.Done():
			return left
		}
	}
}

// Flush waits until the events published so far have been sent to the other instances (on
// SQLite at once), or ctx ends; it returns how many were left unsent. A server shutting down
// calls it after its last request and background job, before the database closes.
func (b *Broker) Flush(ctx context.Context) int {
	if p, ok := b.remote.(*pgRemote); ok {
		return p.flush(ctx)
	}
	return 0
}

// Listening is closed once the broker receives other instances' events (at once on SQLite).
func (b *Broker) Listening() <-chan struct{} {
	if p, ok := b.remote.(*pgRemote); ok {
		return p.ready
	}
	c := make(chan struct{})
	close(c)
	return c
}

// Listen holds one connection in LISTEN on the events channel and delivers the other
// instances' events to the local streams until ctx ends, reconnecting after errors (the local
// streams are then told to resync, since events may have been missed). On SQLite it returns at once.
func (b *Broker) Listen(ctx context.Context, log *slog.Logger) {
	p, ok := b.remote.(*pgRemote)
	if !ok {
		return
	}
	p.mu.Lock()
	p.log = log
	p.mu.Unlock()
	// Waited for, so that no presence note is queued once Listen has returned.
	var sharing sync.WaitGroup
	sharing.Add(1)
	go func() { defer sharing.Done(); b.sharePresence(ctx) }()
	defer sharing.Wait()
	backoff := time.Second
	for first := true; ctx.Err() == nil; first = false {
		started := time.Now()
		err := p.listenOnce(ctx, b, !first)
		if ctx.Err() != nil {
			return
		}
		log.Error("realtime: LISTEN connection lost; reconnecting", "err", err, "in", backoff)
		if time.Since(started) > time.Minute {
			backoff = time.Second
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 30*time.Second)
	}
}

func (p *pgRemote) listenOnce(ctx context.Context, b *Broker, reconnect bool) error {
	conn, err := p.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("realtime: connection: %w", err)
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		sc, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("realtime: driver connection %T is not pgx", dc)
		}
		pc := sc.Conn()
		if _, err := pc.Exec(ctx, "LISTEN "+pgx.Identifier{p.channel}.Sanitize()); err != nil {
			return errors.Join(fmt.Errorf("realtime: LISTEN: %w", err), driver.ErrBadConn)
		}
		select {
		case <-p.ready:
		default:
			close(p.ready)
		}
		if reconnect {
			b.resyncAll()
		}
		// Each instance numbers its payloads one by one: a jump means some were lost (a batch the
		// database refused, a full queue), and the streams must refetch what they hint at.
		last := originSeqs{}
		for {
			n, err := pc.WaitForNotification(ctx)
			if err != nil {
				// A connection left listening must not go back to the pool: ErrBadConn discards it.
				return errors.Join(fmt.Errorf("realtime: wait: %w", err), driver.ErrBadConn)
			}
			var env envelope
			if err := json.Unmarshal([]byte(n.Payload), &env); err != nil || env.Wedding == "" {
				continue // not ours
			}
			if env.Origin == p.origin {
				continue // delivered locally when published
			}
			if last.gap(env.Origin, env.Seq) {
				b.resyncAll()
			}
			if env.Presence != nil {
				// The note may arrive after the other instance's own "presence" hint: the
				// local streams refetch once more, now that the note is applied.
				if b.hearPresence(env.Wedding, *env.Presence) {
					b.deliver(env.Wedding, Event{Type: Changed, Resource: PresenceResource})
				}
				continue
			}
			b.deliver(env.Wedding, env.Event)
		}
	})
}

// originSeqs is the last payload number heard from each other instance on one LISTEN connection.
type originSeqs map[string]uint64

// gap records seq for origin and reports whether payloads of origin were skipped before it (an
// origin heard for the first time has no gap: this connection did not hear its earlier ones).
func (o originSeqs) gap(origin string, seq uint64) bool {
	prev, ok := o[origin]
	o[origin] = seq
	return ok && seq > prev+1
}

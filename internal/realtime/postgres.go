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
}

// Sending to the other instances. A write's request does not wait for its pg_notify: the
// payloads queue and one goroutine at a time sends everything queued in a single statement
// (issue 16: a notifying commit takes a database-wide lock, and each was a round trip and a
// transaction of its own per write). Order is kept; the events are hints, so when the database
// cannot be reached for a while the oldest beyond maxPending are dropped (the clients poll).
const (
	maxPending = 10_000
	maxBatch   = 500
	sendWithin = 10 * time.Second
)

// pgRemote publishes with pg_notify; Listen receives the other instances' events.
type pgRemote struct {
	db      *db.DB
	channel string
	origin  string
	ready   chan struct{} // closed once the first LISTEN succeeded

	mu      sync.Mutex
	pending []string   // payloads not yet sent, oldest first
	sending bool       // a drain goroutine is running
	idle    *sync.Cond // signalled when a drain goroutine ends
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
	p := &pgRemote{db: d, channel: channelPrefix + schema, origin: b.instance, ready: make(chan struct{}), log: slog.Default()}
	p.idle = sync.NewCond(&p.mu)
	b.remote = p
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
	payload, err := json.Marshal(env)
	if err != nil {
		return fmt.Errorf("realtime: encode: %w", err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.pending) >= maxPending {
		p.pending = p.pending[1:]
		p.log.Warn("realtime: other instances unreachable; dropping the oldest queued event")
	}
	p.pending = append(p.pending, string(payload))
	if !p.sending {
		p.sending = true
		go p.drain()
	}
	return nil
}

// drain sends the queued payloads, a batch per statement, until none is left.
func (p *pgRemote) drain() {
	for {
		p.mu.Lock()
		batch := p.pending
		p.pending = nil
		if len(batch) == 0 {
			p.sending = false
			p.idle.Broadcast()
			p.mu.Unlock()
			return
		}
		log := p.log
		p.mu.Unlock()
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

// flush waits until every queued payload has been handed to the database.
func (p *pgRemote) flush() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.sending {
		p.idle.Wait()
	}
}

// Flush waits until the events published so far have been sent to the other instances (on
// SQLite at once): a server shutting down calls it after its last request.
func (b *Broker) Flush() {
	if p, ok := b.remote.(*pgRemote); ok {
		p.flush()
	}
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
	go b.sharePresence(ctx)
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

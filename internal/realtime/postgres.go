package realtime

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
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

// pgRemote publishes with pg_notify; Listen receives the other instances' events.
type pgRemote struct {
	db      *db.DB
	channel string
	origin  string
	ready   chan struct{} // closed once the first LISTEN succeeded
}

// NewPostgresBroker returns a broker whose events also reach every other instance on d.
// Run Listen for as long as the broker serves streams.
func NewPostgresBroker(ctx context.Context, d *db.DB, now func() time.Time) (*Broker, error) {
	var schema string
	if err := d.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return nil, fmt.Errorf("realtime: current schema: %w", err)
	}
	b := NewBroker(now)
	b.remote = &pgRemote{db: d, channel: channelPrefix + schema, origin: b.instance, ready: make(chan struct{})}
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
	if _, err := p.db.ExecContext(ctx, `SELECT pg_notify($1, $2)`, p.channel, string(payload)); err != nil {
		return fmt.Errorf("realtime: pg_notify: %w", err)
	}
	return nil
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

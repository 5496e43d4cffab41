package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/aceito/aceito/internal/db"
)

// Transport hands one message to a mail server. An error means it was not accepted; an error
// wrapping ErrPermanent means retrying cannot help (the server refused the recipient).
type Transport interface {
	Send(ctx context.Context, msg Message) error
}

// ErrPermanent marks a delivery failure that no retry can fix.
var ErrPermanent = errors.New("permanent delivery failure")

// Options tune a Sender; zero values take the defaults in brackets.
type Options struct {
	PollInterval time.Duration // how often the outbox is looked at [2s]
	MaxAttempts  int           // attempts before a row is given up [8]
	BaseBackoff  time.Duration // wait after the first failure, doubled after each one [1m]
	MaxBackoff   time.Duration // longest wait between attempts [1h]
	// Lease is how long a claim holds: a row claimed longer ago is taken to belong to a sender
	// that died mid-delivery and is claimed again. It must exceed SendTimeout. [5m]
	Lease       time.Duration
	SendTimeout time.Duration // one SMTP conversation [1m]
	// MaxAge: an older unsent row is given up instead of sent, so a backlog queued while SMTP
	// was off does not go out days later with dead one-hour links. [24h]
	MaxAge time.Duration
	// Results, when set, counts each attempt by result: "sent", "retry" or "failed" (given up).
	Results *prometheus.CounterVec
}

func (o Options) withDefaults() Options {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.PollInterval, 2*time.Second)
	def(&o.BaseBackoff, time.Minute)
	def(&o.MaxBackoff, time.Hour)
	def(&o.Lease, 5*time.Minute)
	def(&o.SendTimeout, time.Minute)
	def(&o.MaxAge, 24*time.Hour)
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = 8
	}
	return o
}

// Sender delivers queued outbox rows through a Transport. Any number of senders (one per
// server instance) may run on one database: each row is claimed by exactly one of them.
type Sender struct {
	db   *db.DB
	tr   Transport
	log  *slog.Logger
	now  func() time.Time
	opts Options
}

// NewSender returns a Sender; now is the clock (time.Now outside tests).
func NewSender(d *db.DB, tr Transport, log *slog.Logger, now func() time.Time, opts Options) *Sender {
	return &Sender{db: d, tr: tr, log: log, now: now, opts: opts.withDefaults()}
}

// Run delivers due messages every poll interval until ctx ends. A message being sent when ctx
// ends is finished (within SendTimeout) and recorded, so shutdown does not cause a resend.
func (s *Sender) Run(ctx context.Context) {
	t := time.NewTicker(s.opts.PollInterval)
	defer t.Stop()
	for {
		if _, err := s.DeliverDue(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("e-mail delivery", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// dueWhere selects rows ready for an attempt; $1 is now, $2 the instant before which a claim
// has lapsed.
const dueWhere = `sent_at IS NULL AND failed_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
	AND (claimed_at IS NULL OR claimed_at < $2)`

// DeliverDue attempts every message that is due now, one at a time, and returns how many were
// accepted by the server.
func (s *Sender) DeliverDue(ctx context.Context) (int, error) {
	sent := 0
	for ctx.Err() == nil {
		job, ok, err := s.claim(ctx)
		if err != nil {
			return sent, err
		}
		if !ok {
			return sent, nil
		}
		delivered, err := s.attempt(ctx, job)
		if delivered {
			sent++
		}
		if err != nil {
			return sent, err
		}
	}
	return sent, nil
}

type job struct {
	id        string
	msg       Message
	attempts  int
	createdAt time.Time
}

// claim takes the oldest due row, if any, marking it claimed and counting the attempt in one
// statement. On PostgreSQL SKIP LOCKED lets racing instances take different rows; SQLite runs
// one write transaction at a time. The outer WHERE repeats the conditions, so a row that
// another instance claimed meanwhile is never taken twice.
func (s *Sender) claim(ctx context.Context) (job, bool, error) {
	now := s.now().UTC()
	stale := now.Add(-s.opts.Lease)
	// A read first: an idle outbox then costs no write lock on SQLite.
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM outbox WHERE `+dueWhere+` LIMIT 1`, now, stale).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return job{}, false, nil
	}
	if err != nil {
		return job{}, false, fmt.Errorf("mail.claim: look: %w", err)
	}
	lock := ""
	if s.db.Dialect == db.Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var j job
	var unsub sql.NullString
	found := false
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `UPDATE outbox SET claimed_at = $1, attempts = attempts + 1
			WHERE id = (SELECT id FROM outbox WHERE `+dueWhere+` ORDER BY created_at, id LIMIT 1`+lock+`)
			AND `+dueWhere+`
			RETURNING id, to_address, subject, body, list_unsubscribe, attempts, created_at`, now, stale).
			Scan(&j.id, &j.msg.To, &j.msg.Subject, &j.msg.Body, &unsub, &j.attempts, db.ScanTime(&j.createdAt))
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		found = err == nil
		return err
	})
	if err != nil {
		return job{}, false, fmt.Errorf("mail.claim: %w", err)
	}
	j.msg.ID = j.id
	j.msg.ListUnsubscribe = unsub.String
	return j, found, nil
}

// attempt sends a claimed message and records the outcome. It reports whether the server
// accepted the message; the error is only about recording.
func (s *Sender) attempt(ctx context.Context, j job) (bool, error) {
	sent, result, err := s.try(ctx, j)
	if s.opts.Results != nil {
		s.opts.Results.WithLabelValues(result).Inc()
	}
	return sent, err
}

// try is attempt without the count; result is "sent", "retry" or "failed".
func (s *Sender) try(ctx context.Context, j job) (bool, string, error) {
	now := s.now().UTC()
	log := s.log.With("outbox_id", j.id, "to", j.msg.To, "attempt", j.attempts)
	switch {
	case j.attempts > s.opts.MaxAttempts:
		// Only reachable when earlier claims lapsed without an outcome (a sender died mid-send).
		log.Error("e-mail not delivered: giving up", "reason", "too many interrupted attempts")
		return false, "failed", s.giveUp(ctx, j.id, "tentativas interrompidas demais", now)
	case now.Sub(j.createdAt) > s.opts.MaxAge:
		log.Error("e-mail not delivered: giving up", "reason", "queued too long ago", "queued_at", j.createdAt)
		return false, "failed", s.giveUp(ctx, j.id, "expirou na fila sem ser enviado", now)
	}
	// The conversation is not cut short by shutdown: a message accepted but not recorded as sent
	// would go out again after the lease.
	sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.opts.SendTimeout)
	sendErr := s.tr.Send(sendCtx, j.msg)
	cancel()
	rec := context.WithoutCancel(ctx)
	now = s.now().UTC()
	if sendErr == nil {
		log.Info("e-mail sent")
		return true, "sent", s.record(rec, `UPDATE outbox SET sent_at = $1, claimed_at = NULL, last_error = NULL WHERE id = $2`, now, j.id)
	}
	if errors.Is(sendErr, ErrPermanent) || j.attempts >= s.opts.MaxAttempts {
		log.Error("e-mail not delivered: giving up", "err", sendErr)
		return false, "failed", s.giveUp(rec, j.id, sendErr.Error(), now)
	}
	next := now.Add(s.backoff(j.attempts))
	log.Warn("e-mail not delivered: will retry", "err", sendErr, "next_attempt_at", next)
	return false, "retry", s.record(rec, `UPDATE outbox SET claimed_at = NULL, next_attempt_at = $1, last_error = $2 WHERE id = $3`,
		next, truncate(sendErr.Error()), j.id)
}

// backoff is the wait after the n-th failed attempt: BaseBackoff doubled n-1 times, capped.
func (s *Sender) backoff(n int) time.Duration {
	d := s.opts.BaseBackoff
	for i := 1; i < n && d < s.opts.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, s.opts.MaxBackoff)
}

func (s *Sender) giveUp(ctx context.Context, id, reason string, now time.Time) error {
	return s.record(ctx, `UPDATE outbox SET failed_at = $1, claimed_at = NULL, last_error = $2 WHERE id = $3`, now, truncate(reason), id)
}

func (s *Sender) record(ctx context.Context, query string, args ...any) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, query, args...)
		return err
	})
	if err != nil {
		return fmt.Errorf("mail: record outcome: %w", err)
	}
	return nil
}

// truncate keeps a server's error text to a size worth storing.
func truncate(s string) string {
	const limit = 1000
	if len(s) <= limit {
		return s
	}
	return strings.ToValidUTF8(s[:limit], "") // drops a UTF-8 sequence the cut split
}

// Backlog reads the outbox's waiting messages (neither sent nor given up, on the outbox_pending
// index) and the age of the oldest one at now, for the metrics.
func Backlog(ctx context.Context, d *db.DB, now time.Time) (pending int, oldest time.Duration, err error) {
	var first time.Time
	err = d.QueryRowContext(ctx, `SELECT COUNT(*), MIN(created_at) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`).
		Scan(&pending, db.ScanTime(&first))
	if err != nil {
		return 0, 0, fmt.Errorf("mail.Backlog: %w", err)
	}
	if pending == 0 || first.IsZero() {
		return pending, 0, nil
	}
	return pending, max(0, now.Sub(first)), nil
}

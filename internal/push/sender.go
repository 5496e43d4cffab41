package push

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"github.com/aceito/aceito/internal/db"
)

// TTL is how long a push service keeps a push for a device that is offline (RFC 8030 §5.2): a
// day, after which a reminder is stale.
const TTL = 24 * time.Hour

// Options tune a Sender; zero values take the defaults in brackets.
type Options struct {
	MaxAttempts int           // attempts before a push is given up [6]
	BaseBackoff time.Duration // wait after the first failure, doubled after each one [1m]
	MaxBackoff  time.Duration // longest wait between attempts [1h]
	// Lease is how long a claim holds: a push claimed longer ago belongs to a sender that died
	// mid-send and is claimed again. It must exceed SendTimeout. [5m]
	Lease       time.Duration
	SendTimeout time.Duration // one POST to a push service [30s]
	// MaxAge: a push not sent this long after it became due is given up (the push service would
	// drop it after TTL anyway). [TTL]
	MaxAge time.Duration
	// Budget bounds one DeliverDue call in real time, so the scheduler's tick it runs in ends
	// well before the next; what is left waits for the next tick. [20s]
	Budget time.Duration
	// Client makes the requests [an http.Client that follows no redirect].
	Client *http.Client
}

func (o Options) withDefaults() Options {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.BaseBackoff, time.Minute)
	def(&o.MaxBackoff, time.Hour)
	def(&o.Lease, 5*time.Minute)
	def(&o.SendTimeout, 30*time.Second)
	def(&o.MaxAge, TTL)
	def(&o.Budget, 20*time.Second)
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = 6
	}
	if o.Client == nil {
		// A push service answers; it never sends us elsewhere. Following a redirect would let a
		// response point the server at any URL.
		o.Client = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return o
}

// Sender delivers queued pushes. Any number of senders (one per instance) may drain one
// database: each push is claimed by exactly one.
type Sender struct {
	db      *db.DB
	keys    Keys
	subject string
	hosts   Hosts
	log     *slog.Logger
	opts    Options
}

// NewSender returns a Sender signing with keys; subject is the VAPID contact (mailto: or
// https:), hosts the push services it may call.
func NewSender(d *db.DB, keys Keys, subject string, hosts Hosts, log *slog.Logger, opts Options) *Sender {
	return &Sender{db: d, keys: keys, subject: subject, hosts: hosts, log: log, opts: opts.withDefaults()}
}

// PublicKey is the VAPID public key browsers subscribe with.
func (s *Sender) PublicKey() string { return s.keys.Public }

// dueWhere selects pushes ready for an attempt; $1 is now, $2 the instant before which a claim
// has lapsed.
const dueWhere = `failed_at IS NULL AND not_before <= $1 AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
	AND (claimed_at IS NULL OR claimed_at < $2)`

// DeliverDue sends every push due at now, one at a time, and returns how many a push service
// accepted. It stops after Options.Budget; the rest is due at the next call.
func (s *Sender) DeliverDue(ctx context.Context, now time.Time) (int, error) {
	now = now.UTC()
	started := time.Now() // real time: the budget is this process's time, not now
	sent := 0
	for ctx.Err() == nil && time.Since(started) < s.opts.Budget {
		j, ok, err := s.claim(ctx, now)
		if err != nil {
			return sent, err
		}
		if !ok {
			return sent, nil
		}
		done, err := s.attempt(ctx, j, now)
		if done {
			sent++
		}
		if err != nil {
			return sent, err
		}
	}
	return sent, nil
}

type job struct {
	id, subscriptionID, payload string
	attempts                    int
	notBefore                   time.Time
	sub                         Subscription
}

// claim takes the first due push, marking it claimed and counting the attempt in one
// statement (the e-mail outbox's way: PostgreSQL's SKIP LOCKED lets racing instances take
// different rows, SQLite runs one writer at a time, and the outer WHERE repeats the conditions
// so a row claimed meanwhile is never taken twice).
func (s *Sender) claim(ctx context.Context, now time.Time) (job, bool, error) {
	stale := now.Add(-s.opts.Lease)
	// A read first: an idle queue costs no write lock on SQLite at each tick.
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM push_queue WHERE `+dueWhere+` LIMIT 1`, now, stale).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return job{}, false, nil
	}
	if err != nil {
		return job{}, false, fmt.Errorf("push: claim: %w", err)
	}
	lock := ""
	if s.db.Dialect == db.Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var j job
	found := false
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `UPDATE push_queue SET claimed_at = $1, attempts = attempts + 1
			WHERE id = (SELECT id FROM push_queue WHERE `+dueWhere+` ORDER BY not_before, id LIMIT 1`+lock+`)
			AND `+dueWhere+`
			RETURNING id, subscription_id, payload, attempts, not_before`, now, stale).
			Scan(&j.id, &j.subscriptionID, &j.payload, &j.attempts, db.ScanTime(&j.notBefore))
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		found = true
		return tx.QueryRowContext(ctx, `SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1`, j.subscriptionID).
			Scan(&j.sub.Endpoint, &j.sub.P256dh, &j.sub.Auth)
	})
	if err != nil {
		return job{}, false, fmt.Errorf("push: claim: %w", err)
	}
	return j, found, nil
}

// attempt sends a claimed push and records the outcome. It reports whether the push service
// accepted it; the error is only about recording.
func (s *Sender) attempt(ctx context.Context, j job, now time.Time) (bool, error) {
	log := s.log.With("push_id", j.id, "subscription_id", j.subscriptionID, "attempt", j.attempts)
	rec := context.WithoutCancel(ctx)
	switch {
	case j.attempts > s.opts.MaxAttempts:
		// Only reachable when earlier claims lapsed without an outcome (a sender died mid-send).
		log.Error("push not delivered: giving up", "reason", "too many interrupted attempts")
		return false, s.giveUp(rec, j.id, "tentativas interrompidas demais", now)
	case now.Sub(j.notBefore) > s.opts.MaxAge:
		log.Warn("push not delivered: giving up", "reason", "due too long ago", "due_at", j.notBefore)
		return false, s.giveUp(rec, j.id, "expirou na fila sem ser enviado", now)
	case !s.hosts.Allowed(j.sub.Endpoint):
		// ACEITO_PUSH_HOSTS changed since the device subscribed: the server calls listed hosts only.
		log.Warn("push not delivered: giving up", "reason", "push service not allowed by ACEITO_PUSH_HOSTS")
		return false, s.giveUp(rec, j.id, "serviço de push não permitido", now)
	}
	status, retryAfter, err := s.send(ctx, j)
	switch {
	case err == nil && status >= 200 && status < 300:
		log.Info("push sent", "status", status)
		return true, s.record(rec, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(rec, `DELETE FROM push_queue WHERE id = $1`, j.id); err != nil {
				return err
			}
			_, err := tx.ExecContext(rec, `UPDATE push_subscriptions SET last_success_at = $1 WHERE id = $2`, now, j.subscriptionID)
			return err
		})
	case err == nil && (status == http.StatusNotFound || status == http.StatusGone):
		// RFC 8030 §7.3: the subscription expired or the member revoked it. Its queued pushes go
		// with it (ON DELETE CASCADE).
		log.Info("push subscription gone: deleted", "status", status)
		return false, s.record(rec, func(tx *sql.Tx) error {
			_, err := tx.ExecContext(rec, `DELETE FROM push_subscriptions WHERE id = $1`, j.subscriptionID)
			return err
		})
	case err == nil && (status == http.StatusBadRequest || status == http.StatusUnauthorized ||
		status == http.StatusForbidden || status == http.StatusRequestEntityTooLarge):
		// The request itself is refused (a bad VAPID token, a key the subscription was not made
		// with, a payload too large): sending it again cannot help.
		log.Error("push not delivered: giving up", "status", status)
		return false, s.giveUp(rec, j.id, "recusado pelo serviço de push: HTTP "+strconv.Itoa(status), now)
	}
	reason := "HTTP " + strconv.Itoa(status)
	if err != nil {
		reason = err.Error()
	}
	if j.attempts >= s.opts.MaxAttempts {
		log.Error("push not delivered: giving up", "err", reason)
		return false, s.giveUp(rec, j.id, reason, now)
	}
	next := now.Add(max(s.backoff(j.attempts), retryAfter))
	log.Warn("push not delivered: will retry", "err", reason, "next_attempt_at", next)
	return false, s.record(rec, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(rec, `UPDATE push_queue SET claimed_at = NULL, next_attempt_at = $1, last_error = $2 WHERE id = $3`,
			next, truncate(reason), j.id)
		return err
	})
}

// send encrypts and POSTs one push, returning the push service's status and its Retry-After.
func (s *Sender) send(ctx context.Context, j job) (int, time.Duration, error) {
	// The POST is not cut short by shutdown: a push accepted but not recorded would go again.
	sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.opts.SendTimeout)
	defer cancel()
	resp, err := webpush.SendNotificationWithContext(sendCtx, []byte(j.payload),
		&webpush.Subscription{Endpoint: j.sub.Endpoint, Keys: webpush.Keys{P256dh: j.sub.P256dh, Auth: j.sub.Auth}},
		&webpush.Options{
			HTTPClient: s.opts.Client,
			// webpush-go adds "mailto:" to a subscriber that is not an https URL.
			Subscriber:      strings.TrimPrefix(s.subject, "mailto:"),
			TTL:             int(TTL / time.Second),
			VAPIDPublicKey:  s.keys.Public,
			VAPIDPrivateKey: s.keys.Private,
		})
	if err != nil {
		return 0, 0, fmt.Errorf("push: send: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	var retryAfter time.Duration
	if n, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && n > 0 {
		retryAfter = min(time.Duration(n)*time.Second, s.opts.MaxBackoff)
	}
	return resp.StatusCode, retryAfter, nil
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
	return s.record(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE push_queue SET failed_at = $1, claimed_at = NULL, last_error = $2 WHERE id = $3`,
			now, truncate(reason), id)
		return err
	})
}

func (s *Sender) record(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if err := s.db.InTx(ctx, fn); err != nil {
		return fmt.Errorf("push: record outcome: %w", err)
	}
	return nil
}

// truncate keeps an error text to a size worth storing.
func truncate(s string) string {
	const limit = 500
	if len(s) <= limit {
		return s
	}
	return strings.ToValidUTF8(s[:limit], "") // drops a UTF-8 sequence the cut split
}

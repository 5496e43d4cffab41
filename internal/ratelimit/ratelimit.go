// Package ratelimit is the one abuse limiter of the server: a fixed window per key, counted in
// the database (table rate_limits) so every instance behind a load balancer shares it. A hit
// costs one small UPSERT; a refused hit answers 429 with Retry-After and a pt-BR message.
// Each Rule says what it counts (per client IP bucket, per e-mail, per RSVP token) and how much;
// the rules are listed in one place (rules.go) and in the README.
package ratelimit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
)

// Rule is one limit: at most Limit hits per Window for one key.
type Rule struct {
	Name   string // key prefix, unique per rule
	Limit  int
	Window time.Duration
	// Message starts the 429 message, e.g. "Muitas tentativas"; ". Tente novamente em N
	// minutos." is appended.
	Message string
}

// Options configures a Limiter.
type Options struct {
	// Factor multiplies every rule's limit (ACEITO_RATE_LIMIT_FACTOR; the browser tests sign up
	// hundreds of accounts from one address). Values below 1 mean 1.
	Factor int
	// Proxies decides which address of a request is the client's (see ClientIP).
	Proxies Proxies
	// Refused, when set, counts each refused hit by rule name (the metrics).
	Refused *prometheus.CounterVec
}

// Limiter counts hits against rules.
type Limiter struct {
	db      *db.DB
	now     func() time.Time
	factor  int
	proxies Proxies
	refused *prometheus.CounterVec // may be nil
}

// New returns a Limiter on d; now is the clock (time.Now when nil).
func New(d *db.DB, now func() time.Time, opts Options) *Limiter {
	if now == nil {
		now = time.Now
	}
	return &Limiter{db: d, now: now, factor: max(1, opts.Factor), proxies: opts.Proxies, refused: opts.Refused}
}

// Limit is the effective limit of r (its Limit times the configured factor).
func (l *Limiter) Limit(r Rule) int { return r.Limit * l.factor }

// key is the stored key of subject under rule r. Subjects are hashed: the table then holds no
// e-mail or IP address (personal data), and every key has the same small size.
func key(r Rule, subject string) string {
	sum := sha256.Sum256([]byte(subject))
	return r.Name + ":" + hex.EncodeToString(sum[:16])
}

// Hit counts one request of subject against r, in one atomic UPSERT (a burst of parallel
// requests cannot slip past the limit), and returns a 429 error when this hit is over the
// limit. A window starts at its first hit and lasts r.Window.
func (l *Limiter) Hit(ctx context.Context, r Rule, subject string) error {
	now := l.now().UTC()
	var hits int
	var reset time.Time
	err := l.db.QueryRowContext(ctx, `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, $2)
		ON CONFLICT (key) DO UPDATE SET
			hits = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
			reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN $2 ELSE rate_limits.reset_at END
		RETURNING hits, reset_at`, key(r, subject), now.Add(r.Window), now).Scan(&hits, db.ScanTime(&reset))
	if err != nil {
		return fmt.Errorf("ratelimit.Hit %s: %w", r.Name, err)
	}
	if hits <= l.Limit(r) {
		return nil
	}
	if l.refused != nil {
		l.refused.WithLabelValues(r.Name).Inc()
	}
	return tooMany(r.Message, reset.Sub(now))
}

// Release gives back one hit of subject under r: a sign-in that turned out right is not held
// against the address it came from.
func (l *Limiter) Release(ctx context.Context, r Rule, subject string) error {
	if _, err := l.db.ExecContext(ctx, `UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > $2`,
		key(r, subject), l.now().UTC()); err != nil {
		return fmt.Errorf("ratelimit.Release %s: %w", r.Name, err)
	}
	return nil
}

// DeleteExpired removes the rows whose window has ended, so the table holds only the current
// windows; the server's maintenance loop runs it.
func (l *Limiter) DeleteExpired(ctx context.Context) error {
	if _, err := l.db.ExecContext(ctx, `DELETE FROM rate_limits WHERE reset_at <= $1`, l.now().UTC()); err != nil {
		return fmt.Errorf("ratelimit.DeleteExpired: %w", err)
	}
	return nil
}

// tooMany is the 429: "<what>. Tente novamente em N minutos." with Retry-After.
func tooMany(what string, wait time.Duration) error {
	wait = max(wait, time.Second)
	minutes := max(1, int(math.Ceil(wait.Minutes())))
	unit := "minutos"
	if minutes == 1 {
		unit = "minuto"
	}
	return apperr.TooManyRequests("too_many_attempts", fmt.Sprintf("%s. Tente novamente em %d %s.", what, minutes, unit), wait)
}

// ClientKey is the client's IP bucket for r (see Proxies.ClientIP and Bucket).
func (l *Limiter) ClientKey(r *http.Request) string { return Bucket(l.proxies.ClientIP(r)) }

// ByIP wraps next so that each request first counts against rule r for the client's IP bucket.
func (l *Limiter) ByIP(r Rule, next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) error {
		if err := l.Hit(req.Context(), r, l.ClientKey(req)); err != nil {
			return err
		}
		return next(w, req)
	}
}

// ByPathValue wraps next so that each request first counts against rule r for the path value
// name (e.g. the RSVP token). Put a ByIP rule in front of it: that bounds how many keys one
// client can create with made-up values.
func (l *Limiter) ByPathValue(r Rule, name string, next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) error {
		if err := l.Hit(req.Context(), r, req.PathValue(name)); err != nil {
			return err
		}
		return next(w, req)
	}
}

// Bucket is the key a client address counts under: the address itself for IPv4, its /64 for
// IPv6 (one subscriber usually holds a whole /64, so per-/128 counting would be no limit).
// An unparseable address is its own bucket.
func Bucket(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, err := a.WithZone("").Prefix(64)
	if err != nil {
		return addr
	}
	return p.String()
}

// Package auth holds accounts, password hashing, server-side sessions, the middleware that
// turns a session cookie into an Identity, sign-in throttling and password reset.
package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/ratelimit"
	"github.com/aceito/aceito/internal/wedding"
)

// CookieName is the session cookie over plain http (a laptop, the tests).
const CookieName = "aceito_session"

// SecureCookieName is the session cookie when the public URL is https. The __Host- prefix makes
// the browser refuse it unless it is Secure, has Path=/ and no Domain, so neither a sibling
// subdomain nor a plain-http page can plant or overwrite it.
const SecureCookieName = "__Host-" + CookieName

// renewAfter is how stale a session's expiry may get before a request slides it forward; it
// keeps renewal to one write per session per hour instead of one per request.
const renewAfter = time.Hour

// Options configures Auth.
type Options struct {
	SessionTTL time.Duration // sliding idle window
	// SessionMaxAge is the absolute lifetime of a session from sign-in, however often it is used.
	SessionMaxAge time.Duration
	SecureCookies bool
	BaseURL       string // public URL for e-mailed links
	Now           func() time.Time
	// Limits is the server's rate limiter (sign-in and reset throttling, client addresses);
	// nil makes one with the defaults (no trusted proxy).
	Limits *ratelimit.Limiter
}

// Auth serves the account endpoints and authenticates requests.
type Auth struct {
	db     *db.DB
	opts   Options
	limits *ratelimit.Limiter
}

// New returns an Auth on d.
func New(d *db.DB, opts Options) *Auth {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.SessionTTL <= 0 {
		opts.SessionTTL = 30 * 24 * time.Hour
	}
	if opts.SessionMaxAge <= 0 {
		opts.SessionMaxAge = 90 * 24 * time.Hour
	}
	limits := opts.Limits
	if limits == nil {
		limits = ratelimit.New(d, opts.Now, ratelimit.Options{})
	}
	return &Auth{db: d, opts: opts, limits: limits}
}

func (a *Auth) now() time.Time { return a.opts.Now().UTC() }

// CookieName is the session cookie's name for this server: SecureCookieName over https.
func (a *Auth) CookieName() string {
	if a.opts.SecureCookies {
		return SecureCookieName
	}
	return CookieName
}

// sessionExpiry is when a session created at created and used at now expires: the sliding
// window, but never past the absolute lifetime.
func (a *Auth) sessionExpiry(created, now time.Time) time.Time {
	exp := now.Add(a.opts.SessionTTL)
	if limit := created.Add(a.opts.SessionMaxAge); exp.After(limit) {
		return limit
	}
	return exp
}

type userAgentKey struct{}

// userAgent is the User-Agent of the request being served (set by Middleware), stored with a
// new session for the 'Dispositivos conectados' list.
func userAgent(ctx context.Context) string {
	ua, _ := ctx.Value(userAgentKey{}).(string)
	return ua
}

// Identity is who is calling: the user and the wedding (tenant) their session acts on.
type Identity struct {
	UserID    string
	WeddingID string
	SessionID string // hash of the cookie token
	// WeddingVersion is the wedding's data_version when the request began (see wedding.LockForWrite).
	WeddingVersion int64
	// Role is the user's role in the wedding: RoleOwner, RolePartner or RolePlanner.
	Role string
	// Subscription is the wedding's subscription, read with the session (nil when the identity
	// was made otherwise): a write is refused while it is read-only without a query of its own.
	Subscription *wedding.Subscription
}

// Member roles (wedding_members.role). The owner holds the subscription and manages members;
// the partner plans everything and sees billing; a planner (cerimonialista) plans everything
// but never sees billing, members or deletion (internal/app routes.go enforces it).
const (
	RoleOwner   = "owner"
	RolePartner = "partner"
	RolePlanner = "planner"
)

type identityKey struct{}

// IdentityFrom returns the caller's identity, if the request carried a valid session.
func IdentityFrom(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(identityKey{}).(Identity)
	return id, ok
}

// MustIdentity returns the caller's identity on routes behind Require.
func MustIdentity(ctx context.Context) Identity {
	id, ok := IdentityFrom(ctx)
	if !ok {
		panic("auth.MustIdentity: route not behind auth.Require")
	}
	return id
}

// WithIdentity returns ctx carrying id (and its user as the actor of the request's writes,
// wedding.WithActor); tests and the middleware use it.
func WithIdentity(ctx context.Context, id Identity) context.Context {
	return wedding.WithActor(context.WithValue(ctx, identityKey{}, id), id.UserID)
}

// Middleware resolves the session cookie, if any, into an Identity on the request context,
// sliding the session's expiry forward at most once per renewAfter.
func (a *Auth) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ua := r.Header.Get("User-Agent"); ua != "" {
			r = r.WithContext(context.WithValue(r.Context(), userAgentKey{}, ua))
		}
		c, err := r.Cookie(a.CookieName())
		if err != nil || c.Value == "" {
			next.ServeHTTP(w, r)
			return
		}
		id, err := a.lookupSession(r.Context(), w, c.Value)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if id == nil {
			// An unknown or ended session is simply anonymous. Its cookie is not cleared: a request
			// still in flight with the old cookie when the browser gets a new session (accepting a
			// member invitation ends the old sessions and starts one) would clear the new cookie
			// with its late answer and sign the person out.
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(WithIdentity(r.Context(), *id)))
	})
}

func (a *Auth) lookupSession(ctx context.Context, w http.ResponseWriter, token string) (*Identity, error) {
	hash := HashToken(token)
	var id Identity
	var created, expires time.Time
	// The join on the membership means a session outlives no removal: a member removed from
	// the wedding (whose sessions are also deleted) is signed out on the very next request.
	var planID, status string
	var planExpires time.Time
	var cancelAtPeriodEnd, renews bool
	err := a.db.QueryRowContext(ctx, `SELECT s.user_id, s.wedding_id, s.created_at, s.expires_at, w.data_version, m.role,
			w.plan_id, w.subscription_status, w.plan_expires_at, w.cancel_at_period_end, w.billing_subscription_id IS NOT NULL
		FROM sessions s JOIN weddings w ON w.id = s.wedding_id
		JOIN wedding_members m ON m.wedding_id = s.wedding_id AND m.user_id = s.user_id WHERE s.id = $1`, hash).
		Scan(&id.UserID, &id.WeddingID, db.ScanTime(&created), db.ScanTime(&expires), &id.WeddingVersion, &id.Role,
			&planID, &status, db.ScanTime(&planExpires), &cancelAtPeriodEnd, &renews)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("auth.lookupSession: %w", err)
	}
	now := a.now()
	// The absolute lifetime is checked on its own too: expires_at was capped with the
	// SessionMaxAge in force then, and the operator may have lowered it since.
	if !expires.After(now) || !created.Add(a.opts.SessionMaxAge).After(now) {
		if _, err := a.db.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1`, hash); err != nil {
			return nil, fmt.Errorf("auth.lookupSession: delete expired: %w", err)
		}
		return nil, nil
	}
	if newExpiry := a.sessionExpiry(created, now); newExpiry.Sub(expires) > renewAfter {
		// last_seen_at rides on the renewal write, so it is exact to the hour at no extra cost.
		if _, err := a.db.ExecContext(ctx, `UPDATE sessions SET expires_at = $1, last_seen_at = $2 WHERE id = $3`, newExpiry, now, hash); err != nil {
			return nil, fmt.Errorf("auth.lookupSession: renew: %w", err)
		}
		a.setCookie(w, token, newExpiry)
	}
	if sub, ok := wedding.SubscriptionOf(planID, status, planExpires, cancelAtPeriodEnd, renews); ok {
		id.Subscription = &sub
	}
	id.SessionID = hash
	return &id, nil
}

// Require answers 401 unless the request carries a valid session.
func Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := IdentityFrom(r.Context()); !ok {
			httpx.WriteError(w, r, errUnauthenticated)
			return
		}
		next.ServeHTTP(w, r)
	})
}

var errUnauthenticated = apperr.Unauthenticated("unauthenticated", "Faça login para continuar.")

// setCookie sends the session cookie, living until the session's expiry.
func (a *Auth) setCookie(w http.ResponseWriter, token string, expires time.Time) {
	http.SetCookie(w, &http.Cookie{
		Name: a.CookieName(), Value: token, Path: "/", MaxAge: max(1, int(expires.Sub(a.now()).Seconds())),
		HttpOnly: true, Secure: a.opts.SecureCookies, SameSite: http.SameSiteLaxMode,
	})
}

// ClearCookie removes the session cookie from the browser (after its sessions were ended).
func (a *Auth) ClearCookie(w http.ResponseWriter) { a.clearCookie(w) }

func (a *Auth) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{
		Name: a.CookieName(), Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: a.opts.SecureCookies, SameSite: http.SameSiteLaxMode,
	})
}

// DeleteExpired removes expired sessions, reset tokens and pending sign-ups; the server runs it periodically.
func (a *Auth) DeleteExpired(ctx context.Context) error {
	now := a.now()
	if _, err := a.db.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= $1`, now); err != nil {
		return fmt.Errorf("auth.DeleteExpired: sessions: %w", err)
	}
	if _, err := a.db.ExecContext(ctx, `DELETE FROM password_resets WHERE expires_at <= $1`, now); err != nil {
		return fmt.Errorf("auth.DeleteExpired: resets: %w", err)
	}
	if _, err := a.db.ExecContext(ctx, `DELETE FROM pending_signups WHERE expires_at <= $1`, now); err != nil {
		return fmt.Errorf("auth.DeleteExpired: pending sign-ups: %w", err)
	}
	return nil
}

func logger(ctx context.Context) *slog.Logger { return httpx.Logger(ctx) }

// SessionAlive reports whether the session (its stored hashed id) still exists and has not
// expired: a realtime stream ends when it no longer does.
func (a *Auth) SessionAlive(ctx context.Context, sessionID string) (bool, error) {
	var n int
	err := a.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE id = $1 AND expires_at > $2`, sessionID, a.now()).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("auth.SessionAlive: %w", err)
	}
	return n > 0, nil
}

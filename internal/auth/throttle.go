package auth

import (
	"context"
	"fmt"
	"net/http"

	"github.com/aceito/aceito/internal/ratelimit"
)

// Sign-in throttling runs on the one rate limiter (internal/ratelimit): every attempt is counted
// before the password is checked, per client IP bucket (ratelimit.SignInIP, 5 per 15 minutes)
// and per e-mail (ratelimit.SignInEmail, a much higher ceiling), and a right password gives the
// attempt back. Strangers failing on an e-mail from their own addresses therefore do not lock
// its owner out; only guessing spread over many addresses reaches the e-mail's ceiling.

// throttleKeys are the subjects a sign-in attempt counts against: the e-mail and the client.
func throttleKeys(email, ip string) []string { return []string{email, ip} }

// countAttempt counts a sign-in attempt (keys from throttleKeys), the client's address first so
// that one address cannot create counters for many e-mails. It returns a 429 error when a
// limit is exceeded.
func (a *Auth) countAttempt(ctx context.Context, keys []string) error {
	if err := a.limits.Hit(ctx, ratelimit.SignInIP, keys[1]); err != nil {
		return err
	}
	return a.limits.Hit(ctx, ratelimit.SignInEmail, keys[0])
}

// succeeded gives back the attempt counted for a sign-in whose password was right.
func (a *Auth) succeeded(ctx context.Context, email, ip string) error {
	if err := a.limits.Release(ctx, ratelimit.SignInEmail, email); err != nil {
		return err
	}
	return a.limits.Release(ctx, ratelimit.SignInIP, ip)
}

// clientIP is the client's IP bucket the limits count against (see ratelimit.Proxies).
func (a *Auth) clientIP(r *http.Request) string { return a.limits.ClientKey(r) }

// checkPasswordThrottled checks a password guess for the account with the given e-mail under
// the sign-in throttle (the same e-mail and IP counters, so every way of guessing shares one
// budget). It is the one call the password change makes into throttling. It answers 429 when
// locked; a right password gives the attempt back.
func (a *Auth) checkPasswordThrottled(ctx context.Context, email, ip, hash, password string) (bool, error) {
	keys := throttleKeys(email, ip)
	if err := a.countAttempt(ctx, keys); err != nil {
		return false, err
	}
	ok, err := CheckPassword(ctx, hash, password)
	if err != nil {
		return false, fmt.Errorf("auth.checkPasswordThrottled: %w", err)
	}
	if ok {
		if err := a.succeeded(ctx, keys[0], keys[1]); err != nil {
			return false, err
		}
	}
	return ok, nil
}

package auth

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
)

// Sign-in throttling: after maxFailures failed attempts within throttleWindow for the same
// e-mail, or from the same IP, further attempts are refused for lockDuration. The counters
// live in the database so every instance behind a load balancer sees them.
const (
	maxFailures    = 5
	throttleWindow = 15 * time.Minute
	lockDuration   = 15 * time.Minute
)

func throttleKeys(email, ip string) []string { return []string{"email:" + email, "ip:" + ip} }

// countAttempt counts a sign-in attempt against every key *before* the password is checked, in
// one atomic statement per key, so a burst of parallel guesses cannot slip past the limit. It
// returns a 429 error when a key is locked or this attempt goes over the limit. A successful
// sign-in gives the attempt back (succeeded).
func (a *Auth) countAttempt(ctx context.Context, keys []string) error {
	return a.countAttempts(ctx, keys, "Muitas tentativas de login")
}

// countAttempts is countAttempt with the start of the 429 message (what was attempted).
func (a *Auth) countAttempts(ctx context.Context, keys []string, tooMany string) error {
	now := a.now()
	for _, key := range keys {
		var failures int
		var locked time.Time
		err := a.db.QueryRowContext(ctx, `INSERT INTO auth_throttle (key, failures, window_started_at) VALUES ($1, 1, $2)
			ON CONFLICT (key) DO UPDATE SET
				failures = CASE WHEN auth_throttle.window_started_at <= $3 THEN 1 ELSE auth_throttle.failures + 1 END,
				window_started_at = CASE WHEN auth_throttle.window_started_at <= $3 THEN $2 ELSE auth_throttle.window_started_at END
			RETURNING failures, locked_until`, key, now, now.Add(-throttleWindow)).Scan(&failures, db.ScanTime(&locked))
		if err != nil {
			return fmt.Errorf("auth.countAttempt: %w", err)
		}
		if !locked.After(now) && failures > maxFailures {
			locked = now.Add(lockDuration)
			if _, err := a.db.ExecContext(ctx, `UPDATE auth_throttle SET locked_until = $1 WHERE key = $2`, locked, key); err != nil {
				return fmt.Errorf("auth.countAttempt: lock: %w", err)
			}
		}
		if locked.After(now) {
			wait := locked.Sub(now)
			minutes := int(math.Ceil(wait.Minutes()))
			unit := "minutos"
			if minutes == 1 {
				unit = "minuto"
			}
			return apperr.TooManyRequests("too_many_attempts",
				fmt.Sprintf("%s. Tente novamente em %d %s.", tooMany, minutes, unit), wait)
		}
	}
	return nil
}

// succeeded forgets the e-mail's failures and gives the IP back the attempt just counted.
func (a *Auth) succeeded(ctx context.Context, emailKey, ipKey string) error {
	if _, err := a.db.ExecContext(ctx, `DELETE FROM auth_throttle WHERE key = $1`, emailKey); err != nil {
		return fmt.Errorf("auth.succeeded: %w", err)
	}
	if _, err := a.db.ExecContext(ctx, `UPDATE auth_throttle SET failures = failures - 1 WHERE key = $1 AND failures > 0`, ipKey); err != nil {
		return fmt.Errorf("auth.succeeded: %w", err)
	}
	return nil
}

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

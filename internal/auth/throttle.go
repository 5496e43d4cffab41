package auth

import (
	"context"
	"database/sql"
	"errors"
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

// checkThrottle returns a 429 error when any key is locked.
func (a *Auth) checkThrottle(ctx context.Context, keys []string) error {
	now := a.now()
	for _, key := range keys {
		var locked time.Time
		err := a.db.QueryRowContext(ctx, `SELECT locked_until FROM auth_throttle WHERE key = $1`, key).Scan(db.ScanTime(&locked))
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return fmt.Errorf("auth.checkThrottle: %w", err)
		}
		if locked.After(now) {
			wait := locked.Sub(now)
			minutes := int(math.Ceil(wait.Minutes()))
			unit := "minutos"
			if minutes == 1 {
				unit = "minuto"
			}
			return apperr.TooManyRequests("too_many_attempts",
				fmt.Sprintf("Muitas tentativas de login. Tente novamente em %d %s.", minutes, unit), wait)
		}
	}
	return nil
}

// recordFailure counts a failed attempt against every key, locking a key that reaches
// maxFailures within the window.
func (a *Auth) recordFailure(ctx context.Context, keys []string) error {
	now := a.now()
	return a.db.InTx(ctx, func(tx *sql.Tx) error {
		for _, key := range keys {
			var failures int
			var started time.Time
			err := tx.QueryRowContext(ctx, `SELECT failures, window_started_at FROM auth_throttle WHERE key = $1`+a.db.ForUpdate(), key).
				Scan(&failures, db.ScanTime(&started))
			switch {
			case errors.Is(err, sql.ErrNoRows) || (err == nil && now.Sub(started) > throttleWindow):
				failures, started = 0, now
			case err != nil:
				return fmt.Errorf("auth.recordFailure: read: %w", err)
			}
			failures++
			var locked *time.Time
			if failures >= maxFailures {
				until := now.Add(lockDuration)
				locked = &until
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO auth_throttle (key, failures, window_started_at, locked_until) VALUES ($1, $2, $3, $4)
				ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_started_at = excluded.window_started_at,
				locked_until = excluded.locked_until`, key, failures, started, locked); err != nil {
				return fmt.Errorf("auth.recordFailure: write: %w", err)
			}
		}
		return nil
	})
}

// clearThrottle forgets failures for key after a successful sign-in.
func (a *Auth) clearThrottle(ctx context.Context, key string) error {
	if _, err := a.db.ExecContext(ctx, `DELETE FROM auth_throttle WHERE key = $1`, key); err != nil {
		return fmt.Errorf("auth.clearThrottle: %w", err)
	}
	return nil
}

// Package wedding is the tenant: every planner row belongs to one wedding, and the wedding
// carries the subscription plan and a data version.
package wedding

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
)

// LockForWrite starts a write to the wedding's planner data inside tx: it increments the
// wedding's data_version (so a cache keyed on (wedding, version) never serves data older than
// what was committed, on any instance), holds the wedding's row lock until tx ends (so a check
// against a plan limit and the insert it guards cannot race), and returns the plan whose limits
// and gates apply at now (Subscription.EffectivePlan). Every write to planner data calls it first.
// The member making the write (WithActor, set from the session) is recorded as last_written_by.
func LockForWrite(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) (plan.Plan, error) {
	s, err := LockSubscriptionForWrite(ctx, tx, weddingID)
	if err != nil {
		return plan.Plan{}, err
	}
	return s.EffectivePlan(now), nil
}

// lockSQL is the lock-and-bump every write takes ($1 the wedding, $2 actorArg); LockCTE has it
// as a CTE beside the caller's statement.
var lockSQL = lockStatement("$1", "$2")

// lockStatement is lockSQL with its placeholders named by the caller.
func lockStatement(weddingArg, actorArg string) string {
	return `UPDATE weddings SET data_version = data_version + 1, last_written_by = ` + actorArg + ` WHERE id = ` + weddingArg +
		` RETURNING ` + subscriptionColumns
}

// actorArg is the member making the write (WithActor), or NULL: the scheduler, or a write
// outside a member's request.
func actorArg(ctx context.Context) any {
	if id := ActorFrom(ctx); id != "" {
		return id
	}
	return nil
}

// LockSubscriptionForWrite is LockForWrite for callers that also need the subscription itself
// (the scheduler, which holds back guest-facing work while the wedding is read-only).
func LockSubscriptionForWrite(ctx context.Context, tx *sql.Tx, weddingID string) (Subscription, error) {
	row := tx.QueryRowContext(ctx, lockSQL, weddingID, actorArg(ctx))
	s, err := scanSubscription(row, weddingID)
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return Subscription{}, err
		}
		return Subscription{}, fmt.Errorf("wedding.LockForWrite: %w", err)
	}
	return s, nil
}

// LockCTE is the lock-and-bump as a data-modifying CTE of a caller's statement on PostgreSQL
// (activity.InsertCounting): weddingArg and actorArg are its placeholders (the wedding, ActorArg).
// It returns the subscription's columns, in SubscriptionOf's order, then the wedding's kept row
// count of list (CountSQL's column) as of the newest committed version of the row, which the
// UPDATE works on once it holds the lock: the statement's own inserts move that count only
// after it, by their AFTER trigger.
func LockCTE(weddingArg, actorArg string, list List) string {
	capOf(list) // an unknown list panics here, as in CountSQL
	return lockStatement(weddingArg, actorArg) + `, n_` + string(list)
}

// LockFirst runs one write transaction that takes the wedding's write lock first, as
// LockForWrite does (data version moved, last writer recorded, the plan returned), then runs
// fn with the transaction and that plan; it commits when both succeed and rolls back otherwise.
// It is for writes that touch rows other writes may also lock (an update or delete of an
// existing row), which must take the wedding's lock before the row's so two of them never
// wait for each other in opposite orders. On PostgreSQL the BEGIN and the lock-and-bump go to
// the server as one network exchange (db.InTxWith; issue 16); on SQLite it is InTx with
// LockForWrite first. A missing wedding is LockForWrite's not found error.
func LockFirst(ctx context.Context, d *db.DB, weddingID string, now time.Time, fn func(q db.Querier, p plan.Plan) error) error {
	if d.Dialect != db.Postgres {
		return d.InTx(ctx, func(tx *sql.Tx) error {
			p, err := LockForWrite(ctx, tx, weddingID, now)
			if err != nil {
				return err
			}
			return fn(tx, p)
		})
	}
	var sub Subscription
	return d.InTxWith(ctx, lockSQL, []any{weddingID, actorArg(ctx)}, func(row db.Scanner) error {
		var err error
		if sub, err = scanSubscription(row, weddingID); err != nil {
			if _, ok := apperr.As(err); ok {
				return err
			}
			return fmt.Errorf("wedding.LockFirst: %w", err)
		}
		return nil
	}, func(q db.Querier) error {
		return fn(q, sub.EffectivePlan(now))
	})
}

type actorKey struct{}

// WithActor returns ctx carrying the user id of the member whose request this is. The session
// middleware sets it, so every write through LockForWrite knows who made it without each
// handler passing it along (the seam the activity log will use).
func WithActor(ctx context.Context, userID string) context.Context {
	return context.WithValue(ctx, actorKey{}, userID)
}

// ActorFrom returns the member set by WithActor, or "".
func ActorFrom(ctx context.Context) string {
	id, _ := ctx.Value(actorKey{}).(string)
	return id
}

// Today is the wedding's calendar day (YYYY-MM-DD) at now, in its own time zone (DESIGN.md:
// "today" is never UTC's). A wedding that does not exist is sql.ErrNoRows.
func Today(ctx context.Context, q querier, weddingID string, now time.Time) (string, error) {
	loc, err := Location(ctx, q, weddingID)
	if err != nil {
		return "", err
	}
	return now.In(loc).Format(time.DateOnly), nil
}

// Location is the wedding's time zone (America/Sao_Paulo unless changed).
func Location(ctx context.Context, q querier, weddingID string) (*time.Location, error) {
	var zone string
	if err := q.QueryRowContext(ctx, `SELECT time_zone FROM weddings WHERE id = $1`, weddingID).Scan(&zone); err != nil {
		return nil, fmt.Errorf("wedding.Location: %w", err)
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return nil, fmt.Errorf("wedding.Location: wedding %s time zone %q: %w", weddingID, zone, err)
	}
	return loc, nil
}

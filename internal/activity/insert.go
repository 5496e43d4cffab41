package activity

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// InsertCounting runs one logged add of a row to list as a whole write transaction: insert
// (constant SQL written in the code, an INSERT of one row ... RETURNING, its placeholders
// $1..$len(args)), whose row goes to scan; the wedding's write lock (wedding.LockForWrite: the
// data version moves, the actor is recorded, the plan comes back); the log entry e, as Record
// writes it; and check, given the plan and the wedding's rows of list with the new one (n), whose
// error rolls everything back (the plan limit, the row cap). It commits when all succeed.
//
// On PostgreSQL the insert, the lock-and-bump and the entry are one statement (data-modifying
// CTEs), sent with the BEGIN, so the whole write is two network exchanges: that one and the
// COMMIT (issue 16; the partner's bell notifications, when one asked for them, go between). The
// count comes from the lock's own row: the UPDATE waits for the wedding's lock and then works on
// its newest committed version, whose kept count (migration 0054) includes every committed add;
// this statement's own insert moves it by its AFTER trigger at the statement's end, hence the
// +1. So the limit holds under concurrent adds as it did with a count after the lock. SQLite has
// no data-modifying CTE: there it is the insert, LockForWrite and RecordCounting in one InTx.
// A missing wedding is LockForWrite's not found error.
func InsertCounting(ctx context.Context, d *db.DB, weddingID string, now time.Time, insert string, args []any,
	scan func(row db.Scanner) error, e Entry, list wedding.List, check func(p plan.Plan, n int) error) error {
	if d.Dialect != db.Postgres {
		return d.InTx(ctx, func(tx *sql.Tx) error {
			if err := scan(tx.QueryRowContext(ctx, insert, args...)); err != nil {
				return err
			}
			p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
			if err != nil {
				return err
			}
			return RecordCounting(ctx, tx, weddingID, e, now, list, func(n int) error { return check(p, n) })
		})
	}
	actor := wedding.ActorFrom(ctx)
	var actorValue any // the author, or NULL: no author, no entry (Record writes none either)
	if actor != "" {
		if err := e.validate("activity.InsertCounting"); err != nil {
			return err
		}
		actorValue = actor
	}
	now = now.UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	k := len(args)
	arg := func(i int) string { return "$" + strconv.Itoa(k+i) }
	w, a := arg(2), arg(3) // entryArgs' wedding and author
	// The insert, the lock and Record's entry (entryArgs after the insert's own arguments).
	query := `WITH written AS (` + insert + `),
		locked AS (` + wedding.LockCTE(w, a, list) + `),
		entry AS (` + entrySQL(arg(1), w, a, arg(4), arg(5), arg(6)) + ` RETURNING text)
		SELECT written.*, locked.*, ` + authorSQL(a) + `, (SELECT text FROM entry), ` + othersSQL(w, a) + `
		FROM written, locked`
	var planID, status string
	var expires time.Time
	var cancelAtPeriodEnd, renews bool
	var before int
	var name, text, members sql.NullString
	found := true
	return d.InTxWith(ctx, query, append(args[:k:k], entryArgs(weddingID, actorValue, e, now)...), func(row db.Scanner) error {
		err := scan(extraColumns{row, []any{&planID, &status, db.ScanTime(&expires), &cancelAtPeriodEnd, &renews, &before,
			&name, &text, &members}, &found})
		if !found {
			return apperr.NotFound("Casamento não encontrado.")
		}
		return err
	}, func(q db.Querier) error {
		sub, ok := wedding.SubscriptionOf(planID, status, expires, cancelAtPeriodEnd, renews)
		if !ok {
			return fmt.Errorf("activity.InsertCounting: wedding %s has unknown plan %q", weddingID, planID)
		}
		if err := check(sub.EffectivePlan(now), before+1); err != nil {
			return err
		}
		if !text.Valid || !members.Valid {
			return nil // no entry (no author), or no one to tell
		}
		return notifyOthers(ctx, q, weddingID, actor, name.String, strings.Split(members.String, ","), e.Area, text.String, now)
	})
}

// extraColumns is InsertCounting's row as its caller's scan sees it: the caller's columns, then
// InsertCounting's own into extra. found turns false on no row (a missing wedding).
type extraColumns struct {
	row   db.Scanner
	extra []any
	found *bool
}

func (r extraColumns) Scan(dest ...any) error {
	err := r.row.Scan(append(dest[:len(dest):len(dest)], r.extra...)...)
	if errors.Is(err, sql.ErrNoRows) {
		*r.found = false
	}
	return err
}

package budget

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes the wedding's budget; every query filters by the wedding.
type Store struct {
	db  *db.DB
	now func() time.Time
	// AfterSpend runs in the transaction of every save (the spending limits that follow a
	// category check their 60/80/100 % crossings: spending.Alerts.Check); nil runs nothing.
	AfterSpend func(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// Get returns the wedding's budget, or the default categories with a zero total when none was
// saved yet.
func (s *Store) Get(ctx context.Context, weddingID string) (Budget, error) {
	return get(ctx, s.db, weddingID)
}

func get(ctx context.Context, q querier, weddingID string) (Budget, error) {
	var total, version int64
	var updated time.Time
	err := q.QueryRowContext(ctx, `SELECT total_cents, updated_at, version FROM budgets WHERE wedding_id = $1`, weddingID).
		Scan(&total, db.ScanTime(&updated), &version)
	if errors.Is(err, sql.ErrNoRows) {
		return build(0, DefaultCategories(), nil), nil
	}
	if err != nil {
		return Budget{}, fmt.Errorf("budget.get: %w", err)
	}
	rows, err := q.QueryContext(ctx, `SELECT nome, percent_tenths, fixed_cents, spent_cents, status FROM budget_categories
		WHERE wedding_id = $1 ORDER BY position`, weddingID)
	if err != nil {
		return Budget{}, fmt.Errorf("budget.get: categories: %w", err)
	}
	defer rows.Close()
	cats := []CategoryInput{}
	for rows.Next() {
		var c CategoryInput
		if err := rows.Scan(&c.Nome, &c.PercentTenths, &c.FixedCents, &c.SpentCents, &c.Status); err != nil {
			return Budget{}, fmt.Errorf("budget.get: scan: %w", err)
		}
		cats = append(cats, c)
	}
	if err := rows.Err(); err != nil {
		return Budget{}, fmt.Errorf("budget.get: %w", err)
	}
	b := build(total, cats, &updated)
	b.Version = version
	return b, nil
}

// Put saves the validated budget in, replacing the previous one (one budget per wedding), and
// returns what was stored. When in carries a version other than the stored one it changes
// nothing and returns wedding.ErrStale.
func (s *Store) Put(ctx context.Context, weddingID string, in Input) (Budget, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	var b Budget
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		before, err := get(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		version, err := wedding.CheckVersion(ctx, tx, in.Version, `SELECT version FROM budgets WHERE wedding_id = $1`, weddingID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO budgets (wedding_id, total_cents, updated_at, version) VALUES ($1, $2, $3, $4)
			ON CONFLICT (wedding_id) DO UPDATE SET total_cents = $2, updated_at = $3, version = $4`, weddingID, in.TotalCents, now, version); err != nil {
			return fmt.Errorf("budget.Store.Put: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM budget_categories WHERE wedding_id = $1`, weddingID); err != nil {
			return fmt.Errorf("budget.Store.Put: clear categories: %w", err)
		}
		for i, c := range in.Categories {
			if _, err := tx.ExecContext(ctx, `INSERT INTO budget_categories (wedding_id, position, nome, percent_tenths, fixed_cents, spent_cents, status)
				VALUES ($1, $2, $3, $4, $5, $6, $7)`, weddingID, i, c.Nome, c.PercentTenths, c.FixedCents, c.SpentCents, c.Status); err != nil {
				return fmt.Errorf("budget.Store.Put: category: %w", err)
			}
		}
		if b, err = get(ctx, tx, weddingID); err != nil {
			return err
		}
		for _, e := range activityEntries(before, b) {
			if err := activity.Record(ctx, tx, weddingID, e, now); err != nil {
				return err
			}
		}
		if s.AfterSpend != nil {
			return s.AfterSpend(ctx, tx, weddingID, now)
		}
		return nil
	})
	return b, err
}

// SetTotalTx sets the wedding's budget total inside tx, which must hold wedding.LockForWrite
// (the onboarding's 'Orçamento total' step): a wedding that never saved a budget gets one with
// the default categories, as the budget page would save it; one with a budget keeps its
// categories. totalCents must be in (0, MaxCents].
func SetTotalTx(ctx context.Context, tx *sql.Tx, weddingID string, totalCents int64, now time.Time) error {
	if totalCents <= 0 || totalCents > MaxCents {
		return fmt.Errorf("budget.SetTotalTx: total %d out of range", totalCents)
	}
	now = now.UTC().Truncate(time.Microsecond)
	res, err := tx.ExecContext(ctx, `UPDATE budgets SET total_cents = $1, updated_at = $2, version = version + 1 WHERE wedding_id = $3`, totalCents, now, weddingID)
	if err != nil {
		return fmt.Errorf("budget.SetTotalTx: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO budgets (wedding_id, total_cents, updated_at) VALUES ($1, $2, $3)`,
		weddingID, totalCents, now); err != nil {
		return fmt.Errorf("budget.SetTotalTx: %w", err)
	}
	for i, c := range DefaultCategories() {
		if _, err := tx.ExecContext(ctx, `INSERT INTO budget_categories (wedding_id, position, nome, percent_tenths, fixed_cents, spent_cents, status)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, weddingID, i, c.Nome, c.PercentTenths, c.FixedCents, c.SpentCents, c.Status); err != nil {
			return fmt.Errorf("budget.SetTotalTx: category: %w", err)
		}
	}
	return nil
}

// AddSpentTx adds delta (negative to take back) to the spent value of the budget category named
// category, inside tx, which must hold wedding.LockForWrite (a contract's payment marked paid or
// unpaid, issue 18 §4). It is a save of the budget, so its version moves and open editors take
// the new value. It reports whether the category exists; the spent value never goes below zero.
func AddSpentTx(ctx context.Context, tx *sql.Tx, weddingID, category string, delta int64, now time.Time) (bool, error) {
	res, err := tx.ExecContext(ctx, `UPDATE budget_categories SET spent_cents = CASE WHEN spent_cents + $1 < 0 THEN 0
			WHEN spent_cents + $1 > $2 THEN $2 ELSE spent_cents + $1 END
		WHERE wedding_id = $3 AND nome = $4`, delta, MaxCents, weddingID, category)
	if err != nil {
		return false, fmt.Errorf("budget.AddSpentTx: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE budgets SET updated_at = $1, version = version + 1 WHERE wedding_id = $2`,
		now.UTC().Truncate(time.Microsecond), weddingID); err != nil {
		return false, fmt.Errorf("budget.AddSpentTx: %w", err)
	}
	return true, nil
}

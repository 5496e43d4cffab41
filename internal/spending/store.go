package spending

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes spending limits. Every method takes the wedding id and every query
// filters by it; every write starts with wedding.LockForWrite in its transaction, and checks the
// 60/80/100 % crossings (Alerts) before it commits.
type Store struct {
	db     *db.DB
	now    func() time.Time
	alerts *Alerts
}

// NewStore returns a Store on d; alerts notifies the crossings its writes cause (nil: none).
func NewStore(d *db.DB, now func() time.Time, alerts *Alerts) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now, alerts: alerts}
}

// selectLimits reads limits with their effective spend: a limit that follows a budget category
// takes that category's spent value (0 once the category is gone from the budget).
const selectLimits = `SELECT l.id, l.category, l.limit_cents,
		CASE WHEN l.budget_category IS NULL THEN l.current_cents
			ELSE COALESCE((SELECT c.spent_cents FROM budget_categories c WHERE c.wedding_id = l.wedding_id AND c.nome = l.budget_category
				ORDER BY c.position LIMIT 1), 0) END,
		l.is_active, l.budget_category, l.created_at, l.updated_at, l.alerted_level
	FROM spending_limits l`

type scanner interface{ Scan(dest ...any) error }

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// scan reads one row of selectLimits, and the level already notified.
func scan(s scanner) (Limit, int, error) {
	var l Limit
	var alerted int
	err := s.Scan(&l.ID, &l.Category, &l.LimitCents, &l.CurrentCents, &l.IsActive, &l.BudgetCategory,
		db.ScanTime(&l.CreatedAt), db.ScanTime(&l.UpdatedAt), &alerted)
	if err == nil {
		l.annotate()
	}
	return l, alerted, err
}

// list returns the wedding's limits newest first (part 2 §7), with the level each one notified.
func list(ctx context.Context, q querier, weddingID string) ([]Limit, []int, error) {
	rows, err := q.QueryContext(ctx, selectLimits+` WHERE l.wedding_id = $1 ORDER BY l.created_at DESC, l.id DESC`, weddingID)
	if err != nil {
		return nil, nil, fmt.Errorf("spending: list: %w", err)
	}
	defer rows.Close()
	out, alerted := []Limit{}, []int{}
	for rows.Next() {
		l, a, err := scan(rows)
		if err != nil {
			return nil, nil, fmt.Errorf("spending: list: scan: %w", err)
		}
		out = append(out, l)
		alerted = append(alerted, a)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, fmt.Errorf("spending: list: %w", err)
	}
	return out, alerted, nil
}

func get(ctx context.Context, q querier, weddingID, id string) (Limit, error) {
	l, _, err := scan(q.QueryRowContext(ctx, selectLimits+` WHERE l.wedding_id = $1 AND l.id = $2`, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Limit{}, errNotFound
	}
	if err != nil {
		return Limit{}, fmt.Errorf("spending: get: %w", err)
	}
	return l, nil
}

// List returns the wedding's limits newest first and their summary, with the budget's total.
func (s *Store) List(ctx context.Context, weddingID string) ([]Limit, Summary, error) {
	out, _, err := list(ctx, s.db, weddingID)
	if err != nil {
		return nil, Summary{}, fmt.Errorf("spending.Store.List: %w", err)
	}
	sum := summarize(out)
	err = s.db.QueryRowContext(ctx, `SELECT total_cents FROM budgets WHERE wedding_id = $1`, weddingID).Scan(&sum.BudgetTotalCents)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, Summary{}, fmt.Errorf("spending.Store.List: budget total: %w", err)
	}
	return out, sum, nil
}

// checkBudgetCategory refuses a followed category the wedding's budget does not have.
func checkBudgetCategory(ctx context.Context, tx *sql.Tx, weddingID string, name *string) error {
	if name == nil {
		return nil
	}
	var found int
	err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM budget_categories WHERE wedding_id = $1 AND nome = $2`, weddingID, *name).Scan(&found)
	if err != nil {
		return fmt.Errorf("spending: budget category: %w", err)
	}
	if found == 0 {
		return errNoSuchBudgetCategory
	}
	return nil
}

// Create inserts a validated limit. A new limit starts at the level it is created at: creating a
// limit already over 80 % is seen on the panel, and is not a crossing to notify.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Limit, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	id := uuid.Must(uuid.NewV7()).String()
	var l Limit
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		if err := checkBudgetCategory(ctx, tx, weddingID, in.BudgetCategory); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO spending_limits (id, wedding_id, category, limit_cents, current_cents, is_active,
			budget_category, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
			id, weddingID, in.Category, *in.LimitCents, *in.CurrentCents, *in.IsActive, in.BudgetCategory, now)
		if err != nil {
			return fmt.Errorf("spending.Store.Create: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.SpendingLimits, weddingID); err != nil {
			return err
		}
		if l, err = get(ctx, tx, weddingID, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE spending_limits SET alerted_level = $1 WHERE id = $2`, l.Level.percent(), id)
		if err != nil {
			return fmt.Errorf("spending.Store.Create: level: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Spending,
			Text: "criou o limite de gastos " + activity.Quote(in.Category) + " (" + ptbr.BRL(*in.LimitCents) + ")"}, now)
	})
	if err != nil {
		return Limit{}, err
	}
	return l, nil
}

// Replace overwrites one limit of the wedding with a validated input; a level it crosses is notified.
func (s *Store) Replace(ctx context.Context, weddingID, id string, in Input) (Limit, error) {
	var l Limit
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		if err := checkBudgetCategory(ctx, tx, weddingID, in.BudgetCategory); err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		res, err := tx.ExecContext(ctx, `UPDATE spending_limits SET category = $1, limit_cents = $2, current_cents = $3,
			is_active = $4, budget_category = $5, updated_at = $6 WHERE wedding_id = $7 AND id = $8`,
			in.Category, *in.LimitCents, *in.CurrentCents, *in.IsActive, in.BudgetCategory, now, weddingID, id)
		if err != nil {
			return fmt.Errorf("spending.Store.Replace: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			if err != nil {
				return fmt.Errorf("spending.Store.Replace: %w", err)
			}
			return errNotFound
		}
		if err := s.alerts.Check(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		if l, err = get(ctx, tx, weddingID, id); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Spending,
			Text: "editou o limite de gastos " + activity.Quote(in.Category)}, now)
	})
	return l, err
}

// Delete removes one limit of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "spending_limits", "category", weddingID, id, s.now(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Spending, Text: "excluiu o limite de gastos " + activity.Quote(name)}
	})
}

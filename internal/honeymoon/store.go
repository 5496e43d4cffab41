package honeymoon

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// BudgetSync says what happened to the budget's 'Lua de Mel' category on a save.
type BudgetSync string

const (
	// Synced: the category holds the plan's totals.
	Synced BudgetSync = "synced"
	// NoBudget: the couple has not saved a budget yet (a budget needs a total above zero, which
	// the honeymoon cannot invent), so there is nothing to sync into.
	NoBudget BudgetSync = "no_budget"
	// SyncFailed: the sync failed and was rolled back alone; the plan is saved (part 2 §7).
	SyncFailed BudgetSync = "failed"
)

// Store reads and writes the wedding's trip; every query filters by the wedding.
type Store struct {
	db  *db.DB
	now func() time.Time
	log *slog.Logger
	// AfterSpend runs in the transaction of a save that synced the 'Lua de Mel' budget line (a
	// spending limit may follow it: spending.Alerts.Check); nil runs nothing.
	AfterSpend func(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error
}

// NewStore returns a Store on d; log receives budget-sync failures.
func NewStore(d *db.DB, now func() time.Time, log *slog.Logger) *Store {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Store{db: d, now: now, log: log}
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// Get returns the wedding's trip (nil before the first save) and whether it has a budget.
func (s *Store) Get(ctx context.Context, weddingID string) (*Trip, bool, error) {
	t, err := get(ctx, s.db, weddingID)
	if err != nil {
		return nil, false, err
	}
	has, err := hasBudget(ctx, s.db, weddingID)
	return t, has, err
}

func hasBudget(ctx context.Context, q querier, weddingID string) (bool, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM budgets WHERE wedding_id = $1`, weddingID).Scan(&n); err != nil {
		return false, fmt.Errorf("honeymoon: budget: %w", err)
	}
	return n > 0, nil
}

func get(ctx context.Context, q querier, weddingID string) (*Trip, error) {
	var t Trip
	var prefs string
	err := q.QueryRowContext(ctx, `SELECT id, destino, orcamento_cents, data_inicio, data_fim, preferencias, observacoes,
			created_at, updated_at, version FROM trip_plans WHERE wedding_id = $1`, weddingID).
		Scan(&t.ID, &t.Destino, &t.OrcamentoCents, db.ScanDate(&t.DataInicio), db.ScanDate(&t.DataFim), &prefs, &t.Observacoes,
			db.ScanTime(&t.CreatedAt), db.ScanTime(&t.UpdatedAt), &t.Version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("honeymoon.get: %w", err)
	}
	if err := json.Unmarshal([]byte(prefs), &t.Preferencias); err != nil {
		return nil, fmt.Errorf("honeymoon.get: preferencias: %w", err)
	}
	rows, err := q.QueryContext(ctx, `SELECT category, estimated_cents, actual_cents FROM trip_expenses
		WHERE wedding_id = $1 ORDER BY position`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("honeymoon.get: expenses: %w", err)
	}
	defer rows.Close()
	t.Expenses = []Expense{}
	for rows.Next() {
		var e Expense
		if err := rows.Scan(&e.Category, &e.EstimatedCents, &e.ActualCents); err != nil {
			return nil, fmt.Errorf("honeymoon.get: expenses: %w", err)
		}
		t.Expenses = append(t.Expenses, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("honeymoon.get: expenses: %w", err)
	}
	t.EstimatedTotalCents, t.ActualTotalCents = totals(t.Expenses)
	return &t, nil
}

// Put inserts or updates the wedding's one trip (part 2 §4) when its plan has the honeymoon
// planner, then syncs the budget in the same transaction. The sync runs inside a SAVEPOINT: if
// it fails, only its own changes are rolled back, the failure is logged and the plan is still
// saved (part 2 §7); the trip and the budget otherwise commit together, under one data version.
func (s *Store) Put(ctx context.Context, weddingID string, in Input) (*Trip, bool, BudgetSync, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	expenses := in.expenses()
	prefs, err := json.Marshal(in.Preferencias)
	if err != nil {
		return nil, false, "", fmt.Errorf("honeymoon.Store.Put: %w", err)
	}
	var t *Trip
	var has bool
	var sync BudgetSync
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := p.CheckFeature(plan.HoneymoonPlanner); err != nil {
			return err
		}
		version, err := wedding.CheckVersion(ctx, tx, in.Version, `SELECT version FROM trip_plans WHERE wedding_id = $1`, weddingID)
		if err != nil {
			return err
		}
		// The id and created_at of an existing plan are kept: the upsert updates, never replaces.
		if _, err := tx.ExecContext(ctx, `INSERT INTO trip_plans (wedding_id, id, destino, orcamento_cents, data_inicio, data_fim,
				preferencias, observacoes, created_at, updated_at, version)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
			ON CONFLICT (wedding_id) DO UPDATE SET destino = $3, orcamento_cents = $4, data_inicio = $5, data_fim = $6,
				preferencias = $7, observacoes = $8, updated_at = $9, version = $10`,
			weddingID, uuid.Must(uuid.NewV7()).String(), in.Destino, in.OrcamentoCents, in.DataInicio, in.DataFim,
			string(prefs), in.Observacoes, now, version); err != nil {
			return fmt.Errorf("honeymoon.Store.Put: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM trip_expenses WHERE wedding_id = $1`, weddingID); err != nil {
			return fmt.Errorf("honeymoon.Store.Put: clear expenses: %w", err)
		}
		for i, e := range expenses {
			if _, err := tx.ExecContext(ctx, `INSERT INTO trip_expenses (wedding_id, position, category, estimated_cents, actual_cents)
				VALUES ($1, $2, $3, $4, $5)`, weddingID, i, e.Category, e.EstimatedCents, e.ActualCents); err != nil {
				return fmt.Errorf("honeymoon.Store.Put: expense: %w", err)
			}
		}
		estimated, actual := totals(expenses)
		if sync, err = s.syncBudget(ctx, tx, weddingID, estimated, actual, now); err != nil {
			return err
		}
		// Synced proves a budget exists and NoBudget that none does; only a failed (rolled back)
		// sync leaves it unknown.
		has = sync == Synced
		if has && s.AfterSpend != nil {
			if err := s.AfterSpend(ctx, tx, weddingID, now); err != nil {
				return err
			}
		}
		if sync == SyncFailed {
			if has, err = hasBudget(ctx, tx, weddingID); err != nil {
				return err
			}
		}
		if t, err = get(ctx, tx, weddingID); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Honeymoon,
			Text: "atualizou a lua de mel (" + activity.Quote(in.Destino) + ")"}, now)
	})
	if err != nil {
		return nil, false, "", err
	}
	return t, has, sync, nil
}

// syncBudget writes the totals into the budget's 'Lua de Mel' category inside a savepoint. It
// returns an error only when the savepoint itself cannot be handled (the transaction is then
// unusable); a failed sync is logged and reported as SyncFailed.
func (s *Store) syncBudget(ctx context.Context, tx *sql.Tx, weddingID string, estimated, actual int64, now time.Time) (BudgetSync, error) {
	if _, err := tx.ExecContext(ctx, `SAVEPOINT honeymoon_budget`); err != nil {
		return "", fmt.Errorf("honeymoon: savepoint: %w", err)
	}
	result, err := writeBudget(ctx, tx, weddingID, estimated, actual, now)
	if err != nil {
		s.log.ErrorContext(ctx, "honeymoon: budget sync failed; the plan is saved", "wedding_id", weddingID, "err", err)
		if _, rerr := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT honeymoon_budget`); rerr != nil {
			return "", fmt.Errorf("honeymoon: rollback to savepoint: %w", rerr)
		}
		result = SyncFailed
	}
	if _, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT honeymoon_budget`); err != nil {
		return "", fmt.Errorf("honeymoon: release savepoint: %w", err)
	}
	if result == NoBudget {
		s.log.InfoContext(ctx, "honeymoon: no budget yet, 'Lua de Mel' not synced", "wedding_id", weddingID)
	}
	return result, nil
}

// writeBudget creates or replaces the 'Lua de Mel' category: a fixed allocation of the estimated
// total (its percentage set to 0, so the page's percentage sum ignores it) and the actual total
// as spent. The budget's spent total is the sum of its categories, so it follows. It is a save
// of the budget, so the budget's version moves: an open budget editor takes these values on its
// refetch, and its next autosave cannot silently put the old 'Lua de Mel' back.
func writeBudget(ctx context.Context, tx *sql.Tx, weddingID string, estimated, actual int64, now time.Time) (BudgetSync, error) {
	res, err := tx.ExecContext(ctx, `UPDATE budgets SET updated_at = $1, version = version + 1 WHERE wedding_id = $2`, now, weddingID)
	if err != nil {
		return "", fmt.Errorf("budget: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", fmt.Errorf("budget: %w", err)
	} else if n == 0 {
		return NoBudget, nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT position, nome FROM budget_categories WHERE wedding_id = $1 ORDER BY position`, weddingID)
	if err != nil {
		return "", fmt.Errorf("budget categories: %w", err)
	}
	defer rows.Close()
	found, count, last := -1, 0, -1
	for rows.Next() {
		var pos int
		var nome string
		if err := rows.Scan(&pos, &nome); err != nil {
			return "", fmt.Errorf("budget categories: %w", err)
		}
		// The budget keeps names unique ignoring case; match the same way.
		if strings.EqualFold(strings.TrimSpace(nome), BudgetCategory) {
			found = pos
		}
		count, last = count+1, pos
	}
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("budget categories: %w", err)
	}
	rows.Close()
	if found >= 0 {
		if _, err := tx.ExecContext(ctx, `UPDATE budget_categories SET percent_tenths = 0, fixed_cents = $1, spent_cents = $2
			WHERE wedding_id = $3 AND position = $4`, estimated, actual, weddingID, found); err != nil {
			return "", fmt.Errorf("update category: %w", err)
		}
		return Synced, nil
	}
	// One more category than budget.MaxCategories would make the budget page's next save fail
	// its validation.
	if count >= budget.MaxCategories {
		return "", fmt.Errorf("budget already has %d categories", count)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO budget_categories (wedding_id, position, nome, percent_tenths, fixed_cents, spent_cents, status)
		VALUES ($1, $2, $3, 0, $4, $5, 'pendente')`, weddingID, last+1, BudgetCategory, estimated, actual); err != nil {
		return "", fmt.Errorf("insert category: %w", err)
	}
	return Synced, nil
}

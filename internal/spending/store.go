package spending

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes spending limits. Every method takes the wedding id and every query
// filters by it; every write starts with wedding.LockForWrite in its transaction.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

const columns = `id, category, limit_cents, current_cents, is_active, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Limit, error) {
	var l Limit
	err := s.Scan(&l.ID, &l.Category, &l.LimitCents, &l.CurrentCents, &l.IsActive, db.ScanTime(&l.CreatedAt), db.ScanTime(&l.UpdatedAt))
	if err == nil {
		l.annotate()
	}
	return l, err
}

// List returns the wedding's limits newest first (part 2 §7) and their summary.
func (s *Store) List(ctx context.Context, weddingID string) ([]Limit, Summary, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM spending_limits WHERE wedding_id = $1 ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, Summary{}, fmt.Errorf("spending.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Limit{}
	for rows.Next() {
		l, err := scan(rows)
		if err != nil {
			return nil, Summary{}, fmt.Errorf("spending.Store.List: scan: %w", err)
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, Summary{}, fmt.Errorf("spending.Store.List: %w", err)
	}
	return out, summarize(out), nil
}

// Create inserts a validated limit.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Limit, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	l := Limit{ID: uuid.Must(uuid.NewV7()).String(), Category: in.Category, LimitCents: *in.LimitCents,
		CurrentCents: *in.CurrentCents, IsActive: *in.IsActive, CreatedAt: now, UpdatedAt: now}
	l.annotate()
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO spending_limits (id, wedding_id, category, limit_cents, current_cents, is_active,
			created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
			l.ID, weddingID, l.Category, l.LimitCents, l.CurrentCents, l.IsActive, now)
		if err != nil {
			return fmt.Errorf("spending.Store.Create: %w", err)
		}
		return wedding.CheckRowCap(ctx, tx, wedding.SpendingLimits, weddingID)
	})
	if err != nil {
		return Limit{}, err
	}
	return l, nil
}

// Replace overwrites one limit of the wedding with a validated input.
func (s *Store) Replace(ctx context.Context, weddingID, id string, in Input) (Limit, error) {
	var l Limit
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		var err error
		l, err = scan(tx.QueryRowContext(ctx, `UPDATE spending_limits SET category = $1, limit_cents = $2, current_cents = $3,
			is_active = $4, updated_at = $5 WHERE wedding_id = $6 AND id = $7 RETURNING `+columns,
			in.Category, *in.LimitCents, *in.CurrentCents, *in.IsActive, now, weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("spending.Store.Replace: %w", err)
		}
		return nil
	})
	return l, err
}

// Delete removes one limit of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return wedding.DeleteRow(ctx, s.db, "spending_limits", weddingID, id, s.now(), errNotFound)
}

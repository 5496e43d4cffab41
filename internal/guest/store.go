package guest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes guests. Every method takes the wedding id and every query filters by
// it, so one wedding can never see or touch another's guests. Every write starts with
// wedding.LockForWrite in its transaction; creation checks the plan's guest limit there.
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

const columns = `id, nome, email, telefone, mesa, acompanhante, status_confirmacao, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Guest, error) {
	var g Guest
	err := s.Scan(&g.ID, &g.Nome, &g.Email, &g.Telefone, &g.Mesa, &g.Acompanhante, &g.StatusConfirmacao, db.ScanTime(&g.CreatedAt), db.ScanTime(&g.UpdatedAt))
	return g, err
}

// List returns the wedding's guests in the order they were added.
func (s *Store) List(ctx context.Context, weddingID string) ([]Guest, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("guest.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Guest{}
	for rows.Next() {
		g, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("guest.Store.List: scan: %w", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("guest.Store.List: %w", err)
	}
	return out, nil
}

// Get returns one guest of the wedding, or a not-found error.
func (s *Store) Get(ctx context.Context, weddingID, id string) (Guest, error) {
	g, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 AND id = $2`, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Guest{}, errNotFound
	}
	if err != nil {
		return Guest{}, fmt.Errorf("guest.Store.Get: %w", err)
	}
	return g, nil
}

// Create inserts a validated guest.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Guest, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	g := Guest{ID: uuid.Must(uuid.NewV7()).String(), Nome: in.Nome, Email: in.Email, Telefone: in.Telefone, Mesa: in.Mesa,
		Acompanhante: in.Acompanhante, StatusConfirmacao: in.StatusConfirmacao, CreatedAt: now, UpdatedAt: now}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, s.now())
		if err != nil {
			return err
		}
		if p.Cap(plan.Guests) != nil { // counting an unlimited plan's list would cost O(guests) per insert
			var count int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM guests WHERE wedding_id = $1`, weddingID).Scan(&count); err != nil {
				return fmt.Errorf("guest.Store.Create: count: %w", err)
			}
			if err := p.CheckAdd(plan.Guests, count); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
			g.ID, weddingID, g.Nome, g.Email, g.Telefone, g.Mesa, g.Acompanhante, g.StatusConfirmacao, now)
		if err != nil {
			return fmt.Errorf("guest.Store.Create: %w", err)
		}
		return wedding.CheckRowCap(ctx, tx, wedding.Guests, weddingID)
	})
	if err != nil {
		return Guest{}, err
	}
	return g, nil
}

// Update loads the guest, lets change edit its input, and stores the result, all in one
// transaction so concurrent partial updates of different fields do not overwrite each other.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Guest, error) {
	var g Guest
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		g, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("guest.Store.Update: read: %w", err)
		}
		in := g.input()
		if err := change(&in); err != nil {
			return err
		}
		g.Nome, g.Email, g.Telefone, g.Mesa, g.Acompanhante, g.StatusConfirmacao = in.Nome, in.Email, in.Telefone, in.Mesa, in.Acompanhante, in.StatusConfirmacao
		g.UpdatedAt = s.now().UTC().Truncate(time.Microsecond)
		_, err = tx.ExecContext(ctx, `UPDATE guests SET nome = $1, email = $2, telefone = $3, mesa = $4, acompanhante = $5,
			status_confirmacao = $6, updated_at = $7 WHERE wedding_id = $8 AND id = $9`,
			g.Nome, g.Email, g.Telefone, g.Mesa, g.Acompanhante, g.StatusConfirmacao, g.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("guest.Store.Update: write: %w", err)
		}
		return nil
	})
	return g, err
}

// Delete removes one guest of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return wedding.DeleteRow(ctx, s.db, "guests", weddingID, id, s.now(), errNotFound)
}

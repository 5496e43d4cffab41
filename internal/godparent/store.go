package godparent

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes godparents. Every method takes the wedding id and every query filters
// by it, so one wedding can never see or touch another's. Every write starts with
// wedding.LockForWrite in its transaction.
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

const columns = `id, nome, email, telefone, tipo, is_dama_honra, confirmado, observacoes, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Godparent, error) {
	var g Godparent
	err := s.Scan(&g.ID, &g.Nome, &g.Email, &g.Telefone, &g.Tipo, &g.IsDamaHonra, &g.Confirmado, &g.Observacoes,
		db.ScanTime(&g.CreatedAt), db.ScanTime(&g.UpdatedAt))
	return g, err
}

// List returns the wedding's godparents ordered by name (accents and case folded), then by
// when they were added.
func (s *Store) List(ctx context.Context, weddingID string) ([]Godparent, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM godparents WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("godparent.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Godparent{}
	for rows.Next() {
		g, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("godparent.Store.List: scan: %w", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("godparent.Store.List: %w", err)
	}
	keys := make(map[string]string, len(out))
	for _, g := range out {
		keys[g.ID] = sortKey(g.Nome)
	}
	sort.SliceStable(out, func(i, j int) bool { return keys[out[i].ID] < keys[out[j].ID] })
	return out, nil
}

// Get returns one godparent of the wedding, or a not-found error.
func (s *Store) Get(ctx context.Context, weddingID, id string) (Godparent, error) {
	g, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM godparents WHERE wedding_id = $1 AND id = $2`, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Godparent{}, errNotFound
	}
	if err != nil {
		return Godparent{}, fmt.Errorf("godparent.Store.Get: %w", err)
	}
	return g, nil
}

// Create inserts a validated godparent.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Godparent, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	g := Godparent{ID: uuid.Must(uuid.NewV7()).String(), Nome: in.Nome, Email: in.Email, Telefone: in.Telefone, Tipo: in.Tipo,
		IsDamaHonra: in.IsDamaHonra, Confirmado: in.Confirmado, Observacoes: in.Observacoes, CreatedAt: now, UpdatedAt: now}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO godparents (id, wedding_id, nome, email, telefone, tipo, is_dama_honra, confirmado, observacoes, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
			g.ID, weddingID, g.Nome, g.Email, g.Telefone, g.Tipo, g.IsDamaHonra, g.Confirmado, g.Observacoes, now)
		if err != nil {
			return fmt.Errorf("godparent.Store.Create: %w", err)
		}
		return activity.RecordCounting(ctx, tx, weddingID, activity.Entry{Area: activity.Godparents,
			Text: "adicionou " + article(g.Tipo) + " " + string(g.Tipo) + " " + activity.Quote(g.Nome)}, s.now(), wedding.Godparents, wedding.RowCapCheck(wedding.Godparents))
	})
	if err != nil {
		return Godparent{}, err
	}
	return g, nil
}

// Update loads the godparent, lets change edit its input, and stores the result, all in one
// transaction so concurrent partial updates of different fields do not overwrite each other.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Godparent, error) {
	var g Godparent
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		g, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM godparents WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("godparent.Store.Update: read: %w", err)
		}
		in := g.input()
		if err := change(&in); err != nil {
			return err
		}
		g.Nome, g.Email, g.Telefone, g.Tipo, g.IsDamaHonra, g.Confirmado, g.Observacoes =
			in.Nome, in.Email, in.Telefone, in.Tipo, in.IsDamaHonra, in.Confirmado, in.Observacoes
		g.UpdatedAt = s.now().UTC().Truncate(time.Microsecond)
		_, err = tx.ExecContext(ctx, `UPDATE godparents SET nome = $1, email = $2, telefone = $3, tipo = $4, is_dama_honra = $5,
			confirmado = $6, observacoes = $7, updated_at = $8 WHERE wedding_id = $9 AND id = $10`,
			g.Nome, g.Email, g.Telefone, g.Tipo, g.IsDamaHonra, g.Confirmado, g.Observacoes, g.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("godparent.Store.Update: write: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Godparents,
			Text: "editou " + article(g.Tipo) + " " + string(g.Tipo) + " " + activity.Quote(g.Nome)}, s.now())
	})
	return g, err
}

// Delete removes one godparent of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "godparents", "nome", weddingID, id, s.now(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Godparents, Text: "removeu " + activity.Quote(name) + " dos padrinhos"}
	})
}

// article is the definite article of a godparent's tipo, for the activity sentence.
func article(t Tipo) string {
	if t == Madrinha {
		return "a"
	}
	return "o"
}

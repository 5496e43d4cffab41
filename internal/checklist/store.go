package checklist

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

// Store reads and writes checklist tasks. Every method takes the wedding id and every query
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

const columns = `id, tarefa, status, prioridade, prazo, horario_lembrete, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Item, error) {
	var it Item
	err := s.Scan(&it.ID, &it.Tarefa, &it.Status, &it.Prioridade, db.ScanDate(&it.Prazo), &it.HorarioLembrete,
		db.ScanTime(&it.CreatedAt), db.ScanTime(&it.UpdatedAt))
	return it, err
}

// List returns the wedding's tasks: dated ones by deadline first, then undated ones, each in
// the order they were added.
func (s *Store) List(ctx context.Context, weddingID string) ([]Item, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM checklists WHERE wedding_id = $1
		ORDER BY CASE WHEN prazo IS NULL THEN 1 ELSE 0 END, prazo, created_at, id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("checklist.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Item{}
	for rows.Next() {
		it, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("checklist.Store.List: scan: %w", err)
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("checklist.Store.List: %w", err)
	}
	return out, nil
}

// Create inserts one validated task.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Item, error) {
	var out []Item
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		out, err = InsertTx(ctx, tx, weddingID, s.now(), []Input{in})
		return err
	})
	if err != nil {
		return Item{}, err
	}
	return out[0], nil
}

// InsertTx inserts validated tasks inside tx, which must already hold wedding.LockForWrite for
// weddingID. Creating a ceremony calls it, so its tasks appear in the checklist atomically.
func InsertTx(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time, items []Input) ([]Item, error) {
	now = now.UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	out := make([]Item, 0, len(items))
	for _, in := range items {
		it := Item{ID: uuid.Must(uuid.NewV7()).String(), Tarefa: in.Tarefa, Status: in.Status, Prioridade: in.Prioridade,
			Prazo: in.Prazo, HorarioLembrete: in.HorarioLembrete, CreatedAt: now, UpdatedAt: now}
		_, err := tx.ExecContext(ctx, `INSERT INTO checklists (id, wedding_id, tarefa, status, prioridade, prazo, horario_lembrete, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
			it.ID, weddingID, it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete, now)
		if err != nil {
			return nil, fmt.Errorf("checklist.InsertTx: %w", err)
		}
		out = append(out, it)
	}
	if err := wedding.CheckRowCap(ctx, tx, wedding.Tasks, weddingID); err != nil {
		return nil, err
	}
	return out, nil
}

// GenerateSuggested adds the suggested tasks the wedding does not have yet, with deadlines
// counted back from the profile's wedding date, and returns how many it added. Without a
// wedding date it adds nothing and returns errNoWeddingDate.
func (s *Store) GenerateSuggested(ctx context.Context, weddingID string) (int, error) {
	added := 0
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		added, err = GenerateSuggestedTx(ctx, tx, weddingID, s.now())
		return err
	})
	if err != nil {
		return 0, err
	}
	return added, nil
}

// GenerateSuggestedTx is GenerateSuggested inside tx, which must already hold
// wedding.LockForWrite for weddingID (the onboarding's last step creates the tasks with the rest
// of its answers). Suggestions are keyed, so running it again adds only the missing ones.
func GenerateSuggestedTx(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) (int, error) {
	var date *string
	err := tx.QueryRowContext(ctx, `SELECT wedding_date FROM profiles WHERE wedding_id = $1`, weddingID).Scan(db.ScanDate(&date))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("checklist.GenerateSuggestedTx: wedding date: %w", err)
	}
	if date == nil {
		return 0, errNoWeddingDate
	}
	wd, err := time.Parse(time.DateOnly, *date)
	if err != nil {
		return 0, fmt.Errorf("checklist.GenerateSuggestedTx: stored wedding date %q: %w", *date, err)
	}
	now = now.UTC().Truncate(time.Microsecond)
	added := 0
	for i, in := range SuggestedTasks(wd) {
		res, err := tx.ExecContext(ctx, `INSERT INTO checklists (id, wedding_id, tarefa, status, prioridade, prazo, suggestion_key, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (wedding_id, suggestion_key) DO NOTHING`,
			uuid.Must(uuid.NewV7()).String(), weddingID, in.Tarefa, in.Status, in.Prioridade, in.Prazo, suggestions[i].key, now)
		if err != nil {
			return 0, fmt.Errorf("checklist.GenerateSuggestedTx: insert: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, fmt.Errorf("checklist.GenerateSuggestedTx: %w", err)
		}
		added += int(n)
	}
	return added, wedding.CheckRowCap(ctx, tx, wedding.Tasks, weddingID)
}

// Update loads the task, lets change edit its input, and stores the result in one transaction.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Item, error) {
	var it Item
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		it, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM checklists WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("checklist.Store.Update: read: %w", err)
		}
		in := it.input()
		if err := change(&in); err != nil {
			return err
		}
		it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete = in.Tarefa, in.Status, in.Prioridade, in.Prazo, in.HorarioLembrete
		it.UpdatedAt = s.now().UTC().Truncate(time.Microsecond)
		_, err = tx.ExecContext(ctx, `UPDATE checklists SET tarefa = $1, status = $2, prioridade = $3, prazo = $4, horario_lembrete = $5,
			updated_at = $6 WHERE wedding_id = $7 AND id = $8`,
			it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete, it.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("checklist.Store.Update: write: %w", err)
		}
		return nil
	})
	return it, err
}

// Delete removes one task of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return wedding.DeleteRow(ctx, s.db, "checklists", weddingID, id, s.now(), errNotFound)
}

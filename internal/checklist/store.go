package checklist

import (
	"strconv"

	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
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

const columns = `id, tarefa, status, prioridade, prazo, horario_lembrete, notas, auto_motivo, created_at, updated_at`

// rowColumns are every column of a task row, in the order checklists_deleted repeats them: a
// deleted task is copied there whole and copied back on undo.
const rowColumns = `id, wedding_id, tarefa, status, prioridade, prazo, horario_lembrete, suggestion_key, notas, auto_motivo,
	auto_concluida_em, created_at, updated_at`

// UndoWindow is how long after a delete the task can still be put back. The toast offers
// 'Desfazer' for a few seconds; the server allows more, for a slow network.
const UndoWindow = 10 * time.Minute

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Item, error) {
	var it Item
	err := s.Scan(&it.ID, &it.Tarefa, &it.Status, &it.Prioridade, db.ScanDate(&it.Prazo), &it.HorarioLembrete,
		&it.Notas, &it.ConclusaoAutomatica, db.ScanTime(&it.CreatedAt), db.ScanTime(&it.UpdatedAt))
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

// Create inserts one validated task. Its deadline may not be before the wedding's today.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Item, error) {
	var out []Item
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		today, err := wedding.Today(ctx, tx, weddingID, now)
		if err != nil {
			return fmt.Errorf("checklist.Store.Create: %w", err)
		}
		if err := checkDeadline(in.Prazo, today); err != nil {
			return err
		}
		if out, err = InsertTx(ctx, tx, weddingID, s.now(), []Input{in}); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Checklist,
			Text: "adicionou a tarefa " + activity.Quote(in.Tarefa)}, s.now())
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
			Prazo: in.Prazo, HorarioLembrete: in.HorarioLembrete, Notas: in.Notas, CreatedAt: now, UpdatedAt: now}
		_, err := tx.ExecContext(ctx, `INSERT INTO checklists (id, wedding_id, tarefa, status, prioridade, prazo, horario_lembrete, notas, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
			it.ID, weddingID, it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete, it.Notas, now)
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
		if added, err = GenerateSuggestedTx(ctx, tx, weddingID, s.now()); err != nil || added == 0 {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Checklist,
			Text: "gerou " + strconv.Itoa(added) + " tarefas sugeridas"}, s.now())
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
// A deadline that changes may not move before the wedding's today; an unchanged past deadline
// stays (editing an old task's notes must not fail on its date). A change of status is the
// couple's own: it clears the note of an automatic completion.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Item, error) {
	var it Item
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		now := s.now()
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
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
		// The old deadline by value: decoding the body into in writes through its pointers.
		var oldPrazo *string
		if it.Prazo != nil {
			p := *it.Prazo
			oldPrazo = &p
		}
		in := it.input()
		if err := change(&in); err != nil {
			return err
		}
		if !sameDate(in.Prazo, oldPrazo) {
			today, err := wedding.Today(ctx, tx, weddingID, now)
			if err != nil {
				return fmt.Errorf("checklist.Store.Update: %w", err)
			}
			if err := checkDeadline(in.Prazo, today); err != nil {
				return err
			}
		}
		if in.Status != it.Status {
			it.ConclusaoAutomatica = nil
		}
		entry := updateEntry(it, in)
		it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete, it.Notas = in.Tarefa, in.Status, in.Prioridade, in.Prazo, in.HorarioLembrete, in.Notas
		it.UpdatedAt = now.UTC().Truncate(time.Microsecond)
		_, err = tx.ExecContext(ctx, `UPDATE checklists SET tarefa = $1, status = $2, prioridade = $3, prazo = $4, horario_lembrete = $5,
			notas = $6, auto_motivo = $7, updated_at = $8 WHERE wedding_id = $9 AND id = $10`,
			it.Tarefa, it.Status, it.Prioridade, it.Prazo, it.HorarioLembrete, it.Notas, it.ConclusaoAutomatica, it.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("checklist.Store.Update: write: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, entry, s.now())
	})
	return it, err
}

// sameDate reports whether two optional deadlines are the same day.
func sameDate(a, b *string) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

// Delete removes one task of the wedding, or reports not found. The row is kept whole in
// checklists_deleted for UndoWindow, so Restore can put it back; the wedding's older deleted
// rows are purged on the way, which bounds what is kept without a job.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		if err := purgeDeleted(ctx, tx, weddingID, now); err != nil {
			return err
		}
		// A task deleted, restored and deleted again replaces its older copy.
		if _, err := tx.ExecContext(ctx, `DELETE FROM checklists_deleted WHERE wedding_id = $1 AND id = $2`, weddingID, id); err != nil {
			return fmt.Errorf("checklist.Store.Delete: old copy: %w", err)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO checklists_deleted (`+rowColumns+`, deleted_at)
			SELECT `+rowColumns+`, $3 FROM checklists WHERE wedding_id = $1 AND id = $2`, weddingID, id, now)
		if err != nil {
			return fmt.Errorf("checklist.Store.Delete: keep: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("checklist.Store.Delete: %w", err)
		} else if n == 0 {
			return errNotFound
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM checklists WHERE wedding_id = $1 AND id = $2`, weddingID, id); err != nil {
			return fmt.Errorf("checklist.Store.Delete: %w", err)
		}
		var name string
		if err := tx.QueryRowContext(ctx, `SELECT tarefa FROM checklists_deleted WHERE wedding_id = $1 AND id = $2`, weddingID, id).Scan(&name); err != nil {
			return fmt.Errorf("checklist.Store.Delete: name: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Checklist,
			Text: "excluiu a tarefa " + activity.Quote(name)}, now)
	})
}

// Restore puts back a task deleted less than UndoWindow ago, exactly as it was: same id,
// dates, reminder, notes and suggestion. A suggested task generated again in the meantime keeps
// its key; the restored copy comes back as an ordinary task. The row cap still applies.
func (s *Store) Restore(ctx context.Context, weddingID, id string) (Item, error) {
	var it Item
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		if err := purgeDeleted(ctx, tx, weddingID, now); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO checklists (`+rowColumns+`)
			SELECT id, wedding_id, tarefa, status, prioridade, prazo, horario_lembrete,
				CASE WHEN EXISTS (SELECT 1 FROM checklists c WHERE c.wedding_id = d.wedding_id AND c.suggestion_key = d.suggestion_key)
					THEN NULL ELSE suggestion_key END,
				notas, auto_motivo, auto_concluida_em, created_at, updated_at
			FROM checklists_deleted d WHERE wedding_id = $1 AND id = $2`, weddingID, id)
		if err != nil {
			return fmt.Errorf("checklist.Store.Restore: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("checklist.Store.Restore: %w", err)
		} else if n == 0 {
			return errUndoExpired
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM checklists_deleted WHERE wedding_id = $1 AND id = $2`, weddingID, id); err != nil {
			return fmt.Errorf("checklist.Store.Restore: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.Tasks, weddingID); err != nil {
			return err
		}
		it, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM checklists WHERE wedding_id = $1 AND id = $2`, weddingID, id))
		if err != nil {
			return fmt.Errorf("checklist.Store.Restore: read: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Checklist,
			Text: "restaurou a tarefa " + activity.Quote(it.Tarefa)}, now)
	})
	return it, err
}

// purgeDeleted drops the wedding's deleted tasks that can no longer be restored.
func purgeDeleted(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM checklists_deleted WHERE wedding_id = $1 AND deleted_at < $2`,
		weddingID, now.Add(-UndoWindow)); err != nil {
		return fmt.Errorf("checklist: purge deleted tasks: %w", err)
	}
	return nil
}

// updateEntry is the activity sentence of an edit of task before (its new values in): ticking
// and unticking say so, anything else is an edit.
func updateEntry(before Item, in Input) activity.Entry {
	e := activity.Entry{Area: activity.Checklist}
	switch {
	case before.Status != in.Status && in.Status == Concluido:
		e.Text = "marcou " + activity.Quote(in.Tarefa) + " como concluída"
	case before.Status != in.Status:
		e.Text = "marcou " + activity.Quote(in.Tarefa) + " como pendente"
	default:
		e.Text = "editou a tarefa " + activity.Quote(in.Tarefa)
	}
	return e
}

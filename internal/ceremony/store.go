package ceremony

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/checklist"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes ceremonies. Every method takes the wedding id and every query filters
// by it; every write starts with wedding.LockForWrite in its transaction.
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

const columns = `id, ceremony_type, venue_name, venue_address, venue_phone, venue_email, venue_location_lat, venue_location_lng,
	documents_needed, documents_completed, tasks_needed, tasks_completed, notes, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Ceremony, error) {
	var c Ceremony
	var docsNeeded, docsDone, tasksNeeded, tasksDone string
	err := s.Scan(&c.ID, &c.CeremonyType, &c.VenueName, &c.VenueAddress, &c.VenuePhone, &c.VenueEmail, &c.VenueLocationLat,
		&c.VenueLocationLng, &docsNeeded, &docsDone, &tasksNeeded, &tasksDone, &c.Notes, db.ScanTime(&c.CreatedAt), db.ScanTime(&c.UpdatedAt))
	if err != nil {
		return c, err
	}
	for _, l := range []struct {
		src string
		dst *[]string
	}{{docsNeeded, &c.DocumentsNeeded}, {docsDone, &c.DocumentsCompleted}, {tasksNeeded, &c.TasksNeeded}, {tasksDone, &c.TasksCompleted}} {
		if err := json.Unmarshal([]byte(l.src), l.dst); err != nil {
			return c, fmt.Errorf("ceremony: decode list: %w", err)
		}
		if *l.dst == nil {
			*l.dst = []string{}
		}
	}
	return c, nil
}

func encode(l []string) string {
	if l == nil {
		l = []string{}
	}
	b, _ := json.Marshal(l) // a []string always encodes
	return string(b)
}

// List returns the wedding's ceremonies, newest first.
func (s *Store) List(ctx context.Context, weddingID string) ([]Ceremony, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM ceremony_documents WHERE wedding_id = $1 ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("ceremony.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Ceremony{}
	for rows.Next() {
		c, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("ceremony.Store.List: scan: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("ceremony.Store.List: %w", err)
	}
	return out, nil
}

// Create inserts a validated ceremony (with the default lists of its type unless in brings
// lists) and, in the same transaction, one checklist task per ceremony task: priority alta,
// status pendente, as part 1 §7 says.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Ceremony, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	docs, tasks := DefaultLists(in.CeremonyType)
	if in.DocumentsNeeded != nil {
		docs = in.DocumentsNeeded
	}
	if in.TasksNeeded != nil {
		tasks = in.TasksNeeded
	}
	c := Ceremony{ID: uuid.Must(uuid.NewV7()).String(), CeremonyType: in.CeremonyType, VenueName: in.VenueName,
		VenueAddress: in.VenueAddress, VenuePhone: in.VenuePhone, VenueEmail: in.VenueEmail,
		VenueLocationLat: in.VenueLocationLat, VenueLocationLng: in.VenueLocationLng,
		DocumentsNeeded: docs, DocumentsCompleted: []string{}, TasksNeeded: tasks, TasksCompleted: []string{},
		Notes: in.Notes, CreatedAt: now, UpdatedAt: now}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO ceremony_documents (id, wedding_id, ceremony_type, venue_name, venue_address,
			venue_phone, venue_email, venue_location_lat, venue_location_lng, documents_needed, documents_completed, tasks_needed,
			tasks_completed, notes, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
			c.ID, weddingID, c.CeremonyType, c.VenueName, c.VenueAddress, c.VenuePhone, c.VenueEmail, c.VenueLocationLat,
			c.VenueLocationLng, encode(c.DocumentsNeeded), encode(c.DocumentsCompleted), encode(c.TasksNeeded),
			encode(c.TasksCompleted), c.Notes, now)
		if err != nil {
			return fmt.Errorf("ceremony.Store.Create: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.Ceremonies, weddingID); err != nil {
			return err
		}
		items := make([]checklist.Input, 0, len(tasks))
		for _, t := range tasks {
			items = append(items, checklist.Input{Tarefa: t, Status: checklist.Pendente, Prioridade: checklist.Alta})
		}
		if _, err := checklist.InsertTx(ctx, tx, weddingID, now, items); err != nil {
			return fmt.Errorf("ceremony.Store.Create: checklist: %w", err)
		}
		if _, err := notification.Create(ctx, tx, notification.Notification{WeddingID: weddingID, Type: notification.Info,
			Title: "Documentação da cerimônia criada", Message: createdMessage(c.CeremonyType, len(tasks)),
			Priority: 2, Link: &planningLink, CreatedAt: now}); err != nil {
			return fmt.Errorf("ceremony.Store.Create: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Ceremony,
			Text: "criou a documentação da cerimônia (" + string(c.CeremonyType) + ")"}, now)
	})
	if err != nil {
		return Ceremony{}, err
	}
	return c, nil
}

// modify loads the ceremony under a row lock, lets change edit it, and stores the result.
func (s *Store) modify(ctx context.Context, weddingID, id string, change func(*Ceremony) error, entry func(Ceremony) activity.Entry) (Ceremony, error) {
	var c Ceremony
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		c, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM ceremony_documents WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("ceremony.Store: read: %w", err)
		}
		if err := change(&c); err != nil {
			return err
		}
		c.UpdatedAt = s.now().UTC().Truncate(time.Microsecond)
		_, err = tx.ExecContext(ctx, `UPDATE ceremony_documents SET ceremony_type = $1, venue_name = $2, venue_address = $3,
			venue_phone = $4, venue_email = $5, venue_location_lat = $6, venue_location_lng = $7, documents_needed = $8,
			documents_completed = $9, tasks_needed = $10, tasks_completed = $11, notes = $12, updated_at = $13
			WHERE wedding_id = $14 AND id = $15`,
			c.CeremonyType, c.VenueName, c.VenueAddress, c.VenuePhone, c.VenueEmail, c.VenueLocationLat, c.VenueLocationLng,
			encode(c.DocumentsNeeded), encode(c.DocumentsCompleted), encode(c.TasksNeeded), encode(c.TasksCompleted),
			c.Notes, c.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("ceremony.Store: write: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, entry(c), s.now())
	})
	return c, err
}

// Update lets change edit the ceremony's input and stores it; an item removed from a list is
// also removed from that list's completed items.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Ceremony, error) {
	return s.modify(ctx, weddingID, id, func(c *Ceremony) error {
		in := c.input()
		if err := change(&in); err != nil {
			return err
		}
		c.CeremonyType, c.VenueName, c.VenueAddress, c.VenuePhone, c.VenueEmail = in.CeremonyType, in.VenueName, in.VenueAddress, in.VenuePhone, in.VenueEmail
		c.VenueLocationLat, c.VenueLocationLng, c.Notes = in.VenueLocationLat, in.VenueLocationLng, in.Notes
		c.DocumentsNeeded, c.TasksNeeded = orEmpty(in.DocumentsNeeded), orEmpty(in.TasksNeeded)
		c.DocumentsCompleted = keepCompleted(c.DocumentsNeeded, c.DocumentsCompleted)
		c.TasksCompleted = keepCompleted(c.TasksNeeded, c.TasksCompleted)
		return nil
	}, func(c Ceremony) activity.Entry {
		return activity.Entry{Area: activity.Ceremony, Text: "editou a cerimônia (" + string(c.CeremonyType) + ")"}
	})
}

// SetItem marks one document or task of the ceremony as completed or pending.
func (s *Store) SetItem(ctx context.Context, weddingID, id string, m Mark) (Ceremony, error) {
	return s.modify(ctx, weddingID, id, func(c *Ceremony) error {
		needed, completed := &c.DocumentsNeeded, &c.DocumentsCompleted
		if m.List == Tasks {
			needed, completed = &c.TasksNeeded, &c.TasksCompleted
		}
		found := false
		for _, n := range *needed {
			found = found || n == m.Item
		}
		if !found {
			return apperr.Invalid(map[string]string{"item": "not_in_list"})
		}
		done := []string{}
		for _, d := range *completed {
			if d != m.Item {
				done = append(done, d)
			}
		}
		if m.Completed {
			done = append(done, m.Item)
		}
		*completed = keepCompleted(*needed, done)
		return nil
	}, func(Ceremony) activity.Entry {
		state := "pendente"
		if m.Completed {
			state = "concluído"
		}
		return activity.Entry{Area: activity.Ceremony, Text: "marcou " + activity.Quote(m.Item) + " da cerimônia como " + state}
	})
}

// Delete removes one ceremony of the wedding, or reports not found. The checklist tasks it
// created stay: they are the couple's tasks now, possibly edited or done.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "ceremony_documents", "ceremony_type", weddingID, id, s.now(), errNotFound, func(kind string) activity.Entry {
		return activity.Entry{Area: activity.Ceremony, Text: "excluiu a cerimônia (" + kind + ")"}
	})
}

func orEmpty(l []string) []string {
	if l == nil {
		return []string{}
	}
	return l
}

// planningLink is where the ceremony's notification leads: the planning screen, whose second tab
// is the documentation and whose first lists the tasks it added.
var planningLink = "/app/planning"

func createdMessage(t Type, tasks int) string {
	kind := map[Type]string{Civil: "civil", Religious: "religiosa", Both: "civil e religiosa"}[t]
	switch tasks {
	case 0:
		return "Cerimônia " + kind + " registrada."
	case 1:
		return "Cerimônia " + kind + " registrada; 1 tarefa adicionada ao planejamento."
	}
	return fmt.Sprintf("Cerimônia %s registrada; %d tarefas adicionadas ao planejamento.", kind, tasks)
}

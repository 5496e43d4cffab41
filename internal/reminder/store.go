package reminder

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/ptbr"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes payment reminders. Every method takes the wedding id and every query
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

const columns = `id, supplier_name, amount_cents, due_date, status, notes, notification_times, pix_key_type, pix_key, pix_receiver, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Reminder, error) {
	var r Reminder
	var due *string
	var times string
	var pixType, pixKey, pixReceiver *string
	err := s.Scan(&r.ID, &r.SupplierName, &r.AmountCents, db.ScanDate(&due), &r.Status, &r.Notes, &times,
		&pixType, &pixKey, &pixReceiver, db.ScanTime(&r.CreatedAt), db.ScanTime(&r.UpdatedAt))
	if err != nil {
		return r, err
	}
	if pixType != nil && pixKey != nil && pixReceiver != nil {
		r.Pix = &PixKey{Type: pix.KeyType(*pixType), Key: *pixKey, Receiver: *pixReceiver}
	}
	if due != nil {
		r.DueDate = *due
	}
	if err := json.Unmarshal([]byte(times), &r.NotificationTimes); err != nil {
		return r, fmt.Errorf("notification_times: %w", err)
	}
	return r, nil
}

// today returns the wedding's calendar day now, in its own time zone.
func (s *Store) today(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, weddingID string) (time.Time, error) {
	day, err := wedding.Today(ctx, q, weddingID, s.now())
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, errNotFound
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("reminder: %w", err)
	}
	return time.Parse(time.DateOnly, day) // midnight UTC of that date, as annotate expects
}

// List returns the wedding's reminders by due date (part 2 §7), annotated for today, and
// their summary.
func (s *Store) List(ctx context.Context, weddingID string) ([]Reminder, Summary, error) {
	today, err := s.today(ctx, s.db, weddingID)
	if err != nil {
		return nil, Summary{}, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM payment_reminders WHERE wedding_id = $1 ORDER BY due_date, created_at, id`, weddingID)
	if err != nil {
		return nil, Summary{}, fmt.Errorf("reminder.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Reminder{}
	for rows.Next() {
		r, err := scan(rows)
		if err != nil {
			return nil, Summary{}, fmt.Errorf("reminder.Store.List: scan: %w", err)
		}
		r.annotate(today)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, Summary{}, fmt.Errorf("reminder.Store.List: %w", err)
	}
	return out, summarize(out), nil
}

// Create inserts a validated reminder.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Reminder, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	r := Reminder{ID: uuid.Must(uuid.NewV7()).String(), SupplierName: in.SupplierName, AmountCents: *in.AmountCents,
		DueDate: in.DueDate, Status: in.Status, Notes: in.Notes, NotificationTimes: in.NotificationTimes, Pix: in.pix,
		CreatedAt: now, UpdatedAt: now}
	times, err := json.Marshal(r.NotificationTimes)
	if err != nil {
		return Reminder{}, fmt.Errorf("reminder.Store.Create: %w", err)
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		today, err := s.today(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		r.annotate(today)
		pt, pk, pr := pixColumns(r.Pix)
		_, err = tx.ExecContext(ctx, `INSERT INTO payment_reminders (id, wedding_id, supplier_name, amount_cents, due_date, status, notes,
			notification_times, pix_key_type, pix_key, pix_receiver, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
			r.ID, weddingID, r.SupplierName, r.AmountCents, r.DueDate, r.Status, r.Notes, string(times), pt, pk, pr, now)
		if err != nil {
			return fmt.Errorf("reminder.Store.Create: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.PaymentReminders, weddingID); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Payments,
			Text: "criou o lembrete de pagamento de " + activity.Quote(r.SupplierName) + " (" + ptbr.BRL(r.AmountCents) + ")"}, s.now())
	})
	if err != nil {
		return Reminder{}, err
	}
	return r, nil
}

// Update loads the reminder, lets change edit its input (seeing the stored status), and
// stores the result, all in one transaction.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(stored Reminder, in *Input) error) (Reminder, error) {
	var r Reminder
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var err error
		r, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM payment_reminders WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("reminder.Store.Update: read: %w", err)
		}
		in := r.input()
		if err := change(r, &in); err != nil {
			return err
		}
		entry := activity.Entry{Area: activity.Payments, Text: "editou o lembrete de pagamento de " + activity.Quote(in.SupplierName)}
		if in.Status != r.Status && in.Status == Paid {
			entry.Text = "marcou o pagamento de " + activity.Quote(in.SupplierName) + " (" + ptbr.BRL(*in.AmountCents) + ") como pago"
		}
		times, err := json.Marshal(in.NotificationTimes)
		if err != nil {
			return fmt.Errorf("reminder.Store.Update: %w", err)
		}
		r.SupplierName, r.AmountCents, r.DueDate, r.Status, r.Notes, r.NotificationTimes, r.Pix =
			in.SupplierName, *in.AmountCents, in.DueDate, in.Status, in.Notes, in.NotificationTimes, in.pix
		r.UpdatedAt = s.now().UTC().Truncate(time.Microsecond)
		pt, pk, pr := pixColumns(r.Pix)
		_, err = tx.ExecContext(ctx, `UPDATE payment_reminders SET supplier_name = $1, amount_cents = $2, due_date = $3, status = $4,
			notes = $5, notification_times = $6, pix_key_type = $7, pix_key = $8, pix_receiver = $9, updated_at = $10
			WHERE wedding_id = $11 AND id = $12`,
			r.SupplierName, r.AmountCents, r.DueDate, r.Status, r.Notes, string(times), pt, pk, pr, r.UpdatedAt, weddingID, id)
		if err != nil {
			return fmt.Errorf("reminder.Store.Update: write: %w", err)
		}
		today, err := s.today(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		r.annotate(today)
		return activity.Record(ctx, tx, weddingID, entry, s.now())
	})
	return r, err
}

// pixColumns is a key as its three nullable columns.
func pixColumns(k *PixKey) (keyType, key, receiver *string) {
	if k == nil {
		return nil, nil, nil
	}
	t := string(k.Type)
	return &t, &k.Key, &k.Receiver
}

// Get returns one reminder of the wedding.
func (s *Store) Get(ctx context.Context, weddingID, id string) (Reminder, error) {
	r, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM payment_reminders WHERE wedding_id = $1 AND id = $2`, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Reminder{}, errNotFound
	}
	if err != nil {
		return Reminder{}, fmt.Errorf("reminder.Store.Get: %w", err)
	}
	return r, nil
}

// Delete removes one reminder of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "payment_reminders", "supplier_name", weddingID, id, s.now(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Payments, Text: "excluiu o lembrete de pagamento de " + activity.Quote(name)}
	})
}

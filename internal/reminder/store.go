package reminder

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes payment reminders. Every method takes the wedding id and every query
// filters by it; every write starts with wedding.LockForWrite in its transaction.
type Store struct {
	db  *db.DB
	now func() time.Time
	// AfterSpend runs in the transaction of a payment that moved a budget category's spent
	// value (a contract's sinal or parcela marked paid or unpaid): the spending limits' check.
	AfterSpend func(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

const columns = `id, supplier_name, amount_cents, due_date, status, notes, notification_times, pix_key_type, pix_key, pix_receiver,
	contract_id, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Reminder, error) {
	var r Reminder
	var due *string
	var times string
	var pixType, pixKey, pixReceiver *string
	err := s.Scan(&r.ID, &r.SupplierName, &r.AmountCents, db.ScanDate(&due), &r.Status, &r.Notes, &times,
		&pixType, &pixKey, &pixReceiver, &r.ContractID, db.ScanTime(&r.CreatedAt), db.ScanTime(&r.UpdatedAt))
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
		return activity.RecordCounting(ctx, tx, weddingID, activity.Entry{Area: activity.Payments,
			Text: "criou o lembrete de pagamento de " + activity.Quote(r.SupplierName) + " (" + ptbr.BRL(r.AmountCents) + ")"}, s.now(), wedding.PaymentReminders, wedding.RowCapCheck(wedding.PaymentReminders))
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
		stored := r
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
		if err := s.spend(ctx, tx, weddingID, r.ContractID, spentDelta(stored, r)); err != nil {
			return err
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

// spentDelta is how much a change of a payment moves what was spent: its amount when it
// became paid, minus it when it stopped being paid, the difference when a paid amount changed.
func spentDelta(before, after Reminder) int64 {
	var d int64
	if after.Status == Paid {
		d += after.AmountCents
	}
	if before.Status == Paid {
		d -= before.AmountCents
	}
	return d
}

// spend adds delta to the spent value of the budget category of the payment's contract (issue
// 18 §4: paid instalments count as spent). A payment of no contract, a contract without a
// category, or a category the budget no longer has, moves nothing.
func (s *Store) spend(ctx context.Context, tx *sql.Tx, weddingID string, contractID *string, delta int64) error {
	if contractID == nil || delta == 0 {
		return nil
	}
	var category *string
	err := tx.QueryRowContext(ctx, `SELECT budget_category FROM contracts WHERE wedding_id = $1 AND id = $2`, weddingID, *contractID).Scan(&category)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && category == nil) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("reminder: contract category: %w", err)
	}
	moved, err := budget.AddSpentTx(ctx, tx, weddingID, *category, delta, s.now())
	if err != nil || !moved || s.AfterSpend == nil {
		return err
	}
	return s.AfterSpend(ctx, tx, weddingID, s.now())
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

// ContractPayment is one payment of a contract's schedule: N is 0 for the sinal and 1..n for the
// parcelas, Label what its reminder's note says ('Sinal', 'Parcela 2 de 3').
type ContractPayment struct {
	N           int
	AmountCents int64
	DueDate     string
	Label       string
}

// contractNotes is the note of a contract's payment reminder: which payment of it this is.
func contractNotes(label string) string { return label + " do contrato" }

// SyncContract makes the payment reminders of contractID follow its schedule, inside tx (which
// holds the wedding's write lock; issue 18 §4). Each payment is one reminder, matched by its
// number (0 the sinal, 1..n the parcelas): an unpaid one takes the new supplier, amount and due
// date; a paid one keeps what was paid; a missing one is created, pending, at the default time;
// an unpaid one the schedule no longer has is deleted, a paid one stays as history.
func SyncContract(ctx context.Context, tx *sql.Tx, weddingID, contractID, supplier string, schedule []ContractPayment, now time.Time) error {
	now = now.UTC().Truncate(time.Microsecond)
	type stored struct {
		id     string
		status Status
	}
	existing := map[int]stored{}
	rows, err := tx.QueryContext(ctx, `SELECT id, instalment, status FROM payment_reminders WHERE wedding_id = $1 AND contract_id = $2`,
		weddingID, contractID)
	if err != nil {
		return fmt.Errorf("reminder.SyncContract: %w", err)
	}
	for rows.Next() {
		var st stored
		var n int
		if err := rows.Scan(&st.id, &n, &st.status); err != nil {
			rows.Close()
			return fmt.Errorf("reminder.SyncContract: %w", err)
		}
		existing[n] = st
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reminder.SyncContract: %w", err)
	}
	times, err := json.Marshal([]string{DefaultTime})
	if err != nil {
		return fmt.Errorf("reminder.SyncContract: %w", err)
	}
	for _, p := range schedule {
		st, ok := existing[p.N]
		delete(existing, p.N)
		switch {
		case !ok:
			if _, err := tx.ExecContext(ctx, `INSERT INTO payment_reminders (id, wedding_id, supplier_name, amount_cents, due_date, status,
				notes, notification_times, contract_id, instalment, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
				uuid.Must(uuid.NewV7()).String(), weddingID, supplier, p.AmountCents, p.DueDate, Pending, contractNotes(p.Label),
				string(times), contractID, p.N, now); err != nil {
				return fmt.Errorf("reminder.SyncContract: insert: %w", err)
			}
		case st.status != Paid:
			if _, err := tx.ExecContext(ctx, `UPDATE payment_reminders SET supplier_name = $1, amount_cents = $2, due_date = $3, notes = $4,
				updated_at = $5 WHERE wedding_id = $6 AND id = $7`,
				supplier, p.AmountCents, p.DueDate, contractNotes(p.Label), now, weddingID, st.id); err != nil {
				return fmt.Errorf("reminder.SyncContract: update: %w", err)
			}
		}
	}
	for _, st := range existing {
		if st.status == Paid {
			continue
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM payment_reminders WHERE wedding_id = $1 AND id = $2`, weddingID, st.id); err != nil {
			return fmt.Errorf("reminder.SyncContract: delete: %w", err)
		}
	}
	return wedding.CheckRowCap(ctx, tx, wedding.PaymentReminders, weddingID)
}

// ForgetContract is the payments' side of deleting contractID, inside tx: the unpaid ones go,
// the paid ones stay as history, no longer tied to a contract.
func ForgetContract(ctx context.Context, tx *sql.Tx, weddingID, contractID string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM payment_reminders WHERE wedding_id = $1 AND contract_id = $2 AND status <> 'paid'`,
		weddingID, contractID); err != nil {
		return fmt.Errorf("reminder.ForgetContract: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE payment_reminders SET contract_id = NULL WHERE wedding_id = $1 AND contract_id = $2`,
		weddingID, contractID); err != nil {
		return fmt.Errorf("reminder.ForgetContract: %w", err)
	}
	return nil
}

package job

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
)

// Delivery kinds, stored in job_deliveries.kind.
const (
	KindChecklist = "checklist_reminder"
	KindPayment   = "payment_reminder"
	KindOverdue   = "payment_overdue"
)

// Where the notifications lead.
const (
	checklistLink = "/app/planning"
	paymentLink   = "/app/financial-control"
)

// ReminderPriority makes the bell toast the reminder (priority 3 or higher, part 1 §9).
const ReminderPriority = 3

// paymentLeadDays: a payment reminder fires at each of its times on each day from 7 days before
// the due date to the due date (the spec's urgency window, part 2 §9).
const paymentLeadDays = 7

// ChecklistReminders: a pending task whose deadline is today (in the wedding's zone) and that has
// a reminder time gets one reminder notification at that time.
func ChecklistReminders(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
	from, to := dateWindow(now)
	rows, err := d.QueryContext(ctx, `SELECT c.id, c.wedding_id, c.tarefa, c.prazo, c.horario_lembrete, c.updated_at, w.time_zone
		FROM checklists c JOIN weddings w ON w.id = c.wedding_id
		WHERE c.status = 'pendente' AND c.horario_lembrete IS NOT NULL AND c.prazo BETWEEN $1 AND $2 AND c.id > $3
		ORDER BY c.id LIMIT $4`, from, to, after, limit)
	if err != nil {
		return nil, "", fmt.Errorf("job: checklist reminders: %w", err)
	}
	defer rows.Close()
	var out []Delivery
	pg := pager{limit: limit}
	for rows.Next() {
		var id, weddingID, tarefa, hhmm, zone string
		var prazo *string
		var saved time.Time
		if err := rows.Scan(&id, &weddingID, &tarefa, db.ScanDate(&prazo), &hhmm, db.ScanTime(&saved), &zone); err != nil {
			return nil, "", fmt.Errorf("job: checklist reminders: %w", err)
		}
		pg.saw(id)
		_, loc, err := localClock(now, zone)
		if err != nil || prazo == nil {
			continue
		}
		t, ok := at(*prazo, hhmm, loc)
		if !ok || !due(t, now, saved) {
			continue
		}
		n := notification.Notification{
			WeddingID: weddingID, Type: notification.Reminder, Priority: ReminderPriority,
			Title:   "Lembrete de tarefa",
			Message: fmt.Sprintf("%s — prazo hoje, lembrete das %s.", tarefa, hhmm),
			Link:    ptr(checklistLink),
		}
		out = append(out, Delivery{
			Key: "checklist:" + id + ":" + *prazo + ":" + hhmm, WeddingID: weddingID, Kind: KindChecklist,
			Apply: createNotification(n, now),
			Email: &notifypref.Reminder{Category: notifypref.Tasks, Subject: "Lembrete de tarefa: " + tarefa,
				Text: n.Message, Link: checklistLink},
		})
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("job: checklist reminders: %w", err)
	}
	return out, pg.next(), nil
}

// PaymentReminders: a pending payment reminder fires at each of its notification times on each
// day from 7 days before its due date to the due date, with the supplier, the amount and the
// days left ('Vence hoje!' / 'Vence amanhã!' / '{n} dias restantes').
func PaymentReminders(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
	from, to := dateWindow(now)
	toDue, err := time.Parse(time.DateOnly, to)
	if err != nil {
		return nil, "", fmt.Errorf("job: payment reminders: %w", err)
	}
	rows, err := d.QueryContext(ctx, `SELECT r.id, r.wedding_id, r.supplier_name, r.amount_cents, r.due_date, r.notification_times,
			r.updated_at, w.time_zone
		FROM payment_reminders r JOIN weddings w ON w.id = r.wedding_id
		WHERE r.status = 'pending' AND r.due_date BETWEEN $1 AND $2 AND r.id > $3
		ORDER BY r.id LIMIT $4`, from, toDue.AddDate(0, 0, paymentLeadDays).Format(time.DateOnly), after, limit)
	if err != nil {
		return nil, "", fmt.Errorf("job: payment reminders: %w", err)
	}
	defer rows.Close()
	var out []Delivery
	pg := pager{limit: limit}
	for rows.Next() {
		var id, weddingID, supplier, timesJSON, zone string
		var amount int64
		var dueDate *string
		var saved time.Time
		if err := rows.Scan(&id, &weddingID, &supplier, &amount, db.ScanDate(&dueDate), &timesJSON, db.ScanTime(&saved), &zone); err != nil {
			return nil, "", fmt.Errorf("job: payment reminders: %w", err)
		}
		pg.saw(id)
		var times []string
		if json.Unmarshal([]byte(timesJSON), &times) != nil || dueDate == nil {
			continue
		}
		local, loc, err := localClock(now, zone)
		if err != nil {
			continue
		}
		dueDay, err := time.Parse(time.DateOnly, *dueDate)
		if err != nil {
			continue
		}
		// Only today and the days CatchUp reaches back to can have a time due now.
		for back := 0; back <= 1; back++ {
			day := time.Date(local.Year(), local.Month(), local.Day()-back, 0, 0, 0, 0, time.UTC)
			left := int(dueDay.Sub(day).Hours() / 24)
			if left < 0 || left > paymentLeadDays {
				continue
			}
			date := day.Format(time.DateOnly)
			for _, hhmm := range times {
				t, ok := at(date, hhmm, loc)
				if !ok || !due(t, now, saved) {
					continue
				}
				n := notification.Notification{
					WeddingID: weddingID, Type: notification.Reminder, Priority: ReminderPriority,
					Title:   "Lembrete de pagamento",
					Message: fmt.Sprintf("%s — %s — %s", supplier, ptbr.BRL(amount), ptbr.DaysLeft(left)),
					Link:    ptr(paymentLink),
				}
				out = append(out, Delivery{
					Key: "payment:" + id + ":" + date + ":" + hhmm, WeddingID: weddingID, Kind: KindPayment,
					Apply: createNotification(n, now),
					Email: &notifypref.Reminder{Category: notifypref.Payments, Subject: "Lembrete de pagamento: " + supplier,
						Text: n.Message, Link: paymentLink},
				})
			}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("job: payment reminders: %w", err)
	}
	return out, pg.next(), nil
}

// OverduePayments: a pending payment reminder whose due date is before today (in the wedding's
// zone) becomes overdue, with one warning notification.
func OverduePayments(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
	_, to := dateWindow(now)
	rows, err := d.QueryContext(ctx, `SELECT r.id, r.wedding_id, r.supplier_name, r.amount_cents, r.due_date, w.time_zone
		FROM payment_reminders r JOIN weddings w ON w.id = r.wedding_id
		WHERE r.status = 'pending' AND r.due_date < $1 AND r.id > $2
		ORDER BY r.id LIMIT $3`, to, after, limit)
	if err != nil {
		return nil, "", fmt.Errorf("job: overdue payments: %w", err)
	}
	defer rows.Close()
	var out []Delivery
	pg := pager{limit: limit}
	for rows.Next() {
		var id, weddingID, supplier, zone string
		var amount int64
		var dueDate *string
		if err := rows.Scan(&id, &weddingID, &supplier, &amount, db.ScanDate(&dueDate), &zone); err != nil {
			return nil, "", fmt.Errorf("job: overdue payments: %w", err)
		}
		pg.saw(id)
		local, _, err := localClock(now, zone)
		if err != nil || dueDate == nil || *dueDate >= local.Format(time.DateOnly) {
			continue
		}
		n := notification.Notification{
			WeddingID: weddingID, Type: notification.Warning, Priority: ReminderPriority,
			Title:   "Pagamento vencido",
			Message: fmt.Sprintf("%s — %s — venceu em %s.", supplier, ptbr.BRL(amount), ptbr.Date(*dueDate)),
			Link:    ptr(paymentLink),
		}
		create := createNotification(n, now)
		out = append(out, Delivery{
			Key: "overdue:" + id + ":" + *dueDate, WeddingID: weddingID, Kind: KindOverdue,
			Email: &notifypref.Reminder{Category: notifypref.Payments, Subject: "Pagamento vencido: " + supplier,
				Text: n.Message, Link: paymentLink},
			Apply: func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
				res, err := tx.ExecContext(ctx, `UPDATE payment_reminders SET status = 'overdue', updated_at = $1
					WHERE id = $2 AND wedding_id = $3 AND status = 'pending'`, now, id, weddingID)
				if err != nil {
					return "", fmt.Errorf("mark overdue: %w", err)
				}
				if n, err := res.RowsAffected(); err != nil {
					return "", fmt.Errorf("mark overdue: %w", err)
				} else if n == 0 {
					return "", nil // paid or ignored meanwhile: nothing to say
				}
				return create(ctx, tx, p)
			},
		})
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("job: overdue payments: %w", err)
	}
	return out, pg.next(), nil
}

func createNotification(n notification.Notification, now time.Time) func(context.Context, *sql.Tx, plan.Plan) (string, error) {
	return func(ctx context.Context, tx *sql.Tx, _ plan.Plan) (string, error) {
		n.CreatedAt = now
		created, err := notification.Create(ctx, tx, n)
		if err != nil {
			return "", err
		}
		return created.ID, nil
	}
}

func ptr(s string) *string { return &s }

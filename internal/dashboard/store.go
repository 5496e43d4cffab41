package dashboard

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
)

// load reads the wedding's rows the summary needs and the couple's calendar day at now.
func load(ctx context.Context, d *db.DB, weddingID string, now time.Time) (input, error) {
	var in input
	var zone string
	p := &in.profile
	err := d.QueryRowContext(ctx, `SELECT w.time_zone, p.first_name, p.partner_name, p.wedding_date, p.civil_ceremony_date,
			p.religious_ceremony_date, p.wedding_location, o.ceremony_time, o.city, o.ceremony_place, o.guest_estimate
		FROM weddings w LEFT JOIN profiles p ON p.wedding_id = w.id LEFT JOIN wedding_onboarding o ON o.wedding_id = w.id
		WHERE w.id = $1`, weddingID).
		Scan(&zone, &p.FirstName, &p.PartnerName, db.ScanDate(&p.WeddingDate), db.ScanDate(&p.CivilCeremonyDate),
			db.ScanDate(&p.ReligiousCeremonyDate), &p.WeddingLocation, &p.CeremonyTime, &p.City, &p.CeremonyPlace, &p.GuestEstimate)
	if errors.Is(err, sql.ErrNoRows) {
		return input{}, apperr.NotFound("Casamento não encontrado.")
	}
	if err != nil {
		return input{}, fmt.Errorf("dashboard: profile: %w", err)
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return input{}, fmt.Errorf("dashboard: wedding %s time zone %q: %w", weddingID, zone, err)
	}
	in.today = calendarDay(now, loc)

	// Pending tasks come out earliest deadline first, so the priority sort keeps that order
	// within each priority.
	rows, err := d.QueryContext(ctx, `SELECT id, tarefa, prioridade, prazo, status FROM checklists WHERE wedding_id = $1
		ORDER BY CASE WHEN prazo IS NULL THEN 1 ELSE 0 END, prazo, created_at, id`, weddingID)
	if err != nil {
		return input{}, fmt.Errorf("dashboard: tasks: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var t taskRow
		var status string
		if err := rows.Scan(&t.ID, &t.Tarefa, &t.Prioridade, db.ScanDate(&t.Prazo), &status); err != nil {
			return input{}, fmt.Errorf("dashboard: tasks: %w", err)
		}
		t.done = status == "concluido"
		in.tasks = append(in.tasks, t)
	}
	if err := rows.Err(); err != nil {
		return input{}, fmt.Errorf("dashboard: tasks: %w", err)
	}

	grows, err := d.QueryContext(ctx, `SELECT acompanhante, status_confirmacao = 'confirmado' FROM guests WHERE wedding_id = $1`, weddingID)
	if err != nil {
		return input{}, fmt.Errorf("dashboard: guests: %w", err)
	}
	defer grows.Close()
	for grows.Next() {
		var g guestRow
		if err := grows.Scan(&g.companion, &g.confirmed); err != nil {
			return input{}, fmt.Errorf("dashboard: guests: %w", err)
		}
		in.guests = append(in.guests, g)
	}
	if err := grows.Err(); err != nil {
		return input{}, fmt.Errorf("dashboard: guests: %w", err)
	}

	// The honeymoon joins the timeline once there is a trip plan: dated by its departure, or
	// waiting for one.
	var dest string
	var start *string
	err = d.QueryRowContext(ctx, `SELECT destino, data_inicio FROM trip_plans WHERE wedding_id = $1`,
		weddingID).Scan(&dest, db.ScanDate(&start))
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return input{}, fmt.Errorf("dashboard: trip: %w", err)
	default:
		in.trip = &trip{destination: dest, start: start}
	}

	// Supplier payments still to make: a reminder counts until it is paid or ignored ('overdue'
	// is stored by older rows; the summary works overdue out from the due date itself).
	prows, err := d.QueryContext(ctx, `SELECT supplier_name, amount_cents, due_date FROM payment_reminders
		WHERE wedding_id = $1 AND status IN ('pending', 'overdue') ORDER BY due_date, id`, weddingID)
	if err != nil {
		return input{}, fmt.Errorf("dashboard: payments: %w", err)
	}
	defer prows.Close()
	for prows.Next() {
		var p PaymentLine
		var due *string
		if err := prows.Scan(&p.SupplierName, &p.AmountCents, db.ScanDate(&due)); err != nil {
			return input{}, fmt.Errorf("dashboard: payments: %w", err)
		}
		if due != nil {
			p.DueDate = *due
		}
		in.payments = append(in.payments, p)
	}
	if err := prows.Err(); err != nil {
		return input{}, fmt.Errorf("dashboard: payments: %w", err)
	}

	err = d.QueryRowContext(ctx, `SELECT total_cents FROM budgets WHERE wedding_id = $1`, weddingID).Scan(&in.budgetTotal)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return in, nil
	case err != nil:
		return input{}, fmt.Errorf("dashboard: budget: %w", err)
	}
	in.hasBudget = true
	crows, err := d.QueryContext(ctx, `SELECT nome, percent_tenths, fixed_cents, spent_cents FROM budget_categories WHERE wedding_id = $1
		ORDER BY position`, weddingID)
	if err != nil {
		return input{}, fmt.Errorf("dashboard: budget categories: %w", err)
	}
	defer crows.Close()
	for crows.Next() {
		var c categoryRow
		if err := crows.Scan(&c.name, &c.percentTenths, &c.fixedCents, &c.spentCents); err != nil {
			return input{}, fmt.Errorf("dashboard: budget categories: %w", err)
		}
		in.categories = append(in.categories, c)
	}
	if err := crows.Err(); err != nil {
		return input{}, fmt.Errorf("dashboard: budget categories: %w", err)
	}
	return in, nil
}

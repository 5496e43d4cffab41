package calfeed

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/ical"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// uidDomain ends every UID (RFC 5545 recommends a domain part so UIDs stay globally unique).
const uidDomain = "@aceito"

// UID prefixes name the source table; the rest is the row's id, so an update of the row
// replaces its entry in the couple's calendar and a deleted row disappears from it.
const (
	uidChecklist = "checklist-"
	uidPayment   = "payment-"
	uidContract  = "contract-"
	uidInvite    = "invite-event-"
	uidWedding   = "wedding-"
)

// Calendar builds the wedding's calendar: every dated row, in a stable order.
func (s *Store) Calendar(ctx context.Context, weddingID string) (ical.Calendar, error) {
	loc, err := wedding.Location(ctx, s.db, weddingID)
	if err != nil {
		return ical.Calendar{}, err
	}
	cal := ical.Calendar{Name: "Casamento — Aceito"}
	for _, add := range []func(context.Context, string, *time.Location) ([]ical.Event, string, error){
		s.profileEvents, s.checklistEvents, s.paymentEvents, s.contractEvents, s.inviteEvents,
	} {
		evs, name, err := add(ctx, weddingID, loc)
		if err != nil {
			return ical.Calendar{}, fmt.Errorf("calfeed.Calendar: %w", err)
		}
		if name != "" {
			cal.Name = name
		}
		cal.Events = append(cal.Events, evs...)
	}
	return cal, nil
}

// Event is the one event of the wedding's calendar whose UID is uid+uidDomain (single-event
// downloads), or a 404.
func (s *Store) Event(ctx context.Context, weddingID, uid string) (ical.Event, error) {
	cal, err := s.Calendar(ctx, weddingID)
	if err != nil {
		return ical.Event{}, err
	}
	for _, e := range cal.Events {
		if e.UID == uid+uidDomain {
			return e, nil
		}
	}
	return ical.Event{}, errNoEvent
}

var errNoEvent = apperr.NotFound("Evento não encontrado.")

// joinNonEmpty joins the non-empty parts with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// profileEvents are the wedding day and the civil and religious ceremony dates of the profile,
// all-day, placed at the venue of the matching ceremony (Cerimônia screen) when one is
// registered, else at the profile's places. It also names the calendar after the couple.
func (s *Store) profileEvents(ctx context.Context, weddingID string, _ *time.Location) ([]ical.Event, string, error) {
	var first, partner, civilAddr, location, address sql.NullString
	var day, civil, religious *string
	var modified time.Time
	err := s.db.QueryRowContext(ctx, `SELECT first_name, partner_name, wedding_date, civil_ceremony_date, religious_ceremony_date,
			civil_ceremony_address, wedding_location, wedding_address, updated_at
		FROM profiles WHERE wedding_id = $1`, weddingID).Scan(&first, &partner, db.ScanDate(&day), db.ScanDate(&civil),
		db.ScanDate(&religious), &civilAddr, &location, &address, db.ScanTime(&modified))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", fmt.Errorf("profile: %w", err)
	}
	venues := map[string]string{}
	rows, err := s.db.QueryContext(ctx, `SELECT ceremony_type, venue_name, venue_address FROM ceremony_documents
		WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID)
	if err != nil {
		return nil, "", fmt.Errorf("ceremonies: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var kind, name, addr string
		if err := rows.Scan(&kind, &name, &addr); err != nil {
			return nil, "", fmt.Errorf("ceremonies: %w", err)
		}
		place := joinNonEmpty(", ", name, addr)
		for _, k := range []string{"civil", "religious"} {
			if (kind == k || kind == "both") && venues[k] == "" {
				venues[k] = place
			}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("ceremonies: %w", err)
	}

	couple := joinNonEmpty(" e ", first.String, partner.String)
	name := ""
	if couple != "" {
		name = "Casamento de " + couple
	}
	party := joinNonEmpty(", ", location.String, address.String)
	orElse := func(a, b string) string {
		if a != "" {
			return a
		}
		return b
	}
	var out []ical.Event
	for _, d := range []struct {
		key, summary, place string
		date                *string
	}{
		{"day", "Dia do casamento", party, day},
		{"civil", "Cerimônia civil", orElse(venues["civil"], civilAddr.String), civil},
		{"religious", "Cerimônia religiosa", orElse(venues["religious"], party), religious},
	} {
		if d.date == nil || !calendar.ValidDate(*d.date) {
			continue
		}
		summary := d.summary
		if couple != "" {
			summary += " — " + couple
		}
		out = append(out, ical.Event{UID: uidWedding + weddingID + "-" + d.key + uidDomain, Summary: summary,
			Location: d.place, Date: *d.date, Modified: modified})
	}
	return out, name, nil
}

// checklistEvents are the tasks with a deadline, all-day on it; a pending task with a reminder
// time gets an alarm at that time of the deadline day (as the in-app reminder, in the
// wedding's zone).
func (s *Store) checklistEvents(ctx context.Context, weddingID string, loc *time.Location) ([]ical.Event, string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, tarefa, status, prioridade, prazo, horario_lembrete, updated_at
		FROM checklists WHERE wedding_id = $1 AND prazo IS NOT NULL ORDER BY prazo, id`, weddingID)
	if err != nil {
		return nil, "", fmt.Errorf("checklist: %w", err)
	}
	defer rows.Close()
	priorities := map[string]string{"alta": "alta", "media": "média", "baixa": "baixa"}
	var out []ical.Event
	for rows.Next() {
		var id, task, status, priority string
		var due, remind *string
		var modified time.Time
		if err := rows.Scan(&id, &task, &status, &priority, db.ScanDate(&due), &remind, db.ScanTime(&modified)); err != nil {
			return nil, "", fmt.Errorf("checklist: %w", err)
		}
		e := ical.Event{UID: uidChecklist + id + uidDomain, Summary: "Tarefa: " + task, Date: str(due), Modified: modified,
			Description: "Prioridade " + priorities[priority] + "."}
		if status == "concluido" {
			e.Summary = "Tarefa concluída: " + task
		} else if remind != nil && calendar.ValidTime(*remind) {
			if t, err := time.ParseInLocation("2006-01-02 15:04", str(due)+" "+*remind, loc); err == nil {
				e.Alarm = t
				e.Description += " Lembrete às " + *remind + "."
			}
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("checklist: %w", err)
	}
	return out, "", nil
}

var paymentStatus = map[string]string{"pending": "pendente", "paid": "pago", "overdue": "vencido"}

// paymentEvents are the payment reminders on their due dates (an ignored one is left out).
func (s *Store) paymentEvents(ctx context.Context, weddingID string, _ *time.Location) ([]ical.Event, string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, supplier_name, amount_cents, due_date, status, notes, updated_at
		FROM payment_reminders WHERE wedding_id = $1 AND status <> 'ignored' ORDER BY due_date, id`, weddingID)
	if err != nil {
		return nil, "", fmt.Errorf("payment reminders: %w", err)
	}
	defer rows.Close()
	var out []ical.Event
	for rows.Next() {
		var id, supplier, status string
		var cents int64
		var due *string
		var notes sql.NullString
		var modified time.Time
		if err := rows.Scan(&id, &supplier, &cents, db.ScanDate(&due), &status, &notes, db.ScanTime(&modified)); err != nil {
			return nil, "", fmt.Errorf("payment reminders: %w", err)
		}
		out = append(out, ical.Event{UID: uidPayment + id + uidDomain, Date: str(due), Modified: modified,
			Summary:     "Pagamento: " + supplier + " — " + ptbr.BRL(cents),
			Description: joinNonEmpty("\n", "Fornecedor: "+supplier, "Valor: "+ptbr.BRL(cents), "Situação: "+paymentStatus[status], notes.String)})
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("payment reminders: %w", err)
	}
	return out, "", nil
}

// contractEvents are the contracts' payment deadlines (a cancelled contract is left out).
func (s *Store) contractEvents(ctx context.Context, weddingID string, _ *time.Location) ([]ical.Event, string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, fornecedor, descricao, valor_cents, prazo_pagamento, updated_at
		FROM contracts WHERE wedding_id = $1 AND prazo_pagamento IS NOT NULL AND status <> 'cancelado'
		ORDER BY prazo_pagamento, id`, weddingID)
	if err != nil {
		return nil, "", fmt.Errorf("contracts: %w", err)
	}
	defer rows.Close()
	var out []ical.Event
	for rows.Next() {
		var id, supplier string
		var about sql.NullString
		var cents sql.NullInt64
		var due *string
		var modified time.Time
		if err := rows.Scan(&id, &supplier, &about, &cents, db.ScanDate(&due), db.ScanTime(&modified)); err != nil {
			return nil, "", fmt.Errorf("contracts: %w", err)
		}
		summary, value := "Prazo de pagamento do contrato: "+supplier, ""
		if cents.Valid {
			value = "Valor: " + ptbr.BRL(cents.Int64)
			summary += " — " + ptbr.BRL(cents.Int64)
		}
		out = append(out, ical.Event{UID: uidContract + id + uidDomain, Date: str(due), Modified: modified, Summary: summary,
			Description: joinNonEmpty("\n", "Fornecedor: "+supplier, about.String, value)})
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("contracts: %w", err)
	}
	return out, "", nil
}

// inviteEvents are the events the digital invitations announce. Each invitation is one guest's
// copy of an event, so invitations with the same date, time and place make one calendar event
// (with the count of answers), identified by those three: a hundred guests do not make a
// hundred entries.
func (s *Store) inviteEvents(ctx context.Context, weddingID string, loc *time.Location) ([]ical.Event, string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT event_date, COALESCE(event_time, ''), COALESCE(event_location, ''),
			COUNT(*), SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END), SUM(CASE WHEN status = 'declined' THEN 1 ELSE 0 END)
		FROM digital_invitations WHERE wedding_id = $1
		GROUP BY event_date, COALESCE(event_time, ''), COALESCE(event_location, '')
		ORDER BY event_date, COALESCE(event_time, ''), COALESCE(event_location, '')`, weddingID)
	if err != nil {
		return nil, "", fmt.Errorf("digital invitations: %w", err)
	}
	defer rows.Close()
	var out []ical.Event
	for rows.Next() {
		var date *string
		var hhmm, place string
		var sent, confirmed, declined int
		if err := rows.Scan(db.ScanDate(&date), &hhmm, &place, &sent, &confirmed, &declined); err != nil {
			return nil, "", fmt.Errorf("digital invitations: %w", err)
		}
		sum := sha256.Sum256([]byte(weddingID + "\x00" + str(date) + "\x00" + hhmm + "\x00" + place))
		e := ical.Event{UID: uidInvite + hex.EncodeToString(sum[:12]) + uidDomain, Summary: "Evento do convite digital",
			Location: place, Description: fmt.Sprintf("Convites enviados: %d. Confirmados: %d. Recusados: %d.", sent, confirmed, declined)}
		if t, err := time.ParseInLocation("2006-01-02 15:04", str(date)+" "+hhmm, loc); err == nil && calendar.ValidTime(hhmm) {
			e.Start, e.Duration = t, 4*time.Hour
		} else {
			e.Date = str(date)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("digital invitations: %w", err)
	}
	return out, "", nil
}

package notifypref

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/ptbr"
)

// digestLeadDays: the digest lists the payments not yet paid that are overdue or due within 7
// days, the payment reminders' urgency window (part 2 §9).
const digestLeadDays = 7

// digestLink is the app's page the digest leads to: the dashboard, which shows all of it.
const digestLink = "/app"

type digestPayment struct {
	supplier string
	amount   int64
	left     int
}

// Digest queues userID's digest for date (YYYY-MM-DD, the day in the wedding's zone), inside
// the caller's transaction: the tasks due that day, the unpaid payments overdue or due within 7 days and
// the spending limits over 100 %, each only if the member has that category's e-mail on. A day
// with nothing to tell sends nothing, and a member who turned the digest off meanwhile gets
// nothing. It reports whether an e-mail was queued.
func (m *Mailer) Digest(ctx context.Context, tx *sql.Tx, weddingID, userID, date string, now time.Time) (bool, error) {
	p, err := load(ctx, tx, weddingID, userID)
	if err != nil {
		return false, fmt.Errorf("notifypref.Digest: %w", err)
	}
	var r Recipient
	err = tx.QueryRowContext(ctx, `SELECT m.user_id, u.email, u.first_name FROM wedding_members m JOIN users u ON u.id = m.user_id
		WHERE m.wedding_id = $1 AND m.user_id = $2`, weddingID, userID).Scan(&r.UserID, &r.Email, &r.FirstName)
	if errors.Is(err, sql.ErrNoRows) || !p.Digest {
		return false, nil // no longer a member, or no longer wants the digest
	}
	if err != nil {
		return false, fmt.Errorf("notifypref.Digest: %w", err)
	}
	day, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return false, fmt.Errorf("notifypref.Digest: date %q: %w", date, err)
	}
	var tasks, limits []string
	var payments []digestPayment
	if p.Categories[Tasks][Email] {
		if tasks, err = stringList(ctx, tx, `SELECT tarefa FROM checklists WHERE wedding_id = $1 AND status = 'pendente' AND prazo = $2
			ORDER BY tarefa, id`, weddingID, date); err != nil {
			return false, fmt.Errorf("notifypref.Digest: tasks: %w", err)
		}
	}
	if p.Categories[Payments][Email] {
		if payments, err = duePayments(ctx, tx, weddingID, day); err != nil {
			return false, fmt.Errorf("notifypref.Digest: payments: %w", err)
		}
	}
	if p.Categories[Spending][Email] {
		if limits, err = stringList(ctx, tx, `SELECT category FROM spending_limits WHERE wedding_id = $1 AND is_active AND alerted_level >= $2
			ORDER BY category, id`, weddingID, 100); err != nil {
			return false, fmt.Errorf("notifypref.Digest: spending: %w", err)
		}
	}
	summary := digestSummary(len(tasks), payments, len(limits))
	if summary == "" {
		return false, nil
	}
	var b strings.Builder
	b.WriteString(greeting(r.FirstName) + "\n\n" + summary + ".\n")
	if len(tasks) > 0 {
		b.WriteString("\nTarefas que vencem hoje:\n")
		for _, t := range tasks {
			b.WriteString("- " + t + "\n")
		}
	}
	if len(payments) > 0 {
		b.WriteString("\nPagamentos vencidos e dos próximos dias:\n")
		for _, p := range payments {
			b.WriteString("- " + p.supplier + " — " + ptbr.BRL(p.amount) + " — " + ptbr.DaysLeft(p.left) + "\n")
		}
	}
	if len(limits) > 0 {
		b.WriteString("\nLimites de gastos excedidos:\n")
		for _, l := range limits {
			b.WriteString("- " + l + "\n")
		}
	}
	b.WriteString("\nVejam no Aceito:\n" + m.BaseURL + digestLink + "\n\nEquipe Aceito")
	msg := mail.Message{To: r.Email, Subject: summary, Body: b.String()}
	if err := m.enqueue(ctx, tx, weddingID, r, digestCategory, msg, now); err != nil {
		return false, err
	}
	return true, nil
}

// digestSummary is the digest's first line and subject, e.g. 'Resumo do dia: 3 tarefas vencem
// hoje, 1 pagamento em 2 dias', or "" when there is nothing to tell.
func digestSummary(tasks int, payments []digestPayment, limits int) string {
	var parts []string
	if tasks > 0 {
		parts = append(parts, plural(tasks, "tarefa vence hoje", "tarefas vencem hoje"))
	}
	// Payments grouped by days left, soonest first (they arrive ordered by due date); the
	// overdue ones are one group whatever their date.
	group := func(p digestPayment) int { return max(p.left, -1) }
	for i := 0; i < len(payments); {
		j := i
		for j < len(payments) && group(payments[j]) == group(payments[i]) {
			j++
		}
		n := j - i
		switch left := group(payments[i]); left {
		case -1:
			parts = append(parts, plural(n, "pagamento vencido", "pagamentos vencidos"))
		case 0:
			parts = append(parts, plural(n, "pagamento vence hoje", "pagamentos vencem hoje"))
		case 1:
			parts = append(parts, plural(n, "pagamento vence amanhã", "pagamentos vencem amanhã"))
		default:
			parts = append(parts, plural(n, "pagamento", "pagamentos")+" em "+strconv.Itoa(left)+" dias")
		}
		i = j
	}
	if limits > 0 {
		parts = append(parts, plural(limits, "limite de gastos excedido", "limites de gastos excedidos"))
	}
	if len(parts) == 0 {
		return ""
	}
	return "Resumo do dia: " + strings.Join(parts, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func duePayments(ctx context.Context, tx *sql.Tx, weddingID string, day time.Time) ([]digestPayment, error) {
	rows, err := tx.QueryContext(ctx, `SELECT supplier_name, amount_cents, due_date FROM payment_reminders
		WHERE wedding_id = $1 AND status IN ('pending', 'overdue') AND due_date <= $2 ORDER BY due_date, supplier_name, id`,
		weddingID, day.AddDate(0, 0, digestLeadDays).Format(time.DateOnly))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []digestPayment
	for rows.Next() {
		var p digestPayment
		var due *string
		if err := rows.Scan(&p.supplier, &p.amount, db.ScanDate(&due)); err != nil {
			return nil, err
		}
		if due == nil {
			continue
		}
		d, err := time.Parse(time.DateOnly, *due)
		if err != nil {
			continue
		}
		p.left = int(d.Sub(day).Hours() / 24)
		out = append(out, p)
	}
	return out, rows.Err()
}

// stringList reads a one-column list of strings.
func stringList(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]string, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

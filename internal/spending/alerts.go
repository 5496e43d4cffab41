package spending

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/push"
)

// percent is the threshold a level starts at: 0, 60, 80 or 100.
func (l Level) percent() int {
	switch l {
	case Caution:
		return 60
	case Warning:
		return 80
	case Danger:
		return 100
	}
	return 0
}

// alertsLink is where a crossing's bell and e-mail lead: the panel with the limits.
const alertsLink = "/app/financial-control"

// Alerts notifies the 60, 80 and 100 % crossings of the active limits (issue 15, and the events
// page's 'Os alertas são disparados…'). Check runs inside the transaction of every write that can
// move a spend or a limit (limits, the budget, the honeymoon's budget line), so a notification
// exists exactly when the change that caused it committed.
type Alerts struct {
	BaseURL string // absolute links in e-mails
	Log     *slog.Logger
}

// Check compares each active limit's level with the highest level already notified. A limit that
// rose past a level gets one bell notification for the highest level it reached (several levels
// at once make one notification, not three), and at 100 % the members who chose the 'Gastos'
// e-mails (notifypref) also get one, and a push on each device where they chose pushes. A
// limit whose spend fell below a level is re-armed: crossing it again notifies again. A nil
// Alerts checks nothing.
func (a *Alerts) Check(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error {
	if a == nil {
		return nil
	}
	limits, alerted, err := list(ctx, tx, weddingID)
	if err != nil {
		return fmt.Errorf("spending.Alerts.Check: %w", err)
	}
	for i, l := range limits {
		reached := l.Level.percent()
		if !l.IsActive || reached == alerted[i] {
			continue
		}
		if reached > alerted[i] {
			if err := a.notify(ctx, tx, weddingID, l, now); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE spending_limits SET alerted_level = $1 WHERE wedding_id = $2 AND id = $3`,
			reached, weddingID, l.ID); err != nil {
			return fmt.Errorf("spending.Alerts.Check: %w", err)
		}
	}
	return nil
}

// percentText is a limit's use as the panel shows it, e.g. '80,5%'.
func percentText(tenths int64) string {
	return strconv.FormatInt(tenths/10, 10) + "," + strconv.FormatInt(tenths%10, 10) + "%"
}

func (a *Alerts) notify(ctx context.Context, tx *sql.Tx, weddingID string, l Limit, now time.Time) error {
	n := notification.Notification{WeddingID: weddingID, Link: ptrTo(alertsLink), CreatedAt: now,
		Message: "Gasto atual de " + ptbr.BRL(l.CurrentCents) + " de um limite de " + ptbr.BRL(l.LimitCents) +
			" (" + percentText(l.PercentTenths) + ")."}
	switch l.Level {
	case Caution:
		n.Type, n.Priority, n.Title = notification.Warning, 3, "Atenção: 60% do limite de "+l.Category
	case Warning:
		n.Type, n.Priority, n.Title = notification.Warning, 4, "Crítico: 80% do limite de "+l.Category
	default:
		n.Type, n.Priority, n.Title = notification.Error, 5, "Limite de "+l.Category+" excedido"
	}
	created, err := notification.Create(ctx, tx, n)
	if err != nil {
		return fmt.Errorf("spending.Alerts: %w", err)
	}
	if l.Level != Danger {
		return nil
	}
	// And as a push on each device of the members who have the 'Gastos' pushes on.
	if err := push.Notify(ctx, tx, weddingID, notifypref.Spending, created.ID, now); err != nil {
		return fmt.Errorf("spending.Alerts: %w", err)
	}
	// Each member who has the 'Gastos' e-mails on (and takes single e-mails, not the digest).
	m := notifypref.Mailer{BaseURL: a.BaseURL, Log: a.Log}
	if err := m.Send(ctx, tx, weddingID, notifypref.Spending, now, func(r notifypref.Recipient) mail.Message {
		return ExceededEmail(r.Email, r.FirstName, a.BaseURL+alertsLink, l)
	}); err != nil {
		return fmt.Errorf("spending.Alerts: %w", err)
	}
	return nil
}

// ExceededEmail is the e-mail each member gets when a limit reaches 100 %.
func ExceededEmail(to, firstName, link string, l Limit) mail.Message {
	greeting := "Olá!"
	if firstName != "" {
		greeting = "Olá, " + firstName + "!"
	}
	return mail.Message{
		To:      to,
		Subject: "Limite de gastos excedido: " + l.Category,
		Body: greeting + "\n\n" +
			"O gasto de " + l.Category + " chegou a " + ptbr.BRL(l.CurrentCents) + ", " + percentText(l.PercentTenths) +
			" do limite de " + ptbr.BRL(l.LimitCents) + " que vocês definiram.\n\n" +
			"Vejam os detalhes e ajustem o limite no Controle Financeiro:\n" + link + "\n\n" +
			"Equipe Aceito",
	}
}

func ptrTo(s string) *string { return &s }

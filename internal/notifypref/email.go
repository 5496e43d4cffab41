package notifypref

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/mail"
)

// UnsubscribePath is where an unsubscribe link points; the token follows it.
const UnsubscribePath = "/descadastrar/"

// Mailer queues the reminder e-mails members chose, inside the caller's transaction (the one
// that records the reminder's notification), so the e-mail exists exactly when the reminder was
// delivered, and the outbox sends it once.
type Mailer struct {
	BaseURL string // the public URL, for links
	Log     *slog.Logger
}

// Reminder is one reminder as an e-mail: a subject, the reminder's text and the app's page it
// concerns.
type Reminder struct {
	Category string
	Subject  string
	Text     string
	Link     string // a path of the app, e.g. /app/planning
}

// Body is a reminder e-mail's text before the unsubscribe footer.
func (r Reminder) Body(baseURL, firstName string) string {
	return greeting(firstName) + "\n\n" + r.Text + "\n\nVejam no Aceito:\n" + baseURL + r.Link + "\n\nEquipe Aceito"
}

func greeting(firstName string) string {
	if firstName == "" {
		return "Olá!"
	}
	return "Olá, " + firstName + "!"
}

// Remind e-mails r to each member of weddingID who has r's category on and takes single e-mails
// (not the digest).
func (m *Mailer) Remind(ctx context.Context, tx *sql.Tx, weddingID string, r Reminder, now time.Time) error {
	return m.Send(ctx, tx, weddingID, r.Category, now, func(to Recipient) mail.Message {
		return mail.Message{To: to.Email, Subject: r.Subject, Body: r.Body(m.BaseURL, to.FirstName)}
	})
}

// Send queues build's message for each member of weddingID who has category's e-mail on and
// takes single e-mails, each with its own unsubscribe link in the headers and the body.
func (m *Mailer) Send(ctx context.Context, tx *sql.Tx, weddingID, category string, now time.Time, build func(Recipient) mail.Message) error {
	rs, err := recipients(ctx, tx, weddingID, category)
	if err != nil {
		return err
	}
	for _, r := range rs {
		if r.Digest {
			continue // the day's digest tells them
		}
		if err := m.enqueue(ctx, tx, weddingID, r, category, build(r), now); err != nil {
			return err
		}
	}
	return nil
}

// enqueue adds the unsubscribe link for category to msg and queues it.
func (m *Mailer) enqueue(ctx context.Context, tx *sql.Tx, weddingID string, r Recipient, category string, msg mail.Message, now time.Time) error {
	token, err := newToken(ctx, tx, weddingID, r.UserID, category, now)
	if err != nil {
		return err
	}
	link := strings.TrimRight(m.BaseURL, "/") + UnsubscribePath + token
	msg.ListUnsubscribe = link
	msg.Body = strings.TrimRight(msg.Body, "\n") + "\n\n" +
		reason(category) + " Para não receber mais, acesse:\n" + link + "\n"
	log := m.Log
	if log == nil {
		log = slog.Default()
	}
	if err := mail.Enqueue(ctx, tx, log, msg, now); err != nil {
		return fmt.Errorf("notifypref: %w", err)
	}
	return nil
}

// reason is the footer's line on why the member gets the e-mail.
func reason(category string) string {
	if category == digestCategory {
		return "Você recebe este e-mail porque ligou o Resumo do dia em Configurações → Notificações."
	}
	if category == allCategory {
		return "Você recebe este e-mail porque tem e-mails ligados em Configurações → Notificações. O link abaixo desliga todos eles."
	}
	return "Você recebe este e-mail porque os " + label(category) + " por e-mail estão ligados em Configurações → Notificações."
}

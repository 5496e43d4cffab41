// Package mail queues and delivers outgoing e-mail. A message is queued in the outbox table
// inside the caller's transaction, so it exists only if the business change commits. When SMTP
// is configured a Sender delivers queued rows after commit; otherwise they stay in the outbox
// table (the log records each one, never its body), so nothing is silently lost in development.
package mail

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
)

// Message is one plain-text e-mail. Lines that hold only an http(s) URL become links in the
// HTML alternative.
type Message struct {
	To      string
	Subject string
	Body    string
	// ListUnsubscribe, when set, is the https URL that turns this kind of e-mail off with one
	// POST (RFC 8058): it becomes the List-Unsubscribe and List-Unsubscribe-Post headers.
	ListUnsubscribe string
	// ID is the outbox row, set by the Sender. It makes the Message-ID, so a message sent again
	// after a lapsed claim carries the same one and mail clients can fold the copies.
	ID string
}

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Enqueue stores msg in the outbox within the caller's transaction and logs that it did. The
// body is never logged, at any level: bodies carry one-time sign-in, reset and set-password
// links, and logs are read by more people, and kept longer, than an inbox.
func Enqueue(ctx context.Context, tx execer, log *slog.Logger, msg Message, now time.Time) error {
	id := uuid.Must(uuid.NewV7()).String()
	var unsub *string
	if msg.ListUnsubscribe != "" {
		unsub = &msg.ListUnsubscribe
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO outbox (id, to_address, subject, body, list_unsubscribe, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		id, msg.To, msg.Subject, msg.Body, unsub, now.UTC()); err != nil {
		return fmt.Errorf("mail.Enqueue: %w", err)
	}
	log.Info("e-mail queued", "outbox_id", id, "to", msg.To, "subject", msg.Subject)
	return nil
}

// Retention is how long outbox rows are kept. Bodies hold one-time links, long dead by then; the
// rows are only a delivery record.
const Retention = 30 * 24 * time.Hour

// DeleteOld removes outbox rows queued more than Retention before now, whatever their state
// (an unsent row that old is past the sender's MaxAge and will never go out).
func DeleteOld(ctx context.Context, tx execer, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM outbox WHERE created_at < $1`, now.UTC().Add(-Retention)); err != nil {
		return fmt.Errorf("mail.DeleteOld: %w", err)
	}
	return nil
}

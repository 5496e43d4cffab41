package digitalinvite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes digital invitations. Couple-side methods take the wedding id and every
// query filters by it; the guest-side methods (PublicGet, Respond) find the invitation only by
// the hash of an RSVP token. Sending needs the digital_invitations feature of the effective plan,
// checked under the wedding's write lock.
type Store struct {
	db      *db.DB
	now     func() time.Time
	baseURL string
	log     *slog.Logger
	// GuestLink, when set, is the personal RSVP link of a guest of the wedding (guest.Store.LinkFor;
	// a function so this package does not import guest): an invitation tied to a guest links there.
	// ok is false when the guest has no link.
	GuestLink GuestLinkFunc
}

// NewStore returns a Store on d. baseURL is the app's public URL (ACEITO_BASE_URL) for the
// RSVP links; log receives the queued e-mails (mail.Enqueue).
func NewStore(d *db.DB, now func() time.Time, baseURL string, log *slog.Logger) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now, baseURL: baseURL, log: log}
}

func (s *Store) instant() time.Time { return s.now().UTC().Truncate(time.Microsecond) } // PostgreSQL keeps microseconds

const columns = `id, guest_name, guest_email, guest_phone, event_date, event_time, event_location, map_link, dress_code,
	host_name, custom_message, reminder_days, status, responded_at, guest_id, sent_at, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Invitation, error) {
	var inv Invitation
	var date *string
	var days string
	var responded time.Time
	err := s.Scan(&inv.ID, &inv.GuestName, &inv.GuestEmail, &inv.GuestPhone, db.ScanDate(&date), &inv.EventTime, &inv.EventLocation,
		&inv.MapLink, &inv.DressCode, &inv.HostName, &inv.CustomMessage, &days, &inv.Status, db.ScanTime(&responded),
		&inv.GuestID, db.ScanTime(&inv.SentAt), db.ScanTime(&inv.CreatedAt), db.ScanTime(&inv.UpdatedAt))
	if err != nil {
		return inv, err
	}
	if !responded.IsZero() { // NULL until the guest answers
		inv.RespondedAt = &responded
	}
	if date != nil {
		inv.EventDate = *date
	}
	if err := json.Unmarshal([]byte(days), &inv.ReminderDays); err != nil {
		return inv, fmt.Errorf("reminder_days: %w", err)
	}
	if inv.ReminderDays == nil {
		inv.ReminderDays = []int{}
	}
	return inv, nil
}

// List returns the wedding's invitations newest first, on every plan: a couple that moved down to
// Essencial still sees the invitations it sent and their answers, read-only (DESIGN.md decision 18,
// issue 15: gated means locked, never hidden); sending and resending stay gated.
func (s *Store) List(ctx context.Context, weddingID string) ([]Invitation, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM digital_invitations WHERE wedding_id = $1
		ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("digitalinvite.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Invitation{}
	for rows.Next() {
		inv, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("digitalinvite.Store.List: scan: %w", err)
		}
		out = append(out, inv)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("digitalinvite.Store.List: %w", err)
	}
	return out, nil
}

// Create stores a normalized invitation with status sent, makes its first RSVP link and queues
// the invitation e-mail, all in one transaction: the invitation exists exactly when its e-mail is
// in the outbox.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Invitation, error) {
	now := s.instant()
	days, err := json.Marshal(in.ReminderDays)
	if err != nil {
		return Invitation{}, fmt.Errorf("digitalinvite.Store.Create: %w", err)
	}
	inv := Invitation{ID: uuid.Must(uuid.NewV7()).String(), GuestName: in.GuestName, GuestEmail: in.GuestEmail, GuestPhone: in.GuestPhone,
		EventDate: in.EventDate, EventTime: in.EventTime, EventLocation: in.EventLocation, MapLink: in.MapLink, DressCode: in.DressCode,
		HostName: in.HostName, CustomMessage: in.CustomMessage, ReminderDays: in.ReminderDays, Status: Sent, GuestID: in.GuestID,
		SentAt: now, CreatedAt: now, UpdatedAt: now}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := p.CheckFeature(plan.DigitalInvitations); err != nil {
			return err
		}
		today, err := wedding.Today(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := in.Validate(today); err != nil {
			return err
		}
		if in.GuestID != nil {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM guests WHERE wedding_id = $1 AND id = $2`, weddingID, *in.GuestID).Scan(&n); err != nil {
				return fmt.Errorf("digitalinvite.Store.Create: guest: %w", err)
			}
			if n == 0 { // another wedding's guest is as unknown as a made-up id
				return apperr.Invalid(map[string]string{"guest_id": "not_found"})
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO digital_invitations (id, wedding_id, guest_name, guest_email, guest_phone, event_date,
				event_time, event_location, map_link, dress_code, host_name, custom_message, reminder_days, status, sent_at, created_at, updated_at, guest_id)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $15, $16)`,
			inv.ID, weddingID, inv.GuestName, inv.GuestEmail, inv.GuestPhone, inv.EventDate, inv.EventTime, inv.EventLocation,
			inv.MapLink, inv.DressCode, inv.HostName, inv.CustomMessage, string(days), inv.Status, now, inv.GuestID); err != nil {
			return fmt.Errorf("digitalinvite.Store.Create: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.DigitalInvitations, weddingID); err != nil {
			return err
		}
		if err := s.send(ctx, tx, weddingID, inv, now); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Invitations,
			Text: "enviou o convite digital para " + activity.Quote(inv.GuestName)}, now)
	})
	if err != nil {
		return Invitation{}, err
	}
	return inv, nil
}

// DailySendLimit caps the invitation e-mails (first sends and resends) one wedding may queue in
// 24 hours: the app sends to any address the couple types, so a stolen or abusive account must
// not turn it into a spam relay. A real guest list fits well under it. Scheduler reminders count
// towards it but are never refused (they are bounded by the invitations that exist).
const DailySendLimit = 300

// dailySendLimit is DailySendLimit; tests lower it.
var dailySendLimit = DailySendLimit

func errSendLimit() error {
	return apperr.TooManyRequests("send_limit",
		fmt.Sprintf("Limite de %d envios de convite em 24 horas atingido. Tente novamente mais tarde.", dailySendLimit), time.Hour)
}

// SendRetention is how long digital_invitation_sends rows are kept: longer than the 24-hour
// window the limit looks at, short enough to keep the table small.
const SendRetention = 3 * 24 * time.Hour

// recordSend counts one invitation e-mail of the wedding in digital_invitation_sends, which
// (unlike the links) outlives the invitation: deleting invitations must not reset the limit.
func recordSend(ctx context.Context, tx execer, weddingID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO digital_invitation_sends (id, wedding_id, created_at) VALUES ($1, $2, $3)`,
		uuid.Must(uuid.NewV7()).String(), weddingID, now.UTC().Truncate(time.Microsecond)); err != nil {
		return fmt.Errorf("digitalinvite: record send: %w", err)
	}
	return nil
}

// DeleteOldSends prunes the send records older than SendRetention.
func DeleteOldSends(ctx context.Context, d *db.DB, now time.Time) error {
	if _, err := d.ExecContext(ctx, `DELETE FROM digital_invitation_sends WHERE created_at < $1`, now.UTC().Add(-SendRetention)); err != nil {
		return fmt.Errorf("digitalinvite.DeleteOldSends: %w", err)
	}
	return nil
}

// send makes a new RSVP link for inv and queues the invitation e-mail carrying it, within the
// wedding's daily limit (the caller holds the wedding's write lock, so the count cannot race).
func (s *Store) send(ctx context.Context, tx *sql.Tx, weddingID string, inv Invitation, now time.Time) error {
	var sent int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM digital_invitation_sends WHERE wedding_id = $1 AND created_at > $2`,
		weddingID, now.Add(-24*time.Hour)).Scan(&sent); err != nil {
		return fmt.Errorf("digitalinvite.send: count: %w", err)
	}
	if sent >= dailySendLimit {
		return errSendLimit()
	}
	if err := recordSend(ctx, tx, weddingID, now); err != nil {
		return err
	}
	token, err := NewLink(ctx, tx, inv.ID, now)
	if err != nil {
		return err
	}
	couple, err := CoupleNames(ctx, tx, weddingID)
	if err != nil {
		return err
	}
	link := LinkURL(s.baseURL, token)
	if inv.GuestID != nil && s.GuestLink != nil {
		personal, ok, err := s.GuestLink(ctx, tx, weddingID, *inv.GuestID)
		if err != nil {
			return err
		}
		if ok {
			link = personal
		}
	}
	return mail.Enqueue(ctx, tx, s.log, InvitationEmail(inv, couple, link), now)
}

// Resend e-mails the invitation again with a new link (the earlier ones keep working) and
// records the time in sent_at. The answer, if any, is kept.
func (s *Store) Resend(ctx context.Context, weddingID, id string) (Invitation, error) {
	now := s.instant()
	var inv Invitation
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		inv, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM digital_invitations WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("digitalinvite.Store.Resend: read: %w", err)
		}
		// After the lookup, so another wedding's id is a 404 whatever this wedding's plan.
		if err := p.CheckFeature(plan.DigitalInvitations); err != nil {
			return err
		}
		inv.SentAt, inv.UpdatedAt = now, now
		if _, err := tx.ExecContext(ctx, `UPDATE digital_invitations SET sent_at = $1, updated_at = $1 WHERE wedding_id = $2 AND id = $3`,
			now, weddingID, id); err != nil {
			return fmt.Errorf("digitalinvite.Store.Resend: %w", err)
		}
		if err := s.send(ctx, tx, weddingID, inv, now); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Invitations,
			Text: "reenviou o convite digital para " + activity.Quote(inv.GuestName)}, now)
	})
	return inv, err
}

// Delete removes one invitation of the wedding (its links go with it), or reports not found.
// Deleting needs no plan: a couple may always remove its data.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "digital_invitations", "guest_name", weddingID, id, s.now(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Invitations, Text: "excluiu o convite digital de " + activity.Quote(name)}
	})
}

// lookup finds the invitation and its wedding by RSVP token; forUpdate locks the row.
func lookup(ctx context.Context, q querier, token, forUpdate string) (Invitation, string, error) {
	if !validToken(token) {
		return Invitation{}, "", errLinkNotFound
	}
	var weddingID, id string
	err := q.QueryRowContext(ctx, `SELECT i.wedding_id, i.id FROM digital_invitation_links l
		JOIN digital_invitations i ON i.id = l.invitation_id WHERE l.token_hash = $1`, hashToken(token)).Scan(&weddingID, &id)
	if errors.Is(err, sql.ErrNoRows) {
		return Invitation{}, "", errLinkNotFound
	}
	if err != nil {
		return Invitation{}, "", fmt.Errorf("digitalinvite.lookup: %w", err)
	}
	inv, err := scan(q.QueryRowContext(ctx, `SELECT `+columns+` FROM digital_invitations WHERE wedding_id = $1 AND id = $2`+forUpdate, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) { // deleted in between
		return Invitation{}, "", errLinkNotFound
	}
	if err != nil {
		return Invitation{}, "", fmt.Errorf("digitalinvite.lookup: %w", err)
	}
	return inv, weddingID, nil
}

// PublicGet is the guest's view of the invitation behind token.
func (s *Store) PublicGet(ctx context.Context, token string) (Public, error) {
	inv, weddingID, err := lookup(ctx, s.db, token, "")
	if err != nil {
		return Public{}, err
	}
	couple, err := CoupleNames(ctx, s.db, weddingID)
	if err != nil {
		return Public{}, err
	}
	return public(inv, couple), nil
}

// Preview is what the invitation page's link preview shows: the couple's names and the
// event's date (YYYY-MM-DD), never the guest's name or anything else of the guest's.
func (s *Store) Preview(ctx context.Context, token string) (couple []string, eventDate string, err error) {
	inv, weddingID, err := lookup(ctx, s.db, token, "")
	if err != nil {
		return nil, "", err
	}
	couple, err = CoupleNameList(ctx, s.db, weddingID)
	if err != nil {
		return nil, "", err
	}
	return couple, inv.EventDate, nil
}

// Respond records the guest's answer (which may change a previous one) and, when it changed and
// the previous answer is older than AnswerNotifyQuiet, notifies the couple in the same
// transaction. The public page works whatever the couple's plan: a guest who received the e-mail
// must be able to answer it.
func (s *Store) Respond(ctx context.Context, token string, answer Status) (Public, Answered, error) {
	// The same answer again changes nothing: it is answered from a plain read, without the
	// wedding's write lock (on SQLite, the one writer) and without writing, so a looped or
	// reloaded link costs one read and cannot stall the wedding's other writes.
	inv, weddingID, err := lookup(ctx, s.db, token, "")
	if err != nil {
		return Public{}, Answered{}, err
	}
	if inv.Status == answer {
		couple, err := CoupleNames(ctx, s.db, weddingID)
		if err != nil {
			return Public{}, Answered{}, err
		}
		return public(inv, couple), Answered{}, nil
	}
	now := s.instant()
	var out Public
	var done Answered
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		// Read again under the lock: two answers at once must not both notify.
		inv, _, err := lookup(ctx, tx, token, s.db.ForUpdate())
		if err != nil {
			return err
		}
		couple, err := CoupleNames(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		if inv.Status == answer {
			out = public(inv, couple)
			return nil
		}
		// A guest flipping the answer back and forth must not flood the couple's bell: only an
		// answer after a quiet AnswerNotifyQuiet notifies; the status is updated either way.
		notify := inv.RespondedAt == nil || !inv.RespondedAt.After(now.Add(-AnswerNotifyQuiet))
		inv.Status, inv.RespondedAt, inv.UpdatedAt = answer, &now, now
		if _, err := tx.ExecContext(ctx, `UPDATE digital_invitations SET status = $1, responded_at = $2, updated_at = $2
			WHERE wedding_id = $3 AND id = $4`, answer, now, weddingID, inv.ID); err != nil {
			return fmt.Errorf("digitalinvite.Store.Respond: %w", err)
		}
		done = Answered{WeddingID: weddingID}
		out = public(inv, couple)
		if !notify {
			return nil
		}
		n := notification.Notification{WeddingID: weddingID, Type: notification.Success, Title: "Convite confirmado",
			Message: inv.GuestName + " confirmou presença.", Priority: 3, Link: ptr("/app/events"), CreatedAt: now}
		if answer == Declined {
			n.Type, n.Title, n.Message = notification.Warning, "Convite recusado", inv.GuestName+" não poderá comparecer."
		}
		created, err := notification.Create(ctx, tx, n)
		if err != nil {
			return fmt.Errorf("digitalinvite.Store.Respond: %w", err)
		}
		done.NotificationID = created.ID
		return nil
	})
	if err != nil {
		return Public{}, Answered{}, err
	}
	return out, done, nil
}

// AnswerNotifyQuiet is how long after a guest's previous answer a changed answer notifies the
// couple again: a change within it updates the status (the list shows it) without a new
// notification, so a guest switching confirmed/declined in a loop cannot flood the bell.
const AnswerNotifyQuiet = 10 * time.Minute

// Answered says which wedding a guest's new answer changed and the notification it created
// (NotificationID is empty when the change was within AnswerNotifyQuiet of the previous answer);
// zero when the answer was the same as before.
type Answered struct {
	WeddingID, NotificationID string
}

func public(inv Invitation, couple string) Public {
	p := Public{GuestName: inv.GuestName, EventDate: inv.EventDate, EventTime: inv.EventTime, EventLocation: inv.EventLocation,
		MapLink: inv.MapLink, DressCode: inv.DressCode, HostName: inv.HostName, CustomMessage: inv.CustomMessage,
		Status: inv.Status, RespondedAt: inv.RespondedAt}
	if couple != "" {
		p.CoupleNames = &couple
	}
	return p
}

func ptr(s string) *string { return &s }

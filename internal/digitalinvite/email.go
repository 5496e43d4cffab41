package digitalinvite

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/ptbr"
)

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// tokenBytes is the RSVP token's entropy: 256 bits, far past guessing.
const tokenBytes = 32

// NewLink creates a new RSVP token for the invitation inside the caller's transaction and returns
// it; only its SHA-256 is stored. Every e-mail (first send, resend, reminder) gets its own, and all
// of an invitation's links stay valid until the invitation is deleted.
func NewLink(ctx context.Context, tx execer, invitationID string, now time.Time) (string, error) {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("digitalinvite.NewLink: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	if _, err := tx.ExecContext(ctx, `INSERT INTO digital_invitation_links (token_hash, invitation_id, created_at) VALUES ($1, $2, $3)`,
		hashToken(token), invitationID, now.UTC().Truncate(time.Microsecond)); err != nil {
		return "", fmt.Errorf("digitalinvite.NewLink: %w", err)
	}
	return token, nil
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// validToken is the shape NewLink makes; anything else is not looked up.
func validToken(token string) bool {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil
}

// LinkURL is the guest's RSVP page for token, under the app's public URL.
func LinkURL(baseURL, token string) string {
	return strings.TrimRight(baseURL, "/") + "/convite/" + token
}

// CoupleNames reads the couple's names ("Ana e Bruno", or one name) from the wedding's profile,
// falling back to the account owner's first name until the profile is filled in; "" when none.
func CoupleNames(ctx context.Context, q querier, weddingID string) (string, error) {
	names, err := CoupleNameList(ctx, q, weddingID)
	return JoinCouple(names), err
}

// JoinCouple is CoupleNames' text of CoupleNameList's names.
func JoinCouple(names []string) string { return strings.Join(names, " e ") }

// CoupleNameList is the couple's first names one by one (none, one or two), for texts that
// agree in number and for link previews.
func CoupleNameList(ctx context.Context, q querier, weddingID string) ([]string, error) {
	var first, partner sql.NullString
	err := q.QueryRowContext(ctx, `SELECT COALESCE(NULLIF(TRIM(p.first_name), ''), (SELECT u.first_name FROM wedding_members m
			JOIN users u ON u.id = m.user_id WHERE m.wedding_id = w.id AND m.role = 'owner' LIMIT 1)), p.partner_name
		FROM weddings w LEFT JOIN profiles p ON p.wedding_id = w.id WHERE w.id = $1`, weddingID).Scan(&first, &partner)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("digitalinvite.CoupleNameList: %w", err)
	}
	var names []string
	for _, n := range []sql.NullString{first, partner} {
		if s := strings.TrimSpace(n.String); s != "" {
			names = append(names, s)
		}
	}
	return names, nil
}

// inviter is who invites: the host named on the invitation, else the couple, else nobody.
func inviter(inv Invitation, couple string) string {
	if inv.HostName != nil {
		return *inv.HostName
	}
	return couple
}

// InvitationEmail builds the invitation e-mail for inv with the RSVP link (LinkURL) on a line of
// its own, which the mail package turns into a link. couple is CoupleNames' answer.
func InvitationEmail(inv Invitation, couple, link string) mail.Message {
	who := inviter(inv, couple)
	subject := "Você recebeu um convite de casamento"
	if who != "" {
		subject = "Convite: " + who + " " + ptbr.Agree(who, "convida", "convidam") + " você"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Olá, %s!\n\n", inv.GuestName)
	if who != "" {
		fmt.Fprintf(&b, "%s %s o prazer de convidar você para este momento especial.\n\n", who, ptbr.Agree(who, "tem", "têm"))
	} else {
		b.WriteString("Você recebeu um convite para um momento especial.\n\n")
	}
	writeDetails(&b, inv)
	b.WriteString("Por favor, confirme sua presença pelo link abaixo:\n")
	b.WriteString(link + "\n\n")
	b.WriteString("Com carinho,\n")
	if who != "" {
		b.WriteString(who + "\n")
	} else {
		b.WriteString("Aceito\n")
	}
	return mail.Message{To: inv.GuestEmail, Subject: subject, Body: b.String()}
}

// ReminderEmail builds the reminder e-mail sent daysLeft days before the event (the reminder
// days of the invitation), with its own RSVP link like InvitationEmail.
func ReminderEmail(inv Invitation, couple, link string, daysLeft int) mail.Message {
	who := inviter(inv, couple)
	when := "é hoje"
	switch {
	case daysLeft == 1:
		when = "é amanhã"
	case daysLeft > 1:
		when = fmt.Sprintf("é daqui a %d dias", daysLeft)
	}
	subject := "Lembrete: o evento " + when
	if who != "" {
		subject = "Lembrete: o convite de " + who + " " + when
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Olá, %s!\n\nPassando para lembrar: o evento %s.\n\n", inv.GuestName, when)
	writeDetails(&b, inv)
	switch inv.Status {
	case Confirmed:
		b.WriteString("Sua presença está confirmada. Se algo mudar, responda pelo link abaixo:\n")
	case Declined:
		b.WriteString("Você nos avisou que não poderá ir. Se algo mudar, responda pelo link abaixo:\n")
	default:
		b.WriteString("Ainda não recebemos sua resposta. Confirme sua presença pelo link abaixo:\n")
	}
	b.WriteString(link + "\n\n")
	b.WriteString("Com carinho,\n")
	if who != "" {
		b.WriteString(who + "\n")
	} else {
		b.WriteString("Aceito\n")
	}
	return mail.Message{To: inv.GuestEmail, Subject: subject, Body: b.String()}
}

func writeDetails(b *strings.Builder, inv Invitation) {
	fmt.Fprintf(b, "Data: %s\n", ptbr.Date(inv.EventDate))
	if inv.EventTime != nil {
		fmt.Fprintf(b, "Horário: %s\n", *inv.EventTime)
	}
	if inv.EventLocation != nil {
		fmt.Fprintf(b, "Local: %s\n", *inv.EventLocation)
	}
	if inv.DressCode != nil {
		fmt.Fprintf(b, "Traje: %s\n", *inv.DressCode)
	}
	if inv.MapLink != nil {
		b.WriteString("Como chegar:\n" + *inv.MapLink + "\n")
	}
	b.WriteString("\n")
	if inv.CustomMessage != nil {
		b.WriteString(*inv.CustomMessage + "\n\n")
	}
}

// Load reads one invitation of a wedding (for the scheduler's reminder e-mails).
func Load(ctx context.Context, q querier, weddingID, id string) (Invitation, error) {
	inv, err := scan(q.QueryRowContext(ctx, `SELECT `+columns+` FROM digital_invitations WHERE wedding_id = $1 AND id = $2`, weddingID, id))
	if err != nil {
		return inv, fmt.Errorf("digitalinvite.Load: %w", err)
	}
	return inv, nil
}

// GuestLinkFunc is the personal RSVP link (/r/{token}) of a guest of the wedding, read inside
// tx; ok is false when the guest is gone or has no link (guest.Store.LinkFor).
type GuestLinkFunc func(ctx context.Context, tx *sql.Tx, weddingID, guestID string) (link string, ok bool, err error)

// SendReminder queues the reminder e-mail daysLeft days before the event inside the caller's
// transaction. An invitation tied to a guest links to the guest's personal RSVP page (through
// guestLink), the same page as the first e-mail and the WhatsApp message, so the guest answers
// for their whole family in one place; any other gets a /convite link of its own. It counts
// towards the daily send limit.
func SendReminder(ctx context.Context, tx *sql.Tx, log *slog.Logger, baseURL string, guestLink GuestLinkFunc, weddingID string,
	inv Invitation, daysLeft int, now time.Time) error {
	if err := recordSend(ctx, tx, weddingID, now); err != nil {
		return err
	}
	couple, err := CoupleNames(ctx, tx, weddingID)
	if err != nil {
		return err
	}
	if inv.GuestID != nil && guestLink != nil {
		link, ok, err := guestLink(ctx, tx, weddingID, *inv.GuestID)
		if err != nil {
			return err
		}
		if ok {
			return mail.Enqueue(ctx, tx, log, ReminderEmail(inv, couple, link, daysLeft), now)
		}
	}
	token, err := NewLink(ctx, tx, inv.ID, now)
	if err != nil {
		return err
	}
	return mail.Enqueue(ctx, tx, log, ReminderEmail(inv, couple, LinkURL(baseURL, token), daysLeft), now)
}

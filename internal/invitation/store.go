package invitation

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes invitation messages; every query filters by the wedding.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

// The date is read as text so both engines give "YYYY-MM-DD".
const columns = `id, guest_id, message_content, CAST(wedding_date AS TEXT), wedding_location, wedding_address, created_at, updated_at, version`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Message, error) {
	var m Message
	err := s.Scan(&m.ID, &m.GuestID, &m.MessageContent, &m.WeddingDate, &m.WeddingLocation, &m.WeddingAddress,
		db.ScanTime(&m.CreatedAt), db.ScanTime(&m.UpdatedAt), &m.Version)
	return m, err
}

// Get returns the saved invitation of one guest of the wedding, or nil when it has none.
func (s *Store) Get(ctx context.Context, weddingID, guestID string) (*Message, error) {
	m, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM invitation_messages WHERE wedding_id = $1 AND guest_id = $2`, weddingID, guestID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("invitation.Store.Get: %w", err)
	}
	return &m, nil
}

// List returns the wedding's saved invitations, oldest first.
func (s *Store) List(ctx context.Context, weddingID string) ([]Message, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM invitation_messages WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("invitation.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Message{}
	for rows.Next() {
		m, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("invitation.Store.List: scan: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("invitation.Store.List: %w", err)
	}
	return out, nil
}

// Put saves the invitation of one guest of the wedding, replacing the one saved before. The
// guest must belong to the wedding (else 404) and the plan must include digital invitations
// (else 403); both are checked under the wedding's write lock, and so is in's version (a stale
// one changes nothing and returns wedding.ErrStale).
func (s *Store) Put(ctx context.Context, weddingID, guestID string, in Input) (Message, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	var m Message
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		var guestName string
		err = tx.QueryRowContext(ctx, `SELECT nome FROM guests WHERE wedding_id = $1 AND id = $2`, weddingID, guestID).Scan(&guestName)
		if errors.Is(err, sql.ErrNoRows) {
			return errGuestNotFound
		}
		if err != nil {
			return fmt.Errorf("invitation.Store.Put: guest: %w", err)
		}
		if err := p.CheckFeature(plan.DigitalInvitations); err != nil {
			return err
		}
		version, err := wedding.CheckVersion(ctx, tx, in.Version,
			`SELECT version FROM invitation_messages WHERE wedding_id = $1 AND guest_id = $2`, weddingID, guestID)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO invitation_messages (id, wedding_id, guest_id, message_content, wedding_date,
				wedding_location, wedding_address, created_at, updated_at, version)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
			ON CONFLICT (wedding_id, guest_id) DO UPDATE SET message_content = $4, wedding_date = $5,
				wedding_location = $6, wedding_address = $7, updated_at = $8, version = $9`,
			uuid.Must(uuid.NewV7()).String(), weddingID, guestID, in.MessageContent, in.WeddingDate, in.WeddingLocation,
			in.WeddingAddress, now, version)
		if err != nil {
			return fmt.Errorf("invitation.Store.Put: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.InvitationMessages, weddingID); err != nil {
			return err
		}
		m, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM invitation_messages WHERE wedding_id = $1 AND guest_id = $2`, weddingID, guestID))
		if err != nil {
			return fmt.Errorf("invitation.Store.Put: read back: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Invitations,
			Text: "salvou a mensagem de convite de " + activity.Quote(guestName)}, now)
	})
	return m, err
}

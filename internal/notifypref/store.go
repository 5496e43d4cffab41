package notifypref

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
)

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Store reads and saves members' choices. Every query names the wedding and the member.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// NewStore returns a Store on d; now is the clock.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

// Get returns userID's choice in weddingID, the defaults where they saved none.
func (s *Store) Get(ctx context.Context, weddingID, userID string) (Prefs, error) {
	p, err := load(ctx, s.db, weddingID, userID)
	if err != nil {
		return Prefs{}, fmt.Errorf("notifypref.Store.Get: %w", err)
	}
	return p, nil
}

// Put saves userID's whole choice (every category and channel) and returns it as stored.
func (s *Store) Put(ctx context.Context, weddingID, userID string, p Prefs) (Prefs, error) {
	if err := p.validate(); err != nil {
		return Prefs{}, err
	}
	now := s.now().UTC()
	var out Prefs
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO notification_prefs (id, wedding_id, user_id, digest, quiet_hours, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (wedding_id, user_id) DO UPDATE SET digest = excluded.digest, quiet_hours = excluded.quiet_hours, updated_at = excluded.updated_at`,
			uuid.Must(uuid.NewV7()).String(), weddingID, userID, p.Digest, p.QuietHours, now); err != nil {
			return err
		}
		for _, c := range Categories {
			for _, ch := range Channels {
				if err := setChannel(ctx, tx, weddingID, userID, c, ch, p.Categories[c][ch]); err != nil {
					return err
				}
			}
		}
		var err error
		out, err = load(ctx, tx, weddingID, userID)
		return err
	})
	if err != nil {
		return Prefs{}, fmt.Errorf("notifypref.Store.Put: %w", err)
	}
	return out, nil
}

func setChannel(ctx context.Context, q querier, weddingID, userID, category, channel string, on bool) error {
	_, err := q.ExecContext(ctx, `INSERT INTO notification_channels (wedding_id, user_id, category, channel, enabled) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (wedding_id, user_id, category, channel) DO UPDATE SET enabled = excluded.enabled`,
		weddingID, userID, category, channel, on)
	return err
}

func load(ctx context.Context, q querier, weddingID, userID string) (Prefs, error) {
	p := Defaults()
	err := q.QueryRowContext(ctx, `SELECT digest, quiet_hours FROM notification_prefs WHERE wedding_id = $1 AND user_id = $2`,
		weddingID, userID).Scan(&p.Digest, &p.QuietHours)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Prefs{}, err
	}
	rows, err := q.QueryContext(ctx, `SELECT category, channel, enabled FROM notification_channels WHERE wedding_id = $1 AND user_id = $2`,
		weddingID, userID)
	if err != nil {
		return Prefs{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var c, ch string
		var on bool
		if err := rows.Scan(&c, &ch, &on); err != nil {
			return Prefs{}, err
		}
		if chans, ok := p.Categories[c]; ok {
			chans[ch] = on
		}
	}
	return p, rows.Err()
}

// Recipient is a member an e-mail may go to.
type Recipient struct {
	UserID, Email, FirstName string
	// Digest: the member gets the daily digest instead of single e-mails.
	Digest bool
}

// recipients are the members of weddingID whose e-mail is on for category.
func recipients(ctx context.Context, q querier, weddingID, category string) ([]Recipient, error) {
	rows, err := q.QueryContext(ctx, `SELECT m.user_id, u.email, u.first_name, COALESCE(p.digest, FALSE)
		FROM wedding_members m JOIN users u ON u.id = m.user_id
		LEFT JOIN notification_prefs p ON p.wedding_id = m.wedding_id AND p.user_id = m.user_id
		LEFT JOIN notification_channels c ON c.wedding_id = m.wedding_id AND c.user_id = m.user_id AND c.category = $2 AND c.channel = $3
		WHERE m.wedding_id = $1 AND COALESCE(c.enabled, TRUE)
		ORDER BY u.email`, weddingID, category, Email)
	if err != nil {
		return nil, fmt.Errorf("notifypref: recipients: %w", err)
	}
	defer rows.Close()
	var out []Recipient
	for rows.Next() {
		var r Recipient
		if err := rows.Scan(&r.UserID, &r.Email, &r.FirstName, &r.Digest); err != nil {
			return nil, fmt.Errorf("notifypref: recipients: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("notifypref: recipients: %w", err)
	}
	return out, nil
}

// PushRecipient is a member who takes pushes for a category.
type PushRecipient struct {
	UserID string
	// QuietHours: the member's pushes wait out the night (Prefs.QuietHours).
	QuietHours bool
}

// PushRecipients are the members of weddingID whose push channel is on for category (the
// default), with their quiet-hours choice. The digest does not matter: it replaces single
// e-mails only, never pushes.
func PushRecipients(ctx context.Context, tx *sql.Tx, weddingID, category string) ([]PushRecipient, error) {
	rows, err := tx.QueryContext(ctx, `SELECT m.user_id, COALESCE(p.quiet_hours, TRUE)
		FROM wedding_members m
		LEFT JOIN notification_prefs p ON p.wedding_id = m.wedding_id AND p.user_id = m.user_id
		LEFT JOIN notification_channels c ON c.wedding_id = m.wedding_id AND c.user_id = m.user_id AND c.category = $2 AND c.channel = $3
		WHERE m.wedding_id = $1 AND COALESCE(c.enabled, TRUE)
		ORDER BY m.user_id`, weddingID, category, Push)
	if err != nil {
		return nil, fmt.Errorf("notifypref.PushRecipients: %w", err)
	}
	defer rows.Close()
	var out []PushRecipient
	for rows.Next() {
		var r PushRecipient
		if err := rows.Scan(&r.UserID, &r.QuietHours); err != nil {
			return nil, fmt.Errorf("notifypref.PushRecipients: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("notifypref.PushRecipients: %w", err)
	}
	return out, nil
}

// newToken stores a fresh unsubscribe token for userID and category and returns it. The token
// is 256 random bits and only its hash is kept (DESIGN.md decision 17): a link in an e-mail is
// shown once, and a copy of the database must not be able to turn anyone's e-mails off.
func newToken(ctx context.Context, q querier, weddingID, userID, category string, now time.Time) (string, error) {
	token, hash := auth.NewToken()
	if _, err := q.ExecContext(ctx, `INSERT INTO unsubscribe_tokens (token_hash, wedding_id, user_id, category, created_at) VALUES ($1, $2, $3, $4, $5)`,
		hash, weddingID, userID, category, now.UTC()); err != nil {
		return "", fmt.Errorf("notifypref: new token: %w", err)
	}
	return token, nil
}

// errNoToken is an unknown or expired unsubscribe link.
var errNoToken = apperr.NotFound("Link inválido ou expirado.")

// tokenInfo is what an unsubscribe link turns off.
type tokenInfo struct {
	weddingID, userID, category string
}

func (s *Store) lookup(ctx context.Context, q querier, token string) (tokenInfo, error) {
	var t tokenInfo
	if token == "" || len(token) > 100 {
		return t, errNoToken
	}
	err := q.QueryRowContext(ctx, `SELECT wedding_id, user_id, category FROM unsubscribe_tokens WHERE token_hash = $1 AND created_at > $2`,
		auth.HashToken(token), s.now().UTC().Add(-TokenLifetime)).Scan(&t.weddingID, &t.userID, &t.category)
	if errors.Is(err, sql.ErrNoRows) {
		return t, errNoToken
	}
	if err != nil {
		return t, fmt.Errorf("notifypref: lookup token: %w", err)
	}
	return t, nil
}

// Unsubscribe turns off the e-mails token names (one category, or every one for the digest's
// and the rain alerts' tokens) and returns the category and whose choice it was. Doing it twice is harmless: mail clients may repeat the POST.
func (s *Store) Unsubscribe(ctx context.Context, token string) (Unsubscribed, error) {
	var t tokenInfo
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		if t, err = s.lookup(ctx, tx, token); err != nil {
			return err
		}
		for _, c := range Categories {
			if !turnsOffAll(t.category) && c != t.category {
				continue
			}
			if err := setChannel(ctx, tx, t.weddingID, t.userID, c, Email, false); err != nil {
				return fmt.Errorf("notifypref.Store.Unsubscribe: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return Unsubscribed{}, err
	}
	return Unsubscribed{Category: t.category, WeddingID: t.weddingID, UserID: t.userID}, nil
}

// Unsubscribed is what an unsubscribe link turned off, and whose choice it was.
type Unsubscribed struct {
	Category, WeddingID, UserID string
}

// Describe returns the category token names, changing nothing (the confirmation page).
func (s *Store) Describe(ctx context.Context, token string) (string, error) {
	t, err := s.lookup(ctx, s.db, token)
	return t.category, err
}

// DeleteOld removes unsubscribe tokens older than TokenLifetime (the maintenance job).
func DeleteOld(ctx context.Context, d *db.DB, now time.Time) error {
	if _, err := d.ExecContext(ctx, `DELETE FROM unsubscribe_tokens WHERE created_at < $1`, now.UTC().Add(-TokenLifetime)); err != nil {
		return fmt.Errorf("notifypref.DeleteOld: %w", err)
	}
	return nil
}

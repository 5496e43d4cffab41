// Package calfeed is the calendar integration (issue 12 §2, plan feature calendar_integration):
// each member's private iCalendar feed at /cal/{token}.ics, which Google Calendar, Apple
// Calendar and Outlook subscribe to, and single-event .ics downloads. The feed holds the
// wedding's dated rows: the wedding day and ceremony dates of the profile (placed at the
// ceremonies' venues), checklist deadlines with their reminder alarms, payment reminders,
// contract payment deadlines and the events of the digital invitations.
package calfeed

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// tokenBytes is the feed token's entropy: 128 bits.
const tokenBytes = 16

// Store keeps the feeds (one per member, only the token's hash) and reads the wedding's rows.
// Member-side methods take the wedding and user of the session; Lookup finds a feed only by
// its token's hash.
type Store struct {
	db      *db.DB
	now     func() time.Time
	baseURL string
}

// NewStore returns a Store on d; baseURL (ACEITO_BASE_URL) makes the feed's URL.
func NewStore(d *db.DB, now func() time.Time, baseURL string) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now, baseURL: baseURL}
}

func (s *Store) instant() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// Status is a member's feed as the settings screen shows it: whether a link exists and when it
// was made. The URL itself is shown only once, when it is made.
type Status struct {
	Active    bool       `json:"active"`
	CreatedAt *time.Time `json:"created_at"`
}

// Created is a new feed link, returned only by the request that made it.
type Created struct {
	URL       string    `json:"url"`
	CreatedAt time.Time `json:"created_at"`
}

var errNoFeed = apperr.NotFound("Agenda não encontrada.")

// Status reads the member's feed.
func (s *Store) Status(ctx context.Context, weddingID, userID string) (Status, error) {
	var created time.Time
	err := s.db.QueryRowContext(ctx, `SELECT created_at FROM calendar_feeds WHERE user_id = $1 AND wedding_id = $2`,
		userID, weddingID).Scan(db.ScanTime(&created))
	if errors.Is(err, sql.ErrNoRows) {
		return Status{}, nil
	}
	if err != nil {
		return Status{}, fmt.Errorf("calfeed.Status: %w", err)
	}
	return Status{Active: true, CreatedAt: &created}, nil
}

// Regenerate makes a new feed token for the member, replacing (and so revoking) the old one,
// if the wedding's plan includes calendar_integration.
func (s *Store) Regenerate(ctx context.Context, weddingID, userID string) (Created, error) {
	now := s.instant()
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return Created{}, err
	}
	if err := sub.EffectivePlan(now).CheckFeature(plan.CalendarIntegration); err != nil {
		return Created{}, err
	}
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return Created{}, fmt.Errorf("calfeed.Regenerate: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	if _, err := s.db.ExecContext(ctx, `INSERT INTO calendar_feeds (user_id, wedding_id, token_hash, created_at)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id) DO UPDATE SET wedding_id = excluded.wedding_id, token_hash = excluded.token_hash,
			created_at = excluded.created_at`, userID, weddingID, auth.HashToken(token), now); err != nil {
		return Created{}, fmt.Errorf("calfeed.Regenerate: %w", err)
	}
	return Created{URL: FeedURL(s.baseURL, token), CreatedAt: now}, nil
}

// Revoke deletes the member's feed; its URL stops working. No feed is a 404.
func (s *Store) Revoke(ctx context.Context, weddingID, userID string) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM calendar_feeds WHERE user_id = $1 AND wedding_id = $2`, userID, weddingID)
	if err != nil {
		return fmt.Errorf("calfeed.Revoke: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("calfeed.Revoke: %w", err)
	} else if n == 0 {
		return errNoFeed
	}
	return nil
}

// Lookup finds the wedding behind a feed token, if its plan includes calendar_integration now.
// A token of the wrong shape costs nothing and an unknown one a single lookup by the unique
// index on token_hash; only a known token reads the subscription. Every miss is errNoFeed.
func (s *Store) Lookup(ctx context.Context, token string) (string, error) {
	if !validToken(token) {
		return "", errNoFeed
	}
	var weddingID string
	err := s.db.QueryRowContext(ctx, `SELECT wedding_id FROM calendar_feeds WHERE token_hash = $1`, auth.HashToken(token)).Scan(&weddingID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errNoFeed
	}
	if err != nil {
		return "", fmt.Errorf("calfeed.Lookup: %w", err)
	}
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return "", err
	}
	// The feed is a live service of a running plan: a read-only wedding (trial or paid plan
	// ended) keeps its data in the app, but its feed stops until the couple pays.
	if now := s.now(); !sub.EffectivePlan(now).Has(plan.CalendarIntegration) || sub.ReadOnlyAt(now) {
		return "", errNoFeed
	}
	return weddingID, nil
}

// validToken is the shape Regenerate makes; anything else is never looked up.
func validToken(token string) bool {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil
}

// FeedURL is the feed of token under the app's public URL.
func FeedURL(baseURL, token string) string {
	for len(baseURL) > 0 && baseURL[len(baseURL)-1] == '/' {
		baseURL = baseURL[:len(baseURL)-1]
	}
	return baseURL + "/cal/" + token + ".ics"
}

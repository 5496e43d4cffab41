package push

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notifypref"
)

// Store keeps the members' subscriptions. Every query names the wedding and the member.
type Store struct {
	db    *db.DB
	hosts Hosts
	now   func() time.Time
}

// NewStore returns a Store on d accepting endpoints of hosts; now is the clock.
func NewStore(d *db.DB, hosts Hosts, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, hosts: hosts, now: now}
}

// Saved is a stored subscription as the API shows it.
type Saved struct {
	Endpoint  string    `json:"endpoint"`
	CreatedAt time.Time `json:"created_at"`
}

// Subscribe stores sub for userID in weddingID, and reports whether the endpoint is new. A known
// endpoint gets the new keys; if it was another member's (a shared phone) it becomes userID's,
// and the pushes still queued for the other member are dropped: they must not show on a phone
// that is no longer theirs. A member keeps at most MaxPerMember devices: the least recently seen
// goes.
func (s *Store) Subscribe(ctx context.Context, weddingID, userID string, sub Subscription) (Saved, bool, error) {
	if err := sub.validate(s.hosts); err != nil {
		return Saved{}, false, err
	}
	now := s.now().UTC()
	id := uuid.Must(uuid.NewV7()).String()
	var out Saved
	var gotID string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		// The member's row lock: two devices subscribing at once still leave at most MaxPerMember.
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM wedding_members WHERE wedding_id = $1 AND user_id = $2`+s.db.ForUpdate(),
			weddingID, userID).Scan(&one); err != nil {
			return fmt.Errorf("member: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM push_queue WHERE subscription_id IN
			(SELECT id FROM push_subscriptions WHERE endpoint = $1 AND (wedding_id <> $2 OR user_id <> $3))`,
			sub.Endpoint, weddingID, userID); err != nil {
			return fmt.Errorf("drop the previous owner's pushes: %w", err)
		}
		err := tx.QueryRowContext(ctx, `INSERT INTO push_subscriptions (id, wedding_id, user_id, endpoint, p256dh, auth, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
			ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at,
				created_at = CASE WHEN push_subscriptions.wedding_id = excluded.wedding_id AND push_subscriptions.user_id = excluded.user_id
					THEN push_subscriptions.created_at ELSE excluded.created_at END,
				last_success_at = CASE WHEN push_subscriptions.wedding_id = excluded.wedding_id AND push_subscriptions.user_id = excluded.user_id
					THEN push_subscriptions.last_success_at ELSE NULL END,
				wedding_id = excluded.wedding_id, user_id = excluded.user_id
			RETURNING id, endpoint, created_at`, id, weddingID, userID, sub.Endpoint, sub.P256dh, sub.Auth, now).
			Scan(&gotID, &out.Endpoint, db.ScanTime(&out.CreatedAt))
		if err != nil {
			return fmt.Errorf("save: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM push_subscriptions WHERE wedding_id = $1 AND user_id = $2 AND id NOT IN
			(SELECT id FROM push_subscriptions WHERE wedding_id = $1 AND user_id = $2 ORDER BY updated_at DESC, id DESC LIMIT $3)`,
			weddingID, userID, MaxPerMember); err != nil {
			return fmt.Errorf("keep %d: %w", MaxPerMember, err)
		}
		return nil
	})
	if err != nil {
		return Saved{}, false, fmt.Errorf("push.Store.Subscribe: %w", err)
	}
	return out, gotID == id, nil
}

// Unsubscribe deletes userID's subscription of endpoint, if it is theirs; anything else is left
// alone and is no error (the browser may unsubscribe twice, or after a shared phone moved on).
func (s *Store) Unsubscribe(ctx context.Context, weddingID, userID, endpoint string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM push_subscriptions WHERE endpoint = $1 AND wedding_id = $2 AND user_id = $3`,
		endpoint, weddingID, userID); err != nil {
		return fmt.Errorf("push.Store.Unsubscribe: %w", err)
	}
	return nil
}

// LoadOrCreateKeys returns the database's VAPID pair, making it first if there is none. Two
// instances starting at once both try the insert; only the first lands, and both read back the
// same pair.
func LoadOrCreateKeys(ctx context.Context, d *db.DB, now time.Time) (Keys, error) {
	fresh, err := GenerateKeys()
	if err != nil {
		return Keys{}, err
	}
	if _, err := d.ExecContext(ctx, `INSERT INTO vapid_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3)
		ON CONFLICT (id) DO NOTHING`, fresh.Public, fresh.Private, now.UTC()); err != nil {
		return Keys{}, fmt.Errorf("push.LoadOrCreateKeys: %w", err)
	}
	var k Keys
	if err := d.QueryRowContext(ctx, `SELECT public_key, private_key FROM vapid_keys WHERE id = 1`).Scan(&k.Public, &k.Private); err != nil {
		return Keys{}, fmt.Errorf("push.LoadOrCreateKeys: %w", err)
	}
	return k, nil
}

// Notify queues a push of notification notificationID (its title and text, its link) to every
// device of each member of weddingID who has category's push on, inside the caller's
// transaction: the one that created the notification, so the pushes exist exactly when it does.
// A member keeping quiet hours gets theirs at 08:00 when it is night in São Paulo
// (notifypref.PushTime). A notification addressed to one member goes to that member only.
func Notify(ctx context.Context, tx *sql.Tx, weddingID, category, notificationID string, now time.Time) error {
	var title, message string
	var link, userID sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT title, message, link, user_id FROM notifications WHERE id = $1 AND wedding_id = $2`,
		notificationID, weddingID).Scan(&title, &message, &link, &userID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("push.Notify: %w", err)
	}
	payload, err := json.Marshal(Payload{Title: Title, Body: bodyText(title, message), URL: appPath(link.String), Tag: notificationID})
	if err != nil {
		return fmt.Errorf("push.Notify: %w", err)
	}
	members, err := notifypref.PushRecipients(ctx, tx, weddingID, category)
	if err != nil {
		return fmt.Errorf("push.Notify: %w", err)
	}
	now = now.UTC()
	for _, m := range members {
		if userID.Valid && userID.String != m.UserID {
			continue
		}
		at := now
		if m.QuietHours {
			at = notifypref.PushTime(now)
		}
		subs, err := subscriptionIDs(ctx, tx, weddingID, m.UserID)
		if err != nil {
			return fmt.Errorf("push.Notify: %w", err)
		}
		for _, sub := range subs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO push_queue (id, subscription_id, payload, not_before, created_at) VALUES ($1, $2, $3, $4, $5)`,
				uuid.Must(uuid.NewV7()).String(), sub, string(payload), at, now); err != nil {
				return fmt.Errorf("push.Notify: %w", err)
			}
		}
	}
	return nil
}

func subscriptionIDs(ctx context.Context, tx *sql.Tx, weddingID, userID string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM push_subscriptions WHERE wedding_id = $1 AND user_id = $2 ORDER BY id`, weddingID, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// bodyText is the notification as the bell shows it: its title over its text, cut to maxBody
// characters.
func bodyText(title, message string) string {
	s := title + "\n" + message
	if utf8.RuneCountInString(s) <= maxBody {
		return s
	}
	r := []rune(s)
	return string(r[:maxBody-1]) + "…"
}

// appPath is the screen a tap opens: the notification's link when it is one of the app's
// paths, else the app's home.
func appPath(link string) string {
	if link == "/app" || strings.HasPrefix(link, "/app/") || strings.HasPrefix(link, "/app#") || strings.HasPrefix(link, "/app?") {
		return link
	}
	return "/app"
}

// Retention of pushes given up (failed_at): kept a week for diagnosis, then deleted by the
// maintenance job. Sent pushes are deleted when sent.
const Retention = 7 * 24 * time.Hour

// DeleteOld removes pushes given up more than Retention before now.
func DeleteOld(ctx context.Context, d *db.DB, now time.Time) error {
	if _, err := d.ExecContext(ctx, `DELETE FROM push_queue WHERE failed_at IS NOT NULL AND failed_at < $1`, now.UTC().Add(-Retention)); err != nil {
		return fmt.Errorf("push.DeleteOld: %w", err)
	}
	return nil
}

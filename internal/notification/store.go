package notification

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/realtime"
	"github.com/aceito/aceito/internal/wedding"
)

// Create inserts n inside the caller's transaction, so a notification exists exactly when the
// change it reports was committed. n.WeddingID is required; a zero CreatedAt means now; Type and
// Priority default to info and 1. The caller owns the transaction (and its wedding.LockForWrite).
func Create(ctx context.Context, tx db.Querier, n Notification) (Notification, error) {
	n.normalize()
	if n.WeddingID == "" {
		return Notification{}, errors.New("notification.Create: no wedding id")
	}
	if err := n.validate(); err != nil {
		return Notification{}, fmt.Errorf("notification.Create: %w", err)
	}
	if n.CreatedAt.IsZero() {
		n.CreatedAt = time.Now()
	}
	n.CreatedAt = n.CreatedAt.UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	n.ID = uuid.Must(uuid.NewV7()).String()
	n.ReadAt = nil
	_, err := tx.ExecContext(ctx, `INSERT INTO notifications (id, wedding_id, user_id, type, title, message, link, priority, search_text, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		n.ID, n.WeddingID, n.UserID, n.Type, n.Title, n.Message, n.Link, n.Priority, fold(n.Title+"\n"+n.Message), n.CreatedAt)
	if err != nil {
		return Notification{}, fmt.Errorf("notification.Create: %w", err)
	}
	if err := wedding.TrimToCap(ctx, tx, wedding.Notifications, n.WeddingID); err != nil {
		return Notification{}, fmt.Errorf("notification.Create: %w", err)
	}
	realtime.NoteNotification(ctx, n.ID) // the request's realtime hint makes the bells refresh
	return n, nil
}

// Store reads and changes notifications. Every query filters by the wedding and by what the
// member may see: the couple's notifications (no user) and their own.
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

const (
	columns = `id, wedding_id, user_id, type, title, message, link, priority, read_at, created_at`
	// visible is the scope of every query: $1 the wedding, $2 the member.
	visible = `wedding_id = $1 AND (user_id IS NULL OR user_id = $2)`
)

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Notification, error) {
	var n Notification
	var readAt time.Time // zero when NULL
	err := s.Scan(&n.ID, &n.WeddingID, &n.UserID, &n.Type, &n.Title, &n.Message, &n.Link, &n.Priority,
		db.ScanTime(&readAt), db.ScanTime(&n.CreatedAt))
	if err == nil && !readAt.IsZero() {
		n.ReadAt = &readAt
	}
	return n, err
}

// List returns the member's notifications matching q, by priority (highest first) then newest,
// or newest first when q.Recent.
func (s *Store) List(ctx context.Context, weddingID, userID string, q Query) ([]Notification, error) {
	where, args := visible, []any{weddingID, userID}
	if q.Filter == Unread {
		where += ` AND read_at IS NULL`
	}
	if q.Search != "" {
		args = append(args, likePattern(q.Search))
		where += fmt.Sprintf(` AND search_text LIKE $%d ESCAPE '\'`, len(args))
	}
	limit := q.Limit
	if limit < 1 || limit > MaxList {
		limit = MaxList
	}
	order := `priority DESC, created_at DESC, id DESC`
	if q.Recent {
		order = `created_at DESC, id DESC`
	}
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM notifications WHERE `+where+
		fmt.Sprintf(` ORDER BY %s LIMIT $%d`, order, len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("notification.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Notification{}
	for rows.Next() {
		n, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("notification.Store.List: scan: %w", err)
		}
		out = append(out, n)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("notification.Store.List: %w", err)
	}
	return out, nil
}

// UnreadCount counts the member's unread notifications (all of them, not only the listed 50).
func (s *Store) UnreadCount(ctx context.Context, weddingID, userID string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM notifications WHERE `+visible+` AND read_at IS NULL`,
		weddingID, userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("notification.Store.UnreadCount: %w", err)
	}
	return n, nil
}

// MarkRead marks one notification read (keeping the first read time) and returns it.
func (s *Store) MarkRead(ctx context.Context, weddingID, userID, id string) (Notification, error) {
	var n Notification
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := tx.ExecContext(ctx, `UPDATE notifications SET read_at = $3 WHERE `+visible+` AND id = $4 AND read_at IS NULL`,
			weddingID, userID, now, id); err != nil {
			return fmt.Errorf("notification.Store.MarkRead: %w", err)
		}
		var err error
		n, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM notifications WHERE `+visible+` AND id = $3`, weddingID, userID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("notification.Store.MarkRead: read: %w", err)
		}
		return nil
	})
	return n, err
}

// MarkAllRead marks every unread notification of the member read and says how many changed.
func (s *Store) MarkAllRead(ctx context.Context, weddingID, userID string) (int64, error) {
	var changed int64
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE notifications SET read_at = $3 WHERE `+visible+` AND read_at IS NULL`,
			weddingID, userID, s.now().UTC().Truncate(time.Microsecond))
		if err != nil {
			return fmt.Errorf("notification.Store.MarkAllRead: %w", err)
		}
		if changed, err = res.RowsAffected(); err != nil {
			return fmt.Errorf("notification.Store.MarkAllRead: %w", err)
		}
		return nil
	})
	return changed, err
}

// Delete removes one notification of the member, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, userID, id string) error {
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM notifications WHERE `+visible+` AND id = $3`, weddingID, userID, id)
		if err != nil {
			return fmt.Errorf("notification.Store.Delete: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("notification.Store.Delete: %w", err)
		} else if n == 0 {
			return errNotFound
		}
		return nil
	})
}

package activity

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
)

// PageSize is how many entries one page of the 'Atividade' screen holds.
const PageSize = 30

// maxPage bounds ?page= (a year of activity at PageSize a page is far below it).
const maxPage = 10000

// Item is one entry as the screen shows it.
type Item struct {
	ID        string    `json:"id"`
	UserID    *string   `json:"user_id"`
	Area      Area      `json:"area"`
	AreaLabel string    `json:"area_label"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
}

// Person is an author the screen can filter by: anyone with an entry in the log, with their
// current first name.
type Person struct {
	ID        string `json:"id"`
	FirstName string `json:"first_name"`
}

// Query is GET /api/activity?user=&area=&page=.
type Query struct {
	UserID string
	Area   Area
	Page   int // 1-based
}

// ParseQuery validates the screen's filters; a bad one is a pt-BR 400.
func ParseQuery(v url.Values) (Query, error) {
	q := Query{UserID: v.Get("user"), Area: Area(v.Get("area")), Page: 1}
	if q.Area != "" && !q.Area.Valid() {
		return Query{}, apperr.BadRequest("invalid_area", "Área de atividade desconhecida.")
	}
	if len(q.UserID) > 64 {
		return Query{}, apperr.BadRequest("invalid_user", "Pessoa desconhecida.")
	}
	if p := v.Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > maxPage {
			return Query{}, apperr.BadRequest("invalid_page", "Página inválida.")
		}
		q.Page = n
	}
	return q, nil
}

// Store reads the log, prunes it and keeps the members' notification choice.
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

// List returns one page of weddingID's entries, newest first, and whether older ones remain.
func (s *Store) List(ctx context.Context, weddingID string, q Query) ([]Item, bool, error) {
	where := `wedding_id = $1`
	args := []any{weddingID}
	if q.UserID != "" {
		args = append(args, q.UserID)
		where += ` AND user_id = $` + strconv.Itoa(len(args))
	}
	if q.Area != "" {
		args = append(args, string(q.Area))
		where += ` AND area = $` + strconv.Itoa(len(args))
	}
	args = append(args, PageSize+1, (q.Page-1)*PageSize)
	rows, err := s.db.QueryContext(ctx, `SELECT id, user_id, area, text, created_at FROM activity_log WHERE `+where+
		` ORDER BY created_at DESC, id DESC LIMIT $`+strconv.Itoa(len(args)-1)+` OFFSET $`+strconv.Itoa(len(args)), args...)
	if err != nil {
		return nil, false, fmt.Errorf("activity.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Item{}
	for rows.Next() {
		var it Item
		var area string
		if err := rows.Scan(&it.ID, &it.UserID, &area, &it.Text, db.ScanTime(&it.CreatedAt)); err != nil {
			return nil, false, fmt.Errorf("activity.Store.List: %w", err)
		}
		it.Area = Area(area)
		it.AreaLabel = it.Area.Label()
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, false, fmt.Errorf("activity.Store.List: %w", err)
	}
	more := len(out) > PageSize
	if more {
		out = out[:PageSize]
	}
	return out, more, nil
}

// People lists the authors of weddingID's log (members and former members with an account).
func (s *Store) People(ctx context.Context, weddingID string) ([]Person, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT u.id, u.first_name FROM users u
		WHERE u.id IN (SELECT DISTINCT user_id FROM activity_log WHERE wedding_id = $1 AND user_id IS NOT NULL)
		ORDER BY u.first_name, u.id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("activity.Store.People: %w", err)
	}
	defer rows.Close()
	out := []Person{}
	for rows.Next() {
		var p Person
		if err := rows.Scan(&p.ID, &p.FirstName); err != nil {
			return nil, fmt.Errorf("activity.Store.People: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// TimeZone is the wedding's zone name: the screen shows times in it.
func (s *Store) TimeZone(ctx context.Context, weddingID string) (string, error) {
	var zone string
	if err := s.db.QueryRowContext(ctx, `SELECT time_zone FROM weddings WHERE id = $1`, weddingID).Scan(&zone); err != nil {
		return "", fmt.Errorf("activity.Store.TimeZone: %w", err)
	}
	return zone, nil
}

// Notify reports whether userID asked to be notified of the other members' changes.
func (s *Store) Notify(ctx context.Context, weddingID, userID string) (bool, error) {
	var on bool
	if err := s.db.QueryRowContext(ctx, `SELECT notify_activity FROM wedding_members WHERE wedding_id = $1 AND user_id = $2`,
		weddingID, userID).Scan(&on); err != nil {
		return false, fmt.Errorf("activity.Store.Notify: %w", err)
	}
	return on, nil
}

// SetNotify stores userID's choice. It is the member's own preference, not planner data: it
// bumps no data version and is not itself logged.
func (s *Store) SetNotify(ctx context.Context, weddingID, userID string, on bool) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE wedding_members SET notify_activity = $1 WHERE wedding_id = $2 AND user_id = $3`,
		on, weddingID, userID); err != nil {
		return fmt.Errorf("activity.Store.SetNotify: %w", err)
	}
	return nil
}

// Prune deletes entries older than Retention (the maintenance job, hourly) and returns how many.
func Prune(ctx context.Context, d *db.DB, now time.Time) (int64, error) {
	res, err := d.ExecContext(ctx, `DELETE FROM activity_log WHERE created_at < $1`, now.UTC().Add(-Retention))
	if err != nil {
		return 0, fmt.Errorf("activity.Prune: %w", err)
	}
	return res.RowsAffected()
}

package job

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/plan"
)

// KindDigest is a member's daily digest e-mail ('Resumo do dia').
const KindDigest = "daily_digest"

// DigestSource sends each member who chose the daily digest one e-mail a day at
// notifypref.DigestTime (08:00) in the wedding's zone, once (the key names the member and the
// day). Like the reminders, a digest missed by downtime goes out at most CatchUp late, and a
// member who turns the digest on after 08:00 gets the first one the next day.
func DigestSource(m *notifypref.Mailer) PagedSource {
	return func(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
		rows, err := d.QueryContext(ctx, `SELECT p.id, p.wedding_id, p.user_id, p.updated_at, w.time_zone
			FROM notification_prefs p JOIN weddings w ON w.id = p.wedding_id
			WHERE p.digest AND p.id > $1 ORDER BY p.id LIMIT $2`, after, limit)
		if err != nil {
			return nil, "", fmt.Errorf("job: digests: %w", err)
		}
		defer rows.Close()
		var out []Delivery
		pg := pager{limit: limit}
		for rows.Next() {
			var id, weddingID, userID, zone string
			var saved time.Time
			if err := rows.Scan(&id, &weddingID, &userID, db.ScanTime(&saved), &zone); err != nil {
				return nil, "", fmt.Errorf("job: digests: %w", err)
			}
			pg.saw(id)
			local, loc, err := localClock(now, zone)
			if err != nil {
				continue
			}
			// Today's, or yesterday's when CatchUp still reaches it.
			for back := 0; back <= 1; back++ {
				date := time.Date(local.Year(), local.Month(), local.Day()-back, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
				t, ok := at(date, notifypref.DigestTime, loc)
				if !ok || !due(t, now, saved) {
					continue
				}
				out = append(out, Delivery{
					Key: "digest:" + weddingID + ":" + userID + ":" + date, WeddingID: weddingID, Kind: KindDigest,
					Apply: func(ctx context.Context, tx *sql.Tx, _ plan.Plan) (string, error) {
						_, err := m.Digest(ctx, tx, weddingID, userID, date, now)
						return "", err
					},
				})
			}
		}
		if err := rows.Err(); err != nil {
			return nil, "", fmt.Errorf("job: digests: %w", err)
		}
		return out, pg.next(), nil
	}
}

package job

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/plan"
)

// KindInvitation is an invitation reminder e-mail to a guest.
const KindInvitation = "invitation_reminder"

// InvitationReminderTime is when, in the wedding's zone, a guest gets the e-mail on each of the
// invitation's reminder days: a morning hour, not midnight.
const InvitationReminderTime = "09:00"

// InvitationReminders e-mails the guest of each invitation not declined on each of its reminder
// days before the event (default 7, 2 and 0), at 09:00, each with a fresh RSVP link, while the
// wedding's effective plan includes digital invitations. An invitation tied to a guest links to
// the guest's personal RSVP page (guestLink, guest.Store.LinkFor), as its first e-mail did.
func InvitationReminders(baseURL string, guestLink digitalinvite.GuestLinkFunc, log *slog.Logger) PagedSource {
	return func(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
		from, to := dateWindow(now)
		// The event is on or after the reminder day, at most 365 days later (the form's maximum).
		toEvent, err := time.Parse(time.DateOnly, to)
		if err != nil {
			return nil, "", fmt.Errorf("job: invitation reminders: %w", err)
		}
		rows, err := d.QueryContext(ctx, `SELECT i.id, i.wedding_id, i.event_date, i.reminder_days, i.updated_at, w.time_zone
			FROM digital_invitations i JOIN weddings w ON w.id = i.wedding_id
			WHERE i.status <> 'declined' AND i.event_date BETWEEN $1 AND $2 AND i.id > $3
			ORDER BY i.id LIMIT $4`, from, toEvent.AddDate(0, 0, 366).Format(time.DateOnly), after, limit)
		if err != nil {
			return nil, "", fmt.Errorf("job: invitation reminders: %w", err)
		}
		defer rows.Close()
		var out []Delivery
		pg := pager{limit: limit}
		for rows.Next() {
			var id, weddingID, daysJSON, zone string
			var eventDate *string
			var saved time.Time
			if err := rows.Scan(&id, &weddingID, db.ScanDate(&eventDate), &daysJSON, db.ScanTime(&saved), &zone); err != nil {
				return nil, "", fmt.Errorf("job: invitation reminders: %w", err)
			}
			pg.saw(id)
			var days []int
			if json.Unmarshal([]byte(daysJSON), &days) != nil || eventDate == nil {
				continue
			}
			_, loc, err := localClock(now, zone)
			if err != nil {
				continue
			}
			event, err := time.Parse(time.DateOnly, *eventDate)
			if err != nil {
				continue
			}
			for _, left := range days {
				day := event.AddDate(0, 0, -left).Format(time.DateOnly)
				t, ok := at(day, InvitationReminderTime, loc)
				if !ok || !due(t, now, saved) {
					continue
				}
				out = append(out, Delivery{
					Key: "invitation:" + id + ":" + *eventDate + ":" + strconv.Itoa(left), WeddingID: weddingID, Kind: KindInvitation,
					GuestFacing: true,
					Apply: func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
						// A couple that moved down to a plan without digital invitations (an ended
						// plan is GuestFacing's business) no longer e-mails its guests; the key is still
						// recorded, so the reminder is not retried should the plan come back.
						if !p.Has(plan.DigitalInvitations) {
							return "", nil
						}
						inv, err := digitalinvite.Load(ctx, tx, weddingID, id)
						if err != nil {
							return "", err
						}
						return "", digitalinvite.SendReminder(ctx, tx, log, baseURL, guestLink, weddingID, inv, left, now)
					},
				})
			}
		}
		if err := rows.Err(); err != nil {
			return nil, "", fmt.Errorf("job: invitation reminders: %w", err)
		}
		return out, pg.next(), nil
	}
}

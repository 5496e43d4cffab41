package job

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/weather"
	"github.com/aceito/aceito/internal/wedding"
)

// Rain alert delivery kinds.
const (
	KindWeatherCheck = "weather_check" // the day's look at the forecast (no message; one per day)
	KindWeatherAlert = "weather_alert" // the band rose to moderate or high
	KindWeatherEve   = "weather_eve"   // the day before the wedding
)

// WeatherCheckTime is when, in the wedding's zone, the scheduler looks at the forecast each day
// from D-16: a morning hour, so an alert arrives while there is a day to act on it.
const WeatherCheckTime = "08:00"

const weatherLink = "/app/weather-alert"

type weatherCandidate struct {
	weddingID, name, state, ceremony, date, zone string
	lat, lng                                     float64
}

// WeatherAlerts looks once a day (at WeatherCheckTime, or as soon after as a tick runs, within
// CatchUp) at the forecast of each wedding on a plan with weather_alerts whose day is at most
// weather.HorizonDays away and whose venue is set. It alerts (bell, and e-mail to the members
// who have not turned every e-mail off) when the band rises above what was already alerted for
// that date — once per band: moderate, then high — and once on the day before, whatever the band. A wedding that moved to a plan
// without the gate is skipped (no provider call, no alert). A provider failure skips the rest
// of the tick's calls; the day's check is retried at the next tick.
func WeatherAlerts(svc *weather.Service, baseURL string, log *slog.Logger) PagedSource {
	return func(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]Delivery, string, error) {
		from, to := dateWindow(now)
		toDay, err := time.Parse(time.DateOnly, to)
		if err != nil {
			return nil, "", fmt.Errorf("job: weather alerts: %w", err)
		}
		rows, err := d.QueryContext(ctx, `SELECT v.wedding_id, v.name, v.state, v.latitude, v.longitude, v.ceremony_time, p.wedding_date, w.time_zone
			FROM weather_venues v JOIN profiles p ON p.wedding_id = v.wedding_id JOIN weddings w ON w.id = v.wedding_id
			WHERE p.wedding_date BETWEEN $1 AND $2 AND v.wedding_id > $3
			ORDER BY v.wedding_id LIMIT $4`, from, toDay.AddDate(0, 0, weather.HorizonDays).Format(time.DateOnly), after, limit)
		if err != nil {
			return nil, "", fmt.Errorf("job: weather alerts: %w", err)
		}
		// Read the page first: no rows stay open while the provider is asked.
		var cands []weatherCandidate
		pg := pager{limit: limit}
		for rows.Next() {
			var c weatherCandidate
			var date *string
			if err := rows.Scan(&c.weddingID, &c.name, &c.state, &c.lat, &c.lng, &c.ceremony, db.ScanDate(&date), &c.zone); err != nil {
				rows.Close()
				return nil, "", fmt.Errorf("job: weather alerts: %w", err)
			}
			pg.saw(c.weddingID)
			if date != nil {
				c.date = *date
				cands = append(cands, c)
			}
		}
		if err := rows.Close(); err != nil {
			return nil, "", fmt.Errorf("job: weather alerts: %w", err)
		}
		var out []Delivery
		providerDown := false
		for _, c := range cands {
			local, loc, err := localClock(now, c.zone)
			if err != nil {
				continue
			}
			today := local.Format(time.DateOnly)
			availableFrom, err := weather.AvailableFrom(c.date)
			if err != nil || today < availableFrom || today > c.date {
				continue
			}
			t, ok := at(today, WeatherCheckTime, loc)
			if !ok || t.After(now) || now.Sub(t) > CatchUp {
				continue
			}
			checkKey := "weather:" + c.weddingID + ":" + c.date + ":check:" + today
			if done, err := delivered(ctx, d, checkKey); err != nil {
				return nil, "", err
			} else if done {
				continue
			}
			sub, err := wedding.GetSubscription(ctx, d, c.weddingID)
			if err != nil {
				return nil, "", fmt.Errorf("job: weather alerts: %w", err)
			}
			if !sub.EffectivePlan(now).Has(plan.WeatherAlerts) || providerDown {
				continue
			}
			f, err := svc.Forecast(ctx, now, c.lat, c.lng, c.date)
			if err != nil {
				log.Warn("job: weather alerts: forecast unavailable; retried at the next tick", "err", err)
				providerDown = true
				continue
			}
			v, ok := f.Judge(c.ceremony)
			if !ok {
				continue
			}
			prefix := "weather:" + c.weddingID + ":" + c.date + ":"
			if v.Band.Rank() >= weather.Moderate.Rank() {
				out = append(out, Delivery{Key: prefix + "band:" + string(v.Band), WeddingID: c.weddingID, Kind: KindWeatherAlert,
					Apply: weatherBandAlert(c, v, prefix, baseURL, log, now)})
			}
			eve, _ := time.Parse(time.DateOnly, c.date)
			if eve.AddDate(0, 0, -1).Format(time.DateOnly) == today {
				out = append(out, Delivery{Key: prefix + "eve", WeddingID: c.weddingID, Kind: KindWeatherEve,
					Apply: weatherEveAlert(c, f, v, baseURL, log, now)})
			}
			// Last: if an alert above fails, its key is not recorded and today's check is not
			// either, so the next tick tries again.
			out = append(out, Delivery{Key: checkKey, WeddingID: c.weddingID, Kind: KindWeatherCheck,
				Apply: func(context.Context, *sql.Tx, plan.Plan) (string, error) { return "", nil }})
		}
		return out, pg.next(), nil
	}
}

// delivered reports whether key was already delivered.
func delivered(ctx context.Context, q interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}, key string) (bool, error) {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM job_deliveries WHERE key = $1`, key).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("job: delivery %s: %w", key, err)
	}
	return true, nil
}

// weatherBandAlert tells the couple the band rose to v.Band, unless a higher band was already
// alerted for this date (the band went down and up again: no repeat) or the plan lost the gate
// meanwhile (the key is recorded, nothing is sent).
func weatherBandAlert(c weatherCandidate, v weather.Verdict, prefix, baseURL string, log *slog.Logger, now time.Time) func(context.Context, *sql.Tx, plan.Plan) (string, error) {
	return func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
		if !p.Has(plan.WeatherAlerts) {
			return "", nil
		}
		if v.Band != weather.High {
			if higher, err := delivered(ctx, tx, prefix+"band:"+string(weather.High)); err != nil || higher {
				return "", err
			}
		}
		priority := ReminderPriority
		if v.Band == weather.High {
			priority = ReminderPriority + 1
		}
		msg := v.Text + " no dia do casamento (" + ptbr.Date(c.date) + ") em " + placeText(c) + ": " + windowText(v, c.ceremony) + "."
		return weatherNotify(ctx, tx, c.weddingID, "Alerta de chuva", msg, notification.Warning, priority, baseURL, log, now)
	}
}

// weatherEveAlert is the day-before message: the verdict and the day's numbers.
func weatherEveAlert(c weatherCandidate, f weather.Forecast, v weather.Verdict, baseURL string, log *slog.Logger, now time.Time) func(context.Context, *sql.Tx, plan.Plan) (string, error) {
	return func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
		if !p.Has(plan.WeatherAlerts) {
			return "", nil
		}
		msg := "Amanhã é o grande dia! " + v.Text + " em " + placeText(c) + ": " + windowText(v, c.ceremony)
		if f.PrecipitationMM != nil {
			msg += "; " + MM(*f.PrecipitationMM) + " previstos no dia"
		}
		return weatherNotify(ctx, tx, c.weddingID, "Previsão do tempo para amanhã", msg+".", notification.Info, ReminderPriority, baseURL, log, now)
	}
}

func placeText(c weatherCandidate) string {
	if c.state == "" {
		return c.name
	}
	return c.name + ", " + c.state
}

// windowText: "até 45% de chance entre 13:00 e 19:00".
func windowText(v weather.Verdict, ceremony string) string {
	s := "até " + strconv.Itoa(v.Probability) + "% de chance"
	if len(v.Hours) > 0 {
		s += " entre " + v.Hours[0].Time + " e " + v.Hours[len(v.Hours)-1].Time
	} else {
		s += " no dia (cerimônia às " + ceremony + ")"
	}
	return s
}

// MM writes millimetres of rain the Brazilian way: "3,2 mm".
func MM(x float64) string {
	return strings.Replace(strconv.FormatFloat(x, 'f', 1, 64), ".", ",", 1) + " mm"
}

// weatherNotify puts the message in the bell and e-mails it to the members who have not turned
// every e-mail off (notifypref.Mailer.SendToAny: rain alerts are no category of their own).
func weatherNotify(ctx context.Context, tx *sql.Tx, weddingID, title, msg string, typ notification.Type, priority int,
	baseURL string, log *slog.Logger, now time.Time) (string, error) {
	created, err := notification.Create(ctx, tx, notification.Notification{
		WeddingID: weddingID, Type: typ, Priority: priority, Title: title, Message: msg, Link: ptr(weatherLink), CreatedAt: now,
	})
	if err != nil {
		return "", err
	}
	mailer := notifypref.Mailer{BaseURL: baseURL, Log: log}
	body := "Olá!\n\n" + msg + "\n\nVejam a previsão hora a hora perto da cerimônia:\n" + baseURL + weatherLink + "\n\nEquipe Aceito"
	if err := mailer.SendToAny(ctx, tx, weddingID, now, func(r notifypref.Recipient) mail.Message {
		return mail.Message{To: r.Email, Subject: "Aceito: " + title, Body: body}
	}); err != nil {
		return "", fmt.Errorf("weather e-mail: %w", err)
	}
	return created.ID, nil
}

package weather

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Service reads and writes the wedding's venue and gets forecasts through the cache.
//
// The cache is in the database (weather_forecasts), not in memory: the page and the scheduler
// share it, every instance behind a load balancer shares it, and it survives restarts, so the
// provider is asked at most once per place and day however many couples, tabs and instances
// look (Open-Meteo's free tier counts calls per day). Rows are tiny and only the current day's
// are kept.
type Service struct {
	db       *db.DB
	provider Provider
	now      func() time.Time
	log      *slog.Logger
}

// NewService returns a Service on d and provider.
func NewService(d *db.DB, provider Provider, now func() time.Time, log *slog.Logger) *Service {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Service{db: d, provider: provider, now: now, log: log}
}

var zone = mustZone(Zone)

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// GetVenue returns the wedding's venue, or nil before the couple picked one.
func GetVenue(ctx context.Context, q querier, weddingID string) (*Venue, error) {
	var v Venue
	err := q.QueryRowContext(ctx, `SELECT name, state, country, latitude, longitude, ceremony_time, updated_at
		FROM weather_venues WHERE wedding_id = $1`, weddingID).
		Scan(&v.Name, &v.State, &v.Country, &v.Latitude, &v.Longitude, &v.CeremonyTime, db.ScanTime(&v.UpdatedAt))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("weather: venue: %w", err)
	}
	return &v, nil
}

// PutVenue saves the wedding's venue when its plan has weather_alerts (403 otherwise, nothing
// saved).
func (s *Service) PutVenue(ctx context.Context, weddingID string, in VenueInput) (*Venue, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := p.CheckFeature(plan.WeatherAlerts); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO weather_venues (wedding_id, name, state, country, latitude, longitude, ceremony_time, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			ON CONFLICT (wedding_id) DO UPDATE SET name = excluded.name, state = excluded.state, country = excluded.country,
				latitude = excluded.latitude, longitude = excluded.longitude, ceremony_time = excluded.ceremony_time,
				updated_at = excluded.updated_at`,
			weddingID, in.Name, in.State, in.Country, *in.Latitude, *in.Longitude, in.CeremonyTime, now)
		if err != nil {
			return fmt.Errorf("weather: save venue: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Ceremony,
			Text: "escolheu " + activity.Quote(in.Name) + " para o Alerta de Chuva"}, now)
	})
	if err != nil {
		return nil, err
	}
	return GetVenue(ctx, s.db, weddingID)
}

// Forecast returns date's forecast at the coordinates: from the cache when this place and day
// were already fetched on now's day (São Paulo's), else from the provider, then cached. A
// provider error is returned as is (callers show 'Previsão indisponível no momento') and not
// cached.
func (s *Service) Forecast(ctx context.Context, now time.Time, lat, lng float64, date string) (Forecast, error) {
	place, today := placeKey(lat, lng), now.In(zone).Format(time.DateOnly)
	var body string
	err := s.db.QueryRowContext(ctx, `SELECT forecast FROM weather_forecasts WHERE place = $1 AND day = $2 AND fetched_on = $3`,
		place, date, today).Scan(&body)
	if err == nil {
		var f Forecast
		if err := json.Unmarshal([]byte(body), &f); err == nil {
			return f, nil
		}
	} else if !errors.Is(err, sql.ErrNoRows) {
		return Forecast{}, fmt.Errorf("weather: cache: %w", err)
	}
	f, err := s.provider.Forecast(ctx, lat, lng, date)
	if err != nil {
		return Forecast{}, err
	}
	b, err := json.Marshal(f)
	if err != nil {
		return Forecast{}, fmt.Errorf("weather: cache: %w", err)
	}
	// Keep only today's rows: yesterday's forecasts are never read again.
	if _, err := s.db.ExecContext(ctx, `DELETE FROM weather_forecasts WHERE fetched_on < $1`, today); err != nil {
		s.log.Warn("weather: cache prune", "err", err)
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO weather_forecasts (place, day, fetched_on, forecast) VALUES ($1, $2, $3, $4)
		ON CONFLICT (place, day, fetched_on) DO NOTHING`, place, date, today, string(b)); err != nil {
		s.log.Warn("weather: cache store", "err", err) // the answer is still good
	}
	return f, nil
}

// Search asks the provider for places named query.
func (s *Service) Search(ctx context.Context, query string) ([]Place, error) {
	return s.provider.Search(ctx, query)
}

// States of the page (Status.State).
const (
	StateNoDate      = "no_date"     // the profile has no wedding date
	StateNoVenue     = "no_venue"    // the couple has not picked the city yet
	StateTooEarly    = "too_early"   // before D-16: the forecast is available from AvailableFrom
	StatePast        = "past"        // the wedding day has passed
	StateUnavailable = "unavailable" // the provider did not answer: 'Previsão indisponível no momento'
	StateReady       = "ready"
	// StateLocked: the plan lacks weather_alerts. The saved venue and the date are still
	// shown, read-only (issue 15: gated means locked, never hidden); the provider is not asked.
	StateLocked = "locked"
)

// Thresholds are the verdict's limits, sent to the page so it never restates them.
type Thresholds struct {
	Moderate     int `json:"moderate"`
	High         int `json:"high"`
	WindowBefore int `json:"window_before_hours"`
	WindowAfter  int `json:"window_after_hours"`
}

// Status is GET /api/weather: everything the page shows.
type Status struct {
	State         string     `json:"state"`
	Venue         *Venue     `json:"venue"`
	WeddingDate   *string    `json:"wedding_date"`
	AvailableFrom *string    `json:"available_from"`
	Forecast      *Forecast  `json:"forecast"`
	Verdict       *Verdict   `json:"verdict"`
	Thresholds    Thresholds `json:"thresholds"`
}

// weddingDate is the profile's wedding date, or nil.
func weddingDate(ctx context.Context, q querier, weddingID string) (*string, error) {
	var d *string
	err := q.QueryRowContext(ctx, `SELECT wedding_date FROM profiles WHERE wedding_id = $1`, weddingID).Scan(db.ScanDate(&d))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("weather: wedding date: %w", err)
	}
	return d, nil
}

// AvailableFrom is the first day the forecast of date is shown (D-16).
func AvailableFrom(date string) (string, error) {
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return "", fmt.Errorf("weather: date %q: %w", date, err)
	}
	return d.AddDate(0, 0, -HorizonDays).Format(time.DateOnly), nil
}

// Status is the page's state for the wedding. Without the gate it is StateLocked with the saved
// venue and the wedding date only: the provider is never asked for a plan that does not pay for it.
func (s *Service) Status(ctx context.Context, weddingID string) (Status, error) {
	now := s.now()
	st := Status{Thresholds: Thresholds{Moderate: ModerateFrom, High: HighFrom, WindowBefore: WindowBefore, WindowAfter: WindowAfter}}
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return st, err
	}
	if st.Venue, err = GetVenue(ctx, s.db, weddingID); err != nil {
		return st, err
	}
	if st.WeddingDate, err = weddingDate(ctx, s.db, weddingID); err != nil {
		return st, err
	}
	if !sub.EffectivePlan(now).Has(plan.WeatherAlerts) {
		st.State = StateLocked
		return st, nil
	}
	if st.WeddingDate == nil {
		st.State = StateNoDate
		return st, nil
	}
	from, err := AvailableFrom(*st.WeddingDate)
	if err != nil {
		return st, err
	}
	st.AvailableFrom = &from
	today, err := wedding.Today(ctx, s.db, weddingID, now)
	if err != nil {
		return st, fmt.Errorf("weather: today: %w", err)
	}
	switch {
	case st.Venue == nil:
		st.State = StateNoVenue
	case today < from:
		st.State = StateTooEarly
	case today > *st.WeddingDate:
		st.State = StatePast
	default:
		f, err := s.Forecast(ctx, now, st.Venue.Latitude, st.Venue.Longitude, *st.WeddingDate)
		if err != nil {
			s.log.Warn("weather: forecast unavailable", "err", err)
			st.State = StateUnavailable
			return st, nil
		}
		v, ok := f.Judge(st.Venue.CeremonyTime)
		if !ok {
			st.State = StateUnavailable
			return st, nil
		}
		st.State, st.Forecast, st.Verdict = StateReady, &f, &v
	}
	return st, nil
}

package weather

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Provider is where forecasts and places come from. Errors mean "no answer now": callers show
// 'Previsão indisponível no momento' and never fail the page for it.
type Provider interface {
	// Search returns the places whose name matches query (at most MaxPlaces).
	Search(ctx context.Context, query string) ([]Place, error)
	// Forecast returns the rain forecast of date (YYYY-MM-DD) at the coordinates, in the
	// America/Sao_Paulo zone.
	Forecast(ctx context.Context, lat, lng float64, date string) (Forecast, error)
}

// Default endpoints: Open-Meteo's free API, for non-commercial use only. A paying deployment
// sets ACEITO_WEATHER_API_KEY and the customer-… endpoints (README "Rain alerts").
const (
	DefaultForecastURL  = "https://api.open-meteo.com/v1/forecast"
	DefaultGeocodingURL = "https://geocoding-api.open-meteo.com/v1/search"
)

// Timeout bounds every provider request: the page waits at most this long before it says the
// forecast is unavailable.
const Timeout = 5 * time.Second

// MaxPlaces is how many search results the couple chooses from.
const MaxPlaces = 8

// Zone is the time zone the forecast's hours are in.
const Zone = "America/Sao_Paulo"

// maxBody bounds what is read of an answer (a day's forecast is a few KB).
const maxBody = 1 << 20

// OpenMeteo is the Open-Meteo forecast and geocoding APIs.
type OpenMeteo struct {
	ForecastURL  string
	GeocodingURL string
	APIKey       string       // optional: the commercial endpoints' apikey parameter
	Client       *http.Client // its Timeout bounds every request
}

// NewOpenMeteo returns the provider on the given endpoints (the defaults when empty), with a
// client that times out every request.
func NewOpenMeteo(forecastURL, geocodingURL, apiKey string) *OpenMeteo {
	if forecastURL == "" {
		forecastURL = DefaultForecastURL
	}
	if geocodingURL == "" {
		geocodingURL = DefaultGeocodingURL
	}
	return &OpenMeteo{ForecastURL: forecastURL, GeocodingURL: geocodingURL, APIKey: apiKey, Client: &http.Client{Timeout: Timeout}}
}

func (o *OpenMeteo) get(ctx context.Context, base string, q url.Values, into any) error {
	if o.APIKey != "" {
		q.Set("apikey", o.APIKey)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"?"+q.Encode(), nil)
	if err != nil {
		return fmt.Errorf("weather: request: %w", err)
	}
	req.Header.Set("Accept", "application/json")
	res, err := o.Client.Do(req)
	if err != nil {
		return fmt.Errorf("weather: %s: %w", redact(base), err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, maxBody))
	if err != nil {
		return fmt.Errorf("weather: %s: read: %w", redact(base), err)
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Reason string `json:"reason"`
		}
		_ = json.Unmarshal(body, &e)
		return fmt.Errorf("weather: %s: status %d: %s", redact(base), res.StatusCode, e.Reason)
	}
	if err := json.Unmarshal(body, into); err != nil {
		return fmt.Errorf("weather: %s: decode: %w", redact(base), err)
	}
	return nil
}

// redact is the endpoint without its query (the API key never reaches a log).
func redact(base string) string {
	if i := strings.IndexByte(base, '?'); i >= 0 {
		return base[:i]
	}
	return base
}

type geocodingAnswer struct {
	Results []struct {
		Name      string  `json:"name"`
		Latitude  float64 `json:"latitude"`
		Longitude float64 `json:"longitude"`
		Country   string  `json:"country"`
		Admin1    string  `json:"admin1"`
	} `json:"results"`
}

// Search asks the geocoding API for places named query, in Portuguese.
func (o *OpenMeteo) Search(ctx context.Context, query string) ([]Place, error) {
	q := url.Values{"name": {query}, "count": {strconv.Itoa(MaxPlaces)}, "language": {"pt"}, "format": {"json"}}
	var a geocodingAnswer
	if err := o.get(ctx, o.GeocodingURL, q, &a); err != nil {
		return nil, err
	}
	out := []Place{}
	for _, r := range a.Results {
		if r.Name == "" || math.Abs(r.Latitude) > 90 || math.Abs(r.Longitude) > 180 {
			continue
		}
		out = append(out, Place{Name: r.Name, State: r.Admin1, Country: r.Country, Latitude: r.Latitude, Longitude: r.Longitude})
		if len(out) == MaxPlaces {
			break
		}
	}
	return out, nil
}

type forecastAnswer struct {
	Hourly struct {
		Time          []string   `json:"time"`
		Probability   []*int     `json:"precipitation_probability"`
		Precipitation []*float64 `json:"precipitation"`
	} `json:"hourly"`
	Daily struct {
		Time          []string   `json:"time"`
		Probability   []*int     `json:"precipitation_probability_max"`
		Precipitation []*float64 `json:"precipitation_sum"`
	} `json:"daily"`
}

// Forecast asks the forecast API for date's daily and hourly chance and amount of rain.
func (o *OpenMeteo) Forecast(ctx context.Context, lat, lng float64, date string) (Forecast, error) {
	q := url.Values{
		"latitude":   {strconv.FormatFloat(lat, 'f', 4, 64)},
		"longitude":  {strconv.FormatFloat(lng, 'f', 4, 64)},
		"daily":      {"precipitation_probability_max,precipitation_sum"},
		"hourly":     {"precipitation_probability,precipitation"},
		"timezone":   {Zone},
		"start_date": {date},
		"end_date":   {date},
	}
	var a forecastAnswer
	if err := o.get(ctx, o.ForecastURL, q, &a); err != nil {
		return Forecast{}, err
	}
	return a.forecast(date)
}

// forecast picks date out of the answer; an answer without that day is an error.
func (a forecastAnswer) forecast(date string) (Forecast, error) {
	f := Forecast{Date: date, Hours: []Hour{}}
	found := false
	for i, d := range a.Daily.Time {
		if d != date {
			continue
		}
		found = true
		f.Probability = at(a.Daily.Probability, i)
		f.PrecipitationMM = at(a.Daily.Precipitation, i)
	}
	if !found {
		return Forecast{}, errors.New("weather: the answer has no day " + date)
	}
	for i, t := range a.Hourly.Time {
		d, hhmm, ok := strings.Cut(t, "T")
		if !ok || d != date || len(hhmm) != 5 {
			continue
		}
		f.Hours = append(f.Hours, Hour{Time: hhmm, Probability: at(a.Hourly.Probability, i), PrecipitationMM: at(a.Hourly.Precipitation, i)})
	}
	return f, nil
}

func at[T any](xs []*T, i int) *T {
	if i < len(xs) {
		return xs[i]
	}
	return nil
}

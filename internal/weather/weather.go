// Package weather is the rain alert (issue 12 §3, plan feature weather_alerts): the couple picks
// the venue's city (geocoding search), and from 16 days before the wedding the page shows the
// day's chance and amount of rain, the hourly chance around the ceremony and a verdict; the
// scheduler alerts when the verdict's band rises and on the day before (internal/job).
//
// The forecast comes from a Provider (Open-Meteo in production, a replay of recorded answers in
// tests). Only the venue's coordinates and the date are sent to it, never a person's data.
package weather

import (
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// HorizonDays: the forecast for the wedding day is shown from this many days before it (D-16),
// Open-Meteo's forecast range.
const HorizonDays = 16

// Window is the hours around the ceremony time whose hourly chance of rain is shown and decides
// the verdict: from WindowBefore hours before to WindowAfter hours after (clamped to the day),
// covering arrival, ceremony and the first hours of the party.
const (
	WindowBefore = 3
	WindowAfter  = 3
)

// Band is the verdict on rain at the ceremony.
type Band string

const (
	Low      Band = "low"
	Moderate Band = "moderate"
	High     Band = "high"
)

// The thresholds of the verdict, in percent of chance of rain (the highest hourly chance in the
// ceremony window; the day's highest when the hours are missing). The one place they live:
// README "Rain alerts" states them. Below 30% rain is unlikely enough to plan without a plan B;
// from 60% it is more likely than not in some hour of the window.
const (
	ModerateFrom = 30
	HighFrom     = 60
)

// BandOf is the band of a chance of rain in percent.
func BandOf(probability int) Band {
	switch {
	case probability >= HighFrom:
		return High
	case probability >= ModerateFrom:
		return Moderate
	}
	return Low
}

// Rank orders the bands, Low lowest; an unknown band ranks below Low.
func (b Band) Rank() int {
	switch b {
	case Low:
		return 1
	case Moderate:
		return 2
	case High:
		return 3
	}
	return 0
}

// Verdict is the band's text on the page and in the alerts.
func (b Band) Verdict() string {
	switch b {
	case High:
		return "Alta chance de chuva"
	case Moderate:
		return "Chance moderada de chuva"
	}
	return "Baixa chance de chuva"
}

// Place is a geocoding result: a city with its coordinates.
type Place struct {
	Name      string  `json:"name"`
	State     string  `json:"state"`
	Country   string  `json:"country"`
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
}

// Hour is one hour of the forecast; nil values are hours the provider has no number for.
type Hour struct {
	Time            string   `json:"time"` // HH:MM, local to America/Sao_Paulo
	Probability     *int     `json:"probability"`
	PrecipitationMM *float64 `json:"precipitation_mm"`
}

// Forecast is the rain forecast of one day at one place.
type Forecast struct {
	Date            string   `json:"date"`             // YYYY-MM-DD
	Probability     *int     `json:"probability"`      // the day's highest chance, percent
	PrecipitationMM *float64 `json:"precipitation_mm"` // the day's total, mm
	Hours           []Hour   `json:"hours"`            // the 24 hours of the day
}

// Verdict is what the page and the alerts say about the ceremony window.
type Verdict struct {
	Hours       []Hour `json:"hours"`       // the window's hours
	Probability int    `json:"probability"` // the highest chance in the window
	Band        Band   `json:"band"`
	Text        string `json:"text"`
}

// Judge is the verdict of f for a ceremony at hhmm (HH:MM): the hours from WindowBefore before
// to WindowAfter after the ceremony's hour, clamped to the day, and the band of their highest
// chance; with no hourly numbers, the day's chance decides. ok is false when f has no chance at
// all (the provider had no number for that day).
func (f Forecast) Judge(hhmm string) (v Verdict, ok bool) {
	h := 0
	if t, err := time.Parse("15:04", hhmm); err == nil {
		h = t.Hour()
	}
	v.Hours = []Hour{}
	best, seen := 0, false
	for _, hr := range f.Hours {
		t, err := time.Parse("15:04", hr.Time)
		if err != nil || t.Hour() < h-WindowBefore || t.Hour() > h+WindowAfter {
			continue
		}
		v.Hours = append(v.Hours, hr)
		if hr.Probability != nil {
			best, seen = max(best, *hr.Probability), true
		}
	}
	if !seen {
		if f.Probability == nil {
			return v, false
		}
		best = *f.Probability
	}
	v.Probability = best
	v.Band = BandOf(best)
	v.Text = v.Band.Verdict()
	return v, true
}

// Venue is where the couple marries, as the rain alert needs it.
type Venue struct {
	Place
	CeremonyTime string    `json:"ceremony_time"` // HH:MM
	UpdatedAt    time.Time `json:"updated_at"`
}

// Limits on a venue's texts (a city's name is short; these only keep rows sane).
const (
	maxName   = 120
	maxRegion = 120
)

// VenueInput is the body of PUT /api/weather/venue.
type VenueInput struct {
	Name         string   `json:"name"`
	State        string   `json:"state"`
	Country      string   `json:"country"`
	Latitude     *float64 `json:"latitude"`
	Longitude    *float64 `json:"longitude"`
	CeremonyTime string   `json:"ceremony_time"`
}

// Validate trims in and checks it: a named place with real coordinates and a time of day.
func (in *VenueInput) Validate() error {
	in.Name, in.State, in.Country = strings.TrimSpace(in.Name), strings.TrimSpace(in.State), strings.TrimSpace(in.Country)
	in.CeremonyTime = strings.TrimSpace(in.CeremonyTime)
	fields := map[string]string{}
	switch n := utf8.RuneCountInString(in.Name); {
	case n == 0:
		fields["name"] = "Escolham a cidade do casamento."
	case n > maxName:
		fields["name"] = fmt.Sprintf("Use no máximo %d caracteres.", maxName)
	}
	if utf8.RuneCountInString(in.State) > maxRegion {
		fields["state"] = fmt.Sprintf("Use no máximo %d caracteres.", maxRegion)
	}
	if utf8.RuneCountInString(in.Country) > maxRegion {
		fields["country"] = fmt.Sprintf("Use no máximo %d caracteres.", maxRegion)
	}
	if in.Latitude == nil || math.IsNaN(*in.Latitude) || *in.Latitude < -90 || *in.Latitude > 90 {
		fields["latitude"] = "Latitude inválida."
	}
	if in.Longitude == nil || math.IsNaN(*in.Longitude) || *in.Longitude < -180 || *in.Longitude > 180 {
		fields["longitude"] = "Longitude inválida."
	}
	if _, err := time.Parse("15:04", in.CeremonyTime); err != nil || len(in.CeremonyTime) != 5 {
		fields["ceremony_time"] = "Informe o horário da cerimônia (HH:MM)."
	}
	if len(fields) > 0 {
		return apperr.Invalid(fields)
	}
	return nil
}

// placeKey is the cache key of a place: its coordinates rounded to 0.01° (about 1 km), so the
// couples marrying in one city share one forecast.
func placeKey(lat, lng float64) string {
	return fmt.Sprintf("%.2f,%.2f", lat, lng)
}

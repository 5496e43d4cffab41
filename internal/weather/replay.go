package weather

import (
	"embed"
	"net/http"
	"strings"
	"sync"
)

// Recorded Open-Meteo answers (the shape of the real APIs: forecast with hourly and daily
// precipitation for one day, geocoding search results), replayed by Replay for the tests and,
// behind ACEITO_TEST_ENDPOINTS, for the browser tests. No test reaches the real provider.
//
//go:embed fixtures/*.json
var fixtures embed.FS

// FixtureDate is the day the recorded forecasts are for; Replay moves them to the asked day.
const FixtureDate = "2026-11-26"

// Replay serves recorded answers as Open-Meteo would: the forecast of the scenario set with
// SetForecast ("low", "moderate" or "high"; "down" answers 503 like an outage) for whatever
// start_date is asked, and the geocoding results for names that match "Campinas" (none else).
// It counts the forecast requests, so tests can see the cache at work.
type Replay struct {
	mu        sync.Mutex
	scenario  string
	forecasts int
}

// NewReplay returns a Replay serving the scenario.
func NewReplay(scenario string) *Replay { return &Replay{scenario: scenario} }

// SetForecast changes what the forecast endpoint answers.
func (r *Replay) SetForecast(scenario string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.scenario = scenario
}

// Forecasts is how many forecast requests were served.
func (r *Replay) Forecasts() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.forecasts
}

// ServeForecast answers like /v1/forecast.
func (r *Replay) ServeForecast(w http.ResponseWriter, req *http.Request) {
	r.mu.Lock()
	scenario := r.scenario
	r.forecasts++
	r.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if scenario == "down" {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":true,"reason":"Service unavailable"}`))
		return
	}
	body, err := fixtures.ReadFile("fixtures/forecast-" + scenario + ".json")
	if err != nil {
		http.Error(w, `{"error":true,"reason":"unknown scenario"}`, http.StatusBadRequest)
		return
	}
	date := req.URL.Query().Get("start_date")
	if len(date) != len(FixtureDate) {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":true,"reason":"start_date required"}`))
		return
	}
	_, _ = w.Write([]byte(strings.ReplaceAll(string(body), FixtureDate, date)))
}

// ServeSearch answers like /v1/search: a name that starts a word of "Campinas" finds the
// recorded Campinas results; anything else finds nothing (the real API then omits "results").
func (r *Replay) ServeSearch(w http.ResponseWriter, req *http.Request) {
	name := strings.ToLower(strings.TrimSpace(req.URL.Query().Get("name")))
	file := "fixtures/geocoding-empty.json"
	if len(name) >= 2 && strings.HasPrefix("campinas", name) {
		file = "fixtures/geocoding-campinas.json"
	}
	body, _ := fixtures.ReadFile(file)
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(body)
}

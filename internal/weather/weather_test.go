package weather_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/weather"
)

func TestBandsAtTheirThresholds(t *testing.T) {
	cases := []struct {
		p    int
		want weather.Band
		text string
	}{
		{0, weather.Low, "Baixa chance de chuva"},
		{weather.ModerateFrom - 1, weather.Low, "Baixa chance de chuva"},
		{weather.ModerateFrom, weather.Moderate, "Chance moderada de chuva"},
		{weather.HighFrom - 1, weather.Moderate, "Chance moderada de chuva"},
		{weather.HighFrom, weather.High, "Alta chance de chuva"},
		{100, weather.High, "Alta chance de chuva"},
	}
	for _, c := range cases {
		if got := weather.BandOf(c.p); got != c.want || got.Verdict() != c.text {
			t.Errorf("BandOf(%d) = %s %q, want %s %q", c.p, got, got.Verdict(), c.want, c.text)
		}
	}
	if weather.ModerateFrom != 30 || weather.HighFrom != 60 {
		t.Errorf("thresholds %d/%d: README 'Rain alerts' states 30%% and 60%%", weather.ModerateFrom, weather.HighFrom)
	}
}

func ip(n int) *int { return &n }

func TestJudgeUsesTheCeremonyWindow(t *testing.T) {
	f := weather.Forecast{Date: "2026-11-26", Probability: ip(90)}
	for h := range 24 {
		p := 10
		if h == 12 || h == 20 { // just outside 16:00 −3h..+3h
			p = 90
		}
		if h == 19 {
			p = 45
		}
		f.Hours = append(f.Hours, weather.Hour{Time: time.Date(0, 1, 1, h, 0, 0, 0, time.UTC).Format("15:04"), Probability: ip(p)})
	}
	v, ok := f.Judge("16:30")
	if !ok || v.Probability != 45 || v.Band != weather.Moderate || len(v.Hours) != 7 || v.Hours[0].Time != "13:00" || v.Hours[6].Time != "19:00" {
		t.Fatalf("verdict %+v ok=%v, want 45%% moderate over 13:00..19:00", v, ok)
	}
	// Near midnight the window is clamped to the day.
	if v, _ := f.Judge("22:00"); len(v.Hours) != 5 || v.Hours[0].Time != "19:00" || v.Probability != 90 {
		t.Fatalf("late verdict %+v", v)
	}
	// Without hourly numbers the day's chance decides; without any number there is no verdict.
	if v, ok := (weather.Forecast{Probability: ip(61)}).Judge("16:00"); !ok || v.Band != weather.High {
		t.Fatalf("daily verdict %+v %v", v, ok)
	}
	if _, ok := (weather.Forecast{}).Judge("16:00"); ok {
		t.Fatal("a forecast with no numbers has no verdict")
	}
}

// replayServer is an httptest server replaying the recorded Open-Meteo answers.
func replayServer(t *testing.T, scenario string) (*weather.Replay, string) {
	t.Helper()
	r := weather.NewReplay(scenario)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/forecast", r.ServeForecast)
	mux.HandleFunc("GET /v1/search", r.ServeSearch)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return r, srv.URL
}

func TestOpenMeteoParsesRecordedAnswers(t *testing.T) {
	_, url := replayServer(t, "high")
	om := weather.NewOpenMeteo(url+"/v1/forecast", url+"/v1/search", "")
	f, err := om.Forecast(context.Background(), -22.9056, -47.0608, "2026-12-01")
	if err != nil {
		t.Fatal(err)
	}
	if f.Date != "2026-12-01" || f.Probability == nil || *f.Probability != 60 || f.PrecipitationMM == nil || *f.PrecipitationMM != 12.8 || len(f.Hours) != 24 {
		t.Fatalf("forecast %+v", f)
	}
	if h := f.Hours[17]; h.Time != "17:00" || *h.Probability != 60 {
		t.Fatalf("hour 17 %+v", h)
	}
	places, err := om.Search(context.Background(), "Campinas")
	if err != nil || len(places) != 3 || places[0] != (weather.Place{Name: "Campinas", State: "São Paulo", Country: "Brasil", Latitude: -22.90556, Longitude: -47.06083}) {
		t.Fatalf("places %+v %v", places, err)
	}
	if places, err := om.Search(context.Background(), "Xyzzy"); err != nil || len(places) != 0 {
		t.Fatalf("no match: %+v %v", places, err)
	}
}

func TestOpenMeteoSendsOnlyCoordinatesDateAndKey(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.RawQuery
		http.Error(w, `{"error":true,"reason":"no"}`, http.StatusBadRequest)
	}))
	defer srv.Close()
	om := weather.NewOpenMeteo(srv.URL, srv.URL, "chave-secreta")
	_, err := om.Forecast(context.Background(), -22.9, -47.06, "2026-12-01")
	if err == nil || strings.Contains(err.Error(), "chave-secreta") {
		t.Fatalf("error %v: want one that never shows the key", err)
	}
	for _, want := range []string{"latitude=-22.9000", "longitude=-47.0600", "start_date=2026-12-01", "end_date=2026-12-01",
		"timezone=America%2FSao_Paulo", "apikey=chave-secreta", "precipitation_probability"} {
		if !strings.Contains(got, want) {
			t.Errorf("query %q lacks %q", got, want)
		}
	}
}

func TestOpenMeteoTimesOut(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)
	om := weather.NewOpenMeteo(srv.URL, srv.URL, "")
	om.Client.Timeout = 50 * time.Millisecond
	if _, err := om.Forecast(context.Background(), 1, 2, "2026-12-01"); err == nil {
		t.Fatal("a provider that never answers must time out")
	}
	if weather.NewOpenMeteo("", "", "").Client.Timeout != weather.Timeout || weather.Timeout > 10*time.Second {
		t.Fatal("the production client must time out")
	}
}

// luxoWithVenue signs up a Luxo couple whose wedding is on date with the venue in Campinas.
func luxoWithVenue(t *testing.T, s *apptest.Server, email, date string) *apptest.Client {
	t.Helper()
	c := s.SignUpOn(t, email, plan.Luxo)
	if res := c.Do("PUT", "/api/profile", map[string]any{"wedding_date": date}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PUT", "/api/weather/venue", campinas("16:00")); res.Status != http.StatusOK {
		t.Fatalf("venue: %d %s", res.Status, res.Body)
	}
	return c
}

func campinas(ceremony string) map[string]any {
	return map[string]any{"name": "Campinas", "state": "São Paulo", "country": "Brasil", "latitude": -22.90556, "longitude": -47.06083, "ceremony_time": ceremony}
}

type status struct {
	State         string  `json:"state"`
	WeddingDate   *string `json:"wedding_date"`
	AvailableFrom *string `json:"available_from"`
	Venue         *struct {
		Name, State  string
		CeremonyTime string `json:"ceremony_time"`
	} `json:"venue"`
	Forecast *struct {
		Probability     *int     `json:"probability"`
		PrecipitationMM *float64 `json:"precipitation_mm"`
		Hours           []any    `json:"hours"`
	} `json:"forecast"`
	Verdict *struct {
		Probability int    `json:"probability"`
		Band        string `json:"band"`
		Text        string `json:"text"`
		Hours       []struct {
			Time string `json:"time"`
		} `json:"hours"`
	} `json:"verdict"`
}

func get(t *testing.T, c *apptest.Client) status {
	t.Helper()
	res := c.Do("GET", "/api/weather", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /api/weather: %d %s", res.Status, res.Body)
	}
	var st status
	res.JSON(t, &st)
	return st
}

func newServer(t *testing.T, scenario string) (*apptest.Server, *weather.Replay) {
	r, url := replayServer(t, scenario)
	return apptest.NewWithEnv(t, map[string]string{"ACEITO_WEATHER_URL": url + "/v1/forecast", "ACEITO_GEOCODING_URL": url + "/v1/search"}), r
}

// The test server's clock is 22/11/2026 12:00 in São Paulo.
func TestForecastFromD16ToTheDay(t *testing.T) {
	s, replay := newServer(t, "moderate")
	cases := []struct{ date, state, from string }{
		{"2026-12-09", weather.StateTooEarly, "2026-11-23"}, // D-17
		{"2026-12-08", weather.StateReady, "2026-11-22"},    // D-16
		{"2026-11-22", weather.StateReady, "2026-11-06"},    // D-0
		{"2026-11-21", weather.StatePast, "2026-11-05"},
	}
	for i, c := range cases {
		cl := luxoWithVenue(t, s, "casal"+string(rune('a'+i))+"@exemplo.com", c.date)
		st := get(t, cl)
		if st.State != c.state || st.AvailableFrom == nil || *st.AvailableFrom != c.from {
			t.Errorf("%s: state %s from %v, want %s from %s", c.date, st.State, st.AvailableFrom, c.state, c.from)
		}
		if c.state != weather.StateReady {
			if st.Forecast != nil || st.Verdict != nil {
				t.Errorf("%s: a forecast outside the window: %+v", c.date, st)
			}
			continue
		}
		if st.Verdict == nil || st.Verdict.Band != "moderate" || st.Verdict.Text != "Chance moderada de chuva" || st.Verdict.Probability != 30 ||
			len(st.Verdict.Hours) != 7 || st.Verdict.Hours[0].Time != "13:00" || st.Forecast == nil || *st.Forecast.PrecipitationMM != 3.2 ||
			len(st.Forecast.Hours) != 24 {
			t.Errorf("%s: %+v %+v", c.date, st.Verdict, st.Forecast)
		}
	}
	if n := replay.Forecasts(); n != 2 {
		t.Errorf("%d provider calls, want 2 (only D-16 and D-0 ask)", n)
	}
}

func TestBandsThroughTheReplayedProvider(t *testing.T) {
	for scenario, want := range map[string]string{"low": "Baixa chance de chuva", "moderate": "Chance moderada de chuva", "high": "Alta chance de chuva"} {
		s, _ := newServer(t, scenario)
		st := get(t, luxoWithVenue(t, s, "casal@exemplo.com", "2026-11-30"))
		if st.State != weather.StateReady || st.Verdict.Text != want {
			t.Errorf("%s: %s %+v, want %q", scenario, st.State, st.Verdict, want)
		}
	}
}

func TestForecastIsCachedPerPlaceAndDay(t *testing.T) {
	s, replay := newServer(t, "high")
	a := luxoWithVenue(t, s, "a@exemplo.com", "2026-11-30")
	b := luxoWithVenue(t, s, "b@exemplo.com", "2026-11-30") // same city, same day: shares the answer
	get(t, a)
	get(t, a)
	get(t, b)
	if n := replay.Forecasts(); n != 1 {
		t.Fatalf("%d provider calls, want 1", n)
	}
	// Another day of the same place is another entry; the next day everything is asked again.
	get(t, luxoWithVenue(t, s, "c@exemplo.com", "2026-12-01"))
	if n := replay.Forecasts(); n != 2 {
		t.Fatalf("%d provider calls, want 2", n)
	}
	s.Advance(24 * time.Hour)
	get(t, a)
	if n := replay.Forecasts(); n != 3 {
		t.Fatalf("%d provider calls the next day, want 3", n)
	}
}

func TestProviderDownNeverBreaksThePage(t *testing.T) {
	s, replay := newServer(t, "down")
	c := luxoWithVenue(t, s, "casal@exemplo.com", "2026-11-30")
	if st := get(t, c); st.State != weather.StateUnavailable || st.Forecast != nil || st.Venue == nil || st.Venue.Name != "Campinas" {
		t.Fatalf("provider down: %+v", st)
	}
	// An error is not cached: once the provider is back the forecast shows.
	replay.SetForecast("low")
	if st := get(t, c); st.State != weather.StateReady || st.Verdict.Band != "low" {
		t.Fatalf("provider back: %+v", st)
	}

	// Nothing listening at all (connection refused) is the same for the couple.
	s2 := apptest.NewWithEnv(t, map[string]string{"ACEITO_WEATHER_URL": "http://127.0.0.1:1/v1/forecast"})
	if st := get(t, luxoWithVenue(t, s2, "outro@exemplo.com", "2026-11-30")); st.State != weather.StateUnavailable {
		t.Fatalf("provider unreachable: %+v", st)
	}
}

func TestGateAndValidation(t *testing.T) {
	s, replay := newServer(t, "high")
	for _, p := range []plan.ID{plan.Essencial, plan.Premium} {
		c := s.SignUpOn(t, string(p)+"@exemplo.com", p)
		for _, r := range []struct{ method, path string }{{"PUT", "/api/weather/venue"}, {"GET", "/api/weather/places?q=Campinas"}} {
			res := c.Do(r.method, r.path, campinas("16:00"))
			if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "feature_not_available" {
				t.Errorf("%s %s %s: %d %s", p, r.method, r.path, res.Status, res.Body)
			}
		}
	}
	if st := get(t, s.SignUpOn(t, "sem-alerta@exemplo.com", plan.Essencial)); st.State != weather.StateLocked || st.Venue != nil {
		t.Fatalf("essencial, nothing saved: %+v", st)
	}
	c := s.SignUpOn(t, "luxo@exemplo.com", plan.Luxo)
	if st := get(t, c); st.State != weather.StateNoDate || st.Venue != nil {
		t.Fatalf("fresh: %+v", st)
	}
	c.Do("PUT", "/api/profile", map[string]any{"wedding_date": "2026-11-30"})
	if st := get(t, c); st.State != weather.StateNoVenue || *st.AvailableFrom != "2026-11-14" {
		t.Fatalf("no venue: %+v", st)
	}
	bad := []map[string]any{
		{"name": "", "latitude": 1, "longitude": 1, "ceremony_time": "16:00"},
		{"name": "X", "latitude": 91, "longitude": 1, "ceremony_time": "16:00"},
		{"name": "X", "latitude": 1, "longitude": -181, "ceremony_time": "16:00"},
		{"name": "X", "longitude": 1, "ceremony_time": "16:00"},
		{"name": "X", "latitude": 1, "longitude": 1, "ceremony_time": "25:00"},
		{"name": "X", "latitude": 1, "longitude": 1, "ceremony_time": "4pm"},
		{"name": strings.Repeat("a", 121), "latitude": 1, "longitude": 1, "ceremony_time": "16:00"},
	}
	for _, b := range bad {
		if res := c.Do("PUT", "/api/weather/venue", b); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("%v: %d %s", b, res.Status, res.Body)
		}
	}
	if st := get(t, c); st.Venue != nil || replay.Forecasts() != 0 {
		t.Fatalf("a refused venue was saved: %+v", st)
	}
	res := c.Do("PUT", "/api/weather/venue", campinas("19:30"))
	var st status
	res.JSON(t, &st)
	if res.Status != http.StatusOK || st.State != weather.StateReady || st.Venue.CeremonyTime != "19:30" || st.Verdict.Hours[0].Time != "16:00" {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
}

func TestCitySearch(t *testing.T) {
	s, _ := newServer(t, "high")
	c := s.SignUpOn(t, "luxo@exemplo.com", plan.Luxo)
	res := c.Do("GET", "/api/weather/places?q=campin", nil)
	var body struct {
		Places []weather.Place `json:"places"`
	}
	res.JSON(t, &body)
	if res.Status != http.StatusOK || len(body.Places) != 3 || body.Places[0].Name != "Campinas" || body.Places[0].State != "São Paulo" {
		t.Fatalf("search: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/weather/places?q=zz", nil); res.Status != http.StatusOK || strings.TrimSpace(string(res.Body)) != `{"places":[]}` {
		t.Fatalf("no match: %d %s", res.Status, res.Body)
	}
	for _, q := range []string{"", "a", "%20%20a%20", strings.Repeat("a", 81)} {
		if res := c.Do("GET", "/api/weather/places?q="+q, nil); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("q=%q: %d %s", q, res.Status, res.Body)
		}
	}
	if res := s.NewClient(t).Do("GET", "/api/weather/places?q=Campinas", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("signed out: %d", res.Status)
	}
	down := apptest.NewWithEnv(t, map[string]string{"ACEITO_GEOCODING_URL": "http://127.0.0.1:1/v1/search"})
	res = down.SignUpOn(t, "l@exemplo.com", plan.Luxo).Do("GET", "/api/weather/places?q=Campinas", nil)
	if res.Status != http.StatusServiceUnavailable || res.Err(t).Error.Code != "weather_unavailable" {
		t.Fatalf("provider down: %d %s", res.Status, res.Body)
	}
}

func TestCitySearchRateLimitPerWedding(t *testing.T) {
	s, _ := newServer(t, "high")
	c := s.SignUpOn(t, "luxo@exemplo.com", plan.Luxo)
	for i := range 30 {
		// A new client address each time: the per-wedding rule is the one that stops it.
		if res := c.FromIP("203.0.113."+string(rune('1'+i%9))).Do("GET", "/api/weather/places?q=Campinas", nil); res.Status != http.StatusOK {
			t.Fatalf("search %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	res := c.FromIP("198.51.100.7").Do("GET", "/api/weather/places?q=Campinas", nil)
	if res.Status != http.StatusTooManyRequests {
		t.Fatalf("search 31: %d %s", res.Status, res.Body)
	}
	// Another wedding is not affected.
	if res := s.SignUpOn(t, "outro@exemplo.com", plan.Luxo).Do("GET", "/api/weather/places?q=Campinas", nil); res.Status != http.StatusOK {
		t.Fatalf("other wedding: %d %s", res.Status, res.Body)
	}
}

func TestVenueStaysInItsWedding(t *testing.T) {
	s, _ := newServer(t, "low")
	a := luxoWithVenue(t, s, "a@exemplo.com", "2026-11-30")
	b := s.SignUpOn(t, "b@exemplo.com", plan.Luxo)
	b.Do("PUT", "/api/profile", map[string]any{"wedding_date": "2026-11-30"})
	if st := get(t, b); st.Venue != nil || st.State != weather.StateNoVenue {
		t.Fatalf("B sees A's venue: %+v", st)
	}
	other := campinas("10:00")
	other["name"] = "Campinas do Sul"
	b.Do("PUT", "/api/weather/venue", other)
	if st := get(t, a); st.Venue.Name != "Campinas" || st.Venue.CeremonyTime != "16:00" {
		t.Fatalf("B's write changed A: %+v", st.Venue)
	}
}

// A couple who leaves Luxo still reads the venue saved before, read-only (issue 15: gated means
// locked, never hidden), without the provider being asked; changing it stays refused.
func TestDowngradedReadsVenueReadOnly(t *testing.T) {
	for _, p := range []plan.ID{plan.Essencial, plan.Premium} {
		t.Run(string(p), func(t *testing.T) {
			s, replay := newServer(t, "high")
			c := luxoWithVenue(t, s, "casal@exemplo.com", "2026-11-30")
			if st := get(t, c); st.State != weather.StateReady {
				t.Fatalf("luxo: %+v", st)
			}
			asked := replay.Forecasts()
			s.SetPlan(t, c, p)
			st := get(t, c)
			if st.State != weather.StateLocked || st.Venue == nil || st.Venue.Name != "Campinas" || st.Venue.CeremonyTime != "16:00" ||
				st.WeddingDate == nil || *st.WeddingDate != "2026-11-30" || st.Forecast != nil || st.Verdict != nil {
				t.Fatalf("downgraded: %+v", st)
			}
			if replay.Forecasts() != asked {
				t.Errorf("the provider was asked for a plan without the alert: %d → %d", asked, replay.Forecasts())
			}
			if res := c.Do("PUT", "/api/weather/venue", campinas("18:00")); res.Status != http.StatusForbidden || res.Err(t).Error.Code != "feature_not_available" {
				t.Fatalf("downgraded save: %d %s", res.Status, res.Body)
			}
			if st := get(t, c); st.Venue.CeremonyTime != "16:00" {
				t.Fatalf("a refused save changed the venue: %+v", st)
			}
		})
	}
}

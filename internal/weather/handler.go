package weather

import (
	"context"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Unavailable is the page's text when the provider does not answer.
const Unavailable = "Previsão indisponível no momento"

// Handler serves /api/weather for the wedding of the session.
type Handler struct {
	svc *Service
	// searchLimit counts one city search against the wedding (a rate limit; nil: none).
	searchLimit func(ctx context.Context, weddingID string) error
}

// NewHandler returns a Handler on svc; searchLimit counts each city search per wedding.
func NewHandler(svc *Service, searchLimit func(ctx context.Context, weddingID string) error) *Handler {
	return &Handler{svc: svc, searchLimit: searchLimit}
}

// Get answers GET /api/weather: the venue, the dates and, from D-16, the forecast and verdict.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	st, err := h.svc.Status(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, st)
}

// PutVenue answers PUT /api/weather/venue: the city picked from the search, and the ceremony
// time; then the page's new state.
func (h *Handler) PutVenue(w http.ResponseWriter, r *http.Request) error {
	var in VenueInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.Validate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	if _, err := h.svc.PutVenue(r.Context(), weddingID, in); err != nil {
		return err
	}
	st, err := h.svc.Status(r.Context(), weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, st)
}

// maxQuery bounds a city search (the longest Brazilian city names are under 40 letters).
const maxQuery = 80

// Places answers GET /api/weather/places?q=: cities matching q, from the geocoding provider.
// Only weddings whose plan has the rain alert may search (it proxies a third party), and each
// search counts against the wedding's rate limit.
func (h *Handler) Places(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	weddingID := auth.MustIdentity(ctx).WeddingID
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if n := utf8.RuneCountInString(q); n < 2 || n > maxQuery {
		return apperr.Invalid(map[string]string{"q": "Digite de 2 a 80 caracteres do nome da cidade."})
	}
	sub, err := wedding.GetSubscription(ctx, h.svc.db, weddingID)
	if err != nil {
		return err
	}
	if err := sub.EffectivePlan(h.svc.now()).CheckFeature(plan.WeatherAlerts); err != nil {
		return err
	}
	if h.searchLimit != nil {
		if err := h.searchLimit(ctx, weddingID); err != nil {
			return err
		}
	}
	places, err := h.svc.Search(ctx, q)
	if err != nil {
		httpx.Logger(ctx).Warn("weather: city search unavailable", "err", err)
		return apperr.Unavailable("weather_unavailable", "Busca de cidades indisponível no momento. Tente novamente em instantes.", 0)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]any{"places": places})
}

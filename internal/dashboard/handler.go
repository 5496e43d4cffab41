package dashboard

import (
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/cache"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/ptbr"
)

// Handler serves the dashboard.
type Handler struct {
	db  *db.DB
	now func() time.Time
	// summaries holds each wedding's encoded summary at one data version and calendar day: the
	// dashboard is the app's home page and refreshes every 30 s, while the data changes rarely.
	summaries *cache.Versioned
}

// NewHandler returns a Handler on d; now is the clock.
func NewHandler(d *db.DB, now func() time.Time) *Handler {
	return &Handler{db: d, now: now, summaries: cache.NewVersioned(16 << 20)}
}

// Get answers GET /api/dashboard: the whole summary in one request.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	now := h.now()
	// The day is part of the key: counts of days change at the couple's midnight without any
	// write. Every wedding is on São Paulo time today (nothing sets another zone); when zones
	// become editable, the key must use the wedding's zone.
	key := id.WeddingID + "|" + calendarDay(now, ptbr.SaoPaulo).Format(time.DateOnly)
	// The version was read before the rows, so the rows are at least that new.
	body, err := h.summaries.JSON(key, id.WeddingVersion, func() (any, error) {
		in, err := load(r.Context(), h.db, id.WeddingID, now)
		if err != nil {
			return nil, err
		}
		return build(in), nil
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSONBytes(w, http.StatusOK, body)
}

// Caches names the handler's per-wedding response caches, for the metrics.
func (h *Handler) Caches() map[string]*cache.Versioned {
	return map[string]*cache.Versioned{"dashboard": h.summaries}
}

package calfeed

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/ical"
)

// Handler serves the member's feed settings (/api/calendar-feed), single-event downloads
// (/api/calendar/events/{uid}) and the feed itself (/cal/{token}.ics, no session).
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

// Status answers GET /api/calendar-feed: whether the member has a feed link (not the link).
func (h *Handler) Status(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	st, err := h.store.Status(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, st)
}

// Regenerate answers POST /api/calendar-feed: a new link (shown this once), revoking the old
// one. Needs calendar_integration.
func (h *Handler) Regenerate(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	c, err := h.store.Regenerate(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusCreated, c)
}

// Revoke answers DELETE /api/calendar-feed: the link stops working.
func (h *Handler) Revoke(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	if err := h.store.Revoke(r.Context(), id.WeddingID, id.UserID); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Feed answers GET /cal/{file}, file being {token}.ics: the wedding's calendar, while the plan
// includes calendar_integration; 404 for anything else.
func (h *Handler) Feed(w http.ResponseWriter, r *http.Request) error {
	token, ok := strings.CutSuffix(r.PathValue("file"), ".ics")
	if !ok {
		return errNoFeed
	}
	weddingID, err := h.store.Lookup(r.Context(), token)
	if err != nil {
		return err
	}
	cal, err := h.store.Calendar(r.Context(), weddingID)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "private, no-cache")
	w.Header().Set("X-Robots-Tag", "noindex")
	return writeCalendar(w, cal, h.store, `inline; filename="casamento.ics"`)
}

// uidPattern is the alphabet of the UIDs this package makes (without the domain); anything
// else is a 404 without reading the wedding's rows.
var uidPattern = regexp.MustCompile(`^[a-z0-9-]{1,120}$`)

// EventFile answers GET /api/calendar/events/{uid}: one event of the wedding's calendar as an
// .ics download, for every plan (the subscribed feed is the gated part).
func (h *Handler) EventFile(w http.ResponseWriter, r *http.Request) error {
	uid := r.PathValue("uid")
	if !uidPattern.MatchString(uid) {
		return errNoEvent
	}
	id := auth.MustIdentity(r.Context())
	e, err := h.store.Event(r.Context(), id.WeddingID, uid)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "private, no-store")
	return writeCalendar(w, ical.Calendar{Events: []ical.Event{e}}, h.store, `attachment; filename="evento.ics"`)
}

func writeCalendar(w http.ResponseWriter, cal ical.Calendar, s *Store, disposition string) error {
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", disposition)
	w.WriteHeader(http.StatusOK)
	_, err := w.Write(ical.Render(cal, s.now()))
	return err
}

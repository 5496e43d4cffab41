package profile

import (
	"errors"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// Handler serves /api/profile for the wedding of the session.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

// Get answers GET /api/profile.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	p, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, p)
}

// Put answers PUT /api/profile: the body replaces the whole profile (absent or blank fields
// become null) and the stored profile is returned. The body's version is the one the form read;
// a stale one gets 409 conflict with the current profile.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var p Profile
	if err := httpx.DecodeJSON(w, r, &p); err != nil {
		return err
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	if err := h.store.Put(r.Context(), weddingID, p); errors.Is(err, wedding.ErrStale) {
		current, err := h.store.Get(r.Context(), weddingID)
		if err != nil {
			return err
		}
		return wedding.Conflict(current)
	} else if err != nil {
		return err
	}
	saved, err := h.store.Get(r.Context(), weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, saved)
}

package budget

import (
	"errors"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// Handler serves /api/budget for the wedding of the session.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

// Get answers GET /api/budget.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	b, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, b)
}

// Put answers PUT /api/budget: the body is the whole budget (total and every category) and the
// version it was edited from; a stale version gets 409 conflict with the current budget.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	b, err := h.store.Put(r.Context(), weddingID, in)
	if errors.Is(err, wedding.ErrStale) {
		current, err := h.store.Get(r.Context(), weddingID)
		if err != nil {
			return err
		}
		return wedding.Conflict(current)
	}
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, b)
}

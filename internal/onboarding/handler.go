package onboarding

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/onboarding for the wedding of the session.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

// Get answers GET /api/onboarding.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	st, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, st)
}

// Put answers PUT /api/onboarding: it saves the answers and the step (and finishes or skips the
// flow) and returns the new state.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	st, err := h.store.Save(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, st)
}

package budget

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
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

// Put answers PUT /api/budget: the body is the whole budget (total and every category).
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	b, err := h.store.Put(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, b)
}

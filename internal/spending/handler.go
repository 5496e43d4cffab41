package spending

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/spending-limits. Every route sits behind auth.Require; the wedding
// always comes from the session, never from the request.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Limits     []Limit  `json:"limits"`
	Summary    Summary  `json:"summary"`
	Categories []string `json:"categories"`
}

// List answers GET /api/spending-limits: newest first, with level, percent, benchmark and the
// summary cards' numbers.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	ls, sum, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Limits: ls, Summary: sum, Categories: Categories})
}

// Create answers POST /api/spending-limits.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	l, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, l)
}

// Update answers PUT /api/spending-limits/{id}: the body replaces the limit (absent current
// spend is 0 and absent is_active is true, as on creation).
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	l, err := h.store.Replace(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, l)
}

// Delete answers DELETE /api/spending-limits/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

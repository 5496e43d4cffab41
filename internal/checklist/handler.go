package checklist

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/checklist. Every route sits behind auth.Require; the wedding always
// comes from the session, never from the request.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Items []Item `json:"items"`
}

// List answers GET /api/checklist.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	items, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Items: items})
}

// Create answers POST /api/checklist.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	it, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, it)
}

type suggestedResponse struct {
	Added int    `json:"added"`
	Items []Item `json:"items"`
}

// GenerateSuggested answers POST /api/checklist/suggested: it adds the suggested tasks that
// are missing and returns how many it added with the whole list.
func (h *Handler) GenerateSuggested(w http.ResponseWriter, r *http.Request) error {
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	added, err := h.store.GenerateSuggested(r.Context(), weddingID)
	if err != nil {
		return err
	}
	items, err := h.store.List(r.Context(), weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, suggestedResponse{Added: added, Items: items})
}

// Update answers PATCH /api/checklist/{id}: the fields present in the body replace the stored ones.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	it, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *Input) error {
		if err := httpx.Unmarshal(body, in); err != nil {
			return err
		}
		in.Normalize()
		return in.Validate()
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, it)
}

// Delete answers DELETE /api/checklist/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

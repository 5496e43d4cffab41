package checklist

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/checklist. Every route sits behind auth.Require; the wedding always
// comes from the session, never from the request.
type Handler struct {
	crud.Handler[Item, Input, *Input]
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{Handler: crud.Handler[Item, Input, *Input]{Store: store, ListKey: "items"}, store: store}
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
	if err := h.store.AutoComplete(r.Context(), weddingID); err != nil {
		return err
	}
	items, err := h.store.List(r.Context(), weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, suggestedResponse{Added: added, Items: items})
}

// List answers GET /api/checklist, after ticking the suggested tasks the app can see done.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.AutoComplete(r.Context(), auth.MustIdentity(r.Context()).WeddingID); err != nil {
		return err
	}
	return h.Handler.List(w, r)
}

// WithAutoComplete runs next after ticking the suggested tasks the app can see done: the
// dashboard counts and lists tasks, and must agree with the checklist screen.
func (h *Handler) WithAutoComplete(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if err := h.store.AutoComplete(r.Context(), auth.MustIdentity(r.Context()).WeddingID); err != nil {
			return err
		}
		return next(w, r)
	}
}

// Restore answers POST /api/checklist/{id}/restore, the toast's 'Desfazer' after a delete: the
// task comes back exactly as it was (200 with it), or 404 once the undo window has passed.
func (h *Handler) Restore(w http.ResponseWriter, r *http.Request) error {
	it, err := h.store.Restore(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, it)
}

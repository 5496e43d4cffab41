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
	items, err := h.store.List(r.Context(), weddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, suggestedResponse{Added: added, Items: items})
}

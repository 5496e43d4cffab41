package ceremony

import (
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/ceremonies. Every route sits behind auth.Require; the wedding always
// comes from the session, never from the request.
type Handler struct {
	crud.Handler[Ceremony, Input, *Input]
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{Handler: crud.Handler[Ceremony, Input, *Input]{Store: store, ListKey: "ceremonies"}, store: store}
}

// SetItem answers PATCH /api/ceremonies/{id}/items: one document or task marked completed or
// pending. Setting a state (not toggling) makes a repeated click or retry harmless.
func (h *Handler) SetItem(w http.ResponseWriter, r *http.Request) error {
	var m Mark
	if err := httpx.DecodeJSON(w, r, &m); err != nil {
		return err
	}
	m.Item = strings.TrimSpace(m.Item)
	f := apperr.Fields{}
	if m.List != Documents && m.List != Tasks {
		f.Add("list", "invalid")
	}
	if m.Item == "" {
		f.Add("item", "required")
	}
	if err := f.Err(); err != nil {
		return err
	}
	c, err := h.store.SetItem(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), m)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
}

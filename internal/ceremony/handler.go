package ceremony

import (
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/ceremonies. Every route sits behind auth.Require; the wedding always
// comes from the session, never from the request.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Ceremonies []Ceremony `json:"ceremonies"`
}

// List answers GET /api/ceremonies.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	cs, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Ceremonies: cs})
}

// Create answers POST /api/ceremonies.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	c, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, c)
}

// Update answers PATCH /api/ceremonies/{id}: the fields present in the body replace the stored
// ones; a list in the body replaces the whole list.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	c, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *Input) error {
		if err := httpx.Unmarshal(body, in); err != nil {
			return err
		}
		in.Normalize()
		return in.Validate()
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
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

// Delete answers DELETE /api/ceremonies/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

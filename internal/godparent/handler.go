package godparent

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/godparents. Every route sits behind auth.Require; the wedding always
// comes from the session, never from the request.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Godparents []Godparent `json:"godparents"`
}

// List answers GET /api/godparents.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	list, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Godparents: list})
}

// Create answers POST /api/godparents.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	g, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, g)
}

// Update answers PATCH /api/godparents/{id}: the fields present in the body replace the stored ones.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	g, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *Input) error {
		if err := httpx.Unmarshal(body, in); err != nil {
			return err
		}
		in.Normalize()
		return in.Validate()
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// Delete answers DELETE /api/godparents/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

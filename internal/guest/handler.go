package guest

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/guests. Every route sits behind auth.Require; the wedding always comes
// from the session, never from the request.
type Handler struct {
	Store *Store
}

type listResponse struct {
	Guests []Guest `json:"guests"`
}

// List answers GET /api/guests.
func (h Handler) List(w http.ResponseWriter, r *http.Request) error {
	guests, err := h.Store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Guests: guests})
}

// Get answers GET /api/guests/{id}.
func (h Handler) Get(w http.ResponseWriter, r *http.Request) error {
	g, err := h.Store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// Create answers POST /api/guests.
func (h Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	g, err := h.Store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, g)
}

// Update answers PATCH /api/guests/{id}: the fields present in the body replace the stored ones.
func (h Handler) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	g, err := h.Store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *Input) error {
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

// Delete answers DELETE /api/guests/{id}.
func (h Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.Store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

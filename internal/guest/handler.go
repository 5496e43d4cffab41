package guest

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/cache"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/guests. Every route sits behind auth.Require; the wedding always comes
// from the session, never from the request.
type Handler struct {
	store *Store
	// lists holds each wedding's encoded guest list at one data version: the list is the most
	// read page, and the benchmark showed its rows and JSON dominating CPU on SQLite.
	lists *cache.Versioned
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{store: store, lists: cache.NewVersioned(8 << 20)}
}

type listResponse struct {
	Guests []Guest `json:"guests"`
}

// List answers GET /api/guests.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	body, ok := h.lists.Get(id.WeddingID, id.WeddingVersion)
	if !ok {
		// The version was read before the rows, so the rows are at least that new.
		guests, err := h.store.List(r.Context(), id.WeddingID)
		if err != nil {
			return err
		}
		if body, err = json.Marshal(listResponse{Guests: guests}); err != nil {
			return fmt.Errorf("guest.List: %w", err)
		}
		body = append(body, '\n')
		h.lists.Put(id.WeddingID, id.WeddingVersion, body)
	}
	return httpx.WriteJSONBytes(w, http.StatusOK, body)
}

// Get answers GET /api/guests/{id}.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	g, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// Create answers POST /api/guests.
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

// Update answers PATCH /api/guests/{id}: the fields present in the body replace the stored ones.
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

// Delete answers DELETE /api/guests/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

package invitation

import (
	"errors"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// Handler serves the invitation messages of the session's wedding.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Messages []Message `json:"messages"`
}

// List answers GET /api/invitation-messages. Reading is not gated: a couple that moved down a
// plan still sees what it saved.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	ms, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Messages: ms})
}

// Put answers PUT /api/guests/{id}/invitation-message: saves (creates or replaces) the guest's
// invitation. A stale version gets 409 conflict with the guest's current message (or null).
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	weddingID, guestID := auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")
	m, err := h.store.Put(r.Context(), weddingID, guestID, in)
	if errors.Is(err, wedding.ErrStale) {
		current, err := h.store.Get(r.Context(), weddingID, guestID)
		if err != nil {
			return err
		}
		return wedding.Conflict(current)
	}
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, m)
}

package guest

import (
	"context"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/cache"
	"github.com/aceito/aceito/internal/crud"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/guests. Every route sits behind auth.Require; the wedding always comes
// from the session, never from the request.
type Handler struct {
	crud.Handler[Guest, Input, *Input] // create, update, delete; List and Get are below
	store                              *Store
	// lists holds each wedding's encoded guest list at one data version: the list is the most
	// read page, and the benchmark showed its rows and JSON dominating CPU on SQLite.
	lists *cache.Versioned
	// pages holds guests' RSVP pages (GET /api/public/rsvp/{token}), each guest's own entry, at
	// the wedding's data version.
	pages *cache.Versioned
	// OnAnswer, if set, runs after a guest's answer on the RSVP page changed the list, so the
	// couple's open screens and bells refresh at once (the guest has no session to publish it).
	OnAnswer func(ctx context.Context, done Answered)
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{Handler: crud.Handler[Guest, Input, *Input]{Store: store}, store: store, lists: cache.NewVersioned(8 << 20),
		pages: cache.NewVersioned(8 << 20)}
}

type listResponse struct {
	Guests []Guest `json:"guests"`
}

// List answers GET /api/guests.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	// The version was read before the rows, so the rows are at least that new.
	body, err := h.lists.JSON(id.WeddingID, id.WeddingVersion, func() (any, error) {
		guests, err := h.store.List(r.Context(), id.WeddingID)
		return listResponse{Guests: guests}, err
	})
	if err != nil {
		return err
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

// Caches names the handler's per-wedding response caches, for the metrics.
func (h *Handler) Caches() map[string]*cache.Versioned {
	return map[string]*cache.Versioned{"guest_list": h.lists, "guest_page": h.pages}
}

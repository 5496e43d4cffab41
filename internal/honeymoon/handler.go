package honeymoon

import (
	"errors"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// Handler serves /api/honeymoon for the wedding of the session. There are no ids: the trip is
// the wedding's one plan.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

// Response is the answer of both routes. BudgetSync is set only by a save.
type Response struct {
	Trip       *Trip      `json:"trip"`
	HasBudget  bool       `json:"has_budget"`
	BudgetSync BudgetSync `json:"budget_sync,omitempty"`
}

// Get answers GET /api/honeymoon: the trip, or null before the first save. Reading is not gated,
// so a couple who moved down to Essencial still has their data (the page shows the gated card).
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	t, has, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, Response{Trip: t, HasBudget: has})
}

// Put answers PUT /api/honeymoon: the body is the whole plan and the version it was edited from;
// the plan's gate and the version are checked in the save transaction (a stale version: 409
// conflict with the current answer of GET in details.current).
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	t, has, sync, err := h.store.Put(r.Context(), weddingID, in)
	if errors.Is(err, wedding.ErrStale) {
		current, has, err := h.store.Get(r.Context(), weddingID)
		if err != nil {
			return err
		}
		return wedding.Conflict(Response{Trip: current, HasBudget: has})
	}
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, Response{Trip: t, HasBudget: has, BudgetSync: sync})
}

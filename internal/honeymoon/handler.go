package honeymoon

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
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

// Put answers PUT /api/honeymoon: the body is the whole plan; the plan's gate is checked in the
// save transaction.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	t, has, sync, err := h.store.Put(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, Response{Trip: t, HasBudget: has, BudgetSync: sync})
}

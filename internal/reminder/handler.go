package reminder

import (
	"net/http"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/payment-reminders. Every route sits behind auth.Require; the wedding
// always comes from the session, never from the request.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Reminders []Reminder `json:"reminders"`
	Summary   Summary    `json:"summary"`
}

// List answers GET /api/payment-reminders: by due date, with days left, urgency and the
// summary cards' numbers.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	rs, sum, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Reminders: rs, Summary: sum})
}

// Create answers POST /api/payment-reminders. A new reminder is pending unless the panel's
// form chose paid or overdue; 'ignored' is only reached through the status action.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	if in.Status == Ignored {
		return apperr.Invalid(map[string]string{"status": "invalid"})
	}
	rem, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, rem)
}

// Update answers PUT /api/payment-reminders/{id}: the body replaces the reminder. The panel's
// form may set pending, paid or overdue; an ignored reminder may keep 'ignored'.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	rem, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(stored Reminder, dst *Input) error {
		if in.Status == Ignored && stored.Status != Ignored {
			return apperr.Invalid(map[string]string{"status": "invalid"})
		}
		*dst = in
		return nil
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, rem)
}

type statusInput struct {
	Status Status `json:"status"`
}

// SetStatus answers POST /api/payment-reminders/{id}/status: the events screen's one-click
// 'pago' or 'ignorar', allowed only on a pending reminder (part 2 §4).
func (h *Handler) SetStatus(w http.ResponseWriter, r *http.Request) error {
	var in statusInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Status != Paid && in.Status != Ignored {
		return apperr.Invalid(map[string]string{"status": "invalid"})
	}
	rem, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(stored Reminder, dst *Input) error {
		if stored.Status != Pending {
			return errNotPending
		}
		dst.Status = in.Status
		return nil
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, rem)
}

// Delete answers DELETE /api/payment-reminders/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

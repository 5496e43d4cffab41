package reminder

import (
	"encoding/base64"
	"fmt"
	"net/http"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/pix"
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
		if in.keepPix {
			in.pix = stored.Pix
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

// SetStatus answers POST /api/payment-reminders/{id}/status: the one-click 'pago' or 'ignorar'
// (part 2 §4). 'Pago' is allowed on a pending or an overdue reminder, wherever it is listed
// (issue 18 §4: an overdue payment is still to be paid); 'ignorar' only on a pending one.
func (h *Handler) SetStatus(w http.ResponseWriter, r *http.Request) error {
	var in statusInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Status != Paid && in.Status != Ignored {
		return apperr.Invalid(map[string]string{"status": "invalid"})
	}
	rem, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(stored Reminder, dst *Input) error {
		if stored.Status != Pending && (in.Status != Paid || stored.Status != Overdue) {
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

// pixPayment is what 'Pagar com PIX' shows: the BR Code with the amount, as copia-e-cola and
// as a QR image.
type pixPayment struct {
	Payload     string `json:"payload"`
	TxID        string `json:"txid"`
	AmountCents int64  `json:"amount_cents"`
	Receiver    string `json:"nome_beneficiario"`
	QRPNG       string `json:"qr_png"` // a data: URL of the 400 px QR image
}

// Pix answers GET /api/payment-reminders/{id}/pix: the supplier's BR Code built on the server,
// carrying the reminder's amount (field 54) and a transaction id (field 62-05).
func (h *Handler) Pix(w http.ResponseWriter, r *http.Request) error {
	rem, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	if rem.Pix == nil {
		return errNoPixKey
	}
	payload, err := pix.Payment(rem.Pix.Key, rem.Pix.Receiver, rem.AmountCents, rem.TxID())
	if err != nil {
		return fmt.Errorf("reminder.Pix: %w", err)
	}
	img, err := pix.QRPNG(payload)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusOK, pixPayment{Payload: payload, TxID: rem.TxID(), AmountCents: rem.AmountCents,
		Receiver: rem.Pix.Receiver, QRPNG: "data:image/png;base64," + base64.StdEncoding.EncodeToString(img)})
}

// Delete answers DELETE /api/payment-reminders/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

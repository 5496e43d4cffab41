// Package billing is the purchase flow: the pre-checkout e-mail capture, and (to come) the
// payment provider interface with its local and Stripe implementations.
package billing

import (
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
)

// PreCheckout records the e-mails visitors type in the plan picker.
type PreCheckout struct {
	DB  *db.DB
	Now func() time.Time
}

type preCheckoutInput struct {
	Email    string `json:"email"`
	PlanType string `json:"plan_type"`
}

// Create answers POST /api/pre-checkout.
func (h PreCheckout) Create(w http.ResponseWriter, r *http.Request) error {
	var in preCheckoutInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = auth.NormalizeEmail(in.Email)
	f := apperr.Fields{}
	auth.CheckEmail(f, "email", in.Email)
	if _, ok := plan.Get(plan.ID(in.PlanType)); !ok {
		f.Add("plan_type", "invalid")
	}
	if err := f.Err(); err != nil {
		return err
	}
	if _, err := h.DB.ExecContext(r.Context(), `INSERT INTO pre_checkout_emails (id, email, plan_type, created_at) VALUES ($1, $2, $3, $4)`,
		uuid.Must(uuid.NewV7()).String(), in.Email, in.PlanType, h.Now().UTC()); err != nil {
		return fmt.Errorf("billing.PreCheckout.Create: %w", err)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

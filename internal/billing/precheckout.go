// Package billing is the purchase flow: the pre-checkout e-mail capture, and (to come) the
// payment provider interface with its local and Stripe implementations.
package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ratelimit"
)

// A visitor proves the e-mail before paying (issue 11, enumeration): POST /api/pre-checkout
// answers 202 {"email"} whether or not the address has an account, after the same work (one
// row with a hashed one-time token, one e-mail). A new address gets 'Continue a sua assinatura'
// with a link to /payment?plan=…&token=… (valid payLinkTTL) that lets the visitor's checkout
// start; an address with an account gets 'Você já tem uma conta no Aceito', telling the owner
// to sign in and change plan in Configurações. A visitor's checkout needs the token, so it can
// neither reveal accounts nor charge for an address that cannot receive the plan.

// payLinkTTL is how long a pre-checkout's payment link works.
const payLinkTTL = 24 * time.Hour

// PayLinkSubject is the e-mail with the link to payment.
const PayLinkSubject = "Continue a sua assinatura do Aceito"

// AccountExistsSubject is the e-mail an address with an account gets from the plan picker.
const AccountExistsSubject = "Você já tem uma conta no Aceito"

// PreCheckout records the e-mails visitors type in the plan picker and sends the payment link.
type PreCheckout struct {
	DB      *db.DB
	Now     func() time.Time
	BaseURL string
	// Limits counts pre-checkout e-mails per address (ratelimit.PreCheckoutEmail).
	Limits *ratelimit.Limiter
}

type preCheckoutInput struct {
	Email    string `json:"email"`
	PlanType string `json:"plan_type"`
}

type preCheckoutAccepted struct {
	Email string `json:"email"`
}

// Create answers POST /api/pre-checkout. A signed-in couple's e-mail is only recorded (they
// pay for their own wedding, with the account's e-mail); a visitor's is e-mailed as above.
func (h PreCheckout) Create(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	var in preCheckoutInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = auth.NormalizeEmail(in.Email)
	f := apperr.Fields{}
	auth.CheckEmail(f, "email", in.Email)
	p, ok := plan.Get(plan.ID(in.PlanType))
	if !ok {
		f.Add("plan_type", "invalid")
	}
	if err := f.Err(); err != nil {
		return err
	}
	now := h.Now().UTC()
	if _, signedIn := auth.IdentityFrom(ctx); signedIn {
		if _, err := h.DB.ExecContext(ctx, `INSERT INTO pre_checkout_emails (id, email, plan_type, created_at) VALUES ($1, $2, $3, $4)`,
			uuid.Must(uuid.NewV7()).String(), in.Email, in.PlanType, now); err != nil {
			return fmt.Errorf("billing.PreCheckout.Create: %w", err)
		}
		return httpx.WriteJSON(w, http.StatusAccepted, preCheckoutAccepted{Email: in.Email})
	}
	// Counted for every visitor's valid request, so the limit says nothing about the address.
	if err := h.Limits.Hit(ctx, ratelimit.PreCheckoutEmail, in.Email); err != nil {
		return err
	}
	token, tokenHash := auth.NewToken()
	err := h.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO pre_checkout_emails (id, email, plan_type, created_at, token_hash, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, uuid.Must(uuid.NewV7()).String(), in.Email, in.PlanType, now, tokenHash, now.Add(payLinkTTL)); err != nil {
			return fmt.Errorf("record: %w", err)
		}
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM users WHERE email = $1`, in.Email).Scan(&exists); err != nil {
			return fmt.Errorf("account lookup: %w", err)
		}
		msg := mail.Message{To: in.Email, Subject: PayLinkSubject,
			Body: "Olá!\n\nPara assinar o plano " + p.Name + " do Aceito, continue para o pagamento pelo link abaixo " +
				"(válido por 24 horas):\n\n" + h.BaseURL + "/payment?plan=" + url.QueryEscape(string(p.ID)) + "&token=" + url.QueryEscape(token) +
				"\n\nDepois do pagamento, a conta do casamento é criada para este e-mail.\n\n" +
				"Se você não pediu para assinar o Aceito, ignore este e-mail: nada será cobrado.\n"}
		if exists > 0 {
			msg.Subject = AccountExistsSubject
			msg.Body = "Olá!\n\nAlguém pediu para assinar o plano " + p.Name + " do Aceito com este e-mail, que já tem uma conta. " +
				"Nada foi cobrado e nada mudou na sua conta.\n\n" +
				"Para mudar de plano, entre na sua conta e escolha o plano em Configurações, na seção Assinatura:\n\n" +
				h.BaseURL + "/auth\n\n" +
				"Esqueceu a senha? Use 'Esqueci minha senha' na tela de entrada.\n\n" +
				"Se não foi você, ignore este e-mail.\n"
		}
		return mail.Enqueue(ctx, tx, httpx.Logger(ctx), msg, now)
	})
	if err != nil {
		return fmt.Errorf("billing.PreCheckout.Create: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusAccepted, preCheckoutAccepted{Email: in.Email})
}

var errInvalidPayLink = apperr.BadRequest("invalid_token",
	"Link de pagamento inválido ou expirado. Escolham o plano de novo para receber outro link por e-mail.")

// payLinkEmail is the address whose pre-checkout link token is, while the link works.
func payLinkEmail(ctx context.Context, d *db.DB, token string, now time.Time) (string, error) {
	if token == "" || len(token) > 100 {
		return "", errInvalidPayLink
	}
	var email string
	err := d.QueryRowContext(ctx, `SELECT email FROM pre_checkout_emails WHERE token_hash = $1 AND expires_at > $2`,
		auth.HashToken(token), now).Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errInvalidPayLink
	}
	if err != nil {
		return "", fmt.Errorf("billing: pay link: %w", err)
	}
	return email, nil
}

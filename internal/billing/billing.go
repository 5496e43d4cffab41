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
	"github.com/aceito/aceito/internal/plan"
)

// checkoutTTL is how long a checkout link can be paid.
const checkoutTTL = time.Hour

// Session is one purchase in progress.
type Session struct {
	ID        string
	Token     string // secret part of the provider URL (local provider)
	Plan      plan.Plan
	Email     string
	WeddingID string // set when a signed-in couple changes plan; empty for a visitor
}

// Provider is a payment provider. The plan of a wedding changes only when the provider
// confirms a payment (Complete), never because the browser said so.
type Provider interface {
	// CheckoutURL is where the buyer pays for s.
	CheckoutURL(ctx context.Context, s Session) (string, error)
}

// Service runs the purchase flow on top of a Provider.
type Service struct {
	DB       *db.DB
	Provider Provider
	BaseURL  string
	Now      func() time.Time
}

func (s *Service) now() time.Time { return s.Now().UTC() }

type checkoutInput struct {
	Plan  string `json:"plan"`
	Email string `json:"email"`
}

type checkoutResponse struct {
	URL string `json:"url"`
}

var errPlanNotFound = &apperr.Error{Kind: apperr.KindNotFound, Code: "plan_not_found", Message: "Plano não encontrado"}

// Checkout answers POST /api/checkout: it opens a checkout session for the plan and returns the
// provider's URL. A signed-in couple buys for their wedding (the e-mail is the account's); a
// visitor buys for the e-mail typed.
func (s *Service) Checkout(w http.ResponseWriter, r *http.Request) error {
	var in checkoutInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	p, ok := plan.Get(plan.ID(in.Plan))
	if !ok {
		return errPlanNotFound
	}
	sess := Session{ID: uuid.Must(uuid.NewV7()).String(), Plan: p, Email: auth.NormalizeEmail(in.Email)}
	if id, signedIn := auth.IdentityFrom(r.Context()); signedIn {
		sess.WeddingID = id.WeddingID
		if err := s.DB.QueryRowContext(r.Context(), `SELECT email FROM users WHERE id = $1`, id.UserID).Scan(&sess.Email); err != nil {
			return fmt.Errorf("billing.Checkout: account e-mail: %w", err)
		}
	} else {
		f := apperr.Fields{}
		auth.CheckEmail(f, "email", sess.Email)
		if err := f.Err(); err != nil {
			return err
		}
		// A visitor must not change an existing account's plan (that would let anyone downgrade
		// anyone): the couple signs in and changes plan from inside the app.
		var exists int
		err := s.DB.QueryRowContext(r.Context(), `SELECT COUNT(*) FROM users WHERE email = $1`, sess.Email).Scan(&exists)
		if err != nil {
			return fmt.Errorf("billing.Checkout: account lookup: %w", err)
		}
		if exists > 0 {
			return apperr.Conflict("account_exists", "Este e-mail já tem uma conta no Aceito. Entrem na conta para mudar de plano.",
				map[string]string{"email": "account_exists"})
		}
	}
	var tokenHash string
	sess.Token, tokenHash = auth.NewToken()
	now := s.now()
	var wedding any
	if sess.WeddingID != "" {
		wedding = sess.WeddingID
	}
	if _, err := s.DB.ExecContext(r.Context(), `INSERT INTO checkout_sessions (id, token_hash, provider, plan_id, email, wedding_id, status, created_at, expires_at)
		VALUES ($1, $2, 'local', $3, $4, $5, 'open', $6, $7)`,
		sess.ID, tokenHash, string(p.ID), sess.Email, wedding, now, now.Add(checkoutTTL)); err != nil {
		return fmt.Errorf("billing.Checkout: %w", err)
	}
	u, err := s.Provider.CheckoutURL(r.Context(), sess)
	if err != nil {
		return fmt.Errorf("billing.Checkout: provider: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, checkoutResponse{URL: u})
}

var errSessionGone = &apperr.Error{Kind: apperr.KindNotFound, Code: "checkout_not_found",
	Message: "Sessão de pagamento inválida ou expirada. Volte ao site e escolha o plano novamente."}

// openSession returns the open, unexpired session of token.
func (s *Service) openSession(ctx context.Context, token string) (Session, error) {
	var sess Session
	var planID string
	var wedding sql.NullString
	err := s.DB.QueryRowContext(ctx, `SELECT id, plan_id, email, wedding_id FROM checkout_sessions
		WHERE token_hash = $1 AND status = 'open' AND expires_at > $2`, auth.HashToken(token), s.now()).
		Scan(&sess.ID, &planID, &sess.Email, &wedding)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, errSessionGone
	}
	if err != nil {
		return Session{}, fmt.Errorf("billing.openSession: %w", err)
	}
	sess.Plan, _ = plan.Get(plan.ID(planID))
	sess.WeddingID, sess.Token = wedding.String, token
	return sess, nil
}

// Complete records a confirmed payment of the session with token and applies the plan: to the
// session's wedding when a signed-in couple bought it, else as an entitlement that the
// e-mail's sign-up claims (a visitor's payment never changes an existing account). It returns
// where to send the buyer.
func (s *Service) Complete(ctx context.Context, token string) (string, error) {
	now := s.now()
	next := ""
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		var id, planID, email string
		var wedding sql.NullString
		// Checking and closing the session in one statement makes a payment count once.
		err := tx.QueryRowContext(ctx, `UPDATE checkout_sessions SET status = 'paid', completed_at = $1
			WHERE token_hash = $2 AND status = 'open' AND expires_at > $1 RETURNING id, plan_id, email, wedding_id`,
			now, auth.HashToken(token)).Scan(&id, &planID, &email, &wedding)
		if errors.Is(err, sql.ErrNoRows) {
			return errSessionGone
		}
		if err != nil {
			return fmt.Errorf("billing.Complete: %w", err)
		}
		if wedding.Valid {
			if err := setPlan(ctx, tx, wedding.String, planID); err != nil {
				return err
			}
			next = s.BaseURL + "/app?pagamento=sucesso"
			return nil
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO plan_entitlements (id, email, plan_id, checkout_session_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
			uuid.Must(uuid.NewV7()).String(), email, planID, id, now); err != nil {
			return fmt.Errorf("billing.Complete: entitlement: %w", err)
		}
		next = s.BaseURL + "/auth?pagamento=sucesso&email=" + url.QueryEscape(email)
		return nil
	})
	return next, err
}

func setPlan(ctx context.Context, tx *sql.Tx, weddingID, planID string) error {
	if _, err := tx.ExecContext(ctx, `UPDATE weddings SET plan_id = $1, subscription_status = 'active', data_version = data_version + 1 WHERE id = $2`,
		planID, weddingID); err != nil {
		return fmt.Errorf("billing.setPlan: %w", err)
	}
	return nil
}

// ClaimEntitlement gives a new account's wedding the newest plan paid for its e-mail before the
// account existed. The sign-up transaction calls it.
func ClaimEntitlement(ctx context.Context, tx *sql.Tx, email, weddingID string, now time.Time) error {
	var id, planID string
	err := tx.QueryRowContext(ctx, `SELECT id, plan_id FROM plan_entitlements WHERE email = $1 AND claimed_at IS NULL
		ORDER BY created_at DESC LIMIT 1`, email).Scan(&id, &planID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("billing.ClaimEntitlement: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE plan_entitlements SET claimed_at = $1, claimed_wedding_id = $2 WHERE email = $3 AND claimed_at IS NULL`,
		now, weddingID, email); err != nil {
		return fmt.Errorf("billing.ClaimEntitlement: %w", err)
	}
	return setPlan(ctx, tx, weddingID, planID)
}

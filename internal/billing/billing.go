package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// checkoutTTL is how long a checkout link can be paid.
const checkoutTTL = time.Hour

// Session is one purchase in progress.
type Session struct {
	ID        string
	Token     string // secret that binds the checkout to the buyer's browser and the local page
	Plan      plan.Plan
	Email     string
	WeddingID string // set when a signed-in couple changes plan; empty for a visitor
	// CustomerID is the provider's customer of the wedding, when it already has one.
	CustomerID string
	// Discount is the launch offer this checkout holds a place for; nil pays full price.
	Discount *Discount
}

// Provider is a payment provider. The plan of a wedding changes only when the provider
// confirms a payment or reports a subscription change, never because the browser said so.
type Provider interface {
	Name() string
	// StartCheckout returns where the buyer pays for s, and the provider's id of that checkout
	// (empty when the provider has none).
	StartCheckout(ctx context.Context, s Session) (url, ref string, err error)
	// PortalURL is where the couple of weddingID manages the subscription.
	PortalURL(ctx context.Context, weddingID, customerID string) (string, error)
	// SetCancelAtPeriodEnd asks the provider to stop (cancel=true) or resume renewing the
	// subscription at the end of the paid period.
	SetCancelAtPeriodEnd(ctx context.Context, subscriptionID string, cancel bool) error
}

// PlanChanger is a provider whose subscriptions change plan in place (no second checkout).
type PlanChanger interface {
	ChangePlan(ctx context.Context, subscriptionID string, to plan.Plan) error
}

// Confirmer is a provider that can tell, server to server, whether a checkout was paid.
type Confirmer interface {
	Confirm(ctx context.Context, ref string) (pay Payment, paid bool, err error)
}

// Service runs the purchase flow on top of a Provider.
type Service struct {
	DB       *db.DB
	Auth     *auth.Auth
	Provider Provider
	BaseURL  string
	Now      func() time.Time
	// SupportWhatsApp (ACEITO_SUPPORT_WHATSAPP) is shown to weddings whose plan has
	// whatsapp_support; nil when the operator has no WhatsApp.
	SupportWhatsApp *Contact
	// Changed, when set, is told after a commit that changed a wedding's plan or status outside
	// a member's own request (a payment page, the provider's return or webhook), so that every
	// open tab of the wedding learns it (the realtime broker).
	Changed func(ctx context.Context, weddingID string)
}

// changed calls Changed for each wedding.
func (s *Service) changed(ctx context.Context, weddingIDs ...string) {
	if s.Changed == nil {
		return
	}
	for _, id := range weddingIDs {
		if id != "" {
			s.Changed(context.WithoutCancel(ctx), id)
		}
	}
}

func (s *Service) now() time.Time { return s.Now().UTC() }

type checkoutInput struct {
	Plan string `json:"plan"`
	// Token is a visitor's pre-checkout link token: the e-mail the purchase is for, proven.
	Token string `json:"token"`
}

type checkoutResponse struct {
	URL string `json:"url"`
}

var errPlanNotFound = &apperr.Error{Kind: apperr.KindNotFound, Code: "plan_not_found", Message: "Plano não encontrado"}

var (
	errPastDue = apperr.Conflict("subscription_past_due",
		"O último pagamento da assinatura não foi aprovado. Atualizem a forma de pagamento em 'Gerenciar assinatura' antes de mudar de plano.", nil)
	errUpgradeNotPaid = apperr.Conflict("upgrade_not_paid",
		"O pagamento da mudança de plano não foi aprovado, e o plano continua o mesmo. Confiram o cartão em 'Gerenciar assinatura' e tentem de novo.", nil)
)

// Checkout answers POST /api/checkout: it opens a checkout session for the plan and returns the
// provider's URL. A signed-in couple buys for their wedding (the e-mail is the account's); a
// visitor buys for the e-mail of the pre-checkout link it opened (token), so only whoever reads
// that inbox can start it.
func (s *Service) Checkout(w http.ResponseWriter, r *http.Request) error {
	var in checkoutInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	p, ok := plan.Get(plan.ID(in.Plan))
	if !ok {
		return errPlanNotFound
	}
	sess := Session{ID: uuid.Must(uuid.NewV7()).String(), Plan: p}
	if id, signedIn := auth.IdentityFrom(r.Context()); signedIn {
		sess.WeddingID = id.WeddingID
		var customer, subscription sql.NullString
		if err := s.DB.QueryRowContext(r.Context(), `SELECT u.email, w.billing_customer_id, w.billing_subscription_id
			FROM users u, weddings w WHERE u.id = $1 AND w.id = $2`, id.UserID, id.WeddingID).Scan(&sess.Email, &customer, &subscription); err != nil {
			return fmt.Errorf("billing.Checkout: account e-mail: %w", err)
		}
		sess.CustomerID = customer.String
		sub, err := wedding.GetSubscription(r.Context(), s.DB, id.WeddingID)
		if err != nil {
			return err
		}
		st := sub.StatusAt(s.now())
		if st == wedding.StatusPastDue {
			// The unpaid invoice comes first: a plan change now would pile a second charge on a
			// card that is already failing.
			return errPastDue
		}
		if changer, ok := s.Provider.(PlanChanger); ok && subscription.Valid && st == wedding.StatusActive {
			err := changer.ChangePlan(r.Context(), subscription.String, p)
			if errors.Is(err, ErrUpgradeNotPaid) {
				return errUpgradeNotPaid
			}
			if err != nil {
				return fmt.Errorf("billing.Checkout: %w", err)
			}
			// The difference was charged now. The page shows the plan once the provider's event
			// arrives.
			return httpx.WriteJSON(w, http.StatusOK, checkoutResponse{URL: s.BaseURL + "/app/profile#assinatura"})
		}
	} else {
		var err error
		if sess.Email, err = payLinkEmail(r.Context(), s.DB, strings.TrimSpace(in.Token), s.now()); err != nil {
			return err
		}
		// A visitor must not change an existing account's plan (that would let anyone downgrade
		// anyone): the couple signs in and changes plan from inside the app. Whoever gets here
		// opened the link e-mailed to the address, so saying so reveals nothing.
		var exists int
		err = s.DB.QueryRowContext(r.Context(), `SELECT COUNT(*) FROM users WHERE email = $1`, sess.Email).Scan(&exists)
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
	// The browser gets its own secret: the page token travels in a URL (history, logs, a shared
	// link) and must not be enough to sign in to the account a payment creates.
	browserToken, browserHash := auth.NewToken()
	now := s.now()
	// The session is stored before the provider is asked, in the transaction that reserves the
	// launch discount, so that concurrent checkouts count each other's reservations.
	err := s.DB.InTx(r.Context(), func(tx *sql.Tx) error {
		var err error
		if sess.Discount, err = reserveOffer(r.Context(), tx, sess.WeddingID, now); err != nil {
			return err
		}
		var pct, months any
		if sess.Discount != nil {
			pct, months = sess.Discount.PercentOff, sess.Discount.Months
		}
		_, err = tx.ExecContext(r.Context(), `INSERT INTO checkout_sessions
				(id, token_hash, browser_token_hash, provider, plan_id, email, wedding_id, status, created_at, expires_at,
				 offer_percent_off, offer_months)
			VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $10, $11)`,
			sess.ID, tokenHash, browserHash, s.Provider.Name(), string(p.ID), sess.Email, nullIfEmpty(sess.WeddingID),
			now, now.Add(checkoutTTL), pct, months)
		return err
	})
	if err != nil {
		return fmt.Errorf("billing.Checkout: %w", err)
	}
	u, ref, err := s.Provider.StartCheckout(r.Context(), sess)
	if err == nil && ref != "" {
		_, err = s.DB.ExecContext(r.Context(), `UPDATE checkout_sessions SET provider_ref = $1 WHERE id = $2`, ref, sess.ID)
	}
	if err != nil {
		// The unusable session goes, and its reserved place with it. A background context: the
		// request's may be what failed.
		if _, delErr := s.DB.ExecContext(context.WithoutCancel(r.Context()), `DELETE FROM checkout_sessions WHERE id = $1`, sess.ID); delErr != nil {
			httpx.Logger(r.Context()).Error("billing: drop failed checkout", "checkout_session", sess.ID, "err", delErr)
		}
		return fmt.Errorf("billing.Checkout: provider: %w", err)
	}
	s.setCheckoutCookie(w, browserToken)
	return httpx.WriteJSON(w, http.StatusOK, checkoutResponse{URL: u})
}

var errSessionGone = &apperr.Error{Kind: apperr.KindNotFound, Code: "checkout_not_found",
	Message: "Sessão de pagamento inválida ou expirada. Volte ao site e escolha o plano novamente."}

// openSession returns the open, unexpired session of token.
func (s *Service) openSession(ctx context.Context, token string) (Session, error) {
	var sess Session
	var planID string
	var wedding sql.NullString
	// Only checkouts of the local provider have a local page: a Stripe checkout's secret must
	// never be payable here.
	var pct, months sql.NullInt64
	err := s.DB.QueryRowContext(ctx, `SELECT id, plan_id, email, wedding_id, offer_percent_off, offer_months FROM checkout_sessions
		WHERE token_hash = $1 AND provider = 'local' AND status = 'open' AND expires_at > $2`, auth.HashToken(token), s.now()).
		Scan(&sess.ID, &planID, &sess.Email, &wedding, &pct, &months)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, errSessionGone
	}
	if err != nil {
		return Session{}, fmt.Errorf("billing.openSession: %w", err)
	}
	sess.Plan, _ = plan.Get(plan.ID(planID))
	sess.WeddingID, sess.Token = wedding.String, token
	if pct.Valid {
		sess.Discount = &Discount{PercentOff: int(pct.Int64), Months: int(months.Int64)}
	}
	return sess, nil
}

// Payment is a provider's confirmation that a checkout was paid.
type Payment struct {
	CustomerID     string    // the provider's customer id; empty for the local provider
	SubscriptionID string    // the provider's subscription id; empty for the local provider
	PeriodEnd      time.Time // end of the paid period
	// ReportedAt is when the provider produced this state (its event's time); zero for local.
	ReportedAt time.Time
	// AmountCents is what the provider charged for the first period (Stripe's amount_total,
	// discount included); zero when the provider does not say (local: computed here).
	AmountCents int64
}

// completeTx records the payment of the open checkout session that where selects (a condition
// on checkout_sessions with $2 as its argument; $1 is now) and applies the plan: to the
// session's wedding when a signed-in couple bought it, else to a new account and wedding for the
// paid e-mail, whose owner gets a 'defina sua senha' e-mail. It returns the wedding whose plan
// changed ("" when none did). A session already paid or not found gives errSessionGone.
func (s *Service) completeTx(ctx context.Context, tx *sql.Tx, where string, arg any, pay Payment) (string, error) {
	now := s.now()
	var id, planID, email string
	var wedding sql.NullString
	var offerPct sql.NullInt64
	// Checking and closing the session in one statement makes a payment count once.
	err := tx.QueryRowContext(ctx, `UPDATE checkout_sessions SET status = 'paid', completed_at = $1
		WHERE status = 'open' AND `+where+` RETURNING id, plan_id, email, wedding_id, offer_percent_off`, now, arg).
		Scan(&id, &planID, &email, &wedding, &offerPct)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errSessionGone
	}
	if err != nil {
		return "", fmt.Errorf("billing.complete: %w", err)
	}
	if err := s.recordCharge(ctx, tx, id, planID, offerPct, pay); err != nil {
		return "", err
	}
	weddingID := wedding.String
	if !wedding.Valid {
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM users WHERE email = $1`, email).Scan(&exists); err != nil {
			return "", fmt.Errorf("billing.complete: account lookup: %w", err)
		}
		if exists == 0 {
			weddingID, err = s.createBuyer(ctx, tx, id, email, planID, now)
		}
		if exists > 0 || errors.Is(err, auth.ErrEmailTaken) {
			// The e-mail got an account between checkout and payment. A visitor's payment never
			// changes an existing account (it could downgrade it): the payment is recorded as
			// unapplied for support to settle (`aceito plan set` or a refund).
			httpx.Logger(ctx).Error("billing: visitor paid for an e-mail that has an account; not applied",
				"checkout_session", id, "plan", planID, "customer", pay.CustomerID, "subscription", pay.SubscriptionID)
			_, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET unapplied_reason = 'account_exists' WHERE id = $1`, id)
			return "", err
		}
		if err != nil {
			return "", fmt.Errorf("billing.complete: buyer: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET paid_wedding_id = $1 WHERE id = $2`, weddingID, id); err != nil {
		return "", fmt.Errorf("billing.complete: paid wedding: %w", err)
	}
	return weddingID, applyPayment(ctx, tx, weddingID, planID, pay)
}

// recordCharge claims the launch place a paid checkout reserved, and records the outcome and
// what the first period was charged. The local provider charges the discounted price only when
// the claim succeeds; a Stripe session carried its coupon since checkout, so Stripe's amount is
// recorded as charged, and a discount Stripe applied with no place left (the places were
// lowered or the offer turned off meanwhile) is honoured and recorded as over_limit.
func (s *Service) recordCharge(ctx context.Context, tx *sql.Tx, id, planID string, offerPct sql.NullInt64, pay Payment) error {
	p, _ := plan.Get(plan.ID(planID))
	amount := p.PriceCents
	var outcome any
	if offerPct.Valid {
		claimed, err := claimOffer(ctx, tx)
		if err != nil {
			return err
		}
		discounted := DiscountedCents(p.PriceCents, int(offerPct.Int64))
		switch {
		case claimed:
			outcome, amount = "claimed", discounted
		case pay.AmountCents > 0 && pay.AmountCents < p.PriceCents:
			outcome = "over_limit"
			httpx.Logger(ctx).Error("billing: launch discount paid with no place left; honoured", "checkout_session", id,
				"amount_cents", pay.AmountCents)
		default:
			outcome = "lost"
		}
	}
	if pay.AmountCents > 0 {
		amount = pay.AmountCents
	}
	if _, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET offer_outcome = $1, amount_cents = $2 WHERE id = $3`,
		outcome, amount, id); err != nil {
		return fmt.Errorf("billing.recordCharge: %w", err)
	}
	return nil
}

// createBuyer creates the account and wedding of a visitor who paid, and e-mails the link to
// choose a password. The account's password is random until then.
func (s *Service) createBuyer(ctx context.Context, tx *sql.Tx, checkoutID, email, planID string, now time.Time) (string, error) {
	random, _ := auth.NewToken()
	hash, err := auth.HashPassword(ctx, random)
	if err != nil {
		return "", err
	}
	first, _, _ := strings.Cut(email, "@")
	acc, err := auth.CreateAccount(ctx, tx, auth.NewAccount{Email: email, PasswordHash: hash, FirstName: first}, now)
	if err != nil {
		return "", err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET created_user_id = $1 WHERE id = $2`, acc.UserID, checkoutID); err != nil {
		return "", fmt.Errorf("record buyer: %w", err)
	}
	p, _ := plan.Get(plan.ID(planID))
	if err := s.Auth.SendSetPasswordLink(ctx, tx, acc.UserID, email, p.Name); err != nil {
		return "", err
	}
	return acc.WeddingID, nil
}

// applyPayment puts the wedding on the paid plan until the period's end.
func applyPayment(ctx context.Context, tx *sql.Tx, weddingID, planID string, pay Payment) error {
	var end, reported any
	if !pay.PeriodEnd.IsZero() {
		end = pay.PeriodEnd.UTC()
	}
	if !pay.ReportedAt.IsZero() {
		reported = pay.ReportedAt.UTC()
	}
	if _, err := tx.ExecContext(ctx, `UPDATE weddings SET plan_id = $1, subscription_status = 'active', plan_expires_at = $2,
			cancel_at_period_end = FALSE, data_version = data_version + 1, billing_synced_at = $6,
			billing_customer_id = COALESCE($3, billing_customer_id), billing_subscription_id = COALESCE($4, billing_subscription_id)
		WHERE id = $5`, planID, end, nullIfEmpty(pay.CustomerID), nullIfEmpty(pay.SubscriptionID), weddingID, reported); err != nil {
		return fmt.Errorf("billing.applyPayment: %w", err)
	}
	return notifyPlan(ctx, tx, weddingID, planID, pay.PeriodEnd)
}

// notifyPlan tells the couple, in the payment's transaction, which plan is now active and until
// when (the date in the wedding's time zone).
func notifyPlan(ctx context.Context, tx *sql.Tx, weddingID, planID string, end time.Time) error {
	p, _ := plan.Get(plan.ID(planID))
	msg := "Plano " + p.Name + " ativo."
	if !end.IsZero() {
		loc, err := wedding.Location(ctx, tx, weddingID)
		if err != nil {
			return fmt.Errorf("billing.notifyPlan: %w", err)
		}
		msg = "Plano " + p.Name + " ativo até " + end.In(loc).Format(ptbr.DateLayout) + "."
	}
	_, err := notification.Create(ctx, tx, notification.Notification{WeddingID: weddingID, Type: notification.Success,
		Title: "Assinatura atualizada", Message: msg, Priority: 3, Link: ptr("/app/profile")})
	return err
}

func ptr[T any](v T) *T { return &v }

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// checkoutCookie binds a checkout to the browser that started it, so that only that browser is
// signed in when a visitor's payment creates the account.
const checkoutCookie = "aceito_checkout"

func (s *Service) setCheckoutCookie(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{Name: checkoutCookie, Value: token, Path: "/billing/", MaxAge: int(checkoutTTL.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: strings.HasPrefix(s.BaseURL, "https://")})
}

func (s *Service) clearCheckoutCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: checkoutCookie, Path: "/billing/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: strings.HasPrefix(s.BaseURL, "https://")})
}

// Return answers GET /billing/return, where the provider sends the buyer after paying. The
// browser that started a visitor's checkout is signed in to the account the payment created
// (once); a signed-in couple goes back to the app; anyone else is told to sign in.
func (s *Service) Return(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	if _, signedIn := auth.IdentityFrom(ctx); signedIn {
		http.Redirect(w, r, "/app?pagamento=sucesso", http.StatusSeeOther)
		return nil
	}
	ck, err := r.Cookie(checkoutCookie)
	if err != nil || ck.Value == "" {
		http.Redirect(w, r, "/auth?pagamento=sucesso", http.StatusSeeOther)
		return nil
	}
	hash := auth.HashToken(ck.Value)
	if err := s.confirmWithProvider(ctx, hash); err != nil {
		return err
	}
	var userID, weddingID string
	err = s.DB.QueryRowContext(ctx, `UPDATE checkout_sessions SET signed_in_at = $1
		WHERE browser_token_hash = $2 AND status = 'paid' AND created_user_id IS NOT NULL AND signed_in_at IS NULL
		RETURNING created_user_id`, s.now(), hash).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		var paidEmail string
		if err := s.DB.QueryRowContext(ctx, `SELECT email FROM checkout_sessions WHERE browser_token_hash = $1 AND status = 'paid'`, hash).
			Scan(&paidEmail); err != nil {
			// Not paid (yet): the cookie stays, so coming back here later still signs in; the
			// provider's event finishes the purchase and the buyer also learns by e-mail.
			http.Redirect(w, r, "/auth?pagamento=processando", http.StatusSeeOther)
			return nil
		}
		s.clearCheckoutCookie(w)
		http.Redirect(w, r, "/auth?pagamento=sucesso&email="+url.QueryEscape(paidEmail), http.StatusSeeOther)
		return nil
	}
	if err != nil {
		return fmt.Errorf("billing.Return: %w", err)
	}
	if err := s.DB.QueryRowContext(ctx, `SELECT wedding_id FROM wedding_members WHERE user_id = $1`, userID).Scan(&weddingID); err != nil {
		return fmt.Errorf("billing.Return: wedding: %w", err)
	}
	if err := s.Auth.StartSession(ctx, w, userID, weddingID); err != nil {
		return fmt.Errorf("billing.Return: %w", err)
	}
	s.clearCheckoutCookie(w)
	http.Redirect(w, r, "/app?pagamento=sucesso&conta=nova", http.StatusSeeOther)
	return nil
}

// confirmWithProvider asks the provider, server to server, whether a still-open checkout was
// paid, and completes it if so (the provider's webhook may not have arrived yet).
func (s *Service) confirmWithProvider(ctx context.Context, browserHash string) error {
	c, ok := s.Provider.(Confirmer)
	if !ok {
		return nil
	}
	var ref sql.NullString
	err := s.DB.QueryRowContext(ctx, `SELECT provider_ref FROM checkout_sessions WHERE browser_token_hash = $1 AND status = 'open'`, browserHash).Scan(&ref)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !ref.Valid) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("billing.confirm: %w", err)
	}
	pay, paid, err := c.Confirm(ctx, ref.String)
	if err != nil || !paid {
		return err
	}
	pay.ReportedAt = s.now()
	var weddingID string
	err = s.DB.InTx(ctx, func(tx *sql.Tx) (err error) {
		weddingID, err = s.completeTx(ctx, tx, "provider_ref = $2", ref.String, pay)
		return err
	})
	if errors.Is(err, errSessionGone) {
		return nil // the webhook won the race
	}
	if err == nil {
		s.changed(ctx, weddingID)
	}
	return err
}

// DeleteExpired removes checkout sessions that were never paid and can no longer be.
func (s *Service) DeleteExpired(ctx context.Context) error {
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM checkout_sessions WHERE status = 'open' AND expires_at < $1`,
		s.now().Add(-24*time.Hour)); err != nil {
		return fmt.Errorf("billing.DeleteExpired: %w", err)
	}
	return nil
}

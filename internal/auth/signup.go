package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/ratelimit"
)

// Sign-up proves the e-mail before any account exists (issue 11, enumeration). POST
// /api/auth/signup answers 202 {"email"} whether or not the address has an account, after the
// same work in both cases (one password hash, one token row, one e-mail):
//   - a new address gets 'Confirme seu e-mail', a one-time link valid for signUpTTL; the sign-up
//     waits in pending_signups (latest wins) and the account, its wedding and the free trial are
//     created only when the link is opened (ConfirmSignUp), which signs the browser in;
//   - an address with an account gets 'Alguém tentou criar uma conta com seu e-mail', with the
//     sign-in page and a one-time password-reset link; the account does not change.
//
// A pending sign-up never holds the address: it creates no user, any later sign-up replaces it,
// and maintenance deletes it once expired.

// signUpTTL is how long a 'Confirme seu e-mail' link works.
const signUpTTL = 24 * time.Hour

// SignUpNoticeSubject is the e-mail the owner of an address gets when someone signs up with it.
const SignUpNoticeSubject = "Alguém tentou criar uma conta com seu e-mail"

// SignUpConfirmSubject is the e-mail with the link that creates the account.
const SignUpConfirmSubject = "Confirme seu e-mail"

// signUpAccepted is the one answer of sign-up and of its resend, whoever owns the address.
type signUpAccepted struct {
	Email string `json:"email"`
}

// SignUp records a sign-up and e-mails the address: the confirmation link when it has no account,
// the owner's notice when it has one. The answer is the same either way. POST /api/auth/signup
func (a *Auth) SignUp(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	var in SignUpInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	// Counted for every valid sign-up, so the limit says nothing about the address either.
	if err := a.limits.Hit(ctx, ratelimit.SignUpEmail, in.Email); err != nil {
		return err
	}
	// The hash comes after the cheap checks, and both cases pay it: an address with an account
	// must take as long to answer as a new one.
	hash, err := HashPassword(ctx, in.Password)
	if err != nil {
		return err
	}
	now := a.now()
	// The browser's secret is set whoever owns the address, so the answer stays the same.
	browser, browserHash := NewToken()
	err = a.db.InTx(ctx, func(tx *sql.Tx) error {
		userID, found, err := userByEmail(ctx, tx, in.Email)
		if err != nil {
			return err
		}
		if found {
			return a.sendSignUpNotice(ctx, tx, userID, in.Email, now)
		}
		token, tokenHash := NewToken()
		if _, err := tx.ExecContext(ctx, `INSERT INTO pending_signups (email, token_hash, password_hash, first_name, last_name, created_at, expires_at, browser_hash)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			ON CONFLICT (email) DO UPDATE SET token_hash = excluded.token_hash, password_hash = excluded.password_hash,
				first_name = excluded.first_name, last_name = excluded.last_name, created_at = excluded.created_at,
				expires_at = excluded.expires_at, browser_hash = excluded.browser_hash`,
			in.Email, tokenHash, hash, in.FirstName, in.LastName, now, now.Add(signUpTTL), browserHash); err != nil {
			return fmt.Errorf("store pending sign-up: %w", err)
		}
		return a.sendSignUpLink(ctx, tx, in.Email, in.FirstName, token, now)
	})
	if err != nil {
		return fmt.Errorf("auth.SignUp: %w", err)
	}
	http.SetCookie(w, &http.Cookie{Name: signUpCookie, Value: browser, Path: signUpCookiePath, MaxAge: int(signUpTTL.Seconds()),
		HttpOnly: true, Secure: a.opts.SecureCookies, SameSite: http.SameSiteLaxMode})
	return httpx.WriteJSON(w, http.StatusAccepted, signUpAccepted{Email: in.Email})
}

type resendInput struct {
	Email string `json:"email"`
}

// ResendSignUp sends the e-mail of a sign-up again ('Reenviar e-mail'): a fresh confirmation
// link for a pending sign-up (the earlier link stops working), the owner's notice for an address
// with an account, nothing otherwise; the answer is the same in every case.
// POST /api/auth/signup/resend
func (a *Auth) ResendSignUp(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	var in resendInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = NormalizeEmail(in.Email)
	f := apperr.Fields{}
	CheckEmail(f, "email", in.Email)
	if err := f.Err(); err != nil {
		return err
	}
	if err := a.limits.Hit(ctx, ratelimit.SignUpResendEmail, in.Email); err != nil {
		return err
	}
	now := a.now()
	err := a.db.InTx(ctx, func(tx *sql.Tx) error {
		userID, found, err := userByEmail(ctx, tx, in.Email)
		if err != nil {
			return err
		}
		if found {
			return a.sendSignUpNotice(ctx, tx, userID, in.Email, now)
		}
		token, tokenHash := NewToken()
		var first string
		err = tx.QueryRowContext(ctx, `UPDATE pending_signups SET token_hash = $1, expires_at = $2
			WHERE email = $3 AND expires_at > $4 RETURNING first_name`, tokenHash, now.Add(signUpTTL), in.Email, now).Scan(&first)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("renew pending sign-up: %w", err)
		}
		return a.sendSignUpLink(ctx, tx, in.Email, first, token, now)
	})
	if err != nil {
		return fmt.Errorf("auth.ResendSignUp: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusAccepted, signUpAccepted{Email: in.Email})
}

// signUpCookie holds the secret of the browser that signed up (its hash is in pending_signups):
// the 'Confirme seu e-mail' link opened there needs nothing more.
const (
	signUpCookie     = "aceito_signup"
	signUpCookiePath = "/api/auth/signup"
)

type confirmSignUpInput struct {
	Token string `json:"token"`
	// Password is asked for only when the link is opened in another browser than the one that
	// signed up (password_required).
	Password string `json:"password"`
}

var errInvalidSignUpToken = apperr.BadRequest("invalid_token", "Link inválido ou expirado. Crie a conta de novo para receber outro link.")

// errConfirmedAccountExists answers a confirmation link whose address got an account meanwhile
// (a purchase, say). Whoever opens the link has the inbox, so saying so reveals nothing.
var errConfirmedAccountExists = apperr.Conflict("email_taken",
	"Este e-mail já tem uma conta no Aceito. Entre com a sua senha ou use 'Esqueci minha senha'.", nil)

var (
	errSignUpPasswordRequired = apperr.Unauthenticated("password_required",
		"Para sua segurança, digite a senha que você escolheu ao criar a conta.")
	errSignUpPasswordWrong = apperr.Unauthenticated("wrong_password",
		"Esta não é a senha escolhida ao criar a conta. Se não foi você quem pediu este cadastro, crie a conta de novo.")
)

// ConfirmSignUp opens a 'Confirme seu e-mail' link, once: it creates the account with its
// wedding on the free trial, as sign-up did before it needed the link, and signs the browser
// in. The account gets the password typed at sign-up, and that may be a stranger's: anyone can
// sign up with someone else's address, and the owner, signing up too, might open the stranger's
// link (the latest wins) and use an account whose password the stranger knows (pre-account
// hijacking). So the link works as is only in the browser that signed up (its cookie); opened
// anywhere else it asks for that password (password_required), which proves the same.
// POST /api/auth/signup/confirm
func (a *Auth) ConfirmSignUp(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	var in confirmSignUpInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Token = strings.TrimSpace(in.Token)
	if in.Token == "" || len(in.Token) > 100 {
		return errInvalidSignUpToken
	}
	if len(in.Password) > maxPasswordBytes {
		return errSignUpPasswordWrong
	}
	now := a.now()
	var pending string
	var browserHash sql.NullString
	var hasAccount bool
	err := a.db.QueryRowContext(ctx, `SELECT p.password_hash, p.browser_hash, EXISTS (SELECT 1 FROM users u WHERE u.email = p.email)
		FROM pending_signups p WHERE p.token_hash = $1 AND p.expires_at > $2`,
		HashToken(in.Token), now).Scan(&pending, &browserHash, &hasAccount)
	if errors.Is(err, sql.ErrNoRows) {
		return errInvalidSignUpToken
	}
	if err != nil {
		return fmt.Errorf("auth.ConfirmSignUp: %w", err)
	}
	if hasAccount {
		return errConfirmedAccountExists
	}
	ck, _ := r.Cookie(signUpCookie)
	if ck == nil || ck.Value == "" || !browserHash.Valid || HashToken(ck.Value) != browserHash.String {
		if in.Password == "" {
			return errSignUpPasswordRequired
		}
		// The hash runs outside any transaction, so no write lock waits on it.
		ok, err := CheckPassword(ctx, pending, in.Password)
		if err != nil {
			return err
		}
		if !ok {
			return errSignUpPasswordWrong
		}
	}
	var id Identity
	var token string
	var expires time.Time
	err = a.db.InTx(ctx, func(tx *sql.Tx) error {
		var p NewAccount
		// Deleting the row in the statement that checks it makes the link single-use even under
		// concurrent requests; the password must still be the one checked above.
		err := tx.QueryRowContext(ctx, `DELETE FROM pending_signups WHERE token_hash = $1 AND expires_at > $2 AND password_hash = $3
			RETURNING email, password_hash, first_name, last_name`, HashToken(in.Token), now, pending).
			Scan(&p.Email, &p.PasswordHash, &p.FirstName, &p.LastName)
		if errors.Is(err, sql.ErrNoRows) {
			return errInvalidSignUpToken
		}
		if err != nil {
			return fmt.Errorf("auth.ConfirmSignUp: %w", err)
		}
		p.Trial = true
		acc, err := CreateAccount(ctx, tx, p, now)
		if errors.Is(err, ErrEmailTaken) {
			return errConfirmedAccountExists
		}
		if err != nil {
			return fmt.Errorf("auth.ConfirmSignUp: %w", err)
		}
		id = Identity{UserID: acc.UserID, WeddingID: acc.WeddingID}
		token, expires, err = a.createSession(ctx, tx, acc.UserID, acc.WeddingID, now)
		return err
	})
	if err != nil {
		return err
	}
	a.setCookie(w, token, expires)
	http.SetCookie(w, &http.Cookie{Name: signUpCookie, Path: signUpCookiePath, MaxAge: -1, HttpOnly: true,
		Secure: a.opts.SecureCookies, SameSite: http.SameSiteLaxMode})
	return a.writeSession(w, r, http.StatusCreated, id)
}

// userByEmail returns the id of the user with the address, if there is one.
func userByEmail(ctx context.Context, tx *sql.Tx, email string) (string, bool, error) {
	var id string
	err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, email).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("auth: user by e-mail: %w", err)
	}
	return id, true, nil
}

// sendSignUpLink queues 'Confirme seu e-mail' with the link that creates the account.
func (a *Auth) sendSignUpLink(ctx context.Context, tx *sql.Tx, email, firstName, token string, now time.Time) error {
	link := a.opts.BaseURL + "/auth/confirmar?token=" + url.QueryEscape(token)
	return mail.Enqueue(ctx, tx, logger(ctx), mail.Message{
		To:      email,
		Subject: SignUpConfirmSubject,
		Body: "Olá, " + firstName + "!\n\nPara criar a sua conta no Aceito, confirme este e-mail abrindo o link abaixo " +
			"(válido por 24 horas, uma única vez). O teste grátis começa quando a conta for criada.\n\n" +
			link + "\n\nSe você não pediu para criar uma conta, ignore este e-mail: nenhuma conta será criada.\n",
	}, now)
}

// sendSignUpNotice queues 'Alguém tentou criar uma conta com seu e-mail' to the owner of an
// address, with the sign-in page and a one-time reset link (the owner may have forgotten the
// account, or the password).
func (a *Auth) sendSignUpNotice(ctx context.Context, tx *sql.Tx, userID, email string, now time.Time) error {
	token, hash := NewToken()
	if _, err := tx.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		hash, userID, now, now.Add(changedNoticeTTL)); err != nil {
		return fmt.Errorf("auth.sendSignUpNotice: %w", err)
	}
	return mail.Enqueue(ctx, tx, logger(ctx), mail.Message{
		To:      email,
		Subject: SignUpNoticeSubject,
		Body: "Olá!\n\nAlguém tentou criar uma conta no Aceito com este e-mail, que já tem uma conta. " +
			"Nenhuma conta nova foi criada e nada mudou na sua.\n\n" +
			"Se foi você, é só entrar:\n\n" + a.opts.BaseURL + "/auth\n\n" +
			"Se esqueceu a senha, escolha uma nova pelo link abaixo (válido por 24 horas, uma única vez):\n\n" +
			a.opts.BaseURL + "/auth/nova-senha?token=" + url.QueryEscape(token) + "\n\n" +
			"Se não foi você, ignore este e-mail: sua senha continua a mesma.\n",
	}, now)
}

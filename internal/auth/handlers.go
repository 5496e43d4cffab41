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

// resetTTL is how long an e-mailed password-reset link works.
const resetTTL = time.Hour

var errInvalidCredentials = apperr.Unauthenticated("invalid_credentials", "E-mail ou senha incorretos.")

// dummyHash is checked when the e-mail is unknown, so a wrong address and a wrong password take
// the same time to answer.
var dummyHash = "$argon2id$v=19$m=7168,t=5,p=1$c29tZXNhbHRzb21lc2FsdA$Zt5b0p7TrqGmvyC0dY9s7o8WUJhR6h3o1rX0Wc2gS9E"

var errDeletionPending = apperr.Forbidden("account_deletion_pending",
	"A exclusão desta conta está agendada. Para voltar a usá-la, abra o link 'Cancelar exclusão' que enviamos por e-mail.")

type signInInput struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// SignIn checks the credentials, with throttling, and starts a session. POST /api/auth/signin
func (a *Auth) SignIn(w http.ResponseWriter, r *http.Request) error {
	var in signInInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = NormalizeEmail(in.Email)
	f := apperr.Fields{}
	CheckEmail(f, "email", in.Email)
	if in.Password == "" {
		f.Add("password", "required")
	} else if len(in.Password) > maxPasswordBytes {
		f.Add("password", "too_long")
	}
	if err := f.Err(); err != nil {
		return err
	}
	keys := throttleKeys(in.Email, a.clientIP(r))
	if err := a.countAttempt(r.Context(), keys); err != nil {
		return err
	}
	cred, found, err := a.credentialsByEmail(r.Context(), in.Email)
	if err != nil {
		return err
	}
	hash := cred.hash
	if !found {
		hash = dummyHash
	}
	ok, err := CheckPassword(r.Context(), hash, in.Password)
	if errors.Is(err, errBusy) {
		// Nothing was checked: the attempt is given back.
		if err := a.succeeded(r.Context(), keys[0], keys[1]); err != nil {
			return err
		}
		return errBusy
	}
	if err != nil {
		return fmt.Errorf("auth.SignIn: %w", err)
	}
	if !found || !ok {
		logger(r.Context()).Info("sign-in failed", "email_known", found)
		return errInvalidCredentials
	}
	if err := a.succeeded(r.Context(), keys[0], keys[1]); err != nil {
		return err
	}
	if cred.deletionPending { // told only to whoever knows the password
		return errDeletionPending
	}
	token, expires, err := a.createSession(r.Context(), a.db, cred.userID, cred.weddingID, a.now())
	if err != nil {
		return err
	}
	a.setCookie(w, token, expires)
	return a.writeSession(w, r, http.StatusOK, Identity{UserID: cred.userID, WeddingID: cred.weddingID})
}

// SignOut ends the current session, if any. POST /api/auth/signout
func (a *Auth) SignOut(w http.ResponseWriter, r *http.Request) error {
	if id, ok := IdentityFrom(r.Context()); ok {
		if _, err := a.db.ExecContext(r.Context(), `DELETE FROM sessions WHERE id = $1`, id.SessionID); err != nil {
			return fmt.Errorf("auth.SignOut: %w", err)
		}
	}
	a.clearCookie(w)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Session describes the signed-in user and wedding. GET /api/session
func (a *Auth) Session(w http.ResponseWriter, r *http.Request) error {
	return a.writeSession(w, r, http.StatusOK, MustIdentity(r.Context()))
}

func (a *Auth) writeSession(w http.ResponseWriter, r *http.Request, status int, id Identity) error {
	info, err := a.sessionInfo(r.Context(), id)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, status, info)
}

type changePasswordInput struct {
	CurrentPassword string `json:"current_password"`
	Password        string `json:"password"`
	ConfirmPassword string `json:"confirm_password"`
}

// changedNoticeTTL is how long the reset link in the 'Sua senha foi alterada' e-mail works. It
// is the owner's way back in if someone else changed the password, and the owner may read the
// e-mail hours later, so it outlives an ordinary reset link.
const changedNoticeTTL = 24 * time.Hour

var errWrongCurrentPassword = &apperr.Error{Kind: apperr.KindInvalid, Code: "wrong_password",
	Message: "A senha atual está incorreta.", Fields: map[string]string{"current_password": "incorrect"}}

// ChangePassword sets a new password. It needs the current one (checked under the sign-in
// throttle, so a borrowed session is no way around the guess limit) and applies the sign-up
// rules to the new one. Every session of the user ends, other devices included: whoever else
// held a session, or the old password, is out. This browser gets a fresh session. The owner is
// e-mailed 'Sua senha foi alterada' with a reset link, in case it was not them.
// POST /api/auth/password
func (a *Auth) ChangePassword(w http.ResponseWriter, r *http.Request) error {
	id := MustIdentity(r.Context())
	var in changePasswordInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	f := apperr.Fields{}
	if in.CurrentPassword == "" {
		f.Add("current_password", "required")
	} else if len(in.CurrentPassword) > maxPasswordBytes {
		f.Add("current_password", "too_long")
	}
	checkNewPassword(f, "password", in.Password)
	if in.ConfirmPassword == "" {
		f.Add("confirm_password", "required")
	} else if in.ConfirmPassword != in.Password {
		f.Add("confirm_password", "mismatch")
	}
	if err := f.Err(); err != nil {
		return err
	}
	var email, current string
	if err := a.db.QueryRowContext(r.Context(), `SELECT email, password_hash FROM users WHERE id = $1`, id.UserID).
		Scan(&email, &current); err != nil {
		return fmt.Errorf("auth.ChangePassword: user: %w", err)
	}
	ok, err := a.checkPasswordThrottled(r.Context(), email, a.clientIP(r), current, in.CurrentPassword)
	if err != nil {
		return err
	}
	if !ok {
		logger(r.Context()).Info("password change refused: wrong current password")
		return errWrongCurrentPassword
	}
	hash, err := HashPassword(r.Context(), in.Password)
	if err != nil {
		return err
	}
	now := a.now()
	var token string
	var expires time.Time
	err = a.db.InTx(r.Context(), func(tx *sql.Tx) error {
		if err := setPassword(r.Context(), tx, id.UserID, hash, now); err != nil {
			return err
		}
		if token, expires, err = a.createSession(r.Context(), tx, id.UserID, id.WeddingID, now); err != nil {
			return err
		}
		return a.sendPasswordChanged(r.Context(), tx, id.UserID, email, now)
	})
	if err != nil {
		return fmt.Errorf("auth.ChangePassword: %w", err)
	}
	a.setCookie(w, token, expires)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// sendPasswordChanged queues the 'Sua senha foi alterada' e-mail with a one-time reset link,
// inside tx (after setPassword, which voids older links).
func (a *Auth) sendPasswordChanged(ctx context.Context, tx *sql.Tx, userID, email string, now time.Time) error {
	token, hash := NewToken()
	if _, err := tx.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		hash, userID, now, now.Add(changedNoticeTTL)); err != nil {
		return fmt.Errorf("auth.sendPasswordChanged: %w", err)
	}
	link := a.opts.BaseURL + "/auth/nova-senha?token=" + url.QueryEscape(token)
	return mail.Enqueue(ctx, tx, logger(ctx), mail.Message{
		To:      email,
		Subject: "Sua senha foi alterada",
		Body: "Olá!\n\nA senha da sua conta no Aceito foi alterada agora há pouco, e as sessões abertas em outros dispositivos foram encerradas.\n\n" +
			"Se foi você, não precisa fazer nada.\n\n" +
			"Se não foi você, escolha uma nova senha pelo link abaixo (válido por 24 horas, uma única vez) e confira os dispositivos conectados em Configurações:\n\n" +
			link + "\n",
	}, now)
}

// setPassword stores a new hash and revokes every session and unused reset link of the user.
func setPassword(ctx context.Context, tx execer, userID, hash string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3`, hash, now, userID); err != nil {
		return fmt.Errorf("auth.setPassword: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("auth.setPassword: revoke sessions: %w", err)
	}
	// Reset links sent before the change must not work afterwards.
	if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
		return fmt.Errorf("auth.setPassword: revoke reset links: %w", err)
	}
	return nil
}

type resetRequestInput struct {
	Email string `json:"email"`
}

// RequestPasswordReset e-mails a one-time link when the address has an account. The answer is
// the same either way, so it cannot be used to find out who has an account.
// POST /api/auth/password-reset
func (a *Auth) RequestPasswordReset(w http.ResponseWriter, r *http.Request) error {
	var in resetRequestInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = NormalizeEmail(in.Email)
	f := apperr.Fields{}
	CheckEmail(f, "email", in.Email)
	if err := f.Err(); err != nil {
		return err
	}
	// Counted whether or not the address has an account, so the limit reveals nothing; it stops
	// anyone flooding an inbox (or the outbox) with reset e-mails.
	if err := a.limits.Hit(r.Context(), ratelimit.ResetIP, a.clientIP(r)); err != nil {
		return err
	}
	if err := a.limits.Hit(r.Context(), ratelimit.ResetEmail, in.Email); err != nil {
		return err
	}
	cred, found, err := a.credentialsByEmail(r.Context(), in.Email)
	if err != nil {
		return err
	}
	if found {
		now := a.now()
		token, hash := NewToken()
		link := a.opts.BaseURL + "/auth/nova-senha?token=" + url.QueryEscape(token)
		err := a.db.InTx(r.Context(), func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(r.Context(), `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
				hash, cred.userID, now, now.Add(resetTTL)); err != nil {
				return fmt.Errorf("insert reset: %w", err)
			}
			return mail.Enqueue(r.Context(), tx, logger(r.Context()), mail.Message{
				To:      in.Email,
				Subject: "Aceito: redefinição de senha",
				Body: "Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta no Aceito.\n" +
					"Para escolher uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n\n" +
					link + "\n\nSe você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.\n",
			}, now)
		})
		if err != nil {
			return fmt.Errorf("auth.RequestPasswordReset: %w", err)
		}
	}
	return httpx.WriteJSON(w, http.StatusAccepted, struct{}{})
}

type resetConfirmInput struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

var errInvalidResetToken = apperr.BadRequest("invalid_token", "Link inválido ou expirado.")

// ConfirmPasswordReset sets a new password with a reset token, once. Every session of the
// user ends. POST /api/auth/password-reset/confirm
func (a *Auth) ConfirmPasswordReset(w http.ResponseWriter, r *http.Request) error {
	var in resetConfirmInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Token = strings.TrimSpace(in.Token)
	if in.Token == "" {
		return errInvalidResetToken
	}
	f := apperr.Fields{}
	checkNewPassword(f, "password", in.Password)
	if err := f.Err(); err != nil {
		return err
	}
	// The token is looked up before the password is hashed, so a made-up token costs one
	// indexed read, not a hash. The UPDATE below checks it again, atomically.
	if err := a.db.QueryRowContext(r.Context(), `SELECT 1 FROM password_resets
		WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`, HashToken(in.Token), a.now()).Scan(new(int)); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return errInvalidResetToken
		}
		return fmt.Errorf("auth.ConfirmPasswordReset: %w", err)
	}
	hash, err := HashPassword(r.Context(), in.Password)
	if err != nil {
		return err
	}
	now := a.now()
	err = a.db.InTx(r.Context(), func(tx *sql.Tx) error {
		var userID string
		// Marking the token used in the same statement that checks it makes it single-use even
		// under concurrent requests.
		err := tx.QueryRowContext(r.Context(), `UPDATE password_resets SET used_at = $1
			WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`, now, HashToken(in.Token)).Scan(&userID)
		if errors.Is(err, sql.ErrNoRows) {
			return errInvalidResetToken
		}
		if err != nil {
			return fmt.Errorf("auth.ConfirmPasswordReset: %w", err)
		}
		return setPassword(r.Context(), tx, userID, hash, now)
	})
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// setPasswordTTL is how long the 'defina sua senha' link of an account created by a purchase
// stays valid: longer than a reset link, since the buyer may read the e-mail days later.
const setPasswordTTL = 7 * 24 * time.Hour

// SendSetPasswordLink e-mails the owner of an account created by a purchase a one-time link to
// choose a password, inside tx (the reset flow's token table and page serve it).
func (a *Auth) SendSetPasswordLink(ctx context.Context, tx *sql.Tx, userID, email, planName string) error {
	now := a.now()
	token, hash := NewToken()
	if _, err := tx.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		hash, userID, now, now.Add(setPasswordTTL)); err != nil {
		return fmt.Errorf("auth.SendSetPasswordLink: %w", err)
	}
	link := a.opts.BaseURL + "/auth/nova-senha?token=" + url.QueryEscape(token)
	return mail.Enqueue(ctx, tx, logger(ctx), mail.Message{
		To:      email,
		Subject: "Aceito: defina sua senha",
		Body: "Olá!\n\nSua assinatura do plano " + planName + " do Aceito está ativa e a conta do casamento foi criada para este e-mail.\n" +
			"Para entrar de qualquer dispositivo, defina sua senha no link abaixo (válido por 7 dias, uma única vez):\n\n" +
			link + "\n\nSe você não fez essa compra, responda este e-mail.\n",
	}, now)
}

// StartSession signs the browser of w in as the user, on the wedding.
func (a *Auth) StartSession(ctx context.Context, w http.ResponseWriter, userID, weddingID string) error {
	token, expires, err := a.createSession(ctx, a.db, userID, weddingID, a.now())
	if err != nil {
		return err
	}
	a.setCookie(w, token, expires)
	return nil
}

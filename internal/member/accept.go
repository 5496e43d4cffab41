package member

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/wedding"
)

// Invitation states, as the accept page shows them.
const (
	StatePending  = "pending"
	StateAccepted = "accepted"
	StateRevoked  = "revoked"
	StateExpired  = "expired"
)

// Own-wedding states of the signed-in visitor of an accept page.
const (
	OwnEmpty   = "empty"    // their wedding can be left: it is deleted on acceptance
	OwnHasData = "has_data" // their wedding has data or other people: acceptance is refused
	OwnThis    = "this"     // they already are in the invited wedding
)

// invitation is a stored invitation found by its token.
type invitation struct {
	id, weddingID, email, role, invitedBy string
	expiresAt                             time.Time
	state                                 string
}

var errInvalidInvite = apperr.NotFound("Convite inválido. Confira se o link foi copiado inteiro.")

// byToken finds the invitation of token and its state at now.
func byToken(ctx context.Context, q querier, token string, now time.Time) (invitation, error) {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 200 {
		return invitation{}, errInvalidInvite
	}
	var inv invitation
	var accepted, revoked time.Time
	var invitedBy sql.NullString
	err := q.QueryRowContext(ctx, `SELECT id, wedding_id, email, role, invited_by, expires_at, accepted_at, revoked_at
		FROM member_invitations WHERE token_hash = $1`, auth.HashToken(token)).
		Scan(&inv.id, &inv.weddingID, &inv.email, &inv.role, &invitedBy, db.ScanTime(&inv.expiresAt),
			db.ScanTime(&accepted), db.ScanTime(&revoked))
	if errors.Is(err, sql.ErrNoRows) {
		return invitation{}, errInvalidInvite
	}
	if err != nil {
		return invitation{}, fmt.Errorf("member.byToken: %w", err)
	}
	inv.invitedBy = invitedBy.String
	switch {
	case !accepted.IsZero():
		inv.state = StateAccepted
	case !revoked.IsZero():
		inv.state = StateRevoked
	case !now.Before(inv.expiresAt):
		inv.state = StateExpired
	default:
		inv.state = StatePending
	}
	return inv, nil
}

var (
	errInviteUsed    = apperr.Conflict("invitation_used", "Este convite já foi usado. Se precisar entrar de novo, use sua senha em 'Entrar'.", nil)
	errInviteRevoked = apperr.Conflict("invitation_revoked", "Este convite foi cancelado por quem o enviou. Peça um novo convite.", nil)
	errInviteExpired = apperr.Conflict("invitation_expired", "Este convite expirou (ele vale por 7 dias). Peça um novo convite a quem convidou você.", nil)
	errInThisWedding = apperr.Conflict("already_member", "Você já faz parte deste casamento.", nil)
	errOwnHasData    = apperr.Conflict("own_wedding_has_data",
		"Sua conta já participa de outro casamento no Aceito, com dados que não juntamos nem apagamos. "+
			"Cada conta participa de um só casamento: para aceitar, peça que o convite seja enviado para outro e-mail e crie uma conta com ele.", nil)
)

// stateError is the refusal of accepting an invitation in state.
func stateError(state string) error {
	switch state {
	case StateAccepted:
		return errInviteUsed
	case StateRevoked:
		return errInviteRevoked
	case StateExpired:
		return errInviteExpired
	}
	return nil
}

func wrongAccount(invited, yours string) error {
	return apperr.Forbidden("wrong_account", fmt.Sprintf(
		"Este convite foi enviado para %s, e você está conectado(a) como %s. Saia e entre (ou crie uma conta) com %s para aceitar.",
		invited, yours, invited))
}

// ownWedding classifies the wedding the user is in now, against the invited wedding.
func ownWedding(ctx context.Context, q querier, userID, invitedWedding string) (state, weddingID string, err error) {
	var version int64
	var status string
	var members, paid int
	err = q.QueryRowContext(ctx, `SELECT w.id, w.data_version, w.subscription_status,
			(SELECT COUNT(*) FROM wedding_members o WHERE o.wedding_id = w.id),
			(SELECT COUNT(*) FROM checkout_sessions c WHERE c.wedding_id = w.id AND c.status = 'paid')
		FROM wedding_members m JOIN weddings w ON w.id = m.wedding_id WHERE m.user_id = $1`, userID).
		Scan(&weddingID, &version, &status, &members, &paid)
	if err != nil {
		return "", "", fmt.Errorf("member.ownWedding: %w", err)
	}
	switch {
	case weddingID == invitedWedding:
		return OwnThis, weddingID, nil
	// Empty: the account's only person, nothing ever written (data_version counts every
	// planner write), never paid for. Anything else is someone's plan and is kept.
	case members == 1 && version == 0 && paid == 0 &&
		(status == wedding.StatusTrialing || status == wedding.StatusTrialEnded):
		return OwnEmpty, weddingID, nil
	}
	return OwnHasData, weddingID, nil
}

// accepted is what an acceptance did.
type accepted struct {
	weddingID, role string
	leftWedding     string // the caller's previous (empty) wedding, now deleted
}

// accept joins the signed-in user to the invitation's wedding, once.
func (s *Service) accept(ctx context.Context, id auth.Identity, token string) (accepted, error) {
	now := s.now()
	var out accepted
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		inv, err := byToken(ctx, tx, token, now)
		if err != nil {
			return err
		}
		if err := stateError(inv.state); err != nil {
			return err
		}
		var email string
		if err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, id.UserID).Scan(&email); err != nil {
			return fmt.Errorf("member.accept: user: %w", err)
		}
		if auth.NormalizeEmail(email) != inv.email {
			return wrongAccount(inv.email, email)
		}
		state, own, err := ownWedding(ctx, tx, id.UserID, inv.weddingID)
		if err != nil {
			return err
		}
		switch state {
		case OwnThis:
			return errInThisWedding
		case OwnHasData:
			return errOwnHasData
		}
		p, err := wedding.LockForWrite(ctx, tx, inv.weddingID, now)
		if err != nil {
			return err
		}
		// Single use: the same statement that checks the link marks it, so two acceptances at
		// once cannot both pass.
		res, err := tx.ExecContext(ctx, `UPDATE member_invitations SET accepted_at = $1, accepted_by = $2
			WHERE id = $3 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $1`, now, id.UserID, inv.id)
		if err != nil {
			return fmt.Errorf("member.accept: mark: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("member.accept: mark: %w", err)
		} else if n == 0 {
			return errInviteUsed
		}
		// The plan may have changed since the invitation took its place: the members must fit.
		var count, partners int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(CASE WHEN role = 'partner' THEN 1 END)
			FROM wedding_members WHERE wedding_id = $1`, inv.weddingID).Scan(&count, &partners); err != nil {
			return fmt.Errorf("member.accept: count: %w", err)
		}
		if err := roomFor(p, count, true); err != nil {
			return err
		}
		if inv.role == auth.RolePartner && partners > 0 {
			return apperr.Conflict("partner_exists", "Este casamento já tem um(a) parceiro(a). Peça a quem convidou você um novo convite.", nil)
		}
		// The empty wedding goes with its sessions (this browser gets a new one).
		if _, err := tx.ExecContext(ctx, `DELETE FROM checkout_sessions WHERE wedding_id = $1 AND status <> 'paid'`, own); err != nil {
			return fmt.Errorf("member.accept: leave checkouts: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM weddings WHERE id = $1`, own); err != nil {
			return fmt.Errorf("member.accept: leave: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO wedding_members (wedding_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)`,
			inv.weddingID, id.UserID, inv.role, now); err != nil {
			return fmt.Errorf("member.accept: join: %w", err)
		}
		out = accepted{weddingID: inv.weddingID, role: inv.role, leftWedding: own}
		return activity.Record(ctx, tx, inv.weddingID, activity.Entry{Area: activity.Members,
			Text: "entrou no casamento como " + RoleLabel(inv.role)}, now)
	})
	return out, err
}

// Package member is the people of a wedding (issue 14): the owner invites the partner or a
// cerimonialista by e-mail, the invited person accepts with their own account, the owner
// removes members and can hand ownership to the partner.
//
// An account belongs to exactly one wedding (wedding_members.user_id is unique). So accepting
// an invitation moves the account: it is allowed only when the account's own wedding is empty
// (sole member, never written to, never paid), which is then deleted; an account whose
// wedding has data is refused with an explanation, and nothing is merged or dropped. A member
// who is removed keeps the account with a new empty, read-only wedding of their own.
package member

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// InvitationTTL is how long an e-mailed invitation link works.
const InvitationTTL = 7 * 24 * time.Hour

// AcceptPath is the web app's page an invitation link opens (with ?token=).
const AcceptPath = "/aceitar-convite"

// RoleLabel is how a role is written to people.
func RoleLabel(role string) string {
	switch role {
	case auth.RoleOwner:
		return "Titular"
	case auth.RolePartner:
		return "Parceiro(a)"
	case auth.RolePlanner:
		return "Cerimonialista"
	}
	return role
}

// Service holds the members' store and handlers.
type Service struct {
	DB      *db.DB
	Auth    *auth.Auth
	BaseURL string
	Now     func() time.Time
	// Changed announces a change of the wedding's members to its realtime streams.
	Changed func(ctx context.Context, weddingID string)
	// EndStreams closes the realtime streams of a user removed from a wedding.
	EndStreams func(ctx context.Context, weddingID, userID string)
}

func (s *Service) now() time.Time { return s.Now().UTC() }

// Member is one person of the wedding.
type Member struct {
	UserID    string    `json:"id"`
	Email     string    `json:"email"`
	FirstName string    `json:"first_name"`
	LastName  string    `json:"last_name"`
	Role      string    `json:"role"`
	JoinedAt  time.Time `json:"joined_at"`
	IsYou     bool      `json:"is_you"`
}

// Invitation is a pending invitation (neither accepted, revoked nor expired).
type Invitation struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Role      string    `json:"role"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// members lists the wedding's members, the owner first.
func members(ctx context.Context, q querier, weddingID, you string) ([]Member, error) {
	rows, err := q.QueryContext(ctx, `SELECT u.id, u.email, u.first_name, u.last_name, m.role, m.created_at
		FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE m.wedding_id = $1
		ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'partner' THEN 1 ELSE 2 END, m.created_at, u.id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("member.members: %w", err)
	}
	defer rows.Close()
	out := []Member{}
	for rows.Next() {
		var m Member
		if err := rows.Scan(&m.UserID, &m.Email, &m.FirstName, &m.LastName, &m.Role, db.ScanTime(&m.JoinedAt)); err != nil {
			return nil, fmt.Errorf("member.members: %w", err)
		}
		m.IsYou = m.UserID == you
		out = append(out, m)
	}
	return out, rows.Err()
}

// pending lists the wedding's pending invitations at now, oldest first.
func pending(ctx context.Context, q querier, weddingID string, now time.Time) ([]Invitation, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, email, role, created_at, expires_at FROM member_invitations
		WHERE wedding_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2
		ORDER BY created_at, id`, weddingID, now)
	if err != nil {
		return nil, fmt.Errorf("member.pending: %w", err)
	}
	defer rows.Close()
	out := []Invitation{}
	for rows.Next() {
		var i Invitation
		if err := rows.Scan(&i.ID, &i.Email, &i.Role, db.ScanTime(&i.CreatedAt), db.ScanTime(&i.ExpiresAt)); err != nil {
			return nil, fmt.Errorf("member.pending: %w", err)
		}
		out = append(out, i)
	}
	return out, rows.Err()
}

// memberLimitError is the 409 when the wedding's plan has no room for one more person.
func memberLimitError(p plan.Plan, used int, forInvitee bool) error {
	msg := fmt.Sprintf("O plano %s permite até %d pessoas no planejamento, contando os convites pendentes. "+
		"Remova alguém, cancele um convite ou faça upgrade para convidar mais.", p.Name, *p.Limits.Members)
	if forInvitee {
		msg = fmt.Sprintf("O plano deste casamento (%s) já tem as %d pessoas que permite. "+
			"Peça a quem convidou você para liberar um lugar e enviar um novo convite.", p.Name, *p.Limits.Members)
	}
	return &apperr.Error{Kind: apperr.KindConflict, Code: "member_limit", Message: msg,
		Details: map[string]any{"feature": string(plan.Members), "current_usage": used, "limit": *p.Limits.Members,
			"current_plan": string(p.ID), "current_plan_name": p.Name}}
}

// roomFor reports an error unless the plan's member cap leaves room for adding one to used.
func roomFor(p plan.Plan, used int, forInvitee bool) error {
	if c := p.Cap(plan.Members); c != nil && used+1 > *c {
		return memberLimitError(p, used, forInvitee)
	}
	return nil
}

// countTaken is the wedding's members plus its pending invitations at now: the places used.
func countTaken(ctx context.Context, q querier, weddingID string, now time.Time) (members, invites int, err error) {
	err = q.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM wedding_members WHERE wedding_id = $1),
		(SELECT COUNT(*) FROM member_invitations WHERE wedding_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2)`,
		weddingID, now).Scan(&members, &invites)
	if err != nil {
		return 0, 0, fmt.Errorf("member.countTaken: %w", err)
	}
	return members, invites, nil
}

var (
	errBadRole      = apperr.Invalid(apperr.Fields{"role": "invalid"})
	errPartnerTaken = apperr.Conflict("partner_exists",
		"O casamento já tem um(a) parceiro(a). Para convidar outra pessoa como parceiro(a), remova o(a) atual primeiro.",
		map[string]string{"role": "taken"})
	errAlreadyMember  = apperr.Conflict("already_member", "Esta pessoa já faz parte do casamento.", map[string]string{"email": "member"})
	errInviteNotFound = apperr.NotFound("Convite não encontrado.")
	errMemberNotFound = apperr.NotFound("Pessoa não encontrada neste casamento.")
	errRemoveSelf     = apperr.Conflict("cannot_remove_owner",
		"O(A) titular não pode ser removido(a). Para sair, transfira a titularidade ao(à) parceiro(a) primeiro.", nil)
	errTransferTarget = apperr.Conflict("transfer_partner_only",
		"A titularidade só pode ser transferida para o(a) parceiro(a) do casamento.", nil)
)

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// invite creates an invitation (replacing a pending one to the same address) and queues its
// e-mail, in one transaction under the wedding's lock, so two invitations at once cannot both
// take the last place.
func (s *Service) invite(ctx context.Context, log *slog.Logger, id auth.Identity, email, role string) (Invitation, error) {
	now := s.now()
	var inv Invitation
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, id.WeddingID, now)
		if err != nil {
			return err
		}
		var isMember, partners int
		if err := tx.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE m.wedding_id = $1 AND u.email = $2),
			(SELECT COUNT(*) FROM wedding_members WHERE wedding_id = $1 AND role = 'partner')
			+ (SELECT COUNT(*) FROM member_invitations WHERE wedding_id = $1 AND role = 'partner' AND email <> $2
				AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $3)`,
			id.WeddingID, email, now).Scan(&isMember, &partners); err != nil {
			return fmt.Errorf("member.invite: check: %w", err)
		}
		if isMember > 0 {
			return errAlreadyMember
		}
		if role == auth.RolePartner && partners > 0 {
			return errPartnerTaken
		}
		// Inviting the same address again replaces the pending link (a resend).
		if _, err := tx.ExecContext(ctx, `UPDATE member_invitations SET revoked_at = $1
			WHERE wedding_id = $2 AND email = $3 AND accepted_at IS NULL AND revoked_at IS NULL`, now, id.WeddingID, email); err != nil {
			return fmt.Errorf("member.invite: replace: %w", err)
		}
		m, n, err := countTaken(ctx, tx, id.WeddingID, now)
		if err != nil {
			return err
		}
		if err := roomFor(p, m+n, false); err != nil {
			return err
		}
		token, hash := auth.NewToken()
		inv = Invitation{ID: newID(), Email: email, Role: role, CreatedAt: now, ExpiresAt: now.Add(InvitationTTL)}
		if _, err := tx.ExecContext(ctx, `INSERT INTO member_invitations (id, wedding_id, email, role, token_hash, invited_by, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, inv.ID, id.WeddingID, email, role, hash, id.UserID, now, inv.ExpiresAt); err != nil {
			return fmt.Errorf("member.invite: insert: %w", err)
		}
		inviter, couple, err := names(ctx, tx, id.WeddingID, id.UserID)
		if err != nil {
			return err
		}
		if err := activity.Record(ctx, tx, id.WeddingID, activity.Entry{Area: activity.Members,
			Text: "convidou " + email + " como " + RoleLabel(role)}, now); err != nil {
			return err
		}
		link := s.BaseURL + AcceptPath + "?token=" + url.QueryEscape(token)
		return mail.Enqueue(ctx, tx, log, mail.Message{
			To:      email,
			Subject: inviter + " convidou você para planejar o casamento no Aceito",
			Body: "Olá!\n\n" + inviter + " convidou você para planejar " + couple + " no Aceito, como " + RoleLabel(role) + ".\n\n" +
				"Para aceitar, abra o link abaixo (válido por 7 dias, uma única vez) e entre com este e-mail, ou crie sua conta com ele:\n\n" +
				link + "\n\nSe você não esperava este convite, ignore este e-mail.\n",
		}, now)
	})
	return inv, err
}

// names returns the inviter's first name and how the wedding is called in the e-mail: "o
// casamento de Ana e Rafael" from the profile when it has names, else "o casamento".
func names(ctx context.Context, q querier, weddingID, userID string) (inviter, couple string, err error) {
	var first, profFirst, partner sql.NullString
	if err := q.QueryRowContext(ctx, `SELECT u.first_name, p.first_name, p.partner_name FROM users u
		LEFT JOIN profiles p ON p.wedding_id = $1 WHERE u.id = $2`, weddingID, userID).Scan(&first, &profFirst, &partner); err != nil {
		return "", "", fmt.Errorf("member.names: %w", err)
	}
	inviter = strings.TrimSpace(first.String)
	if inviter == "" {
		inviter = "Alguém"
	}
	a, b := strings.TrimSpace(profFirst.String), strings.TrimSpace(partner.String)
	switch {
	case a != "" && b != "":
		couple = "o casamento de " + a + " e " + b
	case a != "":
		couple = "o casamento de " + a
	default:
		couple = "o casamento"
	}
	return inviter, couple, nil
}

// remove takes userID out of the owner's wedding: membership and sessions go at once, and
// the account gets its own new empty wedding.
func (s *Service) remove(ctx context.Context, id auth.Identity, userID string) error {
	if userID == id.UserID {
		return errRemoveSelf
	}
	now := s.now()
	return s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, id.WeddingID, now); err != nil {
			return err
		}
		var role string
		err := tx.QueryRowContext(ctx, `SELECT role FROM wedding_members WHERE wedding_id = $1 AND user_id = $2`, id.WeddingID, userID).Scan(&role)
		if errors.Is(err, sql.ErrNoRows) {
			return errMemberNotFound
		}
		if err != nil {
			return fmt.Errorf("member.remove: %w", err)
		}
		if role == auth.RoleOwner {
			return errRemoveSelf
		}
		var name string
		if err := tx.QueryRowContext(ctx, `SELECT first_name FROM users WHERE id = $1`, userID).Scan(&name); err != nil {
			return fmt.Errorf("member.remove: name: %w", err)
		}
		if err := activity.Record(ctx, tx, id.WeddingID, activity.Entry{Area: activity.Members,
			Text: "removeu " + name + " do casamento"}, now); err != nil {
			return err
		}
		return Detach(ctx, tx, id.WeddingID, userID, now)
	})
}

// Detach ends userID's sessions on weddingID, takes them out of it and gives them their own
// empty wedding (auth.GiveOwnWedding), inside tx. The caller announces SessionsEnded.
func Detach(ctx context.Context, tx *sql.Tx, weddingID, userID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("member.Detach: sessions: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM wedding_members WHERE wedding_id = $1 AND user_id = $2`, weddingID, userID); err != nil {
		return fmt.Errorf("member.Detach: membership: %w", err)
	}
	if _, err := auth.GiveOwnWedding(ctx, tx, userID, now); err != nil {
		return fmt.Errorf("member.Detach: %w", err)
	}
	return nil
}

// transfer makes the partner userID the owner and the caller (the owner) the partner.
func (s *Service) transfer(ctx context.Context, id auth.Identity, userID string) error {
	now := s.now()
	return s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, id.WeddingID, now); err != nil {
			return err
		}
		var role string
		err := tx.QueryRowContext(ctx, `SELECT role FROM wedding_members WHERE wedding_id = $1 AND user_id = $2`, id.WeddingID, userID).Scan(&role)
		if errors.Is(err, sql.ErrNoRows) {
			return errMemberNotFound
		}
		if err != nil {
			return fmt.Errorf("member.transfer: %w", err)
		}
		if role != auth.RolePartner {
			return errTransferTarget
		}
		if _, err := tx.ExecContext(ctx, `UPDATE wedding_members SET role = 'partner' WHERE wedding_id = $1 AND user_id = $2 AND role = 'owner'`,
			id.WeddingID, id.UserID); err != nil {
			return fmt.Errorf("member.transfer: demote: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE wedding_members SET role = 'owner' WHERE wedding_id = $1 AND user_id = $2`,
			id.WeddingID, userID); err != nil {
			return fmt.Errorf("member.transfer: promote: %w", err)
		}
		var name string
		if err := tx.QueryRowContext(ctx, `SELECT first_name FROM users WHERE id = $1`, userID).Scan(&name); err != nil {
			return fmt.Errorf("member.transfer: name: %w", err)
		}
		return activity.Record(ctx, tx, id.WeddingID, activity.Entry{Area: activity.Members,
			Text: "passou a titularidade do casamento para " + name}, now)
	})
}

// revoke cancels a pending invitation of the wedding.
func (s *Service) revoke(ctx context.Context, weddingID, invitationID string) error {
	now := s.now()
	return s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		var email string
		err := tx.QueryRowContext(ctx, `UPDATE member_invitations SET revoked_at = $1
			WHERE id = $2 AND wedding_id = $3 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $1 RETURNING email`,
			now, invitationID, weddingID).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return errInviteNotFound
		}
		if err != nil {
			return fmt.Errorf("member.revoke: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Members, Text: "cancelou o convite de " + email}, now)
	})
}

// logger is the request's logger.
func logger(ctx context.Context) *slog.Logger { return httpx.Logger(ctx) }

package member

import (
	"context"
	"net/http"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

type listResponse struct {
	Members     []Member     `json:"members"`
	Invitations []Invitation `json:"invitations"`
	// Limit is the plan's cap on people (members plus pending invitations); null: unlimited.
	Limit *int `json:"limit"`
}

// List answers GET /api/members: the wedding's people and pending invitations, for every role.
func (s *Service) List(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	ms, err := members(r.Context(), s.DB, id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	invs, err := pending(r.Context(), s.DB, id.WeddingID, s.now())
	if err != nil {
		return err
	}
	sub, err := wedding.GetSubscription(r.Context(), s.DB, id.WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Members: ms, Invitations: invs,
		Limit: sub.EffectivePlan(s.now()).Cap(plan.Members)})
}

type inviteInput struct {
	Email string `json:"email"`
	Role  string `json:"role"`
}

// Invite answers POST /api/members/invitations (owner only): e-mails an invitation link.
func (s *Service) Invite(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	var in inviteInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = auth.NormalizeEmail(in.Email)
	f := apperr.Fields{}
	auth.CheckEmail(f, "email", in.Email)
	switch in.Role {
	case auth.RolePartner, auth.RolePlanner:
	case "":
		f.Add("role", "required")
	default:
		f.Add("role", "invalid")
	}
	if err := f.Err(); err != nil {
		return err
	}
	inv, err := s.invite(r.Context(), logger(r.Context()), id, in.Email, in.Role)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, inv)
}

// Revoke answers DELETE /api/members/invitations/{id} (owner only).
func (s *Service) Revoke(w http.ResponseWriter, r *http.Request) error {
	if err := s.revoke(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Remove answers DELETE /api/members/{id} (owner only): the member's sessions and realtime
// streams end at once.
func (s *Service) Remove(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	userID := r.PathValue("id")
	if err := s.remove(r.Context(), id, userID); err != nil {
		return err
	}
	if s.EndStreams != nil {
		s.EndStreams(context.WithoutCancel(r.Context()), id.WeddingID, userID)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// TransferOwnership answers POST /api/members/{id}/owner (owner only): the partner becomes the
// owner (subscription, members, deletion) and the caller the partner.
func (s *Service) TransferOwnership(w http.ResponseWriter, r *http.Request) error {
	if err := s.transfer(r.Context(), auth.MustIdentity(r.Context()), r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Viewer is what the accept page knows of the signed-in visitor.
type Viewer struct {
	Email string `json:"email"`
	// Matches: the visitor is signed in with the invited address.
	Matches bool `json:"matches"`
	// OwnWedding is OwnEmpty, OwnHasData or OwnThis.
	OwnWedding string `json:"own_wedding"`
}

type invitationView struct {
	State     string  `json:"state"`
	Email     string  `json:"email"`
	Role      string  `json:"role"`
	Inviter   string  `json:"inviter"`
	Wedding   string  `json:"wedding"` // "o casamento de Ana e Rafael"
	ExpiresAt string  `json:"expires_at"`
	Viewer    *Viewer `json:"viewer"`
}

// Show answers GET /api/member-invitations/{token}: what the accept page needs, and, when the
// visitor is signed in, whether acceptance would work for their account.
func (s *Service) Show(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	inv, err := byToken(ctx, s.DB, r.PathValue("token"), s.now())
	if err != nil {
		return err
	}
	inviter, couple := "Alguém", "o casamento"
	if inv.invitedBy != "" {
		if inviter, couple, err = names(ctx, s.DB, inv.weddingID, inv.invitedBy); err != nil {
			return err
		}
	}
	out := invitationView{State: inv.state, Email: inv.email, Role: inv.role, Inviter: inviter, Wedding: couple,
		ExpiresAt: inv.expiresAt.Format("2006-01-02T15:04:05Z07:00")}
	if id, ok := auth.IdentityFrom(ctx); ok {
		var email string
		if err := s.DB.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, id.UserID).Scan(&email); err != nil {
			return err
		}
		state, _, err := ownWedding(ctx, s.DB, id.UserID, inv.weddingID)
		if err != nil {
			return err
		}
		out.Viewer = &Viewer{Email: email, Matches: auth.NormalizeEmail(email) == inv.email, OwnWedding: state}
	}
	return httpx.WriteJSON(w, http.StatusOK, out)
}

// Accept answers POST /api/member-invitations/{token}/accept: the signed-in account joins the
// wedding (see accept); this browser is signed in to it.
func (s *Service) Accept(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	done, err := s.accept(r.Context(), id, r.PathValue("token"))
	if err != nil {
		return err
	}
	if err := s.Auth.StartSession(r.Context(), w, id.UserID, done.weddingID); err != nil {
		return err
	}
	if s.Changed != nil {
		s.Changed(context.WithoutCancel(r.Context()), done.weddingID)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"wedding_id": done.weddingID, "role": done.role})
}

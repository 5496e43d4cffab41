package app_test

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/privacy"
	"github.com/aceito/aceito/internal/realtime"
)

var inviteLink = regexp.MustCompile(`/aceitar-convite\?token=([A-Za-z0-9_-]+)`)

// invite makes owner invite email as role and returns the token of the e-mailed link.
func invite(t *testing.T, s *apptest.Server, owner *apptest.Client, email, role string) (id, token string) {
	t.Helper()
	res := owner.Do("POST", "/api/members/invitations", map[string]string{"email": email, "role": role})
	if res.Status != http.StatusCreated {
		t.Fatalf("invite %s: %d %s", email, res.Status, res.Body)
	}
	var inv struct{ ID string }
	res.JSON(t, &inv)
	var body string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
		auth.NormalizeEmail(email)).Scan(&body); err != nil {
		t.Fatalf("invitation e-mail to %s: %v", email, err)
	}
	m := inviteLink.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no link in %q", body)
	}
	return inv.ID, m[1]
}

// join signs up email (a new, empty account) and accepts owner's invitation as role.
func join(t *testing.T, s *apptest.Server, owner *apptest.Client, email, role string) *apptest.Client {
	t.Helper()
	_, token := invite(t, s, owner, email, role)
	c := s.SignUp(t, email)
	if res := c.Do("POST", "/api/member-invitations/"+token+"/accept", nil); res.Status != http.StatusOK {
		t.Fatalf("accept %s: %d %s", email, res.Status, res.Body)
	}
	return c
}

type sessionView struct {
	User    struct{ ID string }
	Wedding struct {
		ID       string
		Role     string
		ReadOnly bool `json:"read_only"`
	}
}

func session(t *testing.T, c *apptest.Client) sessionView {
	t.Helper()
	res := c.Do("GET", "/api/session", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("session: %d %s", res.Status, res.Body)
	}
	var v sessionView
	res.JSON(t, &v)
	return v
}

func wantError(t *testing.T, res apptest.Response, status int, code string) {
	t.Helper()
	if res.Status != status || res.Err(t).Error.Code != code {
		t.Fatalf("got %d %s, want %d %s", res.Status, res.Body, status, code)
	}
}

func TestMemberInvitationLifecycle(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUp(t, "ana@exemplo.com")
	ownerWedding := session(t, owner).Wedding.ID

	_, token := invite(t, s, owner, "Rafael@Exemplo.com ", "partner")
	// The link shows the invitation to anyone holding it; only its hash is stored.
	res := s.NewClient(t).Do("GET", "/api/member-invitations/"+token, nil)
	var view struct {
		State, Email, Role string
		Viewer             *struct {
			Matches    bool
			OwnWedding string `json:"own_wedding"`
		}
	}
	res.JSON(t, &view)
	if res.Status != http.StatusOK || view.State != "pending" || view.Email != "rafael@exemplo.com" || view.Role != "partner" || view.Viewer != nil {
		t.Fatalf("show: %d %s", res.Status, res.Body)
	}
	var stored int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM member_invitations WHERE token_hash = $1`, auth.HashToken(token)).Scan(&stored); err != nil || stored != 1 {
		t.Fatalf("stored hashed: %d %v", stored, err)
	}
	// Accepting needs a session.
	wantError(t, s.NewClient(t).Do("POST", "/api/member-invitations/"+token+"/accept", nil), http.StatusUnauthorized, "unauthenticated")

	// Wrong account: someone else signed in cannot use the link.
	other := s.SignUp(t, "outra@exemplo.com")
	wantError(t, other.Do("POST", "/api/member-invitations/"+token+"/accept", nil), http.StatusForbidden, "wrong_account")

	// The invited person creates an account (an empty wedding), sees it can be left, accepts.
	partner := s.SignUp(t, "rafael@exemplo.com")
	emptyWedding := session(t, partner).Wedding.ID
	res = partner.Do("GET", "/api/member-invitations/"+token, nil)
	res.JSON(t, &view)
	if view.Viewer == nil || !view.Viewer.Matches || view.Viewer.OwnWedding != "empty" {
		t.Fatalf("show to the invitee: %s", res.Body)
	}
	res = partner.Do("POST", "/api/member-invitations/"+token+"/accept", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("accept: %d %s", res.Status, res.Body)
	}
	if v := session(t, partner); v.Wedding.ID != ownerWedding || v.Wedding.Role != "partner" {
		t.Fatalf("partner's session: %+v", v)
	}
	var left int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM weddings WHERE id = $1`, emptyWedding).Scan(&left); err != nil || left != 0 {
		t.Fatalf("the empty wedding stays: %d %v", left, err)
	}
	// Both see the same wedding: a task made by one is the other's.
	if res := partner.Do("POST", "/api/checklist", map[string]any{"tarefa": "Comprar as alianças"}); res.Status != http.StatusCreated {
		t.Fatalf("partner's task: %d %s", res.Status, res.Body)
	}
	if res := owner.Do("GET", "/api/checklist", nil); !strings.Contains(string(res.Body), "Comprar as alianças") {
		t.Fatalf("owner's checklist: %s", res.Body)
	}
	// The write records who made it.
	var by string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT last_written_by FROM weddings WHERE id = $1`, ownerWedding).Scan(&by); err != nil || by != session(t, partner).User.ID {
		t.Fatalf("last_written_by %q %v", by, err)
	}
	// Reused: the link works once.
	wantError(t, partner.Do("POST", "/api/member-invitations/"+token+"/accept", nil), http.StatusConflict, "invitation_used")
	// Already a member: inviting the partner again is refused.
	wantError(t, owner.Do("POST", "/api/members/invitations", map[string]string{"email": "rafael@exemplo.com", "role": "planner"}),
		http.StatusConflict, "already_member")

	// Expired after 7 days.
	_, expired := invite(t, s, owner, "cerimonial@exemplo.com", "planner")
	s.Advance(member7Days + time.Minute)
	planner := s.SignUp(t, "cerimonial@exemplo.com")
	wantError(t, planner.Do("POST", "/api/member-invitations/"+expired+"/accept", nil), http.StatusConflict, "invitation_expired")

	// Revoked by the owner.
	id, revoked := invite(t, s, owner, "cerimonial@exemplo.com", "planner")
	if res := owner.Do("DELETE", "/api/members/invitations/"+id, nil); res.Status != http.StatusNoContent {
		t.Fatalf("revoke: %d %s", res.Status, res.Body)
	}
	wantError(t, owner.Do("DELETE", "/api/members/invitations/"+id, nil), http.StatusNotFound, "not_found")
	wantError(t, planner.Do("POST", "/api/member-invitations/"+revoked+"/accept", nil), http.StatusConflict, "invitation_revoked")

	// An account whose own wedding has data is refused, and nothing of it moves.
	busy := s.SignUp(t, "ocupada@exemplo.com")
	addGuest(t, busy, "Convidada da Ocupada")
	busyWedding := session(t, busy).Wedding.ID
	_, busyToken := invite(t, s, owner, "ocupada@exemplo.com", "planner")
	wantError(t, busy.Do("POST", "/api/member-invitations/"+busyToken+"/accept", nil), http.StatusConflict, "own_wedding_has_data")
	if v := session(t, busy); v.Wedding.ID != busyWedding || v.Wedding.Role != "owner" {
		t.Fatalf("busy account moved: %+v", v)
	}
	if res := busy.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "Convidada da Ocupada") {
		t.Fatalf("busy account's guests: %s", res.Body)
	}
	// The invitation is still pending: nothing was used up by the refusal.
	var pendingInv struct{ Invitations []struct{ Email string } }
	owner.Do("GET", "/api/members", nil).JSON(t, &pendingInv)
	if len(pendingInv.Invitations) != 1 || pendingInv.Invitations[0].Email != "ocupada@exemplo.com" {
		t.Fatalf("pending: %+v", pendingInv)
	}
	// A made-up token is not found.
	wantError(t, planner.Do("POST", "/api/member-invitations/nada/accept", nil), http.StatusNotFound, "not_found")
}

const member7Days = 7 * 24 * time.Hour

// TestRoleRouteMatrix iterates the route table: every signed-in route whose access class
// excludes a role answers 403 role_forbidden to that role and changes nothing. New routes are
// covered by declaring their class.
func TestRoleRouteMatrix(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_TEST_ENDPOINTS": "true"})
	owner := s.SignUp(t, "ana@exemplo.com")
	partner := join(t, s, owner, "rafael@exemplo.com", "partner")
	planner := join(t, s, owner, "cerimonial@exemplo.com", "planner")
	weddingID := session(t, owner).Wedding.ID
	state := func() string {
		var version int64
		var status string
		if err := s.DB.QueryRowContext(t.Context(), `SELECT data_version, subscription_status FROM weddings WHERE id = $1`, weddingID).
			Scan(&version, &status); err != nil {
			t.Fatal(err)
		}
		members := owner.Do("GET", "/api/members", nil)
		var deletion int
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM users WHERE deletion_due_at IS NOT NULL`).Scan(&deletion); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(string(members.Body), deletion, status, version)
	}
	before := state()
	checked := map[string]int{}
	for _, rt := range s.App.RouteTable() {
		roles := rt.Access.Roles()
		if roles == nil {
			continue
		}
		for role, c := range map[string]*apptest.Client{auth.RolePartner: partner, auth.RolePlanner: planner} {
			if slices.Contains(roles, role) {
				continue
			}
			res := c.Do(rt.Method, concrete(rt.Path), map[string]any{})
			if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "role_forbidden" {
				t.Errorf("%s %s %s: %d %s, want 403 role_forbidden", role, rt.Method, rt.Path, res.Status, res.Body)
			}
			checked[role]++
		}
	}
	// The public billing routes that act on a signed-in caller's wedding are the owner's too.
	for _, c := range []*apptest.Client{partner, planner} {
		wantError(t, c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo", "email": c.Email}), http.StatusForbidden, "role_forbidden")
		wantError(t, c.Do("GET", "/billing/local-portal", nil), http.StatusForbidden, "role_forbidden")
	}
	if after := state(); after != before {
		t.Fatalf("refused calls changed the wedding:\nbefore %q\nafter  %q", before, after)
	}
	// The matrix proves something: billing, members and deletion are closed to the planner.
	if checked[auth.RolePlanner] < 10 || checked[auth.RolePartner] < 5 {
		t.Fatalf("too few refusals checked: %v", checked)
	}
	for _, want := range []struct {
		method, path string
		access       app.Access
	}{{"POST", "/api/subscription/cancel", app.Owner}, {"GET", "/api/subscription", app.Couple}, {"POST", "/api/members/invitations", app.Owner},
		{"DELETE", "/api/members/{id}", app.Owner}, {"POST", "/api/account/delete", app.Couple}, {"POST", "/api/data-exports", app.Couple}} {
		i := slices.IndexFunc(s.App.RouteTable(), func(r app.Route) bool { return r.Method == want.method && r.Path == want.path })
		if i < 0 || s.App.RouteTable()[i].Access != want.access {
			t.Errorf("%s %s is not %s", want.method, want.path, want.access)
		}
	}
	// The planner plans everything, the budget included.
	if res := planner.Do("GET", "/api/budget", nil); res.Status != http.StatusOK {
		t.Fatalf("planner's budget: %d %s", res.Status, res.Body)
	}
	if res := planner.Do("POST", "/api/guests", map[string]any{"nome": "Convidado da cerimonialista"}); res.Status != http.StatusCreated {
		t.Fatalf("planner's guest: %d %s", res.Status, res.Body)
	}
	if res := partner.Do("GET", "/api/subscription", nil); res.Status != http.StatusOK {
		t.Fatalf("partner's subscription: %d %s", res.Status, res.Body)
	}
	if res := planner.Do("GET", "/api/members", nil); res.Status != http.StatusOK {
		t.Fatalf("planner's members list: %d %s", res.Status, res.Body)
	}
}

func TestRemoveMemberEndsSessionsAndStreams(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUp(t, "ana@exemplo.com")
	partner := join(t, s, owner, "rafael@exemplo.com", "partner")
	partnerID := session(t, partner).User.ID
	partnerPhone := signIn(t, s, "rafael@exemplo.com")
	ownerStream := openStream(t, owner, "")
	partnerStream := openStream(t, partnerPhone, "")

	wantError(t, partner.Do("DELETE", "/api/members/"+session(t, owner).User.ID, nil), http.StatusForbidden, "role_forbidden")
	wantError(t, owner.Do("DELETE", "/api/members/"+session(t, owner).User.ID, nil), http.StatusConflict, "cannot_remove_owner")
	if res := owner.Do("DELETE", "/api/members/"+partnerID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("remove: %d %s", res.Status, res.Body)
	}
	// The removed member's open stream is told and closed at once (no SessionCheck wait).
	if e := partnerStream.next(); e.Type != realtime.SessionsEnded || e.Item != partnerID {
		t.Fatalf("partner's stream: %+v", e)
	}
	select {
	case _, open := <-partnerStream.events:
		if open {
			t.Fatal("partner's stream stays open")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("partner's stream stays open")
	}
	// The owner's stream is not ended: it hears the members change instead.
	if e := ownerStream.next(); e.Type != realtime.Changed || e.Res != "members" {
		t.Fatalf("owner's stream: %+v", e)
	}
	for _, c := range []*apptest.Client{partner, partnerPhone} {
		wantError(t, c.Do("GET", "/api/session", nil), http.StatusUnauthorized, "unauthenticated")
	}
	if res := owner.Do("GET", "/api/members", nil); strings.Contains(string(res.Body), "rafael@") {
		t.Fatalf("still listed: %s", res.Body)
	}
	// The account lives on, in an empty wedding of its own that is read-only (no new trial).
	again := signIn(t, s, "rafael@exemplo.com")
	if v := session(t, again); v.Wedding.Role != "owner" || !v.Wedding.ReadOnly || v.Wedding.ID == session(t, owner).Wedding.ID {
		t.Fatalf("removed member's own wedding: %+v", v)
	}
}

func TestTransferOwnership(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUp(t, "ana@exemplo.com")
	partner := join(t, s, owner, "rafael@exemplo.com", "partner")
	planner := join(t, s, owner, "cerimonial@exemplo.com", "planner")
	partnerID, plannerID := session(t, partner).User.ID, session(t, planner).User.ID

	wantError(t, planner.Do("POST", "/api/members/"+partnerID+"/owner", nil), http.StatusForbidden, "role_forbidden")
	wantError(t, owner.Do("POST", "/api/members/"+plannerID+"/owner", nil), http.StatusConflict, "transfer_partner_only")
	if res := owner.Do("POST", "/api/members/"+partnerID+"/owner", nil); res.Status != http.StatusNoContent {
		t.Fatalf("transfer: %d %s", res.Status, res.Body)
	}
	if session(t, partner).Wedding.Role != "owner" || session(t, owner).Wedding.Role != "partner" {
		t.Fatal("roles not swapped")
	}
	wantError(t, owner.Do("POST", "/api/members/invitations", map[string]string{"email": "x@exemplo.com", "role": "planner"}),
		http.StatusForbidden, "role_forbidden")
	if res := partner.Do("DELETE", "/api/members/"+plannerID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("the new owner removes: %d %s", res.Status, res.Body)
	}
}

// TestMemberLimits checks each plan's cap on people at limit−1, limit and limit+1, pending
// invitations included, and again when an invitation is accepted after a downgrade.
func TestMemberLimits(t *testing.T) {
	s := apptest.New(t)
	for _, p := range plan.All() {
		owner := s.SignUpOn(t, "dona-"+string(p.ID)+"@exemplo.com", p.ID)
		limit := *p.Limits.Members
		for i := 1; i < limit; i++ { // the owner is one; each invitation takes a place
			role := "planner"
			if i == 1 {
				role = "partner"
			}
			invite(t, s, owner, "pessoa"+string(rune('a'+i))+"-"+string(p.ID)+"@exemplo.com", role)
		}
		res := owner.Do("POST", "/api/members/invitations", map[string]string{"email": "demais-" + string(p.ID) + "@exemplo.com", "role": "planner"})
		wantError(t, res, http.StatusConflict, "member_limit")
		var body struct {
			Error struct{ Details map[string]any }
		}
		res.JSON(t, &body)
		if body.Error.Details["limit"] != float64(limit) || body.Error.Details["current_usage"] != float64(limit) {
			t.Fatalf("%s: details %v", p.ID, body.Error.Details)
		}
	}
	// The cap is checked again on acceptance: Premium invites 2, then falls to Essencial (2).
	owner := s.SignUpOn(t, "premium@exemplo.com", plan.Premium)
	_, t1 := invite(t, s, owner, "um@exemplo.com", "partner")
	_, t2 := invite(t, s, owner, "dois@exemplo.com", "planner")
	s.SetPlan(t, owner, plan.Essencial)
	if res := s.SignUp(t, "um@exemplo.com").Do("POST", "/api/member-invitations/"+t1+"/accept", nil); res.Status != http.StatusOK {
		t.Fatalf("accept at limit: %d %s", res.Status, res.Body)
	}
	late := s.SignUp(t, "dois@exemplo.com")
	wantError(t, late.Do("POST", "/api/member-invitations/"+t2+"/accept", nil), http.StatusConflict, "member_limit")
	if v := session(t, late); v.Wedding.Role != "owner" {
		t.Fatalf("refused acceptance moved the account: %+v", v)
	}
}

// TestOwnerDeletionLeavesTheWeddingToThePartner: the owner's account deletion removes only
// the owner while the partner remains (who becomes the owner); when the last of the couple
// goes, the wedding goes, and the cerimonialista keeps their account in an empty wedding.
func TestOwnerDeletionLeavesTheWeddingToThePartner(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUp(t, "ana@exemplo.com")
	partner := join(t, s, owner, "rafael@exemplo.com", "partner")
	planner := join(t, s, owner, "cerimonial@exemplo.com", "planner")
	weddingID := session(t, owner).Wedding.ID
	addGuest(t, owner, "Continua")

	requestDeletion(t, s, owner)
	s.Advance(privacy.DeletionGrace)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if v := session(t, partner); v.Wedding.ID != weddingID || v.Wedding.Role != "owner" {
		t.Fatalf("partner after the owner left: %+v", v)
	}
	if res := planner.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "Continua") {
		t.Fatalf("wedding after the owner left: %s", res.Body)
	}

	requestDeletion(t, s, partner)
	s.Advance(privacy.DeletionGrace)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	var weddings int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM weddings WHERE id = $1`, weddingID).Scan(&weddings); err != nil || weddings != 0 {
		t.Fatalf("the couple's wedding stays: %d %v", weddings, err)
	}
	if v := session(t, signIn(t, s, "cerimonial@exemplo.com")); v.Wedding.Role != "owner" || v.Wedding.ID == weddingID || !v.Wedding.ReadOnly {
		t.Fatalf("the planner's account: %+v", v)
	}
}

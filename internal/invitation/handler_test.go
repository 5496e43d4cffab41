package invitation_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/invitation"
	"github.com/aceito/aceito/internal/plan"
)

func TestInvitationAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	var g struct{ ID string }
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Bruno Lima"}); res.Status != http.StatusCreated {
		t.Fatalf("guest: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &g)
	}
	msg := map[string]any{"message_content": "Querido Bruno, venha ao nosso casamento!", "wedding_date": "2027-05-15",
		"wedding_location": "Espaço Jardim", "wedding_address": "Av. Paulista, 1000"}
	count := func(t *testing.T) int {
		t.Helper()
		var n int
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM invitation_messages`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	vars := map[string]*string{"guest": &g.ID}

	// Essencial: the feature is gated and nothing is saved.
	apptest.Run(t, c, vars, []apptest.Scenario{
		{Name: "essencial is refused", Method: "PUT", Path: "/api/guests/{guest}/invitation-message", Body: msg,
			WantStatus: 403, WantCode: "feature_not_available", Check: func(t *testing.T, res apptest.Response) {
				var e struct {
					Error struct{ Details map[string]any }
				}
				res.JSON(t, &e)
				if e.Error.Details["feature"] != "digital_invitations" || e.Error.Details["upgrade_required"] != true {
					t.Fatalf("details %s", res.Body)
				}
				if n := count(t); n != 0 {
					t.Fatalf("%d rows saved", n)
				}
			}},
	})

	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium'`); err != nil {
		t.Fatal(err)
	}
	var firstID string
	apptest.Run(t, c, vars, []apptest.Scenario{
		{Name: "premium saves", Method: "PUT", Path: "/api/guests/{guest}/invitation-message", Body: msg, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var m invitation.Message
				res.JSON(t, &m)
				if m.ID == "" || m.GuestID != g.ID || m.MessageContent != msg["message_content"] || *m.WeddingDate != "2027-05-15" ||
					*m.WeddingLocation != "Espaço Jardim" {
					t.Fatalf("saved %+v", m)
				}
				firstID = m.ID
			}},
		{Name: "saving again replaces (one per guest)", Method: "PUT", Path: "/api/guests/{guest}/invitation-message",
			Body: map[string]any{"message_content": "  Nova mensagem  ", "wedding_date": "", "wedding_location": " "}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var m invitation.Message
				res.JSON(t, &m)
				if m.ID != firstID || m.MessageContent != "Nova mensagem" || m.WeddingDate != nil || m.WeddingLocation != nil || m.WeddingAddress != nil {
					t.Fatalf("replaced %+v", m)
				}
				if n := count(t); n != 1 {
					t.Fatalf("%d rows", n)
				}
			}},
		{Name: "message required", Method: "PUT", Path: "/api/guests/{guest}/invitation-message", Body: map[string]any{"message_content": "   "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"message_content": "required"}},
		{Name: "bad fields", Method: "PUT", Path: "/api/guests/{guest}/invitation-message",
			Body:       map[string]any{"message_content": strings.Repeat("a", 5001), "wedding_date": "31/12/2027", "wedding_address": strings.Repeat("r", 301)},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"message_content": "too_long", "wedding_date": "invalid_date", "wedding_address": "too_long"}},
		{Name: "unknown guest", Method: "PUT", Path: "/api/guests/0190aaaa-0000-7000-8000-000000000000/invitation-message", Body: msg,
			WantStatus: 404, WantCode: "not_found"},
		{Name: "list", Method: "GET", Path: "/api/invitation-messages", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Messages []invitation.Message }
			res.JSON(t, &body)
			if len(body.Messages) != 1 || body.Messages[0].MessageContent != "Nova mensagem" {
				t.Fatalf("list %s", res.Body)
			}
		}},
		{Name: "deleting the guest deletes the message", Method: "DELETE", Path: "/api/guests/{guest}", WantStatus: 204,
			Check: func(t *testing.T, res apptest.Response) {
				if n := count(t); n != 0 {
					t.Fatalf("%d rows left", n)
				}
			}},
	})
}

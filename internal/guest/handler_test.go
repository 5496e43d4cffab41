package guest_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/guest"
	"github.com/aceito/aceito/internal/plan"
)

func TestGuestAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id string
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/guests", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"guests":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "create", Method: "POST", Path: "/api/guests", WantStatus: 201,
			Body: map[string]any{"nome": "  Bruno Lima ", "email": "Bruno@Exemplo.com", "telefone": "", "mesa": 4, "acompanhante": true},
			Check: func(t *testing.T, res apptest.Response) {
				var g guest.Guest
				res.JSON(t, &g)
				if g.ID == "" || g.Nome != "Bruno Lima" || *g.Email != "bruno@exemplo.com" || g.Telefone != nil || *g.Mesa != 4 ||
					!g.Acompanhante || g.StatusConfirmacao != guest.Pendente {
					t.Fatalf("created %+v", g)
				}
				id = g.ID
			}},
		{Name: "name too short", Method: "POST", Path: "/api/guests", Body: map[string]any{"nome": "B"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome": "too_short"}},
		{Name: "several bad fields", Method: "POST", Path: "/api/guests", Body: map[string]any{"nome": "", "email": "x@", "mesa": -1},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome": "required", "email": "invalid", "mesa": "not_positive"}},
		{Name: "mesa not a number", Method: "POST", Path: "/api/guests", Body: `{"nome":"Ana","mesa":"três"}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"mesa": "invalid_type"}},
		{Name: "unknown field", Method: "POST", Path: "/api/guests", Body: `{"nome":"Ana","wedding_id":"other"}`,
			WantStatus: 400, WantCode: "unknown_field", WantFields: map[string]string{"wedding_id": "unknown"}},
		{Name: "broken json", Method: "POST", Path: "/api/guests", Body: `{"nome":`, WantStatus: 400, WantCode: "invalid_json"},
		{Name: "two objects", Method: "POST", Path: "/api/guests", Body: `{"nome":"Ana"}{"nome":"Bia"}`, WantStatus: 400, WantCode: "invalid_json"},
		{Name: "body too large", Method: "POST", Path: "/api/guests", Body: `{"nome":"` + strings.Repeat("a", 70<<10) + `"}`,
			WantStatus: 413, WantCode: "body_too_large"},
		{Name: "bad writes changed nothing", Method: "GET", Path: "/api/guests", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Guests []guest.Guest }
			res.JSON(t, &body)
			if len(body.Guests) != 1 {
				t.Fatalf("want 1 guest, got %d", len(body.Guests))
			}
		}},
		{Name: "status only", Method: "PATCH", Path: "/api/guests/{id}", Body: map[string]any{"status_confirmacao": "confirmado"}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var g guest.Guest
				res.JSON(t, &g)
				if g.StatusConfirmacao != guest.Confirmado || g.Nome != "Bruno Lima" || *g.Mesa != 4 || !g.Acompanhante {
					t.Fatalf("partial update touched other fields: %+v", g)
				}
			}},
		{Name: "clear mesa with null", Method: "PATCH", Path: "/api/guests/{id}", Body: `{"mesa":null,"acompanhante":false}`, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var g guest.Guest
				res.JSON(t, &g)
				if g.Mesa != nil || g.Acompanhante || g.StatusConfirmacao != guest.Confirmado {
					t.Fatalf("after clearing: %+v", g)
				}
			}},
		{Name: "invalid status", Method: "PATCH", Path: "/api/guests/{id}", Body: map[string]any{"status_confirmacao": "talvez"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"status_confirmacao": "invalid"}},
		{Name: "get one", Method: "GET", Path: "/api/guests/{id}", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var g guest.Guest
			res.JSON(t, &g)
			if g.StatusConfirmacao != guest.Confirmado {
				t.Fatalf("invalid patch was stored: %+v", g)
			}
		}},
		{Name: "unknown id", Method: "GET", Path: "/api/guests/0190aaaa-0000-7000-8000-000000000000", WantStatus: 404, WantCode: "not_found"},
		{Name: "delete", Method: "DELETE", Path: "/api/guests/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/guests/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "patch deleted", Method: "PATCH", Path: "/api/guests/{id}", Body: map[string]any{"nome": "Zé"}, WantStatus: 404, WantCode: "not_found"},
	})
}

func TestGuestAPINeedsSession(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/guests"}, {"POST", "/api/guests"}, {"GET", "/api/guests/x"}, {"PATCH", "/api/guests/x"}, {"DELETE", "/api/guests/x"},
	} {
		res := anon.Do(r.method, r.path, map[string]any{"nome": "Ana"})
		if res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "unauthenticated" {
			t.Errorf("%s %s anonymous: %d %s", r.method, r.path, res.Status, res.Body)
		}
	}
}

// TestListIsFreshAcrossInstances writes through one instance and reads through another: the
// cached list of the reader must never be older than the last committed write.
func TestListIsFreshAcrossInstances(t *testing.T) {
	s1 := apptest.New(t)
	s2 := s1.Twin(t)
	c1 := s1.SignUp(t, "casal@exemplo.com")
	c2 := c1.On(s2)
	names := func(c *apptest.Client) string {
		var body struct{ Guests []guest.Guest }
		c.Do("GET", "/api/guests", nil).JSON(t, &body)
		var out []string
		for _, g := range body.Guests {
			out = append(out, g.Nome+":"+string(g.StatusConfirmacao))
		}
		return strings.Join(out, ",")
	}
	if got := names(c1); got != "" { // warms instance 1's cache
		t.Fatalf("start: %q", got)
	}
	var g guest.Guest
	c2.Do("POST", "/api/guests", map[string]any{"nome": "Bruno"}).JSON(t, &g)
	if got := names(c1); got != "Bruno:pendente" {
		t.Fatalf("after create on the other instance: %q", got)
	}
	c2.Do("PATCH", "/api/guests/"+g.ID, map[string]any{"status_confirmacao": "recusado"})
	if got := names(c1); got != "Bruno:recusado" {
		t.Fatalf("after update on the other instance: %q", got)
	}
	c2.Do("DELETE", "/api/guests/"+g.ID, nil)
	if got := names(c1); got != "" {
		t.Fatalf("after delete on the other instance: %q", got)
	}
}

func TestGuestLimitFollowsThePlan(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	for i := range 50 {
		if res := c.Do("POST", "/api/guests", map[string]any{"nome": fmt.Sprintf("Convidado %02d", i+1)}); res.Status != 201 {
			t.Fatalf("guest %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidado 51"})
	if res.Status != http.StatusForbidden {
		t.Fatalf("51st guest on essencial: %d %s", res.Status, res.Body)
	}
	var body struct {
		Error struct {
			Code    string         `json:"code"`
			Message string         `json:"message"`
			Details map[string]any `json:"details"`
		} `json:"error"`
	}
	res.JSON(t, &body)
	d := body.Error.Details
	if body.Error.Code != "plan_limit" || d["current_usage"] != 50.0 || d["limit"] != 50.0 || d["current_plan"] != "essencial" ||
		d["upgrade_required"] != true || body.Error.Message != "Seu plano Essencial permite até 50 convidados. Faça upgrade para adicionar mais." {
		t.Fatalf("error %+v", body.Error)
	}
	// After an upgrade to premium the same request works.
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium'`); err != nil {
		t.Fatal(err)
	}
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Convidado 51"}); res.Status != 201 {
		t.Fatalf("51st guest on premium: %d %s", res.Status, res.Body)
	}
}

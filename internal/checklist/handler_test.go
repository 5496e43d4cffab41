package checklist_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/checklist"
)

func list(t *testing.T, c *apptest.Client) []checklist.Item {
	t.Helper()
	var body struct{ Items []checklist.Item }
	res := c.Do("GET", "/api/checklist", nil)
	if res.Status != 200 {
		t.Fatalf("list: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &body)
	return body.Items
}

func TestChecklistAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id string
	item := func(t *testing.T, res apptest.Response) checklist.Item {
		var it checklist.Item
		res.JSON(t, &it)
		return it
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/checklist", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"items":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "create with defaults", Method: "POST", Path: "/api/checklist", Body: map[string]any{"tarefa": "  Comprar as alianças "}, WantStatus: 201,
			Check: func(t *testing.T, res apptest.Response) {
				it := item(t, res)
				if it.ID == "" || it.Tarefa != "Comprar as alianças" || it.Status != checklist.Pendente || it.Prioridade != checklist.Media ||
					it.Prazo != nil || it.HorarioLembrete != nil {
					t.Fatalf("created %+v", it)
				}
				id = it.ID
			}},
		{Name: "create with everything", Method: "POST", Path: "/api/checklist", WantStatus: 201,
			Body: map[string]any{"tarefa": "Provar o vestido", "prioridade": "alta", "prazo": "2027-03-20", "horario_lembrete": "09:30"},
			Check: func(t *testing.T, res apptest.Response) {
				it := item(t, res)
				if it.Prioridade != checklist.Alta || *it.Prazo != "2027-03-20" || *it.HorarioLembrete != "09:30" {
					t.Fatalf("created %+v", it)
				}
			}},
		{Name: "blank description", Method: "POST", Path: "/api/checklist", Body: map[string]any{"tarefa": "   "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"tarefa": "required"}},
		{Name: "bad fields", Method: "POST", Path: "/api/checklist",
			Body:       map[string]any{"tarefa": "x", "prioridade": "urgente", "prazo": "31/12/2027", "horario_lembrete": "25:00", "status": "feito"},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"prioridade": "invalid", "prazo": "invalid", "horario_lembrete": "invalid", "status": "invalid"}},
		{Name: "unknown field", Method: "POST", Path: "/api/checklist", Body: `{"tarefa":"x","user_id":"outro"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "deadline not text", Method: "POST", Path: "/api/checklist", Body: `{"tarefa":"x","prazo":20270320}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"prazo": "invalid_type"}},
		{Name: "dated tasks first", Method: "GET", Path: "/api/checklist", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Items []checklist.Item }
			res.JSON(t, &body)
			if len(body.Items) != 2 || body.Items[0].Tarefa != "Provar o vestido" || body.Items[1].ID != id {
				t.Fatalf("list %+v", body.Items)
			}
		}},
		{Name: "tick", Method: "PATCH", Path: "/api/checklist/{id}", Body: map[string]any{"status": "concluido"}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				if it := item(t, res); it.Status != checklist.Concluido || it.Tarefa != "Comprar as alianças" || it.Prioridade != checklist.Media {
					t.Fatalf("after tick %+v", it)
				}
			}},
		{Name: "set then clear a deadline", Method: "PATCH", Path: "/api/checklist/{id}", Body: `{"prazo":"2027-01-10","horario_lembrete":null}`, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				if it := item(t, res); *it.Prazo != "2027-01-10" || it.Status != checklist.Concluido {
					t.Fatalf("after patch %+v", it)
				}
			}},
		{Name: "invalid patch", Method: "PATCH", Path: "/api/checklist/{id}", Body: map[string]any{"tarefa": "", "status": "pendente"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"tarefa": "required"}},
		{Name: "invalid patch changed nothing", Method: "GET", Path: "/api/checklist", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Items []checklist.Item }
			res.JSON(t, &body)
			if body.Items[0].ID != id || body.Items[0].Status != checklist.Concluido || body.Items[0].Tarefa != "Comprar as alianças" {
				t.Fatalf("list %+v", body.Items)
			}
		}},
		{Name: "unknown id", Method: "PATCH", Path: "/api/checklist/0190aaaa-0000-7000-8000-000000000000", Body: map[string]any{"status": "concluido"},
			WantStatus: 404, WantCode: "not_found"},
		{Name: "delete", Method: "DELETE", Path: "/api/checklist/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/checklist/{id}", WantStatus: 404, WantCode: "not_found"},
	})
}

func TestGenerateSuggestedTasks(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")

	res := c.Do("POST", "/api/checklist/suggested", nil)
	if res.Status != http.StatusUnprocessableEntity || res.Err(t).Error.Code != "wedding_date_required" {
		t.Fatalf("without a wedding date: %d %s", res.Status, res.Body)
	}
	if n := len(list(t, c)); n != 0 {
		t.Fatalf("%d tasks invented without a wedding date", n)
	}

	if _, err := s.DB.ExecContext(context.Background(), `UPDATE profiles SET wedding_date = $1`, "2027-08-31"); err != nil {
		t.Fatal(err)
	}
	var body struct {
		Added int
		Items []checklist.Item
	}
	res = c.Do("POST", "/api/checklist/suggested", nil)
	if res.Status != 200 {
		t.Fatalf("generate: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &body)
	if body.Added != 14 || len(body.Items) != 14 {
		t.Fatalf("added %d, listed %d", body.Added, len(body.Items))
	}
	first, last := body.Items[0], body.Items[13]
	if *first.Prazo != "2027-02-28" || *last.Prazo != "2027-08-24" || first.Status != checklist.Pendente {
		t.Fatalf("first %+v last %+v", first, last)
	}

	// Generating again adds nothing; a deleted suggestion comes back, alone.
	res = c.Do("POST", "/api/checklist/suggested", nil)
	res.JSON(t, &body)
	if body.Added != 0 || len(list(t, c)) != 14 {
		t.Fatalf("second generation added %d", body.Added)
	}
	c.Do("PATCH", "/api/checklist/"+first.ID, map[string]any{"status": "concluido"})
	if res := c.Do("DELETE", "/api/checklist/"+last.ID, nil); res.Status != 204 {
		t.Fatalf("delete: %d", res.Status)
	}
	c.Do("POST", "/api/checklist/suggested", nil).JSON(t, &body)
	if body.Added != 1 || len(body.Items) != 14 {
		t.Fatalf("after deleting one: added %d, listed %d", body.Added, len(body.Items))
	}
	for _, it := range body.Items {
		if it.ID == first.ID && it.Status != checklist.Concluido {
			t.Fatal("regeneration reset a ticked task")
		}
	}

	// The date is read from the caller's own profile: a wedding created later has none.
	other := s.SignUp(t, "outro@exemplo.com")
	if res := other.Do("POST", "/api/checklist/suggested", nil); res.Status != 422 || len(list(t, other)) != 0 {
		t.Fatalf("other wedding: %d %s", res.Status, res.Body)
	}
}

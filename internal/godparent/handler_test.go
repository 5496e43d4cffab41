package godparent_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/godparent"
)

func TestGodparentAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id string
	list := func(want string) func(*testing.T, apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var body struct{ Godparents []godparent.Godparent }
			res.JSON(t, &body)
			var got []string
			for _, g := range body.Godparents {
				got = append(got, g.Nome)
			}
			if strings.Join(got, ",") != want {
				t.Fatalf("list %q, want %q", strings.Join(got, ","), want)
			}
		}
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/godparents", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"godparents":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "create madrinha", Method: "POST", Path: "/api/godparents", WantStatus: 201,
			Body: map[string]any{"nome": "  Paula Souza ", "tipo": "madrinha", "email": "Paula@Exemplo.com", "telefone": "", "is_dama_honra": true, "observacoes": " Prima "},
			Check: func(t *testing.T, res apptest.Response) {
				var g godparent.Godparent
				res.JSON(t, &g)
				if g.ID == "" || g.Nome != "Paula Souza" || *g.Email != "paula@exemplo.com" || g.Telefone != nil || g.Tipo != godparent.Madrinha ||
					!g.IsDamaHonra || g.Confirmado || *g.Observacoes != "Prima" {
					t.Fatalf("created %+v", g)
				}
				id = g.ID
			}},
		{Name: "create padrinho", Method: "POST", Path: "/api/godparents", Body: map[string]any{"nome": "Marcos", "tipo": "padrinho"}, WantStatus: 201},
		{Name: "missing nome and tipo", Method: "POST", Path: "/api/godparents", Body: map[string]any{"nome": " "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome": "required", "tipo": "required"}},
		{Name: "several bad fields", Method: "POST", Path: "/api/godparents",
			Body:       map[string]any{"nome": "B", "tipo": "dama", "email": "x@", "telefone": strings.Repeat("1", 31), "observacoes": strings.Repeat("a", 1001)},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"nome": "too_short", "tipo": "invalid", "email": "invalid", "telefone": "too_long", "observacoes": "too_long"}},
		{Name: "confirmado not a boolean", Method: "POST", Path: "/api/godparents", Body: `{"nome":"Ana","tipo":"madrinha","confirmado":"sim"}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"confirmado": "invalid_type"}},
		{Name: "unknown field", Method: "POST", Path: "/api/godparents", Body: `{"nome":"Ana","tipo":"madrinha","wedding_id":"other"}`,
			WantStatus: 400, WantCode: "unknown_field", WantFields: map[string]string{"wedding_id": "unknown"}},
		{Name: "broken json", Method: "POST", Path: "/api/godparents", Body: `{"nome":`, WantStatus: 400, WantCode: "invalid_json"},
		{Name: "body too large", Method: "POST", Path: "/api/godparents", Body: `{"nome":"` + strings.Repeat("a", 70<<10) + `"}`,
			WantStatus: 413, WantCode: "body_too_large"},
		{Name: "ordered by name, bad writes changed nothing", Method: "GET", Path: "/api/godparents", WantStatus: 200, Check: list("Marcos,Paula Souza")},
		{Name: "confirm only", Method: "PATCH", Path: "/api/godparents/{id}", Body: map[string]any{"confirmado": true}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var g godparent.Godparent
				res.JSON(t, &g)
				if !g.Confirmado || g.Nome != "Paula Souza" || !g.IsDamaHonra || *g.Email != "paula@exemplo.com" || *g.Observacoes != "Prima" {
					t.Fatalf("partial update touched other fields: %+v", g)
				}
			}},
		{Name: "rename and clear with null", Method: "PATCH", Path: "/api/godparents/{id}", Body: `{"nome":"Ana Paula","email":null,"observacoes":""}`, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var g godparent.Godparent
				res.JSON(t, &g)
				if g.Nome != "Ana Paula" || g.Email != nil || g.Observacoes != nil || !g.Confirmado {
					t.Fatalf("after clearing: %+v", g)
				}
			}},
		{Name: "invalid tipo", Method: "PATCH", Path: "/api/godparents/{id}", Body: map[string]any{"tipo": "noivo"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"tipo": "invalid"}},
		{Name: "blank name", Method: "PATCH", Path: "/api/godparents/{id}", Body: map[string]any{"nome": "  "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome": "required"}},
		{Name: "rejected patches stored nothing; order follows the new name", Method: "GET", Path: "/api/godparents", WantStatus: 200, Check: list("Ana Paula,Marcos")},
		{Name: "unknown id", Method: "PATCH", Path: "/api/godparents/0190aaaa-0000-7000-8000-000000000000", Body: map[string]any{"confirmado": true},
			WantStatus: 404, WantCode: "not_found"},
		{Name: "delete", Method: "DELETE", Path: "/api/godparents/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/godparents/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "patch deleted", Method: "PATCH", Path: "/api/godparents/{id}", Body: map[string]any{"nome": "Zé"}, WantStatus: 404, WantCode: "not_found"},
		{Name: "after delete", Method: "GET", Path: "/api/godparents", WantStatus: 200, Check: list("Marcos")},
	})
}

func TestGodparentAPINeedsSession(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/godparents"}, {"POST", "/api/godparents"}, {"PATCH", "/api/godparents/x"}, {"DELETE", "/api/godparents/x"},
	} {
		res := anon.Do(r.method, r.path, map[string]any{"nome": "Ana", "tipo": "madrinha"})
		if res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "unauthenticated" {
			t.Errorf("%s %s anonymous: %d %s", r.method, r.path, res.Status, res.Body)
		}
	}
}

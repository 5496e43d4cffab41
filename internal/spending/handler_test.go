package spending_test

import (
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/spending"
)

type listBody struct {
	Limits     []spending.Limit
	Summary    spending.Summary
	Categories []string
}

func TestSpendingAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id string
	count := func(n int) func(t *testing.T, res apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var body listBody
			res.JSON(t, &body)
			if len(body.Limits) != n || len(body.Categories) != 16 {
				t.Fatalf("want %d limits and 16 categories, got %s", n, res.Body)
			}
		}
	}
	level := func(want spending.Level, tenths int64, above bool) func(t *testing.T, res apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var l spending.Limit
			res.JSON(t, &l)
			if l.Level != want || l.PercentTenths != tenths || l.AboveBenchmark != above {
				t.Fatalf("got %+v, want %s %d %v", l, want, tenths, above)
			}
			if id == "" {
				id = l.ID
			}
		}
	}
	put := func(current int64) map[string]any {
		return map[string]any{"category": "Fotografia", "limit_cents": 500_000, "current_cents": current}
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/spending-limits", WantStatus: 200, Check: count(0)},
		{Name: "create", Method: "POST", Path: "/api/spending-limits", Body: map[string]any{"category": " Fotografia ", "limit_cents": 500_000},
			WantStatus: 201, Check: level(spending.Safe, 0, false)},
		{Name: "limit zero", Method: "POST", Path: "/api/spending-limits", Body: map[string]any{"category": "Outros", "limit_cents": 0},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"limit_cents": "not_positive"}},
		{Name: "missing fields", Method: "POST", Path: "/api/spending-limits", Body: map[string]any{},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"category": "required", "limit_cents": "required"}},
		{Name: "unknown category", Method: "POST", Path: "/api/spending-limits", Body: map[string]any{"category": "Cassino", "limit_cents": 1},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"category": "invalid"}},
		{Name: "unknown field", Method: "POST", Path: "/api/spending-limits", Body: `{"category":"Outros","limit_cents":1,"percent_tenths":5}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "refusals changed nothing", Method: "GET", Path: "/api/spending-limits", WantStatus: 200, Check: count(1)},
		{Name: "60 %", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(300_000), WantStatus: 200, Check: level(spending.Caution, 600, false)},
		{Name: "80 %", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(400_000), WantStatus: 200, Check: level(spending.Warning, 800, false)},
		{Name: "100 %", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(500_000), WantStatus: 200, Check: level(spending.Danger, 1000, false)},
		{Name: "above benchmark", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(540_001), WantStatus: 200, Check: level(spending.Danger, 1080, true)},
		{Name: "negative spend changes nothing", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(-1),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"current_cents": "negative"}},
		{Name: "summary", Method: "GET", Path: "/api/spending-limits", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body listBody
			res.JSON(t, &body)
			if body.Summary != (spending.Summary{Total: 1, Active: 1, Critical: 1, BudgetCents: 500_000, SpentCents: 540_001}) {
				t.Fatalf("summary %+v", body.Summary)
			}
		}},
		{Name: "deactivate", Method: "PUT", Path: "/api/spending-limits/{id}",
			Body: map[string]any{"category": "Fotografia", "limit_cents": 500_000, "current_cents": 540_001, "is_active": false}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var l spending.Limit
				res.JSON(t, &l)
				if l.IsActive || l.Critical {
					t.Fatalf("deactivated %+v", l)
				}
			}},
		{Name: "delete", Method: "DELETE", Path: "/api/spending-limits/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/spending-limits/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "put missing", Method: "PUT", Path: "/api/spending-limits/{id}", Body: put(1), WantStatus: 404, WantCode: "not_found"},
	})
}

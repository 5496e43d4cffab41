package budget_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/budget"
)

func cats(n int) []map[string]any {
	out := make([]map[string]any, n)
	for i := range out {
		out[i] = map[string]any{"nome": fmt.Sprintf("Categoria %d", i), "percent_tenths": 10}
	}
	return out
}

func TestBudgetAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	valid := map[string]any{
		"total_cents": 8000000,
		"categories": []map[string]any{
			{"nome": " Local da Cerimônia ", "percent_tenths": 305, "spent_cents": 1000000, "status": "em_andamento"},
			{"nome": "Buffet/Catering", "percent_tenths": 695, "spent_cents": 250050},
		},
	}
	read := func(t *testing.T, res apptest.Response) budget.Budget {
		t.Helper()
		var b budget.Budget
		res.JSON(t, &b)
		return b
	}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "defaults before the first save", Method: "GET", Path: "/api/budget", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			b := read(t, res)
			var sum int64
			for _, c := range b.Categories {
				sum += c.PercentTenths
			}
			if b.TotalCents != 0 || b.UpdatedAt != nil || len(b.Categories) != 8 || sum != 1000 ||
				b.Categories[0].Nome != "Local da Cerimônia" || b.Categories[0].PercentTenths != 300 || b.Categories[7].Nome != "Outros" {
				t.Fatalf("defaults %+v", b)
			}
		}},
		{Name: "save", Method: "PUT", Path: "/api/budget", Body: valid, WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			b := read(t, res)
			if b.TotalCents != 8000000 || b.SpentCents != 1250050 || len(b.Categories) != 2 || b.UpdatedAt == nil {
				t.Fatalf("saved %+v", b)
			}
			c0, c1 := b.Categories[0], b.Categories[1]
			if c0.Nome != "Local da Cerimônia" || c0.AllocatedCents != 2440000 || c0.Status != budget.EmAndamento ||
				c1.AllocatedCents != 5560000 || c1.Status != budget.Pendente || c1.SpentCents != 250050 {
				t.Fatalf("categories %+v", b.Categories)
			}
		}},
		{Name: "sum off 100 is accepted (the page warns)", Method: "PUT", Path: "/api/budget",
			Body: map[string]any{"total_cents": 100, "categories": []map[string]any{{"nome": "Tudo", "percent_tenths": 333}}}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				if b := read(t, res); len(b.Categories) != 1 || b.Categories[0].AllocatedCents != 33 {
					t.Fatalf("saved %+v", b)
				}
			}},
		{Name: "a fixed amount is the allocation, whatever the total", Method: "PUT", Path: "/api/budget",
			Body: map[string]any{"total_cents": 100, "categories": []map[string]any{{"nome": "Lua de Mel", "percent_tenths": 0, "fixed_cents": 250000}}}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				if b := read(t, res); b.Categories[0].AllocatedCents != 250000 || *b.Categories[0].FixedCents != 250000 {
					t.Fatalf("saved %+v", b)
				}
			}},
		{Name: "upsert replaces", Method: "PUT", Path: "/api/budget", Body: valid, WantStatus: 200},
		{Name: "zero total", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": 0, "categories": cats(1)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"total_cents": "not_positive"}},
		{Name: "negative total", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": -5, "categories": cats(1)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"total_cents": "not_positive"}},
		{Name: "huge total", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": budget.MaxCents + 1, "categories": cats(1)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"total_cents": "too_large"}},
		{Name: "money as decimal is refused", Method: "PUT", Path: "/api/budget", Body: `{"total_cents":1234.56,"categories":[{"nome":"A","percent_tenths":1000}]}`,
			WantStatus: 422, WantCode: "validation_failed"},
		{Name: "no categories", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": 100, "categories": []any{}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"categories": "required"}},
		{Name: "too many categories", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": 100, "categories": cats(51)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"categories": "too_many"}},
		{Name: "bad categories", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": 100, "categories": []map[string]any{
			{"nome": "  ", "percent_tenths": 10},
			{"nome": "Buffet", "percent_tenths": 1001},
			{"nome": "buffet", "percent_tenths": -1, "spent_cents": -1, "status": "feito"},
			{"nome": strings.Repeat("x", 101), "percent_tenths": 10},
		}}, WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{
			"categories.0.nome": "required", "categories.1.percent_tenths": "out_of_range", "categories.2.nome": "duplicate",
			"categories.2.percent_tenths": "out_of_range", "categories.2.spent_cents": "negative", "categories.2.status": "invalid",
			"categories.3.nome": "too_long",
		}},
		{Name: "bad fixed amounts", Method: "PUT", Path: "/api/budget", Body: map[string]any{"total_cents": 100, "categories": []map[string]any{
			{"nome": "A", "percent_tenths": 0, "fixed_cents": -1},
			{"nome": "B", "percent_tenths": 0, "fixed_cents": budget.MaxCents + 1},
			{"nome": "C", "percent_tenths": 10, "fixed_cents": 500},
		}}, WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{
			"categories.0.fixed_cents": "negative", "categories.1.fixed_cents": "too_large", "categories.2.percent_tenths": "fixed_amount",
		}},
		{Name: "unknown field", Method: "PUT", Path: "/api/budget", Body: `{"total_cents":1,"categories":[],"user_id":"x"}`, WantStatus: 400, WantCode: "unknown_field"},
		{Name: "bad writes changed nothing", Method: "GET", Path: "/api/budget", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if b := read(t, res); b.TotalCents != 8000000 || len(b.Categories) != 2 || b.Categories[0].PercentTenths != 305 {
				t.Fatalf("changed by a rejected save: %+v", b)
			}
		}},
	})

	// One budget per wedding: another couple still sees the defaults.
	other := s.SignUp(t, "outro@exemplo.com")
	var b budget.Budget
	other.Do("GET", "/api/budget", nil).JSON(t, &b)
	if b.TotalCents != 0 || len(b.Categories) != 8 {
		t.Fatalf("other wedding sees %+v", b)
	}
	var n int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM budgets`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("budgets rows %d, %v", n, err)
	}
}

func TestAllocated(t *testing.T) {
	for _, c := range []struct{ total, tenths, want int64 }{
		{8000000, 300, 2400000}, {8000000, 1000, 8000000}, {100, 333, 33}, {100, 335, 34}, {1, 5, 0}, {0, 500, 0},
		{budget.MaxCents, 1000, budget.MaxCents},
	} {
		if got := budget.Allocated(c.total, c.tenths); got != c.want {
			t.Errorf("Allocated(%d, %d) = %d, want %d", c.total, c.tenths, got, c.want)
		}
	}
}

// A category set in reais takes its amount off the top; the percentages split the rest, so a
// split summing to 100 % allocates exactly the total (issue 18 §4).
func TestReaisCategoriesComeOffTheTop(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var b budget.Budget
	c.Do("PUT", "/api/budget", map[string]any{"total_cents": 10_000_000, "categories": []map[string]any{
		{"nome": "Buffet", "percent_tenths": 0, "fixed_cents": 4_000_000},
		{"nome": "Decoração", "percent_tenths": 600},
		{"nome": "Outros", "percent_tenths": 400},
	}}).JSON(t, &b)
	var sum int64
	for _, cat := range b.Categories {
		sum += cat.AllocatedCents
	}
	if b.Categories[0].AllocatedCents != 4_000_000 || b.Categories[1].AllocatedCents != 3_600_000 ||
		b.Categories[2].AllocatedCents != 2_400_000 || sum != b.TotalCents {
		t.Fatalf("allocations %+v, sum %d", b.Categories, sum)
	}

	// Reais above the total leave nothing to split; each reais category keeps its amount.
	c.Do("PUT", "/api/budget", map[string]any{"total_cents": 3_000_000, "version": b.Version, "categories": []map[string]any{
		{"nome": "Buffet", "percent_tenths": 0, "fixed_cents": 4_000_000},
		{"nome": "Decoração", "percent_tenths": 1000},
	}}).JSON(t, &b)
	if b.Categories[0].AllocatedCents != 4_000_000 || b.Categories[1].AllocatedCents != 0 {
		t.Fatalf("over the total %+v", b.Categories)
	}
}

func TestPercentBase(t *testing.T) {
	for _, c := range []struct{ total, fixed, want int64 }{{100, 0, 100}, {100, 40, 60}, {100, 100, 0}, {100, 150, 0}, {0, 0, 0}} {
		if got := budget.PercentBase(c.total, c.fixed); got != c.want {
			t.Errorf("PercentBase(%d, %d) = %d, want %d", c.total, c.fixed, got, c.want)
		}
	}
}

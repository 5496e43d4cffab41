package honeymoon_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/honeymoon"
	"github.com/aceito/aceito/internal/plan"
)

func setPlan(t *testing.T, s *apptest.Server, c *apptest.Client, planID string) {
	t.Helper()
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = $1 WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $2)`, planID, c.Email); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, res apptest.Response) honeymoon.Response {
	t.Helper()
	var r honeymoon.Response
	res.JSON(t, &r)
	return r
}

func getBudget(t *testing.T, c *apptest.Client) budget.Budget {
	t.Helper()
	var b budget.Budget
	res := c.Do("GET", "/api/budget", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &b)
	return b
}

func category(b budget.Budget, nome string) *budget.Category {
	for i := range b.Categories {
		if b.Categories[i].Nome == nome {
			return &b.Categories[i]
		}
	}
	return nil
}

var trip = map[string]any{
	"destino": "  Fernando de Noronha, PE ", "orcamento_cents": 1500000, "data_inicio": "2027-05-20", "data_fim": "2027-05-30",
	"preferencias": []string{"Praia", "Natureza", "Praia"}, "observacoes": "  Levar protetor  ",
	"expenses": []map[string]any{
		{"category": "Passagens Aéreas", "estimated_cents": 400000, "actual_cents": 380050},
		{"category": "Hospedagem", "estimated_cents": 600000, "actual_cents": 0},
	},
}

func TestHoneymoonGate(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	res := c.Do("PUT", "/api/honeymoon", trip)
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "feature_not_available" {
		t.Fatalf("essencial: %d %s", res.Status, res.Body)
	}
	if !strings.Contains(string(res.Body), `"feature":"honeymoon_planner"`) {
		t.Fatalf("gate details: %s", res.Body)
	}
	var n int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM trip_plans`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("essencial saved a trip: %d %v", n, err)
	}
	if r := read(t, c.Do("GET", "/api/honeymoon", nil)); r.Trip != nil {
		t.Fatalf("essencial reads %+v", r.Trip)
	}
	for _, p := range []string{"premium", "luxo"} {
		setPlan(t, s, c, p)
		if res := c.Do("PUT", "/api/honeymoon", trip); res.Status != http.StatusOK {
			t.Fatalf("%s: %d %s", p, res.Status, res.Body)
		}
	}
	if res := s.NewClient(t).Do("GET", "/api/honeymoon", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("visitor: %d", res.Status)
	}
}

func TestHoneymoonAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	var firstID string
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "nothing before the first save", Method: "GET", Path: "/api/honeymoon", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if r := read(t, res); r.Trip != nil || r.HasBudget || r.BudgetSync != "" {
				t.Fatalf("empty: %s", res.Body)
			}
		}},
		{Name: "blank destination", Method: "PUT", Path: "/api/honeymoon", Body: map[string]any{"destino": "   "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"destino": "required"}},
		{Name: "bad fields", Method: "PUT", Path: "/api/honeymoon", Body: map[string]any{
			"destino": strings.Repeat("x", 201), "orcamento_cents": -1, "data_inicio": "2027-02-30", "data_fim": "30/05/2027",
			"preferencias": []string{"Praia", "Deserto"}, "observacoes": strings.Repeat("y", 5001),
			"expenses": []map[string]any{
				{"category": "Hospedagem", "estimated_cents": -5, "actual_cents": 1_000_000_000_001},
				{"category": "Hospedagem"}, {"category": "Cassino"},
			}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{
				"destino": "too_long", "orcamento_cents": "negative", "data_inicio": "invalid_date", "data_fim": "invalid_date",
				"preferencias.1": "invalid", "observacoes": "too_long", "expenses.0.estimated_cents": "negative",
				"expenses.0.actual_cents": "too_large", "expenses.1.category": "duplicate", "expenses.2.category": "invalid",
			}},
		{Name: "return before departure", Method: "PUT", Path: "/api/honeymoon",
			Body:       map[string]any{"destino": "Gramado", "data_inicio": "2027-05-20", "data_fim": "2027-05-19"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"data_fim": "before_start"}},
		{Name: "totals beyond the budget's cap", Method: "PUT", Path: "/api/honeymoon", Body: map[string]any{"destino": "Lua", "expenses": []map[string]any{
			{"category": "Hospedagem", "estimated_cents": budget.MaxCents}, {"category": "Outros", "estimated_cents": 1}}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"expenses": "too_large"}},
		{Name: "money as decimal is refused", Method: "PUT", Path: "/api/honeymoon", Body: `{"destino":"Lua","orcamento_cents":10.5}`,
			WantStatus: 422, WantCode: "validation_failed"},
		{Name: "unknown field", Method: "PUT", Path: "/api/honeymoon", Body: `{"destino":"Lua","user_id":"x"}`, WantStatus: 400, WantCode: "unknown_field"},
		{Name: "nothing saved by bad input", Method: "GET", Path: "/api/honeymoon", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if r := read(t, res); r.Trip != nil {
				t.Fatalf("saved by a rejected request: %s", res.Body)
			}
		}},
		{Name: "insert", Method: "PUT", Path: "/api/honeymoon", Body: trip, WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			r := read(t, res)
			tp := r.Trip
			if tp == nil || tp.Destino != "Fernando de Noronha, PE" || *tp.OrcamentoCents != 1500000 || *tp.DataInicio != "2027-05-20" ||
				*tp.DataFim != "2027-05-30" || strings.Join(tp.Preferencias, ",") != "Praia,Natureza" || *tp.Observacoes != "Levar protetor" {
				t.Fatalf("saved %s", res.Body)
			}
			if len(tp.Expenses) != 8 || tp.Expenses[0].Category != "Hospedagem" || tp.Expenses[0].EstimatedCents != 600000 ||
				tp.Expenses[1].ActualCents != 380050 || tp.Expenses[7].Category != "Outros" || tp.Expenses[7].EstimatedCents != 0 {
				t.Fatalf("expenses %+v", tp.Expenses)
			}
			if tp.EstimatedTotalCents != 1000000 || tp.ActualTotalCents != 380050 || r.HasBudget || r.BudgetSync != honeymoon.NoBudget {
				t.Fatalf("totals/sync %s", res.Body)
			}
			firstID = tp.ID
		}},
		{Name: "update keeps the one plan", Method: "PUT", Path: "/api/honeymoon",
			Body: map[string]any{"destino": "Gramado", "data_inicio": "", "orcamento_cents": nil}, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				tp := read(t, res).Trip
				if tp.ID != firstID || tp.Destino != "Gramado" || tp.OrcamentoCents != nil || tp.DataInicio != nil || tp.DataFim != nil ||
					len(tp.Preferencias) != 0 || tp.Observacoes != nil || tp.EstimatedTotalCents != 0 || tp.UpdatedAt.Before(tp.CreatedAt) {
					t.Fatalf("updated %s", res.Body)
				}
			}},
		{Name: "read back", Method: "GET", Path: "/api/honeymoon", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if tp := read(t, res).Trip; tp == nil || tp.ID != firstID || tp.Destino != "Gramado" || len(tp.Expenses) != 8 {
				t.Fatalf("read %s", res.Body)
			}
		}},
	})
	var n int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM trip_plans`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("trip_plans rows %d, %v", n, err)
	}
	// No budget was saved, so the sync made none (a budget needs a total above zero).
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM budgets`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("budgets rows %d, %v", n, err)
	}

	// Another wedding sees nothing of it: the trip is per wedding, there are no ids to try.
	other := s.SignUp(t, "outro@exemplo.com")
	setPlan(t, s, other, "premium")
	if r := read(t, other.Do("GET", "/api/honeymoon", nil)); r.Trip != nil {
		t.Fatalf("other wedding sees %+v", r.Trip)
	}
	if res := other.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Outro"}); res.Status != http.StatusOK || read(t, res).Trip.ID == firstID {
		t.Fatalf("other wedding's save: %d %s", res.Status, res.Body)
	}
	if tp := read(t, c.Do("GET", "/api/honeymoon", nil)).Trip; tp.Destino != "Gramado" {
		t.Fatalf("first wedding's trip changed: %+v", tp)
	}
}

func TestHoneymoonBudgetSync(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 8_000_000, "categories": []map[string]any{
		{"nome": "Buffet", "percent_tenths": 600, "spent_cents": 200_000},
		{"nome": "Decoração", "percent_tenths": 400, "spent_cents": 50_000, "status": "em_andamento"},
	}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}

	// Created: appended with the estimated total as a fixed allocation and the actual as spent.
	r := read(t, c.Do("PUT", "/api/honeymoon", trip))
	if !r.HasBudget || r.BudgetSync != honeymoon.Synced {
		t.Fatalf("sync %+v", r)
	}
	b := getBudget(t, c)
	lua := category(b, "Lua de Mel")
	if len(b.Categories) != 3 || b.Categories[2].Nome != "Lua de Mel" || lua.FixedCents == nil || *lua.FixedCents != 1_000_000 ||
		lua.AllocatedCents != 1_000_000 || lua.PercentTenths != 0 || lua.SpentCents != 380_050 || lua.Status != budget.Pendente {
		t.Fatalf("created %+v", b.Categories)
	}
	// The percentages split what 'Lua de Mel' leaves of the total: 60 % of R$ 70.000,00.
	if b.SpentCents != 200_000+50_000+380_050 || b.TotalCents != 8_000_000 || b.Categories[0].AllocatedCents != 4_200_000 {
		t.Fatalf("budget %+v", b)
	}

	// Updated in place, not duplicated; the other categories are untouched.
	r = read(t, c.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Gramado", "expenses": []map[string]any{
		{"category": "Outros", "estimated_cents": 123_45, "actual_cents": 99}}}))
	if r.BudgetSync != honeymoon.Synced {
		t.Fatalf("second sync %+v", r)
	}
	b = getBudget(t, c)
	lua = category(b, "Lua de Mel")
	if len(b.Categories) != 3 || *lua.FixedCents != 12_345 || lua.SpentCents != 99 || b.SpentCents != 250_099 ||
		b.Categories[1].Status != budget.EmAndamento {
		t.Fatalf("updated %+v", b)
	}

	// The budget page's autosave sends the fixed amount back and keeps it.
	fixed := int64(12_345)
	in := budget.Input{TotalCents: 9_000_000}
	for _, cat := range b.Categories {
		in.Categories = append(in.Categories, budget.CategoryInput{Nome: cat.Nome, PercentTenths: cat.PercentTenths,
			FixedCents: cat.FixedCents, SpentCents: cat.SpentCents, Status: cat.Status})
	}
	if res := c.Do("PUT", "/api/budget", in); res.Status != http.StatusOK {
		t.Fatalf("autosave: %d %s", res.Status, res.Body)
	}
	if lua := category(getBudget(t, c), "Lua de Mel"); *lua.FixedCents != fixed || lua.AllocatedCents != fixed {
		t.Fatalf("autosave lost the fixed amount: %+v", lua)
	}

	// A category the couple named 'lua de mel' themselves (with a percent) becomes the fixed one.
	if res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 1_000_000, "categories": []map[string]any{
		{"nome": "lua de mel", "percent_tenths": 100, "spent_cents": 5},
		{"nome": "Buffet", "percent_tenths": 900},
	}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	c.Do("PUT", "/api/honeymoon", trip)
	b = getBudget(t, c)
	if len(b.Categories) != 2 || b.Categories[0].Nome != "lua de mel" || b.Categories[0].PercentTenths != 0 ||
		b.Categories[0].AllocatedCents != 1_000_000 || b.Categories[0].SpentCents != 380_050 {
		t.Fatalf("matched by name %+v", b.Categories)
	}
}

// A sync that fails (here: the budget is full, another category would break its limit) is
// rolled back alone: the plan is saved, the budget is unchanged.
func TestHoneymoonBudgetSyncFailureKeepsThePlan(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "luxo")
	cats := make([]map[string]any, budget.MaxCategories)
	for i := range cats {
		cats[i] = map[string]any{"nome": "Categoria " + strings.Repeat("x", i+1), "percent_tenths": 20}
	}
	if res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 100_000, "categories": cats}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	before := string(c.Do("GET", "/api/budget", nil).Body)
	res := c.Do("PUT", "/api/honeymoon", trip)
	if res.Status != http.StatusOK {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
	if r := read(t, res); r.BudgetSync != honeymoon.SyncFailed || r.Trip == nil || r.Trip.Destino != "Fernando de Noronha, PE" {
		t.Fatalf("answer %s", res.Body)
	}
	if tp := read(t, c.Do("GET", "/api/honeymoon", nil)).Trip; tp == nil || tp.EstimatedTotalCents != 1_000_000 {
		t.Fatalf("plan not saved: %+v", tp)
	}
	if after := string(c.Do("GET", "/api/budget", nil).Body); after != before {
		t.Fatalf("budget changed by a failed sync:\n%s\n%s", before, after)
	}
}

// An SQL error inside the sync (here a trigger refusing the category) is rolled back to the
// savepoint: on PostgreSQL this is what keeps the aborted transaction usable, so the plan still
// commits.
func TestHoneymoonBudgetSyncSQLErrorKeepsThePlan(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 100_000,
		"categories": []map[string]any{{"nome": "Buffet", "percent_tenths": 1000}}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	stmts := []string{`CREATE TRIGGER refuse_lua BEFORE INSERT ON budget_categories
		WHEN NEW.nome = 'Lua de Mel' BEGIN SELECT RAISE(ABORT, 'refused'); END`}
	if s.DB.Dialect == db.Postgres {
		stmts = []string{
			`CREATE FUNCTION refuse_lua() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF NEW.nome = 'Lua de Mel' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
			`CREATE TRIGGER refuse_lua BEFORE INSERT ON budget_categories FOR EACH ROW EXECUTE FUNCTION refuse_lua()`,
		}
	}
	for _, q := range stmts {
		if _, err := s.DB.ExecContext(t.Context(), q); err != nil {
			t.Fatal(err)
		}
	}
	before := string(c.Do("GET", "/api/budget", nil).Body)
	res := c.Do("PUT", "/api/honeymoon", trip)
	if res.Status != http.StatusOK || read(t, res).BudgetSync != honeymoon.SyncFailed {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
	if tp := read(t, c.Do("GET", "/api/honeymoon", nil)).Trip; tp == nil || tp.Destino != "Fernando de Noronha, PE" {
		t.Fatalf("plan not saved: %+v", tp)
	}
	if after := string(c.Do("GET", "/api/budget", nil).Body); after != before {
		t.Fatalf("budget changed by a failed sync:\n%s\n%s", before, after)
	}
}

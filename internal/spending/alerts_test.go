package spending_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/spending"
)

// A limit that follows a budget category takes its spent value, and crossing 60, 80 and 100 %
// notifies once per level (the bell; at 100 % also an e-mail), again only after the spend fell
// below the level and crossed it again (issue 15).
func TestLimitsFollowTheBudgetAndAlertOnCrossings(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	budget := func(spent int64) {
		t.Helper()
		res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 8_000_000, "categories": []map[string]any{
			{"nome": "Buffet", "percent_tenths": 600, "spent_cents": 0},
			{"nome": "Fotografia", "percent_tenths": 400, "spent_cents": spent},
		}})
		if res.Status != http.StatusOK {
			t.Fatalf("budget: %d %s", res.Status, res.Body)
		}
	}
	budget(0)

	// Following a category the budget does not have is refused.
	res := c.Do("POST", "/api/spending-limits", map[string]any{"category": "Fotografia", "limit_cents": 1_000_000, "budget_category": "Fotos"})
	if res.Status != http.StatusUnprocessableEntity || res.Err(t).Error.Fields["budget_category"] != "not_found" {
		t.Fatalf("unknown budget category: %d %s", res.Status, res.Body)
	}
	res = c.Do("POST", "/api/spending-limits", map[string]any{"category": "Fotografia", "limit_cents": 1_000_000,
		"current_cents": 123, "budget_category": " Fotografia "})
	if res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	var created spending.Limit
	res.JSON(t, &created)
	if created.BudgetCategory == nil || *created.BudgetCategory != "Fotografia" || created.CurrentCents != 0 {
		t.Fatalf("created %+v: the typed spend is ignored for a followed category", created)
	}

	titles := func() []string {
		t.Helper()
		var body struct {
			Notifications []struct{ Title string } `json:"notifications"`
		}
		c.Do("GET", "/api/notifications?filter=all&limit=50", nil).JSON(t, &body)
		var out []string
		for _, n := range body.Notifications {
			if strings.Contains(n.Title, "limite de Fotografia") || strings.Contains(n.Title, "Limite de Fotografia") {
				out = append(out, n.Title)
			}
		}
		return out
	}
	exceededMails := func() int {
		t.Helper()
		var n int
		if err := s.DB.QueryRow(`SELECT COUNT(*) FROM outbox WHERE to_address = $1 AND subject = $2`,
			"casal@exemplo.com", "Limite de gastos excedido: Fotografia").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	steps := []struct {
		spent  int64
		bells  int
		newest string
		mails  int
	}{
		{599_999, 0, "", 0},
		{600_000, 1, "Atenção: 60% do limite de Fotografia", 0},
		{799_900, 1, "", 0},
		{800_000, 2, "Crítico: 80% do limite de Fotografia", 0},
		{1_000_000, 3, "Limite de Fotografia excedido", 1},
		{1_200_000, 3, "", 1},
		{500_000, 3, "", 1}, // back below 60 %: re-armed, nothing sent
		{600_000, 4, "Atenção: 60% do limite de Fotografia", 1},
		{1_000_000, 5, "Limite de Fotografia excedido", 2}, // two levels at once: one notification
	}
	var want []string
	for _, st := range steps {
		budget(st.spent)
		if st.newest != "" {
			want = append(want, st.newest)
		}
		got := titles()
		slices.Sort(got)
		sorted := slices.Sorted(slices.Values(want))
		if len(got) != st.bells || !slices.Equal(got, sorted) || exceededMails() != st.mails {
			t.Fatalf("spent %d: bells %v, e-mails %d; want %v, %d e-mails", st.spent, got, exceededMails(), sorted, st.mails)
		}
	}

	// The panel reads the budget's value and shows the budget's total beside the sum of limits.
	var list struct {
		Limits  []spending.Limit
		Summary spending.Summary
	}
	c.Do("GET", "/api/spending-limits", nil).JSON(t, &list)
	if len(list.Limits) != 1 || list.Limits[0].CurrentCents != 1_000_000 || list.Limits[0].Level != spending.Danger ||
		list.Summary.BudgetTotalCents != 8_000_000 || list.Summary.BudgetCents != 1_000_000 {
		t.Fatalf("panel %+v", list)
	}

	// Raising the limit itself re-arms it below 100 % without a notification.
	res = c.Do("PUT", "/api/spending-limits/"+created.ID, map[string]any{"category": "Fotografia", "limit_cents": 2_000_000, "budget_category": "Fotografia"})
	if res.Status != http.StatusOK {
		t.Fatalf("raise: %d %s", res.Status, res.Body)
	}
	if got := titles(); len(got) != 5 {
		t.Fatalf("raising the limit notified: %v", got)
	}
}

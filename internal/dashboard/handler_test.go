package dashboard_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/dashboard"
)

func getSummary(t *testing.T, c *apptest.Client) dashboard.Summary {
	t.Helper()
	res := c.Do("GET", "/api/dashboard", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /api/dashboard: %d %s", res.Status, res.Body)
	}
	var s dashboard.Summary
	res.JSON(t, &s)
	return s
}

func mustDo(t *testing.T, c *apptest.Client, method, path string, body any) {
	t.Helper()
	if res := c.Do(method, path, body); res.Status >= 300 {
		t.Fatalf("%s %s: %d %s", method, path, res.Status, res.Body)
	}
}

// The summary read from the real tables on both engines: dates scanned from DATE/TEXT, the
// per-wedding cache refreshed by writes and by the couple's midnight, other weddings unseen.
func TestDashboardAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	other := s.SignUp(t, "outro@exemplo.com")

	empty := getSummary(t, c)
	// The test clock is 2026-11-22 15:00 UTC, noon in São Paulo.
	if empty.Today != "2026-11-22" || empty.DaysLeft != nil || empty.TotalTasks != 0 || len(empty.Timeline) != 0 {
		t.Fatalf("empty summary %+v", empty)
	}

	mustDo(t, c, "PUT", "/api/profile", map[string]any{
		"first_name": "Mariana", "last_name": "Costa", "partner_name": "Rafael", "wedding_date": "2026-12-12",
		"civil_ceremony_date": "2026-12-10", "religious_ceremony_date": nil, "civil_ceremony_address": nil,
		"wedding_location": "Espaço Jardim", "wedding_address": nil, "phone": nil,
	})
	mustDo(t, c, "POST", "/api/guests", map[string]any{"nome": "Beatriz Lima", "acompanhante": true, "status_confirmacao": "confirmado"})
	mustDo(t, c, "POST", "/api/guests", map[string]any{"nome": "Carlos Mendes"})
	mustDo(t, c, "POST", "/api/checklist", map[string]any{"tarefa": "Playlist", "prioridade": "baixa", "prazo": "2026-12-01"})
	mustDo(t, c, "POST", "/api/checklist", map[string]any{"tarefa": "Buffet", "prioridade": "alta", "prazo": "2027-02-01"})
	mustDo(t, c, "PUT", "/api/budget", map[string]any{"total_cents": 5_000_000, "categories": []map[string]any{
		{"nome": "Fotografia", "percent_tenths": 100, "spent_cents": 602_500, "status": "concluido"},
	}})

	got := getSummary(t, c)
	if got.DaysLeft == nil || *got.DaysLeft != 20 {
		t.Fatalf("days_left %v, want 20", got.DaysLeft)
	}
	if *got.Profile.FirstName != "Mariana" || *got.Profile.PartnerName != "Rafael" || *got.Profile.WeddingDate != "2026-12-12" {
		t.Fatalf("profile %+v", got.Profile)
	}
	if got.TotalGuests != 2 || got.TotalPeople != 3 || got.ConfirmedGuests != 1 || got.ConfirmedPeople != 2 {
		t.Fatalf("guests %+v", got)
	}
	if got.TotalTasks != 2 || got.UpcomingDeadlines != 1 || len(got.PriorityTasks) != 2 ||
		got.PriorityTasks[0].Tarefa != "Buffet" || *got.PriorityTasks[1].Prazo != "2026-12-01" {
		t.Fatalf("tasks %+v", got)
	}
	if got.BudgetTotalCents != 5_000_000 || got.BudgetSpentCents != 602_500 || len(got.FinancialData) != 1 ||
		got.FinancialData[0].SpentTenths != 1205 || got.FinancialData[0].AllocatedCents != 500_000 {
		t.Fatalf("budget %+v", got)
	}
	if len(got.Timeline) != 2 || got.Timeline[0].Key != "civil" || got.Timeline[0].DaysUntil != 18 ||
		got.Timeline[1].Key != "festa" || *got.Timeline[1].Detail != "Espaço Jardim" {
		t.Fatalf("timeline %+v", got.Timeline)
	}
	if len(got.Tips) != 1 || got.Tips[0].Key != "reta_final" {
		t.Fatalf("tips %+v", got.Tips)
	}

	// A write shows at once: the cached summary belongs to the previous data version.
	mustDo(t, c, "POST", "/api/guests", map[string]any{"nome": "Diego Alves"})
	if g := getSummary(t, c); g.TotalGuests != 3 || g.TotalPeople != 4 {
		t.Fatalf("after a new guest %+v", g)
	}

	// 22:00 in São Paulo is already the 23rd in UTC: still the same day for the couple.
	s.Advance(10 * time.Hour)
	if g := getSummary(t, c); g.Today != "2026-11-22" || *g.DaysLeft != 20 {
		t.Fatalf("late evening: today %s, days_left %d", g.Today, *g.DaysLeft)
	}
	// After the couple's midnight the count moves without any write.
	s.Advance(3 * time.Hour)
	if g := getSummary(t, c); g.Today != "2026-11-23" || *g.DaysLeft != 19 || g.Timeline[0].DaysUntil != 17 {
		t.Fatalf("next day: today %s, days_left %d", g.Today, *g.DaysLeft)
	}

	// Another wedding sees none of it.
	if o := getSummary(t, other); o.TotalGuests != 0 || o.TotalTasks != 0 || o.BudgetTotalCents != 0 || o.Profile.PartnerName != nil {
		t.Fatalf("other wedding sees %+v", o)
	}

	anon := s.NewClient(t)
	if res := anon.Do("GET", "/api/dashboard", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("anonymous: %d", res.Status)
	}
}

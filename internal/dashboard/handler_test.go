package dashboard_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
)

type summary struct {
	Today             string
	DaysLeft          *int  `json:"days_left"`
	TotalTasks        int   `json:"total_tasks"`
	CompletedTasks    int   `json:"completed_tasks"`
	TotalGuests       int   `json:"total_guests"`
	TotalPeople       int   `json:"total_people"`
	ConfirmedGuests   int   `json:"confirmed_guests"`
	ConfirmedPeople   int   `json:"confirmed_people"`
	BudgetSpentCents  int64 `json:"budget_spent_cents"`
	UpcomingDeadlines int   `json:"upcoming_deadlines"`
	Profile           struct {
		FirstName   *string `json:"first_name"`
		PartnerName *string `json:"partner_name"`
	}
	FinancialData []struct {
		Category       string
		AllocatedCents int64 `json:"allocated_cents"`
		SpentTenths    int64 `json:"spent_tenths"`
	} `json:"financial_data"`
	PriorityTasks []struct{ Tarefa, Prioridade string } `json:"priority_tasks"`
	Timeline      []struct {
		Key       string
		Date      *string
		DaysUntil *int `json:"days_until"`
		Detail    *string
	}
	Tips []struct{ Key string }
}

func get(t *testing.T, c *apptest.Client) summary {
	t.Helper()
	res := c.Do("GET", "/api/dashboard", nil)
	if res.Status != 200 {
		t.Fatalf("dashboard: %d %s", res.Status, res.Body)
	}
	var s summary
	res.JSON(t, &s)
	return s
}

func must(t *testing.T, res apptest.Response, status int) {
	t.Helper()
	if res.Status != status {
		t.Fatalf("%d %s", res.Status, res.Body)
	}
}

func TestDashboardFromSeededRows(t *testing.T) {
	s := apptest.New(t)
	// 02:00 UTC on 23/11 is still 22/11 in São Paulo: day counts use the couple's day.
	s.Advance(11 * time.Hour)
	c := s.SignUp(t, "casal@exemplo.com")
	empty := get(t, c)
	if empty.Today != "2026-11-22" || empty.DaysLeft != nil || empty.TotalTasks != 0 || len(empty.Tips) != 1 || empty.Tips[0].Key != "comece" {
		t.Fatalf("new wedding: %+v", empty)
	}

	must(t, c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Bruno",
		"wedding_date": "2026-12-22", "civil_ceremony_date": "2026-12-20"}), 200)
	for _, g := range []map[string]any{
		{"nome": "Carla Dias", "acompanhante": true, "status_confirmacao": "confirmado"},
		{"nome": "Davi Lima", "acompanhante": false, "status_confirmacao": "confirmado"},
		{"nome": "Eva Rocha", "acompanhante": true},
	} {
		must(t, c.Do("POST", "/api/guests", g), 201)
	}
	for _, task := range []map[string]any{
		{"tarefa": "Provar o vestido", "prioridade": "baixa", "prazo": "2026-12-22"}, // today + 30: counted
		{"tarefa": "Fechar o buffet", "prioridade": "alta", "prazo": "2026-12-23"},   // today + 31: not counted
		{"tarefa": "Escolher as flores", "prioridade": "media"},
	} {
		must(t, c.Do("POST", "/api/checklist", task), 201)
	}
	must(t, c.Do("PUT", "/api/budget", map[string]any{"total_cents": 8_000_000, "categories": []map[string]any{
		{"nome": "Buffet", "percent_tenths": 400, "spent_cents": 3_300_000, "status": "em_andamento"},
		{"nome": "Decoração", "percent_tenths": 600, "spent_cents": 4_000_000, "status": "pendente"},
	}}), 200)

	d := get(t, c)
	if *d.DaysLeft != 30 || *d.Profile.FirstName != "Ana" || *d.Profile.PartnerName != "Bruno" {
		t.Fatalf("days/profile: %+v", d)
	}
	if d.TotalGuests != 3 || d.TotalPeople != 5 || d.ConfirmedGuests != 2 || d.ConfirmedPeople != 3 {
		t.Fatalf("guests: %+v", d)
	}
	if d.TotalTasks != 3 || d.UpcomingDeadlines != 1 || len(d.PriorityTasks) != 3 || d.PriorityTasks[0].Tarefa != "Fechar o buffet" ||
		d.PriorityTasks[2].Prioridade != "baixa" {
		t.Fatalf("tasks: %+v", d)
	}
	// 7.300.000 of 8.000.000 is 91.25 % spent: above 90 %. Buffet: 33.000 of 32.000 = 103.1 %.
	if d.BudgetSpentCents != 7_300_000 || d.FinancialData[0].AllocatedCents != 3_200_000 || d.FinancialData[0].SpentTenths != 1031 {
		t.Fatalf("budget: %+v", d)
	}
	tips := map[string]bool{}
	for _, tip := range d.Tips {
		tips[tip.Key] = true
	}
	if !tips["reta_final"] || !tips["orcamento"] || tips["confirmacoes"] || tips["comece"] || tips["parabens"] {
		t.Fatalf("tips %+v", d.Tips)
	}
	// The religious ceremony has no date: listed undated, for the card to invite the couple to set it.
	if len(d.Timeline) != 3 || d.Timeline[0].Key != "civil" || *d.Timeline[0].DaysUntil != 28 ||
		d.Timeline[1].Key != "religioso" || d.Timeline[1].Date != nil || d.Timeline[1].DaysUntil != nil || d.Timeline[2].Key != "festa" {
		t.Fatalf("timeline %+v", d.Timeline)
	}

	// A honeymoon with a departure date joins the timeline with its destination, and its
	// 'Lua de Mel' budget line is allocated its fixed estimated total.
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium'`); err != nil {
		t.Fatal(err)
	}
	must(t, c.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Noronha", "expenses": []map[string]any{
		{"category": "Hospedagem", "estimated_cents": 500_000, "actual_cents": 250_000}}}), 200)
	if d := get(t, c); len(d.Timeline) != 4 || d.Timeline[3].Key != "lua_de_mel" || d.Timeline[3].Date != nil || len(d.FinancialData) != 3 || d.FinancialData[2].Category != "Lua de Mel" ||
		d.FinancialData[2].AllocatedCents != 500_000 || d.FinancialData[2].SpentTenths != 500 || d.BudgetSpentCents != 7_550_000 {
		t.Fatalf("honeymoon without a date: %+v", d)
	}
	must(t, c.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Noronha", "data_inicio": "2026-12-24", "expenses": []map[string]any{
		{"category": "Hospedagem", "estimated_cents": 500_000, "actual_cents": 250_000}}}), 200)
	d = get(t, c)
	if len(d.Timeline) != 4 || d.Timeline[3].Key != "lua_de_mel" || *d.Timeline[3].DaysUntil != 32 || d.Timeline[3].Detail == nil ||
		*d.Timeline[3].Detail != "Noronha" {
		t.Fatalf("timeline with the honeymoon %+v", d.Timeline)
	}

	// A write shows at once (no stale cache), and so does a new day.
	must(t, c.Do("POST", "/api/guests", map[string]any{"nome": "Fábio Melo"}), 201)
	if d := get(t, c); d.TotalGuests != 4 || d.TotalPeople != 6 {
		t.Fatalf("after adding a guest: %+v", d)
	}
	s.Advance(24 * time.Hour)
	if d := get(t, c); *d.DaysLeft != 29 || d.Today != "2026-11-23" {
		t.Fatalf("next day: %+v", d)
	}

	// Another wedding sees none of it.
	other := get(t, s.SignUp(t, "outro@exemplo.com"))
	if other.TotalGuests != 0 || other.TotalTasks != 0 || other.BudgetSpentCents != 0 || other.DaysLeft != nil {
		t.Fatalf("another wedding's dashboard: %+v", other)
	}
	if res := s.NewClient(t).Do("GET", "/api/dashboard", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("visitor: %d", res.Status)
	}
}

// The dashboard's pendingPayments (spec part 1) counts the supplier payments still to make, from
// the payment reminders: paid and ignored ones drop out, an overdue one stays and is flagged.
func TestDashboardCountsPendingPayments(t *testing.T) {
	s := apptest.New(t) // 22/11/2026 in São Paulo
	c := s.SignUp(t, "casal@exemplo.com")
	type payments struct {
		Count   int   `json:"pending_payments"`
		Cents   int64 `json:"pending_payments_cents"`
		Overdue int   `json:"overdue_payments"`
		Next    *struct {
			SupplierName string `json:"supplier_name"`
			AmountCents  int64  `json:"amount_cents"`
			DueDate      string `json:"due_date"`
			Overdue      bool
		} `json:"next_payment"`
	}
	read := func() payments {
		t.Helper()
		res := c.Do("GET", "/api/dashboard", nil)
		var p payments
		res.JSON(t, &p)
		return p
	}
	if p := read(); p.Count != 0 || p.Cents != 0 || p.Next != nil {
		t.Fatalf("no reminders: %+v", p)
	}
	add := func(supplier string, cents int64, due string) string {
		t.Helper()
		res := c.Do("POST", "/api/payment-reminders", map[string]any{"supplier_name": supplier, "amount_cents": cents, "due_date": due})
		if res.Status != http.StatusCreated {
			t.Fatalf("add reminder: %d %s", res.Status, res.Body)
		}
		var r struct{ ID string }
		res.JSON(t, &r)
		return r.ID
	}
	add("Buffet Sabor", 1_234_56, "2026-12-10")
	flores := add("Flores da Ana", 300_000, "2026-11-30")
	foto := add("Foto & Cia", 500_000, "2027-01-15")
	p := read()
	if p.Count != 3 || p.Cents != 1_234_56+300_000+500_000 || p.Overdue != 0 || p.Next == nil ||
		p.Next.SupplierName != "Flores da Ana" || p.Next.DueDate != "2026-11-30" || p.Next.Overdue {
		t.Fatalf("three pending: %+v (next %+v)", p, p.Next)
	}

	// Paid and ignored payments are no longer pending; the next one moves on.
	must(t, c.Do("POST", "/api/payment-reminders/"+flores+"/status", map[string]any{"status": "paid"}), 200)
	must(t, c.Do("POST", "/api/payment-reminders/"+foto+"/status", map[string]any{"status": "ignored"}), 200)
	if p := read(); p.Count != 1 || p.Cents != 1_234_56 || p.Next.SupplierName != "Buffet Sabor" {
		t.Fatalf("after paying and ignoring: %+v", p)
	}

	// Past its due date (the couple's day, no write in between) the payment is still pending, and overdue.
	s.Advance(20 * 24 * time.Hour)
	if p := read(); p.Count != 1 || p.Overdue != 1 || !p.Next.Overdue {
		t.Fatalf("after the due date: %+v (next %+v)", p, p.Next)
	}
}

// The first-run answers with no other home (ceremony time, city, church or cartório, guest
// estimate) reach the dashboard, which shows them (issue 18 §2).
func TestDashboardShowsTheFirstRunAnswers(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "primeira@exemplo.com")
	var before struct {
		Profile struct {
			CeremonyTime  *string `json:"ceremony_time"`
			GuestEstimate *int    `json:"guest_estimate"`
		}
	}
	c.Do("GET", "/api/dashboard", nil).JSON(t, &before)
	if before.Profile.CeremonyTime != nil || before.Profile.GuestEstimate != nil {
		t.Fatalf("a new wedding has first-run answers: %+v", before.Profile)
	}
	res := c.Do("PUT", "/api/onboarding", map[string]any{"step": 5, "answers": map[string]any{
		"ceremony_time": "16:30", "city": "Campinas", "ceremony_place": "Igreja Matriz", "guest_estimate": 150}})
	if res.Status != http.StatusOK {
		t.Fatalf("save answers: %d %s", res.Status, res.Body)
	}
	var after struct {
		Profile struct {
			CeremonyTime  *string `json:"ceremony_time"`
			City          *string
			CeremonyPlace *string `json:"ceremony_place"`
			GuestEstimate *int    `json:"guest_estimate"`
		}
	}
	c.Do("GET", "/api/dashboard", nil).JSON(t, &after)
	p := after.Profile
	if p.CeremonyTime == nil || *p.CeremonyTime != "16:30" || p.City == nil || *p.City != "Campinas" ||
		p.CeremonyPlace == nil || *p.CeremonyPlace != "Igreja Matriz" || p.GuestEstimate == nil || *p.GuestEstimate != 150 {
		t.Fatalf("dashboard profile %+v", p)
	}
}

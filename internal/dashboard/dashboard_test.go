package dashboard

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

var today = time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)

func day(offset int) *string {
	s := today.AddDate(0, 0, offset).Format(time.DateOnly)
	return &s
}

func hasTip(s Summary, key string) bool {
	for _, t := range s.Tips {
		if t.Key == key {
			return true
		}
	}
	return false
}

func TestFinalStretchTipAt30Days(t *testing.T) {
	for offset, want := range map[int]bool{31: false, 30: true, 1: true, 0: true, -1: false} {
		s := build(input{today: today, profile: Profile{WeddingDate: day(offset)}})
		if *s.DaysLeft != offset || hasTip(s, "reta_final") != want {
			t.Errorf("wedding in %d days: days_left %d, 'Reta final!' %v", offset, *s.DaysLeft, hasTip(s, "reta_final"))
		}
	}
	if s := build(input{today: today}); s.DaysLeft != nil || hasTip(s, "reta_final") {
		t.Error("no wedding date still counted days")
	}
}

func TestBudgetTipAbove90Percent(t *testing.T) {
	for spent, want := range map[int64]bool{900_00: false, 900_01: true, 1000_00: true, 0: false} {
		s := build(input{today: today, hasBudget: true, budgetTotal: 1000_00,
			categories: []categoryRow{{name: "Buffet", percentTenths: 600, spentCents: spent}, {name: "Outros", percentTenths: 400}}})
		if s.BudgetSpentCents != spent || hasTip(s, "orcamento") != want {
			t.Errorf("spent %d of 1000_00: tip %v", spent, hasTip(s, "orcamento"))
		}
	}
}

func TestConfirmationsTipUnderHalf(t *testing.T) {
	guests := func(confirmed, total int) []guestRow {
		out := make([]guestRow, total)
		for i := range confirmed {
			out[i].confirmed = true
		}
		return out
	}
	for _, c := range []struct {
		confirmed, total int
		want             bool
	}{{0, 0, false}, {0, 1, true}, {49, 100, true}, {50, 100, false}, {1, 2, false}, {2, 5, true}} {
		if got := hasTip(build(input{today: today, guests: guests(c.confirmed, c.total)}), "confirmacoes"); got != c.want {
			t.Errorf("%d of %d confirmed: tip %v, want %v", c.confirmed, c.total, got, c.want)
		}
	}
}

func TestPeopleCountCompanions(t *testing.T) {
	s := build(input{today: today, guests: []guestRow{{companion: true, confirmed: true}, {companion: false, confirmed: true},
		{companion: true}, {}}})
	if s.TotalGuests != 4 || s.TotalPeople != 6 || s.ConfirmedGuests != 2 || s.ConfirmedPeople != 3 {
		t.Fatalf("guests %d people %d confirmed %d/%d", s.TotalGuests, s.TotalPeople, s.ConfirmedGuests, s.ConfirmedPeople)
	}
}

func TestTasksPriorityDeadlinesAndTips(t *testing.T) {
	if s := build(input{today: today}); !hasTip(s, "comece") || hasTip(s, "parabens") {
		t.Fatalf("no tasks: tips %+v", s.Tips)
	}
	task := func(id, prio string, due *string, done bool) taskRow {
		return taskRow{Task: Task{ID: id, Tarefa: id, Prioridade: prio, Prazo: due}, done: done}
	}
	in := input{today: today, tasks: []taskRow{
		task("passado", "baixa", day(-1), false), // overdue: not an upcoming deadline
		task("hoje", "media", day(0), false),
		task("em30", "baixa", day(30), false),
		task("em31", "alta", day(31), false),
		task("feita", "alta", day(2), true), // done: neither priority nor deadline
		task("semprazo1", "alta", nil, false),
		task("semprazo2", "media", nil, false),
	}}
	s := build(in)
	if s.TotalTasks != 7 || s.CompletedTasks != 1 || s.UpcomingDeadlines != 2 {
		t.Fatalf("tasks %d done %d upcoming %d", s.TotalTasks, s.CompletedTasks, s.UpcomingDeadlines)
	}
	var order []string
	for _, p := range s.PriorityTasks {
		order = append(order, p.ID)
	}
	if got := fmt.Sprint(order); got != "[em31 semprazo1 hoje semprazo2 passado]" {
		t.Fatalf("priority tasks %s", got)
	}
	if hasTip(s, "parabens") || hasTip(s, "comece") {
		t.Fatalf("pending tasks: tips %+v", s.Tips)
	}
	if s := build(input{today: today, tasks: []taskRow{task("feita", "alta", nil, true)}}); !hasTip(s, "parabens") || len(s.PriorityTasks) != 0 {
		t.Fatalf("all done: %+v", s)
	}
}

func TestBudgetLinesAndTimeline(t *testing.T) {
	loc := "Espaço Jardim"
	s := build(input{today: today, hasBudget: true, budgetTotal: 80_000_00,
		profile:    Profile{WeddingDate: day(120), CivilCeremonyDate: day(100), ReligiousCeremonyDate: day(-3), WeddingLocation: &loc},
		categories: []categoryRow{{name: "Buffet", percentTenths: 355, spentCents: 10_000_00}, {name: "Vazio", percentTenths: 0, spentCents: 5_00}},
		trip:       &trip{destination: "Maragogi", start: day(122)}})
	if l := s.FinancialData[0]; l.AllocatedCents != 28_400_00 || l.SpentTenths != 352 {
		t.Fatalf("buffet line %+v", l) // 10.000 / 28.400 = 35.21 % → 352 tenths
	}
	if l := s.FinancialData[1]; l.AllocatedCents != 0 || l.SpentTenths != 0 {
		t.Fatalf("zero-percent line %+v", l)
	}
	// A category in reais comes off the top, as on the budget page: 50 % of R$ 60.000,00.
	fixed := int64(20_000_00)
	r := build(input{today: today, hasBudget: true, budgetTotal: 80_000_00,
		categories: []categoryRow{{name: "Buffet", fixedCents: &fixed}, {name: "Flores", percentTenths: 500}}})
	if r.FinancialData[0].AllocatedCents != 20_000_00 || r.FinancialData[1].AllocatedCents != 30_000_00 {
		t.Fatalf("reais lines %+v", r.FinancialData)
	}
	want := []string{"civil 100", "religioso -3", "festa 120", "lua_de_mel 122"}
	if len(s.Timeline) != len(want) {
		t.Fatalf("timeline %+v", s.Timeline)
	}
	for i, m := range s.Timeline {
		if got := fmt.Sprintf("%s %d", m.Key, *m.DaysUntil); got != want[i] {
			t.Errorf("timeline[%d] = %s, want %s", i, got, want[i])
		}
	}
	if *s.Timeline[2].Detail != "Espaço Jardim" || *s.Timeline[3].Detail != "Maragogi" {
		t.Errorf("details %v %v", *s.Timeline[2].Detail, *s.Timeline[3].Detail)
	}
}

// A milestone without a date is listed undated (the card invites the couple to set it), in the
// card's fixed order; the honeymoon only once there is a trip plan.
func TestUndatedMilestonesAreListed(t *testing.T) {
	got := func(s Summary) []string {
		var out []string
		for _, m := range s.Timeline {
			switch {
			case m.Date == nil && m.DaysUntil == nil:
				out = append(out, m.Key+" sem data")
			case m.Date != nil && m.DaysUntil != nil:
				out = append(out, fmt.Sprintf("%s %s %d", m.Key, *m.Date, *m.DaysUntil))
			default:
				out = append(out, m.Key+" half dated")
			}
		}
		return out
	}
	check := func(name string, s Summary, want ...string) {
		t.Helper()
		if g := got(s); !slices.Equal(g, want) {
			t.Errorf("%s: timeline %q, want %q", name, g, want)
		}
	}
	check("nothing set", build(input{today: today}), "civil sem data", "religioso sem data", "festa sem data")
	check("the party dated", build(input{today: today, profile: Profile{WeddingDate: day(30)}}),
		"civil sem data", "religioso sem data", "festa "+*day(30)+" 30")
	check("a trip plan without a departure", build(input{today: today, trip: &trip{destination: "Noronha"}}),
		"civil sem data", "religioso sem data", "festa sem data", "lua_de_mel sem data")
	if s := build(input{today: today, trip: &trip{destination: "Noronha"}}); *s.Timeline[3].Detail != "Noronha" {
		t.Errorf("undated honeymoon detail %v", s.Timeline[3].Detail)
	}
}

func TestCalendarDayIsTheCouplesNotUTC(t *testing.T) {
	sp, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		t.Fatal(err)
	}
	// 01:30 UTC on the 23rd is still 22:30 on the 22nd in São Paulo.
	if got := calendarDay(time.Date(2026, 11, 23, 1, 30, 0, 0, time.UTC), sp); !got.Equal(today) {
		t.Fatalf("calendar day %s", got)
	}
}

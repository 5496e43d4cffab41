// Package dashboard computes the couple's dashboard summary (part 1 §2 Dashboard, §3 Dashboard
// summary) on the server from the wedding's own rows, in one request.
package dashboard

import (
	"sort"
	"time"

	"github.com/aceito/aceito/internal/budget"
)

// Tip thresholds (part 1 §9).
const (
	finalStretchDays     = 30  // 'Reta final!' at 30 days or fewer
	budgetAlmostSpent    = 900 // 'Orçamento quase esgotado' above 90.0 % spent, in tenths
	fewConfirmedPercent  = 50  // 'Confirmações pendentes' under 50 % confirmed
	maxPriorityTasks     = 5
	upcomingDeadlineDays = 30
)

// Summary is the dashboard, as GET /api/dashboard answers it.
type Summary struct {
	Today   string  `json:"today"` // the couple's calendar day, YYYY-MM-DD
	Profile Profile `json:"profile"`
	// DaysLeft counts calendar days from today to the wedding date; nil without a date.
	DaysLeft         *int           `json:"days_left"`
	TotalTasks       int            `json:"total_tasks"`
	CompletedTasks   int            `json:"completed_tasks"`
	TotalGuests      int            `json:"total_guests"`
	TotalPeople      int            `json:"total_people"`
	ConfirmedGuests  int            `json:"confirmed_guests"`
	ConfirmedPeople  int            `json:"confirmed_people"`
	BudgetTotalCents int64          `json:"budget_total_cents"`
	BudgetSpentCents int64          `json:"budget_spent_cents"`
	FinancialData    []CategoryLine `json:"financial_data"`
	PriorityTasks    []Task         `json:"priority_tasks"`
	PendingPayments  int            `json:"pending_payments"`
	// PendingPaymentsCents sums the pending supplier payments; OverduePayments counts those whose
	// due date has passed; NextPayment is the earliest one (null when none is pending).
	PendingPaymentsCents int64        `json:"pending_payments_cents"`
	OverduePayments      int          `json:"overdue_payments"`
	NextPayment          *PaymentLine `json:"next_payment"`
	UpcomingDeadlines    int          `json:"upcoming_deadlines"`
	Timeline             []Milestone  `json:"timeline"`
	Tips                 []Tip        `json:"tips"`
}

// PaymentLine is a pending supplier payment (a payment reminder not paid or ignored).
type PaymentLine struct {
	SupplierName string `json:"supplier_name"`
	AmountCents  int64  `json:"amount_cents"`
	DueDate      string `json:"due_date"`
	Overdue      bool   `json:"overdue"`
}

// Profile is what the dashboard shows of the wedding's profile.
type Profile struct {
	FirstName             *string `json:"first_name"`
	PartnerName           *string `json:"partner_name"`
	WeddingDate           *string `json:"wedding_date"`
	CivilCeremonyDate     *string `json:"civil_ceremony_date"`
	ReligiousCeremonyDate *string `json:"religious_ceremony_date"`
	WeddingLocation       *string `json:"wedding_location"`
	// The first-run answers that have no other home (issue 18 §2): shown on the countdown and
	// beside the guest count.
	CeremonyTime  *string `json:"ceremony_time"`
	City          *string `json:"city"`
	CeremonyPlace *string `json:"ceremony_place"`
	GuestEstimate *int    `json:"guest_estimate"`
}

// CategoryLine is one budget category: allocated = total × percent (or its fixed amount), and how
// much of it is spent.
type CategoryLine struct {
	Category       string `json:"category"`
	AllocatedCents int64  `json:"allocated_cents"`
	SpentCents     int64  `json:"spent_cents"`
	// SpentTenths is spent ÷ allocated in tenths of a percent (may pass 1000; the bar caps it).
	SpentTenths int64 `json:"spent_tenths"`
}

// Task is a pending checklist task.
type Task struct {
	ID         string  `json:"id"`
	Tarefa     string  `json:"tarefa"`
	Prioridade string  `json:"prioridade"`
	Prazo      *string `json:"prazo"`
}

// Milestone is one date of the timeline card. A milestone without a date is listed with Date and
// DaysUntil null, so the card invites the couple to set it instead of hiding it.
type Milestone struct {
	Key       string  `json:"key"` // civil, religioso, festa, lua_de_mel
	Label     string  `json:"label"`
	Date      *string `json:"date"`
	DaysUntil *int    `json:"days_until"` // negative once past
	Detail    *string `json:"detail,omitempty"`
}

// Tip is one smart tip.
type Tip struct {
	Key     string `json:"key"`
	Title   string `json:"title"`
	Message string `json:"message"`
}

// guestRow, categoryRow and taskRow are what the store reads.
type guestRow struct {
	companion bool
	confirmed bool
}

type categoryRow struct {
	name          string
	percentTenths int64
	fixedCents    *int64 // an allocation in reais (or the honeymoon's 'Lua de Mel'), instead of the percent
	spentCents    int64
}

type taskRow struct {
	Task
	done bool
}

// input is the wedding's rows the summary is computed from.
type input struct {
	today       time.Time // midnight of the couple's calendar day, UTC-based date arithmetic
	profile     Profile
	tasks       []taskRow
	guests      []guestRow
	hasBudget   bool
	budgetTotal int64
	categories  []categoryRow
	trip        *trip
	// payments are the pending supplier payments, earliest due date first.
	payments []PaymentLine
}

type trip struct {
	destination string
	start       *string
}

var priorityOrder = map[string]int{"alta": 0, "media": 1, "baixa": 2}

// build computes the summary from the rows.
func build(in input) Summary {
	s := Summary{Today: in.today.Format(time.DateOnly), Profile: in.profile, FinancialData: []CategoryLine{},
		PriorityTasks: []Task{}, Timeline: []Milestone{}, Tips: []Tip{}}
	today := in.today.Format(time.DateOnly)
	for i, p := range in.payments {
		p.Overdue = p.DueDate < today
		if i == 0 {
			s.NextPayment = &p
		}
		s.PendingPayments++
		s.PendingPaymentsCents += p.AmountCents
		if p.Overdue {
			s.OverduePayments++
		}
	}
	if d, ok := daysUntil(in.today, in.profile.WeddingDate); ok {
		s.DaysLeft = &d
	}

	var pending []Task
	deadlineEnd := in.today.AddDate(0, 0, upcomingDeadlineDays)
	for _, t := range in.tasks {
		s.TotalTasks++
		if t.done {
			s.CompletedTasks++
			continue
		}
		pending = append(pending, t.Task)
		if t.Prazo != nil {
			if due, err := time.Parse(time.DateOnly, *t.Prazo); err == nil && !due.Before(in.today) && !due.After(deadlineEnd) {
				s.UpcomingDeadlines++
			}
		}
	}
	sort.SliceStable(pending, func(i, j int) bool {
		return priorityOrder[pending[i].Prioridade] < priorityOrder[pending[j].Prioridade]
	})
	if len(pending) > maxPriorityTasks {
		pending = pending[:maxPriorityTasks]
	}
	if pending != nil {
		s.PriorityTasks = pending
	}

	for _, g := range in.guests {
		people := 1
		if g.companion {
			people = 2
		}
		s.TotalGuests++
		s.TotalPeople += people
		if g.confirmed {
			s.ConfirmedGuests++
			s.ConfirmedPeople += people
		}
	}

	if in.hasBudget {
		s.BudgetTotalCents = in.budgetTotal
		var fixed int64
		for _, c := range in.categories {
			if c.fixedCents != nil {
				fixed += *c.fixedCents
			}
		}
		base := budget.PercentBase(in.budgetTotal, fixed)
		for _, c := range in.categories {
			line := CategoryLine{Category: c.name, AllocatedCents: budget.Allocated(base, c.percentTenths), SpentCents: c.spentCents}
			if c.fixedCents != nil {
				line.AllocatedCents = *c.fixedCents
			}
			if line.AllocatedCents > 0 {
				line.SpentTenths = roundDiv(c.spentCents*1000, line.AllocatedCents)
			}
			s.BudgetSpentCents += c.spentCents
			s.FinancialData = append(s.FinancialData, line)
		}
	}

	s.Timeline = timeline(in)
	s.Tips = tips(s)
	return s
}

// timeline lists the profile's three dates always, and the honeymoon once the couple has a trip
// plan (a plan without the honeymoon planner has none, so it is not invited to date one). An
// undated milestone comes with a null date: the card shows it with 'Defina a data'.
func timeline(in input) []Milestone {
	out := []Milestone{}
	add := func(key, label string, date *string, detail *string) {
		m := Milestone{Key: key, Label: label, Detail: detail}
		if d, ok := daysUntil(in.today, date); ok {
			m.Date, m.DaysUntil = date, &d
		}
		out = append(out, m)
	}
	add("civil", "Casamento Civil", in.profile.CivilCeremonyDate, nil)
	add("religioso", "Casamento Religioso", in.profile.ReligiousCeremonyDate, nil)
	add("festa", "Festa", in.profile.WeddingDate, in.profile.WeddingLocation)
	if in.trip != nil {
		dest := in.trip.destination
		add("lua_de_mel", "Lua de Mel", in.trip.start, &dest)
	}
	return out
}

func tips(s Summary) []Tip {
	var out []Tip
	if s.DaysLeft != nil && *s.DaysLeft >= 0 && *s.DaysLeft <= finalStretchDays {
		out = append(out, Tip{"reta_final", "Reta final!",
			"Faltam poucos dias: confirmem fornecedores, horários e a lista final de convidados."})
	}
	if s.BudgetTotalCents > 0 && s.BudgetSpentCents*1000 > s.BudgetTotalCents*budgetAlmostSpent {
		out = append(out, Tip{"orcamento", "Orçamento quase esgotado",
			"Vocês já gastaram mais de 90% do orçamento. Revisem as próximas despesas antes de fechar novos contratos."})
	}
	if s.TotalGuests > 0 && s.ConfirmedGuests*100 < s.TotalGuests*fewConfirmedPercent {
		out = append(out, Tip{"confirmacoes", "Confirmações pendentes",
			"Menos da metade dos convidados confirmou presença. Que tal enviar os convites ou um lembrete?"})
	}
	if s.TotalTasks == 0 {
		out = append(out, Tip{"comece", "Comece pelo planejamento",
			"Gerem as tarefas sugeridas no Planejamento para saber o que fazer em cada etapa."})
	} else if len(s.PriorityTasks) == 0 {
		out = append(out, Tip{"parabens", "Parabéns!", "Todas as tarefas estão concluídas. Aproveitem esta fase!"})
	}
	if out == nil {
		return []Tip{}
	}
	return out
}

// daysUntil counts calendar days from today to the YYYY-MM-DD date.
func daysUntil(today time.Time, date *string) (int, bool) {
	if date == nil {
		return 0, false
	}
	d, err := time.Parse(time.DateOnly, *date)
	if err != nil {
		return 0, false
	}
	return int(d.Sub(today).Hours() / 24), true
}

// roundDiv is a/b rounded half up, for non-negative a and positive b.
func roundDiv(a, b int64) int64 { return (2*a + b) / (2 * b) }

// calendarDay is the date of now in loc, as midnight UTC (so day differences are exact).
func calendarDay(now time.Time, loc *time.Location) time.Time {
	y, m, d := now.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

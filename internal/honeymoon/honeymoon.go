// Package honeymoon is the couple's honeymoon plan (part 2 §2 'Honeymoon planner', §3
// trip_plans, §4, §5, §7, §8): one trip per wedding with its destination, dates, budget,
// preference tags, notes and an expense tracker over the spec's eight categories. Saving it also
// sets the budget category 'Lua de Mel' (estimated total allocated, actual total spent).
package honeymoon

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Categories are the expense tracker's categories, in the order the page shows them (part 2 §3).
var Categories = []string{
	"Hospedagem", "Passagens Aéreas", "Alimentação", "Transporte Local",
	"Passeios e Atividades", "Compras e Souvenirs", "Seguro Viagem", "Outros",
}

// Preferences are the preference tags a trip may carry, in the page's order (part 2 §3).
var Preferences = []string{
	"Praia", "Montanha", "Cidade", "Rural", "Aventura", "Relaxamento",
	"Cultura", "Gastronomia", "Vida Noturna", "Natureza", "História", "Compras",
}

// BudgetCategory is the name of the budget category the plan's totals are written to.
const BudgetCategory = "Lua de Mel"

// Limits beyond the spec's, to keep rows sane. maxCents matches the budget's cap so the synced
// category always passes the budget's own validation.
const (
	maxDestino     = 200
	maxObservacoes = 5000
	maxCents       = 1_000_000_000_000
)

// Expense is one line of the expense tracker, in centavos.
type Expense struct {
	Category       string `json:"category"`
	EstimatedCents int64  `json:"estimated_cents"`
	ActualCents    int64  `json:"actual_cents"`
}

// Trip is the wedding's honeymoon plan. Dates are calendar dates "YYYY-MM-DD".
type Trip struct {
	ID             string    `json:"id"`
	Destino        string    `json:"destino"`
	OrcamentoCents *int64    `json:"orcamento_cents"`
	DataInicio     *string   `json:"data_inicio"`
	DataFim        *string   `json:"data_fim"`
	Preferencias   []string  `json:"preferencias"`
	Observacoes    *string   `json:"observacoes"`
	Expenses       []Expense `json:"expenses"`
	// Totals of the tracker, computed: what the budget's 'Lua de Mel' category receives.
	EstimatedTotalCents int64     `json:"estimated_total_cents"`
	ActualTotalCents    int64     `json:"actual_total_cents"`
	CreatedAt           time.Time `json:"created_at"`
	UpdatedAt           time.Time `json:"updated_at"`
	// Version counts the saves; a save sends back the one it read (wedding.CheckVersion). No
	// trip yet is version 0.
	Version int64 `json:"version"`
}

// Input is the body of PUT /api/honeymoon: the whole plan. Expense categories left out are
// stored as zero.
type Input struct {
	Destino        string    `json:"destino"`
	OrcamentoCents *int64    `json:"orcamento_cents"`
	DataInicio     *string   `json:"data_inicio"`
	DataFim        *string   `json:"data_fim"`
	Preferencias   []string  `json:"preferencias"`
	Observacoes    *string   `json:"observacoes"`
	Expenses       []Expense `json:"expenses"`
	// Version is the trip's version the client read (0 when it had none); nil saves without
	// the check, as last writer wins.
	Version *int64 `json:"version"`
}

// Normalize trims strings, turns blank optional strings into null and drops repeated tags.
func (in *Input) Normalize() {
	in.Destino = strings.TrimSpace(in.Destino)
	in.DataInicio = crud.BlankToNil(in.DataInicio)
	in.DataFim = crud.BlankToNil(in.DataFim)
	in.Observacoes = crud.BlankToNil(in.Observacoes)
	seen := map[string]bool{}
	prefs := []string{}
	for _, p := range in.Preferencias {
		if !seen[p] {
			seen[p] = true
			prefs = append(prefs, p)
		}
	}
	in.Preferencias = prefs
	for i := range in.Expenses {
		in.Expenses[i].Category = strings.TrimSpace(in.Expenses[i].Category)
	}
}

// Validate applies part 2 §5 (destination required) and keeps the rest within sane bounds:
// real dates with the return not before the departure, amounts not negative, tags and
// categories from the spec's lists.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Destino); {
	case n == 0:
		f.Add("destino", "required")
	case n > maxDestino:
		f.Add("destino", "too_long")
	}
	if in.OrcamentoCents != nil {
		switch {
		case *in.OrcamentoCents < 0:
			f.Add("orcamento_cents", "negative")
		case *in.OrcamentoCents > maxCents:
			f.Add("orcamento_cents", "too_large")
		}
	}
	startOK := in.DataInicio == nil || calendar.ValidDate(*in.DataInicio)
	if !startOK {
		f.Add("data_inicio", "invalid_date")
	}
	if in.DataFim != nil {
		switch {
		case !calendar.ValidDate(*in.DataFim):
			f.Add("data_fim", "invalid_date")
		case in.DataInicio != nil && startOK && *in.DataFim < *in.DataInicio: // YYYY-MM-DD sorts as text
			f.Add("data_fim", "before_start")
		}
	}
	if len(in.Preferencias) > len(Preferences) {
		f.Add("preferencias", "too_many")
	}
	for i, p := range in.Preferencias {
		if !contains(Preferences, p) {
			f.Add("preferencias."+strconv.Itoa(i), "invalid")
		}
	}
	if in.Observacoes != nil && utf8.RuneCountInString(*in.Observacoes) > maxObservacoes {
		f.Add("observacoes", "too_long")
	}
	if len(in.Expenses) > len(Categories) {
		f.Add("expenses", "too_many")
	}
	seen := map[string]bool{}
	var estimated, actual int64
	for i, e := range in.Expenses {
		key := "expenses." + strconv.Itoa(i) + "."
		switch {
		case !contains(Categories, e.Category):
			f.Add(key+"category", "invalid")
		case seen[e.Category]:
			f.Add(key+"category", "duplicate")
		}
		seen[e.Category] = true
		for _, a := range []struct {
			name  string
			cents int64
			sum   *int64
		}{{"estimated_cents", e.EstimatedCents, &estimated}, {"actual_cents", e.ActualCents, &actual}} {
			switch {
			case a.cents < 0:
				f.Add(key+a.name, "negative")
			case a.cents > maxCents:
				f.Add(key+a.name, "too_large")
			default:
				*a.sum += a.cents
			}
		}
	}
	// The totals become a budget category, which allows at most maxCents.
	if estimated > maxCents || actual > maxCents {
		f.Add("expenses", "too_large")
	}
	return f.Err()
}

// expenses returns the tracker in the spec's category order, zero for categories left out.
func (in Input) expenses() []Expense {
	byCat := map[string]Expense{}
	for _, e := range in.Expenses {
		byCat[e.Category] = e
	}
	out := make([]Expense, len(Categories))
	for i, c := range Categories {
		e := byCat[c]
		out[i] = Expense{Category: c, EstimatedCents: e.EstimatedCents, ActualCents: e.ActualCents}
	}
	return out
}

// totals sums the tracker's estimated and actual amounts.
func totals(es []Expense) (estimated, actual int64) {
	for _, e := range es {
		estimated += e.EstimatedCents
		actual += e.ActualCents
	}
	return estimated, actual
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

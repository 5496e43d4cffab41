// Package budget is the wedding budget (part 1 §2 'Budget', §3 budgets, §5, §9): one total per
// wedding split into categories, each with what was spent and a status. A category is set in
// reais (FixedCents) or as a percentage; the percentages split what the reais categories leave of
// the total (issue 18 §4), so the spec's "sum of percentages = 100 %" rule still holds and the
// allocations add up to the total. Money is integer centavos, percentages integer tenths of a
// percent (0–1000).
package budget

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// Status is a category's progress.
type Status string

const (
	Pendente    Status = "pendente"
	EmAndamento Status = "em_andamento"
	Concluido   Status = "concluido"
)

func (s Status) valid() bool { return s == Pendente || s == EmAndamento || s == Concluido }

// Category is one line of the budget.
type Category struct {
	Nome          string `json:"nome"`
	PercentTenths int64  `json:"percent_tenths"`
	// FixedCents, when set, is the category's allocation in reais: set by the couple, or the
	// honeymoon plan's estimated total for 'Lua de Mel'. Its percent is then 0.
	FixedCents *int64 `json:"fixed_cents"`
	// AllocatedCents is FixedCents, or PercentBase × percent rounded to the centavo; computed,
	// never stored.
	AllocatedCents int64  `json:"allocated_cents"`
	SpentCents     int64  `json:"spent_cents"`
	Status         Status `json:"status"`
}

// Budget is the wedding's budget. A wedding that never saved one gets the default categories
// with a zero total and a null updated_at.
type Budget struct {
	TotalCents int64      `json:"total_cents"`
	SpentCents int64      `json:"spent_cents"` // gasto_atual: the sum of the categories' spending
	Categories []Category `json:"categories"`
	UpdatedAt  *time.Time `json:"updated_at"`
	// Version counts the saves (0 before the first); a save sends back the one it read
	// (wedding.CheckVersion). The honeymoon's sync of 'Lua de Mel' is a save too.
	Version int64 `json:"version"`
}

// CategoryInput is a category as the page sends it.
type CategoryInput struct {
	Nome          string `json:"nome"`
	PercentTenths int64  `json:"percent_tenths"`
	// FixedCents is the category's amount in reais (null for a percentage); an autosave sends the
	// honeymoon's 'Lua de Mel' back as it was read.
	FixedCents *int64 `json:"fixed_cents"`
	SpentCents int64  `json:"spent_cents"`
	Status     Status `json:"status"`
}

// Input is the body of PUT /api/budget: the whole budget, saved at once.
type Input struct {
	TotalCents int64           `json:"total_cents"`
	Categories []CategoryInput `json:"categories"`
	// Version is the budget's version the client read; nil (an old client) saves without the
	// check, as last writer wins.
	Version *int64 `json:"version"`
}

// Limits beyond the spec's, to keep rows sane.
const (
	MaxCategories = 50
	maxNome       = 100
	// MaxCents is R$ 10 bilhões: far above any wedding, far below int64 overflow in total × percent.
	MaxCents = 1_000_000_000_000
)

// DefaultCategories is the spec's starting split (part 1 §9), summing to 100 %.
func DefaultCategories() []CategoryInput {
	return []CategoryInput{
		{Nome: "Local da Cerimônia", PercentTenths: 300, Status: Pendente},
		{Nome: "Buffet/Catering", PercentTenths: 250, Status: Pendente},
		{Nome: "Decoração e Flores", PercentTenths: 150, Status: Pendente},
		{Nome: "Vestido e Trajes", PercentTenths: 100, Status: Pendente},
		{Nome: "Fotografia e Filmagem", PercentTenths: 80, Status: Pendente},
		{Nome: "Música/DJ", PercentTenths: 50, Status: Pendente},
		{Nome: "Convites", PercentTenths: 30, Status: Pendente},
		{Nome: "Outros", PercentTenths: 40, Status: Pendente},
	}
}

// Normalize trims names and defaults missing statuses to pendente.
func (in *Input) Normalize() {
	for i := range in.Categories {
		c := &in.Categories[i]
		c.Nome = strings.TrimSpace(c.Nome)
		if c.Status == "" {
			c.Status = Pendente
		}
	}
}

// Validate applies part 1 §5: a total above zero, at least one category, names required (and
// unique, so the page and the dashboard can tell them apart), percentages 0–100 % and spending
// not negative. The percentages need not sum to 100 %: the page warns and the couple adjusts.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch {
	case in.TotalCents <= 0:
		f.Add("total_cents", "not_positive")
	case in.TotalCents > MaxCents:
		f.Add("total_cents", "too_large")
	}
	switch {
	case len(in.Categories) == 0:
		f.Add("categories", "required")
	case len(in.Categories) > MaxCategories:
		f.Add("categories", "too_many")
	}
	seen := map[string]bool{}
	for i, c := range in.Categories {
		key := "categories." + strconv.Itoa(i) + "."
		switch n := utf8.RuneCountInString(c.Nome); {
		case n == 0:
			f.Add(key+"nome", "required")
		case n > maxNome:
			f.Add(key+"nome", "too_long")
		default:
			folded := strings.ToLower(c.Nome)
			if seen[folded] {
				f.Add(key+"nome", "duplicate")
			}
			seen[folded] = true
		}
		if c.PercentTenths < 0 || c.PercentTenths > 1000 {
			f.Add(key+"percent_tenths", "out_of_range")
		}
		if c.FixedCents != nil {
			switch {
			case *c.FixedCents < 0:
				f.Add(key+"fixed_cents", "negative")
			case *c.FixedCents > MaxCents:
				f.Add(key+"fixed_cents", "too_large")
			case c.PercentTenths != 0: // a fixed amount is not also a share of the total
				f.Add(key+"percent_tenths", "fixed_amount")
			}
		}
		switch {
		case c.SpentCents < 0:
			f.Add(key+"spent_cents", "negative")
		case c.SpentCents > MaxCents:
			f.Add(key+"spent_cents", "too_large")
		}
		if !c.Status.valid() {
			f.Add(key+"status", "invalid")
		}
	}
	return f.Err()
}

// Allocated is total × tenths / 1000, rounded half up to the centavo.
func Allocated(totalCents, percentTenths int64) int64 {
	return (totalCents*percentTenths + 500) / 1000
}

// PercentBase is what the percentage categories split: the total less the categories set in
// reais, never below zero (reais categories above the total leave nothing to split).
func PercentBase(totalCents, fixedCents int64) int64 {
	return max(0, totalCents-fixedCents)
}

// build computes the derived fields of a budget from its stored parts.
func build(totalCents int64, cats []CategoryInput, updatedAt *time.Time) Budget {
	b := Budget{TotalCents: totalCents, Categories: make([]Category, 0, len(cats)), UpdatedAt: updatedAt}
	var fixed int64
	for _, c := range cats {
		if c.FixedCents != nil {
			fixed += *c.FixedCents
		}
	}
	base := PercentBase(totalCents, fixed)
	for _, c := range cats {
		b.SpentCents += c.SpentCents
		allocated := Allocated(base, c.PercentTenths)
		if c.FixedCents != nil {
			allocated = *c.FixedCents
		}
		b.Categories = append(b.Categories, Category{Nome: c.Nome, PercentTenths: c.PercentTenths, FixedCents: c.FixedCents,
			AllocatedCents: allocated, SpentCents: c.SpentCents, Status: c.Status})
	}
	return b
}

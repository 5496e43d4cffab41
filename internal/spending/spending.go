// Package spending is the spending limits of a wedding (part 2 §2 'Spending alerts panel' and
// 'Advanced events', §3 spending_limits, §4 level, §9 thresholds and regional benchmarks).
// Types, levels and validation here, SQL in store.go, HTTP in handler.go. The server computes
// percent, level and the benchmark warning so every screen agrees.
package spending

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// Categories is the union of the spec's two lists, stored as labels. The alerts panel's 13
// labels come first; the events screen's values map to the same label where they mean the
// same thing (decoracao → Decoração, fotografia → Fotografia, musica → Música/DJ, vestimenta,
// transporte, outros) and to their own label otherwise (buffet, flores, convites).
var Categories = []string{
	"Festa/Recepção", "Cerimônia", "Fotografia", "Videomaker", "Decoração", "Música/DJ", "Vestimenta",
	"Transporte", "Alimentação", "Bebidas", "Lua de mel", "Documentação", "Outros",
	"Buffet", "Flores", "Convites",
}

func validCategory(c string) bool {
	for _, k := range Categories {
		if k == c {
			return true
		}
	}
	return false
}

// Benchmark is a category's regional price range in centavos (part 2 §9).
type Benchmark struct {
	MinCents     int64 `json:"min_cents"`
	MaxCents     int64 `json:"max_cents"`
	AverageCents int64 `json:"average_cents"`
}

var benchmarks = map[string]Benchmark{
	"Festa/Recepção": {1_500_000, 3_500_000, 2_500_000},
	"Fotografia":     {200_000, 800_000, 450_000},
	"Videomaker":     {150_000, 600_000, 350_000},
	"Decoração":      {300_000, 1_200_000, 700_000},
	"Música/DJ":      {80_000, 300_000, 180_000},
}

// Level is how much of a limit is used.
type Level string

const (
	Safe    Level = "safe"    // below 60 %: OK
	Caution Level = "caution" // 60 % or more: Atenção
	Warning Level = "warning" // 80 % or more: Crítico
	Danger  Level = "danger"  // 100 % or more: Excedido
)

// LevelOf classifies current against limit by 60/80/100 % (DESIGN: the panel's thresholds),
// in integer arithmetic so 79.99 % never rounds up to 80 %. limit must be positive.
func LevelOf(currentCents, limitCents int64) Level {
	switch c := currentCents * 100; {
	case c >= 100*limitCents:
		return Danger
	case c >= 80*limitCents:
		return Warning
	case c >= 60*limitCents:
		return Caution
	default:
		return Safe
	}
}

// PercentTenths is current over limit in tenths of a percent, rounded down (so the number shown
// never reaches a threshold the level has not), uncapped; the screens cap the bar at 100 %.
func PercentTenths(currentCents, limitCents int64) int64 {
	return currentCents * 1000 / limitCents
}

// AboveBenchmark reports whether current exceeds the category's regional average by more than
// 20 % (part 2 §9). Categories without a benchmark never warn.
func AboveBenchmark(category string, currentCents int64) bool {
	b, ok := benchmarks[category]
	return ok && currentCents*100 > b.AverageCents*120
}

// Limits beyond the spec's, to keep rows sane.
const (
	// MaxCents is R$ 100.000.000,00; with it the percent arithmetic cannot overflow.
	MaxCents = 10_000_000_000
)

// Limit is one spending limit with what the screens show about it.
type Limit struct {
	ID           string `json:"id"`
	Category     string `json:"category"`
	LimitCents   int64  `json:"limit_cents"`
	CurrentCents int64  `json:"current_cents"`
	IsActive     bool   `json:"is_active"`
	// BudgetCategory is the budget category the limit follows: its spent value is CurrentCents,
	// read at every request (issue 15). Null for a free limit whose spend is typed.
	BudgetCategory *string   `json:"budget_category"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`

	PercentTenths int64      `json:"percent_tenths"`
	Level         Level      `json:"level"`
	Benchmark     *Benchmark `json:"benchmark"`
	// AboveBenchmark is the regional warning: spend over the average by more than 20 %.
	AboveBenchmark bool `json:"above_benchmark"`
	// Critical is an active limit at warning or danger (the alert banners).
	Critical bool `json:"critical"`
}

func (l *Limit) annotate() {
	l.PercentTenths = PercentTenths(l.CurrentCents, l.LimitCents)
	l.Level = LevelOf(l.CurrentCents, l.LimitCents)
	if b, ok := benchmarks[l.Category]; ok {
		l.Benchmark = &b
	}
	l.AboveBenchmark = AboveBenchmark(l.Category, l.CurrentCents)
	l.Critical = l.IsActive && (l.Level == Warning || l.Level == Danger)
}

// Input is the body of a create or of a full update (PUT).
type Input struct {
	Category       string  `json:"category"`
	LimitCents     *int64  `json:"limit_cents"`
	CurrentCents   *int64  `json:"current_cents"`
	IsActive       *bool   `json:"is_active"`
	BudgetCategory *string `json:"budget_category"`
}

// MaxBudgetCategory caps the name of a followed budget category (the budget's own rule).
const MaxBudgetCategory = 100

// Normalize trims the names and applies the defaults (current 0, active). A limit that follows a
// budget category stores no typed spend: the budget's value is read instead.
func (in *Input) Normalize() {
	in.Category = strings.TrimSpace(in.Category)
	if in.BudgetCategory != nil {
		if name := strings.TrimSpace(*in.BudgetCategory); name == "" {
			in.BudgetCategory = nil
		} else {
			in.BudgetCategory = &name
			zero := int64(0)
			in.CurrentCents = &zero
		}
	}
	if in.CurrentCents == nil {
		zero := int64(0)
		in.CurrentCents = &zero
	}
	if in.IsActive == nil {
		yes := true
		in.IsActive = &yes
	}
}

// Validate applies the limit form's rules (part 2 §5) plus sane bounds.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch {
	case in.Category == "":
		f.Add("category", "required")
	case !validCategory(in.Category):
		f.Add("category", "invalid")
	}
	switch {
	case in.LimitCents == nil:
		f.Add("limit_cents", "required")
	case *in.LimitCents <= 0:
		f.Add("limit_cents", "not_positive")
	case *in.LimitCents > MaxCents:
		f.Add("limit_cents", "too_large")
	}
	switch {
	case *in.CurrentCents < 0:
		f.Add("current_cents", "negative")
	case *in.CurrentCents > MaxCents:
		f.Add("current_cents", "too_large")
	}
	if in.BudgetCategory != nil && utf8.RuneCountInString(*in.BudgetCategory) > MaxBudgetCategory {
		f.Add("budget_category", "too_long")
	}
	return f.Err()
}

// errNoSuchBudgetCategory refuses a limit that would follow a category the budget does not have.
var errNoSuchBudgetCategory = &apperr.Error{
	Kind: apperr.KindInvalid, Code: "validation_failed",
	Message: "Esta categoria não existe no orçamento. Escolham uma das categorias do orçamento.",
	Fields:  map[string]string{"budget_category": "not_found"},
}

// Summary holds the panel's three cards and the financial-control info card.
type Summary struct {
	Total  int `json:"total"`
	Active int `json:"active"`
	// Critical counts active limits at warning or danger.
	Critical int `json:"critical"`
	// BudgetCents sums the active limits; SpentCents their current spend.
	BudgetCents int64 `json:"budget_cents"`
	SpentCents  int64 `json:"spent_cents"`
	// BudgetTotalCents is the budget's total (the Orçamento page's), 0 before one is saved: the
	// panel's 'Orçamento Total', shown beside the sum of the limits (issue 15).
	BudgetTotalCents int64 `json:"budget_total_cents"`
}

func summarize(ls []Limit) Summary {
	s := Summary{Total: len(ls)}
	for _, l := range ls {
		if !l.IsActive {
			continue
		}
		s.Active++
		s.BudgetCents += l.LimitCents
		s.SpentCents += l.CurrentCents
		if l.Critical {
			s.Critical++
		}
	}
	return s
}

var errNotFound = apperr.NotFound("Limite não encontrado.")

package budget

import (
	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/ptbr"
)

// maxEntries bounds the sentences one save writes; a save changing more (a pasted budget)
// is summed up in one.
const maxEntries = 5

// activityEntries describes what a save changed from before to after ('Mariana alterou o
// orçamento de Buffet para R$ 18.000,00'); categories are matched by name. A save that
// changed nothing writes nothing.
func activityEntries(before, after Budget) []activity.Entry {
	var out []activity.Entry
	add := func(text string) { out = append(out, activity.Entry{Area: activity.Budget, Text: text}) }
	if before.TotalCents != after.TotalCents {
		add("alterou o orçamento total para " + ptbr.BRL(after.TotalCents))
	}
	old := map[string]Category{}
	for _, c := range before.Categories {
		old[c.Nome] = c
	}
	seen := map[string]bool{}
	for _, c := range after.Categories {
		seen[c.Nome] = true
		o, ok := old[c.Nome]
		switch {
		case !ok:
			add("adicionou a categoria " + activity.Quote(c.Nome) + " ao orçamento")
		default:
			// Only the category's own setting: a total or a reais category moving every
			// percentage's allocation is not a change of each category.
			if o.PercentTenths != c.PercentTenths || !sameFixed(o.FixedCents, c.FixedCents) {
				add("alterou o orçamento de " + c.Nome + " para " + ptbr.BRL(c.AllocatedCents))
			}
			if o.SpentCents != c.SpentCents {
				add("alterou o gasto de " + c.Nome + " para " + ptbr.BRL(c.SpentCents))
			}
			if o.Status != c.Status {
				add("alterou a situação de " + c.Nome + " no orçamento")
			}
		}
	}
	for _, c := range before.Categories {
		if !seen[c.Nome] {
			add("removeu a categoria " + activity.Quote(c.Nome) + " do orçamento")
		}
	}
	if len(out) > maxEntries {
		return []activity.Entry{{Area: activity.Budget, Text: "alterou várias categorias do orçamento"}}
	}
	return out
}

func sameFixed(a, b *int64) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

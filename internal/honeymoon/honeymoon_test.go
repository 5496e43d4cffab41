package honeymoon

import (
	"errors"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/apperr"
)

func fields(t *testing.T, err error) map[string]string {
	t.Helper()
	if err == nil {
		return nil
	}
	var e *apperr.Error
	if !errors.As(err, &e) {
		t.Fatalf("not an apperr: %v", err)
	}
	return e.Fields
}

func TestValidate(t *testing.T) {
	s := func(v string) *string { return &v }
	for _, c := range []struct {
		name string
		in   Input
		want map[string]string
	}{
		{"minimal", Input{Destino: "Gramado"}, nil},
		{"blank destination", Input{Destino: " \t "}, map[string]string{"destino": "required"}},
		{"same-day trip", Input{Destino: "Paraty", DataInicio: s("2027-01-10"), DataFim: s("2027-01-10")}, nil},
		{"return without departure", Input{Destino: "Paraty", DataFim: s("2027-01-10")}, nil},
		{"return before departure", Input{Destino: "Paraty", DataInicio: s("2027-01-10"), DataFim: s("2027-01-09")},
			map[string]string{"data_fim": "before_start"}},
		{"bad departure does not also blame the return", Input{Destino: "Paraty", DataInicio: s("2027-13-01"), DataFim: s("2027-01-09")},
			map[string]string{"data_inicio": "invalid_date"}},
		{"too many expense lines", Input{Destino: "Paraty", Expenses: make([]Expense, 9)}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			got := fields(t, in.Validate())
			if c.name == "too many expense lines" {
				if got["expenses"] != "too_many" {
					t.Fatalf("got %v", got)
				}
				return
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Fatalf("got %v, want %v", got, c.want)
				}
			}
		})
	}
}

func TestExpensesInSpecOrder(t *testing.T) {
	in := Input{Expenses: []Expense{{Category: "Outros", EstimatedCents: 5}, {Category: "Hospedagem", ActualCents: 7}}}
	got := in.expenses()
	var names []string
	for _, e := range got {
		names = append(names, e.Category)
	}
	if strings.Join(names, "|") != strings.Join(Categories, "|") || got[0].ActualCents != 7 || got[7].EstimatedCents != 5 {
		t.Fatalf("expenses %+v", got)
	}
	if est, act := totals(got); est != 5 || act != 7 {
		t.Fatalf("totals %d %d", est, act)
	}
	if len(Categories) != 8 || len(Preferences) != 12 {
		t.Fatal("the spec lists 8 categories and 12 preferences")
	}
}

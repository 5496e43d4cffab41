package notifypref

import (
	"testing"

	"github.com/aceito/aceito/internal/apperr"
)

func TestDigestSummary(t *testing.T) {
	pay := func(lefts ...int) []digestPayment {
		var out []digestPayment
		for _, l := range lefts {
			out = append(out, digestPayment{supplier: "x", amount: 1, left: l})
		}
		return out
	}
	cases := []struct {
		tasks    int
		payments []digestPayment
		limits   int
		want     string
	}{
		{0, nil, 0, ""},
		{3, pay(2), 0, "Resumo do dia: 3 tarefas vencem hoje, 1 pagamento em 2 dias"},
		{1, nil, 0, "Resumo do dia: 1 tarefa vence hoje"},
		{0, pay(0, 0, 1, 5, 5), 0, "Resumo do dia: 2 pagamentos vencem hoje, 1 pagamento vence amanhã, 2 pagamentos em 5 dias"},
		{0, pay(0), 0, "Resumo do dia: 1 pagamento vence hoje"},
		{0, nil, 1, "Resumo do dia: 1 limite de gastos excedido"},
		{2, pay(1, 1), 2, "Resumo do dia: 2 tarefas vencem hoje, 2 pagamentos vencem amanhã, 2 limites de gastos excedidos"},
		// Overdue payments, whatever their date, are one group before the others.
		{0, pay(-9, -1, 3), 0, "Resumo do dia: 2 pagamentos vencidos, 1 pagamento em 3 dias"},
		{0, pay(-2), 0, "Resumo do dia: 1 pagamento vencido"},
	}
	for _, c := range cases {
		if got := digestSummary(c.tasks, c.payments, c.limits); got != c.want {
			t.Errorf("digestSummary(%d, %v, %d) = %q, want %q", c.tasks, c.payments, c.limits, got, c.want)
		}
	}
}

func TestPrefsValidate(t *testing.T) {
	ok := Defaults()
	if err := ok.validate(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	if !ok.QuietHours || !ok.Categories[Tasks][Push] || !ok.Categories[Spending][Email] || ok.Digest {
		t.Fatalf("defaults: %+v", ok)
	}
	both := func() map[string]bool { return map[string]bool{"email": true, "push": true} }
	cases := map[string]struct {
		p     Prefs
		field string
		code  string
	}{
		"no categories":    {Prefs{}, "categories", "required"},
		"missing category": {Prefs{Categories: map[string]map[string]bool{"tasks": both(), "payments": both()}}, "categories.spending", "required"},
		"missing channel":  {Prefs{Categories: map[string]map[string]bool{"tasks": {}, "payments": both(), "spending": both()}}, "categories.tasks.email", "required"},
		"missing push":     {Prefs{Categories: map[string]map[string]bool{"tasks": both(), "payments": {"email": true}, "spending": both()}}, "categories.payments.push", "required"},
		"unknown category": {Prefs{Categories: map[string]map[string]bool{"tasks": both(), "payments": both(), "spending": both(), "rain": both()}}, "categories.rain", "unknown"},
		"unknown channel":  {Prefs{Categories: map[string]map[string]bool{"tasks": {"email": true, "push": true, "sms": true}, "payments": both(), "spending": both()}}, "categories.tasks.sms", "unknown"},
	}
	for name, c := range cases {
		err := c.p.validate()
		e, isApp := apperr.As(err)
		if !isApp || e.Fields[c.field] != c.code {
			t.Errorf("%s: %v (fields %v), want %s=%s", name, err, e, c.field, c.code)
		}
	}
}

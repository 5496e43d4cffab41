package honeymoon

import (
	"testing"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// FuzzInput feeds arbitrary bodies through the handler's decode → normalise → validate path: it
// must never panic, and whatever it accepts must fit the tables' constraints and give totals the
// budget accepts. `go test -fuzz FuzzInput ./internal/honeymoon` explores further.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"destino":"Gramado","orcamento_cents":100,"data_inicio":"2027-05-20","data_fim":"2027-05-21","preferencias":["Praia"],"expenses":[{"category":"Outros","estimated_cents":5,"actual_cents":1}]}`,
		`{"destino":" ","expenses":[{"category":"Hospedagem","estimated_cents":-1},{"category":"Hospedagem"}]}`,
		`{"destino":"x","expenses":[{"category":"Hospedagem","estimated_cents":1000000000000},{"category":"Outros","estimated_cents":1000000000000}]}`,
		`{"destino":"x","orcamento_cents":9223372036854775807,"data_inicio":"2027-02-30"}`,
		`{"destino":"x","preferencias":[null,"Praia","Praia"]}`, `[]`, `null`, `{"destino":1}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var in Input
		if err := httpx.Unmarshal(body, &in); err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("decode error is not an apperr: %v", err)
			}
			return
		}
		in.Normalize()
		if err := in.Validate(); err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("validation error is not an apperr: %v", err)
			}
			return
		}
		if in.Destino == "" || (in.OrcamentoCents != nil && (*in.OrcamentoCents < 0 || *in.OrcamentoCents > maxCents)) {
			t.Fatalf("accepted an invalid trip: %+v", in)
		}
		if in.DataInicio != nil && in.DataFim != nil && *in.DataFim < *in.DataInicio {
			t.Fatalf("accepted a return before the departure: %+v", in)
		}
		for _, p := range in.Preferencias {
			if !contains(Preferences, p) {
				t.Fatalf("accepted preference %q", p)
			}
		}
		es := in.expenses()
		est, act := totals(es)
		if len(es) != len(Categories) || est < 0 || act < 0 || est > maxCents || act > maxCents {
			t.Fatalf("accepted expenses %+v", in.Expenses)
		}
	})
}

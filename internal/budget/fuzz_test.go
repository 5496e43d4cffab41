package budget

import (
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// FuzzInput feeds arbitrary bodies through the handler's decode → normalise → validate path: it
// must never panic, and whatever it accepts must fit the table's constraints and compute its
// allocations without overflow. `go test -fuzz FuzzInput ./internal/budget` explores further.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"total_cents":8000000,"categories":[{"nome":"Buffet","percent_tenths":250,"spent_cents":100,"status":"concluido"}]}`,
		`{"total_cents":1000000000000,"categories":[{"nome":"A","percent_tenths":1000,"spent_cents":1000000000000}]}`,
		`{"total_cents":-1,"categories":null}`,
		`{"total_cents":9223372036854775807,"categories":[{"nome":" ","percent_tenths":-9223372036854775808}]}`,
		`{"total_cents":1,"categories":[{"nome":"a"},{"nome":"A"}]}`,
		`{"total_cents":1.5}`, `[]`, `null`, `{"categories":[{"x":1}]}`,
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
		if in.TotalCents <= 0 || in.TotalCents > MaxCents || len(in.Categories) == 0 || len(in.Categories) > MaxCategories {
			t.Fatalf("accepted an invalid budget: %+v", in)
		}
		seen := map[string]bool{}
		for _, c := range in.Categories {
			if c.Nome == "" || c.PercentTenths < 0 || c.PercentTenths > 1000 || c.SpentCents < 0 || !c.Status.valid() ||
				seen[strings.ToLower(c.Nome)] {
				t.Fatalf("accepted an invalid category: %+v", c)
			}
			seen[strings.ToLower(c.Nome)] = true
			if a := Allocated(in.TotalCents, c.PercentTenths); a < 0 || a > in.TotalCents {
				t.Fatalf("allocation %d out of [0, %d]", a, in.TotalCents)
			}
		}
	})
}

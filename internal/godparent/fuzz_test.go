package godparent

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// FuzzInput feeds arbitrary bodies through the same decode → normalise → validate path as the
// handlers: it must never panic, and whatever it accepts must fit the table's rules.
// `go test -fuzz FuzzInput ./internal/godparent` explores further; plain `go test` runs the seeds.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"nome":"Ana","tipo":"madrinha","is_dama_honra":true}`,
		`{"nome":"  ","tipo":"","email":"  ","telefone":null,"observacoes":" "}`,
		`{"nome":"\u0000\u00e9","tipo":"padrinho","confirmado":1}`,
		`{"nome":"Zé","tipo":"PADRINHO","email":"A@B.CO"}`,
		`{"nome":1}`, `[]`, `null`, `{"tipo":null}`, `{"nome":"ab","tipo":"madrinha","x":1}`,
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
		n := utf8.RuneCountInString(in.Nome)
		if n < minNome || n > maxNome || in.Nome != strings.TrimSpace(in.Nome) || !in.Tipo.valid() ||
			(in.Observacoes != nil && utf8.RuneCountInString(*in.Observacoes) > maxObservacoes) {
			t.Fatalf("accepted an invalid godparent: %+v", in)
		}
	})
}

package guest

import (
	"testing"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// FuzzInput feeds arbitrary bodies through the same decode → normalise → validate path as the
// handlers: it must never panic, and whatever it accepts must satisfy the stored constraints.
// `go test -fuzz FuzzInput ./internal/guest` explores further; plain `go test` runs the seeds.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"nome":"Ana","mesa":3,"acompanhante":true}`,
		`{"nome":"  ","email":"  ","telefone":null,"mesa":null}`,
		`{"nome":"\u0000\u00e9","mesa":-9223372036854775808}`,
		`{"nome":"Zé","status_confirmacao":"confirmado","email":"A@B.CO"}`,
		`{"nome":1}`, `[]`, `null`, `{"mesa":1e400}`, `{"nome":"a","x":1}`,
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
		if len([]rune(in.Nome)) < 2 || (in.Mesa != nil && *in.Mesa <= 0) || !in.StatusConfirmacao.valid() {
			t.Fatalf("accepted an invalid guest: %+v", in)
		}
	})
}

package gift

import (
	"testing"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/pix"
)

// FuzzInput feeds arbitrary bodies through the handlers' decode → normalise → validate path:
// it must never panic, and whatever it accepts must fit the table's constraints.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"nome":"Toalhas","valor_cents":4599,"status":"recebido","doador":"Tia"}`,
		`{"nome":"  ","descricao":"  ","valor_cents":null}`,
		`{"nome":"\u0000\u00e9","valor_cents":-9223372036854775808}`,
		`{"nome":1}`, `[]`, `null`, `{"valor_cents":1e400}`, `{"nome":"a","x":1}`, `{"nome":"a","status":"doacao","doador":"b"}`,
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
		if n == 0 || n > maxNome || !in.Status.valid() || (in.ValorCents != nil && (*in.ValorCents < 0 || *in.ValorCents > MaxValorCents)) ||
			(in.Doador != nil && in.Status != Recebido) {
			t.Fatalf("accepted an invalid gift: %+v", in)
		}
	})
}

// FuzzPixInput: every accepted PIX body builds a payload that parses back with its CRC.
func FuzzPixInput(f *testing.F) {
	for _, seed := range []string{
		`{"tipo_chave":"email","chave_pix":"a@b.co","nome_beneficiario":"Ana"}`,
		`{"tipo_chave":"telefone","chave_pix":"+55 (11) 98765-4321","nome_beneficiario":"João Conceição"}`,
		`{"tipo_chave":"cpf","chave_pix":"123.456.789-09","nome_beneficiario":"李明"}`,
		`{"tipo_chave":"chave_aleatoria","chave_pix":"123e4567-e12b-12d1-a456-426655440000","nome_beneficiario":"  "}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var in PixInput
		if err := httpx.Unmarshal(body, &in); err != nil {
			return
		}
		if err := in.NormalizeAndValidate(); err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("validation error is not an apperr: %v", err)
			}
			return
		}
		payload, err := pix.Static(in.ChavePix, in.NomeBeneficiario)
		if err != nil {
			t.Fatalf("accepted %+v but no payload: %v", in, err)
		}
		if _, err := pix.Parse(payload); err != nil {
			t.Fatalf("%s: %v", payload, err)
		}
	})
}

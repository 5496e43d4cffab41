package guestio

import (
	"testing"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// FuzzParseCSV feeds arbitrary bytes to Parse: it must never panic, every refusal must be a
// pt-BR apperr, and an accepted sheet must respect the bounds (row cap, cell length, UTF-8).
// `go test -fuzz FuzzParseCSV ./internal/guestio` explores further; plain `go test` (and make
// test) runs the seeds below and the corpus in testdata/fuzz/FuzzParseCSV only.
func FuzzParseCSV(f *testing.F) {
	f.Add(excelCSV)
	for _, seed := range []string{
		"\uFEFFNome;Telefone\r\nConceição;11 91234-5678\r\n",
		"nome,email\n\"a,b\",c\n",
		"Nome\t\tMesa\n\"unterminated\n",
		"sep=;\nNome;Mesa\n'=1+1;2\n",
		"Nome;Nome;Nome\n;;x\n\"\"\"\";\n",
		"\xff\xfeN\x00o\x00m\x00e\x00\n\x00A\x00n\x00a\x00",
		"\xfe\xff\x00N\x00o",
		"PK\x03\x04",
		"Nome\r\n\"a\r\n\r\nb\"\r\n",
		"Telefone\nx\n",
	} {
		f.Add([]byte(seed))
	}
	const maxRows = 20
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data, maxRows)
		if err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("refusal is not an apperr: %v", err)
			}
			return
		}
		if len(s.Rows) > maxRows {
			t.Fatalf("%d rows past the cap", len(s.Rows))
		}
		for _, r := range s.Rows {
			if r.Line < 1 {
				t.Fatalf("line %d", r.Line)
			}
			for f, c := range r.Cells {
				if c == "" || !utf8.ValidString(c) || utf8.RuneCountInString(c) > MaxCellRunes {
					t.Fatalf("cell %s = %q", f, c)
				}
			}
		}
	})
}

package pix

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzStatic feeds arbitrary keys and names through the same path as the app (normalise the
// key for its type, then build): every payload it returns must parse back into its fields with
// a valid CRC, carry the key unchanged and a clean name of at most 25 bytes.
// `go test -fuzz FuzzStatic ./internal/pix` explores further; plain `go test` runs the seeds.
func FuzzStatic(f *testing.F) {
	for _, seed := range []struct{ typ, key, name string }{
		{"email", "noivos@exemplo.com", "Ana & Bruno"},
		{"telefone", "+55 (11) 98765-4321", "João Conceição"},
		{"cpf", "123.456.789-09", "MARIA ANTONIETA DE ALBUQUERQUE"},
		{"chave_aleatoria", "123e4567-e12b-12d1-a456-426655440000", "Fulano de Tal"},
		{"email", strings.Repeat("a", 69) + "@ex.com", "Zé"},
		{"telefone", "1", "\u0000\u00e9\u0301"},
		{"cpf", "٣٤٥", "李明"},
	} {
		f.Add(seed.typ, seed.key, seed.name)
	}
	f.Fuzz(func(t *testing.T, typ, raw, name string) {
		key, ok := NormalizeKey(KeyType(typ), raw)
		if !ok {
			return
		}
		if !utf8.ValidString(key) || len(key) > 77 {
			t.Fatalf("normalised key %q", key)
		}
		payload, err := Static(key, name)
		if err != nil {
			if err == ErrNoName && MerchantName(name) == "" {
				return
			}
			t.Fatalf("Static(%q, %q): %v", key, name, err)
		}
		merchant := MerchantName(name)
		if len(merchant) == 0 || len(merchant) > 25 || strings.TrimSpace(merchant) != merchant {
			t.Fatalf("merchant %q", merchant)
		}
		for _, r := range merchant {
			if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == ' ') {
				t.Fatalf("merchant %q has %q", merchant, r)
			}
		}
		checkPayload(t, payload, key, merchant)
	})
}

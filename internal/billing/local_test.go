package billing

import "testing"

func TestFormatBRL(t *testing.T) {
	for cents, want := range map[int64]string{0: "R$ 0,00", 5: "R$ 0,05", 1590: "R$ 15,90", 123456: "R$ 1.234,56", 800000000: "R$ 8.000.000,00"} {
		if got := formatBRL(cents); got != want {
			t.Errorf("formatBRL(%d) = %q, want %q", cents, got, want)
		}
	}
}

package ptbr

import "testing"

func TestBRL(t *testing.T) {
	for cents, want := range map[int64]string{0: "R$ 0,00", 5: "R$ 0,05", 1590: "R$ 15,90", 123456: "R$ 1.234,56",
		100000000: "R$ 1.000.000,00", 800000000: "R$ 8.000.000,00"} {
		if got := BRL(cents); got != want {
			t.Errorf("BRL(%d) = %q, want %q", cents, got, want)
		}
	}
}

func TestDate(t *testing.T) {
	for in, want := range map[string]string{"2026-12-01": "01/12/2026", "2028-02-29": "29/02/2028", "nada": "nada"} {
		if got := Date(in); got != want {
			t.Errorf("Date(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAgreeInNumber(t *testing.T) {
	for subject, want := range map[string]string{
		"Ana": "convida", "Família Souza": "convida", "Tia Rosa": "convida", "Ester": "convida", "Ana Eduarda": "convida",
		"Ana e Bruno": "convidam", "Beatriz & Leonardo": "convidam", "Ana, Bruno e família": "convidam",
		"Os pais da noiva": "convidam", "as madrinhas": "convidam",
	} {
		if got := Agree(subject, "convida", "convidam"); got != want {
			t.Errorf("Agree(%q) = %q, want %q", subject, got, want)
		}
	}
}

func TestDaysLeft(t *testing.T) {
	for n, want := range map[int]string{-3: "Vencido", 0: "Vence hoje!", 1: "Vence amanhã!", 2: "2 dias restantes", 7: "7 dias restantes"} {
		if got := DaysLeft(n); got != want {
			t.Errorf("DaysLeft(%d) = %q, want %q", n, got, want)
		}
	}
}

package guest

import (
	"testing"
	"time"
)

func TestAnswerNoticeTexts(t *testing.T) {
	now := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	earlier := now.Add(-time.Hour)
	kid := func(s Status) Companion {
		return Companion{ID: "c1", Nome: "Davi", Faixa: Child0To5, StatusConfirmacao: s}
	}
	for _, tc := range []struct {
		name         string
		before, next Guest
		title, text  string
	}{
		{"alone, confirms", Guest{}, Guest{Nome: "Ana Souza", StatusConfirmacao: Confirmado}, "Presença confirmada", "Ana Souza confirmou presença (1 pessoa)"},
		{"unnamed companion follows", Guest{}, Guest{Nome: "Ana Souza", StatusConfirmacao: Confirmado, Acompanhante: true},
			"Presença confirmada", "Ana Souza confirmou presença (2 pessoas)"},
		{"alone, declines", Guest{}, Guest{Nome: "Ana Souza", StatusConfirmacao: Recusado, Acompanhante: true},
			"Presença recusada", "Ana Souza e acompanhante não poderão ir"},
		{"one companion comes", Guest{}, Guest{Nome: "Ana Souza", StatusConfirmacao: Recusado, Acompanhantes: []Companion{kid(Confirmado)}},
			"Presença confirmada", "Ana Souza não poderá ir; 1 acompanhante confirmou presença"},
		{"a change", Guest{RespondidoEm: &earlier}, Guest{Nome: "Ana Souza", StatusConfirmacao: Recusado},
			"Resposta alterada", "Ana Souza não poderá ir"},
	} {
		n := answerNotice("w", tc.before, tc.next, now)
		if n.Title != tc.title || n.Message != tc.text {
			t.Errorf("%s: %q / %q, want %q / %q", tc.name, n.Title, n.Message, tc.title, tc.text)
		}
	}
}

package guest

import (
	"crypto/rand"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// Band is a person's age band as Brazilian buffets price it: adults pay in full, children up to
// 5 usually eat free and children from 6 to 12 pay half. These are the only bands, here and in
// the web app (web/src/features/guests/api/schemas.ts mirrors them); someone aged 13 or more is
// an adult. The bands (0–5 and 6–12) are the common ones in buffet contracts.
type Band string

const (
	Adult      Band = "adulto"
	Child0To5  Band = "0-5"
	Child6To12 Band = "6-12"
)

// Bands lists every band in display order.
var Bands = []Band{Adult, Child0To5, Child6To12}

func (b Band) valid() bool { return b == Adult || b == Child0To5 || b == Child6To12 }

// MaxCompanions is how many named companions one guest may carry (issue 13). Companions do not
// count towards the plan's guest limit: the limit counts invitations (rows of the list), as
// the plan cards say, and this cap keeps each invitation's size bounded.
const MaxCompanions = 10

// Limits of the per-person answer texts.
const (
	maxRestricao = 100
	maxMensagem  = 1000
)

// Companion is one named person invited with a guest, answered for separately.
type Companion struct {
	ID                 string  `json:"id"`
	Nome               string  `json:"nome"`
	Faixa              Band    `json:"faixa"`
	StatusConfirmacao  Status  `json:"status_confirmacao"`
	RestricaoAlimentar *string `json:"restricao_alimentar"`
}

// newCompanionID is a short random id, unique within a guest (it never leaves the wedding).
func newCompanionID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// normalizeCompanions trims texts, gives new companions an id and defaults bands and answers.
func normalizeCompanions(cs []Companion) []Companion {
	out := make([]Companion, 0, len(cs))
	seen := map[string]bool{}
	for _, c := range cs {
		c.Nome = strings.TrimSpace(c.Nome)
		c.ID = strings.TrimSpace(c.ID)
		if c.ID == "" || seen[c.ID] || len(c.ID) > 32 {
			c.ID = newCompanionID()
		}
		seen[c.ID] = true
		if c.Faixa == "" {
			c.Faixa = Adult
		}
		if c.StatusConfirmacao == "" {
			c.StatusConfirmacao = Pendente
		}
		c.RestricaoAlimentar = normalizeRestricao(c.RestricaoAlimentar)
		out = append(out, c)
	}
	return out
}

// normalizeRestricao trims a dietary restriction and turns a blank one into null.
func normalizeRestricao(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.Join(strings.Fields(*s), " ")
	if t == "" {
		return nil
	}
	return &t
}

// validateCompanions adds the companions' problems to f, under "acompanhantes".
func validateCompanions(f apperr.Fields, cs []Companion) {
	if len(cs) > MaxCompanions {
		f.Add("acompanhantes", "too_many")
		return
	}
	for _, c := range cs {
		switch n := utf8.RuneCountInString(c.Nome); {
		case n < 2:
			f.Add("acompanhantes", "nome_too_short")
		case n > 100:
			f.Add("acompanhantes", "nome_too_long")
		case strings.ContainsFunc(c.Nome, unicode.IsControl):
			f.Add("acompanhantes", "nome_invalid")
		}
		if !c.Faixa.valid() {
			f.Add("acompanhantes", "faixa_invalid")
		}
		if !c.StatusConfirmacao.valid() {
			f.Add("acompanhantes", "status_invalid")
		}
		if c.RestricaoAlimentar != nil && !validRestricao(*c.RestricaoAlimentar) {
			f.Add("acompanhantes", "restricao_invalid")
		}
	}
}

func validRestricao(s string) bool {
	return utf8.ValidString(s) && utf8.RuneCountInString(s) <= maxRestricao && !strings.ContainsFunc(s, unicode.IsControl)
}

// people is how many people the guest's invitation covers: the invited person plus the named
// companions, or plus one unnamed adult for the spec's 'Vai levar acompanhante' when none is
// named (so a list without names counts as the spec's 1 + 1 per companion).
func (g Guest) people() int {
	if len(g.Acompanhantes) > 0 {
		return 1 + len(g.Acompanhantes)
	}
	if g.Acompanhante {
		return 2
	}
	return 1
}

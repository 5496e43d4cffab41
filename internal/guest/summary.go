package guest

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"sort"
	"strings"

	"github.com/aceito/aceito/internal/guestio"
)

// Summary is the couple's RSVP tracking (issue 13 §4) and the buffet's counts (§7): people by
// age band and dietary restriction, no names.
type Summary struct {
	// The spec's four stat cards: guests, people (invited + companions), confirmed guests, and
	// confirmed people (each person counted by their own answer).
	TotalConvidados    int `json:"total_convidados"`
	TotalPessoas       int `json:"total_pessoas"`
	Confirmados        int `json:"confirmados"`
	PessoasConfirmadas int `json:"pessoas_confirmadas"`
	// PorFaixa are the confirmed people by age band (keys: adulto, 0-5, 6-12).
	PorFaixa map[Band]int `json:"por_faixa"`
	// Restricoes are the confirmed people's dietary restrictions, most frequent first.
	Restricoes []RestrictionCount `json:"restricoes"`
	// NaoResponderam is how many guests have not answered (status pendente).
	NaoResponderam int `json:"nao_responderam"`
	// ConvitesEnviados is how many guests were sent their invitation.
	ConvitesEnviados int `json:"convites_enviados"`
}

// RestrictionCount is how many confirmed people declared a restriction.
type RestrictionCount struct {
	Restricao string `json:"restricao"`
	Pessoas   int    `json:"pessoas"`
}

// Summarize counts guests' answers. Each person counts by their own answer: the invited person
// and an unnamed companion ('Vai levar acompanhante', an adult) by the guest's status, each
// named companion by theirs. Restrictions are grouped ignoring case, accents and spacing
// ('Vegano', 'vegano ', 'VEGANO' are one line), each line shown with its most common spelling
// (the first one met on a tie), so the buffet is not handed three lines for one diet.
func Summarize(guests []Guest) Summary {
	s := Summary{PorFaixa: map[Band]int{Adult: 0, Child0To5: 0, Child6To12: 0}, Restricoes: []RestrictionCount{}}
	restr := map[string]int{}       // folded key → index in s.Restricoes
	spellings := []map[string]int{} // per line: spelling → people
	count := func(band Band, r *string) {
		s.PessoasConfirmadas++
		s.PorFaixa[band]++
		if r == nil {
			return
		}
		key := guestio.Fold(*r)
		if key == "" {
			return
		}
		spelling := strings.Join(strings.Fields(*r), " ")
		i, ok := restr[key]
		if !ok {
			i = len(s.Restricoes)
			restr[key] = i
			s.Restricoes = append(s.Restricoes, RestrictionCount{Restricao: spelling})
			spellings = append(spellings, map[string]int{})
		}
		s.Restricoes[i].Pessoas++
		spellings[i][spelling]++
		if n := spellings[i][spelling]; n > spellings[i][s.Restricoes[i].Restricao] {
			s.Restricoes[i].Restricao = spelling
		}
	}
	for _, g := range guests {
		s.TotalConvidados++
		s.TotalPessoas += g.people()
		if g.ConviteEnviadoEm != nil {
			s.ConvitesEnviados++
		}
		switch g.StatusConfirmacao {
		case Pendente:
			s.NaoResponderam++
		case Confirmado:
			s.Confirmados++
			count(Adult, g.RestricaoAlimentar)
			if g.Acompanhante && len(g.Acompanhantes) == 0 {
				count(Adult, nil)
			}
		}
		for _, c := range g.Acompanhantes {
			if c.StatusConfirmacao == Confirmado {
				count(c.Faixa, c.RestricaoAlimentar)
			}
		}
	}
	sort.SliceStable(s.Restricoes, func(i, j int) bool { return s.Restricoes[i].Pessoas > s.Restricoes[j].Pessoas })
	return s
}

// bandLabels are the buffet list's names of the bands.
var bandLabels = map[Band]string{Adult: "Adultos (13 anos ou mais)", Child0To5: "Crianças de 0 a 5 anos", Child6To12: "Crianças de 6 a 12 anos"}

// BuffetCSV is 'Lista para o buffet': confirmed people by age band and by dietary restriction,
// no personal data, as pt-BR Excel opens it (UTF-8 with BOM, ';' separated, CRLF).
func BuffetCSV(s Summary) []byte {
	var b bytes.Buffer
	b.WriteString("\ufeff")
	w := csv.NewWriter(&b)
	w.Comma, w.UseCRLF = ';', true
	rows := [][]string{{"Lista para o buffet", ""}, {"Faixa", "Pessoas confirmadas"}}
	for _, band := range Bands {
		rows = append(rows, []string{bandLabels[band], fmt.Sprint(s.PorFaixa[band])})
	}
	rows = append(rows, []string{"Total", fmt.Sprint(s.PessoasConfirmadas)}, []string{"", ""},
		[]string{"Restrição alimentar", "Pessoas"})
	for _, r := range s.Restricoes {
		rows = append(rows, []string{csvSafe(r.Restricao), fmt.Sprint(r.Pessoas)})
	}
	_ = w.WriteAll(rows) // a bytes.Buffer does not fail
	return b.Bytes()
}

// csvSafe keeps a guest's text from being read as a formula by a spreadsheet (CSV injection).
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

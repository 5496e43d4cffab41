package guest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestNormalizePhone(t *testing.T) {
	cases := []struct {
		in     string
		e164   string // "" means invalid
		mobile bool
	}{
		{"(11) 98765-4321", "+5511987654321", true},
		{"11987654321", "+5511987654321", true},
		{"+55 11 98765 4321", "+5511987654321", true},
		{"55 11 98765-4321", "+5511987654321", true},
		{"011 98765-4321", "+5511987654321", true},
		{"0055 (21) 99876-5432", "+5521998765432", true},
		{"(11) 3456-7890", "+551134567890", false},   // landline: 8 digits starting 2–5
		{"+55 61 2345-6789", "+556123456789", false}, // landline with country code
		{"(31) 8765-4321", "+5531987654321", true},   // a mobile written before the ninth digit
		{"+351 912 345 678", "+351912345678", true},  // foreign numbers pass as they are
		{"(20) 98765-4321", "", false},               // DDD 20 does not exist
		{"(11) 1234-5678", "", false},                // no number starts with 1
		{"(11) 88765-4321", "", false},               // 9 digits must start with 9
		{"98765-4321", "", false},                    // no DDD
		{"11 98765-4321 ramal 2", "", false},
		{"", "", false},
		{"+0 123", "", false},
	}
	for _, c := range cases {
		p, ok := NormalizePhone(c.in)
		if ok != (c.e164 != "") || p.E164 != c.e164 || ok && p.Mobile != c.mobile {
			t.Errorf("NormalizePhone(%q) = %+v %v, want %q mobile=%v", c.in, p, ok, c.e164, c.mobile)
		}
	}
	if p, _ := NormalizePhone("(11) 98765-4321"); p.Digits() != "5511987654321" {
		t.Errorf("Digits = %q", p.Digits())
	}
}

func TestLinksTokens(t *testing.T) {
	l, err := NewLinks([]byte(strings.Repeat("k", 32)), "https://aceito.com.br/")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewLinks([]byte(strings.Repeat("k", 31)), ""); err == nil {
		t.Fatal("a 31-byte key was accepted")
	}
	a, b := l.Token("g1", "n1"), l.Token("g1", "n2")
	if a == b || a != l.Token("g1", "n1") || a == l.Token("g2", "n1") {
		t.Fatal("tokens must depend on guest and nonce, and only on them")
	}
	if !ValidToken(a) || len(a) != 24 || ValidToken(a[:23]) || ValidToken(a[:23]+"!") {
		t.Fatalf("token shape: %q", a)
	}
	if got := l.URL(a); got != "https://aceito.com.br/r/"+a {
		t.Fatalf("URL = %q", got)
	}
	other, _ := NewLinks([]byte(strings.Repeat("x", 32)), "")
	if other.Token("g1", "n1") == a {
		t.Fatal("the key does not change the token")
	}
	// Token reuses its HMACs: each token is still HMAC-SHA256(key, the guest and nonce) from a
	// fresh state, whatever was derived before it and on whichever goroutine.
	want := func(key, guestID, nonce string) string {
		m := hmac.New(sha256.New, []byte(key))
		m.Write([]byte("aceito-rsvp-v1\x00" + guestID + "\x00" + nonce))
		return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:tokenBytes])
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				id, nonce := fmt.Sprintf("g%d-%d", w, i), fmt.Sprintf("n%d", i)
				if got := l.Token(id, nonce); got != want(strings.Repeat("k", 32), id, nonce) {
					t.Errorf("Token(%s, %s) = %s, not the HMAC of a fresh state", id, nonce, got)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestLoadLinkKey(t *testing.T) {
	dir := t.TempDir()
	k1, err := LoadLinkKey("", dir)
	if err != nil || len(k1) != 32 {
		t.Fatalf("first load: %v %d", err, len(k1))
	}
	k2, err := LoadLinkKey("", dir)
	if err != nil || string(k1) != string(k2) {
		t.Fatal("the key file was not reused")
	}
	if st, err := os.Stat(filepath.Join(dir, "rsvp-link.key")); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", st, err)
	}
	if _, err := LoadLinkKey("abcd", dir); err == nil {
		t.Fatal("a short ACEITO_RSVP_LINK_KEY was accepted")
	}
	k3, err := LoadLinkKey(strings.Repeat("ab", 32), dir)
	if err != nil || len(k3) != 32 || k3[0] != 0xab {
		t.Fatalf("env key: %v", err)
	}
}

func TestSummarize(t *testing.T) {
	veg, VEG := "Vegetariano", "vegetariano"
	guests := []Guest{
		{StatusConfirmacao: Confirmado, RestricaoAlimentar: &veg, Acompanhantes: []Companion{
			{Faixa: Adult, StatusConfirmacao: Confirmado, RestricaoAlimentar: &VEG},
			{Faixa: Child0To5, StatusConfirmacao: Confirmado},
			{Faixa: Child6To12, StatusConfirmacao: Confirmado},
			{Faixa: Child6To12, StatusConfirmacao: Recusado}}},
		{StatusConfirmacao: Confirmado, Acompanhante: true}, // the spec's unnamed companion: an adult
		{StatusConfirmacao: Pendente, Acompanhante: true},
		{StatusConfirmacao: Recusado},
	}
	s := Summarize(guests)
	if s.TotalConvidados != 4 || s.TotalPessoas != 5+2+2+1 || s.Confirmados != 2 || s.PessoasConfirmadas != 6 || s.NaoResponderam != 1 {
		t.Fatalf("counts: %+v", s)
	}
	if s.PorFaixa[Adult] != 4 || s.PorFaixa[Child0To5] != 1 || s.PorFaixa[Child6To12] != 1 {
		t.Fatalf("bands: %v", s.PorFaixa)
	}
	if len(s.Restricoes) != 1 || s.Restricoes[0].Pessoas != 2 {
		t.Fatalf("restrictions: %v", s.Restricoes)
	}
	csv := string(BuffetCSV(s))
	for _, want := range []string{"\ufeffLista para o buffet;", "Adultos (13 anos ou mais);4\r\n", "Crianças de 6 a 12 anos;1\r\n", "Total;6\r\n", "Vegetariano;2\r\n"} {
		if !strings.Contains(csv, want) {
			t.Errorf("buffet CSV lacks %q:\n%s", want, csv)
		}
	}
	if got := csvSafe("=HYPERLINK()"); got != "'=HYPERLINK()" {
		t.Errorf("csvSafe = %q", got)
	}
}

func TestCompanionsValidate(t *testing.T) {
	many := make([]Companion, MaxCompanions+1)
	for i := range many {
		many[i] = Companion{Nome: "Pessoa"}
	}
	cases := []struct {
		name string
		cs   []Companion
		code string
	}{
		{"ten", many[:MaxCompanions], ""},
		{"eleven", many, "too_many"},
		{"short name", []Companion{{Nome: "A"}}, "nome_too_short"},
		{"bad band", []Companion{{Nome: "Ana", Faixa: "13-17"}}, "faixa_invalid"},
		{"bad status", []Companion{{Nome: "Ana", StatusConfirmacao: "talvez"}}, "status_invalid"},
	}
	for _, c := range cases {
		in := Input{Nome: "Convidado", Acompanhantes: c.cs}
		in.Normalize()
		err := in.Validate()
		if c.code == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			if !in.Acompanhante {
				t.Errorf("%s: naming companions must set acompanhante", c.name)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), "acompanhantes:"+c.code) {
			t.Errorf("%s: %v, want acompanhantes=%s", c.name, err, c.code)
		}
	}
}

func TestSummarizeGroupsRestrictionsIgnoringCaseAndAccents(t *testing.T) {
	p := func(s string) *string { return &s }
	person := func(r string) Companion {
		return Companion{Faixa: Adult, StatusConfirmacao: Confirmado, RestricaoAlimentar: p(r)}
	}
	guests := []Guest{
		{StatusConfirmacao: Confirmado, RestricaoAlimentar: p("vegano "), Acompanhantes: []Companion{person("VEGANO"), person("Vegano"),
			person("Sem glúten"), person("sem  gluten"), person("Vegano")}},
		{StatusConfirmacao: Confirmado, RestricaoAlimentar: p("SEM GLÚTEN"), Acompanhantes: []Companion{person("Lactose"),
			{Faixa: Adult, StatusConfirmacao: Recusado, RestricaoAlimentar: p("vegano")}}}, // declined: not counted
	}
	s := Summarize(guests)
	want := []RestrictionCount{{"Vegano", 4}, {"Sem glúten", 3}, {"Lactose", 1}}
	if len(s.Restricoes) != len(want) {
		t.Fatalf("restrictions: %v, want %v", s.Restricoes, want)
	}
	for i := range want {
		if s.Restricoes[i] != want[i] {
			t.Errorf("restriction %d = %v, want %v", i, s.Restricoes[i], want)
		}
	}
	csv := string(BuffetCSV(s))
	for _, line := range []string{"Vegano;4\r\n", "Sem glúten;3\r\n", "Lactose;1\r\n"} {
		if !strings.Contains(csv, line) {
			t.Errorf("buffet CSV lacks %q:\n%s", line, csv)
		}
	}
	if strings.Contains(strings.ToLower(csv), "vegano ;") || strings.Count(strings.ToLower(csv), "vegano") != 1 {
		t.Errorf("buffet CSV has more than one vegan line:\n%s", csv)
	}
}

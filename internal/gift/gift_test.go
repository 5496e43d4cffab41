package gift

import (
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
)

func ptr[T any](v T) *T { return &v }

func TestInputValidate(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		field string // "" means valid
		code  string
	}{
		{"minimal", Input{Nome: "Toalhas"}, "", ""},
		{"full", Input{Nome: "Jogo de cama", Descricao: ptr("Queen"), ValorCents: ptr[int64](29990), Status: Recebido, Doador: ptr("Tio Zé")}, "", ""},
		{"free value", Input{Nome: "Lua de mel", ValorCents: ptr[int64](0), Status: Doacao}, "", ""},
		{"blank name", Input{Nome: "  "}, "nome", "required"},
		{"one letter is fine", Input{Nome: "A"}, "", ""},
		{"101 letters", Input{Nome: strings.Repeat("a", 101)}, "nome", "too_long"},
		{"100 accented letters", Input{Nome: strings.Repeat("é", 100)}, "", ""},
		{"long description", Input{Nome: "Toalhas", Descricao: ptr(strings.Repeat("d", 501))}, "descricao", "too_long"},
		{"negative value", Input{Nome: "Toalhas", ValorCents: ptr[int64](-1)}, "valor_cents", "negative"},
		{"huge value", Input{Nome: "Toalhas", ValorCents: ptr[int64](MaxValorCents + 1)}, "valor_cents", "too_large"},
		{"unknown status", Input{Nome: "Toalhas", Status: "perdido"}, "status", "invalid"},
		{"long giver", Input{Nome: "Toalhas", Status: Recebido, Doador: ptr(strings.Repeat("x", 101))}, "doador", "too_long"},
		{"long giver of a pending gift is dropped", Input{Nome: "Toalhas", Doador: ptr(strings.Repeat("x", 101))}, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			err := in.Validate()
			if c.field == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok || e.Fields[c.field] != c.code {
				t.Fatalf("want %s:%s, got %v", c.field, c.code, err)
			}
		})
	}
}

func TestApplyReceivedDate(t *testing.T) {
	t0 := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	var g Gift
	g.apply(Input{Nome: "Toalhas", Status: Pendente}, t0)
	if g.DataRecebimento != nil {
		t.Fatal("pending gift has a date")
	}
	g.apply(Input{Nome: "Toalhas", Status: Recebido}, t0)
	if g.DataRecebimento == nil || !g.DataRecebimento.Equal(t0) {
		t.Fatalf("received: %v", g.DataRecebimento)
	}
	g.apply(Input{Nome: "Toalhas brancas", Status: Recebido}, t0.Add(time.Hour))
	if !g.DataRecebimento.Equal(t0) {
		t.Fatalf("edit moved the date: %v", g.DataRecebimento)
	}
	g.apply(Input{Nome: "Toalhas", Status: Doacao}, t0.Add(2*time.Hour))
	if g.DataRecebimento != nil {
		t.Fatal("donation kept the date")
	}
}

func TestPixInput(t *testing.T) {
	cases := []struct {
		in      PixInput
		field   string
		code    string
		key     string
		message string
	}{
		{in: PixInput{TipoChave: "email", ChavePix: " Casal@Exemplo.COM ", NomeBeneficiario: " Ana "}, key: "casal@exemplo.com"},
		{in: PixInput{TipoChave: "cpf", ChavePix: "529.982.247-25", NomeBeneficiario: "Ana"}, key: "52998224725"},
		{in: PixInput{TipoChave: "telefone", ChavePix: "0800 123", NomeBeneficiario: "Ana"}, field: "chave_pix", code: "invalid",
			message: "Chave PIX inválida para o tipo telefone."},
		{in: PixInput{TipoChave: "email", ChavePix: "casal@exemplo", NomeBeneficiario: "Ana"}, field: "chave_pix", code: "invalid",
			message: "Chave PIX inválida para o tipo e-mail."},
		{in: PixInput{TipoChave: "chave_aleatoria", ChavePix: "abc", NomeBeneficiario: "Ana"}, field: "chave_pix", code: "invalid",
			message: "Chave PIX inválida para o tipo chave aleatória."},
		{in: PixInput{TipoChave: "email", ChavePix: "  ", NomeBeneficiario: "Ana"}, field: "chave_pix", code: "required"},
		{in: PixInput{TipoChave: "", ChavePix: "a@b.co", NomeBeneficiario: "Ana"}, field: "tipo_chave", code: "invalid"},
		{in: PixInput{TipoChave: "email", ChavePix: "a@b.co", NomeBeneficiario: strings.Repeat("é", 101)}, field: "nome_beneficiario", code: "too_long"},
		{in: PixInput{TipoChave: "email", ChavePix: "a@b.co", NomeBeneficiario: strings.Repeat("é", 100)}, key: "a@b.co"},
	}
	for _, c := range cases {
		in := c.in
		err := in.NormalizeAndValidate()
		if c.field == "" {
			if err != nil || in.ChavePix != c.key {
				t.Errorf("%+v: %v, key %q", c.in, err, in.ChavePix)
			}
			continue
		}
		e, ok := apperr.As(err)
		if !ok || e.Fields[c.field] != c.code || (c.message != "" && e.Message != c.message) {
			t.Errorf("%+v: want %s:%s %q, got %v", c.in, c.field, c.code, c.message, err)
		}
	}
}

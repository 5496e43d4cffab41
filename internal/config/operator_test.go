package config

import (
	"strings"
	"testing"
)

func TestOperatorUnsetByDefault(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Operator != (Operator{}) {
		t.Fatalf("operator without settings: %+v", c.Operator)
	}
	if got := strings.Join(c.Operator.Missing(), ","); got != "ACEITO_COMPANY_NAME,ACEITO_COMPANY_ID,ACEITO_DPO_EMAIL or ACEITO_SUPPORT_EMAIL" {
		t.Fatalf("missing %q", got)
	}
}

func TestOperatorSettings(t *testing.T) {
	c, err := Load(env(map[string]string{
		"ACEITO_SUPPORT_EMAIL": " suporte@aceito.com.br ", "ACEITO_SUPPORT_PHONE": "0800 123 4567",
		"ACEITO_SUPPORT_WHATSAPP": "+55 (11) 98765-4321", "ACEITO_COMPANY_NAME": "Aceito Tecnologia Ltda.",
		"ACEITO_COMPANY_ID": "11222333000181", "ACEITO_COMPANY_ADDRESS": "Av. Paulista, 1000 - São Paulo, SP",
	}))
	if err != nil {
		t.Fatal(err)
	}
	o := c.Operator
	if o.SupportEmail != "suporte@aceito.com.br" || o.DPOEmail != "suporte@aceito.com.br" || o.CompanyID != "11.222.333/0001-81" ||
		o.SupportPhone.Display() != "0800 123 4567" || o.SupportPhone.TelURL() != "tel:08001234567" ||
		o.SupportWhatsApp.WhatsAppURL() != "https://wa.me/5511987654321" || o.SupportWhatsApp.Display() != "(11) 98765-4321" ||
		o.CompanyName != "Aceito Tecnologia Ltda." || len(o.Missing()) != 0 {
		t.Fatalf("operator %+v", o)
	}
	c, err = Load(env(map[string]string{"ACEITO_SUPPORT_EMAIL": "suporte@aceito.com.br", "ACEITO_DPO_EMAIL": "dpo@aceito.com.br"}))
	if err != nil || c.Operator.DPOEmail != "dpo@aceito.com.br" {
		t.Fatalf("dpo e-mail: %+v %v", c.Operator, err)
	}
}

func TestOperatorBadValues(t *testing.T) {
	for k, v := range map[string][]string{
		"ACEITO_SUPPORT_EMAIL":    {"suporte", "Suporte <suporte@aceito.com.br>", "a@b@c"},
		"ACEITO_DPO_EMAIL":        {"dpo at aceito"},
		"ACEITO_SUPPORT_PHONE":    {"123", "+1 212 555 0100", "(20) 3456-7890", "(11) 8765-43210", "11 1234-5678", "0800 123", "ligue 11 3456-7890"},
		"ACEITO_SUPPORT_WHATSAPP": {"0800 123 4567", "4004-1234", "(11) 88765-4321", "+351 912 345 678"},
		"ACEITO_COMPANY_ID":       {"11.222.333/0001-82", "11.222.333/0001-8", "00000000000000", "11111111111111", "12.ABC.345/01DE-3A", "11.222.333/0001-81x"},
		"ACEITO_COMPANY_NAME":     {strings.Repeat("a", 201), "Aceito\nLtda"},
		"ACEITO_COMPANY_ADDRESS":  {"Rua A\x00"},
	} {
		for _, bad := range v {
			if c, err := Load(env(map[string]string{k: bad})); err == nil {
				t.Errorf("%s=%q accepted: %+v", k, bad, c.Operator)
			} else if !strings.Contains(err.Error(), k) {
				t.Errorf("%s=%q: error does not name the variable: %v", k, bad, err)
			}
		}
	}
}

func TestParseCNPJ(t *testing.T) {
	for in, want := range map[string]string{
		"11.222.333/0001-81": "11.222.333/0001-81",
		"11222333000181":     "11.222.333/0001-81",
		// Receita Federal's example of the alphanumeric CNPJ (from July 2026).
		"12.ABC.345/01DE-35": "12.ABC.345/01DE-35",
		"12abc34501de35":     "12.ABC.345/01DE-35",
		"45.723.174/0001-10": "45.723.174/0001-10",
	} {
		got, err := ParseCNPJ(in)
		if err != nil || got != want {
			t.Errorf("ParseCNPJ(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	// Every single-digit change of a valid CNPJ's check digits is caught.
	for d := '0'; d <= '9'; d++ {
		if d == '1' {
			continue
		}
		if _, err := ParseCNPJ("1122233300018" + string(d)); err == nil {
			t.Errorf("wrong second check digit %c accepted", d)
		}
	}
}

func TestParsePhone(t *testing.T) {
	for _, c := range []struct {
		in, display, tel string
		geo              bool
	}{
		{"+55 (11) 98765-4321", "(11) 98765-4321", "tel:+5511987654321", true},
		{"11 3456-7890", "(11) 3456-7890", "tel:+551134567890", true},
		{"5521987654321", "(21) 98765-4321", "tel:+5521987654321", true},
		{"011 3456-7890", "(11) 3456-7890", "tel:+551134567890", true},
		{"0800 123 4567", "0800 123 4567", "tel:08001234567", false},
		{"4004-1234", "4004-1234", "tel:40041234", false},
	} {
		p, err := ParsePhone(c.in, false)
		if err != nil || p.Display() != c.display || p.TelURL() != c.tel {
			t.Errorf("ParsePhone(%q) = %q %q %v; want %q %q", c.in, p.Display(), p.TelURL(), err, c.display, c.tel)
		}
		if _, err := ParsePhone(c.in, true); (err == nil) != c.geo {
			t.Errorf("ParsePhone(%q, geographic only): %v", c.in, err)
		}
	}
}

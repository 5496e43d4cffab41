package pix

import (
	"fmt"
	"strings"
	"testing"
)

// The static example of the BCB's BR Code manual (random key, 'Fulano de Tal', BRASILIA).
const manualExample = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"

func TestManualExample(t *testing.T) {
	if got := fmt.Sprintf("%04X", CRC16([]byte(manualExample[:len(manualExample)-4]))); got != "1D3D" {
		t.Fatalf("CRC of the manual's example: %s, want 1D3D", got)
	}
	if got := layout(GUI, "123e4567-e12b-12d1-a456-426655440000", "", "Fulano de Tal", City, "***"); got != manualExample {
		t.Fatalf("built\n%s\nwant\n%s", got, manualExample)
	}
	fields, err := Parse(manualExample)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Lookup(fields, "59"); v != "Fulano de Tal" {
		t.Fatalf("field 59 %q", v)
	}
	broken := strings.Replace(manualExample, "Fulano", "Fulana", 1)
	if _, err := Parse(broken); err == nil {
		t.Fatal("a changed payload passed its CRC check")
	}
}

func TestCRC16CheckValue(t *testing.T) {
	// The standard check value of CRC-16/CCITT-FALSE.
	if got := CRC16([]byte("123456789")); got != 0x29B1 {
		t.Fatalf("CRC16(123456789) = %04X, want 29B1", got)
	}
}

func TestNormalizeKey(t *testing.T) {
	cases := []struct {
		typ  KeyType
		raw  string
		want string // "" means invalid
	}{
		{Email, " Noivos@Exemplo.com.br ", "noivos@exemplo.com.br"},
		{Email, "noivos@exemplo", ""},
		{Email, "noivos exemplo.com", ""},
		{Email, "@exemplo.com", ""},
		{Email, strings.Repeat("a", 71) + "@ex.com", ""}, // 78 bytes: over the BCB cap of 77
		{Email, strings.Repeat("a", 70) + "@ex.com", strings.Repeat("a", 70) + "@ex.com"},
		{Telefone, "(11) 98765-4321", "+5511987654321"},
		{Telefone, "+55 11 98765-4321", "+5511987654321"},
		{Telefone, "5511987654321", "+5511987654321"},
		{Telefone, "+1 415 555 0100", "+14155550100"},
		{Telefone, "011987654321", ""},     // first digit zero
		{Telefone, "9", ""},                // one digit
		{Telefone, "1234567890123456", ""}, // sixteen digits
		{Telefone, "11 9abc8765", ""},      // letters
		{Telefone, "12", "+5512"},          // the spec's 2-digit minimum
		{CPF, "123.456.789-09", "12345678909"},
		{CPF, "1234567890", ""},
		{CPF, "123456789012", ""},
		{ChaveAleatoria, "123e4567-e12b-12d1-a456-426655440000", "123e4567-e12b-12d1-a456-426655440000"},
		{ChaveAleatoria, "123E4567-E12B-12D1-A456-426655440000", ""}, // must be lowercase
		{ChaveAleatoria, "123e4567e12b12d1a456426655440000", ""},
		{ChaveAleatoria, "g23e4567-e12b-12d1-a456-426655440000", ""},
		{KeyType("boleto"), "123", ""},
		{Email, "", ""},
	}
	for _, c := range cases {
		got, ok := NormalizeKey(c.typ, c.raw)
		if ok != (c.want != "") || got != c.want {
			t.Errorf("NormalizeKey(%s, %q) = %q, %v; want %q", c.typ, c.raw, got, ok, c.want)
		}
	}
}

func TestMerchantName(t *testing.T) {
	cases := map[string]string{
		"Fulano de Tal":                        "FULANO DE TAL",
		"  João   & Ângela  Conceição ":        "JOAO ANGELA CONCEICAO",
		"Ana Lúcia Müller-Pereira":             "ANA LUCIA MULLERPEREIRA",
		"Maria Antonieta de Albuquerque Souza": "MARIA ANTONIETA DE ALBUQU", // 25 bytes
		"Ana e Bruno 2027":                     "ANA E BRUNO 2027",
		"Maria Antonieta de Albuq Xavier":      "MARIA ANTONIETA DE ALBUQ", // cut on a space: no trailing space
		"李明":                                   "",
	}
	for in, want := range cases {
		if got := MerchantName(in); got != want {
			t.Errorf("MerchantName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStaticEachKeyType(t *testing.T) {
	for _, c := range []struct {
		typ KeyType
		raw string
	}{
		{Email, "noivos@exemplo.com.br"},
		{Telefone, "(11) 98765-4321"},
		{CPF, "123.456.789-09"},
		{ChaveAleatoria, "123e4567-e12b-12d1-a456-426655440000"},
		{Email, strings.Repeat("a", 70) + "@ex.com"}, // the longest key: field 26 is exactly 99
	} {
		key, ok := NormalizeKey(c.typ, c.raw)
		if !ok {
			t.Fatalf("%s %q invalid", c.typ, c.raw)
		}
		payload, err := Static(key, "Ana Cláudia & Bruno Ribeiro da Silva")
		if err != nil {
			t.Fatal(err)
		}
		checkPayload(t, payload, key, "ANA CLAUDIA BRUNO RIBEIRO")
	}
}

func TestStaticRejects(t *testing.T) {
	if _, err := Static("noivos@exemplo.com", "李明"); err != ErrNoName {
		t.Fatalf("name without Latin letters: %v", err)
	}
	if _, err := Static(strings.Repeat("a", 78), "Ana"); err != ErrKey {
		t.Fatalf("78-byte key: %v", err)
	}
	if _, err := Static("", "Ana"); err != ErrKey {
		t.Fatalf("empty key: %v", err)
	}
}

// TestCRCWithLeadingZero finds a payload whose CRC is below 0x1000: it must still be four digits.
func TestCRCWithLeadingZero(t *testing.T) {
	for i := range 100000 {
		payload, err := Static("noivos@exemplo.com", fmt.Sprintf("Ana %d", i))
		if err != nil {
			t.Fatal(err)
		}
		if crc := payload[len(payload)-4:]; crc[0] == '0' {
			if _, err := Parse(payload); err != nil {
				t.Fatalf("%s: %v", payload, err)
			}
			if !strings.HasSuffix(payload[:len(payload)-4], "6304") {
				t.Fatalf("CRC not four digits: %s", payload)
			}
			return
		}
	}
	t.Fatal("no CRC with a leading zero found")
}

// checkPayload parses payload back and checks every field the manual asks for.
func checkPayload(t *testing.T, payload, key, name string) {
	t.Helper()
	fields, err := Parse(payload)
	if err != nil {
		t.Fatalf("%s: %v", payload, err)
	}
	var tags []string
	for _, f := range fields {
		tags = append(tags, f.Tag)
	}
	if got := strings.Join(tags, ","); got != "00,26,52,53,58,59,60,62,63" {
		t.Fatalf("tags %s in %s", got, payload)
	}
	want := map[string]string{"00": "01", "52": "0000", "53": "986", "58": "BR", "59": name, "60": "BRASILIA"}
	for tag, v := range want {
		if got, _ := Lookup(fields, tag); got != v {
			t.Errorf("field %s = %q, want %q", tag, got, v)
		}
	}
	account, _ := Lookup(fields, "26")
	if len(account) > 99 {
		t.Errorf("field 26 is %d bytes", len(account))
	}
	sub, err := ParseTLV(account)
	if err != nil || len(sub) != 2 || sub[0] != (Field{"00", GUI}) || sub[1] != (Field{"01", key}) {
		t.Errorf("field 26 %q: %v %v", account, sub, err)
	}
	extra, _ := Lookup(fields, "62")
	if sub, err := ParseTLV(extra); err != nil || len(sub) != 1 || sub[0] != (Field{"05", "***"}) {
		t.Errorf("field 62 %q", extra)
	}
}

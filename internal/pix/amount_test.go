package pix

import (
	"strconv"
	"strings"
	"testing"
)

// Published payloads that carry an amount (field 54), rebuilt byte for byte. The first is from
// the BCB's checklist for generating and validating QR codes (its test key
// cliente-a00001@pix.bcb.gov.br); the others are payloads published with open-source PIX
// libraries' tests, one of them with a transaction id.
var amountVectors = []struct {
	payload                            string
	gui, key, amount, name, city, txid string
	cents                              int64
}{
	{"00020126510014BR.GOV.BCB.PIX0129cliente-a00001@pix.bcb.gov.br5204000053039865406123.455802BR5910JOAO SILVA6014BELO HORIZONTE62070503***6304B7E7",
		"BR.GOV.BCB.PIX", "cliente-a00001@pix.bcb.gov.br", "123.45", "JOAO SILVA", "BELO HORIZONTE", "***", 12345},
	{"00020126330014BR.GOV.BCB.PIX0111076811456055204000053039865406150.005802BR5925VICTOR DOLIRIO FERREIRA B6008BRASILIA62070503***630494D7",
		"BR.GOV.BCB.PIX", "07681145605", "150.00", "VICTOR DOLIRIO FERREIRA B", "BRASILIA", "***", 15000},
	{"00020126470014br.gov.bcb.pix0125leonardo@imovelkit.com.br5204000053039865406200.005802BR5925LEONARDO LIMA DE VASCONCE6008CURITIBA62100506Doe20063041315",
		"br.gov.bcb.pix", "leonardo@imovelkit.com.br", "200.00", "LEONARDO LIMA DE VASCONCE", "CURITIBA", "Doe200", 20000},
}

func TestPublishedPayloadsWithAmount(t *testing.T) {
	for _, v := range amountVectors {
		if _, err := Parse(v.payload); err != nil {
			t.Fatalf("published payload does not parse: %v", err)
		}
		amount, err := FormatAmount(v.cents)
		if err != nil || amount != v.amount {
			t.Fatalf("FormatAmount(%d) = %q %v, want %q", v.cents, amount, err, v.amount)
		}
		if got := layout(v.gui, v.key, amount, v.name, v.city, v.txid); got != v.payload {
			t.Fatalf("rebuilt\n%s\nwant\n%s", got, v.payload)
		}
	}
}

func TestPaymentCarriesAmountAndTxID(t *testing.T) {
	p, err := Payment("buffet@exemplo.com.br", "Buffet Sabor & Arte Ltda.", 123450, "ACEITO0190c1d2e3f4")
	if err != nil {
		t.Fatal(err)
	}
	fields, err := Parse(p)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Lookup(fields, "54"); v != "1234.50" {
		t.Fatalf("field 54 %q", v)
	}
	add, _ := Lookup(fields, "62")
	sub, err := ParseTLV(add)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Lookup(sub, "05"); v != "ACEITO0190c1d2e3f4" {
		t.Fatalf("field 62-05 %q", v)
	}
	if v, _ := Lookup(fields, "59"); v != "BUFFET SABOR ARTE LTDA" {
		t.Fatalf("field 59 %q", v)
	}
	for _, bad := range []struct {
		cents int64
		txid  string
	}{{-1, "A"}, {MaxAmountCents + 1, "A"}, {100, "com-hifen"}, {100, strings.Repeat("A", 26)}, {100, "ç"}} {
		if _, err := Payment("buffet@exemplo.com.br", "Buffet", bad.cents, bad.txid); err == nil {
			t.Errorf("Payment(%d, %q) accepted", bad.cents, bad.txid)
		}
	}
	// Without an amount the payload is the static one.
	static, _ := Static("buffet@exemplo.com.br", "Buffet")
	if p0, _ := Payment("buffet@exemplo.com.br", "Buffet", 0, ""); p0 != static {
		t.Fatalf("Payment with no amount %q, Static %q", p0, static)
	}
}

func TestFormatAmountEdges(t *testing.T) {
	for cents, want := range map[int64]string{1: "0.01", 10: "0.10", 99: "0.99", 100: "1.00", 123450: "1234.50", MaxAmountCents: "9999999999.99"} {
		if got, err := FormatAmount(cents); err != nil || got != want {
			t.Errorf("FormatAmount(%d) = %q %v, want %q", cents, got, err, want)
		}
	}
	for _, cents := range []int64{0, -5, MaxAmountCents + 1} {
		if _, err := FormatAmount(cents); err == nil {
			t.Errorf("FormatAmount(%d) accepted", cents)
		}
	}
}

// FuzzFormatAmount: every accepted amount is at most 13 characters, has exactly two decimals,
// and reads back as the same integer number of centavos.
func FuzzFormatAmount(f *testing.F) {
	for _, c := range []int64{1, 99, 100, 123450, MaxAmountCents, 0, -1} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, cents int64) {
		s, err := FormatAmount(cents)
		if err != nil {
			if cents > 0 && cents <= MaxAmountCents {
				t.Fatalf("FormatAmount(%d) refused: %v", cents, err)
			}
			return
		}
		whole, frac, ok := strings.Cut(s, ".")
		if !ok || len(frac) != 2 || len(s) > 13 {
			t.Fatalf("FormatAmount(%d) = %q", cents, s)
		}
		w, err1 := strconv.ParseInt(whole, 10, 64)
		f2, err2 := strconv.ParseInt(frac, 10, 64)
		if err1 != nil || err2 != nil || w*100+f2 != cents {
			t.Fatalf("FormatAmount(%d) = %q reads back differently", cents, s)
		}
	})
}

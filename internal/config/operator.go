package config

import (
	"fmt"
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Operator is who runs this deployment and how people reach them: the support channels, the
// company shown as the data controller on /privacidade and /termos, and the DPO (encarregado,
// LGPD art. 41). Every field is optional; the web app hides whatever is empty, so no
// placeholder contact ever reaches a visitor.
type Operator struct {
	SupportEmail    string // ACEITO_SUPPORT_EMAIL: a bare address, e.g. suporte@aceito.com.br
	SupportPhone    Phone  // ACEITO_SUPPORT_PHONE: any Brazilian number (geographic, 0800, 4004)
	SupportWhatsApp Phone  // ACEITO_SUPPORT_WHATSAPP: a geographic number; shown to Luxo couples only
	CompanyName     string // ACEITO_COMPANY_NAME: the legal name (razão social)
	CompanyID       string // ACEITO_COMPANY_ID: the CNPJ, stored formatted (12.345.678/0001-95)
	CompanyAddress  string // ACEITO_COMPANY_ADDRESS: one line
	DPOName         string // ACEITO_DPO_NAME: the encarregado's name (person or company)
	// DPOEmail is ACEITO_DPO_EMAIL, or SupportEmail when unset: a deployment always has one
	// channel for data-subject requests if it has any e-mail at all.
	DPOEmail string
}

// Configured reports whether p holds a number.
func (p Phone) Configured() bool { return p.Digits != "" }

// Phone is a Brazilian phone number, normalised.
type Phone struct {
	// Digits is what one dials from abroad without the "+" for geographic numbers
	// ("5511987654321"), and the national form for non-geographic ones ("08001234567",
	// "40041234"), which cannot be called from abroad.
	Digits string
}

// Display is the number as Brazilians write it: "(11) 98765-4321", "0800 123 4567", "4004-1234".
func (p Phone) Display() string {
	d := p.Digits
	switch {
	case d == "":
		return ""
	case strings.HasPrefix(d, "55"):
		n := d[4:]
		return "(" + d[2:4] + ") " + n[:len(n)-4] + "-" + n[len(n)-4:]
	case len(d) == 11: // 0800 / 0300 / 0500 / 0900
		return d[:4] + " " + d[4:7] + " " + d[7:]
	default: // 3003 / 4004 capital numbers
		return d[:4] + "-" + d[4:]
	}
}

// TelURL is the tel: link: global (+55) for geographic numbers; 0800 and 4004 numbers exist
// only inside Brazil, so they stay as dialled (phone dialers ignore RFC 3966's phone-context).
func (p Phone) TelURL() string {
	if p.Digits == "" {
		return ""
	}
	if strings.HasPrefix(p.Digits, "55") {
		return "tel:+" + p.Digits
	}
	return "tel:" + p.Digits
}

// WhatsAppURL is the click-to-chat link (https://wa.me/<E.164 without +>).
func (p Phone) WhatsAppURL() string {
	if !strings.HasPrefix(p.Digits, "55") {
		return ""
	}
	return "https://wa.me/" + p.Digits
}

// validDDD lists Brazil's area codes (Anatel): a typo such as (20) is refused at start.
var validDDD = map[string]bool{}

func init() {
	for _, d := range strings.Fields(`11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38
		41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79
		81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99`) {
		validDDD[d] = true
	}
}

// ParsePhone reads a Brazilian number written any usual way ("+55 (11) 98765-4321",
// "11 3456-7890", "0800 123 4567", "4004-1234"). geographicOnly refuses the non-geographic
// numbers, which WhatsApp cannot use.
func ParsePhone(s string, geographicOnly bool) (Phone, error) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.' || r == '+':
		default:
			return Phone{}, fmt.Errorf("unexpected character %q", r)
		}
	}
	d := b.String()
	plus := strings.HasPrefix(strings.TrimSpace(s), "+")
	if plus && !strings.HasPrefix(d, "55") {
		return Phone{}, fmt.Errorf("only Brazilian numbers (+55)")
	}
	if strings.HasPrefix(d, "55") && (len(d) == 12 || len(d) == 13) {
		d = d[2:]
	} else if plus {
		return Phone{}, fmt.Errorf("want +55, the area code and 8 or 9 digits")
	}
	if strings.HasPrefix(d, "0") && (len(d) == 11 || len(d) == 12) && validDDD[d[1:3]] { // trunk prefix: 0 11 ... (0800 is no area code)
		d = d[1:]
	}
	switch {
	case (len(d) == 10 || len(d) == 11) && validDDD[d[:2]]:
		n := d[2:]
		if (len(n) == 9 && n[0] != '9') || (len(n) == 8 && (n[0] < '2' || n[0] > '5')) {
			return Phone{}, fmt.Errorf("want 9 digits starting with 9 (mobile) or 8 starting with 2-5 (landline) after the area code")
		}
		return Phone{Digits: "55" + d}, nil
	case geographicOnly:
		return Phone{}, fmt.Errorf("want a number with area code, e.g. +55 11 98765-4321")
	case len(d) == 11 && (strings.HasPrefix(d, "0800") || strings.HasPrefix(d, "0300") ||
		strings.HasPrefix(d, "0500") || strings.HasPrefix(d, "0900")):
		return Phone{Digits: d}, nil
	case len(d) == 8 && (strings.HasPrefix(d, "300") || strings.HasPrefix(d, "400")):
		return Phone{Digits: d}, nil
	}
	return Phone{}, fmt.Errorf("want a number with area code (e.g. 11 3456-7890), a 0800 number or a 4004-style number")
}

// ParseCNPJ validates a CNPJ (numeric, or the alphanumeric form issued from July 2026, IN RFB
// 2.229/2024) by its two check digits and returns it formatted as 12.345.678/0001-95. Each
// character counts as its ASCII code minus 48, so digits keep their values.
func ParseCNPJ(s string) (string, error) {
	var b []byte
	for _, r := range strings.ToUpper(s) {
		switch {
		case r >= '0' && r <= '9', r >= 'A' && r <= 'Z':
			b = append(b, byte(r))
		case r == '.' || r == '/' || r == '-' || r == ' ':
		default:
			return "", fmt.Errorf("unexpected character %q", r)
		}
	}
	if len(b) != 14 {
		return "", fmt.Errorf("want 14 characters, got %d", len(b))
	}
	if b[12] < '0' || b[12] > '9' || b[13] < '0' || b[13] > '9' {
		return "", fmt.Errorf("the last two characters are check digits")
	}
	if strings.Count(string(b), string(b[0])) == 14 {
		return "", fmt.Errorf("not a real CNPJ")
	}
	check := func(n int) byte {
		weights := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}[13-n:]
		sum := 0
		for i := 0; i < n; i++ {
			sum += int(b[i]-'0') * weights[i]
		}
		if r := sum % 11; r >= 2 {
			return byte('0' + 11 - r)
		}
		return '0'
	}
	if check(12) != b[12] || check(13) != b[13] {
		return "", fmt.Errorf("check digits do not match")
	}
	c := string(b)
	return c[:2] + "." + c[2:5] + "." + c[5:8] + "/" + c[8:12] + "-" + c[12:], nil
}

func plainEmail(s string) error {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return fmt.Errorf("want a bare address such as suporte@aceito.com.br")
	}
	return nil
}

// oneLine accepts printable text of at most max characters.
func oneLine(s string, max int) error {
	if utf8.RuneCountInString(s) > max {
		return fmt.Errorf("at most %d characters", max)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("unexpected character %q", r)
		}
	}
	return nil
}

func loadOperator(getenv func(string) string) (Operator, error) {
	get := func(k string) string { return strings.TrimSpace(getenv(k)) }
	o := Operator{SupportEmail: get("ACEITO_SUPPORT_EMAIL"), CompanyName: get("ACEITO_COMPANY_NAME"),
		CompanyAddress: get("ACEITO_COMPANY_ADDRESS"), DPOName: get("ACEITO_DPO_NAME"), DPOEmail: get("ACEITO_DPO_EMAIL")}
	var err error
	for k, v := range map[string]string{"ACEITO_SUPPORT_EMAIL": o.SupportEmail, "ACEITO_DPO_EMAIL": o.DPOEmail} {
		if v == "" {
			continue
		}
		if err := plainEmail(v); err != nil {
			return Operator{}, fmt.Errorf("config: %s %q: %w", k, v, err)
		}
	}
	for k, v := range map[string]string{"ACEITO_COMPANY_NAME": o.CompanyName, "ACEITO_COMPANY_ADDRESS": o.CompanyAddress,
		"ACEITO_DPO_NAME": o.DPOName} {
		if err := oneLine(v, 200); err != nil {
			return Operator{}, fmt.Errorf("config: %s: %w", k, err)
		}
	}
	if v := get("ACEITO_SUPPORT_PHONE"); v != "" {
		if o.SupportPhone, err = ParsePhone(v, false); err != nil {
			return Operator{}, fmt.Errorf("config: ACEITO_SUPPORT_PHONE %q: %w", v, err)
		}
	}
	if v := get("ACEITO_SUPPORT_WHATSAPP"); v != "" {
		if o.SupportWhatsApp, err = ParsePhone(v, true); err != nil {
			return Operator{}, fmt.Errorf("config: ACEITO_SUPPORT_WHATSAPP %q: %w", v, err)
		}
	}
	if v := get("ACEITO_COMPANY_ID"); v != "" {
		if o.CompanyID, err = ParseCNPJ(v); err != nil {
			return Operator{}, fmt.Errorf("config: ACEITO_COMPANY_ID %q is not a valid CNPJ: %w", v, err)
		}
	}
	if o.DPOEmail == "" {
		o.DPOEmail = o.SupportEmail
	}
	return o, nil
}

// Missing lists what the privacy policy needs but this deployment lacks, for a warning at
// start: LGPD art. 9 and 41 want the controller's identity and a contact for the holder's rights.
func (o Operator) Missing() []string {
	var m []string
	if o.CompanyName == "" {
		m = append(m, "ACEITO_COMPANY_NAME")
	}
	if o.CompanyID == "" {
		m = append(m, "ACEITO_COMPANY_ID")
	}
	if o.DPOEmail == "" {
		m = append(m, "ACEITO_DPO_EMAIL or ACEITO_SUPPORT_EMAIL")
	}
	return m
}

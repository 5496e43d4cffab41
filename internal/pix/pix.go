// Package pix builds static PIX "copia e cola" payloads (the BR Code of the Banco Central do
// Brasil, an EMV merchant-presented QR in TLV form) and validates PIX keys by type. It is pure:
// no I/O, no clock.
package pix

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// KeyType is the kind of a PIX key (part 2 §3, PIX info tipo_chave).
type KeyType string

const (
	Email          KeyType = "email"
	Telefone       KeyType = "telefone"
	CPF            KeyType = "cpf"
	ChaveAleatoria KeyType = "chave_aleatoria"
)

// Valid reports whether t is one of the four key types.
func (t KeyType) Valid() bool {
	return t == Email || t == Telefone || t == CPF || t == ChaveAleatoria
}

// Label is how the type is named in the error 'Chave PIX inválida para o tipo {tipo}.'.
func (t KeyType) Label() string {
	switch t {
	case Email:
		return "e-mail"
	case Telefone:
		return "telefone"
	case CPF:
		return "CPF"
	case ChaveAleatoria:
		return "chave aleatória"
	}
	return string(t)
}

// MaxKeyInput bounds the raw text of a key before normalisation (formatting included).
const MaxKeyInput = 100

// maxKeyBytes keeps field 26 at most 99 bytes: 18 for the GUI subfield, 4 for the key's tag
// and length, 77 for the key (the BCB's limit for e-mail keys).
const maxKeyBytes = 77

var (
	emailRe    = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
	phoneChars = regexp.MustCompile(`^\+?[0-9 ().\-]+$`)
	uuidRe     = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
)

func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// NormalizeKey validates raw as a key of type t (part 2 §5, 'PIX key by type') and returns
// its canonical form: e-mail trimmed and lowercased; telefone as +55… (or +country when
// typed with '+'); CPF as 11 digits; random key as typed (it must already be lowercase).
// ok is false when the key is invalid for the type.
func NormalizeKey(t KeyType, raw string) (key string, ok bool) {
	s := strings.TrimSpace(raw)
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxKeyInput || strings.ContainsFunc(s, unicode.IsControl) {
		return "", false
	}
	switch t {
	case Email:
		if !emailRe.MatchString(s) || len(s) > maxKeyBytes {
			return "", false
		}
		return strings.ToLower(s), true
	case Telefone:
		// Formatting characters are stripped; letters are not a phone number.
		if !phoneChars.MatchString(s) {
			return "", false
		}
		d := digits(s)
		if len(d) < 2 || len(d) > 15 || d[0] == '0' {
			return "", false
		}
		switch {
		case strings.HasPrefix(s, "+"):
			return "+" + d, true
		case (len(d) == 12 || len(d) == 13) && strings.HasPrefix(d, "55"):
			return "+" + d, true // already has the country code
		default:
			return "+55" + d, true
		}
	case CPF:
		d := digits(s)
		if len(d) != 11 {
			return "", false
		}
		return d, true
	case ChaveAleatoria:
		if !uuidRe.MatchString(s) {
			return "", false
		}
		return s, true
	}
	return "", false
}

// maxName is the length of field 59 (merchant name) in the BR Code.
const maxName = 25

// MerchantName turns a beneficiary name into field 59: accents stripped, uppercased, only
// letters A–Z, digits and single spaces, at most 25 bytes. It may be empty when the name has
// none of those characters.
func MerchantName(name string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // a combining accent of the letter before it
		case r >= 'a' && r <= 'z':
			r -= 'a' - 'A'
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		default:
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	out := b.String()
	if len(out) > maxName {
		out = strings.TrimRight(out[:maxName], " ")
	}
	return out
}

// City is field 60 of every payload (part 2 §7).
const City = "BRASILIA"

// ErrNoName is returned when the beneficiary name leaves nothing for field 59.
var ErrNoName = errors.New("pix: beneficiary name has no letters or digits")

// ErrKey is returned for a key that is not a canonical key of any type.
var ErrKey = errors.New("pix: invalid key")

func tlv(tag, value string) string {
	return fmt.Sprintf("%s%02d%s", tag, len(value), value)
}

// Static builds the static payload (no amount) for an already normalised key and a
// beneficiary name. Fields: 00 "01", 26 (00 br.gov.bcb.pix, 01 key), 52 0000, 53 986, 58 BR,
// 59 name, 60 BRASILIA, 62 (05 ***), 63 CRC16.
func Static(key, name string) (string, error) {
	return Payment(key, name, 0, "")
}

// Payment builds a payload that carries an amount (field 54; none when cents is 0) and a
// transaction id (field 62-05; "***" when txid is empty), so the payer's bank app fills both in.
func Payment(key, name string, cents int64, txid string) (string, error) {
	if key == "" || len(key) > maxKeyBytes {
		return "", ErrKey
	}
	merchant := MerchantName(name)
	if merchant == "" {
		return "", ErrNoName
	}
	amount := ""
	if cents != 0 {
		var err error
		if amount, err = FormatAmount(cents); err != nil {
			return "", err
		}
	}
	if txid == "" {
		txid = "***"
	} else if !ValidTxID(txid) {
		return "", ErrTxID
	}
	return layout(GUI, key, amount, merchant, City, txid), nil
}

// MaxAmountCents is the largest amount field 54 can carry: 13 characters, "9999999999.99".
const MaxAmountCents = 999_999_999_999

// ErrAmount is returned for an amount that is not positive or does not fit field 54.
var ErrAmount = errors.New("pix: amount must be between R$ 0,01 and R$ 9.999.999.999,99")

// ErrTxID is returned for a transaction id that is not 1 to 25 letters and digits.
var ErrTxID = errors.New("pix: txid must be 1 to 25 letters or digits")

// FormatAmount writes integer centavos as field 54's value: a dot and always two decimals
// ("1234.50"), never through a float.
func FormatAmount(cents int64) (string, error) {
	if cents <= 0 || cents > MaxAmountCents {
		return "", ErrAmount
	}
	return fmt.Sprintf("%d.%02d", cents/100, cents%100), nil
}

// ValidTxID reports whether s fits field 62-05 of a static payload: 1 to 25 characters A–Z,
// a–z, 0–9 (the BCB's rule for static QR codes).
func ValidTxID(s string) bool {
	if len(s) == 0 || len(s) > 25 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// layout lays out the fields in the BR Code's order; amount is omitted when empty. The GUI and
// the city are parameters so the tests can rebuild published payloads byte for byte.
func layout(gui, key, amount, merchant, city, txid string) string {
	var b strings.Builder
	b.WriteString(tlv("00", "01"))
	b.WriteString(tlv("26", tlv("00", gui)+tlv("01", key)))
	b.WriteString(tlv("52", "0000"))
	b.WriteString(tlv("53", "986"))
	if amount != "" {
		b.WriteString(tlv("54", amount))
	}
	b.WriteString(tlv("58", "BR"))
	b.WriteString(tlv("59", merchant))
	b.WriteString(tlv("60", city))
	b.WriteString(tlv("62", tlv("05", txid)))
	b.WriteString("6304")
	return b.String() + fmt.Sprintf("%04X", CRC16([]byte(b.String())))
}

// GUI is the globally unique identifier of the PIX arrangement (field 26, subfield 00).
const GUI = "br.gov.bcb.pix"

// CRC16 is CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no
// final XOR — the checksum of field 63.
func CRC16(data []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, c := range data {
		crc ^= uint16(c) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

package guest

import "strings"

// Phone is a telephone number normalised to E.164.
type Phone struct {
	// E164 is "+" and the digits: +5511987654321.
	E164 string
	// Mobile is true for a Brazilian mobile (9 digits after the DDD, starting with 9) and for any
	// foreign number (WhatsApp is the norm, and we cannot tell); false for a Brazilian landline.
	Mobile bool
}

// Digits is E164 without the "+", as wa.me wants it.
func (p Phone) Digits() string { return strings.TrimPrefix(p.E164, "+") }

// brDDDs are the Brazilian area codes in use (Anatel).
var brDDDs = map[string]bool{}

func init() {
	for _, d := range strings.Fields(`11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38
		41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79
		81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99`) {
		brDDDs[d] = true
	}
}

// NormalizePhone reads a phone as couples type it ("(11) 98765-4321", "11 3456-7890",
// "+55 11 98765 4321", "011 98765-4321", "+351 912 345 678") and returns it in E.164, telling a
// Brazilian mobile from a landline. A number without "+" is Brazilian: DDD and number, with or
// without 55 or the trunk 0. An 8-digit number starting with 6–9 is a mobile written before the
// ninth digit (2016) and gets its 9. ok is false when the number cannot be a real one.
func NormalizePhone(s string) (p Phone, ok bool) {
	s = strings.TrimSpace(s)
	intl := strings.HasPrefix(s, "+") || strings.HasPrefix(s, "00")
	var b strings.Builder
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '+' && i == 0, strings.ContainsRune(" ()-./", r):
		default:
			return Phone{}, false
		}
	}
	d := b.String()
	if strings.HasPrefix(s, "00") {
		d = strings.TrimPrefix(d, "00")
	}
	switch {
	case intl && strings.HasPrefix(d, "55"):
		d = d[2:]
	case intl:
		if len(d) < 8 || len(d) > 15 || d[0] == '0' {
			return Phone{}, false
		}
		return Phone{E164: "+" + d, Mobile: true}, true
	case strings.HasPrefix(d, "0"):
		d = d[1:]
	case (len(d) == 12 || len(d) == 13) && strings.HasPrefix(d, "55"):
		d = d[2:]
	}
	if len(d) != 10 && len(d) != 11 {
		return Phone{}, false
	}
	ddd, n := d[:2], d[2:]
	if !brDDDs[ddd] {
		return Phone{}, false
	}
	switch {
	case len(n) == 9 && n[0] == '9':
		return Phone{E164: "+55" + ddd + n, Mobile: true}, true
	case len(n) == 8 && n[0] >= '2' && n[0] <= '5':
		return Phone{E164: "+55" + ddd + n, Mobile: false}, true
	case len(n) == 8 && n[0] >= '6':
		return Phone{E164: "+55" + ddd + "9" + n, Mobile: true}, true
	}
	return Phone{}, false
}

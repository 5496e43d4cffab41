// Package ptbr writes values the way a Brazilian reads them in e-mails, notifications and the
// server-rendered pages: money as "R$ 1.234,56", dates as dd/MM/yyyy.
package ptbr

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // São Paulo's zone, even on hosts without /usr/share/zoneinfo
)

// SaoPaulo is the calendar the product shows dates and counts days in unless a wedding has its
// own zone (weddings.time_zone defaults to it).
var SaoPaulo = func() *time.Location {
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		panic(fmt.Sprintf("ptbr: %v", err)) // time/tzdata is embedded: cannot happen
	}
	return loc
}()

// DateLayout is dd/MM/yyyy for time.Format.
const DateLayout = "02/01/2006"

// BRL writes non-negative centavos as pt-BR reais: 123456 → "R$ 1.234,56".
func BRL(cents int64) string {
	digits := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(d)
	}
	return fmt.Sprintf("R$ %s,%02d", b.String(), cents%100)
}

// Date writes a YYYY-MM-DD calendar date as dd/MM/yyyy (anything else is returned as is).
func Date(iso string) string {
	t, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return iso
	}
	return t.Format(DateLayout)
}

// PluralSubject reports whether a subject written by people (the couple's names, a host named
// on an invitation) is more than one person, so the verb agrees with it: "Ana e Bruno", "Ana &
// Bruno", "Ana, Bruno e família", "Os pais da noiva" are plural; "Ana" and "Família Souza" are
// singular (docs/pt-br.md).
func PluralSubject(s string) bool {
	s = strings.TrimSpace(s)
	lower := strings.ToLower(s)
	if strings.HasPrefix(lower, "os ") || strings.HasPrefix(lower, "as ") {
		return true
	}
	return strings.Contains(lower, " e ") || strings.Contains(s, "&") || strings.Contains(s, ",")
}

// Agree returns singular or plural after the subject: Agree("Ana e Bruno", "convida",
// "convidam") is "convidam".
func Agree(subject, singular, plural string) string {
	if PluralSubject(subject) {
		return plural
	}
	return singular
}

// DaysLeft is a payment's urgency text (part 2 §9): 'Vence hoje!', 'Vence amanhã!', 'N dias
// restantes', and 'Vencido' once past (the digest lists overdue payments too).
func DaysLeft(n int) string {
	switch {
	case n < 0:
		return "Vencido"
	case n == 0:
		return "Vence hoje!"
	case n == 1:
		return "Vence amanhã!"
	}
	return strconv.Itoa(n) + " dias restantes"
}

// Package ptbr writes values the way a Brazilian reads them in e-mails, notifications and the
// server-rendered pages: money as "R$ 1.234,56", dates as dd/MM/yyyy.
package ptbr

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

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

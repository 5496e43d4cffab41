package weddingsite

import (
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/ptbr"
)

// The painted countdown says what public-site.tsx's countdownText says for the same day, in
// São Paulo's calendar whatever the server's zone.
func TestCountdown(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v.In(ptbr.SaoPaulo)
	}
	for _, c := range []struct{ day, now, want string }{
		{"2027-05-15", "2026-11-22T15:00:00Z", "Faltam 174 dias"},
		{"2027-05-15", "2027-05-13T12:00:00Z", "Faltam 2 dias"},
		{"2027-05-15", "2027-05-14T12:00:00Z", "É amanhã!"},
		// 01:30 UTC on the 15th is still the 14th in São Paulo.
		{"2027-05-15", "2027-05-15T01:30:00Z", "É amanhã!"},
		{"2027-05-15", "2027-05-15T23:59:00-03:00", "É hoje!"},
		{"2027-05-15", "2027-05-16T09:00:00-03:00", "Já dissemos sim!"},
		// Across the end of daylight saving time elsewhere, days stay whole.
		{"2027-11-10", "2027-10-30T12:00:00Z", "Faltam 11 dias"},
		{"não é data", "2027-05-16T09:00:00Z", ""},
	} {
		if got := countdown(c.day, at(c.now)); got != c.want {
			t.Errorf("countdown(%s) at %s = %q, want %q", c.day, c.now, got, c.want)
		}
	}
}

// The paint counts in São Paulo's calendar whatever the clock's zone: at 01:30 UTC on the 15th
// it is still the 14th there.
func TestPaintSiteCountsInSaoPaulo(t *testing.T) {
	day := "2027-05-15"
	got, err := paintSite(Public{Nomes: "Ana & João", Data: &day}, time.Date(2027, 5, 15, 1, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), `<p data-testid="countdown" class="text-muted-foreground">É amanhã!</p>`) {
		t.Errorf("want 'É amanhã!':\n%s", got)
	}
	// No places, no story: only the header and 'Confirmar presença', as SiteBody renders then.
	if strings.Count(string(got), "<section") != 1 {
		t.Errorf("want only 'Confirmar presença':\n%s", got)
	}
}

package ical

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	goical "github.com/emersion/go-ical"
)

func TestEscapeText(t *testing.T) {
	cases := map[string]string{
		"plain":               "plain",
		"a,b;c\\d":            `a\,b\;c\\d`,
		"linha 1\nlinha 2":    `linha 1\nlinha 2`,
		"crlf\r\nfim":         `crlf\nfim`,
		"cr\rfim":             `cr\nfim`,
		"sino\x07 e tab\tok":  "sino e tab\tok",
		"Decoração à noite ✓": "Decoração à noite ✓",
	}
	for in, want := range cases {
		if got := EscapeText(in); got != want {
			t.Errorf("EscapeText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFold(t *testing.T) {
	if got := Fold("SUMMARY:curto"); got != "SUMMARY:curto\r\n" {
		t.Fatalf("short line: %q", got)
	}
	exact := "X:" + strings.Repeat("a", 73) // 75 octets: not folded
	if got := Fold(exact); got != exact+"\r\n" {
		t.Fatalf("75-octet line folded: %q", got)
	}
	long := "X:" + strings.Repeat("a", 74) // 76 octets: one fold
	if got := Fold(long); got != "X:"+strings.Repeat("a", 73)+"\r\n a\r\n" {
		t.Fatalf("76-octet line: %q", got)
	}
	// "ç" is 2 octets; placed across the 75th octet it moves whole to the next line.
	split := "X:" + strings.Repeat("a", 72) + "ç" + "fim"
	got := Fold(split)
	if want := "X:" + strings.Repeat("a", 72) + "\r\n çfim\r\n"; got != want {
		t.Fatalf("UTF-8 split: %q, want %q", got, want)
	}
}

func TestRender(t *testing.T) {
	loc, err := time.LoadLocation(SaoPaulo)
	if err != nil {
		t.Fatal(err)
	}
	stamp := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	cal := Calendar{Name: "Casamento de Ana, Bruno", Events: []Event{
		{UID: "checklist-1@aceito", Summary: "Provar o vestido; ajustes", Description: "Linha 1\nLinha 2", Date: "2026-12-01",
			Alarm: time.Date(2026, 12, 1, 9, 30, 0, 0, loc)},
		{UID: "invite-1@aceito", Summary: "Festa", Location: "Salão, Rua A", Start: time.Date(2027, 3, 20, 19, 0, 0, 0, loc),
			Duration: 4 * time.Hour},
		{UID: "bad@aceito", Summary: "sem data"},
	}}
	out := Render(cal, stamp)
	for _, l := range bytes.Split(bytes.TrimSuffix(out, []byte("\r\n")), []byte("\r\n")) {
		if len(l) > 75 || bytes.ContainsAny(l, "\r\n") {
			t.Fatalf("bad content line %q", l)
		}
	}
	s := string(out)
	for _, want := range []string{"DTSTART;VALUE=DATE:20261201\r\n", "DTEND;VALUE=DATE:20261202\r\n",
		"DTSTART;TZID=America/Sao_Paulo:20270320T190000\r\n", "DTEND;TZID=America/Sao_Paulo:20270320T230000\r\n",
		"TRIGGER;VALUE=DATE-TIME:20261201T123000Z\r\n", "DTSTAMP:20261122T150000Z\r\n", "BEGIN:VTIMEZONE\r\n",
		`SUMMARY:Provar o vestido\; ajustes`, `DESCRIPTION:Linha 1\nLinha 2`, `LOCATION:Salão\, Rua A`} {
		if !strings.Contains(s, want) {
			t.Errorf("feed lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "bad@aceito") {
		t.Error("an event without a date was written")
	}

	parsed, err := goical.NewDecoder(bytes.NewReader(out)).Decode()
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, s)
	}
	events := parsed.Events()
	if len(events) != 2 {
		t.Fatalf("%d events, want 2", len(events))
	}
	if got, _ := events[0].Props.Text(goical.PropSummary); got != "Provar o vestido; ajustes" {
		t.Errorf("summary round trip: %q", got)
	}
	start, err := events[1].DateTimeStart(nil)
	if err != nil || !start.Equal(time.Date(2027, 3, 20, 22, 0, 0, 0, time.UTC)) {
		t.Errorf("timed start %v %v", start, err)
	}
}

func TestRenderWithoutTimedEventsHasNoTimezone(t *testing.T) {
	out := string(Render(Calendar{Events: []Event{{UID: "a", Summary: "b", Date: "2026-12-01"}}}, time.Now()))
	if strings.Contains(out, "VTIMEZONE") {
		t.Fatal("VTIMEZONE without a timed event")
	}
	utc := string(Render(Calendar{Events: []Event{{UID: "a", Summary: "b", Start: time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)}}}, time.Now()))
	if strings.Contains(utc, "VTIMEZONE") || !strings.Contains(utc, "DTSTART:20261201T100000Z\r\n") {
		t.Fatalf("UTC event:\n%s", utc)
	}
}

// unescape undoes EscapeText, for the fuzz test's round trip.
func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			if s[i] == 'n' {
				b.WriteByte('\n')
			} else {
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func FuzzFoldEscape(f *testing.F) {
	for _, s := range []string{"", "a,b;c\\d\n", strings.Repeat("ç", 80), strings.Repeat("a", 74) + "😀", "\xff\xfe", "x\r\ny"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		esc := EscapeText(s)
		if strings.ContainsAny(esc, "\r\n") || !utf8.ValidString(esc) {
			t.Fatalf("escaped %q has a line break or bad UTF-8: %q", s, esc)
		}
		for _, r := range esc {
			if r < 0x20 && r != '\t' || r == 0x7f {
				t.Fatalf("control character in %q", esc)
			}
		}
		// Escaping loses only control characters (line breaks all become \n).
		if utf8.ValidString(s) {
			want := strings.Map(func(r rune) rune {
				if r == '\n' || r == '\t' || r >= 0x20 && r != 0x7f {
					return r
				}
				return -1
			}, strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n"))
			if got := unescape(esc); got != want {
				t.Fatalf("round trip of %q: %q, want %q", s, got, want)
			}
		}

		line := "DESCRIPTION:" + esc
		folded := Fold(line)
		if !strings.HasSuffix(folded, "\r\n") {
			t.Fatal("no CRLF at the end")
		}
		parts := strings.Split(strings.TrimSuffix(folded, "\r\n"), "\r\n")
		var joined strings.Builder
		for i, p := range parts {
			if len(p) > 75 {
				t.Fatalf("line of %d octets", len(p))
			}
			if !utf8.ValidString(p) {
				t.Fatalf("fold split a UTF-8 sequence: %q", p)
			}
			if i > 0 {
				if p == "" || p[0] != ' ' {
					t.Fatalf("continuation without a space: %q", p)
				}
				p = p[1:]
			}
			joined.WriteString(p)
		}
		if joined.String() != line {
			t.Fatalf("unfolding gives %q, want %q", joined.String(), line)
		}
	})
}

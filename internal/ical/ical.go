// Package ical writes iCalendar (RFC 5545) files: the couple's subscribed feed and single-event
// downloads. It is a writer only, small on purpose: CRLF line endings, content lines folded at
// 75 octets without splitting a UTF-8 sequence, TEXT values escaped, all-day events as
// VALUE=DATE and timed events in America/Sao_Paulo with its VTIMEZONE (any other zone is
// written in UTC, so no event ever names a zone the file does not define).
package ical

import (
	"bytes"
	"strings"
	"time"
	"unicode/utf8"
)

// SaoPaulo is the one time zone the writer defines with a VTIMEZONE block.
const SaoPaulo = "America/Sao_Paulo"

// saoPauloTimezone is America/Sao_Paulo since Brazil ended daylight saving in 2019: UTC−03:00
// all year. Feeds hold future dates, so the older rules are not needed.
var saoPauloTimezone = []string{
	"BEGIN:VTIMEZONE",
	"TZID:" + SaoPaulo,
	"X-LIC-LOCATION:" + SaoPaulo,
	"BEGIN:STANDARD",
	"TZOFFSETFROM:-0300",
	"TZOFFSETTO:-0300",
	"TZNAME:-03",
	"DTSTART:19700101T000000",
	"END:STANDARD",
	"END:VTIMEZONE",
}

// Event is one VEVENT. Exactly one of Date (an all-day event, YYYY-MM-DD) or Start (a timed
// event; its Location decides the TZID) is set.
type Event struct {
	// UID identifies the source row for good: a client replaces the entry with the same UID.
	UID         string
	Summary     string
	Description string
	Location    string
	Date        string
	Start       time.Time
	Duration    time.Duration // timed events; zero means one hour
	// Alarm, when not zero, adds a VALARM that fires at that instant.
	Alarm time.Time
	// Modified, when not zero, is written as LAST-MODIFIED.
	Modified time.Time
}

// Calendar is a VCALENDAR with a display name.
type Calendar struct {
	Name   string
	Events []Event
}

const (
	utcLayout   = "20060102T150405Z"
	localLayout = "20060102T150405"
	dateLayout  = "20060102"
)

// Render writes c as an iCalendar file; stamp (the time the file is made) is every event's
// DTSTAMP. An event whose Date is not YYYY-MM-DD and whose Start is zero is left out.
func Render(c Calendar, stamp time.Time) []byte {
	var lines []string
	add := func(l ...string) { lines = append(lines, l...) }
	add("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Aceito//Agenda do casamento//PT-BR",
		"CALSCALE:GREGORIAN", "METHOD:PUBLISH")
	if c.Name != "" {
		add("X-WR-CALNAME:"+EscapeText(c.Name), "NAME:"+EscapeText(c.Name))
	}
	add("X-WR-TIMEZONE:"+SaoPaulo, "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H")
	for _, e := range c.Events {
		if e.Date == "" && !e.Start.IsZero() && e.Start.Location().String() == SaoPaulo {
			add(saoPauloTimezone...)
			break
		}
	}
	dtstamp := stamp.UTC().Format(utcLayout)
	for _, e := range c.Events {
		add(eventLines(e, dtstamp)...)
	}
	add("END:VCALENDAR")

	var b bytes.Buffer
	for _, l := range lines {
		b.WriteString(Fold(l))
	}
	return b.Bytes()
}

func eventLines(e Event, dtstamp string) []string {
	var start, end string
	if e.Date != "" {
		d, err := time.Parse(time.DateOnly, e.Date)
		if err != nil {
			return nil
		}
		start = "DTSTART;VALUE=DATE:" + d.Format(dateLayout)
		end = "DTEND;VALUE=DATE:" + d.AddDate(0, 0, 1).Format(dateLayout)
	} else {
		if e.Start.IsZero() {
			return nil
		}
		dur := e.Duration
		if dur <= 0 {
			dur = time.Hour
		}
		start, end = "DTSTART"+dateTime(e.Start), "DTEND"+dateTime(e.Start.Add(dur))
	}
	l := []string{"BEGIN:VEVENT", "UID:" + EscapeText(e.UID), "DTSTAMP:" + dtstamp, start, end,
		"SUMMARY:" + EscapeText(e.Summary)}
	if e.Description != "" {
		l = append(l, "DESCRIPTION:"+EscapeText(e.Description))
	}
	if e.Location != "" {
		l = append(l, "LOCATION:"+EscapeText(e.Location))
	}
	if e.Date != "" {
		l = append(l, "TRANSP:TRANSPARENT") // an all-day reminder does not make the couple busy
	}
	if !e.Modified.IsZero() {
		l = append(l, "LAST-MODIFIED:"+e.Modified.UTC().Format(utcLayout))
	}
	if !e.Alarm.IsZero() {
		l = append(l, "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:"+EscapeText(e.Summary),
			"TRIGGER;VALUE=DATE-TIME:"+e.Alarm.UTC().Format(utcLayout), "END:VALARM")
	}
	return append(l, "END:VEVENT")
}

// dateTime is the parameters and value of a DATE-TIME property: local time with
// TZID=America/Sao_Paulo for that zone, UTC otherwise.
func dateTime(t time.Time) string {
	if t.Location().String() == SaoPaulo {
		return ";TZID=" + SaoPaulo + ":" + t.Format(localLayout)
	}
	return ":" + t.UTC().Format(utcLayout)
}

// EscapeText escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a
// backslash, every line break becomes \n, and other control characters (not allowed in TEXT)
// are dropped.
func EscapeText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == '\\' || r == ';' || r == ',':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n' || r == '\r':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
		default:
			b.WriteRune(r) // an invalid input byte comes as U+FFFD: the file stays UTF-8

		}
	}
	return b.String()
}

// maxLine is the longest a content line may be, in octets, without its CRLF.
const maxLine = 75

// Fold ends line with CRLF, first breaking it into lines of at most 75 octets (a continuation
// starts with one space, which counts), never inside a UTF-8 sequence (RFC 5545 §3.1).
func Fold(line string) string {
	var b strings.Builder
	b.Grow(len(line) + len(line)/maxLine*3 + 2)
	limit := maxLine
	for len(line) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		if cut == 0 { // not UTF-8 at all: cut at the limit rather than loop
			cut = limit
		}
		b.WriteString(line[:cut])
		b.WriteString("\r\n ")
		line = line[cut:]
		limit = maxLine - 1
	}
	b.WriteString(line)
	b.WriteString("\r\n")
	return b.String()
}

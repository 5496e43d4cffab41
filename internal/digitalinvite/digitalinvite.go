// Package digitalinvite is the digital invitations of the Advanced events screen (part 2 §2, §3,
// §4, §5): invitations e-mailed to guests, each e-mail with its own public RSVP link, and the
// public page where a guest confirms or declines (DESIGN.md: "each guest gets a public RSVP link;
// resend really sends"). Not to be confused with package invitation, the printed-invitation text.
package digitalinvite

import (
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Status is an invitation's answer state (part 2 §4).
type Status string

const (
	Sent      Status = "sent"
	Confirmed Status = "confirmed"
	Declined  Status = "declined"
)

// DefaultReminderDays are the days before the event a reminder goes out (part 2 §9).
var DefaultReminderDays = []int{7, 2, 0}

// Limits beyond the spec's, to keep rows and e-mails sane.
const (
	maxName         = 100
	maxPhone        = 30
	maxLocation     = 200
	maxLink         = 500
	maxDressCode    = 100
	maxMessage      = 2000
	maxReminderDays = 10
	maxReminderDay  = 365
)

// Invitation is one digital invitation as the couple sees it.
type Invitation struct {
	ID            string     `json:"id"`
	GuestName     string     `json:"guest_name"`
	GuestEmail    string     `json:"guest_email"`
	GuestPhone    *string    `json:"guest_phone"`
	EventDate     string     `json:"event_date"`
	EventTime     *string    `json:"event_time"`
	EventLocation *string    `json:"event_location"`
	MapLink       *string    `json:"map_link"`
	DressCode     *string    `json:"dress_code"`
	HostName      *string    `json:"host_name"`
	CustomMessage *string    `json:"custom_message"`
	ReminderDays  []int      `json:"reminder_days"`
	Status        Status     `json:"status"`
	RespondedAt   *time.Time `json:"responded_at"`
	// GuestID ties the invitation to a guest of the list: its e-mail links to that guest's
	// personal RSVP page (/r/{token}) instead of the invitation's own.
	GuestID   *string   `json:"guest_id"`
	SentAt    time.Time `json:"sent_at"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Input is the body of POST /api/digital-invitations.
type Input struct {
	GuestName     string  `json:"guest_name"`
	GuestEmail    string  `json:"guest_email"`
	GuestPhone    *string `json:"guest_phone"`
	EventDate     string  `json:"event_date"`
	EventTime     *string `json:"event_time"`
	EventLocation *string `json:"event_location"`
	MapLink       *string `json:"map_link"`
	DressCode     *string `json:"dress_code"`
	HostName      *string `json:"host_name"`
	CustomMessage *string `json:"custom_message"`
	// ReminderDays nil (absent or null) means the default 7, 2, 0; an empty list means none.
	ReminderDays []int `json:"reminder_days"`
	// GuestID, optional, is a guest of the same wedding.
	GuestID *string `json:"guest_id"`
}

// Normalize trims strings, turns blank optional strings into null, lower-cases the e-mail,
// defaults the reminder days and sorts them from the farthest.
func (in *Input) Normalize() {
	in.GuestName = strings.TrimSpace(in.GuestName)
	in.GuestEmail = auth.NormalizeEmail(in.GuestEmail)
	in.EventDate = strings.TrimSpace(in.EventDate)
	for _, p := range []**string{&in.GuestID, &in.GuestPhone, &in.EventTime, &in.EventLocation, &in.MapLink, &in.DressCode, &in.HostName, &in.CustomMessage} {
		*p = crud.BlankToNil(*p)
	}
	if in.ReminderDays == nil {
		in.ReminderDays = slices.Clone(DefaultReminderDays)
	} else {
		in.ReminderDays = slices.Clone(in.ReminderDays)
		slices.Sort(in.ReminderDays)
		slices.Reverse(in.ReminderDays)
	}
}

// Validate applies part 2 §5 (guest name, e-mail and event date required) and the limits that
// keep an invitation e-mail well-formed. today is the wedding's calendar day (YYYY-MM-DD): an
// event already past cannot be invited to.
func (in Input) Validate(today string) error {
	f := apperr.Fields{}
	checkLine(f, "guest_name", &in.GuestName, maxName, true)
	switch {
	case in.GuestEmail == "":
		f.Add("guest_email", "required")
	case !auth.ValidEmail(in.GuestEmail):
		f.Add("guest_email", "invalid")
	}
	switch {
	case in.EventDate == "":
		f.Add("event_date", "required")
	case !calendar.ValidDate(in.EventDate):
		f.Add("event_date", "invalid")
	case in.EventDate < today:
		f.Add("event_date", "past")
	}
	if in.GuestPhone != nil && !validPhone(*in.GuestPhone) {
		f.Add("guest_phone", "invalid")
	}
	if in.EventTime != nil && !calendar.ValidTime(*in.EventTime) {
		f.Add("event_time", "invalid")
	}
	checkLine(f, "event_location", in.EventLocation, maxLocation, false)
	if in.MapLink != nil && !validMapLink(*in.MapLink) {
		f.Add("map_link", "invalid")
	}
	checkLine(f, "dress_code", in.DressCode, maxDressCode, false)
	checkLine(f, "host_name", in.HostName, maxName, false)
	if in.CustomMessage != nil {
		if utf8.RuneCountInString(*in.CustomMessage) > maxMessage {
			f.Add("custom_message", "too_long")
		} else if !utf8.ValidString(*in.CustomMessage) || strings.ContainsFunc(*in.CustomMessage, badTextRune) {
			f.Add("custom_message", "invalid")
		}
	}
	if len(in.ReminderDays) > maxReminderDays {
		f.Add("reminder_days", "too_many")
	}
	for i, d := range in.ReminderDays {
		if d < 0 || d > maxReminderDay {
			f.Add("reminder_days", "out_of_range")
		} else if i > 0 && in.ReminderDays[i-1] == d {
			f.Add("reminder_days", "duplicate")
		}
	}
	return f.Err()
}

// checkLine validates a one-line text (it may end up in an e-mail subject): length and no
// control characters.
func checkLine(f apperr.Fields, field string, s *string, max int, required bool) {
	if s == nil || *s == "" {
		if required {
			f.Add(field, "required")
		}
		return
	}
	switch {
	case utf8.RuneCountInString(*s) > max:
		f.Add(field, "too_long")
	case !utf8.ValidString(*s) || strings.ContainsFunc(*s, unicode.IsControl):
		f.Add(field, "invalid")
	}
}

// badTextRune rejects control characters in a multi-line text, except line breaks and tabs.
func badTextRune(r rune) bool { return unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' }

// validPhone accepts digits with the usual separators: +55 (11) 98765-4321.
func validPhone(s string) bool {
	if utf8.RuneCountInString(s) > maxPhone {
		return false
	}
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune("+()- .", r):
		default:
			return false
		}
	}
	return digits >= 8 && digits <= 15
}

// validMapLink accepts only absolute http(s) links: a javascript: or data: link must never
// reach the guest's page or e-mail.
func validMapLink(s string) bool {
	if len(s) > maxLink || strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}

// Answer is a guest's reply on the public page.
type Answer struct {
	Answer Status `json:"answer"`
}

// Validate accepts only confirmed or declined.
func (a Answer) Validate() error {
	if a.Answer != Confirmed && a.Answer != Declined {
		return &apperr.Error{Kind: apperr.KindBadRequest, Code: "invalid_answer",
			Message: "Resposta inválida: escolha confirmar ou recusar.", Fields: map[string]string{"answer": "invalid"}}
	}
	return nil
}

// Public is what the guest's RSVP page shows: that invitation's display fields only (never
// ids, e-mail addresses or anything of another invitation).
type Public struct {
	GuestName     string     `json:"guest_name"`
	EventDate     string     `json:"event_date"`
	EventTime     *string    `json:"event_time"`
	EventLocation *string    `json:"event_location"`
	MapLink       *string    `json:"map_link"`
	DressCode     *string    `json:"dress_code"`
	HostName      *string    `json:"host_name"`
	CustomMessage *string    `json:"custom_message"`
	CoupleNames   *string    `json:"couple_names"`
	Status        Status     `json:"status"`
	RespondedAt   *time.Time `json:"responded_at"`
}

var (
	errNotFound     = apperr.NotFound("Convite não encontrado.")
	errLinkNotFound = apperr.NotFound("Convite não encontrado. Confira se o link está completo ou peça um novo convite aos noivos.")
)

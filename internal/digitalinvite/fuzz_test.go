package digitalinvite

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/httpx"
)

// FuzzInput feeds arbitrary bodies through the handler's decode → normalise → validate path: it
// must never panic, and whatever it accepts must make a well-formed invitation e-mail (no line
// breaks in the one-line fields that reach the subject, a real address, an http(s) map link).
// `go test -fuzz FuzzInput ./internal/digitalinvite` explores further; plain `go test` runs the seeds.
func FuzzInput(f *testing.F) {
	for _, seed := range []string{
		`{"guest_name":"Ana","guest_email":"ana@exemplo.com","event_date":"2027-05-15"}`,
		`{"guest_name":"Ana","guest_email":"ana@exemplo.com","event_date":"2027-05-15","event_time":"19:30","map_link":"https://m.example/x","reminder_days":[0,365]}`,
		`{"guest_name":"A\r\nBcc: x@y.z","guest_email":"a@b.co","event_date":"2027-02-29"}`,
		`{"guest_name":"Ana","guest_email":"ana@exemplo.com","event_date":"2027-05-15","map_link":"javascript:alert(1)","reminder_days":[-1,1e9]}`,
		`{"reminder_days":null}`, `{"reminder_days":[]}`, `[]`, `null`, `{"guest_name":1}`, `{"x":1}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var in Input
		if err := httpx.Unmarshal(body, &in); err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("decode error is not an apperr: %v", err)
			}
			return
		}
		in.Normalize()
		if err := in.Validate("2026-11-22"); err != nil {
			if _, ok := apperr.As(err); !ok {
				t.Fatalf("validation error is not an apperr: %v", err)
			}
			return
		}
		if in.GuestName == "" || !auth.ValidEmail(in.GuestEmail) || !calendar.ValidDate(in.EventDate) || in.EventDate < "2026-11-22" {
			t.Fatalf("accepted an invalid invitation: %+v", in)
		}
		for _, s := range []*string{&in.GuestName, in.HostName, in.EventLocation, in.DressCode} {
			if s != nil && (strings.ContainsAny(*s, "\r\n") || !utf8.ValidString(*s)) {
				t.Fatalf("accepted a line break in %q", *s)
			}
		}
		if l := strings.ToLower(ptrOr(in.MapLink)); l != "" && !strings.HasPrefix(l, "http://") && !strings.HasPrefix(l, "https://") {
			t.Fatalf("accepted map link %q", *in.MapLink)
		}
		m := InvitationEmail(Invitation{GuestName: in.GuestName, GuestEmail: in.GuestEmail, EventDate: in.EventDate, HostName: in.HostName}, "", "https://x/convite/t")
		if strings.ContainsAny(m.Subject, "\r\n") {
			t.Fatalf("subject with a line break: %q", m.Subject)
		}
	})
}

func ptrOr(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

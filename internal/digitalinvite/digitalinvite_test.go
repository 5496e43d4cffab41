package digitalinvite

import (
	"strings"
	"testing"
)

func TestValidateOptionalFields(t *testing.T) {
	base := func() Input {
		return Input{GuestName: "Carla", GuestEmail: "carla@exemplo.com", EventDate: "2027-05-15"}
	}
	for _, tc := range []struct {
		name      string
		change    func(*Input)
		field     string
		wantCode  string
		wantValid bool
	}{
		{"minimal", func(*Input) {}, "", "", true},
		{"http map link", func(in *Input) { in.MapLink = ptr("http://maps.example.com/x") }, "", "", true},
		{"data map link", func(in *Input) { in.MapLink = ptr("data:text/html,oi") }, "map_link", "invalid", false},
		{"map link without host", func(in *Input) { in.MapLink = ptr("https://") }, "map_link", "invalid", false},
		{"map link with credentials", func(in *Input) { in.MapLink = ptr("https://a:b@maps.example.com") }, "map_link", "invalid", false},
		{"time 23:59", func(in *Input) { in.EventTime = ptr("23:59") }, "", "", true},
		{"time 7:30", func(in *Input) { in.EventTime = ptr("7:30") }, "event_time", "invalid", false},
		{"message of 2000", func(in *Input) { in.CustomMessage = ptr(strings.Repeat("é", 2000)) }, "", "", true},
		{"message with NUL", func(in *Input) { in.CustomMessage = ptr("oi\x00") }, "custom_message", "invalid", false},
		{"name too long", func(in *Input) { in.GuestName = strings.Repeat("a", 101) }, "guest_name", "too_long", false},
		{"location with newline", func(in *Input) { in.EventLocation = ptr("Rua A\nBcc: x") }, "event_location", "invalid", false},
		{"reminder 365", func(in *Input) { in.ReminderDays = []int{365, 0} }, "", "", true},
		{"negative reminder", func(in *Input) { in.ReminderDays = []int{-1} }, "reminder_days", "out_of_range", false},
		{"too many reminders", func(in *Input) { in.ReminderDays = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11} }, "reminder_days", "too_many", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := base()
			tc.change(&in)
			in.Normalize()
			err := in.Validate("2026-11-22")
			if tc.wantValid {
				if err != nil {
					t.Fatalf("rejected: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.field) || !strings.Contains(err.Error(), tc.wantCode) {
				t.Fatalf("err %v, want %s %s", err, tc.field, tc.wantCode)
			}
		})
	}
}

func TestNormalizeSortsAndDefaults(t *testing.T) {
	in := Input{ReminderDays: []int{0, 14, 3}, GuestPhone: ptr("  ")}
	in.Normalize()
	if in.ReminderDays[0] != 14 || in.ReminderDays[2] != 0 || in.GuestPhone != nil {
		t.Fatalf("%+v", in)
	}
	in = Input{}
	in.Normalize()
	if len(in.ReminderDays) != 3 || in.ReminderDays[0] != 7 {
		t.Fatalf("default %v", in.ReminderDays)
	}
	in.ReminderDays[0] = 99
	if DefaultReminderDays[0] != 7 {
		t.Fatal("Normalize shares the default slice")
	}
}

func TestReminderEmail(t *testing.T) {
	inv := Invitation{GuestName: "Carla", GuestEmail: "carla@exemplo.com", EventDate: "2027-05-15", Status: Sent}
	for _, tc := range []struct {
		days    int
		status  Status
		subject string
		line    string
	}{
		{7, Sent, "Lembrete: o convite de Ana e Bruno é daqui a 7 dias", "Ainda não recebemos sua resposta"},
		{1, Confirmed, "Lembrete: o convite de Ana e Bruno é amanhã", "Sua presença está confirmada"},
		{0, Declined, "Lembrete: o convite de Ana e Bruno é hoje", "não poderá ir"},
	} {
		inv.Status = tc.status
		m := ReminderEmail(inv, "Ana e Bruno", "https://aceito.com.br/convite/abc", tc.days)
		if m.To != "carla@exemplo.com" || m.Subject != tc.subject || !strings.Contains(m.Body, tc.line) ||
			!strings.Contains(m.Body, "\nhttps://aceito.com.br/convite/abc\n") || !strings.Contains(m.Body, "Data: 15/05/2027") {
			t.Errorf("%d days: %q\n%s", tc.days, m.Subject, m.Body)
		}
	}
	if m := ReminderEmail(inv, "", "https://x/convite/abc", 2); m.Subject != "Lembrete: o evento é daqui a 2 dias" {
		t.Errorf("without names: %q", m.Subject)
	}
}

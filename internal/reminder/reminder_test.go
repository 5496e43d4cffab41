package reminder

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func ptr[T any](v T) *T { return &v }

func TestInputValidate(t *testing.T) {
	valid := func() Input {
		return Input{SupplierName: "Buffet Sabor", AmountCents: ptr[int64](150000), DueDate: "2026-12-01"}
	}
	cases := []struct {
		name  string
		edit  func(*Input)
		field string // "" means valid
		code  string
	}{
		{"minimal", func(*Input) {}, "", ""},
		{"zero amount", func(in *Input) { in.AmountCents = ptr[int64](0) }, "", ""},
		{"blank supplier", func(in *Input) { in.SupplierName = "   " }, "supplier_name", "required"},
		{"201 letters", func(in *Input) { in.SupplierName = strings.Repeat("é", 201) }, "supplier_name", "too_long"},
		{"200 letters", func(in *Input) { in.SupplierName = strings.Repeat("é", 200) }, "", ""},
		{"no amount", func(in *Input) { in.AmountCents = nil }, "amount_cents", "required"},
		{"negative amount", func(in *Input) { in.AmountCents = ptr[int64](-1) }, "amount_cents", "negative"},
		{"huge amount", func(in *Input) { in.AmountCents = ptr[int64](MaxAmountCents + 1) }, "amount_cents", "too_large"},
		{"no date", func(in *Input) { in.DueDate = "" }, "due_date", "required"},
		{"31 February", func(in *Input) { in.DueDate = "2027-02-31" }, "due_date", "invalid"},
		{"Brazilian date", func(in *Input) { in.DueDate = "01/12/2026" }, "due_date", "invalid"},
		{"unknown status", func(in *Input) { in.Status = "talvez" }, "status", "invalid"},
		{"long notes", func(in *Input) { in.Notes = ptr(strings.Repeat("a", 2001)) }, "notes", "too_long"},
		{"no times", func(in *Input) { in.NotificationTimes = []string{} }, "notification_times", "required"},
		{"bad time", func(in *Input) { in.NotificationTimes = []string{"24:00"} }, "notification_times", "invalid"},
		{"one-digit hour", func(in *Input) { in.NotificationTimes = []string{"8:00"} }, "notification_times", "invalid"},
		{"repeated time", func(in *Input) { in.NotificationTimes = []string{"12:00", "08:00", "12:00"} }, "notification_times", "duplicate"},
		{"eleven times", func(in *Input) {
			in.NotificationTimes = []string{"00:00", "01:00", "02:00", "03:00", "04:00", "05:00", "06:00", "07:00", "08:00", "09:00", "10:00"}
		}, "notification_times", "too_many"},
		{"several times", func(in *Input) { in.NotificationTimes = []string{"18:00", "08:00", "23:59", "00:00"} }, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.edit(&in)
			in.Normalize()
			err := in.Validate()
			if c.field == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok || e.Fields[c.field] != c.code {
				t.Fatalf("want %s=%s, got %v", c.field, c.code, err)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	in := Input{SupplierName: "  Foto Arte ", Notes: ptr("   "), NotificationTimes: []string{"18:00", " 08:00"}}
	in.Normalize()
	if in.SupplierName != "Foto Arte" || in.Notes != nil || in.Status != Pending || strings.Join(in.NotificationTimes, ",") != "08:00,18:00" {
		t.Fatalf("normalised to %+v", in)
	}
	def := Input{}
	def.Normalize()
	if len(def.NotificationTimes) != 1 || def.NotificationTimes[0] != "08:00" {
		t.Fatalf("default times %v", def.NotificationTimes)
	}
}

func TestUrgencyBoundaries(t *testing.T) {
	today := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		due    string
		status Status
		days   int
		urgent bool
	}{
		{"2026-11-21", Pending, -1, false},
		{"2026-11-22", Pending, 0, true},
		{"2026-11-23", Pending, 1, true},
		{"2026-11-29", Pending, 7, true},
		{"2026-11-30", Pending, 8, false},
		{"2026-11-25", Paid, 3, false},
		{"2026-11-25", Ignored, 3, false},
		{"2026-11-25", Overdue, 3, false},
		{"2027-03-01", Pending, 99, false},    // across a month and year boundary
		{"2200-12-31", Pending, 63591, false}, // the last valid due date
		{"1900-01-01", Overdue, -46346, false},
	}
	for _, c := range cases {
		r := Reminder{DueDate: c.due, Status: c.status}
		r.annotate(today)
		if r.DaysLeft != c.days || r.Urgent != c.urgent {
			t.Errorf("%s %s: days %d urgent %v, want %d %v", c.due, c.status, r.DaysLeft, r.Urgent, c.days, c.urgent)
		}
	}
}

func TestTodayIsSaoPauloDay(t *testing.T) {
	sp, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		now  time.Time
		want string
	}{
		{time.Date(2026, 11, 23, 2, 59, 0, 0, time.UTC), "2026-11-22"}, // 23:59 in São Paulo, already the 23rd in UTC
		{time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC), "2026-11-23"},  // midnight in São Paulo
	}
	for _, c := range cases {
		if got := Today(c.now, sp).Format(time.DateOnly); got != c.want {
			t.Errorf("Today(%s) = %s, want %s", c.now, got, c.want)
		}
	}
}

func TestSummarize(t *testing.T) {
	rs := []Reminder{
		{Status: Pending, AmountCents: 100, Urgent: true},
		{Status: Pending, AmountCents: 200},
		{Status: Paid, AmountCents: 400},
		{Status: Overdue, AmountCents: 800},
		{Status: Ignored, AmountCents: 1600},
	}
	s := summarize(rs)
	want := Summary{Total: 5, Active: 3, Pending: 2, Paid: 1, Overdue: 1, Ignored: 1, Upcoming: 1, PendingCents: 300, PaidCents: 400, OverdueCents: 800}
	if s != want {
		t.Fatalf("summary %+v, want %+v", s, want)
	}
}

func newWedding(t *testing.T, d *db.DB, email string) string {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return acc.WeddingID
}

// TestStoreAtSaoPauloMidnight runs on both engines: the list is by due date, days are counted
// from the São Paulo day (not UTC's), and another wedding sees and touches nothing.
func TestStoreAtSaoPauloMidnight(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 23, 2, 30, 0, 0, time.UTC) // 23:30 of the 22nd in São Paulo
	s := NewStore(d, func() time.Time { return clock })
	a, b := newWedding(t, d, "a@x.com"), newWedding(t, d, "b@x.com")

	mk := func(w, name, due string, times ...string) Reminder {
		t.Helper()
		in := Input{SupplierName: name, AmountCents: ptr[int64](123456), DueDate: due, Notes: ptr(" sinal "), NotificationTimes: times}
		in.Normalize()
		if err := in.Validate(); err != nil {
			t.Fatal(err)
		}
		r, err := s.Create(ctx, w, in)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	later := mk(a, "Decoração", "2026-11-30", "18:00", "08:00")
	today := mk(a, "Buffet", "2026-11-22")
	mk(b, "Outro", "2026-11-22")
	if today.DaysLeft != 0 || !today.Urgent {
		t.Fatalf("created %+v", today)
	}

	list, sum, err := s.List(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != today.ID || list[1].ID != later.ID {
		t.Fatalf("list %+v", list)
	}
	if list[0].DaysLeft != 0 || list[1].DaysLeft != 8 || list[1].Urgent || sum.Upcoming != 1 || sum.PendingCents != 246912 {
		t.Fatalf("days %d/%d urgent %v, summary %+v", list[0].DaysLeft, list[1].DaysLeft, list[1].Urgent, sum)
	}
	if got := list[1]; strings.Join(got.NotificationTimes, ",") != "08:00,18:00" || got.Notes == nil || *got.Notes != "sinal" ||
		got.AmountCents != 123456 || got.DueDate != "2026-11-30" || !got.CreatedAt.Equal(later.CreatedAt) {
		t.Fatalf("round trip %+v", got)
	}

	// Half an hour later it is the 23rd in São Paulo: the reminder due on the 22nd is past.
	clock = clock.Add(30 * time.Minute)
	list, sum, _ = s.List(ctx, a)
	if list[0].DaysLeft != -1 || list[0].Urgent || list[1].DaysLeft != 7 || !list[1].Urgent || sum.Upcoming != 1 {
		t.Fatalf("after midnight: %+v %+v", list, sum)
	}

	if _, err := s.Update(ctx, b, later.ID, func(_ Reminder, in *Input) error { in.SupplierName = "x"; return nil }); err != errNotFound {
		t.Fatalf("cross-wedding update: %v", err)
	}
	if err := s.Delete(ctx, b, later.ID); err != errNotFound {
		t.Fatalf("cross-wedding delete: %v", err)
	}
	upd, err := s.Update(ctx, a, later.ID, func(_ Reminder, in *Input) error { in.Status = Paid; return nil })
	if err != nil || upd.Status != Paid || upd.Urgent {
		t.Fatalf("update: %+v %v", upd, err)
	}
	if err := s.Delete(ctx, a, later.ID); err != nil {
		t.Fatal(err)
	}
	if list, _, _ := s.List(ctx, a); len(list) != 1 {
		t.Fatalf("after delete: %d", len(list))
	}
}

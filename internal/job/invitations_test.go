package job_test

import (
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/guest"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/plan"
)

func insertInvitation(t *testing.T, d *db.DB, wedding, id, email, status string) {
	t.Helper()
	saved := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	if _, err := d.Exec(`INSERT INTO digital_invitations (id, wedding_id, guest_name, guest_email, event_date, event_time,
		reminder_days, status, sent_at, created_at, updated_at)
		VALUES ($1, $2, 'Tia Lúcia', $3, '2026-12-01', '16:30', '[7,2,0]', $4, $5, $5, $5)`, id, wedding, email, status, saved); err != nil {
		t.Fatal(err)
	}
}

func outbox(t *testing.T, d *db.DB, to string) []string {
	t.Helper()
	rows, err := d.Query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var bodies []string
	for rows.Next() {
		var b string
		if err := rows.Scan(&b); err != nil {
			t.Fatal(err)
		}
		bodies = append(bodies, b)
	}
	return bodies
}

// Each reminder day of an invitation e-mails the guest once at 09:00 São Paulo, with a link that
// works; a guest who declined gets nothing.
func TestInvitationRemindersOnTheirDays(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	setPlan(t, s.DB, w, "premium", nil)
	insertInvitation(t, s.DB, w, "01900000-0000-7000-8000-0000000000a1", "lucia@exemplo.com", "sent")
	insertInvitation(t, s.DB, w, "01900000-0000-7000-8000-0000000000a2", "nao@exemplo.com", "declined")
	sch := newScheduler(s.DB, &fakePub{})
	sch.AddPagedSource(job.InvitationReminders(s.URL, nil, slog.New(slog.NewTextHandler(io.Discard, nil))))

	tick(t, sch, sp(2026, 11, 24, 8, 59), 0)
	tick(t, sch, sp(2026, 11, 24, 9, 0), 1) // 7 days before
	tick(t, sch, sp(2026, 11, 24, 9, 1), 0)
	tick(t, sch, sp(2026, 11, 29, 9, 0), 1) // 2 days before
	tick(t, sch, sp(2026, 12, 1, 9, 0), 1)  // the day itself

	got := outbox(t, s.DB, "lucia@exemplo.com")
	if len(got) != 3 {
		t.Fatalf("%d e-mails to the guest, want 3", len(got))
	}
	if n := len(outbox(t, s.DB, "nao@exemplo.com")); n != 0 {
		t.Errorf("%d e-mails to a guest who declined, want 0", n)
	}
	link := regexp.MustCompile(`/convite/([A-Za-z0-9_-]+)`).FindStringSubmatch(got[2])
	if link == nil {
		t.Fatalf("no RSVP link in %q", got[2])
	}
	if res := s.NewClient(t).Do("GET", "/api/public/invitations/"+link[1], nil); res.Status != http.StatusOK {
		t.Errorf("the reminder's link answers %d, want 200", res.Status)
	}
}

// setPlan puts a wedding on planID, paid until expires (nil: no end).
func setPlan(t *testing.T, d *db.DB, wedding, planID string, expires *time.Time) {
	t.Helper()
	if _, err := d.Exec(`UPDATE weddings SET plan_id = $1, subscription_status = 'active', plan_expires_at = $2 WHERE id = $3`,
		planID, expires, wedding); err != nil {
		t.Fatal(err)
	}
}

// Reminder e-mails follow the wedding's effective plan at the reminder's time: a wedding on
// Essencial, or whose Premium period has ended, e-mails nobody (the delivery is still recorded,
// once); a Premium one does, and each reminder counts towards the daily send limit.
func TestInvitationRemindersNeedThePlan(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "premium@exemplo.com")
	s.SignUpOn(t, "essencial@exemplo.com", plan.Essencial)
	s.SignUp(t, "expirado@exemplo.com")
	premium, essencial, expirado := weddingID(t, s.DB, "premium@exemplo.com"), weddingID(t, s.DB, "essencial@exemplo.com"),
		weddingID(t, s.DB, "expirado@exemplo.com")
	setPlan(t, s.DB, premium, "premium", nil)
	ended := sp(2026, 11, 24, 8, 0).UTC()
	setPlan(t, s.DB, expirado, "premium", &ended)
	insertInvitation(t, s.DB, premium, "01900000-0000-7000-8000-0000000000b1", "p@exemplo.com", "sent")
	insertInvitation(t, s.DB, essencial, "01900000-0000-7000-8000-0000000000b2", "e@exemplo.com", "confirmed")
	insertInvitation(t, s.DB, expirado, "01900000-0000-7000-8000-0000000000b3", "x@exemplo.com", "sent")
	sch := newScheduler(s.DB, &fakePub{})
	sch.AddPagedSource(job.InvitationReminders(s.URL, nil, slog.New(slog.NewTextHandler(io.Discard, nil))))

	tick(t, sch, sp(2026, 11, 24, 9, 0), 3)
	tick(t, sch, sp(2026, 11, 24, 9, 1), 0) // recorded: not retried
	for to, want := range map[string]int{"p@exemplo.com": 1, "e@exemplo.com": 0, "x@exemplo.com": 0} {
		if n := len(outbox(t, s.DB, to)); n != want {
			t.Errorf("%d reminder e-mails to %s, want %d", n, to, want)
		}
	}
	var sends int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM digital_invitation_sends WHERE wedding_id = $1`, premium).Scan(&sends); err != nil {
		t.Fatal(err)
	}
	if sends != 1 {
		t.Errorf("%d sends counted for the premium reminder, want 1", sends)
	}
}

// A reminder of an invitation tied to a guest links to the guest's personal RSVP page (/r/…),
// the page of the first e-mail and of WhatsApp, and that link opens the guest's page; an
// untied invitation keeps its own /convite link.
func TestInvitationRemindersOfAGuestLinkToTheirRSVPPage(t *testing.T) {
	key := strings.Repeat("5a", 32)
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_RSVP_LINK_KEY": key})
	c := s.SignUp(t, "casal@exemplo.com")
	w := weddingID(t, s.DB, "casal@exemplo.com")
	setPlan(t, s.DB, w, "premium", nil)
	var g struct {
		ID      string `json:"id"`
		RSVPURL string `json:"rsvp_url"`
	}
	res := c.Do("POST", "/api/guests", map[string]any{"nome": "Ana Souza", "email": "ana@exemplo.com", "status_confirmacao": "pendente"})
	if res.Status != http.StatusCreated {
		t.Fatalf("create guest: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &g)
	if !strings.Contains(g.RSVPURL, "/r/") {
		t.Fatalf("guest has no personal link: %q", g.RSVPURL)
	}
	insertInvitation(t, s.DB, w, "01900000-0000-7000-8000-0000000000c1", "ana@exemplo.com", "sent")
	if _, err := s.DB.Exec(`UPDATE digital_invitations SET guest_id = $1 WHERE id = $2`, g.ID, "01900000-0000-7000-8000-0000000000c1"); err != nil {
		t.Fatal(err)
	}
	insertInvitation(t, s.DB, w, "01900000-0000-7000-8000-0000000000c2", "solto@exemplo.com", "sent")

	raw, err := hex.DecodeString(key)
	if err != nil {
		t.Fatal(err)
	}
	links, err := guest.NewLinks(raw, g.RSVPURL[:strings.Index(g.RSVPURL, "/r/")])
	if err != nil {
		t.Fatal(err)
	}
	guests := guest.NewStore(s.DB, nil).WithLinks(links)
	sch := newScheduler(s.DB, &fakePub{})
	sch.AddPagedSource(job.InvitationReminders(s.URL, guests.LinkFor, slog.New(slog.NewTextHandler(io.Discard, nil))))
	tick(t, sch, sp(2026, 11, 24, 9, 0), 2) // 7 days before

	tied := outbox(t, s.DB, "ana@exemplo.com")
	if len(tied) != 1 {
		t.Fatalf("%d reminders to the guest, want 1", len(tied))
	}
	if !strings.Contains(tied[0], g.RSVPURL) || strings.Contains(tied[0], "/convite/") {
		t.Errorf("the tied reminder does not link (only) to %s:\n%s", g.RSVPURL, tied[0])
	}
	token := g.RSVPURL[strings.Index(g.RSVPURL, "/r/")+len("/r/"):]
	if res := s.NewClient(t).Do("GET", "/api/public/rsvp/"+token, nil); res.Status != http.StatusOK {
		t.Errorf("the reminder's personal link answers %d, want 200", res.Status)
	}
	untied := outbox(t, s.DB, "solto@exemplo.com")
	if len(untied) != 1 || !regexp.MustCompile(`/convite/[A-Za-z0-9_-]+`).MatchString(untied[0]) || strings.Contains(untied[0], "/r/") {
		t.Errorf("the untied reminder does not keep its /convite link: %q", untied)
	}
}

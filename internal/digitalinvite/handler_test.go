package digitalinvite_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/mail/mailtest"
	"github.com/aceito/aceito/internal/plan"
)

func setPlan(t *testing.T, s *apptest.Server, c *apptest.Client, planID string) {
	t.Helper()
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = $1 WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $2)`, planID, c.Email); err != nil {
		t.Fatal(err)
	}
}

type outboxRow struct{ Subject, Body string }

// outbox lists the e-mails queued for to, oldest first.
func outbox(t *testing.T, s *apptest.Server, to string) []outboxRow {
	t.Helper()
	rows, err := s.DB.QueryContext(t.Context(), `SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []outboxRow
	for rows.Next() {
		var r outboxRow
		if err := rows.Scan(&r.Subject, &r.Body); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

var linkLine = regexp.MustCompile(`(?m)^(http://[^/\s]+|https://[^/\s]+)/convite/([A-Za-z0-9_-]+)$`)

// tokenIn returns the RSVP token of the link line in an e-mail body.
func tokenIn(t *testing.T, body string) string {
	t.Helper()
	m := linkLine.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no RSVP link on a line of its own in:\n%s", body)
	}
	return m[2]
}

func count(t *testing.T, s *apptest.Server, query string, args ...any) int {
	t.Helper()
	var n int
	if err := s.DB.QueryRowContext(t.Context(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

var fullInvitation = map[string]any{
	"guest_name": "  Carla Dias ", "guest_email": "Carla@Exemplo.com", "guest_phone": "(11) 98765-4321",
	"event_date": "2027-05-15", "event_time": "19:30", "event_location": "Espaço Jardim, São Paulo",
	"map_link": "https://maps.google.com/?q=Espaco+Jardim", "dress_code": "Esporte fino", "host_name": "",
	"custom_message": "Contamos com você!\nSerá uma festa linda.",
}

func TestCreateListAndValidation(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Bruno"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	var id string
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/digital-invitations", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"invitations":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "create", Method: "POST", Path: "/api/digital-invitations", Body: fullInvitation, WantStatus: 201,
			Check: func(t *testing.T, res apptest.Response) {
				var inv digitalinvite.Invitation
				res.JSON(t, &inv)
				if inv.ID == "" || inv.GuestName != "Carla Dias" || inv.GuestEmail != "carla@exemplo.com" || inv.Status != digitalinvite.Sent ||
					inv.HostName != nil || *inv.EventTime != "19:30" || inv.EventDate != "2027-05-15" || inv.RespondedAt != nil ||
					len(inv.ReminderDays) != 3 || inv.ReminderDays[0] != 7 || inv.ReminderDays[1] != 2 || inv.ReminderDays[2] != 0 || inv.SentAt.IsZero() {
					t.Fatalf("created %+v", inv)
				}
				id = inv.ID
			}},
		{Name: "required fields", Method: "POST", Path: "/api/digital-invitations", Body: map[string]any{"guest_name": " ", "guest_email": "", "event_date": ""},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"guest_name": "required", "guest_email": "required", "event_date": "required"}},
		{Name: "bad values", Method: "POST", Path: "/api/digital-invitations",
			Body: map[string]any{"guest_name": "Ana", "guest_email": "ana@", "event_date": "2027-02-30", "event_time": "25:00",
				"map_link": "javascript:alert(1)", "guest_phone": "abc", "custom_message": strings.Repeat("a", 2001), "reminder_days": []int{3, 3}},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"guest_email": "invalid", "event_date": "invalid", "event_time": "invalid", "map_link": "invalid",
				"guest_phone": "invalid", "custom_message": "too_long", "reminder_days": "duplicate"}},
		{Name: "past date, reminder out of range, header injection", Method: "POST", Path: "/api/digital-invitations",
			Body: map[string]any{"guest_name": "Ana", "guest_email": "ana@exemplo.com", "event_date": "2026-11-21",
				"host_name": "Ana\r\nBcc: x@y.com", "reminder_days": []int{400}},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"event_date": "past", "host_name": "invalid", "reminder_days": "out_of_range"}},
		{Name: "unknown field", Method: "POST", Path: "/api/digital-invitations", Body: `{"guest_name":"Ana","status":"confirmed"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "today is allowed, no reminders", Method: "POST", Path: "/api/digital-invitations",
			Body:       map[string]any{"guest_name": "Davi", "guest_email": "davi@exemplo.com", "event_date": "2026-11-22", "reminder_days": []int{}, "host_name": "Tia Rosa"},
			WantStatus: 201, Check: func(t *testing.T, res apptest.Response) {
				var inv digitalinvite.Invitation
				res.JSON(t, &inv)
				if len(inv.ReminderDays) != 0 || *inv.HostName != "Tia Rosa" {
					t.Fatalf("created %+v", inv)
				}
			}},
		{Name: "newest first, bad writes stored nothing", Method: "GET", Path: "/api/digital-invitations", WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				var body struct{ Invitations []digitalinvite.Invitation }
				res.JSON(t, &body)
				if len(body.Invitations) != 2 || body.Invitations[0].GuestName != "Davi" || body.Invitations[1].ID != id {
					t.Fatalf("list %s", res.Body)
				}
			}},
		{Name: "delete", Method: "DELETE", Path: "/api/digital-invitations/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/digital-invitations/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "resend deleted", Method: "POST", Path: "/api/digital-invitations/{id}/resend", WantStatus: 404, WantCode: "not_found"},
	})
	if n := count(t, s, `SELECT COUNT(*) FROM outbox`); n != 2 {
		t.Fatalf("outbox holds %d e-mails, want 2 (one per invitation created)", n)
	}

	// The e-mail: pt-BR, details in dd/MM/yyyy and HH:MM, the RSVP link on its own line.
	mails := outbox(t, s, "carla@exemplo.com")
	if len(mails) != 1 {
		t.Fatalf("%d e-mails to the guest", len(mails))
	}
	m := mails[0]
	// Two hosts: the verbs agree in number (docs/pt-br.md).
	if m.Subject != "Convite: Ana e Bruno convidam você" {
		t.Errorf("subject %q", m.Subject)
	}
	for _, want := range []string{"Olá, Carla Dias!", "Data: 15/05/2027", "Horário: 19:30", "Local: Espaço Jardim, São Paulo",
		"Traje: Esporte fino", "\nhttps://maps.google.com/?q=Espaco+Jardim\n", "Contamos com você!\nSerá uma festa linda.", "confirme sua presença",
		"Ana e Bruno têm o prazer de convidar você"} {
		if !strings.Contains(m.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, m.Body)
		}
	}
	tokenIn(t, m.Body)
	// One host: singular.
	if davi := outbox(t, s, "davi@exemplo.com"); len(davi) != 1 || davi[0].Subject != "Convite: Tia Rosa convida você" ||
		!strings.Contains(davi[0].Body, "Tia Rosa tem o prazer de convidar você") {
		t.Errorf("host e-mail %+v", davi)
	}
}

// Gated means read-only (DESIGN.md decision 18): a couple that moved down to Essencial still sees
// the invitations it sent and their answers; resending stays refused.
func TestDowngradedCoupleStillSeesItsInvitations(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Premium)
	valid := map[string]any{"guest_name": "Carla", "guest_email": "carla@exemplo.com", "event_date": "2027-05-15"}
	var id string
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "premium sends", Method: "POST", Path: "/api/digital-invitations", Body: valid, WantStatus: 201,
			Check: func(t *testing.T, res apptest.Response) {
				var inv struct{ ID string }
				res.JSON(t, &inv)
				id = inv.ID
			}},
	})
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'essencial'`); err != nil {
		t.Fatal(err)
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "essencial still lists it", Method: "GET", Path: "/api/digital-invitations", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct {
				Invitations []struct{ ID string }
			}
			res.JSON(t, &body)
			if len(body.Invitations) != 1 || body.Invitations[0].ID != id {
				t.Fatalf("invitations %s", res.Body)
			}
		}},
		{Name: "essencial cannot resend", Method: "POST", Path: "/api/digital-invitations/{id}/resend", WantStatus: 403, WantCode: "feature_not_available"},
	})
}

func TestPlanGate(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	valid := map[string]any{"guest_name": "Carla", "guest_email": "carla@exemplo.com", "event_date": "2027-05-15"}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "essencial lists (none yet)", Method: "GET", Path: "/api/digital-invitations", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"invitations":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "essencial cannot send", Method: "POST", Path: "/api/digital-invitations", Body: valid, WantStatus: 403, WantCode: "feature_not_available",
			Check: func(t *testing.T, res apptest.Response) {
				if !strings.Contains(string(res.Body), `"feature":"digital_invitations"`) {
					t.Fatalf("details %s", res.Body)
				}
			}},
	})
	if n := count(t, s, `SELECT COUNT(*) FROM digital_invitations`); n != 0 {
		t.Fatalf("%d invitations stored", n)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM outbox WHERE to_address = $1`, "carla@exemplo.com"); n != 0 {
		t.Fatalf("%d e-mails queued", n)
	}
	for _, p := range []string{"premium", "luxo"} {
		setPlan(t, s, c, p)
		if res := c.Do("POST", "/api/digital-invitations", valid); res.Status != http.StatusCreated {
			t.Fatalf("%s: %d %s", p, res.Status, res.Body)
		}
	}
	// Moving back down keeps the rows but closes the feature, resend included.
	var list struct{ Invitations []digitalinvite.Invitation }
	c.Do("GET", "/api/digital-invitations", nil).JSON(t, &list)
	setPlan(t, s, c, "essencial")
	if res := c.Do("POST", "/api/digital-invitations/"+list.Invitations[0].ID+"/resend", nil); res.Status != http.StatusForbidden {
		t.Fatalf("resend on essencial: %d %s", res.Status, res.Body)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM outbox WHERE to_address = $1`, "carla@exemplo.com"); n != 2 {
		t.Fatalf("%d e-mails queued, want 2", n)
	}
}

// create makes an invitation on a premium wedding and returns its id and the token e-mailed.
func create(t *testing.T, s *apptest.Server, c *apptest.Client, body map[string]any) (string, string) {
	t.Helper()
	res := c.Do("POST", "/api/digital-invitations", body)
	if res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	var inv digitalinvite.Invitation
	res.JSON(t, &inv)
	mails := outbox(t, s, inv.GuestEmail)
	return inv.ID, tokenIn(t, mails[len(mails)-1].Body)
}

func TestResendMakesASecondWorkingLink(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	id, first := create(t, s, c, fullInvitation)
	s.Advance(time.Hour)
	res := c.Do("POST", "/api/digital-invitations/"+id+"/resend", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("resend: %d %s", res.Status, res.Body)
	}
	var inv digitalinvite.Invitation
	res.JSON(t, &inv)
	if !inv.SentAt.Equal(s.Now().UTC().Truncate(time.Microsecond)) || !inv.SentAt.After(inv.CreatedAt) {
		t.Fatalf("sent_at %v, created_at %v, now %v", inv.SentAt, inv.CreatedAt, s.Now())
	}
	mails := outbox(t, s, "carla@exemplo.com")
	if len(mails) != 2 || mails[1].Subject != mails[0].Subject {
		t.Fatalf("e-mails %+v", mails)
	}
	second := tokenIn(t, mails[1].Body)
	if second == first {
		t.Fatal("resend reused the token")
	}
	anon := s.NewClient(t)
	for _, tok := range []string{first, second} {
		if res := anon.Do("GET", "/api/public/invitations/"+tok, nil); res.Status != http.StatusOK {
			t.Fatalf("link %s: %d %s", tok, res.Status, res.Body)
		}
	}
	// Only hashes are stored.
	if n := count(t, s, `SELECT COUNT(*) FROM digital_invitation_links WHERE token_hash = $1 OR token_hash = $2`, first, second); n != 0 {
		t.Fatal("a raw token is stored")
	}
	if n := count(t, s, `SELECT COUNT(*) FROM digital_invitation_links WHERE invitation_id = $1`, id); n != 2 {
		t.Fatalf("%d links", n)
	}
}

func TestPublicPageAndAnswer(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Bruno"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	id, token := create(t, s, c, fullInvitation)
	_, otherToken := create(t, s, c, map[string]any{"guest_name": "Outro Convidado", "guest_email": "outro@exemplo.com", "event_date": "2027-06-01"})
	anon := s.NewClient(t)
	notifications := func() []struct{ Type, Title, Message string } {
		var body struct {
			Notifications []struct{ Type, Title, Message string }
		}
		c.Do("GET", "/api/notifications?sort=recent", nil).JSON(t, &body)
		return body.Notifications
	}
	apptest.Run(t, anon, map[string]*string{"token": &token}, []apptest.Scenario{
		{Name: "the page shows only this invitation", Method: "GET", Path: "/api/public/invitations/{token}", WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				body := string(res.Body)
				for _, leak := range []string{id, "carla@exemplo.com", "98765", "Outro Convidado", "wedding", `"id"`} {
					if strings.Contains(body, leak) {
						t.Errorf("public page reveals %q: %s", leak, body)
					}
				}
				var p digitalinvite.Public
				res.JSON(t, &p)
				if p.GuestName != "Carla Dias" || p.EventDate != "2027-05-15" || *p.EventTime != "19:30" || *p.CoupleNames != "Ana e Bruno" ||
					p.Status != digitalinvite.Sent || *p.DressCode != "Esporte fino" || p.RespondedAt != nil {
					t.Fatalf("public %s", body)
				}
				if res.Header.Get("Cache-Control") != "no-store" {
					t.Error("public page may be cached")
				}
			}},
		{Name: "unknown token", Method: "GET", Path: "/api/public/invitations/" + strings.Repeat("A", 43), WantStatus: 404, WantCode: "not_found"},
		{Name: "malformed token", Method: "GET", Path: "/api/public/invitations/x'%20OR%201=1", WantStatus: 404, WantCode: "not_found"},
		{Name: "bad answer", Method: "POST", Path: "/api/public/invitations/{token}/response", Body: map[string]any{"answer": "sent"},
			WantStatus: 400, WantCode: "invalid_answer"},
		{Name: "missing answer", Method: "POST", Path: "/api/public/invitations/{token}/response", Body: map[string]any{},
			WantStatus: 400, WantCode: "invalid_answer"},
		{Name: "extra field", Method: "POST", Path: "/api/public/invitations/{token}/response", Body: `{"answer":"confirmed","status":"x"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "unknown token answer", Method: "POST", Path: "/api/public/invitations/" + strings.Repeat("B", 43) + "/response",
			Body: map[string]any{"answer": "confirmed"}, WantStatus: 404, WantCode: "not_found"},
	})
	if got := notifications(); len(got) != 0 {
		t.Fatalf("notified before any answer: %+v", got)
	}
	// Confirm: status, responded_at, one success notification for the couple.
	res := anon.Do("POST", "/api/public/invitations/"+token+"/response", map[string]any{"answer": "confirmed"})
	if res.Status != http.StatusOK {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	var p digitalinvite.Public
	res.JSON(t, &p)
	if p.Status != digitalinvite.Confirmed || p.RespondedAt == nil {
		t.Fatalf("after confirming %s", res.Body)
	}
	ns := notifications()
	if len(ns) != 1 || ns[0].Type != "success" || ns[0].Title != "Convite confirmado" || ns[0].Message != "Carla Dias confirmou presença." {
		t.Fatalf("notifications %+v", ns)
	}
	// The same answer again changes nothing and notifies nobody.
	if res := anon.Do("POST", "/api/public/invitations/"+token+"/response", map[string]any{"answer": "confirmed"}); res.Status != http.StatusOK {
		t.Fatalf("confirm again: %d", res.Status)
	}
	if ns := notifications(); len(ns) != 1 {
		t.Fatalf("repeated answer notified: %+v", ns)
	}
	var list struct{ Invitations []digitalinvite.Invitation }
	c.Do("GET", "/api/digital-invitations", nil).JSON(t, &list)
	byID := map[string]digitalinvite.Invitation{}
	for _, inv := range list.Invitations {
		byID[inv.ID] = inv
	}
	if byID[id].Status != digitalinvite.Confirmed || byID[id].RespondedAt == nil {
		t.Fatalf("couple sees %+v", byID[id])
	}
	for _, inv := range list.Invitations {
		if inv.ID != id && inv.Status != digitalinvite.Sent {
			t.Fatalf("another invitation changed: %+v", inv)
		}
	}
	// Changing the answer after a while: declined, warning notification.
	s.Advance(digitalinvite.AnswerNotifyQuiet)
	if res := anon.Do("POST", "/api/public/invitations/"+token+"/response", map[string]any{"answer": "declined"}); res.Status != http.StatusOK {
		t.Fatalf("decline: %d %s", res.Status, res.Body)
	}
	ns = notifications()
	if len(ns) != 2 || ns[0].Type != "warning" || ns[0].Title != "Convite recusado" || !strings.Contains(ns[0].Message, "Carla Dias") {
		t.Fatalf("notifications %+v", ns)
	}
	if res := anon.Do("GET", "/api/public/invitations/"+otherToken, nil); res.Status != 200 || !strings.Contains(string(res.Body), `"status":"sent"`) {
		t.Fatalf("other invitation: %s", res.Body)
	}
	// Deleting the invitation kills its links.
	if res := c.Do("DELETE", "/api/digital-invitations/"+id, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete: %d", res.Status)
	}
	if res := anon.Do("GET", "/api/public/invitations/"+token, nil); res.Status != http.StatusNotFound ||
		res.Err(t).Error.Message == "" {
		t.Fatalf("deleted invitation's link: %d %s", res.Status, res.Body)
	}
}

// One invitation leaves over SMTP with the link from the public URL, and the link works.
func TestInvitationEmailIsDeliveredOverSMTP(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{})
	s := apptest.NewWithEnv(t, map[string]string{
		"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_ALLOW_TEST_PAYMENTS": "true",
		"ACEITO_SMTP_HOST": "127.0.0.1", "ACEITO_SMTP_PORT": mailtest.PortString(srv.Port), "ACEITO_SMTP_TLS": "none",
		"ACEITO_SMTP_FROM": "Aceito <nao-responda@aceito.com.br>",
	})
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("POST", "/api/digital-invitations", fullInvitation); res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	if n, err := s.App.DeliverMail(context.Background()); err != nil || n != 1 {
		t.Fatalf("DeliverMail = %d, %v", n, err)
	}
	got := srv.Messages()
	if len(got) != 1 || got[0].To[0] != "carla@exemplo.com" {
		t.Fatalf("arrived: %+v", got)
	}
	p := mailtest.Parse(t, got[0].Data)
	if p.Subject != "Convite: Ana convida você" || !strings.Contains(p.Text, "Data: 15/05/2027") {
		t.Fatalf("subject %q, text %q", p.Subject, p.Text)
	}
	m := regexp.MustCompile(`https://aceito\.com\.br/convite/([A-Za-z0-9_-]+)`).FindStringSubmatch(p.Text)
	if m == nil {
		t.Fatalf("no link from the public URL in %q", p.Text)
	}
	if !strings.Contains(p.HTML, `<a href="`+m[0]+`"`) {
		t.Fatalf("html lacks the link %s:\n%s", m[0], p.HTML)
	}
	if res := s.NewClient(t).Do("GET", "/api/public/invitations/"+m[1], nil); res.Status != http.StatusOK {
		t.Fatalf("the e-mailed link: %d %s", res.Status, res.Body)
	}
}

// A wedding cannot queue more than DailySendLimit invitation e-mails in 24 hours.
func TestDailySendLimit(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	id, _ := create(t, s, c, map[string]any{"guest_name": "Carla", "guest_email": "carla@exemplo.com", "event_date": "2027-05-15"})
	// 298 more sends of that invitation earlier today: 299 in all.
	for i := range digitalinvite.DailySendLimit - 2 {
		if _, err := s.DB.ExecContext(t.Context(), `INSERT INTO digital_invitation_sends (id, wedding_id, created_at)
			SELECT $1, wedding_id, $2 FROM digital_invitations WHERE id = $3`,
			fmt.Sprintf("seed-%d", i), s.Now().UTC().Add(-time.Hour), id); err != nil {
			t.Fatal(err)
		}
	}
	if res := c.Do("POST", "/api/digital-invitations/"+id+"/resend", nil); res.Status != http.StatusOK {
		t.Fatalf("send %d: %d %s", digitalinvite.DailySendLimit, res.Status, res.Body)
	}
	res := c.Do("POST", "/api/digital-invitations", map[string]any{"guest_name": "Davi", "guest_email": "davi@exemplo.com", "event_date": "2027-05-15"})
	if res.Status != http.StatusTooManyRequests || res.Err(t).Error.Code != "send_limit" {
		t.Fatalf("over the limit: %d %s", res.Status, res.Body)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM digital_invitations`); n != 1 {
		t.Fatalf("%d invitations stored over the limit", n)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM outbox WHERE to_address = $1`, "davi@exemplo.com"); n != 0 {
		t.Fatalf("%d e-mails queued over the limit", n)
	}
	s.Advance(24 * time.Hour)
	if res := c.Do("POST", "/api/digital-invitations/"+id+"/resend", nil); res.Status != http.StatusOK {
		t.Fatalf("a day later: %d %s", res.Status, res.Body)
	}
}

// Deleting invitations does not give the sends back: a loop of "create, delete" stops at the
// limit.
func TestDailySendLimitSurvivesDeletion(t *testing.T) {
	digitalinvite.SetDailySendLimit(t, 3)
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	body := map[string]any{"guest_name": "Alvo", "guest_email": "alvo@exemplo.com", "event_date": "2027-05-15",
		"custom_message": "Texto livre qualquer"}
	for i := range 3 {
		id, _ := create(t, s, c, body)
		if res := c.Do("DELETE", "/api/digital-invitations/"+id, nil); res.Status != http.StatusNoContent {
			t.Fatalf("delete %d: %d %s", i, res.Status, res.Body)
		}
	}
	res := c.Do("POST", "/api/digital-invitations", body)
	if res.Status != http.StatusTooManyRequests || res.Err(t).Error.Code != "send_limit" ||
		res.Err(t).Error.Message != "Limite de 3 envios de convite em 24 horas atingido. Tente novamente mais tarde." {
		t.Fatalf("fourth send after deletions: %d %s", res.Status, res.Body)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM outbox WHERE to_address = $1`, "alvo@exemplo.com"); n != 3 {
		t.Fatalf("%d e-mails queued, want 3", n)
	}
	// Old send records are pruned, and the limit opens again a day later.
	if err := digitalinvite.DeleteOldSends(t.Context(), s.DB, s.Now().Add(digitalinvite.SendRetention+time.Minute)); err != nil {
		t.Fatal(err)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM digital_invitation_sends`); n != 0 {
		t.Fatalf("%d send records left after the retention", n)
	}
	s.Advance(24 * time.Hour)
	if res := c.Do("POST", "/api/digital-invitations", body); res.Status != http.StatusCreated {
		t.Fatalf("a day later: %d %s", res.Status, res.Body)
	}
}

// A guest switching the answer back and forth updates the status each time but notifies the
// couple only when the previous answer is older than AnswerNotifyQuiet.
func TestQuickAnswerChangesDoNotFloodTheBell(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	id, token := create(t, s, c, fullInvitation)
	anon := s.NewClient(t)
	answer := func(a string) {
		t.Helper()
		res := anon.Do("POST", "/api/public/invitations/"+token+"/response", map[string]any{"answer": a})
		var p digitalinvite.Public
		res.JSON(t, &p)
		if res.Status != http.StatusOK || string(p.Status) != a {
			t.Fatalf("answer %s: %d %s", a, res.Status, res.Body)
		}
	}
	notified := func() int { return count(t, s, `SELECT COUNT(*) FROM notifications`) }
	answer("confirmed")
	if n := notified(); n != 1 {
		t.Fatalf("%d notifications after the first answer, want 1", n)
	}
	for i := range 10 {
		s.Advance(time.Minute)
		answer([]string{"declined", "confirmed"}[i%2])
	}
	if n := notified(); n != 1 {
		t.Fatalf("%d notifications after 10 quick changes, want 1", n)
	}
	if st := count(t, s, `SELECT COUNT(*) FROM digital_invitations WHERE id = $1 AND status = 'confirmed'`, id); st != 1 {
		t.Fatal("the last quick answer was not stored")
	}
	s.Advance(digitalinvite.AnswerNotifyQuiet - time.Second)
	answer("declined")
	if n := notified(); n != 1 {
		t.Fatalf("%d notifications for a change just inside the quiet time, want 1", n)
	}
	s.Advance(digitalinvite.AnswerNotifyQuiet)
	answer("confirmed")
	if n := notified(); n != 2 {
		t.Fatalf("%d notifications after a quiet change, want 2", n)
	}
}

// The same answer again changes nothing and writes nothing: the wedding's data version (bumped
// by every write under its lock) and the invitation's updated_at stay as they were.
func TestSameAnswerAgainWritesNothing(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	id, token := create(t, s, c, fullInvitation)
	anon := s.NewClient(t)
	answer := func(a string) digitalinvite.Public {
		t.Helper()
		res := anon.Do("POST", "/api/public/invitations/"+token+"/response", map[string]any{"answer": a})
		var p digitalinvite.Public
		res.JSON(t, &p)
		if res.Status != http.StatusOK || string(p.Status) != a {
			t.Fatalf("answer %s: %d %s", a, res.Status, res.Body)
		}
		return p
	}
	state := func() (version int64, updated string) {
		t.Helper()
		if err := s.DB.QueryRow(`SELECT w.data_version, CAST(i.updated_at AS TEXT) FROM weddings w
			JOIN digital_invitations i ON i.wedding_id = w.id WHERE i.id = $1`, id).Scan(&version, &updated); err != nil {
			t.Fatal(err)
		}
		return version, updated
	}
	first := answer("confirmed")
	v1, u1 := state()
	s.Advance(time.Hour)
	again := answer("confirmed")
	if v2, u2 := state(); v2 != v1 || u2 != u1 {
		t.Fatalf("the same answer wrote: version %d→%d, updated_at %s→%s", v1, v2, u1, u2)
	}
	if again.RespondedAt == nil || !again.RespondedAt.Equal(*first.RespondedAt) {
		t.Fatalf("responded_at changed: %v → %v", first.RespondedAt, again.RespondedAt)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM notifications`); n != 1 {
		t.Fatalf("%d notifications, want 1", n)
	}
	// A different answer still writes.
	answer("declined")
	if v3, _ := state(); v3 == v1 {
		t.Fatal("a changed answer did not take the wedding's write lock")
	}
}

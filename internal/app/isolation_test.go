package app_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
)

// isolationCase is one endpoint that takes another wedding's id. Every resource adds its
// endpoints here: wedding B tries them with wedding A's ids and must get 404 and change nothing.
type isolationCase struct {
	method, path string
	body         any
}

// seedWeddingA creates wedding A's rows through the API and returns the ids by name.
func seedWeddingA(t *testing.T, a *apptest.Client) map[string]string {
	t.Helper()
	ids := map[string]string{}
	var g struct{ ID string }
	res := a.Do("POST", "/api/guests", map[string]any{"nome": "Convidado de A", "mesa": 1})
	if res.Status != http.StatusCreated {
		t.Fatalf("seed guest: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &g)
	ids["guest"] = g.ID
	for name, req := range map[string]struct {
		path string
		body map[string]any
	}{
		"task":     {"/api/checklist", map[string]any{"tarefa": "Tarefa de A"}},
		"ceremony": {"/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório de A", "venue_address": "Rua A, 1"}},
		"gift":     {"/api/gifts", map[string]any{"nome": "Presente de A", "valor_cents": 15000, "status": "recebido", "doador": "Tia de A"}},
		"reminder": {"/api/payment-reminders", map[string]any{"supplier_name": "Buffet de A", "amount_cents": 500000, "due_date": "2027-01-10",
			"pix": map[string]any{"tipo_chave": "email", "chave_pix": "buffet-a@exemplo.com", "nome_beneficiario": "Buffet de A"}}},
		"limit": {"/api/spending-limits", map[string]any{"category": "Fotografia", "limit_cents": 500000, "current_cents": 100000}},
	} {
		var row struct{ ID string }
		res := a.Do("POST", req.path, req.body)
		if res.Status != http.StatusCreated {
			t.Fatalf("seed %s: %d %s", name, res.Status, res.Body)
		}
		res.JSON(t, &row)
		ids[name] = row.ID
	}
	var gp struct{ ID string }
	if res := a.Do("POST", "/api/godparents", map[string]any{"nome": "Madrinha de A", "tipo": "madrinha", "is_dama_honra": true}); res.Status != http.StatusCreated {
		t.Fatalf("seed godparent: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &gp)
	}
	ids["godparent"] = gp.ID
	var ns struct{ Notifications []struct{ ID string } } // the ceremony above created one
	if res := a.Do("GET", "/api/notifications", nil); res.Status != http.StatusOK {
		t.Fatalf("seed notification: %d %s", res.Status, res.Body)
	} else if res.JSON(t, &ns); len(ns.Notifications) == 0 {
		t.Fatalf("seed notification: none in %s", res.Body)
	}
	ids["notification"] = ns.Notifications[0].ID
	var ct struct{ ID string }
	if res := a.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Buffet de A"}}, &apptest.FormFile{Field: "arquivo", Name: "a.pdf", Data: []byte("%PDF-1.4\n%%EOF\n")}); res.Status != http.StatusCreated {
		t.Fatalf("seed contract: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &ct)
	}
	ids["contract"] = ct.ID
	var ss struct{ Sessions []struct{ ID string } }
	if res := a.Do("GET", "/api/sessions", nil); res.Status != http.StatusOK {
		t.Fatalf("seed session: %d %s", res.Status, res.Body)
	} else if res.JSON(t, &ss); len(ss.Sessions) != 1 {
		t.Fatalf("seed session: %s", res.Body)
	}
	ids["session"] = ss.Sessions[0].ID
	seedGalleryA(t, a, ids)
	return ids
}

// seedGalleryA gives wedding A a public gallery image (a real 2×2 PNG).
func seedGalleryA(t *testing.T, a *apptest.Client, ids map[string]string) {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	ct, body := apptest.Multipart(map[string]string{"titulo": "Inspiração de A", "categoria": "flores", "publico": "true"},
		apptest.FormFile{Field: "file", Name: "a.png", Type: "image/png", Data: b.Bytes()})
	res := a.DoRaw("POST", "/api/gallery", ct, body)
	if res.Status != http.StatusCreated {
		t.Fatalf("seed gallery: %d %s", res.Status, res.Body)
	}
	var im struct{ ID string }
	res.JSON(t, &im)
	ids["gallery"] = im.ID
}

func isolationCases(ids map[string]string) []isolationCase {
	return []isolationCase{
		{"GET", "/api/guests/" + ids["guest"], nil},
		{"PATCH", "/api/guests/" + ids["guest"], map[string]any{"nome": "Invadido", "status_confirmacao": "recusado"}},
		{"DELETE", "/api/guests/" + ids["guest"], nil},
		{"POST", "/api/guests/" + ids["guest"] + "/link", nil},
		{"POST", "/api/guests/" + ids["guest"] + "/sent", nil},
		// A guest's id is not its RSVP token.
		{"GET", "/api/public/rsvp/" + ids["guest"], nil},
		{"POST", "/api/public/rsvp/" + ids["guest"], map[string]any{"pessoas": []map[string]any{{"id": "convidado", "status_confirmacao": "recusado"}}}},
		{"GET", "/api/public/rsvp/" + ids["guest"] + "/agenda.ics", nil},
		{"PATCH", "/api/checklist/" + ids["task"], map[string]any{"status": "concluido"}},
		{"DELETE", "/api/checklist/" + ids["task"], nil},
		{"POST", "/api/checklist/" + ids["task"] + "/restore", nil},
		{"PATCH", "/api/ceremonies/" + ids["ceremony"], map[string]any{"venue_name": "Invadido"}},
		{"PATCH", "/api/ceremonies/" + ids["ceremony"] + "/items", map[string]any{"list": "tasks", "item": "Definir o regime de bens", "completed": true}},
		{"DELETE", "/api/ceremonies/" + ids["ceremony"], nil},
		{"PUT", "/api/guests/" + ids["guest"] + "/invitation-message", map[string]any{"message_content": "Invadido"}},
		{"PATCH", "/api/godparents/" + ids["godparent"], map[string]any{"nome": "Invadido", "confirmado": true}},
		{"DELETE", "/api/godparents/" + ids["godparent"], nil},
		{"PATCH", "/api/gifts/" + ids["gift"], map[string]any{"nome": "Invadido", "status": "pendente"}},
		{"DELETE", "/api/gifts/" + ids["gift"], nil},
		{"PUT", "/api/payment-reminders/" + ids["reminder"], map[string]any{"supplier_name": "Invadido", "amount_cents": 1, "due_date": "2027-01-10"}},
		{"POST", "/api/payment-reminders/" + ids["reminder"] + "/status", map[string]any{"status": "paid"}},
		{"GET", "/api/payment-reminders/" + ids["reminder"] + "/pix", nil},
		{"DELETE", "/api/payment-reminders/" + ids["reminder"], nil},
		{"PUT", "/api/spending-limits/" + ids["limit"], map[string]any{"category": "Outros", "limit_cents": 1}},
		{"DELETE", "/api/spending-limits/" + ids["limit"], nil},
		{"POST", "/api/notifications/" + ids["notification"] + "/read", nil},
		{"DELETE", "/api/notifications/" + ids["notification"], nil},
		{"PUT", "/api/contracts/" + ids["contract"], map[string]any{"fornecedor": "Invadido"}},
		{"PATCH", "/api/contracts/" + ids["contract"] + "/status", map[string]any{"status": "cancelado"}},
		{"GET", "/api/contracts/" + ids["contract"] + "/file", nil},
		{"DELETE", "/api/contracts/" + ids["contract"], nil},
		{"POST", "/api/digital-invitations/" + ids["digital_invitation"] + "/resend", nil},
		{"DELETE", "/api/digital-invitations/" + ids["digital_invitation"], nil},
		{"GET", "/api/gallery/" + ids["gallery"] + "/image", nil},
		{"GET", "/api/gallery/" + ids["gallery"] + "/thumb", nil},
		{"DELETE", "/api/gallery/" + ids["gallery"], nil},
		{"GET", "/api/public/gallery/" + ids["gallery"], nil}, // the id is not the public token
		// An invitation's id is not its guest's token either.
		{"GET", "/api/public/invitations/" + ids["digital_invitation"], nil},
		{"POST", "/api/public/invitations/" + ids["digital_invitation"] + "/response", map[string]any{"answer": "confirmed"}},
		{"GET", "/api/calendar/events/payment-" + ids["reminder"], nil}, // A's reminder is in A's calendar only
		{"GET", "/api/calendar/events/checklist-" + ids["task"], nil},
		{"GET", "/cal/" + ids["reminder"] + ".ics", nil}, // an id is not a feed token
		{"GET", "/api/data-exports/" + ids["export"] + "/download", nil},
		{"GET", "/api/backups/" + ids["backup"] + "/download", nil},
		{"DELETE", "/api/sessions/" + ids["session"], nil},    // another account's device
		{"DELETE", "/api/members/" + ids["member_user"], nil}, // A's partner is no member of B's
		{"POST", "/api/members/" + ids["member_user"] + "/owner", nil},
		{"DELETE", "/api/members/invitations/" + ids["member_invitation"], nil},
		// An invitation's id is not its token.
		{"POST", "/api/member-invitations/" + ids["member_invitation"] + "/accept", nil},
		{"POST", "/api/gift-claims/" + ids["claim"] + "/confirm", nil},
		{"POST", "/api/gift-claims/" + ids["claim"] + "/thanks", map[string]any{"enviado": true}},
		{"DELETE", "/api/gift-claims/" + ids["claim"], nil},
	}
}

// idLessWrite is a write that acts on the caller's own wedding (no id in its path). Wedding B
// makes each one with a valid body; wedding A must look exactly as before.
type idLessWrite struct {
	method, path string
	do           func(b *apptest.Client) apptest.Response
}

func idLessWrites() []idLessWrite {
	json := func(method, path string, body any) idLessWrite {
		return idLessWrite{method, path, func(b *apptest.Client) apptest.Response { return b.Do(method, path, body) }}
	}
	return []idLessWrite{
		// The same password again, so the account deletion at the end can give it.
		json("POST", "/api/auth/password", map[string]any{"current_password": apptest.DefaultPassword, "password": apptest.DefaultPassword, "confirm_password": apptest.DefaultPassword}),
		json("POST", "/api/guests", map[string]any{"nome": "Convidado de B"}),
		{"POST", "/api/guests/import/preview", func(b *apptest.Client) apptest.Response {
			return b.PostMultipart("/api/guests/import/preview", nil, &apptest.FormFile{Field: "arquivo", Name: "b.csv", Data: []byte("Nome\r\nConvidado de B\r\n")})
		}},
		{"POST", "/api/guests/import", func(b *apptest.Client) apptest.Response {
			return b.PostMultipart("/api/guests/import", nil, &apptest.FormFile{Field: "arquivo", Name: "b.csv", Data: []byte("Nome\r\nConvidado de B\r\n")})
		}},
		json("PUT", "/api/rsvp-settings", map[string]any{"prazo": "2027-08-01"}),
		json("POST", "/api/checklist", map[string]any{"tarefa": "Tarefa de B"}),
		json("POST", "/api/checklist/suggested", nil),
		json("POST", "/api/ceremonies", map[string]any{"ceremony_type": "religiosa", "venue_name": "Igreja de B", "venue_address": "Rua B, 2"}),
		json("PUT", "/api/profile", map[string]any{"first_name": "Bia", "wedding_date": "2027-08-20"}),
		json("PUT", "/api/onboarding", map[string]any{"step": 6, "finish": true, "answers": map[string]any{"first_name": "Bia", "wedding_date": "2027-08-21",
			"ceremony_time": "16:00", "city": "Campinas", "guest_estimate": 90, "budget_total_cents": 4000000}}),
		json("PUT", "/api/budget", map[string]any{"total_cents": 999900, "categories": []map[string]any{{"nome": "Festa", "percent_tenths": 1000}}}),
		json("POST", "/api/godparents", map[string]any{"nome": "Padrinho de B", "tipo": "padrinho"}),
		json("POST", "/api/gifts", map[string]any{"nome": "Presente de B", "valor_cents": 100, "status": "pendente"}),
		json("PUT", "/api/pix", map[string]any{"tipo_chave": "email", "chave_pix": "b@exemplo.com", "nome_beneficiario": "Bia"}),
		json("PUT", "/api/honeymoon", map[string]any{"destino": "Lua de mel de B", "data_inicio": "2027-08-25"}),
		json("PUT", "/api/wedding-site", map[string]any{"slug": "casal-b-isolamento", "historia": "História de B"}),
		json("POST", "/api/wedding-site/publish", nil),
		json("POST", "/api/wedding-site/unpublish", nil),
		json("POST", "/api/notifications/read-all", nil),
		json("POST", "/api/payment-reminders", map[string]any{"supplier_name": "Buffet de B", "amount_cents": 100, "due_date": "2027-02-10"}),
		json("POST", "/api/spending-limits", map[string]any{"category": "Buffet", "limit_cents": 100, "current_cents": 1}),
		json("POST", "/api/digital-invitations", map[string]any{"guest_name": "Convidada de B", "guest_email": "convidada-b@exemplo.com", "event_date": "2027-08-20"}),
		{"POST", "/api/contracts", func(b *apptest.Client) apptest.Response {
			return b.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Buffet de B"}}, nil)
		}},
		{"POST", "/api/gallery", func(b *apptest.Client) apptest.Response {
			var img bytes.Buffer
			_ = png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 2, 2)))
			ct, body := apptest.Multipart(map[string]string{"titulo": "Inspiração de B", "categoria": "flores"},
				apptest.FormFile{Field: "file", Name: "b.png", Type: "image/png", Data: img.Bytes()})
			return b.DoRaw("POST", "/api/gallery", ct, body)
		}},
		json("POST", "/api/calendar-feed", nil),
		json("DELETE", "/api/calendar-feed", nil),
		json("PUT", "/api/weather/venue", map[string]any{"name": "Campinas", "state": "São Paulo", "country": "Brasil", "latitude": -22.9, "longitude": -47.06, "ceremony_time": "16:00"}),
		json("POST", "/api/subscription/portal", nil),
		json("POST", "/api/subscription/cancel", nil),
		json("POST", "/api/subscription/resume", nil),
		json("POST", "/api/sessions/revoke-others", nil),
		json("PUT", "/api/privacy", map[string]any{"keep_guest_data": true}),
		json("POST", "/api/data-exports", nil),
		json("POST", "/api/members/invitations", map[string]any{"email": "parceira-de-b@exemplo.com", "role": "partner"}),
		json("PUT", "/api/activity/notify", map[string]any{"enabled": true}),
		json("PUT", "/api/notification-preferences", map[string]any{"categories": map[string]any{"tasks": map[string]bool{"email": false, "push": false},
			"payments": map[string]bool{"email": false, "push": true}, "spending": map[string]bool{"email": false, "push": false}}, "digest": true, "quiet_hours": false}),
		// A device of B's (the push service's host is one of the defaults; the keys are valid).
		json("POST", "/api/push-subscriptions", map[string]any{"endpoint": "https://fcm.googleapis.com/fcm/send/aparelho-de-b", "expirationTime": nil,
			"keys": map[string]string{"p256dh": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4", "auth": "BTBZMqHH6r4Tts7J_aSIgg"}}),
		json("DELETE", "/api/push-subscriptions", map[string]any{"endpoint": "https://fcm.googleapis.com/fcm/send/aparelho-de-b"}),
		json("POST", "/api/presence", map[string]any{"path": "/app/budget"}),
		// Last: B asks to delete its account, which ends B's sessions.
		json("POST", "/api/account/delete", map[string]any{"password": apptest.DefaultPassword, "confirmation": "EXCLUIR"}),
	}
}

// TestIdLessWritesStayInTheirWedding: every write that names no id acts on the caller's
// wedding only. Wedding B (on Premium, so gated writes go through) makes each one; each must
// succeed or be refused cleanly, and wedding A's whole snapshot must not move.
func TestIdLessWritesStayInTheirWedding(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	b := s.SignUp(t, "b@exemplo.com")
	ids := seedWeddingA(t, a)
	seedPlannerA(t, s, a, ids)
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium' WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1)`, b.Email); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, a)
	for _, w := range idLessWrites() {
		res := w.do(b)
		if res.Status >= 500 || res.Status == http.StatusNotFound || res.Status == http.StatusUnauthorized {
			t.Errorf("wedding B %s %s: %d %s", w.method, w.path, res.Status, res.Body)
		}
		if after := snapshot(t, a); after != before {
			t.Fatalf("wedding B's %s %s changed wedding A:\nbefore %s\nafter  %s", w.method, w.path, before, after)
		}
	}
	// B's own writes landed in B's wedding (the test would prove nothing if they all failed).
	var name string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT g.nome FROM guests g JOIN wedding_members m ON m.wedding_id = g.wedding_id
		JOIN users u ON u.id = m.user_id WHERE u.email = $1`, b.Email).Scan(&name); err != nil || name != "Convidado de B" {
		t.Fatalf("wedding B's guest: %q %v", name, err)
	}
}

// snapshot is what wedding A's data looks like through A's own eyes.
func snapshot(t *testing.T, a *apptest.Client) string {
	t.Helper()
	out := ""
	for _, path := range []string{"/api/subscription", "/api/guests", "/api/checklist", "/api/ceremonies", "/api/budget", "/api/profile", "/api/onboarding", "/api/invitation-messages", "/api/godparents", "/api/gifts", "/api/pix", "/api/honeymoon", "/api/notifications", "/api/payment-reminders", "/api/spending-limits", "/api/contracts", "/api/digital-invitations", "/api/gallery", "/api/backups", "/api/rsvp-settings", "/api/guests/summary", "/api/sessions", "/api/wedding-site", "/api/gift-claims", "/api/activity", "/api/notification-preferences"} {
		res := a.Do("GET", path, nil)
		if res.Status != 200 {
			t.Fatalf("list %s: %d", path, res.Status)
		}
		if path == "/api/sessions" { // which devices, not when each was last seen
			var ss struct{ Sessions []struct{ ID string } }
			res.JSON(t, &ss)
			out += fmt.Sprint(ss.Sessions)
			continue
		}
		out += string(res.Body)
	}
	return out
}

func TestCrossWeddingIsolation(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	b := s.SignUp(t, "b@exemplo.com")
	ids := seedWeddingA(t, a)
	seedPlannerA(t, s, a, ids)
	seedExportA(t, s, a, ids)
	ids["member_user"] = session(t, a).User.ID // B's wedding has no such member
	ids["member_invitation"], _ = invite(t, s, a, "parceiro-de-a@exemplo.com", "partner")
	before := snapshot(t, a)

	for _, c := range isolationCases(ids) {
		res := b.Do(c.method, c.path, c.body)
		if res.Status != http.StatusNotFound || res.Err(t).Error.Code != "not_found" {
			t.Errorf("wedding B %s %s: %d %s, want 404 not_found", c.method, c.path, res.Status, res.Body)
		}
	}
	// B ending "all other devices" ends only B's own: A's session is in the snapshot below.
	if res := b.Do("POST", "/api/sessions/revoke-others", nil); res.Status != http.StatusOK {
		t.Fatalf("wedding B revoke-others: %d %s", res.Status, res.Body)
	}
	if after := snapshot(t, a); after != before {
		t.Fatalf("wedding A's data changed:\nbefore %s\nafter  %s", before, after)
	}
	// A's activity log (A wrote plenty above) is not B's, even filtered by A's own user id.
	for _, path := range []string{"/api/activity", "/api/activity?user=" + ids["member_user"], "/api/activity?area=guests"} {
		var log struct {
			Items  []any
			People []any
		}
		if res := b.Do("GET", path, nil); res.Status != http.StatusOK {
			t.Fatalf("wedding B GET %s: %d %s", path, res.Status, res.Body)
		} else if res.JSON(t, &log); len(log.Items) != 0 || len(log.People) != 0 {
			t.Fatalf("wedding B GET %s sees %s", path, res.Body)
		}
	}
	if list := b.Do("GET", "/api/guests", nil); string(list.Body) != "{\"guests\":[]}\n" {
		t.Fatalf("wedding B sees %s", list.Body)
	}
	for path, empty := range map[string]string{"/api/checklist": `{"items":[]}`, "/api/ceremonies": `{"ceremonies":[]}`, "/api/godparents": `{"godparents":[]}`, "/api/gifts": `{"gifts":[]}`,
		"/api/honeymoon":     `{"trip":null,"has_budget":false}`,
		"/api/contracts":     `{"contracts":[]}`,
		"/api/notifications": `{"notifications":[],"unread_count":0}`,
		"/api/gallery":       `{"images":[],"usage":0,"limit":50,"plan":"premium","plan_name":"Premium"}` /* on its free trial */} {
		if list := b.Do("GET", path, nil); strings.TrimSpace(string(list.Body)) != empty {
			t.Fatalf("wedding B sees %s", list.Body)
		}
	}
}

// seedPlannerA gives wedding A a budget, a profile and an invitation message for its guest
// (A is made premium so that the invitation can be saved).
func seedPlannerA(t *testing.T, s *apptest.Server, a *apptest.Client, ids map[string]string) {
	t.Helper()
	if res := a.Do("PUT", "/api/budget", map[string]any{"total_cents": 100000,
		"categories": []map[string]any{{"nome": "Buffet", "percent_tenths": 1000}}}); res.Status != http.StatusOK {
		t.Fatalf("seed budget: %d %s", res.Status, res.Body)
	}
	if res := a.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "wedding_date": "2027-05-15"}); res.Status != http.StatusOK {
		t.Fatalf("seed profile: %d %s", res.Status, res.Body)
	}
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium' WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1)`, a.Email); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("PUT", "/api/guests/"+ids["guest"]+"/invitation-message", map[string]any{"message_content": "Convite de A"}); res.Status != http.StatusOK {
		t.Fatalf("seed invitation: %d %s", res.Status, res.Body)
	}
	if res := a.Do("PUT", "/api/pix", map[string]any{"tipo_chave": "email", "chave_pix": "a@exemplo.com", "nome_beneficiario": "Ana"}); res.Status != http.StatusOK {
		t.Fatalf("seed pix: %d %s", res.Status, res.Body)
	}
	seedSiteA(t, s, a, ids)
	if res := a.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Lua de mel de A", "data_inicio": "2027-05-20",
		"expenses": []map[string]any{{"category": "Hospedagem", "estimated_cents": 500000, "actual_cents": 100000}}}); res.Status != http.StatusOK {
		t.Fatalf("seed honeymoon: %d %s", res.Status, res.Body)
	}
	var di struct{ ID string }
	if res := a.Do("POST", "/api/digital-invitations", map[string]any{"guest_name": "Convidada de A", "guest_email": "convidada-a@exemplo.com",
		"event_date": "2027-05-15"}); res.Status != http.StatusCreated {
		t.Fatalf("seed digital invitation: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &di)
	}
	ids["digital_invitation"] = di.ID
}

// seedSiteA gives wedding A a published site, a gift in two cotas and a guest's claim of one.
func seedSiteA(t *testing.T, s *apptest.Server, a *apptest.Client, ids map[string]string) {
	t.Helper()
	slug := "casal-" + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return '-'
	}, strings.Split(a.Email, "@")[0])
	if res := a.Do("PUT", "/api/wedding-site", map[string]any{"slug": slug, "historia": "História de A"}); res.Status != http.StatusOK {
		t.Fatalf("seed site: %d %s", res.Status, res.Body)
	}
	if res := a.Do("POST", "/api/wedding-site/publish", nil); res.Status != http.StatusOK {
		t.Fatalf("seed publish: %d %s", res.Status, res.Body)
	}
	var g struct{ ID string }
	if res := a.Do("POST", "/api/gifts", map[string]any{"nome": "Cota de A", "valor_cents": 30000, "cotas": 2}); res.Status != http.StatusCreated {
		t.Fatalf("seed cota gift: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &g)
	}
	ids["site_gift"] = g.ID
	guest := s.NewClient(t)
	if res := guest.Do("POST", "/api/public/sites/"+slug+"/gifts/"+g.ID+"/claims", map[string]any{"cota": 1, "nome": "Convidado de A"}); res.Status != http.StatusCreated {
		t.Fatalf("seed claim: %d %s", res.Status, res.Body)
	}
	var cs struct{ Claims []struct{ ID string } }
	if res := a.Do("GET", "/api/gift-claims", nil); res.Status != http.StatusOK {
		t.Fatalf("seed claims: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &cs)
	}
	ids["claim"] = cs.Claims[0].ID
}

// seedExportA gives wedding A a ready data export ('Baixar meus dados') and, on Luxo, a weekly
// copy ('Backup automático').
func seedExportA(t *testing.T, s *apptest.Server, a *apptest.Client, ids map[string]string) {
	t.Helper()
	var e struct{ ID string }
	if res := a.Do("POST", "/api/data-exports", nil); res.Status != http.StatusAccepted {
		t.Fatalf("seed export: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &e)
	}
	if n, err := s.App.BuildExports(t.Context()); n != 1 || err != nil {
		t.Fatalf("seed export: built %d, %v", n, err)
	}
	ids["export"] = e.ID
	ids["backup"] = seedBackup(t, s, a)
}

package app_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
)

type bellList struct {
	Notifications []struct {
		Type    string  `json:"type"`
		Title   string  `json:"title"`
		Message string  `json:"message"`
		Link    *string `json:"link"`
	} `json:"notifications"`
}

func bell(t *testing.T, c *apptest.Client) bellList {
	t.Helper()
	var l bellList
	res := c.Do("GET", "/api/notifications?sort=recent", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("notifications: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &l)
	return l
}

// A guest's answer on the RSVP page rings the couple's bell with a pt-BR text; an answer that
// changes nothing rings nothing; a change within AnswerNotifyQuiet replaces the unread notice
// (one notice per guest, telling the latest answer), a later change adds one.
func TestRSVPAnswerNotifiesTheCouple(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	g := addFamily(t, a, "Bruno Lima")
	tok := tokenOf(t, g)
	guest := s.NewClient(t)
	base := len(bell(t, a).Notifications) // the sign-up's own notices, if any

	if res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "")); res.Status != http.StatusOK {
		t.Fatalf("answer: %d %s", res.Status, res.Body)
	}
	l := bell(t, a)
	if len(l.Notifications) != base+1 {
		t.Fatalf("%d notifications after the answer, want %d", len(l.Notifications), base+1)
	}
	n := l.Notifications[0]
	if n.Title != "Presença confirmada" || n.Message != "Bruno Lima confirmou presença (3 pessoas)" || n.Type != "success" ||
		n.Link == nil || *n.Link != "/app/guests?convidado="+g.ID {
		t.Fatalf("notification: %+v", n)
	}

	// The same answer again: nothing new.
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "")); res.Status != http.StatusOK {
		t.Fatalf("same answer: %d", res.Status)
	}
	if got := len(bell(t, a).Notifications); got != base+1 {
		t.Fatalf("%d notifications after the same answer, want %d", got, base+1)
	}

	declineAll := map[string]any{"pessoas": []map[string]any{
		{"id": "convidado", "status_confirmacao": "recusado"},
		{"id": g.Acompanhantes[0].ID, "status_confirmacao": "recusado"},
		{"id": g.Acompanhantes[1].ID, "status_confirmacao": "recusado"},
		{"id": g.Acompanhantes[2].ID, "status_confirmacao": "recusado"},
	}}
	// Changed a minute later: the unread notice is replaced, not added to.
	s.Advance(time.Minute)
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, declineAll); res.Status != http.StatusOK {
		t.Fatalf("change: %d %s", res.Status, res.Body)
	}
	l = bell(t, a)
	if len(l.Notifications) != base+1 || l.Notifications[0].Title != "Resposta alterada" ||
		l.Notifications[0].Message != "Bruno Lima e acompanhantes não poderão ir" || l.Notifications[0].Type != "warning" {
		t.Fatalf("after a quick change: %+v", l.Notifications)
	}

	// Changed again after the quiet time: a second notice; the invited person declines, two
	// companions come.
	s.Advance(11 * time.Minute)
	partial := map[string]any{"pessoas": []map[string]any{
		{"id": "convidado", "status_confirmacao": "recusado"},
		{"id": g.Acompanhantes[0].ID, "status_confirmacao": "confirmado"},
		{"id": g.Acompanhantes[1].ID, "status_confirmacao": "confirmado"},
		{"id": g.Acompanhantes[2].ID, "status_confirmacao": "recusado"},
	}}
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, partial); res.Status != http.StatusOK {
		t.Fatalf("second change: %d %s", res.Status, res.Body)
	}
	l = bell(t, a)
	if len(l.Notifications) != base+2 || l.Notifications[0].Message != "Bruno Lima não poderá ir; 2 acompanhantes confirmaram presença" ||
		l.Notifications[1].Message != "Bruno Lima e acompanhantes não poderão ir" {
		t.Fatalf("after a later change: %+v", l.Notifications)
	}

	// A guest alone who declines.
	var solo rsvpGuest
	a.Do("POST", "/api/guests", map[string]any{"nome": "Ana Souza"}).JSON(t, &solo)
	if res := guest.Do("POST", "/api/public/rsvp/"+tokenOf(t, solo), map[string]any{"pessoas": []map[string]any{
		{"id": "convidado", "status_confirmacao": "recusado"}}}); res.Status != http.StatusOK {
		t.Fatalf("solo answer: %d %s", res.Status, res.Body)
	}
	if l = bell(t, a); l.Notifications[0].Title != "Presença recusada" || l.Notifications[0].Message != "Ana Souza não poderá ir" {
		t.Fatalf("solo decline: %+v", l.Notifications[0])
	}
}

// A guest's RSVP page JSON comes from the per-wedding cache: a row changed behind the app's
// back (no data_version bump) is not seen, the couple's write bumps the version and the next
// read shows it, a guest's own answer shows at once, each guest only ever gets their own page,
// and the deadline closes a cached page when the wedding's day ends.
func TestRSVPPageFromTheCache(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	if res := a.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Rui", "wedding_date": "2027-05-15"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	bruno := addFamily(t, a, "Bruno Lima")
	var clara rsvpGuest
	a.Do("POST", "/api/guests", map[string]any{"nome": "Clara Dias"}).JSON(t, &clara)
	guest := s.NewClient(t)
	page := func(g rsvpGuest) rsvpPage {
		t.Helper()
		res := guest.Do("GET", "/api/public/rsvp/"+tokenOf(t, g), nil)
		if res.Status != http.StatusOK || res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("page: %d %v %s", res.Status, res.Header, res.Body)
		}
		var p rsvpPage
		res.JSON(t, &p)
		return p
	}
	names := func(p rsvpPage) string {
		var out []string
		for _, x := range p.Pessoas {
			out = append(out, x.Nome)
		}
		return strings.Join(out, ",")
	}
	for range 2 { // the second round is served from the cache
		if got := names(page(bruno)); got != "Bruno Lima,Carla Lima,Davi Lima,Eva Lima" {
			t.Fatalf("Bruno's page shows %s", got)
		}
		if got := names(page(clara)); got != "Clara Dias" {
			t.Fatalf("Clara's page shows %s", got)
		}
	}
	// Behind the app's back: the version stays, the cached page stays.
	if _, err := s.DB.Exec(`UPDATE guests SET nome = 'Clara Escondida' WHERE id = $1`, clara.ID); err != nil {
		t.Fatal(err)
	}
	if got := names(page(clara)); got != "Clara Dias" {
		t.Fatalf("a write without a version bump showed (no cache?): %s", got)
	}
	// The couple's write bumps the version: the next read shows it.
	before := dataVersion(t, s, a.Email)
	if res := a.Do("PATCH", "/api/guests/"+clara.ID, map[string]any{"nome": "Clara Souza"}); res.Status != http.StatusOK {
		t.Fatalf("rename: %d %s", res.Status, res.Body)
	}
	if dataVersion(t, s, a.Email) == before {
		t.Fatal("the couple's write did not bump data_version")
	}
	if got := names(page(clara)); got != "Clara Souza" {
		t.Fatalf("after the couple's write Clara's page shows %s", got)
	}
	if got := names(page(bruno)); got != "Bruno Lima,Carla Lima,Davi Lima,Eva Lima" {
		t.Fatalf("after Clara's rename Bruno's page shows %s", got)
	}
	if res := a.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Raul", "wedding_date": "2027-05-15"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d", res.Status)
	}
	if p := page(bruno); p.CoupleNames == nil || *p.CoupleNames != "Ana e Raul" {
		t.Fatalf("couple names after the profile write: %v", p.CoupleNames)
	}
	// The guest's own answer shows on the next read.
	if res := guest.Do("POST", "/api/public/rsvp/"+tokenOf(t, bruno), answerAll(bruno, "Vegano")); res.Status != http.StatusOK {
		t.Fatalf("answer: %d %s", res.Status, res.Body)
	}
	if p := page(bruno); p.Pessoas[0].StatusConfirmacao != "confirmado" || p.Mensagem == nil || *p.Mensagem != "Estaremos lá!" {
		t.Fatalf("after the answer: %+v", p)
	}
	if p := page(clara); p.Pessoas[0].StatusConfirmacao != "pendente" || p.Mensagem != nil {
		t.Fatalf("Bruno's answer reached Clara's page: %+v", p)
	}
	// Deadline today: open; the next day the cached page is closed without any write.
	today := s.Now().In(time.FixedZone("BRT", -3*3600)).Format("2006-01-02")
	if res := a.Do("PUT", "/api/rsvp-settings", map[string]any{"prazo": today}); res.Status != http.StatusOK {
		t.Fatalf("deadline: %d", res.Status)
	}
	if !page(clara).Aberto {
		t.Fatal("closed on the deadline day")
	}
	s.Advance(24 * time.Hour)
	if page(clara).Aberto {
		t.Fatal("the cached page stayed open after the deadline")
	}
}

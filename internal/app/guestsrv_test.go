package app_test

import (
	"net/http"
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

package calfeed_test

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	goical "github.com/emersion/go-ical"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

func setPlan(t *testing.T, s *apptest.Server, c *apptest.Client, planID string) {
	t.Helper()
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = $1 WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $2)`, planID, c.Email); err != nil {
		t.Fatal(err)
	}
}

func create(t *testing.T, c *apptest.Client, path string, body any) string {
	t.Helper()
	res := c.Do("POST", path, body)
	if res.Status != http.StatusCreated {
		t.Fatalf("POST %s: %d %s", path, res.Status, res.Body)
	}
	var row struct{ ID string }
	res.JSON(t, &row)
	return row.ID
}

// newFeed makes the member's feed link and returns its path (/cal/{token}.ics).
func newFeed(t *testing.T, c *apptest.Client) string {
	t.Helper()
	res := c.Do("POST", "/api/calendar-feed", nil)
	if res.Status != http.StatusCreated {
		t.Fatalf("make feed: %d %s", res.Status, res.Body)
	}
	var created struct {
		URL string `json:"url"`
	}
	res.JSON(t, &created)
	u, err := url.Parse(created.URL)
	if err != nil || !strings.HasPrefix(u.Path, "/cal/") || !strings.HasSuffix(u.Path, ".ics") {
		t.Fatalf("feed URL %q", created.URL)
	}
	return u.Path
}

// fetch reads the feed anonymously (a calendar app has no session) and parses it with go-ical.
func fetch(t *testing.T, s *apptest.Server, path string) map[string]goical.Event {
	t.Helper()
	res := s.NewClient(t).Do("GET", path, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET feed: %d %s", res.Status, res.Body)
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/calendar; charset=utf-8" {
		t.Fatalf("Content-Type %q", ct)
	}
	for _, l := range bytes.Split(bytes.TrimSuffix(res.Body, []byte("\r\n")), []byte("\r\n")) {
		if len(l) > 75 || bytes.ContainsAny(l, "\r\n") {
			t.Fatalf("bad content line %q", l)
		}
	}
	cal, err := goical.NewDecoder(bytes.NewReader(res.Body)).Decode()
	if err != nil {
		t.Fatalf("parse feed: %v\n%s", err, res.Body)
	}
	events := map[string]goical.Event{}
	for _, e := range cal.Events() {
		uid, err := e.Props.Text(goical.PropUID)
		if err != nil || uid == "" {
			t.Fatalf("event without UID: %v", e.Props)
		}
		if _, dup := events[uid]; dup {
			t.Fatalf("UID %s twice", uid)
		}
		if e.Props.Get(goical.PropDateTimeStamp) == nil {
			t.Fatalf("event %s without DTSTAMP", uid)
		}
		events[uid] = e
	}
	if bytes.Contains(res.Body, []byte(";TZID=America/Sao_Paulo:")) {
		var tz bool
		for _, c := range cal.Children {
			if c.Name == goical.CompTimezone && c.Props.Get(goical.PropTimezoneID).Value == "America/Sao_Paulo" {
				tz = true
			}
		}
		if !tz {
			t.Fatal("TZID used without its VTIMEZONE")
		}
	}
	return events
}

func text(t *testing.T, e goical.Event, prop string) string {
	t.Helper()
	v, err := e.Props.Text(prop)
	if err != nil {
		t.Fatalf("%s: %v", prop, err)
	}
	return v
}

func status(t *testing.T, s *apptest.Server, path string) int {
	t.Helper()
	return s.NewClient(t).Do("GET", path, nil).Status
}

func TestFeed(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)

	// Essencial: no feed.
	if res := c.Do("GET", "/api/calendar-feed", nil); res.Status != 200 || strings.TrimSpace(string(res.Body)) != `{"active":false,"created_at":null}` {
		t.Fatalf("status before: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/calendar-feed", nil); res.Status != 403 || res.Err(t).Error.Code != "feature_not_available" {
		t.Fatalf("essencial makes a feed: %d %s", res.Status, res.Body)
	}
	setPlan(t, s, c, "premium")

	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Bruno", "wedding_date": "2027-05-15",
		"civil_ceremony_date": "2027-05-10", "religious_ceremony_date": "2027-05-15", "wedding_location": "Sítio Bela Vista"}); res.Status != 200 {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	create(t, c, "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório do 1º Ofício", "venue_address": "Rua A, 1"})
	task := create(t, c, "/api/checklist", map[string]any{"tarefa": "Provar o vestido; levar sapatos, véu", "prazo": "2027-03-01",
		"horario_lembrete": "09:30", "prioridade": "alta"})
	gone := create(t, c, "/api/checklist", map[string]any{"tarefa": "Tarefa que será apagada", "prazo": "2027-03-02"})
	create(t, c, "/api/checklist", map[string]any{"tarefa": "Sem prazo"})
	pay := create(t, c, "/api/payment-reminders", map[string]any{"supplier_name": "Buffet Sabor", "amount_cents": 123456, "due_date": "2027-04-10"})
	ct := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Foto & Cia"}, {"valor_cents", "500000"}, {"prazo_pagamento", "2027-04-20"}}, nil)
	if ct.Status != http.StatusCreated {
		t.Fatalf("contract: %d %s", ct.Status, ct.Body)
	}
	var contract struct{ ID string }
	ct.JSON(t, &contract)
	for _, guest := range []string{"um", "dois"} { // two guests of one event: one calendar entry
		create(t, c, "/api/digital-invitations", map[string]any{"guest_name": "Convidado " + guest, "guest_email": guest + "@exemplo.com",
			"event_date": "2027-05-15", "event_time": "19:00", "event_location": "Sítio Bela Vista"})
	}

	feed := newFeed(t, c)
	var st struct {
		Active    bool       `json:"active"`
		CreatedAt *time.Time `json:"created_at"`
	}
	c.Do("GET", "/api/calendar-feed", nil).JSON(t, &st)
	if !st.Active || st.CreatedAt == nil {
		t.Fatalf("status after: %+v", st)
	}

	events := fetch(t, s, feed)
	if len(events) != 8 { // day, civil, religious, 2 tasks, payment, contract, invitation event
		t.Fatalf("%d events: %v", len(events), events)
	}
	e, ok := events["checklist-"+task+"@aceito"]
	if !ok {
		t.Fatalf("task missing: %v", events)
	}
	if got := text(t, e, goical.PropSummary); got != "Tarefa: Provar o vestido; levar sapatos, véu" {
		t.Errorf("task summary %q", got)
	}
	if p := e.Props.Get(goical.PropDateTimeStart); p.ValueType() != goical.ValueDate || p.Value != "20270301" {
		t.Errorf("task DTSTART %+v", p)
	}
	if len(e.Children) != 1 || e.Children[0].Name != goical.CompAlarm {
		t.Fatalf("task alarm: %+v", e.Children)
	}
	trigger, err := e.Children[0].Props.DateTime(goical.PropTrigger, nil)
	if err != nil || !trigger.Equal(time.Date(2027, 3, 1, 12, 30, 0, 0, time.UTC)) { // 09:30 in São Paulo
		t.Errorf("alarm at %v (%v)", trigger, err)
	}
	if _, ok := events["checklist-"+gone+"@aceito"]; !ok {
		t.Fatal("second task missing")
	}
	p := events["payment-"+pay+"@aceito"]
	if got := text(t, p, goical.PropSummary); got != "Pagamento: Buffet Sabor — R$ 1.234,56" {
		t.Errorf("payment summary %q", got)
	}
	if d := p.Props.Get(goical.PropDateTimeStart); d.Value != "20270410" || len(p.Children) != 0 {
		t.Errorf("payment %+v", p)
	}
	if got := text(t, events["contract-"+contract.ID+"@aceito"], goical.PropSummary); got != "Prazo de pagamento do contrato: Foto & Cia — R$ 5.000,00" {
		t.Errorf("contract summary %q", got)
	}
	var civil, invite goical.Event
	for uid, e := range events {
		switch {
		case strings.HasSuffix(uid, "-civil@aceito"):
			civil = e
		case strings.HasPrefix(uid, "invite-event-"):
			invite = e
		}
	}
	if civil.Component == nil || text(t, civil, goical.PropLocation) != "Cartório do 1º Ofício, Rua A, 1" ||
		text(t, civil, goical.PropSummary) != "Cerimônia civil — Ana e Bruno" || civil.Props.Get(goical.PropDateTimeStart).Value != "20270510" {
		t.Errorf("civil ceremony %+v", civil)
	}
	if invite.Component == nil {
		t.Fatal("invitation event missing")
	}
	start, err := invite.DateTimeStart(nil)
	if err != nil || !start.Equal(time.Date(2027, 5, 15, 22, 0, 0, 0, time.UTC)) ||
		invite.Props.Get(goical.PropDateTimeStart).Params.Get(goical.ParamTimezoneID) != "America/Sao_Paulo" {
		t.Errorf("invitation event start %v %v %+v", start, err, invite.Props.Get(goical.PropDateTimeStart))
	}
	if got := text(t, invite, goical.PropDescription); got != "Convites enviados: 2. Confirmados: 0. Recusados: 0." {
		t.Errorf("invitation description %q", got)
	}

	// A changed task keeps its UID; a deleted one disappears.
	if res := c.Do("PATCH", "/api/checklist/"+task, map[string]any{"tarefa": "Provar o vestido", "prazo": "2027-03-05"}); res.Status != 200 {
		t.Fatalf("patch task: %d %s", res.Status, res.Body)
	}
	if res := c.Do("DELETE", "/api/checklist/"+gone, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete task: %d", res.Status)
	}
	events = fetch(t, s, feed)
	if e := events["checklist-"+task+"@aceito"]; e.Component == nil || text(t, e, goical.PropSummary) != "Tarefa: Provar o vestido" ||
		e.Props.Get(goical.PropDateTimeStart).Value != "20270305" {
		t.Errorf("changed task: %+v", e)
	}
	if _, ok := events["checklist-"+gone+"@aceito"]; ok || len(events) != 7 {
		t.Errorf("deleted task still there: %d events", len(events))
	}

	// One event as a download.
	res := c.Do("GET", "/api/calendar/events/payment-"+pay, nil)
	if res.Status != 200 || !strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment") {
		t.Fatalf("event download: %d %v", res.Status, res.Header)
	}
	one, err := goical.NewDecoder(bytes.NewReader(res.Body)).Decode()
	if err != nil || len(one.Events()) != 1 {
		t.Fatalf("event download: %v %s", err, res.Body)
	}
	for _, uid := range []string{"payment-00000000-0000-0000-0000-000000000000", "checklist-" + gone, "../x", "PAYMENT-" + pay} {
		if res := c.Do("GET", "/api/calendar/events/"+url.PathEscape(uid), nil); res.Status != 404 {
			t.Errorf("event %q: %d", uid, res.Status)
		}
	}
	if res := s.NewClient(t).Do("GET", "/api/calendar/events/payment-"+pay, nil); res.Status != 401 {
		t.Errorf("event without a session: %d", res.Status)
	}

	// A new link revokes the old one.
	fresh := newFeed(t, c)
	if got := status(t, s, feed); got != 404 {
		t.Fatalf("old link after regeneration: %d", got)
	}
	if got := status(t, s, fresh); got != 200 {
		t.Fatalf("new link: %d", got)
	}
	// A downgraded wedding's feed is 404, and comes back with the plan.
	setPlan(t, s, c, "essencial")
	if got := status(t, s, fresh); got != 404 {
		t.Fatalf("downgraded: %d", got)
	}
	setPlan(t, s, c, "luxo")
	if got := status(t, s, fresh); got != 200 {
		t.Fatalf("luxo: %d", got)
	}
	// Revoked: 404; revoking again: 404.
	if res := c.Do("DELETE", "/api/calendar-feed", nil); res.Status != http.StatusNoContent {
		t.Fatalf("revoke: %d", res.Status)
	}
	if got := status(t, s, fresh); got != 404 {
		t.Fatalf("revoked: %d", got)
	}
	if res := c.Do("DELETE", "/api/calendar-feed", nil); res.Status != 404 {
		t.Fatalf("revoke twice: %d", res.Status)
	}
}

func TestFeedExpiredPlan(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	setPlan(t, s, c, "premium")
	feed := newFeed(t, c)
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_expires_at = $1`, s.Now().Add(time.Hour).UTC()); err != nil {
		t.Fatal(err)
	}
	if got := status(t, s, feed); got != 200 {
		t.Fatalf("before the end: %d", got)
	}
	s.Advance(2 * time.Hour)
	if got := status(t, s, feed); got != 404 {
		t.Fatalf("after the paid period: %d", got)
	}

	// The free trial's feed stops with the trial.
	trial := s.SignUp(t, "teste@exemplo.com")
	trialFeed := newFeed(t, trial)
	if got := status(t, s, trialFeed); got != 200 {
		t.Fatalf("during the trial: %d", got)
	}
	s.Advance(15 * 24 * time.Hour)
	if got := status(t, s, trialFeed); got != 404 {
		t.Fatalf("after the trial: %d", got)
	}
}

func TestFeedTokens(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	b := s.SignUp(t, "b@exemplo.com")
	setPlan(t, s, a, "premium")
	setPlan(t, s, b, "premium")
	fa, fb := newFeed(t, a), newFeed(t, b)
	if fa == fb || len(strings.TrimSuffix(strings.TrimPrefix(fa, "/cal/"), ".ics")) != 22 { // 16 bytes, base64url
		t.Fatalf("tokens %s %s", fa, fb)
	}
	// B regenerating its link leaves A's alone.
	newFeed(t, b)
	if got := status(t, s, fa); got != 200 {
		t.Fatalf("A's link after B's regeneration: %d", got)
	}
	var stored int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM calendar_feeds WHERE token_hash = $1`,
		strings.TrimSuffix(strings.TrimPrefix(fa, "/cal/"), ".ics")).Scan(&stored); err != nil || stored != 0 {
		t.Fatalf("a token stored in clear: %d %v", stored, err)
	}
	token := strings.TrimSuffix(strings.TrimPrefix(fa, "/cal/"), ".ics")
	for _, path := range []string{"/cal/" + token, "/cal/" + token + ".ical", "/cal/x.ics", "/cal/" + strings.Repeat("A", 22) + ".ics",
		"/cal/" + token[:21] + "!.ics", "/cal/" + token + "A.ics"} {
		if got := status(t, s, path); got != 404 {
			t.Errorf("%s: %d", path, got)
		}
	}
}

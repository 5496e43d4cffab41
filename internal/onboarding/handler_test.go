package onboarding_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/onboarding"
)

type checklistList struct {
	Items []struct {
		Tarefa string  `json:"tarefa"`
		Prazo  *string `json:"prazo"`
	} `json:"items"`
}

func state(t *testing.T, c *apptest.Client) onboarding.State {
	t.Helper()
	res := c.Do("GET", "/api/onboarding", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("get onboarding: %d %s", res.Status, res.Body)
	}
	var st onboarding.State
	res.JSON(t, &st)
	return st
}

func tasks(t *testing.T, c *apptest.Client) checklistList {
	t.Helper()
	var l checklistList
	res := c.Do("GET", "/api/checklist", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("checklist: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &l)
	return l
}

func getBudget(t *testing.T, c *apptest.Client) budget.Budget {
	t.Helper()
	var b budget.Budget
	res := c.Do("GET", "/api/budget", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &b)
	return b
}

func str(s string) *string { return &s }

// The whole flow: names pre-filled from sign-up, a step saved, then finished twice.
func TestOnboardingFlow(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")

	st := state(t, c)
	if st.Step != 0 || st.Steps != onboarding.Steps || st.Done || st.Skipped || st.DoneAt != nil {
		t.Fatalf("fresh state %+v", st)
	}
	// Sign-up's names reach the profile, so the flow (and Configurações) start with them.
	if a := st.Answers; a.FirstName == nil || *a.FirstName != "Ana" || a.LastName == nil || *a.LastName != "Souza" {
		t.Fatalf("names not pre-filled: %+v", a)
	}
	var p struct {
		FirstName *string `json:"first_name"`
		LastName  *string `json:"last_name"`
	}
	c.Do("GET", "/api/profile", nil).JSON(t, &p)
	if p.FirstName == nil || *p.FirstName != "Ana" || p.LastName == nil || *p.LastName != "Souza" {
		t.Fatalf("profile names after sign-up: %+v", p)
	}

	// Step 2: the partner; answers left out (or blank) keep what is stored.
	res := c.Do("PUT", "/api/onboarding", map[string]any{"step": 2, "answers": map[string]any{"first_name": " ", "partner_name": "  Léo  "}})
	if res.Status != http.StatusOK {
		t.Fatalf("save step: %d %s", res.Status, res.Body)
	}
	st = state(t, c)
	if st.Step != 2 || st.Done || *st.Answers.FirstName != "Ana" || *st.Answers.PartnerName != "Léo" {
		t.Fatalf("after step 2: %+v", st)
	}
	if n := len(tasks(t, c).Items); n != 0 {
		t.Fatalf("tasks before finishing: %d", n)
	}

	date := s.Now().AddDate(0, 8, 0).Format(time.DateOnly)
	finish := map[string]any{"step": onboarding.Steps, "finish": true, "answers": map[string]any{
		"first_name": "Beatriz", "last_name": "Souza", "partner_name": "Leonardo", "wedding_date": date, "ceremony_time": "16:30",
		"city": "Campinas", "venue": "Espaço Jardim", "ceremony_place": "Igreja Matriz", "guest_estimate": 120, "budget_total_cents": 5000000,
	}}
	res = c.Do("PUT", "/api/onboarding", finish)
	if res.Status != http.StatusOK {
		t.Fatalf("finish: %d %s", res.Status, res.Body)
	}
	var done onboarding.State
	res.JSON(t, &done)
	a := done.Answers
	if !done.Done || done.Skipped || done.DoneAt == nil || done.Step != onboarding.Steps || *a.FirstName != "Beatriz" || *a.WeddingDate != date ||
		*a.CeremonyTime != "16:30" || *a.City != "Campinas" || *a.Venue != "Espaço Jardim" || *a.CeremonyPlace != "Igreja Matriz" ||
		*a.GuestEstimate != 120 || *a.BudgetTotalCents != 5000000 {
		t.Fatalf("finished state %+v %+v", done, a)
	}
	// Configurações shows what the flow set.
	var prof map[string]any
	c.Do("GET", "/api/profile", nil).JSON(t, &prof)
	if prof["first_name"] != "Beatriz" || prof["partner_name"] != "Leonardo" || prof["wedding_date"] != date || prof["wedding_location"] != "Espaço Jardim" {
		t.Fatalf("profile after onboarding: %v", prof)
	}
	l := tasks(t, c)
	if len(l.Items) != 14 {
		t.Fatalf("suggested tasks: %d", len(l.Items))
	}
	for _, it := range l.Items {
		if it.Prazo == nil || *it.Prazo >= date {
			t.Fatalf("task %q deadline %v, wedding %s", it.Tarefa, it.Prazo, date)
		}
	}
	b := getBudget(t, c)
	if b.TotalCents != 5000000 || len(b.Categories) != len(budget.DefaultCategories()) || b.UpdatedAt == nil {
		t.Fatalf("budget %+v", b)
	}

	// The same answers again (a double submit): nothing more is created, done_at stays.
	s.Advance(time.Minute)
	res = c.Do("PUT", "/api/onboarding", finish)
	if res.Status != http.StatusOK {
		t.Fatalf("finish again: %d %s", res.Status, res.Body)
	}
	again := state(t, c)
	if !again.DoneAt.Equal(*done.DoneAt) || len(tasks(t, c).Items) != 14 {
		t.Fatalf("second finish: done_at %v (was %v), %d tasks", again.DoneAt, done.DoneAt, len(tasks(t, c).Items))
	}
	if b2 := getBudget(t, c); b2.TotalCents != b.TotalCents || len(b2.Categories) != len(b.Categories) {
		t.Fatalf("budget after second finish %+v", b2)
	}
}

// A new total keeps the categories the couple already set up.
func TestOnboardingKeepsBudgetCategories(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 100000, "categories": []map[string]any{{"nome": "Festa", "percent_tenths": 1000, "spent_cents": 5000}}})
	if res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	res = c.Do("PUT", "/api/onboarding", map[string]any{"step": 6, "finish": true, "answers": map[string]any{"budget_total_cents": 300000}})
	if res.Status != http.StatusOK {
		t.Fatalf("finish: %d %s", res.Status, res.Body)
	}
	b := getBudget(t, c)
	if b.TotalCents != 300000 || len(b.Categories) != 1 || b.Categories[0].Nome != "Festa" || b.Categories[0].SpentCents != 5000 {
		t.Fatalf("budget %+v", b)
	}
	// No wedding date: finishing creates no tasks (their deadlines count back from it).
	if n := len(tasks(t, c).Items); n != 0 {
		t.Fatalf("tasks without a date: %d", n)
	}
}

// Skipping marks the flow done and sets nothing up; finishing later clears the skip.
func TestOnboardingSkip(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	res := c.Do("PUT", "/api/onboarding", map[string]any{"step": 1, "skip": true})
	if res.Status != http.StatusOK {
		t.Fatalf("skip: %d %s", res.Status, res.Body)
	}
	st := state(t, c)
	if !st.Done || !st.Skipped || st.DoneAt == nil || *st.Answers.FirstName != "Ana" {
		t.Fatalf("skipped state %+v", st)
	}
	if b := getBudget(t, c); b.UpdatedAt != nil {
		t.Fatalf("skip saved a budget: %+v", b)
	}
	res = c.Do("PUT", "/api/onboarding", map[string]any{"step": 6, "finish": true})
	if res.Status != http.StatusOK {
		t.Fatalf("finish after skip: %d %s", res.Status, res.Body)
	}
	if st2 := state(t, c); !st2.Done || st2.Skipped || !st2.DoneAt.Equal(*st.DoneAt) {
		t.Fatalf("finished after skip: %+v", st2)
	}
}

// Every refused answer names its field and changes nothing.
func TestOnboardingValidation(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	today := s.Now().In(saoPaulo(t)).Format(time.DateOnly)
	yesterday := s.Now().In(saoPaulo(t)).AddDate(0, 0, -1).Format(time.DateOnly)
	ok := func(answers map[string]any) map[string]any { return map[string]any{"step": 3, "answers": answers} }
	before := state(t, c)
	var sc []apptest.Scenario
	bad := []struct {
		name   string
		body   map[string]any
		fields map[string]string
	}{
		{"step below 0", map[string]any{"step": -1}, map[string]string{"step": "out_of_range"}},
		{"step past the last", map[string]any{"step": onboarding.Steps + 1}, map[string]string{"step": "out_of_range"}},
		{"finish and skip", map[string]any{"step": 6, "finish": true, "skip": true}, map[string]string{"skip": "conflict"}},
		{"wedding date yesterday", ok(map[string]any{"wedding_date": yesterday}), map[string]string{"wedding_date": "past"}},
		{"wedding date not a day", ok(map[string]any{"wedding_date": "2027-02-30"}), map[string]string{"wedding_date": "invalid_date"}},
		{"wedding date dd/MM/yyyy", ok(map[string]any{"wedding_date": "20/08/2027"}), map[string]string{"wedding_date": "invalid_date"}},
		{"ceremony time 24:00", ok(map[string]any{"ceremony_time": "24:00"}), map[string]string{"ceremony_time": "invalid"}},
		{"ceremony time one digit", ok(map[string]any{"ceremony_time": "9:00"}), map[string]string{"ceremony_time": "invalid"}},
		{"guest estimate 0", ok(map[string]any{"guest_estimate": 0}), map[string]string{"guest_estimate": "out_of_range"}},
		{"guest estimate 5001", ok(map[string]any{"guest_estimate": onboarding.MaxGuestEstimate + 1}), map[string]string{"guest_estimate": "out_of_range"}},
		{"budget 0", ok(map[string]any{"budget_total_cents": 0}), map[string]string{"budget_total_cents": "not_positive"}},
		{"budget over the maximum", ok(map[string]any{"budget_total_cents": budget.MaxCents + 1}), map[string]string{"budget_total_cents": "too_large"}},
		{"first name 51", ok(map[string]any{"first_name": strings.Repeat("a", 51)}), map[string]string{"first_name": "too_long"}},
		{"partner 101", ok(map[string]any{"partner_name": strings.Repeat("a", 101)}), map[string]string{"partner_name": "too_long"}},
		{"venue 201", ok(map[string]any{"venue": strings.Repeat("a", 201)}), map[string]string{"venue": "too_long"}},
		{"city 101", ok(map[string]any{"city": strings.Repeat("a", 101)}), map[string]string{"city": "too_long"}},
		{"church 201", ok(map[string]any{"ceremony_place": strings.Repeat("a", 201)}), map[string]string{"ceremony_place": "too_long"}},
		// One bad answer refuses the whole body: the good ones are not saved either.
		{"good and bad together", ok(map[string]any{"partner_name": "Léo", "guest_estimate": -5}), map[string]string{"guest_estimate": "out_of_range"}},
	}
	for _, b := range bad {
		sc = append(sc, apptest.Scenario{Name: b.name, Method: "PUT", Path: "/api/onboarding", Body: b.body,
			WantStatus: http.StatusUnprocessableEntity, WantCode: "validation_failed", WantFields: b.fields})
	}
	apptest.Run(t, c, nil, sc)
	if after := state(t, c); after.Step != before.Step || after.Answers.PartnerName != nil || after.Done {
		t.Fatalf("a refused body changed the state: %+v", after)
	}
	if n := len(tasks(t, c).Items); n != 0 {
		t.Fatalf("tasks: %d", n)
	}
	// The limits themselves are accepted.
	res := c.Do("PUT", "/api/onboarding", map[string]any{"step": onboarding.Steps, "answers": map[string]any{
		"wedding_date": today, "ceremony_time": "23:59", "guest_estimate": onboarding.MaxGuestEstimate, "budget_total_cents": budget.MaxCents,
		"first_name": strings.Repeat("a", 50), "partner_name": strings.Repeat("b", 100), "venue": strings.Repeat("c", 200),
		"city": strings.Repeat("d", 100), "ceremony_place": strings.Repeat("e", 200)}})
	if res.Status != http.StatusOK {
		t.Fatalf("answers at the limits: %d %s", res.Status, res.Body)
	}
	res = c.Do("PUT", "/api/onboarding", map[string]any{"step": 6, "answers": map[string]any{"guest_estimate": 1}})
	if res.Status != http.StatusOK {
		t.Fatalf("one guest: %d %s", res.Status, res.Body)
	}
	// A wedding date already stored may be sent again once it has passed (the couple can still
	// finish); only a new past date is refused.
	s.Advance(48 * time.Hour)
	res = c.Do("PUT", "/api/onboarding", map[string]any{"step": 6, "finish": true, "answers": map[string]any{"wedding_date": today}})
	if res.Status != http.StatusOK {
		t.Fatalf("the stored date again: %d %s", res.Status, res.Body)
	}
	var st onboarding.State
	res.JSON(t, &st)
	if !st.Done {
		t.Fatalf("not done: %+v", st)
	}
	res = c.Do("PUT", "/api/onboarding", map[string]any{"step": 6, "answers": map[string]any{"wedding_date": yesterday}})
	if res.Status != http.StatusUnprocessableEntity || res.Err(t).Error.Fields["wedding_date"] != "past" {
		t.Fatalf("a new past date: %d %s", res.Status, res.Body)
	}
}

func TestOnboardingNeedsSession(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, m := range []string{"GET", "PUT"} {
		if res := anon.Do(m, "/api/onboarding", map[string]any{"step": 1}); res.Status != http.StatusUnauthorized {
			t.Fatalf("%s without a session: %d", m, res.Status)
		}
	}
}

func saoPaulo(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// Skipping, or confirming the names sign-up already gave, is no planner write: the wedding
// stays empty (data_version 0), so its account can still accept a partner's invitation
// (member.ownWedding). A real answer is a write.
func TestOnboardingBookkeepingIsNoPlannerWrite(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	version := func() int64 {
		t.Helper()
		var v int64
		if err := s.DB.QueryRowContext(t.Context(), `SELECT w.data_version FROM weddings w JOIN wedding_members m ON m.wedding_id = w.id
			JOIN users u ON u.id = m.user_id WHERE u.email = $1`, "casal@exemplo.com").Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, body := range []map[string]any{
		{"step": 1, "answers": map[string]any{"first_name": "Ana", "last_name": " Souza "}},
		{"step": 2},
		{"step": 2, "skip": true},
		{"step": 6, "finish": true},
	} {
		if res := c.Do("PUT", "/api/onboarding", body); res.Status != http.StatusOK {
			t.Fatalf("%v: %d %s", body, res.Status, res.Body)
		}
		if v := version(); v != 0 {
			t.Fatalf("%v: data_version %d, want 0", body, v)
		}
	}
	if res := c.Do("PUT", "/api/onboarding", map[string]any{"step": 2, "answers": map[string]any{"partner_name": "Léo"}}); res.Status != http.StatusOK {
		t.Fatalf("partner: %d %s", res.Status, res.Body)
	}
	if v := version(); v == 0 {
		t.Fatal("a real answer left data_version at 0")
	}
}

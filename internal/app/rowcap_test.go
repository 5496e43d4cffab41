package app_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/wedding"
)

// weddingIDOf is the wedding id of the client's account.
func weddingIDOf(t *testing.T, s *apptest.Server, c *apptest.Client) string {
	t.Helper()
	var id string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id
		WHERE u.email = $1`, c.Email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func rowCount(t *testing.T, s *apptest.Server, list wedding.List, weddingID string) int {
	t.Helper()
	var n int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM `+string(list)+` WHERE wedding_id = $1`, weddingID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestRowCapOnTasks walks the checklist up to its cap through the API: cap-1 and cap are
// accepted, cap+1 gets 409 with the pt-BR message and stores nothing; a ceremony whose tasks
// would cross the cap is refused whole, and so are suggested tasks.
func TestRowCapOnTasks(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "cap@exemplo.com")
	wid := weddingIDOf(t, s, c)
	defer wedding.SetRowCapForTest(wedding.Tasks, 3)()

	for i := 1; i <= 3; i++ { // rows cap-2, cap-1 and cap
		if res := c.Do("POST", "/api/checklist", map[string]any{"tarefa": fmt.Sprintf("Tarefa %d", i)}); res.Status != http.StatusCreated {
			t.Fatalf("task %d of 3: %d %s", i, res.Status, res.Body)
		}
	}
	res := c.Do("POST", "/api/checklist", map[string]any{"tarefa": "Tarefa 4"})
	if res.Status != http.StatusConflict {
		t.Fatalf("task 4 of 3: want 409, got %d %s", res.Status, res.Body)
	}
	if e := res.Err(t); e.Error.Code != "row_limit" || e.Error.Message != "Limite de 3 tarefas atingido." {
		t.Errorf("task 4 of 3: got %+v", e.Error)
	}
	if n := rowCount(t, s, wedding.Tasks, wid); n != 3 {
		t.Errorf("tasks after the refusal: want 3, got %d", n)
	}

	// A ceremony adds its default tasks in the same transaction: over the cap, nothing is kept.
	if res := c.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório",
		"venue_address": "Rua A, 1"}); res.Status != http.StatusConflict {
		t.Fatalf("ceremony over the task cap: want 409, got %d %s", res.Status, res.Body)
	}
	if n := rowCount(t, s, wedding.Ceremonies, wid); n != 0 {
		t.Errorf("ceremony rows after the refusal: want 0, got %d", n)
	}
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "wedding_date": "2027-05-15"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/checklist/suggested", nil); res.Status != http.StatusConflict {
		t.Fatalf("suggested tasks over the cap: want 409, got %d %s", res.Status, res.Body)
	}
	if n := rowCount(t, s, wedding.Tasks, wid); n != 3 {
		t.Errorf("tasks after the refusals: want 3, got %d", n)
	}
}

// TestEveryListIsCapped proves each capped list is wired: with its cap set to the wedding's
// current row count, one more row through the API gets 409 row_limit and the count is unchanged.
func TestEveryListIsCapped(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "lists@exemplo.com")
	ids := seedWeddingA(t, a)
	seedPlannerA(t, s, a, ids)
	wid := weddingIDOf(t, s, a)
	var g2 struct{ ID string }
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": "Segundo convidado"}); res.Status != http.StatusCreated {
		t.Fatalf("second guest: %d %s", res.Status, res.Body)
	} else {
		res.JSON(t, &g2)
	}
	var pngBuf bytes.Buffer
	if err := png.Encode(&pngBuf, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}

	post := func(path string, body any) func() apptest.Response {
		return func() apptest.Response { return a.Do("POST", path, body) }
	}
	cases := []struct {
		list wedding.List
		add  func() apptest.Response
	}{
		{wedding.Guests, post("/api/guests", map[string]any{"nome": "Mais um"})},
		{wedding.Tasks, post("/api/checklist", map[string]any{"tarefa": "Mais uma"})},
		{wedding.Ceremonies, post("/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Igreja",
			"venue_address": "Rua B, 2", "tasks_needed": []string{}})},
		{wedding.Gifts, post("/api/gifts", map[string]any{"nome": "Jogo de panelas", "valor_cents": 100, "status": "pendente"})},
		{wedding.Godparents, post("/api/godparents", map[string]any{"nome": "Padrinho", "tipo": "padrinho"})},
		{wedding.PaymentReminders, post("/api/payment-reminders", map[string]any{"supplier_name": "Banda", "amount_cents": 1000,
			"due_date": "2027-02-10"})},
		{wedding.SpendingLimits, post("/api/spending-limits", map[string]any{"category": "Decoração", "limit_cents": 1000})},
		{wedding.Contracts, func() apptest.Response {
			return a.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Banda"}}, nil)
		}},
		{wedding.GalleryImages, func() apptest.Response {
			ct, body := apptest.Multipart(map[string]string{"titulo": "Mais uma", "categoria": "flores"},
				apptest.FormFile{Field: "file", Name: "b.png", Type: "image/png", Data: pngBuf.Bytes()})
			return a.DoRaw("POST", "/api/gallery", ct, body)
		}},
		{wedding.DigitalInvitations, post("/api/digital-invitations", map[string]any{"guest_name": "Outra convidada",
			"guest_email": "outra@exemplo.com", "event_date": "2027-05-15"})},
		{wedding.InvitationMessages, func() apptest.Response {
			return a.Do("PUT", "/api/guests/"+g2.ID+"/invitation-message", map[string]any{"message_content": "Convite"})
		}},
	}
	covered := map[wedding.List]bool{wedding.Notifications: true} // trimmed, not refused: see below
	for _, tc := range cases {
		covered[tc.list] = true
		t.Run(string(tc.list), func(t *testing.T) {
			before := rowCount(t, s, tc.list, wid)
			if before == 0 {
				t.Fatalf("seed has no %s", tc.list)
			}
			defer wedding.SetRowCapForTest(tc.list, before)()
			res := tc.add()
			if res.Status != http.StatusConflict || res.Err(t).Error.Code != "row_limit" {
				t.Fatalf("at the cap: want 409 row_limit, got %d %s", res.Status, res.Body)
			}
			if n := rowCount(t, s, tc.list, wid); n != before {
				t.Errorf("rows after the refusal: want %d, got %d", before, n)
			}
		})
	}
	for _, l := range wedding.Lists() {
		if !covered[l] {
			t.Errorf("list %s has a cap but no case here", l)
		}
	}

	// Notifications are written by the server: at the cap the oldest goes, the newest stays.
	n := rowCount(t, s, wedding.Notifications, wid)
	defer wedding.SetRowCapForTest(wedding.Notifications, n)()
	var oldest string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT id FROM notifications WHERE wedding_id = $1 ORDER BY id LIMIT 1`, wid).Scan(&oldest); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório 2",
		"venue_address": "Rua C, 3", "tasks_needed": []string{}}); res.Status != http.StatusCreated {
		t.Fatalf("ceremony (creates a notification): %d %s", res.Status, res.Body)
	}
	if got := rowCount(t, s, wedding.Notifications, wid); got != n {
		t.Errorf("notifications at the cap: want %d, got %d", n, got)
	}
	var left int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM notifications WHERE id = $1`, oldest).Scan(&left); err != nil {
		t.Fatal(err)
	}
	if left != 0 {
		t.Error("the oldest notification should have been dropped")
	}
}

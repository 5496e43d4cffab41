package notification_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/notification"
)

type listBody struct {
	Notifications []notification.Notification `json:"notifications"`
	UnreadCount   int                         `json:"unread_count"`
}

func weddingOf(t *testing.T, s *apptest.Server, email string) string {
	t.Helper()
	var id string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id
		WHERE u.email = $1`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestNotificationAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	wid := weddingOf(t, s, c.Email)
	// A ceremony creates one (through its own transaction), and a second feature adds more.
	if res := c.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório", "venue_address": "Rua 1"}); res.Status != 201 {
		t.Fatalf("ceremony: %d %s", res.Status, res.Body)
	}
	base := s.Now()
	err := s.DB.InTx(context.Background(), func(tx *sql.Tx) error {
		for i, n := range []notification.Notification{
			{Title: "Pagamento vencido", Message: "Buffet venceu ontem.", Type: notification.Error, Priority: 4},
			{Title: "Lembrete: provar o vestido", Type: notification.Reminder, Priority: 1, Link: new("/app/planning")},
		} {
			n.WeddingID, n.CreatedAt = wid, base.Add(time.Duration(i)*time.Minute)
			if _, err := notification.Create(context.Background(), tx, n); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	var id string
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "list by priority", Method: "GET", Path: "/api/notifications", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b listBody
			res.JSON(t, &b)
			var got []string
			for _, n := range b.Notifications {
				got = append(got, fmt.Sprintf("%s/%s/%d", n.Title, n.Type, n.Priority))
				ids = append(ids, n.ID)
			}
			want := "Pagamento vencido/error/4,Documentação da cerimônia criada/info/2,Lembrete: provar o vestido/reminder/1"
			if strings.Join(got, ",") != want || b.UnreadCount != 3 {
				t.Fatalf("got %v unread %d", got, b.UnreadCount)
			}
			if m := b.Notifications[1].Message; !strings.HasPrefix(m, "Cerimônia civil registrada") || *b.Notifications[1].Link != "/app/planning" {
				t.Fatalf("ceremony notification %+v", b.Notifications[1])
			}
			id = ids[0]
		}},
		{Name: "search ignores case and accents", Method: "GET", Path: "/api/notifications?q=DOCUMENTACAO", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b listBody
			res.JSON(t, &b)
			if len(b.Notifications) != 1 || b.Notifications[0].Title != "Documentação da cerimônia criada" || b.UnreadCount != 3 {
				t.Fatalf("got %+v", b)
			}
		}},
		{Name: "bad filter", Method: "GET", Path: "/api/notifications?filter=lidas&limit=99", WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"filter": "invalid", "limit": "out_of_range"}},
		{Name: "mark one read", Method: "POST", Path: "/api/notifications/{id}/read", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var n notification.Notification
			res.JSON(t, &n)
			if n.ID != id || n.ReadAt == nil {
				t.Fatalf("got %+v", n)
			}
		}},
		{Name: "unread only", Method: "GET", Path: "/api/notifications?filter=unread", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b listBody
			res.JSON(t, &b)
			if len(b.Notifications) != 2 || b.UnreadCount != 2 || b.Notifications[0].ID == id {
				t.Fatalf("got %+v", b)
			}
		}},
		{Name: "unknown id", Method: "POST", Path: "/api/notifications/nao-existe/read", WantStatus: 404, WantCode: "not_found"},
		{Name: "mark all", Method: "POST", Path: "/api/notifications/read-all", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"updated":2}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "count after mark all", Method: "GET", Path: "/api/notifications/unread-count", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"unread_count":0}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "delete", Method: "DELETE", Path: "/api/notifications/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/notifications/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "two left", Method: "GET", Path: "/api/notifications?limit=1", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b listBody
			res.JSON(t, &b)
			if len(b.Notifications) != 1 || b.Notifications[0].ID != ids[1] {
				t.Fatalf("got %+v", b)
			}
		}},
	})
}

func TestNotificationsNeedASession(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	for _, r := range [][2]string{{"GET", "/api/notifications"}, {"GET", "/api/notifications/unread-count"},
		{"POST", "/api/notifications/read-all"}, {"POST", "/api/notifications/x/read"}, {"DELETE", "/api/notifications/x"}} {
		if res := c.Do(r[0], r[1], nil); res.Status != http.StatusUnauthorized {
			t.Errorf("%s %s: %d", r[0], r[1], res.Status)
		}
	}
}

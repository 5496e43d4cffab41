package reminder_test

import (
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/reminder"
)

type listBody struct {
	Reminders []reminder.Reminder
	Summary   reminder.Summary
}

func TestReminderAPI(t *testing.T) {
	s := apptest.New(t) // the clock is 2026-11-22 15:00 UTC, noon in São Paulo
	c := s.SignUp(t, "casal@exemplo.com")
	var id string
	count := func(n int) func(t *testing.T, res apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var body listBody
			res.JSON(t, &body)
			if len(body.Reminders) != n {
				t.Fatalf("want %d reminders, got %s", n, res.Body)
			}
		}
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/payment-reminders", WantStatus: 200, Check: count(0)},
		{Name: "create", Method: "POST", Path: "/api/payment-reminders", WantStatus: 201,
			Body: map[string]any{"supplier_name": "  Foto Arte ", "amount_cents": 350000, "due_date": "2026-11-25",
				"notes": " sinal ", "notification_times": []string{"18:00", "08:00"}},
			Check: func(t *testing.T, res apptest.Response) {
				var r reminder.Reminder
				res.JSON(t, &r)
				if r.ID == "" || r.SupplierName != "Foto Arte" || r.Status != reminder.Pending || *r.Notes != "sinal" ||
					len(r.NotificationTimes) != 2 || r.NotificationTimes[0] != "08:00" || r.DaysLeft != 3 || !r.Urgent {
					t.Fatalf("created %+v", r)
				}
				id = r.ID
			}},
		{Name: "missing fields", Method: "POST", Path: "/api/payment-reminders", Body: map[string]any{"supplier_name": " "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"supplier_name": "required", "amount_cents": "required", "due_date": "required"}},
		{Name: "created ignored", Method: "POST", Path: "/api/payment-reminders", Body: map[string]any{"supplier_name": "DJ", "amount_cents": 1, "due_date": "2026-12-01", "status": "ignored"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"status": "invalid"}},
		{Name: "bad time", Method: "POST", Path: "/api/payment-reminders", Body: map[string]any{"supplier_name": "DJ", "amount_cents": 1, "due_date": "2026-12-01", "notification_times": []string{"25:00"}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"notification_times": "invalid"}},
		{Name: "amount as text", Method: "POST", Path: "/api/payment-reminders", Body: `{"supplier_name":"DJ","amount_cents":"10","due_date":"2026-12-01"}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"amount_cents": "invalid_type"}},
		{Name: "unknown field", Method: "POST", Path: "/api/payment-reminders", Body: `{"supplier_name":"DJ","amount_cents":1,"due_date":"2026-12-01","wedding_id":"x"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "refusals changed nothing", Method: "GET", Path: "/api/payment-reminders", WantStatus: 200, Check: count(1)},
		{Name: "edit to ignored refused", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body:       map[string]any{"supplier_name": "Foto Arte", "amount_cents": 350000, "due_date": "2026-11-25", "status": "ignored"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"status": "invalid"}},
		{Name: "edit with bad date changes nothing", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body:       map[string]any{"supplier_name": "Outro", "amount_cents": 1, "due_date": "2026-02-30"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"due_date": "invalid"}},
		{Name: "edit", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body:       map[string]any{"supplier_name": "Foto Arte Estúdio", "amount_cents": 360000, "due_date": "2026-11-30", "status": "overdue"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var r reminder.Reminder
				res.JSON(t, &r)
				if r.SupplierName != "Foto Arte Estúdio" || r.Status != reminder.Overdue || r.Notes != nil || r.DaysLeft != 8 || r.Urgent ||
					len(r.NotificationTimes) != 1 || r.NotificationTimes[0] != "08:00" {
					t.Fatalf("edited %+v", r)
				}
			}},
		{Name: "an overdue one cannot be ignored", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "ignored"},
			WantStatus: 409, WantCode: "not_pending"},
		{Name: "an overdue one is marked paid with one click", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "paid"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var r reminder.Reminder
				res.JSON(t, &r)
				if r.Status != reminder.Paid {
					t.Fatalf("paid %+v", r)
				}
			}},
		{Name: "one-click on a paid one", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "paid"},
			WantStatus: 409, WantCode: "not_pending"},
		{Name: "back to pending", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body: map[string]any{"supplier_name": "Foto Arte Estúdio", "amount_cents": 360000, "due_date": "2026-11-29"}, WantStatus: 200},
		{Name: "one-click to pending refused", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "overdue"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"status": "invalid"}},
		{Name: "one-click ignore", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "ignored"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var r reminder.Reminder
				res.JSON(t, &r)
				if r.Status != reminder.Ignored || r.SupplierName != "Foto Arte Estúdio" || r.DueDate != "2026-11-29" {
					t.Fatalf("ignored %+v", r)
				}
			}},
		{Name: "ignored one keeps ignored on edit", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body: map[string]any{"supplier_name": "Foto", "amount_cents": 1, "due_date": "2026-11-29", "status": "ignored"}, WantStatus: 200},
		{Name: "summary", Method: "GET", Path: "/api/payment-reminders", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body listBody
			res.JSON(t, &body)
			if body.Summary != (reminder.Summary{Total: 1, Ignored: 1}) {
				t.Fatalf("summary %+v", body.Summary)
			}
		}},
		{Name: "delete", Method: "DELETE", Path: "/api/payment-reminders/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/payment-reminders/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "status of a missing one", Method: "POST", Path: "/api/payment-reminders/{id}/status", Body: map[string]any{"status": "paid"}, WantStatus: 404, WantCode: "not_found"},
	})
}

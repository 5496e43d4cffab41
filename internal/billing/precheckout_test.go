package billing_test

import (
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
)

func TestPreCheckout(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "blank e-mail", Method: "POST", Path: "/api/pre-checkout", Body: map[string]any{"email": "  ", "plan_type": "premium"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"email": "required"}},
		{Name: "unknown plan", Method: "POST", Path: "/api/pre-checkout", Body: map[string]any{"email": "a@b.com", "plan_type": "master"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"plan_type": "invalid"}},
		{Name: "ok", Method: "POST", Path: "/api/pre-checkout", Body: map[string]any{"email": " Noiva@Exemplo.com ", "plan_type": "premium"},
			WantStatus: 204},
	})
	var email, planType string
	var n int
	if err := s.DB.QueryRow(`SELECT email, plan_type, (SELECT COUNT(*) FROM pre_checkout_emails) FROM pre_checkout_emails`).Scan(&email, &planType, &n); err != nil {
		t.Fatal(err)
	}
	if email != "noiva@exemplo.com" || planType != "premium" || n != 1 {
		t.Fatalf("stored %q %q (%d rows)", email, planType, n)
	}
}

func TestPlansArePublic(t *testing.T) {
	s := apptest.New(t)
	var body struct {
		Plans []struct {
			ID         string `json:"id"`
			PriceCents int64  `json:"price_cents"`
			Limits     struct {
				Guests *int `json:"guests"`
			} `json:"limits"`
		} `json:"plans"`
	}
	res := s.NewClient(t).Do("GET", "/api/plans", nil)
	if res.Status != 200 {
		t.Fatalf("GET /api/plans: %d", res.Status)
	}
	res.JSON(t, &body)
	if len(body.Plans) != 3 || body.Plans[0].ID != "essencial" || body.Plans[1].PriceCents != 2990 || body.Plans[2].Limits.Guests != nil {
		t.Fatalf("plans %+v", body.Plans)
	}
}

package billing_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/billing"
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
			WantStatus: 202, Check: func(t *testing.T, res apptest.Response) {
				if string(res.Body) != `{"email":"noiva@exemplo.com"}`+"\n" {
					t.Fatalf("answer %q", res.Body)
				}
			}},
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

func mailSubjects(t *testing.T, s *apptest.Server, to string) []string {
	t.Helper()
	rows, err := s.DB.Query(`SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var subjects []string
	for rows.Next() {
		var sub, body string
		if err := rows.Scan(&sub, &body); err != nil {
			t.Fatal(err)
		}
		if sub == billing.AccountExistsSubject && strings.Contains(body, "token=") {
			t.Errorf("the owner's notice carries a payment link: %s", body)
		}
		subjects = append(subjects, sub)
	}
	return subjects
}

// The plan picker answers alike for a new address and for one with an account (status, body
// apart from the address, headers; the addresses have the same length). The new address gets
// the payment link, which lets a visitor's checkout start; the owner gets the notice to sign in
// and change plan in Configurações, with no link to pay.
func TestPreCheckoutDoesNotRevealAccounts(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	body := func(email string) map[string]any { return map[string]any{"email": email, "plan_type": "luxo"} }
	taken := s.NewClient(t).Do("POST", "/api/pre-checkout", body("casal@exemplo.com"))
	visitor := s.NewClient(t)
	fresh := visitor.Do("POST", "/api/pre-checkout", body("novos@exemplo.com"))
	if taken.Status != http.StatusAccepted || fresh.Status != http.StatusAccepted {
		t.Fatalf("status: taken %d, new %d", taken.Status, fresh.Status)
	}
	if got := strings.Replace(string(taken.Body), "casal@", "novos@", 1); got != string(fresh.Body) {
		t.Fatalf("bodies differ: %q %q", taken.Body, fresh.Body)
	}
	headers := func(h http.Header) []string {
		var out []string
		for k := range h {
			if k != "Date" && k != "X-Request-Id" {
				out = append(out, k+"="+strings.Join(h.Values(k), ","))
			}
		}
		slices.Sort(out)
		return out
	}
	if a, b := headers(taken.Header), headers(fresh.Header); !slices.Equal(a, b) {
		t.Fatalf("headers differ:\n%v\n%v", a, b)
	}
	if got := mailSubjects(t, s, "casal@exemplo.com"); !slices.Equal(got, []string{"Você já tem uma conta no Aceito"}) {
		t.Fatalf("owner's e-mails: %q", got)
	}
	if got := mailSubjects(t, s, "novos@exemplo.com"); !slices.Equal(got, []string{"Continue a sua assinatura do Aceito"}) {
		t.Fatalf("new address's e-mails: %q", got)
	}

	// The link starts the checkout for its address, for 24 hours.
	token := s.MailToken(t, "novos@exemplo.com", billing.PayLinkSubject, "&token=")
	page := checkout(t, visitor, map[string]any{"plan": "luxo", "token": token})
	if res := visitor.Do("GET", page, nil); !strings.Contains(string(res.Body), "novos@exemplo.com") {
		t.Fatalf("checkout page not for the link's address: %s", res.Body)
	}
	s.Advance(24 * time.Hour)
	if res := visitor.Do("POST", "/api/checkout", map[string]any{"plan": "luxo", "token": token}); res.Status != 400 ||
		res.Err(t).Error.Code != "invalid_token" {
		t.Fatalf("expired link: %d %s", res.Status, res.Body)
	}
}

// A signed-in couple's plan-picker e-mail is recorded with the same answer, and nothing is sent:
// they pay for their own wedding.
func TestPreCheckoutSignedIn(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	if res := c.Do("POST", "/api/pre-checkout", map[string]any{"email": "casal@exemplo.com", "plan_type": "luxo"}); res.Status != 202 {
		t.Fatalf("pre-checkout: %d %s", res.Status, res.Body)
	}
	if got := mailSubjects(t, s, "casal@exemplo.com"); len(got) != 0 {
		t.Fatalf("e-mails: %q", got)
	}
}

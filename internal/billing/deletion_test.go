package billing_test

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/privacy"
)

// 'Excluir conta' of a wedding paying through Stripe stops renewal at once and cancels the
// subscription at Stripe when the deletion happens (requests seen on their way to stripe-mock).
func TestAccountDeletionCancelsTheStripeSubscription(t *testing.T) {
	mock := os.Getenv("STRIPE_MOCK_URL")
	if mock == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("STRIPE_MOCK_URL is not set (scripts/test-go.sh starts stripe-mock)")
		}
		t.Skip("STRIPE_MOCK_URL not set; run through scripts/test-go.sh")
	}
	target, err := url.Parse(mock)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var seen []string
	proxy := httputil.NewSingleHostReverseProxy(target)
	recorder := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.Method+" "+r.URL.Path)
		mu.Unlock()
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(recorder.Close)
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_123",
		"ACEITO_STRIPE_WEBHOOK_SECRET": webhookSecret, "ACEITO_STRIPE_API_URL": recorder.URL})
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', plan_expires_at = $1, billing_customer_id = 'cus_1', billing_subscription_id = 'sub_1'`,
		s.Now().AddDate(0, 1, 0)); err != nil {
		t.Fatal(err)
	}
	if res := c.Do("POST", "/api/account/delete", map[string]string{"password": apptest.DefaultPassword, "confirmation": "EXCLUIR"}); res.Status != http.StatusAccepted {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	if !weddingOf(t, s, "casal@exemplo.com").cancelAtPeriodEnd {
		t.Fatal("renewal not stopped")
	}
	mu.Lock()
	if !slices.Contains(seen, "POST /v1/subscriptions/sub_1") {
		t.Fatalf("Stripe calls at the request: %v", seen)
	}
	mu.Unlock()
	s.Advance(privacy.DeletionGrace)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Contains(seen, "DELETE /v1/subscriptions/sub_1") {
		t.Fatalf("Stripe calls at the deletion: %v", seen)
	}
	var n int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM users WHERE email = 'casal@exemplo.com'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("account left: %d %v", n, err)
	}
}

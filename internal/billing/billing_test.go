package billing_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
)

// checkout opens a checkout as c and returns the local provider's page path. A visitor's
// {"email"} goes through the plan picker first: the checkout is sent the e-mailed link's token.
func checkout(t *testing.T, c *apptest.Client, body map[string]any) string {
	t.Helper()
	if email, ok := body["email"].(string); ok {
		body = map[string]any{"plan": body["plan"], "token": c.PayLinkToken(t, email, body["plan"].(string))}
	}
	res := c.Do("POST", "/api/checkout", body)
	if res.Status != 200 {
		t.Fatalf("checkout: %d %s", res.Status, res.Body)
	}
	var out struct{ URL string }
	res.JSON(t, &out)
	u, err := url.Parse(out.URL)
	if err != nil || !strings.HasPrefix(u.Path, "/billing/local/") {
		t.Fatalf("checkout URL %q", out.URL)
	}
	return u.Path
}

// pay submits the local card form.
func pay(t *testing.T, c *apptest.Client, path, number string) apptest.Response {
	t.Helper()
	c.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	defer c.Header.Del("Content-Type")
	return c.Do("POST", path, url.Values{"name": {"Ana Souza"}, "number": {number}, "exp": {"12/30"}, "cvc": {"123"}}.Encode())
}

func planOf(t *testing.T, c *apptest.Client) string {
	t.Helper()
	var si auth.SessionInfo
	c.Do("GET", "/api/session", nil).JSON(t, &si)
	return string(si.Wedding.Plan.ID)
}

func TestVisitorBuysAndIsSignedInOnThatPlan(t *testing.T) {
	s := apptest.New(t)
	visitor := s.NewClient(t)
	apptest.Run(t, visitor, nil, []apptest.Scenario{
		{Name: "unknown plan", Method: "POST", Path: "/api/checkout", Body: map[string]any{"plan": "master", "token": "x"},
			WantStatus: 404, WantCode: "plan_not_found"},
		{Name: "a visitor needs the e-mailed link", Method: "POST", Path: "/api/checkout", Body: map[string]any{"plan": "premium"},
			WantStatus: 400, WantCode: "invalid_token"},
		{Name: "a made-up link", Method: "POST", Path: "/api/checkout", Body: map[string]any{"plan": "premium", "token": "inventado"},
			WantStatus: 400, WantCode: "invalid_token"},
		{Name: "the e-mail is no longer taken from the body", Method: "POST", Path: "/api/checkout",
			Body: map[string]any{"plan": "premium", "email": "a@b.com"}, WantStatus: 400, WantCode: "unknown_field"},
	})
	page := checkout(t, visitor, map[string]any{"plan": "premium", "email": "Noivos@Exemplo.com"})

	res := visitor.Do("GET", page, nil)
	if res.Status != 200 || !strings.Contains(string(res.Body), "Modo de teste") || !strings.Contains(string(res.Body), "R$ 29,90") ||
		!strings.Contains(string(res.Body), "noivos@exemplo.com") {
		t.Fatalf("checkout page: %d %s", res.Status, res.Body)
	}
	// A declined card changes nothing and the page can be paid again.
	res = pay(t, visitor, page, "4000 0000 0000 0002")
	if res.Status != http.StatusPaymentRequired || !strings.Contains(string(res.Body), "Pagamento recusado") ||
		!strings.Contains(string(res.Body), `value="Ana Souza"`) || !strings.Contains(string(res.Body), "/payment-cancel?plan=premium") {
		t.Fatalf("declined card: %d %s", res.Status, res.Body)
	}
	var users int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM users`).Scan(&users); err != nil || users != 0 {
		t.Fatalf("a declined card created %d accounts (%v)", users, err)
	}
	res = pay(t, visitor, page, "4242 4242 4242 4242")
	if res.Status != http.StatusSeeOther || !strings.HasSuffix(res.Header.Get("Location"), "/billing/return") {
		t.Fatalf("paid: %d %q", res.Status, res.Header.Get("Location"))
	}
	// The link works once.
	if res := pay(t, visitor, page, "4242 4242 4242 4242"); res.Status != 404 {
		t.Fatalf("paying twice: %d", res.Status)
	}
	// The page's secret (in a URL) is not the browser's: it signs nobody in.
	thief := s.NewClient(t)
	thief.Header.Set("Cookie", "aceito_checkout="+strings.TrimPrefix(page, "/billing/local/"))
	if res := thief.Do("GET", "/billing/return", nil); res.Header.Get("Location") == "/app?pagamento=sucesso&conta=nova" {
		t.Fatal("the page token signed a stranger in")
	}
	// Another browser coming back gets no session; the buyer's browser is signed in, once.
	stranger := s.NewClient(t)
	if res := stranger.Do("GET", "/billing/return", nil); res.Status != http.StatusSeeOther ||
		res.Header.Get("Location") != "/auth?pagamento=sucesso" || stranger.Cookie("aceito_session") != "" {
		t.Fatalf("stranger's return: %d %q", res.Status, res.Header.Get("Location"))
	}
	res = visitor.Do("GET", "/billing/return", nil)
	if res.Status != http.StatusSeeOther || res.Header.Get("Location") != "/app?pagamento=sucesso&conta=nova" {
		t.Fatalf("buyer's return: %d %q", res.Status, res.Header.Get("Location"))
	}
	if got := planOf(t, visitor); got != "premium" {
		t.Fatalf("plan of the new account: %s", got)
	}
	// The buyer chooses a password from the e-mailed link and can sign in anywhere.
	var body string
	if err := s.DB.QueryRow(`SELECT body FROM outbox WHERE to_address = 'noivos@exemplo.com' AND subject = 'Aceito: defina sua senha'`).
		Scan(&body); err != nil {
		t.Fatalf("set-password e-mail: %v", err)
	}
	_, token, ok := strings.Cut(body, "/auth/nova-senha?token=")
	token, _, _ = strings.Cut(token, "\n")
	if !ok || token == "" {
		t.Fatalf("no link in %q", body)
	}
	other := s.NewClient(t)
	if res := other.Do("POST", "/api/auth/password-reset/confirm", map[string]string{"token": token, "password": "NovaSenha1"}); res.Status != 204 {
		t.Fatalf("set password: %d %s", res.Status, res.Body)
	}
	if res := other.Do("POST", "/api/auth/signin", map[string]string{"email": "noivos@exemplo.com", "password": "NovaSenha1"}); res.Status != 200 {
		t.Fatalf("sign in with the chosen password: %d %s", res.Status, res.Body)
	}
	if got := planOf(t, other); got != "premium" {
		t.Fatalf("plan after sign-in: %s", got)
	}
}

func TestSignedInCoupleUpgrades(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	page := checkout(t, c, map[string]any{"plan": "luxo"}) // the account's e-mail is used
	if planOf(t, c) != "premium" {                         // still the free trial's plan
		t.Fatal("plan changed before payment")
	}
	if res := pay(t, c, page, "5555 5555 5555 4444"); res.Status != http.StatusSeeOther {
		t.Fatalf("paid: %d", res.Status)
	}
	if res := c.Do("GET", "/billing/return", nil); res.Status != http.StatusSeeOther || res.Header.Get("Location") != "/app?pagamento=sucesso" {
		t.Fatalf("return: %d %q", res.Status, res.Header.Get("Location"))
	}
	if got := planOf(t, c); got != "luxo" {
		t.Fatalf("plan after payment: %s", got)
	}
	// The couple is told, once, in the bell: the expiry date in São Paulo time.
	var sub struct {
		PlanExpiresAt time.Time `json:"plan_expires_at"`
	}
	c.Do("GET", "/api/subscription", nil).JSON(t, &sub)
	sp, _ := time.LoadLocation("America/Sao_Paulo")
	var list struct {
		Notifications []struct {
			Type, Title, Message string
			Priority             int
		}
		UnreadCount int `json:"unread_count"`
	}
	c.Do("GET", "/api/notifications", nil).JSON(t, &list)
	want := "Plano Luxo ativo até " + sub.PlanExpiresAt.In(sp).Format("02/01/2006") + "."
	if list.UnreadCount != 1 || len(list.Notifications) != 1 || list.Notifications[0].Title != "Assinatura atualizada" ||
		list.Notifications[0].Message != want || list.Notifications[0].Type != "success" || list.Notifications[0].Priority != 3 {
		t.Fatalf("notifications %+v, want one %q", list, want)
	}
}

func TestVisitorCannotChangeAnExistingAccount(t *testing.T) {
	s := apptest.New(t)
	// An address with an account gets no payment link from the plan picker (TestPreCheckoutDoes
	// NotRevealAccounts); a link e-mailed before the account existed does not buy for it either.
	visitor := s.NewClient(t)
	token := visitor.PayLinkToken(t, "Casal@Exemplo.com", "essencial")
	c := s.SignUp(t, "casal@exemplo.com")
	res := visitor.Do("POST", "/api/checkout", map[string]any{"plan": "essencial", "token": token})
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "account_exists" {
		t.Fatalf("visitor checkout for an existing account: %d %s", res.Status, res.Body)
	}
	// Even a session opened before the account existed never changes the account that signed
	// up meanwhile, and its browser is not signed in to it.
	buyer := s.NewClient(t)
	page := checkout(t, buyer, map[string]any{"plan": "luxo", "email": "depois@exemplo.com"})
	later := s.SignUp(t, "depois@exemplo.com")
	if res := pay(t, buyer, page, "4242424242424242"); res.Status != http.StatusSeeOther {
		t.Fatalf("paid: %d", res.Status)
	}
	if res := buyer.Do("GET", "/billing/return", nil); res.Header.Get("Location") != "/auth?pagamento=sucesso&email=depois%40exemplo.com" ||
		buyer.Cookie("aceito_session") != "" {
		t.Fatalf("return after paying for an existing account: %q", res.Header.Get("Location"))
	}
	if planOf(t, later) != "premium" || planOf(t, c) != "premium" { // both still on their free trial
		t.Fatal("a visitor's payment changed an existing account")
	}
	var reason string
	if err := s.DB.QueryRow(`SELECT unapplied_reason FROM checkout_sessions WHERE email = 'depois@exemplo.com'`).Scan(&reason); err != nil ||
		reason != "account_exists" {
		t.Fatalf("the unapplied payment is not recorded for support: %q %v", reason, err)
	}
}

func TestCheckoutLinkExpires(t *testing.T) {
	s := apptest.New(t)
	page := checkout(t, s.NewClient(t), map[string]any{"plan": "premium", "email": "a@exemplo.com"})
	s.Advance(61 * time.Minute)
	c := s.NewClient(t)
	if res := c.Do("GET", page, nil); res.Status != 404 || !strings.Contains(string(res.Body), "expirada") {
		t.Fatalf("expired page: %d %s", res.Status, res.Body)
	}
	if res := pay(t, c, page, "4242424242424242"); res.Status != 404 {
		t.Fatalf("paying an expired link: %d", res.Status)
	}
	if res := c.Do("GET", "/billing/local/nao-existe", nil); res.Status != 404 {
		t.Fatalf("unknown token: %d", res.Status)
	}
}

func TestLocalPageShowsThePlanPrice(t *testing.T) {
	s := apptest.New(t)
	page := checkout(t, s.NewClient(t), map[string]any{"plan": "luxo", "email": "a@exemplo.com"})
	if body := string(s.NewClient(t).Do("GET", page, nil).Body); !strings.Contains(body, "R$ 49,90/mês") {
		t.Fatalf("price on the page: %s", body)
	}
}

// A plan change waits for the unpaid invoice, with any provider: no checkout is opened.
func TestPlanChangeRefusedWhilePastDue(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	if _, err := s.DB.Exec(`UPDATE weddings SET plan_id = 'premium', subscription_status = 'past_due', plan_expires_at = $1`,
		s.Now().AddDate(0, 1, 0)); err != nil {
		t.Fatal(err)
	}
	res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"})
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "subscription_past_due" {
		t.Fatalf("checkout while past_due: %d %s", res.Status, res.Body)
	}
	var checkouts int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM checkout_sessions`).Scan(&checkouts); err != nil || checkouts != 0 {
		t.Fatalf("%d checkouts opened (%v)", checkouts, err)
	}
	// Once paid (active again), the change goes ahead.
	if _, err := s.DB.Exec(`UPDATE weddings SET subscription_status = 'active'`); err != nil {
		t.Fatal(err)
	}
	if res := c.Do("POST", "/api/checkout", map[string]any{"plan": "luxo"}); res.Status != http.StatusOK {
		t.Fatalf("checkout when active: %d %s", res.Status, res.Body)
	}
}

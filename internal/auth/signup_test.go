package auth_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
)

func signUpBody(email, first string) map[string]any {
	return map[string]any{"email": email, "password": apptest.DefaultPassword, "first_name": first, "last_name": "Souza"}
}

// outbox returns the subjects and bodies of the e-mails queued for to, oldest first.
func outbox(t *testing.T, s *apptest.Server, to string) (subjects, bodies []string) {
	t.Helper()
	rows, err := s.DB.Query(`SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY created_at, id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var sub, body string
		if err := rows.Scan(&sub, &body); err != nil {
			t.Fatal(err)
		}
		subjects, bodies = append(subjects, sub), append(bodies, body)
	}
	return subjects, bodies
}

func users(t *testing.T, s *apptest.Server, email string) int {
	t.Helper()
	var n int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// headerNames is the set of response headers, without the ones that vary per request (date,
// request id) and without cookies' random values.
func headerNames(h http.Header) []string {
	var names []string
	for k := range h {
		if k == "Date" || k == "X-Request-Id" {
			continue
		}
		vs := slices.Clone(h.Values(k))
		if k == "Set-Cookie" {
			for i, v := range vs {
				name, rest, _ := strings.Cut(v, "=")
				_, attrs, _ := strings.Cut(rest, ";")
				vs[i] = name + "=…;" + attrs
			}
		}
		names = append(names, k+"="+strings.Join(vs, ","))
	}
	slices.Sort(names)
	return names
}

// Sign-up answers exactly alike for a new address and for one with an account (status, body
// apart from the address typed, headers; the two addresses have the same length), and only
// the e-mail differs: the new address gets
// the confirmation link, the owner the notice with the sign-in page and a working reset link.
func TestSignUpDoesNotRevealAccounts(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	taken := s.NewClient(t).Do("POST", "/api/auth/signup", signUpBody("casal@exemplo.com", "Bia"))
	fresh := s.NewClient(t).Do("POST", "/api/auth/signup", signUpBody("novos@exemplo.com", "Bia"))
	if taken.Status != http.StatusAccepted || fresh.Status != http.StatusAccepted {
		t.Fatalf("status: taken %d, new %d", taken.Status, fresh.Status)
	}
	if got, want := strings.Replace(string(taken.Body), "casal@", "novos@", 1), string(fresh.Body); got != want {
		t.Fatalf("bodies differ: taken %q, new %q", taken.Body, fresh.Body)
	}
	if a, b := headerNames(taken.Header), headerNames(fresh.Header); !slices.Equal(a, b) {
		t.Fatalf("headers differ:\ntaken %v\nnew   %v", a, b)
	}
	if users(t, s, "novos@exemplo.com") != 0 {
		t.Fatal("an account exists before the link is opened")
	}

	subjects, bodies := outbox(t, s, "casal@exemplo.com")
	if len(subjects) != 1 || subjects[0] != "Alguém tentou criar uma conta com seu e-mail" {
		t.Fatalf("owner's e-mails: %q", subjects)
	}
	notice := bodies[0]
	for _, want := range []string{"Nenhuma conta nova foi criada", "http://localhost:8080/auth\n", "/auth/nova-senha?token="} {
		if !strings.Contains(notice, want) {
			t.Errorf("notice lacks %q:\n%s", want, notice)
		}
	}
	// The account did not change: the old password still works, and so does the notice's reset link.
	c := s.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != 200 {
		t.Fatalf("owner's sign-in after the attempt: %d %s", res.Status, res.Body)
	}
	token := s.MailToken(t, "casal@exemplo.com", auth.SignUpNoticeSubject, "/auth/nova-senha?token=")
	if res := c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "NovaSenha1"}); res.Status != 204 {
		t.Fatalf("notice's reset link: %d %s", res.Status, res.Body)
	}

	subjects, _ = outbox(t, s, "novos@exemplo.com")
	if !slices.Equal(subjects, []string{"Confirme seu e-mail"}) {
		t.Fatalf("new address's e-mails: %q", subjects)
	}
}

// The confirmation link works once, within 24 hours; a made-up token does nothing; the latest
// sign-up for an address wins; maintenance deletes expired ones.
func TestSignUpLink(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	confirm := func(c *apptest.Client, token string) apptest.Response {
		return c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": token})
	}

	c.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Ana"))
	first := s.SignUpToken(t, "noiva@exemplo.com")
	c.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Bia"))
	latest := s.SignUpToken(t, "noiva@exemplo.com")
	for name, token := range map[string]string{"made-up": "inventado", "empty": " ", "replaced by a later sign-up": first} {
		if res := confirm(c, token); res.Status != 400 || res.Err(t).Error.Code != "invalid_token" {
			t.Fatalf("%s token: %d %s", name, res.Status, res.Body)
		}
	}
	if users(t, s, "noiva@exemplo.com") != 0 {
		t.Fatal("an account exists before the link is opened")
	}
	s.Advance(24*time.Hour - time.Second)
	res := confirm(c, latest)
	if res.Status != http.StatusCreated || !strings.Contains(res.Header.Get("Set-Cookie"), auth.CookieName+"=") {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	var si auth.SessionInfo
	res.JSON(t, &si)
	if si.User.FirstName != "Bia" || si.Wedding.SubscriptionStatus != "trialing" || si.Wedding.TrialEndsAt == nil ||
		!si.Wedding.TrialEndsAt.Equal(s.Now().AddDate(0, 0, 14)) {
		t.Fatalf("session %+v (the trial starts when the link is opened)", si)
	}
	if res := c.Do("GET", "/api/session", nil); res.Status != 200 {
		t.Fatalf("session after confirming: %d", res.Status)
	}
	if res := confirm(s.NewClient(t), latest); res.Status != 400 {
		t.Fatalf("second use of the link: %d %s", res.Status, res.Body)
	}
	if users(t, s, "noiva@exemplo.com") != 1 {
		t.Fatal("want one account")
	}

	// Expiry: a link 24 hours old no longer works, and maintenance deletes the sign-up.
	other := s.NewClient(t)
	other.Do("POST", "/api/auth/signup", signUpBody("tarde@exemplo.com", "Ana"))
	late := s.SignUpToken(t, "tarde@exemplo.com")
	s.Advance(24 * time.Hour)
	if res := confirm(other, late); res.Status != 400 || res.Err(t).Error.Code != "invalid_token" {
		t.Fatalf("expired link: %d %s", res.Status, res.Body)
	}
	pending := func() int {
		var n int
		if err := s.DB.QueryRow(`SELECT COUNT(*) FROM pending_signups`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if pending() != 1 {
		t.Fatalf("pending sign-ups before maintenance: %d", pending())
	}
	if err := auth.New(s.DB, auth.Options{Now: s.Now}).DeleteExpired(context.Background()); err != nil {
		t.Fatal(err)
	}
	if pending() != 0 {
		t.Fatalf("pending sign-ups after maintenance: %d", pending())
	}
}

// A pending sign-up does not hold the address: if the address gets an account meanwhile, the
// link says so (to whoever has the inbox) and creates nothing.
func TestSignUpLinkAfterTheAddressGotAnAccount(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	c.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Ana"))
	stale := s.SignUpToken(t, "noiva@exemplo.com")
	if _, err := s.DB.Exec(`DELETE FROM pending_signups`); err != nil {
		t.Fatal(err)
	}
	s.SignUp(t, "noiva@exemplo.com")
	if _, err := s.DB.Exec(`INSERT INTO pending_signups (email, token_hash, password_hash, first_name, last_name, created_at, expires_at)
		VALUES ('noiva@exemplo.com', $1, 'x', 'Ana', 'Souza', $2, $3)`, auth.HashToken(stale), s.Now(), s.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if res := c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": stale}); res.Status != 409 || res.Err(t).Error.Code != "email_taken" {
		t.Fatalf("link of an address with an account: %d %s", res.Status, res.Body)
	}
	if users(t, s, "noiva@exemplo.com") != 1 {
		t.Fatal("want one account")
	}
}

// 'Reenviar e-mail' answers alike in every case: a pending sign-up gets a fresh link (the
// earlier one stops working), an address with an account the owner's notice, any other nothing.
func TestResendSignUp(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	c.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Ana"))
	old := s.SignUpToken(t, "noiva@exemplo.com")
	answers := map[string]apptest.Response{}
	for _, email := range []string{"noiva@exemplo.com", "casal@exemplo.com", "outro@exemplo.com"} {
		answers[email] = s.NewClient(t).Do("POST", "/api/auth/signup/resend", map[string]any{"email": strings.ToUpper(email)})
		if res := answers[email]; res.Status != 202 || string(res.Body) != `{"email":"`+email+`"}`+"\n" {
			t.Fatalf("resend %s: %d %s", email, res.Status, res.Body)
		}
	}
	if a, b := headerNames(answers["casal@exemplo.com"].Header), headerNames(answers["outro@exemplo.com"].Header); !slices.Equal(a, b) {
		t.Fatalf("headers differ: %v %v", a, b)
	}
	if subjects, _ := outbox(t, s, "noiva@exemplo.com"); !slices.Equal(subjects, []string{"Confirme seu e-mail", "Confirme seu e-mail"}) {
		t.Fatalf("pending address's e-mails: %q", subjects)
	}
	if subjects, _ := outbox(t, s, "casal@exemplo.com"); len(subjects) != 1 || subjects[0] != auth.SignUpNoticeSubject {
		t.Fatalf("owner's e-mails: %q", subjects)
	}
	if subjects, _ := outbox(t, s, "outro@exemplo.com"); len(subjects) != 0 {
		t.Fatalf("unknown address's e-mails: %q", subjects)
	}
	if res := c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": old}); res.Status != 400 {
		t.Fatalf("link replaced by the resend: %d", res.Status)
	}
	if res := c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": s.SignUpToken(t, "noiva@exemplo.com")}); res.Status != 201 {
		t.Fatalf("resent link: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/auth/signup/resend", map[string]any{"email": "nao-e-email"}); res.Status != 422 {
		t.Fatalf("invalid e-mail: %d", res.Status)
	}
}

// Pre-account hijacking: a stranger signs up with the owner's address after the owner did, so
// the owner's newest 'Confirme seu e-mail' carries the stranger's password. Opened in the
// owner's browser (whose cookie is from the owner's own sign-up) or in any other browser, the
// link asks for the password chosen at sign-up, and the owner's is refused: no account with a
// password the stranger knows. In the browser that signed up, or with the right password, the
// link works as before.
func TestSignUpLinkNeedsTheBrowserOrThePassword(t *testing.T) {
	s := apptest.New(t)
	owner, stranger := s.NewClient(t), s.NewClient(t)
	const strangers = "Estranho123"
	owner.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Ana"))
	body := signUpBody("noiva@exemplo.com", "Ana")
	body["password"] = strangers
	stranger.Do("POST", "/api/auth/signup", body)
	token := s.SignUpToken(t, "noiva@exemplo.com")
	confirm := func(c *apptest.Client, password string) apptest.Response {
		return c.Do("POST", "/api/auth/signup/confirm", map[string]any{"token": token, "password": password})
	}
	if res := confirm(owner, ""); res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "password_required" ||
		!strings.Contains(res.Err(t).Error.Message, "digite a senha que você escolheu") {
		t.Fatalf("owner's browser, no password: %d %s", res.Status, res.Body)
	}
	if res := confirm(owner, apptest.DefaultPassword); res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "wrong_password" {
		t.Fatalf("owner's browser, owner's password: %d %s", res.Status, res.Body)
	}
	if res := confirm(s.NewClient(t), ""); res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "password_required" {
		t.Fatalf("another browser, no password: %d %s", res.Status, res.Body)
	}
	if users(t, s, "noiva@exemplo.com") != 0 {
		t.Fatal("an account was created with the stranger's password")
	}
	// The owner signs up again: the new link works in the owner's browser without a password.
	owner.Do("POST", "/api/auth/signup", signUpBody("noiva@exemplo.com", "Ana"))
	token = s.SignUpToken(t, "noiva@exemplo.com")
	if res := confirm(stranger, ""); res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "password_required" {
		t.Fatalf("stranger's browser: %d %s", res.Status, res.Body)
	}
	if res := confirm(owner, ""); res.Status != http.StatusCreated || !strings.Contains(res.Header.Get("Set-Cookie"), auth.CookieName+"=") {
		t.Fatalf("owner's browser: %d %s", res.Status, res.Body)
	}
	// On another device (the e-mail opened on the phone) the right password is enough.
	phone := s.NewClient(t)
	s.NewClient(t).Do("POST", "/api/auth/signup", signUpBody("noivo@exemplo.com", "Rui"))
	token = s.SignUpToken(t, "noivo@exemplo.com")
	if res := confirm(phone, apptest.DefaultPassword); res.Status != http.StatusCreated {
		t.Fatalf("phone with the password: %d %s", res.Status, res.Body)
	}
}

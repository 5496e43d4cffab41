package auth_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
)

func TestPasswordHash(t *testing.T) {
	ctx := context.Background()
	h, err := auth.HashPassword(ctx, "Segredo123")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=7168,t=5,p=1$") {
		t.Fatalf("hash format %q", h)
	}
	if ok, err := auth.CheckPassword(ctx, h, "Segredo123"); !ok || err != nil {
		t.Fatalf("right password: %v %v", ok, err)
	}
	if ok, err := auth.CheckPassword(ctx, h, "segredo123"); ok || err != nil {
		t.Fatalf("wrong password: %v %v", ok, err)
	}
	h2, _ := auth.HashPassword(ctx, "Segredo123")
	if h == h2 {
		t.Fatal("two hashes of one password are equal: salt missing")
	}
	if _, err := auth.CheckPassword(ctx, "$2a$10$bcrypt", "x"); err == nil {
		t.Fatal("unknown format accepted")
	}
}

func TestSignUpValidation(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	valid := map[string]any{"email": "noiva@exemplo.com", "password": "Segredo123", "first_name": "Ana", "last_name": "Souza"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for kk, vv := range valid {
			m[kk] = vv
		}
		m[k] = v
		return m
	}
	var token string
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "bad e-mail", Method: "POST", Path: "/api/auth/signup", Body: with("email", "noiva@"), WantStatus: 422,
			WantCode: "validation_failed", WantFields: map[string]string{"email": "invalid"}},
		{Name: "short password", Method: "POST", Path: "/api/auth/signup", Body: with("password", "Ab1"), WantStatus: 422,
			WantFields: map[string]string{"password": "too_short"}, WantCode: "validation_failed"},
		{Name: "no digit", Method: "POST", Path: "/api/auth/signup", Body: with("password", "Segredoooo"), WantStatus: 422,
			WantFields: map[string]string{"password": "weak"}, WantCode: "validation_failed"},
		{Name: "no upper case", Method: "POST", Path: "/api/auth/signup", Body: with("password", "segredo123"), WantStatus: 422,
			WantFields: map[string]string{"password": "weak"}, WantCode: "validation_failed"},
		{Name: "names", Method: "POST", Path: "/api/auth/signup", Body: with("first_name", "A"), WantStatus: 422,
			WantFields: map[string]string{"first_name": "too_short"}, WantCode: "validation_failed"},
		{Name: "long last name", Method: "POST", Path: "/api/auth/signup", Body: with("last_name", strings.Repeat("b", 51)), WantStatus: 422,
			WantFields: map[string]string{"last_name": "too_long"}, WantCode: "validation_failed"},
		{Name: "extra field", Method: "POST", Path: "/api/auth/signup", Body: with("is_admin", true), WantStatus: 400, WantCode: "unknown_field"},
		{Name: "no account was made", Method: "POST", Path: "/api/auth/signin", Body: map[string]any{"email": "noiva@exemplo.com", "password": "Segredo123"},
			WantStatus: 401, WantCode: "invalid_credentials"},
		{Name: "ok: check your e-mail", Method: "POST", Path: "/api/auth/signup", Body: with("email", "  Noiva@Exemplo.COM "), WantStatus: 202,
			Check: func(t *testing.T, res apptest.Response) {
				if string(res.Body) != `{"email":"noiva@exemplo.com"}`+"\n" || strings.Contains(res.Header.Get("Set-Cookie"), auth.CookieName) {
					t.Fatalf("sign-up answer %q, cookie %q", res.Body, res.Header.Get("Set-Cookie"))
				}
				token = s.SignUpToken(t, "noiva@exemplo.com")
			}},
		{Name: "no account before the link is opened", Method: "POST", Path: "/api/auth/signin",
			Body: map[string]any{"email": "noiva@exemplo.com", "password": "Segredo123"}, WantStatus: 401, WantCode: "invalid_credentials"},
		{Name: "not signed in yet", Method: "GET", Path: "/api/session", WantStatus: 401},
		{Name: "the link creates the account and signs in", Method: "POST", Path: "/api/auth/signup/confirm", Body: map[string]any{"token": &token}, WantStatus: 201,
			Check: func(t *testing.T, res apptest.Response) {
				var si auth.SessionInfo
				res.JSON(t, &si)
				if si.User.Email != "noiva@exemplo.com" || si.User.FirstName != "Ana" || si.User.IsAdmin ||
					si.Wedding.Plan.ID != "premium" || si.Wedding.Plan.Name != "Premium" || si.Wedding.SubscriptionStatus != "trialing" ||
					si.Wedding.TimeZone != "America/Sao_Paulo" || // reminder times are wall-clock times in it
					si.Profile.FirstName == nil || *si.Profile.FirstName != "Ana" { // sign-up's name reaches the profile
					t.Fatalf("session %+v", si)
				}
				ck := res.Header.Get("Set-Cookie")
				for _, want := range []string{auth.CookieName + "=", "HttpOnly", "SameSite=Lax", "Path=/"} {
					if !strings.Contains(ck, want) {
						t.Errorf("cookie %q lacks %q", ck, want)
					}
				}
			}},
		{Name: "same e-mail again: the same answer", Method: "POST", Path: "/api/auth/signup", Body: with("email", "NOIVA@exemplo.com"), WantStatus: 202,
			Check: func(t *testing.T, res apptest.Response) {
				if string(res.Body) != `{"email":"noiva@exemplo.com"}`+"\n" {
					t.Fatalf("sign-up answer %q", res.Body)
				}
			}},
		{Name: "signed in after sign-up", Method: "GET", Path: "/api/session", WantStatus: 200},
	})

	// The account came with a wedding owned by the user, on the free trial (Premium, 14 days,
	// no card), and an empty profile.
	var role, planID, status string
	var end time.Time
	err := s.DB.QueryRowContext(context.Background(), `SELECT m.role, w.plan_id, w.subscription_status, w.plan_expires_at
		FROM users u JOIN wedding_members m ON m.user_id = u.id
		JOIN weddings w ON w.id = m.wedding_id JOIN profiles p ON p.wedding_id = w.id WHERE u.email = 'noiva@exemplo.com'`).
		Scan(&role, &planID, &status, db.ScanTime(&end))
	if err != nil || role != "owner" || planID != "premium" || status != "trialing" || !end.Equal(s.Now().AddDate(0, 0, 14)) {
		t.Fatalf("wedding of the new account: role %q plan %q status %q trial end %v err %v", role, planID, status, end, err)
	}
}

func TestSignInSignOut(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "anonymous session", Method: "GET", Path: "/api/session", WantStatus: 401, WantCode: "unauthenticated"},
		{Name: "wrong password", Method: "POST", Path: "/api/auth/signin", Body: map[string]any{"email": "casal@exemplo.com", "password": "Errada123"},
			WantStatus: 401, WantCode: "invalid_credentials", Check: func(t *testing.T, res apptest.Response) {
				if msg := res.Err(t).Error.Message; msg != "E-mail ou senha incorretos." {
					t.Fatalf("message %q", msg)
				}
			}},
		{Name: "unknown e-mail", Method: "POST", Path: "/api/auth/signin", Body: map[string]any{"email": "nao@exemplo.com", "password": "Errada123"},
			WantStatus: 401, WantCode: "invalid_credentials"},
		{Name: "empty fields", Method: "POST", Path: "/api/auth/signin", Body: map[string]any{"email": "", "password": ""},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"email": "required", "password": "required"}},
		{Name: "right password, e-mail in other case", Method: "POST", Path: "/api/auth/signin",
			Body: map[string]any{"email": " CASAL@exemplo.com", "password": apptest.DefaultPassword}, WantStatus: 200},
		{Name: "session", Method: "GET", Path: "/api/session", WantStatus: 200},
		{Name: "sign out", Method: "POST", Path: "/api/auth/signout", WantStatus: 204},
		{Name: "session gone", Method: "GET", Path: "/api/session", WantStatus: 401, WantCode: "unauthenticated"},
	})
}

func TestSignedOutTokenIsDead(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	token := c.Cookie(auth.CookieName)
	if token == "" {
		t.Fatal("no session cookie")
	}
	if res := c.Do("POST", "/api/auth/signout", nil); res.Status != 204 {
		t.Fatal(res.Status)
	}
	// A copy of the old cookie must not work any more: the session is deleted server-side.
	thief := s.NewClient(t)
	thief.Header.Set("Cookie", auth.CookieName+"="+token)
	if res := thief.Do("GET", "/api/session", nil); res.Status != 401 {
		t.Fatalf("old cookie still works: %d", res.Status)
	}
	// Its answer leaves the browser's cookie alone: a late answer to a request sent before the
	// browser got a new session (accepting a member invitation) must not sign the new one out.
	if res := thief.Do("GET", "/api/dashboard", nil); res.Status != 401 || res.Header.Get("Set-Cookie") != "" {
		t.Fatalf("an ended session's request: %d, Set-Cookie %q; want 401 and no cookie change", res.Status, res.Header.Get("Set-Cookie"))
	}
	var n int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM sessions WHERE id = $1`, token).Scan(&n); err != nil || n != 0 {
		t.Fatalf("the raw token is stored as a session id (%d, %v)", n, err)
	}
}

func TestSessionExpiryAndSlidingRenewal(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	// 29 days later the session still works, and using it pushes the expiry forward...
	s.Advance(29 * 24 * time.Hour)
	res := c.Do("GET", "/api/session", nil)
	if res.Status != 200 || !strings.Contains(res.Header.Get("Set-Cookie"), auth.CookieName) {
		t.Fatalf("day 29: %d, Set-Cookie %q", res.Status, res.Header.Get("Set-Cookie"))
	}
	// ...so 29 more days later it still works.
	s.Advance(29 * 24 * time.Hour)
	if res := c.Do("GET", "/api/session", nil); res.Status != 200 {
		t.Fatalf("day 58 after renewal: %d", res.Status)
	}
	// An unused session dies after 30 days.
	s.Advance(31 * 24 * time.Hour)
	if res := c.Do("GET", "/api/session", nil); res.Status != 401 {
		t.Fatalf("after 31 idle days: %d", res.Status)
	}
}

func TestThrottle(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	wrong := map[string]any{"email": "casal@exemplo.com", "password": "Errada123"}
	for i := range 5 {
		if res := c.Do("POST", "/api/auth/signin", wrong); res.Status != 401 {
			t.Fatalf("attempt %d: %d", i+1, res.Status)
		}
	}
	// Locked now, even with the right password.
	right := map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}
	res := c.Do("POST", "/api/auth/signin", right)
	if res.Status != http.StatusTooManyRequests {
		t.Fatalf("6th attempt: %d %s", res.Status, res.Body)
	}
	e := res.Err(t)
	if e.Error.Code != "too_many_attempts" || e.Error.Message != "Muitas tentativas de login. Tente novamente em 15 minutos." {
		t.Fatalf("error %+v", e.Error)
	}
	if res.Header.Get("Retry-After") != "900" {
		t.Fatalf("Retry-After %q", res.Header.Get("Retry-After"))
	}
	s.Advance(14 * time.Minute)
	if e := c.Do("POST", "/api/auth/signin", right).Err(t); !strings.Contains(e.Error.Message, "em 1 minuto.") {
		t.Fatalf("a minute before the end: %q", e.Error.Message)
	}
	s.Advance(time.Minute + time.Second)
	if res := c.Do("POST", "/api/auth/signin", right); res.Status != 200 {
		t.Fatalf("after the lock: %d %s", res.Status, res.Body)
	}
}

func TestThrottlePerIP(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	// Five different unknown e-mails from one address lock that address.
	for i := range 5 {
		c.Do("POST", "/api/auth/signin", map[string]any{"email": string(rune('a'+i)) + "@exemplo.com", "password": "Errada123"})
	}
	res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword})
	if res.Status != http.StatusTooManyRequests {
		t.Fatalf("after 5 failures from one IP: %d", res.Status)
	}
}

func TestChangePassword(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	other := s.NewClient(t) // the same account on a second device
	if res := other.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != 200 {
		t.Fatal(res.Status)
	}
	cur := apptest.DefaultPassword
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "all required", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": "", "password": "", "confirm_password": ""},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"current_password": "required", "password": "required", "confirm_password": "required"}},
		{Name: "mismatch", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": cur, "password": "NovaSenha1", "confirm_password": "NovaSenha2"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"confirm_password": "mismatch"}},
		{Name: "too short", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": cur, "password": "Curta1", "confirm_password": "Curta1"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"password": "too_short"}},
		{Name: "sign-up rules: no upper case", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": cur, "password": "novasenha1", "confirm_password": "novasenha1"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"password": "weak"}},
		{Name: "wrong current password", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": "Errada123", "password": "NovaSenha1", "confirm_password": "NovaSenha1"},
			WantStatus: 422, WantCode: "wrong_password", WantFields: map[string]string{"current_password": "incorrect"},
			Check: func(t *testing.T, res apptest.Response) {
				if msg := res.Err(t).Error.Message; msg != "A senha atual está incorreta." {
					t.Fatalf("message %q", msg)
				}
			}},
		{Name: "nothing changed yet: the other device is signed in", Method: "GET", Path: "/api/session", WantStatus: 200},
		{Name: "ok", Method: "POST", Path: "/api/auth/password", Body: map[string]any{"current_password": cur, "password": "NovaSenha1", "confirm_password": "NovaSenha1"},
			WantStatus: 204},
		{Name: "this browser stays signed in", Method: "GET", Path: "/api/session", WantStatus: 200},
	})
	if res := other.Do("GET", "/api/session", nil); res.Status != 401 {
		t.Fatalf("the other device is still signed in: %d", res.Status)
	}
	anon := s.NewClient(t)
	if res := anon.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != 401 {
		t.Fatalf("old password still works: %d", res.Status)
	}
	if res := anon.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": "NovaSenha1"}); res.Status != 200 {
		t.Fatalf("new password refused: %d", res.Status)
	}

	// One 'Sua senha foi alterada' e-mail, whose reset link works (the owner's way back in).
	var n int
	var subject string
	if err := s.DB.QueryRow(`SELECT COUNT(*), MAX(subject) FROM outbox WHERE to_address = 'casal@exemplo.com'`).Scan(&n, &subject); err != nil || n != 1 || subject != "Sua senha foi alterada" {
		t.Fatalf("outbox: %d e-mails, subject %q, %v", n, subject, err)
	}
	token := resetToken(t, s, "casal@exemplo.com")
	s.Advance(23 * time.Hour) // the link lasts a day
	if res := anon.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "DeVolta123"}); res.Status != 204 {
		t.Fatalf("reset link of the notice: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/session", nil); res.Status != 401 {
		t.Fatalf("the reset did not end the changer's session: %d", res.Status)
	}
}

// The current password is checked under the sign-in throttle: five wrong guesses through a
// signed-in session lock that client's address, for the password change and for sign-in alike
// (the owner signing in from elsewhere is not locked out: see internal/auth/throttle.go).
func TestChangePasswordIsThrottled(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	wrong := map[string]any{"current_password": "Errada123", "password": "NovaSenha1", "confirm_password": "NovaSenha1"}
	for i := range 5 {
		if res := c.Do("POST", "/api/auth/password", wrong); res.Status != 422 {
			t.Fatalf("guess %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	right := map[string]any{"current_password": apptest.DefaultPassword, "password": "NovaSenha1", "confirm_password": "NovaSenha1"}
	res := c.Do("POST", "/api/auth/password", right)
	if res.Status != http.StatusTooManyRequests || res.Err(t).Error.Code != "too_many_attempts" {
		t.Fatalf("6th attempt: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != http.StatusTooManyRequests {
		t.Fatalf("sign-in from the guessing address after 5 wrong current passwords: %d", res.Status)
	}
	if res := s.NewClient(t).Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("the owner from another address: %d", res.Status)
	}
	s.Advance(15*time.Minute + time.Second)
	if res := c.Do("POST", "/api/auth/password", right); res.Status != 204 {
		t.Fatalf("after the lock: %d %s", res.Status, res.Body)
	}
}

// limit-1, limit, limit+1 of the throttle: a right current password gives its attempt back, so
// four wrong guesses then a right one leave the count where it was.
func TestChangePasswordRightGuessGivesTheAttemptBack(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	for i := range 4 {
		if res := c.Do("POST", "/api/auth/password", map[string]any{"current_password": "Errada123", "password": "NovaSenha1", "confirm_password": "NovaSenha1"}); res.Status != 422 {
			t.Fatalf("guess %d: %d", i+1, res.Status)
		}
	}
	if res := c.Do("POST", "/api/auth/password", map[string]any{"current_password": apptest.DefaultPassword, "password": "NovaSenha1", "confirm_password": "NovaSenha1"}); res.Status != 204 {
		t.Fatalf("5th attempt, right: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": "NovaSenha1"}); res.Status != 200 {
		t.Fatalf("sign-in after a successful change: %d", res.Status)
	}
}

// resetLink reads the newest reset link for to from the outbox.
func resetToken(t *testing.T, s *apptest.Server, to string) string {
	t.Helper()
	var body string
	if err := s.DB.QueryRow(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, to).Scan(&body); err != nil {
		t.Fatalf("no reset e-mail for %s: %v", to, err)
	}
	_, after, ok := strings.Cut(body, "/auth/nova-senha?token=")
	if !ok {
		t.Fatalf("no link in %q", body)
	}
	return strings.Fields(after)[0]
}

func TestPasswordReset(t *testing.T) {
	s := apptest.New(t)
	device := s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)

	if res := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "ninguem@exemplo.com"}); res.Status != 202 {
		t.Fatalf("unknown e-mail: %d", res.Status)
	}
	var n int
	_ = s.DB.QueryRow(`SELECT COUNT(*) FROM outbox WHERE subject <> 'Confirme seu e-mail'`).Scan(&n)
	if n != 0 {
		t.Fatalf("an e-mail was queued for an unknown address")
	}
	if res := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "Casal@Exemplo.com"}); res.Status != 202 {
		t.Fatalf("known e-mail: %d", res.Status)
	}
	token := resetToken(t, s, "casal@exemplo.com")
	var stored int
	_ = s.DB.QueryRow(`SELECT COUNT(*) FROM password_resets WHERE token_hash = $1`, token).Scan(&stored)
	if stored != 0 {
		t.Fatal("the raw reset token is stored")
	}

	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "weak password", Method: "POST", Path: "/api/auth/password-reset/confirm", Body: map[string]any{"token": token, "password": "fraca"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"password": "too_short"}},
		{Name: "wrong token", Method: "POST", Path: "/api/auth/password-reset/confirm", Body: map[string]any{"token": token + "x", "password": "NovaSenha1"},
			WantStatus: 400, WantCode: "invalid_token"},
		{Name: "ok", Method: "POST", Path: "/api/auth/password-reset/confirm", Body: map[string]any{"token": token, "password": "NovaSenha1"},
			WantStatus: 204},
		{Name: "used twice", Method: "POST", Path: "/api/auth/password-reset/confirm", Body: map[string]any{"token": token, "password": "OutraSenha2"},
			WantStatus: 400, WantCode: "invalid_token"},
		{Name: "new password works", Method: "POST", Path: "/api/auth/signin", Body: map[string]any{"email": "casal@exemplo.com", "password": "NovaSenha1"},
			WantStatus: 200},
	})
	if res := device.Do("GET", "/api/session", nil); res.Status != 401 {
		t.Fatalf("sessions survived the reset: %d", res.Status)
	}

	// A link expires after an hour.
	c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"})
	late := resetToken(t, s, "casal@exemplo.com")
	s.Advance(61 * time.Minute)
	if res := c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": late, "password": "NovaSenha3"}); res.Status != 400 {
		t.Fatalf("expired link accepted: %d", res.Status)
	}
}

// The dummy hash used for unknown e-mails must be checkable, or unknown e-mails would answer
// faster (or fail) and reveal which addresses have accounts.
func TestUnknownEmailCostsAHashCheck(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "ninguem@exemplo.com", "password": "Qualquer123"})
	if res.Status != 401 || res.Err(t).Error.Code != "invalid_credentials" {
		t.Fatalf("unknown e-mail: %d %s", res.Status, res.Body)
	}
}

// TestThrottleHoldsUnderABurst sends many wrong passwords at once from one address: only the
// first five may be checked, however the requests interleave.
func TestThrottleHoldsUnderABurst(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	const burst = 20
	statuses := make(chan int, burst)
	var wg sync.WaitGroup
	for range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses <- s.NewClient(t).FromIP("203.0.113.7").Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": "Errada123"}).Status
		}()
	}
	wg.Wait()
	close(statuses)
	checked := 0
	for st := range statuses {
		switch st {
		case http.StatusUnauthorized:
			checked++
		case http.StatusTooManyRequests:
		default:
			t.Errorf("status %d", st)
		}
	}
	if checked > 5 {
		t.Fatalf("%d passwords were checked in a burst, want at most 5", checked)
	}
}

func TestOldResetLinksDieWithAPasswordChange(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"})
	old := resetToken(t, s, "casal@exemplo.com")
	if res := c.Do("POST", "/api/auth/password", map[string]any{"current_password": apptest.DefaultPassword, "password": "NovaSenha1", "confirm_password": "NovaSenha1"}); res.Status != 204 {
		t.Fatalf("change: %d", res.Status)
	}
	if res := s.NewClient(t).Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": old, "password": "Invasor123"}); res.Status != 400 {
		t.Fatalf("an old reset link still works after a password change: %d", res.Status)
	}
}

func TestResetRequestsAreLimited(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	for i := range 5 {
		if res := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"}); res.Status != 202 {
			t.Fatalf("request %d: %d", i+1, res.Status)
		}
	}
	res := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"})
	if res.Status != http.StatusTooManyRequests || !strings.HasPrefix(res.Err(t).Error.Message, "Muitos pedidos de redefinição de senha.") {
		t.Fatalf("6th request: %d %s", res.Status, res.Body)
	}
	var n int
	_ = s.DB.QueryRow(`SELECT COUNT(*) FROM outbox WHERE subject <> 'Confirme seu e-mail'`).Scan(&n)
	if n != 5 {
		t.Fatalf("%d e-mails queued, want 5", n)
	}
}

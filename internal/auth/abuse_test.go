package auth_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/ratelimit"
)

// When every hashing slot is busy, a hash waits a bounded time and then fails with 503.
func TestHashingSaturation(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	auth.HoldHashSlots(t, 20*time.Millisecond)
	_, err := auth.HashPassword(context.Background(), "Segredo123")
	if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindUnavailable {
		t.Fatalf("hash with every slot busy: %v", err)
	}
	c := s.NewClient(t)
	res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword})
	if res.Status != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" ||
		res.Err(t).Error.Message != "O servidor está ocupado. Tente novamente em alguns instantes." {
		t.Fatalf("sign-in with every slot busy: %d %s", res.Status, res.Body)
	}
	// The refused attempts were given back: the address still has all its attempts.
	for range ratelimit.SignInIP.Limit + 2 {
		c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword})
	}
	auth.ReleaseHashSlot()
	defer auth.TakeHashSlot()
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}); res.Status != 200 {
		t.Fatalf("sign-in once a slot is free: %d %s", res.Status, res.Body)
	}
}

// A hash waiting for a slot gets the one that frees up within its wait.
func TestHashWaitsForAFreeSlot(t *testing.T) {
	auth.HoldHashSlots(t, time.Minute)
	done := make(chan error, 1)
	go func() {
		_, err := auth.HashPassword(context.Background(), "Segredo123")
		done <- err
	}()
	auth.ReleaseHashSlot()
	if err := <-done; err != nil {
		t.Fatalf("hash after a slot freed: %v", err)
	}
	auth.TakeHashSlot()
}

// Reset confirm looks the token up before hashing, and sign-up validates its input before
// hashing: with no hashing slot free, those refusals still answer at once (not 503).
func TestCheapChecksComeBeforeTheHash(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	c := s.NewClient(t)
	c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "casal@exemplo.com"})
	token := resetToken(t, s, "casal@exemplo.com")
	auth.HoldHashSlots(t, 10*time.Millisecond)
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "made-up token", Method: "POST", Path: "/api/auth/password-reset/confirm",
			Body: map[string]any{"token": "inventado", "password": "NovaSenha1"}, WantStatus: 400, WantCode: "invalid_token"},
		{Name: "a real token needs the hash", Method: "POST", Path: "/api/auth/password-reset/confirm",
			Body: map[string]any{"token": token, "password": "NovaSenha1"}, WantStatus: 503, WantCode: "server_busy"},
		{Name: "invalid sign-up", Method: "POST", Path: "/api/auth/signup",
			Body:       map[string]any{"email": "nova@", "password": "Segredo123", "first_name": "Ana", "last_name": "Souza"},
			WantStatus: 422, WantCode: "validation_failed"},
		{Name: "a new sign-up needs the hash", Method: "POST", Path: "/api/auth/signup",
			Body:       map[string]any{"email": "nova@exemplo.com", "password": "Segredo123", "first_name": "Ana", "last_name": "Souza"},
			WantStatus: 503, WantCode: "server_busy"},
		// An address with an account pays the same hash, so it answers as slowly as a new one.
		{Name: "so does a sign-up of a taken e-mail", Method: "POST", Path: "/api/auth/signup",
			Body:       map[string]any{"email": "casal@exemplo.com", "password": "Segredo123", "first_name": "Ana", "last_name": "Souza"},
			WantStatus: 503, WantCode: "server_busy"},
	})
	// The token was not spent by the refused confirmation.
	auth.ReleaseHashSlot()
	defer auth.TakeHashSlot()
	if res := c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "NovaSenha1"}); res.Status != 204 {
		t.Fatalf("token after a busy refusal: %d %s", res.Status, res.Body)
	}
}

// Strangers failing on an e-mail from their own addresses do not lock its owner out: the
// owner's right password goes through from the owner's address. Only the e-mail's much higher
// ceiling, reached by guessing from many addresses, refuses the owner too, until its window ends.
func TestStrangersDoNotLockTheOwnerOut(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	owner := s.NewClient(t)
	right := map[string]any{"email": "casal@exemplo.com", "password": apptest.DefaultPassword}
	wrong := map[string]any{"email": "casal@exemplo.com", "password": "Errada123"}
	attempts := 0
	for i := range 5 {
		stranger := s.NewClient(t).FromIP(fmt.Sprintf("203.0.113.%d", i+1))
		for range ratelimit.SignInIP.Limit {
			if res := stranger.Do("POST", "/api/auth/signin", wrong); res.Status != 401 {
				t.Fatalf("stranger %d: %d", i, res.Status)
			}
			attempts++
		}
		if res := stranger.Do("POST", "/api/auth/signin", wrong); res.Status != 429 {
			t.Fatalf("stranger %d over its address's limit: %d", i, res.Status)
		}
	}
	if res := owner.Do("POST", "/api/auth/signin", right); res.Status != 200 {
		t.Fatalf("owner after %d strangers' failures: %d %s", attempts, res.Status, res.Body)
	}
	// Guessing spread over many more addresses reaches the e-mail's ceiling...
	for i := 0; attempts < ratelimit.SignInEmail.Limit; i++ {
		if res := s.NewClient(t).Do("POST", "/api/auth/signin", wrong); res.Status != 401 {
			t.Fatalf("attempt %d: %d", attempts+1, res.Status)
		}
		attempts++
	}
	if res := owner.Do("POST", "/api/auth/signin", right); res.Status != 429 {
		t.Fatalf("owner over the e-mail's ceiling: %d", res.Status)
	}
	// ...until its window ends.
	s.Advance(ratelimit.SignInEmail.Window)
	if res := owner.Do("POST", "/api/auth/signin", right); res.Status != 200 {
		t.Fatalf("owner after the window: %d %s", res.Status, res.Body)
	}
}

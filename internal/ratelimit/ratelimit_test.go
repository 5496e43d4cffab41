package ratelimit_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/ratelimit"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// Every rule, at limit-1, limit and limit+1, on the store the server uses (both engines with
// TEST_DATABASE_URL); then its window ends and the subject may start again.
func TestEveryRuleAtItsLimit(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t)
	c := &clock{t: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)}
	l := ratelimit.New(d, c.now, ratelimit.Options{})
	names := map[string]bool{}
	for _, r := range ratelimit.All {
		t.Run(r.Name, func(t *testing.T) {
			if names[r.Name] {
				t.Fatalf("rule name %q used twice", r.Name)
			}
			names[r.Name] = true
			for i := 1; i <= r.Limit-1; i++ {
				if err := l.Hit(ctx, r, "sujeito"); err != nil {
					t.Fatalf("hit %d of %d: %v", i, r.Limit, err)
				}
			}
			if err := l.Hit(ctx, r, "sujeito"); err != nil {
				t.Fatalf("hit %d (the limit): %v", r.Limit, err)
			}
			if err := l.Hit(ctx, r, "outro"); err != nil {
				t.Fatalf("another subject was limited: %v", err)
			}
			c.advance(time.Second)
			err := l.Hit(ctx, r, "sujeito")
			e, ok := apperr.As(err)
			if !ok || e.Kind != apperr.KindTooManyRequests || e.RetryAfter != r.Window-time.Second {
				t.Fatalf("hit %d (limit+1): %v (retry %v)", r.Limit+1, err, e)
			}
			c.advance(r.Window - time.Second)
			if err := l.Hit(ctx, r, "sujeito"); err != nil {
				t.Fatalf("after the window: %v", err)
			}
		})
	}
}

func TestMessageAndFactor(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t)
	c := &clock{t: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)}
	r := ratelimit.Rule{Name: "teste", Limit: 2, Window: 15 * time.Minute, Message: "Muitas tentativas"}
	l := ratelimit.New(d, c.now, ratelimit.Options{Factor: 3})
	for i := range 6 {
		if err := l.Hit(ctx, r, "x"); err != nil {
			t.Fatalf("hit %d with factor 3: %v", i+1, err)
		}
	}
	err := l.Hit(ctx, r, "x")
	e, _ := apperr.As(err)
	if e == nil || e.Message != "Muitas tentativas. Tente novamente em 15 minutos." || e.Code != "too_many_attempts" {
		t.Fatalf("7th hit: %v", err)
	}
	c.advance(14*time.Minute + 30*time.Second)
	e, _ = apperr.As(l.Hit(ctx, r, "x"))
	if e == nil || e.Message != "Muitas tentativas. Tente novamente em 1 minuto." {
		t.Fatalf("30 s before the end: %v", e)
	}
}

// Release gives one hit back; the window's end does not move.
func TestRelease(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t)
	c := &clock{t: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)}
	r := ratelimit.Rule{Name: "teste", Limit: 2, Window: time.Minute, Message: "Muitas tentativas"}
	l := ratelimit.New(d, c.now, ratelimit.Options{})
	for range 2 {
		if err := l.Hit(ctx, r, "x"); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Release(ctx, r, "x"); err != nil {
		t.Fatal(err)
	}
	if err := l.Hit(ctx, r, "x"); err != nil {
		t.Fatalf("after a release: %v", err)
	}
	if err := l.Hit(ctx, r, "x"); err == nil {
		t.Fatal("limit+1 after a release passed")
	}
	if err := l.Release(ctx, r, "never-hit"); err != nil {
		t.Fatal(err)
	}
}

// A burst of parallel hits lets exactly the limit through.
func TestBurst(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t)
	r := ratelimit.Rule{Name: "teste", Limit: 5, Window: time.Minute, Message: "Muitas tentativas"}
	l := ratelimit.New(d, nil, ratelimit.Options{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	passed := 0
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := l.Hit(ctx, r, "x"); err == nil {
				mu.Lock()
				passed++
				mu.Unlock()
			} else if _, ok := apperr.As(err); !ok {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if passed != 5 {
		t.Fatalf("%d of a burst of 20 passed, want 5", passed)
	}
}

// The maintenance loop deletes ended windows only, so the table holds the current ones.
func TestDeleteExpired(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t)
	c := &clock{t: time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)}
	l := ratelimit.New(d, c.now, ratelimit.Options{})
	short := ratelimit.Rule{Name: "curta", Limit: 1, Window: time.Minute, Message: "x"}
	long := ratelimit.Rule{Name: "longa", Limit: 1, Window: time.Hour, Message: "x"}
	for _, s := range []string{"a", "b", "c"} {
		if err := l.Hit(ctx, short, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Hit(ctx, long, "a"); err != nil {
		t.Fatal(err)
	}
	rows := func() int {
		var n int
		if err := d.QueryRow(`SELECT COUNT(*) FROM rate_limits`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	c.advance(time.Minute - time.Second)
	if err := l.DeleteExpired(ctx); err != nil || rows() != 4 {
		t.Fatalf("before the end: %v, %d rows", err, rows())
	}
	c.advance(time.Second)
	if err := l.DeleteExpired(ctx); err != nil || rows() != 1 {
		t.Fatalf("after the short windows: %v, %d rows, want 1", err, rows())
	}
	// The keys hold no e-mail or address in clear.
	var key string
	if err := d.QueryRow(`SELECT key FROM rate_limits`).Scan(&key); err != nil || len(key) != len("longa:")+32 {
		t.Fatalf("key %q: %v", key, err)
	}
}

// ByIP counts per client bucket: two addresses of one IPv6 /64 share it.
func TestByIP(t *testing.T) {
	d := dbtest.New(t)
	r := ratelimit.Rule{Name: "teste", Limit: 1, Window: time.Minute, Message: "Muitas tentativas"}
	l := ratelimit.New(d, nil, ratelimit.Options{})
	ok := func(http.ResponseWriter, *http.Request) error { return nil }
	h := l.ByIP(r, ok)
	do := func(remote string) error {
		req, _ := http.NewRequest("GET", "/", nil)
		req.RemoteAddr = remote
		return h(nil, req)
	}
	if err := do("[2001:db8:1:2::1]:1"); err != nil {
		t.Fatal(err)
	}
	if err := do("[2001:db8:1:2::99]:1"); err == nil {
		t.Fatal("a second address of the same /64 was not limited")
	}
	if err := do("[2001:db8:1:3::1]:1"); err != nil {
		t.Fatalf("the next /64 was limited: %v", err)
	}
}

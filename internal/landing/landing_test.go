package landing_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/landing"
	"github.com/google/uuid"
)

func TestCouplesAtLeast(t *testing.T) {
	for _, c := range []struct {
		count, want int
		shown       bool
	}{{0, 0, false}, {100, 0, false}, {101, 100, true}, {200, 100, true}, {201, 200, true}, {3501, 3500, true}} {
		got, shown := landing.CouplesAtLeast(c.count)
		if got != c.want || shown != c.shown {
			t.Errorf("CouplesAtLeast(%d) = %d, %v; want %d, %v", c.count, got, shown, c.want, c.shown)
		}
	}
}

func TestParseTestimonials(t *testing.T) {
	quote := "Os lembretes do checklist salvaram a nossa sanidade."
	good := fmt.Sprintf(`[{"couple": " Camila & Rafael ", "city": "Recife, PE", "quote": %q}, {"couple": "Ana & Bia", "city": "", "quote": %q}]`, quote, quote)
	list, err := landing.ParseTestimonials([]byte(good))
	if err != nil || len(list) != 2 || list[0].Couple != "Camila & Rafael" || list[1].City != "" || list[0].Quote != quote {
		t.Fatalf("good file: %+v (%v)", list, err)
	}
	many := "[" + strings.TrimSuffix(strings.Repeat(fmt.Sprintf(`{"couple":"A & B","quote":%q},`, quote), 13), ",") + "]"
	for name, content := range map[string]string{
		"not JSON":      "casais felizes",
		"object":        `{"couple": "A & B", "quote": "` + quote + `"}`,
		"empty list":    `[]`,
		"13 entries":    many,
		"unknown field": `[{"couple": "A & B", "quote": "` + quote + `", "photo": "x.jpg"}]`,
		"no couple":     `[{"couple": " ", "quote": "` + quote + `"}]`,
		"short quote":   `[{"couple": "A & B", "quote": "Ótimo"}]`,
		"long quote":    `[{"couple": "A & B", "quote": "` + strings.Repeat("a", 601) + `"}]`,
		"long city":     `[{"couple": "A & B", "city": "` + strings.Repeat("c", 81) + `", "quote": "` + quote + `"}]`,
		"trailing":      `[{"couple": "A & B", "quote": "` + quote + `"}] []`,
		"too large":     `[{"couple": "A & B", "quote": "` + quote + `"}]` + strings.Repeat(" ", 64<<10),
	} {
		if _, err := landing.ParseTestimonials([]byte(content)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

type landingView struct {
	CouplesAtLeast *int `json:"couples_at_least"`
	Testimonials   []landing.Testimonial
}

func get(t *testing.T, s *apptest.Server) landingView {
	t.Helper()
	res := s.NewClient(t).Do("GET", "/api/landing", nil)
	if res.Status != 200 {
		t.Fatalf("GET /api/landing: %d %s", res.Status, res.Body)
	}
	var v landingView
	res.JSON(t, &v)
	if v.Testimonials == nil {
		t.Fatalf("testimonials must be a list: %s", res.Body)
	}
	return v
}

// The couples count comes from paid checkouts and shows only above the threshold; without a
// file there are no testimonials.
func TestLandingCountsPayingCouples(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "gratis@exemplo.com") // a couple who never paid does not count
	if v := get(t, s); v.CouplesAtLeast != nil || len(v.Testimonials) != 0 {
		t.Fatalf("empty landing: %+v", v)
	}
	paid := func(n int) {
		for range n {
			w := uuid.NewString()
			if _, err := s.DB.Exec(`INSERT INTO weddings (id, created_at) VALUES ($1, $2)`, w, s.Now()); err != nil {
				t.Fatal(err)
			}
			if _, err := s.DB.Exec(`INSERT INTO checkout_sessions (id, token_hash, provider, plan_id, email, status, created_at, expires_at, paid_wedding_id)
				VALUES ($1, $2, 'local', 'premium', $3, 'paid', $4, $4, $5)`, uuid.NewString(), uuid.NewString(), w+"@exemplo.com", s.Now(), w); err != nil {
				t.Fatal(err)
			}
		}
	}
	paid(100)
	s.Advance(2 * time.Minute)
	if v := get(t, s); v.CouplesAtLeast != nil {
		t.Fatalf("100 couples shown: %d", *v.CouplesAtLeast)
	}
	paid(1)
	if v := get(t, s); v.CouplesAtLeast != nil {
		t.Fatal("the count is reused for a minute")
	}
	s.Advance(2 * time.Minute)
	if v := get(t, s); v.CouplesAtLeast == nil || *v.CouplesAtLeast != 100 {
		t.Fatalf("101 couples: %v", v.CouplesAtLeast)
	}
}

func TestLandingTestimonialsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "depoimentos.json")
	if err := os.WriteFile(path, []byte(`[{"couple": "Camila & Rafael", "city": "Recife, PE", "quote": "Os lembretes do checklist salvaram a nossa sanidade."}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_TESTIMONIALS_FILE": path})
	if v := get(t, s); len(v.Testimonials) != 1 || v.Testimonials[0].Couple != "Camila & Rafael" || v.Testimonials[0].City != "Recife, PE" {
		t.Fatalf("testimonials: %+v", v.Testimonials)
	}
	if _, err := landing.LoadTestimonials(filepath.Join(t.TempDir(), "nenhum.json")); err == nil {
		t.Fatal("a missing file was accepted")
	}
}

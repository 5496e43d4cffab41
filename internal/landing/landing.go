// Package landing serves the landing page's social proof: how many couples pay for Aceito
// (counted in the database, shown only above a threshold) and the testimonials the operator
// provides in a JSON file. Nothing here is invented: no file, no testimonials.
package landing

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
)

// CouplesThreshold is the fewest paying couples the landing mentions: below it a count is no
// social proof, and 'Mais de N casais' is shown with N rounded down to a hundred strictly below
// the count (so it stays true), which needs more than 100.
const CouplesThreshold = 101

// countTTL is how long a count is reused: the public landing must cost little per visit.
const countTTL = time.Minute

// Testimonial is one couple's words, authorised by them, from the operator's file.
type Testimonial struct {
	Couple string `json:"couple"` // e.g. "Mariana & Felipe"
	City   string `json:"city"`   // e.g. "Belo Horizonte, MG"; may be empty
	Quote  string `json:"quote"`
}

// maxTestimonialsFile bounds the file read at start.
const maxTestimonialsFile = 64 << 10

// LoadTestimonials reads and validates the operator's testimonials file: a JSON array of
// 1 to 12 objects {couple, city, quote}, no other fields. An empty path means none.
func LoadTestimonials(path string) ([]Testimonial, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("landing: ACEITO_TESTIMONIALS_FILE: %w", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxTestimonialsFile+1))
	if err != nil {
		return nil, fmt.Errorf("landing: ACEITO_TESTIMONIALS_FILE %s: %w", path, err)
	}
	list, err := ParseTestimonials(b)
	if err != nil {
		return nil, fmt.Errorf("landing: ACEITO_TESTIMONIALS_FILE %s: %w", path, err)
	}
	return list, nil
}

// ParseTestimonials validates the content of a testimonials file.
func ParseTestimonials(b []byte) ([]Testimonial, error) {
	if len(b) > maxTestimonialsFile {
		return nil, fmt.Errorf("larger than %d KiB", maxTestimonialsFile>>10)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var list []Testimonial
	if err := dec.Decode(&list); err != nil {
		return nil, fmt.Errorf("want a JSON array of {\"couple\", \"city\", \"quote\"}: %w", err)
	}
	if dec.More() {
		return nil, errors.New("unexpected content after the JSON array")
	}
	if len(list) < 1 || len(list) > 12 {
		return nil, fmt.Errorf("want 1 to 12 testimonials, got %d", len(list))
	}
	for i := range list {
		t := &list[i]
		t.Couple, t.City, t.Quote = strings.TrimSpace(t.Couple), strings.TrimSpace(t.City), strings.TrimSpace(t.Quote)
		for _, c := range []struct {
			name     string
			v        string
			min, max int
		}{{"couple", t.Couple, 1, 80}, {"city", t.City, 0, 80}, {"quote", t.Quote, 10, 600}} {
			n := utf8.RuneCountInString(c.v)
			if !utf8.ValidString(c.v) || n < c.min || n > c.max {
				return nil, fmt.Errorf("testimonial %d: %s must have %d to %d characters", i+1, c.name, c.min, c.max)
			}
		}
	}
	return list, nil
}

// Handler answers GET /api/landing.
type Handler struct {
	DB           *db.DB
	Testimonials []Testimonial
	Now          func() time.Time

	mu        sync.Mutex
	countedAt time.Time
	couples   int
}

type view struct {
	// CouplesAtLeast is the paying-couple count rounded down to a hundred below it ('Mais de
	// N casais'); null under the threshold.
	CouplesAtLeast *int          `json:"couples_at_least"`
	Testimonials   []Testimonial `json:"testimonials"`
}

// payingCouples counts the weddings a payment was applied to, reusing a count for countTTL.
func (h *Handler) payingCouples(ctx context.Context) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.Now()
	if !h.countedAt.IsZero() && now.Sub(h.countedAt) < countTTL && !now.Before(h.countedAt) {
		return h.couples, nil
	}
	var n int
	if err := h.DB.QueryRowContext(ctx, `SELECT COUNT(DISTINCT paid_wedding_id) FROM checkout_sessions
		WHERE status = 'paid' AND paid_wedding_id IS NOT NULL`).Scan(&n); err != nil {
		return 0, fmt.Errorf("landing: paying couples: %w", err)
	}
	h.couples, h.countedAt = n, now
	return n, nil
}

// CouplesAtLeast is what 'Mais de N casais' may say for count paying couples: the largest
// hundred below count, or false under CouplesThreshold.
func CouplesAtLeast(count int) (int, bool) {
	if count < CouplesThreshold {
		return 0, false
	}
	return (count - 1) / 100 * 100, true
}

// Serve answers GET /api/landing (public).
func (h *Handler) Serve(w http.ResponseWriter, r *http.Request) error {
	n, err := h.payingCouples(r.Context())
	if err != nil {
		return err
	}
	v := view{Testimonials: h.Testimonials}
	if v.Testimonials == nil {
		v.Testimonials = []Testimonial{}
	}
	if at, ok := CouplesAtLeast(n); ok {
		v.CouplesAtLeast = &at
	}
	w.Header().Set("Cache-Control", "public, max-age=60")
	return httpx.WriteJSON(w, http.StatusOK, v)
}

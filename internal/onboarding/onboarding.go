// Package onboarding is the couple's first visit (issue 18 §2): a short flow of skippable,
// resumable steps — names, partner, wedding date and ceremony time, city and venue, guest
// estimate, budget total — that fills Configurações, creates the suggested tasks and the budget,
// and then lands on the dashboard.
//
// One endpoint, PUT /api/onboarding, saves the answers given so far and the step reached, in
// one transaction; with "finish" it also creates the tasks and marks the flow done, with "skip"
// it only marks it done. Each answer is written where it lives (names, date and venue in the
// profile, the total in the budget, through those packages' Tx functions); the answers with no
// other home (ceremony time, city, church or cartório, guest estimate) stay in
// wedding_onboarding. Saving the same answers twice changes nothing more.
package onboarding

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/calendar"
)

// Steps is the number of steps of the flow; Step counts those behind the couple (0–Steps).
const Steps = 6

// Limits of the answers kept here (the profile's own limits apply to the fields it stores).
const (
	maxCity          = 100
	maxCeremonyPlace = 200
	MaxGuestEstimate = 5000
)

// Answers are the flow's answers. A nil or blank answer is "not answered": it leaves the stored
// value as it is, so skipping a step never erases what was typed before.
type Answers struct {
	FirstName        *string `json:"first_name"`
	LastName         *string `json:"last_name"`
	PartnerName      *string `json:"partner_name"`
	WeddingDate      *string `json:"wedding_date"`
	CeremonyTime     *string `json:"ceremony_time"`
	City             *string `json:"city"`
	Venue            *string `json:"venue"`          // profile.wedding_location, 'Local da festa'
	CeremonyPlace    *string `json:"ceremony_place"` // the church or cartório, when known
	GuestEstimate    *int    `json:"guest_estimate"`
	BudgetTotalCents *int64  `json:"budget_total_cents"`
}

// State is GET /api/onboarding and the answer of PUT: where the couple is and what they
// answered, read back from where each answer is stored (names pre-filled from sign-up).
type State struct {
	Step    int        `json:"step"`
	Steps   int        `json:"steps"`
	Done    bool       `json:"done"`
	Skipped bool       `json:"skipped"`
	DoneAt  *time.Time `json:"done_at"`
	Answers Answers    `json:"answers"`
}

// Input is the body of PUT /api/onboarding.
type Input struct {
	Step    int     `json:"step"`
	Answers Answers `json:"answers"`
	// Finish applies the setup (suggested tasks when the date is known) and marks the flow done.
	Finish bool `json:"finish"`
	// Skip marks the flow done without the setup ('Pular' on the whole flow).
	Skip bool `json:"skip"`
}

func trimToNil(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.TrimSpace(*s)
	if t == "" {
		return nil
	}
	return &t
}

// Normalize trims the answers and turns blank ones into "not answered".
func (in *Input) Normalize() {
	a := &in.Answers
	for _, p := range []**string{&a.FirstName, &a.LastName, &a.PartnerName, &a.WeddingDate, &a.CeremonyTime, &a.City, &a.Venue, &a.CeremonyPlace} {
		*p = trimToNil(*p)
	}
}

// Validate checks what the profile does not: the step, the time, the city, the church or
// cartório, the estimate and the total, and that a new wedding date is not in the past (today
// is the wedding's, YYYY-MM-DD). storedDate is the profile's date: keeping it is always allowed,
// so a couple whose date has passed can still finish. Names, venue and the date's form are the
// profile's rules (profile.PatchTx).
func (in Input) Validate(today string, storedDate *string) error {
	f := apperr.Fields{}
	a := in.Answers
	if in.Step < 0 || in.Step > Steps {
		f.Add("step", "out_of_range")
	}
	if in.Finish && in.Skip {
		f.Add("skip", "conflict")
	}
	if d := a.WeddingDate; d != nil {
		switch {
		case !calendar.ValidDate(*d):
			f.Add("wedding_date", "invalid_date")
		case *d < today && (storedDate == nil || *storedDate != *d):
			f.Add("wedding_date", "past")
		}
	}
	if a.CeremonyTime != nil && !calendar.ValidTime(*a.CeremonyTime) {
		f.Add("ceremony_time", "invalid")
	}
	if a.City != nil && utf8.RuneCountInString(*a.City) > maxCity {
		f.Add("city", "too_long")
	}
	if a.CeremonyPlace != nil && utf8.RuneCountInString(*a.CeremonyPlace) > maxCeremonyPlace {
		f.Add("ceremony_place", "too_long")
	}
	if g := a.GuestEstimate; g != nil && (*g < 1 || *g > MaxGuestEstimate) {
		f.Add("guest_estimate", "out_of_range")
	}
	if b := a.BudgetTotalCents; b != nil {
		switch {
		case *b <= 0:
			f.Add("budget_total_cents", "not_positive")
		case *b > budget.MaxCents:
			f.Add("budget_total_cents", "too_large")
		}
	}
	return f.Err()
}

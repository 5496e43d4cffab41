// Package profile is the wedding information of a couple (part 1 §3 profiles, part 2 §2 'User
// profile', §3, §5 'Profile save'): names, dates, places and a phone. One row per wedding, made
// at sign-up.
package profile

import (
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Profile is the wedding information. Every field is optional: a blank string is stored as null.
// Dates are calendar dates "YYYY-MM-DD".
type Profile struct {
	FirstName             *string `json:"first_name"`
	LastName              *string `json:"last_name"`
	PartnerName           *string `json:"partner_name"`
	WeddingDate           *string `json:"wedding_date"`
	CivilCeremonyDate     *string `json:"civil_ceremony_date"`
	ReligiousCeremonyDate *string `json:"religious_ceremony_date"`
	CivilCeremonyAddress  *string `json:"civil_ceremony_address"`
	WeddingLocation       *string `json:"wedding_location"`
	WeddingAddress        *string `json:"wedding_address"`
	Phone                 *string `json:"phone"`
	// Version counts the saves; GET always sets it and a save sends back the one it read
	// (wedding.CheckVersion). A save without it (an old client) is last writer wins.
	Version *int64 `json:"version"`
}

// Limits beyond the spec's, to keep rows sane. Names follow the sign-up schema (at most 50).
const (
	maxName     = 50
	maxPartner  = 100
	maxLocation = 200
	maxAddress  = 300
	maxPhone    = 30
)

// Normalize trims every string and turns blank ones into null (part 2 §5).
func (p *Profile) Normalize() {
	for _, s := range p.strings() {
		*s.v = crud.BlankToNil(*s.v)
	}
}

type field struct {
	name string
	v    **string
	max  int
	date bool
}

func (p *Profile) strings() []field {
	return []field{
		{"first_name", &p.FirstName, maxName, false},
		{"last_name", &p.LastName, maxName, false},
		{"partner_name", &p.PartnerName, maxPartner, false},
		{"wedding_date", &p.WeddingDate, 0, true},
		{"civil_ceremony_date", &p.CivilCeremonyDate, 0, true},
		{"religious_ceremony_date", &p.ReligiousCeremonyDate, 0, true},
		{"civil_ceremony_address", &p.CivilCeremonyAddress, maxAddress, false},
		{"wedding_location", &p.WeddingLocation, maxLocation, false},
		{"wedding_address", &p.WeddingAddress, maxAddress, false},
		{"phone", &p.Phone, maxPhone, false},
	}
}

// Validate checks lengths, dates and the phone's characters.
func (p Profile) Validate() error {
	f := apperr.Fields{}
	for _, s := range p.strings() {
		v := *s.v
		if v == nil {
			continue
		}
		switch {
		case s.date:
			if !calendar.ValidDate(*v) {
				f.Add(s.name, "invalid_date")
			}
		case utf8.RuneCountInString(*v) > s.max:
			f.Add(s.name, "too_long")
		case s.name == "phone" && !validPhone(*v):
			f.Add(s.name, "invalid")
		}
	}
	return f.Err()
}

// validPhone accepts digits with the usual separators: +55 (11) 98765-4321.
func validPhone(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == ' ' || r == '+' || r == '(' || r == ')' || r == '-' || r == '.':
		default:
			return false
		}
	}
	return digits >= 8 && digits <= 15
}

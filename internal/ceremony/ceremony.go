// Package ceremony is the ceremony paperwork of a wedding (part 1 §2 'Ceremony documentation',
// §3 ceremony_documents, §5 'Ceremony'): a venue, and the documents and tasks a civil and/or
// religious ceremony needs, each ticked off by click. Types and validation here, the default
// lists in defaults.go, SQL in store.go, HTTP in handler.go.
package ceremony

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
)

// Type is the kind of ceremony.
type Type string

const (
	Civil     Type = "civil"
	Religious Type = "religious"
	Both      Type = "both"
)

func (t Type) valid() bool { return t == Civil || t == Religious || t == Both }

// Ceremony is one ceremony's paperwork. The *Completed lists are subsets of the *Needed ones.
type Ceremony struct {
	ID                 string    `json:"id"`
	CeremonyType       Type      `json:"ceremony_type"`
	VenueName          string    `json:"venue_name"`
	VenueAddress       string    `json:"venue_address"`
	VenuePhone         *string   `json:"venue_phone"`
	VenueEmail         *string   `json:"venue_email"`
	VenueLocationLat   *float64  `json:"venue_location_lat"`
	VenueLocationLng   *float64  `json:"venue_location_lng"`
	DocumentsNeeded    []string  `json:"documents_needed"`
	DocumentsCompleted []string  `json:"documents_completed"`
	TasksNeeded        []string  `json:"tasks_needed"`
	TasksCompleted     []string  `json:"tasks_completed"`
	Notes              *string   `json:"notes"`
	CreatedAt          time.Time `json:"created_at"`
	UpdatedAt          time.Time `json:"updated_at"`
}

// Input is the body of a create, and of an update applied on top of the stored values (absent
// fields keep them). The lists are only editable on update: a new ceremony starts with the
// default lists of its type.
type Input struct {
	CeremonyType     Type     `json:"ceremony_type"`
	VenueName        string   `json:"venue_name"`
	VenueAddress     string   `json:"venue_address"`
	VenuePhone       *string  `json:"venue_phone"`
	VenueEmail       *string  `json:"venue_email"`
	VenueLocationLat *float64 `json:"venue_location_lat"`
	VenueLocationLng *float64 `json:"venue_location_lng"`
	Notes            *string  `json:"notes"`
	DocumentsNeeded  []string `json:"documents_needed"`
	TasksNeeded      []string `json:"tasks_needed"`
}

// Limits beyond the spec's, to keep rows sane.
const (
	maxVenueName    = 200
	maxVenueAddress = 300
	maxPhone        = 30
	maxNotes        = 2000
	maxItem         = 200
	maxItems        = 100
)

// Normalize trims strings and turns blank optional strings into null. List items are trimmed;
// Validate then rejects empty and duplicate ones.
func (in *Input) Normalize() {
	in.VenueName = strings.TrimSpace(in.VenueName)
	in.VenueAddress = strings.TrimSpace(in.VenueAddress)
	in.VenuePhone = crud.BlankToNil(in.VenuePhone)
	in.VenueEmail = crud.BlankToNil(in.VenueEmail)
	if in.VenueEmail != nil {
		lower := strings.ToLower(*in.VenueEmail)
		in.VenueEmail = &lower
	}
	in.Notes = crud.BlankToNil(in.Notes)
	for i := range in.DocumentsNeeded {
		in.DocumentsNeeded[i] = strings.TrimSpace(in.DocumentsNeeded[i])
	}
	for i := range in.TasksNeeded {
		in.TasksNeeded[i] = strings.TrimSpace(in.TasksNeeded[i])
	}
}

// Validate applies part 1 §5: venue name and address required ('Campos obrigatórios'); list
// items non-empty and without duplicates (compared ignoring case); the venue's point on the map
// (venue_location_lat/lng, part 1 §3) in range, both or neither.
func (in Input) Validate() error {
	f := apperr.Fields{}
	if !in.CeremonyType.valid() {
		f.Add("ceremony_type", "invalid")
	}
	requiredText(f, "venue_name", in.VenueName, maxVenueName)
	requiredText(f, "venue_address", in.VenueAddress, maxVenueAddress)
	if in.VenuePhone != nil && utf8.RuneCountInString(*in.VenuePhone) > maxPhone {
		f.Add("venue_phone", "too_long")
	}
	if in.VenueEmail != nil && !auth.ValidEmail(*in.VenueEmail) {
		f.Add("venue_email", "invalid")
	}
	if in.VenueLocationLat != nil && (*in.VenueLocationLat < -90 || *in.VenueLocationLat > 90) {
		f.Add("venue_location_lat", "out_of_range")
	}
	if in.VenueLocationLng != nil && (*in.VenueLocationLng < -180 || *in.VenueLocationLng > 180) {
		f.Add("venue_location_lng", "out_of_range")
	}
	// A point on the map needs both coordinates: one alone would place the venue nowhere.
	if in.VenueLocationLat == nil && in.VenueLocationLng != nil {
		f.Add("venue_location_lat", "required")
	}
	if in.VenueLocationLng == nil && in.VenueLocationLat != nil {
		f.Add("venue_location_lng", "required")
	}
	if in.Notes != nil && utf8.RuneCountInString(*in.Notes) > maxNotes {
		f.Add("notes", "too_long")
	}
	if code := listProblem(in.DocumentsNeeded); code != "" {
		f.Add("documents_needed", code)
	}
	if code := listProblem(in.TasksNeeded); code != "" {
		f.Add("tasks_needed", code)
	}
	err := f.Err()
	if f["venue_name"] == "required" || f["venue_address"] == "required" {
		e, _ := apperr.As(err)
		e.Message = msgVenueRequired
	}
	return err
}

// msgVenueRequired is the spec's description under the title 'Campos obrigatórios'.
const msgVenueRequired = "Por favor, informe o nome e endereço do local."

func requiredText(f apperr.Fields, field, v string, max int) {
	switch n := utf8.RuneCountInString(v); {
	case n == 0:
		f.Add(field, "required")
	case n > max:
		f.Add(field, "too_long")
	}
}

// listProblem returns the rule code a list of (trimmed) items breaks, or "".
func listProblem(items []string) string {
	if len(items) > maxItems {
		return "too_many"
	}
	seen := make(map[string]bool, len(items))
	for _, it := range items {
		switch {
		case it == "":
			return "empty_item"
		case utf8.RuneCountInString(it) > maxItem:
			return "item_too_long"
		case seen[strings.ToLower(it)]:
			return "duplicate_item"
		}
		seen[strings.ToLower(it)] = true
	}
	return ""
}

// keepCompleted returns the completed items that are still needed, in the needed order.
func keepCompleted(needed, completed []string) []string {
	done := make(map[string]bool, len(completed))
	for _, c := range completed {
		done[c] = true
	}
	out := []string{}
	for _, n := range needed {
		if done[n] {
			out = append(out, n)
		}
	}
	return out
}

func (c Ceremony) input() Input {
	return Input{CeremonyType: c.CeremonyType, VenueName: c.VenueName, VenueAddress: c.VenueAddress, VenuePhone: c.VenuePhone,
		VenueEmail: c.VenueEmail, VenueLocationLat: c.VenueLocationLat, VenueLocationLng: c.VenueLocationLng, Notes: c.Notes,
		DocumentsNeeded: append([]string(nil), c.DocumentsNeeded...), TasksNeeded: append([]string(nil), c.TasksNeeded...)}
}

// List names which of a ceremony's two lists an item belongs to.
type List string

const (
	Documents List = "documents"
	Tasks     List = "tasks"
)

// Mark sets one item of a list as completed or not: the click on a document or a task.
type Mark struct {
	List      List   `json:"list"`
	Item      string `json:"item"`
	Completed bool   `json:"completed"`
}

var errNotFound = apperr.NotFound("Cerimônia não encontrada.")

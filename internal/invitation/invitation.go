// Package invitation is the invitation generator of the guest list (part 1 §2 'Guests' →
// 'Gerar Convites', §3 invitation_messages): the message made for one guest from the couple's
// profile, saved once per guest. Saving needs the plan feature digital_invitations.
package invitation

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Message is the invitation saved for one guest, with the wedding details it was made from.
type Message struct {
	ID              string    `json:"id"`
	GuestID         string    `json:"guest_id"`
	MessageContent  string    `json:"message_content"`
	WeddingDate     *string   `json:"wedding_date"`
	WeddingLocation *string   `json:"wedding_location"`
	WeddingAddress  *string   `json:"wedding_address"`
	CreatedAt       time.Time `json:"created_at"`
	UpdatedAt       time.Time `json:"updated_at"`
	// Version counts the saves of this guest's message; a save sends back the one it read
	// (wedding.CheckVersion). A guest without a message is version 0.
	Version int64 `json:"version"`
}

// Input is the body of PUT /api/guests/{id}/invitation-message.
type Input struct {
	MessageContent  string  `json:"message_content"`
	WeddingDate     *string `json:"wedding_date"`
	WeddingLocation *string `json:"wedding_location"`
	WeddingAddress  *string `json:"wedding_address"`
	// Version is the message's version the client read (0 when the guest had none); nil saves
	// without the check, as last writer wins.
	Version *int64 `json:"version"`
}

// Limits beyond the spec's, to keep rows sane (the same as the profile's fields).
const (
	maxMessage  = 5000
	maxLocation = 200
	maxAddress  = 300
)

// Normalize trims the message and turns blank optional strings into null.
func (in *Input) Normalize() {
	in.MessageContent = strings.TrimSpace(in.MessageContent)
	in.WeddingDate = crud.BlankToNil(in.WeddingDate)
	in.WeddingLocation = crud.BlankToNil(in.WeddingLocation)
	in.WeddingAddress = crud.BlankToNil(in.WeddingAddress)
}

// Validate requires a message and checks the lengths and the date.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.MessageContent); {
	case n == 0:
		f.Add("message_content", "required")
	case n > maxMessage:
		f.Add("message_content", "too_long")
	}
	if in.WeddingDate != nil {
		if !calendar.ValidDate(*in.WeddingDate) {
			f.Add("wedding_date", "invalid_date")
		}
	}
	if in.WeddingLocation != nil && utf8.RuneCountInString(*in.WeddingLocation) > maxLocation {
		f.Add("wedding_location", "too_long")
	}
	if in.WeddingAddress != nil && utf8.RuneCountInString(*in.WeddingAddress) > maxAddress {
		f.Add("wedding_address", "too_long")
	}
	return f.Err()
}

var errGuestNotFound = apperr.NotFound("Convidado não encontrado.")

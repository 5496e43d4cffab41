// Package reminder is the supplier payment reminders of a wedding (part 2 §2 'Payment reminders
// panel' and 'Advanced events', §3 payment_reminders, §4, §5, §9). Types and validation here,
// SQL in store.go, HTTP in handler.go. The scheduler (internal/job) moves pending reminders past
// their due date to overdue and sends the notifications; this package only keeps the rows and
// computes what the screens show, so every client agrees on "days left" and "urgent".
package reminder

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/pix"
)

// Status is a reminder's payment status.
type Status string

const (
	Pending Status = "pending"
	Paid    Status = "paid"
	Overdue Status = "overdue"
	// Ignored is only reached from the events screen's one-click action.
	Ignored Status = "ignored"
)

func (s Status) valid() bool { return s == Pending || s == Paid || s == Overdue || s == Ignored }

// Limits beyond the spec's, to keep rows sane.
const (
	maxSupplier = 200
	maxNotes    = 2000
	// MaxAmountCents is R$ 100.000.000,00: far above any wedding supplier, far below overflow.
	MaxAmountCents = 10_000_000_000
	maxTimes       = 10
	// UrgentDays is the last day count that is still urgent (part 2 §9: 0 to 7 days remain).
	UrgentDays = 7
	// DefaultTime is the notification time used when none is given (part 2 §9).
	DefaultTime = "08:00"
)

// Reminder is one supplier payment to remember.
type Reminder struct {
	ID                string   `json:"id"`
	SupplierName      string   `json:"supplier_name"`
	AmountCents       int64    `json:"amount_cents"`
	DueDate           string   `json:"due_date"`
	Status            Status   `json:"status"`
	Notes             *string  `json:"notes"`
	NotificationTimes []string `json:"notification_times"`
	// Pix is the supplier's PIX key, when the couple stored one: the reminder then offers a BR
	// Code that carries the amount.
	Pix *PixKey `json:"pix"`
	// ContractID is the contract whose sinal or parcela this is (issue 18 §4), or null.
	ContractID *string   `json:"contract_id"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
	// DaysLeft is due_date minus the wedding's today (negative when past due).
	DaysLeft int `json:"days_left"`
	// Urgent is a pending reminder with 0 to 7 days left.
	Urgent bool `json:"urgent"`
}

// Input is the writable part of a reminder: the body of a create or of a full update (PUT).
type Input struct {
	SupplierName      string   `json:"supplier_name"`
	AmountCents       *int64   `json:"amount_cents"`
	DueDate           string   `json:"due_date"`
	Status            Status   `json:"status"`
	Notes             *string  `json:"notes"`
	NotificationTimes []string `json:"notification_times"`
	// PixRaw is the body's "pix": absent keeps the stored key (a form that does not show it
	// cannot erase it), null removes it, an object sets it. Read it through Normalize.
	PixRaw json.RawMessage `json:"pix"`

	pix     *PixKey // the parsed, normalised key when PixRaw is an object
	keepPix bool    // PixRaw was absent
	pixErr  string  // the field code of a bad key, reported by Validate
}

// PixKey is a supplier's PIX key and the name of who receives.
type PixKey struct {
	Type     pix.KeyType `json:"tipo_chave"`
	Key      string      `json:"chave_pix"`
	Receiver string      `json:"nome_beneficiario"`
}

const maxReceiver = 100

// normalizePix reads PixRaw: the key is normalised for its type (as the gift list's is) and the
// receiver must leave something for the BR Code's name field.
func (in *Input) normalizePix() {
	raw := bytes.TrimSpace(in.PixRaw)
	switch {
	case len(raw) == 0:
		in.keepPix = true
		return
	case bytes.Equal(raw, []byte("null")):
		return
	}
	var k PixKey
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&k); err != nil {
		in.pixErr = "invalid"
		return
	}
	k.Receiver = strings.TrimSpace(k.Receiver)
	key, ok := pix.NormalizeKey(k.Type, k.Key)
	switch {
	case !k.Type.Valid():
		in.pixErr = "invalid_type"
	case !ok:
		in.pixErr = "invalid_key"
	case k.Receiver == "":
		in.pixErr = "receiver_required"
	case utf8.RuneCountInString(k.Receiver) > maxReceiver || pix.MerchantName(k.Receiver) == "":
		in.pixErr = "receiver_invalid"
	default:
		k.Key = key
		in.pix = &k
	}
}

// Normalize trims strings, turns blank notes into null, defaults the status and the times and
// sorts the times.
func (in *Input) Normalize() {
	in.SupplierName = strings.TrimSpace(in.SupplierName)
	in.DueDate = strings.TrimSpace(in.DueDate)
	if in.Notes != nil {
		t := strings.TrimSpace(*in.Notes)
		in.Notes = &t
		if t == "" {
			in.Notes = nil
		}
	}
	if in.Status == "" {
		in.Status = Pending
	}
	if in.NotificationTimes == nil {
		in.NotificationTimes = []string{DefaultTime}
	}
	times := make([]string, len(in.NotificationTimes))
	for i, t := range in.NotificationTimes {
		times[i] = strings.TrimSpace(t)
	}
	slices.Sort(times)
	in.NotificationTimes = times
	in.normalizePix()
}

// Validate applies the reminder form's rules (part 2 §5) plus sane bounds. The status may be
// any of the four; the handler narrows what each endpoint accepts.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.SupplierName); {
	case n == 0:
		f.Add("supplier_name", "required")
	case n > maxSupplier:
		f.Add("supplier_name", "too_long")
	}
	switch {
	case in.AmountCents == nil:
		f.Add("amount_cents", "required")
	case *in.AmountCents < 0:
		f.Add("amount_cents", "negative")
	case *in.AmountCents > MaxAmountCents:
		f.Add("amount_cents", "too_large")
	}
	switch {
	case in.DueDate == "":
		f.Add("due_date", "required")
	case !calendar.ValidDate(in.DueDate):
		f.Add("due_date", "invalid")
	}
	if !in.Status.valid() {
		f.Add("status", "invalid")
	}
	if in.Notes != nil && utf8.RuneCountInString(*in.Notes) > maxNotes {
		f.Add("notes", "too_long")
	}
	if in.pixErr != "" {
		f.Add("pix", in.pixErr)
	}
	switch n := len(in.NotificationTimes); {
	case n == 0:
		f.Add("notification_times", "required")
	case n > maxTimes:
		f.Add("notification_times", "too_many")
	default:
		for i, t := range in.NotificationTimes {
			if !calendar.ValidTime(t) {
				f.Add("notification_times", "invalid")
				break
			}
			if i > 0 && in.NotificationTimes[i-1] == t { // sorted, so repeats are neighbours
				f.Add("notification_times", "duplicate")
				break
			}
		}
	}
	return f.Err()
}

func (r Reminder) input() Input {
	amount := r.AmountCents
	return Input{SupplierName: r.SupplierName, AmountCents: &amount, DueDate: r.DueDate, Status: r.Status,
		Notes: r.Notes, NotificationTimes: r.NotificationTimes, pix: r.Pix}
}

// TxID is the transaction id the reminder's BR Code carries (field 62-05: at most 25 letters
// and digits): the reminder's id without its dashes, so the couple's bank statement can be
// matched to the reminder.
func (r Reminder) TxID() string {
	id := strings.ReplaceAll(r.ID, "-", "")
	if len(id) > 25 {
		id = id[:25]
	}
	return id
}

// annotate sets DaysLeft and Urgent for the calendar day today (midnight UTC of the wedding's
// local date, as time.Parse gives for a DateOnly).
func (r *Reminder) annotate(today time.Time) {
	due, err := time.Parse(time.DateOnly, r.DueDate)
	if err != nil { // stored dates are validated; a bad one is shown as due today rather than crash
		due = today
	}
	// Whole days between two UTC midnights.
	r.DaysLeft = int((due.Unix() - today.Unix()) / 86400)
	r.Urgent = r.Status == Pending && r.DaysLeft >= 0 && r.DaysLeft <= UrgentDays
}

// Today returns the calendar day of now in loc, as midnight UTC of that date.
func Today(now time.Time, loc *time.Location) time.Time {
	y, m, d := now.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Summary holds what the panel's cards and the financial-control info card show.
type Summary struct {
	Total int `json:"total"`
	// Active counts reminders still to be paid: pending or overdue.
	Active  int `json:"active"`
	Pending int `json:"pending"`
	Paid    int `json:"paid"`
	Overdue int `json:"overdue"`
	Ignored int `json:"ignored"`
	// Upcoming counts the urgent reminders ('Vencimentos Próximos').
	Upcoming     int   `json:"upcoming"`
	PendingCents int64 `json:"pending_cents"`
	PaidCents    int64 `json:"paid_cents"`
	OverdueCents int64 `json:"overdue_cents"`
}

func summarize(rs []Reminder) Summary {
	s := Summary{Total: len(rs)}
	for _, r := range rs {
		switch r.Status {
		case Pending:
			s.Pending++
			s.Active++
			s.PendingCents += r.AmountCents
		case Paid:
			s.Paid++
			s.PaidCents += r.AmountCents
		case Overdue:
			s.Overdue++
			s.Active++
			s.OverdueCents += r.AmountCents
		case Ignored:
			s.Ignored++
		}
		if r.Urgent {
			s.Upcoming++
		}
	}
	return s
}

var (
	errNotFound   = apperr.NotFound("Lembrete não encontrado.")
	errNotPending = apperr.Conflict("not_pending", "Só lembretes pendentes ou vencidos podem ser marcados como pagos, e só os pendentes podem ser ignorados.", nil)
	errNoPixKey   = apperr.Conflict("no_pix_key", "Cadastre a chave PIX do fornecedor para pagar com PIX.", nil)
)

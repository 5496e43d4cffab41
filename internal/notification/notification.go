// Package notification is the couple's notifications: the bell panel (part 1 §2, §3, §4, §7) and
// the notifications centre (part 2 §2, §3). Nothing creates a notification over HTTP: other
// features call Create inside their own transactions.
package notification

import (
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/aceito/aceito/internal/apperr"
)

// Type is a notification's kind; the union of the two spec documents (DESIGN.md).
type Type string

const (
	Info     Type = "info"
	Success  Type = "success"
	Warning  Type = "warning"
	Error    Type = "error"
	Reminder Type = "reminder"
)

func (t Type) valid() bool {
	return t == Info || t == Success || t == Warning || t == Error || t == Reminder
}

// Limits. MaxList is the spec's "notifications list limited to 50" (part 2 §9); the others keep
// rows sane.
const (
	MaxList     = 50
	MinPriority = 1
	MaxPriority = 5
	maxTitle    = 200
	maxMessage  = 2000
	maxLink     = 500
	maxQuery    = 100
)

// Notification is one message to the couple (UserID nil) or to one member.
type Notification struct {
	ID        string     `json:"id"`
	WeddingID string     `json:"-"`
	UserID    *string    `json:"user_id"`
	Type      Type       `json:"type"`
	Title     string     `json:"title"`
	Message   string     `json:"message"`
	Link      *string    `json:"link"`
	Priority  int        `json:"priority"`
	ReadAt    *time.Time `json:"read_at"`
	CreatedAt time.Time  `json:"created_at"`
}

// normalize trims the texts and applies the defaults (type info, priority 1).
func (n *Notification) normalize() {
	n.Title = strings.TrimSpace(n.Title)
	n.Message = strings.TrimSpace(n.Message)
	if n.Link != nil {
		if l := strings.TrimSpace(*n.Link); l == "" {
			n.Link = nil
		} else {
			n.Link = &l
		}
	}
	if n.Type == "" {
		n.Type = Info
	}
	if n.Priority == 0 {
		n.Priority = MinPriority
	}
}

// validate checks what a caller of Create passes. Links must stay inside the app (a path such as
// /app/planning), so a notification can never send the couple to another site.
func (n Notification) validate() error {
	f := apperr.Fields{}
	if !n.Type.valid() {
		f.Add("type", "invalid")
	}
	switch l := utf8.RuneCountInString(n.Title); {
	case l == 0:
		f.Add("title", "required")
	case l > maxTitle:
		f.Add("title", "too_long")
	}
	if utf8.RuneCountInString(n.Message) > maxMessage {
		f.Add("message", "too_long")
	}
	if n.Priority < MinPriority || n.Priority > MaxPriority {
		f.Add("priority", "out_of_range")
	}
	if n.Link != nil && !internalLink(*n.Link) {
		f.Add("link", "invalid")
	}
	return f.Err()
}

func internalLink(l string) bool {
	if len(l) > maxLink || !strings.HasPrefix(l, "/") || strings.HasPrefix(l, "//") || strings.ContainsAny(l, "\\\r\n\t") {
		return false
	}
	u, err := url.Parse(l)
	return err == nil && u.Scheme == "" && u.Host == ""
}

// Filter is the panel's toggle: unread only or all.
type Filter string

const (
	Unread Filter = "unread"
	All    Filter = "all"
)

// Query is a list request: GET /api/notifications?filter=…&q=…&sort=…&limit=….
type Query struct {
	Filter Filter
	Search string // folded (see fold)
	// Recent orders newest first (the centre, part 2 §7) instead of by priority then date
	// (the bell, part 1 §7).
	Recent bool
	Limit  int
}

// ParseQuery reads and validates the list parameters; defaults are all, no search, 50.
func ParseQuery(v url.Values) (Query, error) {
	q := Query{Filter: All, Limit: MaxList}
	f := apperr.Fields{}
	switch Filter(v.Get("filter")) {
	case "", All:
	case Unread:
		q.Filter = Unread
	default:
		f.Add("filter", "invalid")
	}
	switch v.Get("sort") {
	case "", "priority":
	case "recent":
		q.Recent = true
	default:
		f.Add("sort", "invalid")
	}
	search := strings.TrimSpace(v.Get("q"))
	if utf8.RuneCountInString(search) > maxQuery {
		f.Add("q", "too_long")
	} else if !utf8.ValidString(search) {
		f.Add("q", "invalid")
	}
	q.Search = fold(search)
	if s := v.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > MaxList {
			f.Add("limit", "out_of_range")
		} else {
			q.Limit = n
		}
	}
	return q, f.Err()
}

// fold lowercases s and strips accents, so 'notificacao' finds 'Notificação' on both engines.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// likePattern turns a folded search into a LIKE pattern matching it anywhere, with the LIKE
// wildcards in it escaped (ESCAPE '\').
func likePattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(s) + "%"
}

var errNotFound = apperr.NotFound("Notificação não encontrada.")

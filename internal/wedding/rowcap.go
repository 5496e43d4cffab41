package wedding

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
)

// List is a table a wedding can grow row by row; its value is the table's name.
type List string

// The lists with a row cap. Lists replaced as a whole (budget categories, trip expenses) and
// lists inside one row (a ceremony's documents and tasks) are capped by their validation.
const (
	Guests             List = "guests"
	Tasks              List = "checklists"
	Ceremonies         List = "ceremony_documents"
	Gifts              List = "gifts"
	Godparents         List = "godparents"
	PaymentReminders   List = "payment_reminders"
	SpendingLimits     List = "spending_limits"
	Contracts          List = "contracts"
	GalleryImages      List = "gallery_images"
	DigitalInvitations List = "digital_invitations"
	InvitationMessages List = "invitation_messages"
	Notifications      List = "notifications"
)

// rowCap is a list's ceiling and the plural noun its 409 message uses.
type rowCap struct {
	max  int
	noun string
}

// rowCaps are ceilings a real couple never reaches, far above any plan limit, so that a script
// (or a bug in a loop) cannot grow one wedding's rows without bound: each list stays small
// enough to load, export and delete in one request. Notifications are written by the server
// itself, so reaching their cap drops the oldest instead of refusing (see TrimToCap).
var rowCaps = map[List]rowCap{
	Guests:             {5000, "convidados"},
	Tasks:              {2000, "tarefas"},
	Ceremonies:         {50, "cerimônias"},
	Gifts:              {2000, "presentes"},
	Godparents:         {200, "padrinhos"},
	PaymentReminders:   {1000, "lembretes de pagamento"},
	SpendingLimits:     {200, "limites de gastos"},
	Contracts:          {500, "contratos"},
	GalleryImages:      {1000, "imagens"},
	DigitalInvitations: {5000, "convites digitais"},
	InvitationMessages: {5000, "mensagens de convite"},
	Notifications:      {1000, "notificações"},
}

// Lists returns every capped list.
func Lists() []List {
	out := make([]List, 0, len(rowCaps))
	for l := range rowCaps {
		out = append(out, l)
	}
	return out
}

// RowCap returns the ceiling of list.
func RowCap(list List) int { return capOf(list).max }

// SetRowCapForTest changes list's ceiling until the returned func restores it. Tests use it to
// reach a cap with a few rows; tests of one package run one at a time unless marked parallel.
func SetRowCapForTest(list List, n int) (restore func()) {
	old := capOf(list)
	rowCaps[list] = rowCap{n, old.noun}
	return func() { rowCaps[list] = old }
}

func capOf(list List) rowCap {
	c, ok := rowCaps[list]
	if !ok {
		panic("wedding: no row cap for " + string(list))
	}
	return c
}

// CheckRowCap runs after rows were inserted into list inside tx (which holds LockForWrite, so
// no concurrent insert can slip past it) and returns a 409 row_limit error, which rolls the
// insert back, when the wedding now has more rows than the cap. Checking after the insert covers
// every path alike: one row, a batch, or an insert that may do nothing (ON CONFLICT). It reads
// the list's count from the wedding's row (CountSQL). A write that logs its change can have the
// count taken by the statement that logs it instead (CountSQL, CheckRowCount): one round trip
// less.
func CheckRowCap(ctx context.Context, tx *sql.Tx, list List, weddingID string) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT `+CountSQL(list, "$1"), weddingID).Scan(&n); err != nil {
		return fmt.Errorf("wedding.CheckRowCap %s: %w", list, err)
	}
	return CheckRowCount(list, n)
}

// CountSQL is a scalar subquery giving the wedding's rows of list (the wedding id is the
// placeholder arg, e.g. "$2"): the count kept on the wedding's row (weddings.n_<list>, migration
// 0054) by triggers on the list's table, moved in the transaction of every insert and delete,
// so reading it is one primary-key lookup however long the list (issue 16; it used to count up
// to cap+1 index entries under the lock, about 2 µs a guest). It can ride on another statement
// of the write (activity.RecordCounting puts it on the log entry's INSERT).
// arg goes into the SQL as is: pass a placeholder written in the code, never input.
// Inside a transaction holding LockForWrite it must run in a statement that starts after the
// lock was taken: on PostgreSQL an earlier statement's snapshot misses the count of the write
// that held the lock before. Notifications have no count (they are trimmed, TrimToCap).
func CountSQL(list List, arg string) string {
	if list == Notifications {
		panic("wedding: notifications are trimmed, not counted")
	}
	capOf(list) // an unknown list panics here, as everywhere else
	// A wedding that does not exist has no rows: 0, as COUNT(*) gave, not NULL (which no int
	// scans).
	return `COALESCE((SELECT n_` + string(list) + ` FROM weddings WHERE id = ` + arg + `), 0)`
}

// CheckRowCount returns the 409 row_limit error when n, the wedding's rows of list after an
// insert (as CountSQL counts them), passes the cap.
func CheckRowCount(list List, n int) error {
	c := capOf(list)
	if n <= c.max {
		return nil
	}
	return &apperr.Error{
		Kind: apperr.KindConflict, Code: "row_limit",
		Message: fmt.Sprintf("Limite de %s %s atingido.", Thousands(c.max), c.noun),
		Details: map[string]any{"list": string(list), "limit": c.max},
	}
}

// RowCapCheck is CheckRowCount for list as the check activity.RecordCounting runs.
func RowCapCheck(list List) func(n int) error {
	return func(n int) error { return CheckRowCount(list, n) }
}

// TrimToCap deletes the oldest rows of list beyond its cap, for lists the server writes itself
// (notifications) where refusing would fail the write that caused them. Row ids are UUIDv7,
// so ordering by id is ordering by creation.
func TrimToCap(ctx context.Context, tx db.Querier, list List, weddingID string) error {
	c := capOf(list)
	var cutoff string
	err := tx.QueryRowContext(ctx, `SELECT id FROM `+string(list)+` WHERE wedding_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2`,
		weddingID, c.max).Scan(&cutoff)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("wedding.TrimToCap %s: %w", list, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+string(list)+` WHERE wedding_id = $1 AND id <= $2`, weddingID, cutoff); err != nil {
		return fmt.Errorf("wedding.TrimToCap %s: %w", list, err)
	}
	return nil
}

// Thousands writes n with the Brazilian thousands separator: 5000 -> "5.000".
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "." + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}

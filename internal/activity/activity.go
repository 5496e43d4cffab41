// Package activity is the wedding's activity log (issue 14, 'Atividade'): who changed what and
// when, in pt-BR sentences with the member's first name ('Rafael marcou "Comprar as alianças"
// como concluída').
//
// Rows are written only by Record (and InsertCounting, which writes Record's entry inside its
// own statement), which the planner stores call inside the transaction of the change, under
// the wedding's write lock: the row exists exactly when the change committed, and the
// actor is always the member of the request (wedding.ActorFrom, set by the session middleware),
// never something a handler passes along and could forget or get wrong. Writes without a
// member (the scheduler, retention) are not logged.
//
// Record also tells the other members who asked for it (wedding_members.notify_activity) with
// a bell notification, at most one per member, per author and area every NotifyWindow.
package activity

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Area is what part of the planner an entry is about; a fixed set, each with a pt-BR label
// (the filter of the 'Atividade' screen).
type Area string

const (
	Checklist   Area = "checklist"
	Budget      Area = "budget"
	Guests      Area = "guests"
	Payments    Area = "payments"
	Contracts   Area = "contracts"
	Ceremony    Area = "ceremony"
	Profile     Area = "profile"
	Members     Area = "members"
	Godparents  Area = "godparents"
	Gifts       Area = "gifts"
	Honeymoon   Area = "honeymoon"
	Invitations Area = "invitations"
	Gallery     Area = "gallery"
	Spending    Area = "spending"
	Site        Area = "site"
)

// Areas lists every area in the order the filter shows them, with its label.
var Areas = []struct {
	Key   Area   `json:"key"`
	Label string `json:"label"`
}{
	{Checklist, "Tarefas"},
	{Budget, "Orçamento"},
	{Guests, "Convidados"},
	{Payments, "Pagamentos e lembretes"},
	{Contracts, "Contratos"},
	{Ceremony, "Cerimônia e eventos"},
	{Profile, "Perfil do casamento"},
	{Members, "Pessoas do casamento"},
	{Godparents, "Padrinhos"},
	{Gifts, "Presentes"},
	{Honeymoon, "Lua de mel"},
	{Invitations, "Convites"},
	{Gallery, "Galeria"},
	{Spending, "Limites de gastos"},
	{Site, "Site do casamento"},
}

// Label is the area's pt-BR label, or "" for an unknown area.
func (a Area) Label() string {
	for _, x := range Areas {
		if x.Key == a {
			return x.Label
		}
	}
	return ""
}

// Valid reports whether a is one of Areas.
func (a Area) Valid() bool { return a.Label() != "" }

// Retention is how long entries are kept (README, "Privacidade e retenção"): a year covers a
// whole engagement's planning, and the pruning in the hourly maintenance job keeps the table bounded.
const Retention = 365 * 24 * time.Hour

// NotifyWindow coalesces notifications: a burst of changes by one member in one area (ticking
// ten tasks) gives the other member one bell notification, not ten.
const NotifyWindow = 10 * time.Minute

// maxText bounds a stored sentence; names of tasks and guests are bounded by their own
// validation, this only keeps a row sane.
const maxText = 500

// Entry is what changed, as the sentence's predicate without the author: `marcou "Comprar as
// alianças" como concluída`. Record puts the member's first name in front.
type Entry struct {
	Area Area
	Text string
}

// Quote is s in double quotes, shortened to 80 characters: the name of a task or guest inside
// a sentence.
func Quote(s string) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > 80 {
		s = string([]rune(s)[:79]) + "…"
	}
	return `"` + s + `"`
}

// querier is what Record and the store read through: a transaction or the database.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// Record writes e for weddingID inside tx, the transaction of the change it describes, which
// must already hold wedding.LockForWrite (the coalescing of its notifications and their trim to
// the cap rely on it). The author is the request's member
// (wedding.ActorFrom(ctx)); with none (the scheduler) nothing is written. An unknown area or an
// empty text is a programming error and fails the write, so it never commits unlogged.
func Record(ctx context.Context, tx db.Querier, weddingID string, e Entry, now time.Time) error {
	return record(ctx, tx, weddingID, e, now, "", nil)
}

// RecordCounting is Record for a write that added rows to list: the statement that writes the
// entry also counts the wedding's rows of list (wedding.CountSQL; it starts after the lock, so
// it sees every committed add), and check gets that count before anything else is written.
// An error from check fails the write: its transaction rolls back, the entry with it. So one
// round trip reads the author and the members to notify, writes the entry and takes the count
// the plan limit and the row cap need (issue 16). When there is no entry to write (no actor, or
// an author who is not a member) the count is a statement of its own, and check still runs.
func RecordCounting(ctx context.Context, tx db.Querier, weddingID string, e Entry, now time.Time, list wedding.List, check func(n int) error) error {
	if check == nil {
		return fmt.Errorf("activity.RecordCounting: no check for %s", list)
	}
	return record(ctx, tx, weddingID, e, now, list, check)
}

// record is Record, and RecordCounting when check is not nil.
func record(ctx context.Context, tx db.Querier, weddingID string, e Entry, now time.Time, list wedding.List, check func(n int) error) error {
	actor := wedding.ActorFrom(ctx)
	if actor == "" {
		return countAlone(ctx, tx, weddingID, list, check)
	}
	if err := e.validate("activity.Record"); err != nil {
		return err
	}
	now = now.UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	count := "0"
	if check != nil {
		count = wedding.CountSQL(list, "$2")
	}
	// One statement: the entry (entrySQL), returning the author's first name, the entry's text,
	// the other members who asked to be notified and the count.
	var name, text string
	var members *string
	var n int
	err := tx.QueryRowContext(ctx, entrySQL("$1", "$2", "$3", "$4", "$5", "$6")+`
		RETURNING `+authorSQL("$3")+`, text, `+othersSQL("$2", "$3")+`, `+count,
		entryArgs(weddingID, actor, e, now)...).
		Scan(&name, &text, &members, &n)
	if errors.Is(err, sql.ErrNoRows) {
		return countAlone(ctx, tx, weddingID, list, check)
	}
	if err != nil {
		return fmt.Errorf("activity.Record: %w", err)
	}
	if check != nil {
		if err := check(n); err != nil {
			return err
		}
	}
	var others []string
	if members != nil {
		others = strings.Split(*members, ",")
	}
	return notifyOthers(ctx, tx, weddingID, actor, name, others, e.Area, text, now)
}

// validate refuses an entry with an unknown area or an empty text: a programming error, which
// fails the write so it never commits unlogged.
func (e Entry) validate(caller string) error {
	if !e.Area.Valid() || strings.TrimSpace(e.Text) == "" {
		return fmt.Errorf("%s: invalid entry %q %q", caller, e.Area, e.Text)
	}
	return nil
}

// entrySQL is the INSERT of one entry, its placeholders named by the caller (Record's own
// statement, InsertCounting's CTE): the entry's id, the wedding, the author, the area, the
// predicate and the time, in entryArgs' order when they are consecutive. The author's first
// name goes in front of the predicate, the text cut to maxText characters as SQLite's and
// PostgreSQL's length and substr count them (in characters); an author who is not a member of
// the wedding (an account joining it mid-request) gives no row: there is nothing to say.
func entrySQL(id, weddingArg, actorArg, area, predicate, at string) string {
	return `INSERT INTO activity_log (id, wedding_id, user_id, area, text, created_at)
		SELECT ` + id + `, ` + weddingArg + `, ` + actorArg + `, ` + area + `, CASE WHEN length(a.text) > ` + strconv.Itoa(maxText) + `
			THEN substr(a.text, 1, ` + strconv.Itoa(maxText-1) + `) || '…' ELSE a.text END, ` + at + `
		FROM (SELECT trim(u.first_name) || ' ' || ` + predicate + ` AS text FROM users u
			JOIN wedding_members m ON m.user_id = u.id AND m.wedding_id = ` + weddingArg + ` WHERE u.id = ` + actorArg + `) a`
}

// entryArgs are entrySQL's values in its order; actor is the author's id, or nil for none.
func entryArgs(weddingID string, actor any, e Entry, now time.Time) []any {
	return []any{uuid.Must(uuid.NewV7()).String(), weddingID, actor, string(e.Area), strings.TrimSpace(e.Text), now}
}

// authorSQL is the author's first name (the bell's title), a column of an entry's statement.
func authorSQL(actorArg string) string {
	return `(SELECT first_name FROM users WHERE id = ` + actorArg + `)`
}

// othersSQL is the other members who asked to be told of the author's changes, as comma-separated
// ids (NULL when none did), a column of an entry's statement.
func othersSQL(weddingArg, actorArg string) string {
	return `(SELECT string_agg(o.user_id, ',' ORDER BY o.user_id) FROM wedding_members o
		WHERE o.wedding_id = ` + weddingArg + ` AND o.user_id <> ` + actorArg + ` AND o.notify_activity = TRUE)`
}

// countAlone runs RecordCounting's count and check when no entry is written (nothing to do for Record).
func countAlone(ctx context.Context, tx db.Querier, weddingID string, list wedding.List, check func(n int) error) error {
	if check == nil {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT `+wedding.CountSQL(list, "$1"), weddingID).Scan(&n); err != nil {
		return fmt.Errorf("activity.RecordCounting: count %s: %w", list, err)
	}
	return check(n)
}

// notifyOthers creates a bell notification for each of members (the other members who asked
// for one), unless that member already got one for this author and area within NotifyWindow.
func notifyOthers(ctx context.Context, tx db.Querier, weddingID, actor, name string, members []string, area Area, text string, now time.Time) error {
	link := NotificationLink(area, actor)
	title := "Alterações de " + strings.TrimSpace(name)
	for _, m := range members {
		var recent int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM notifications WHERE wedding_id = $1 AND user_id = $2
			AND link = $3 AND created_at > $4`, weddingID, m, link, now.Add(-NotifyWindow)).Scan(&recent); err != nil {
			return fmt.Errorf("activity.Record: recent notifications: %w", err)
		}
		if recent > 0 {
			continue
		}
		user := m
		if _, err := notification.Create(ctx, tx, notification.Notification{WeddingID: weddingID, UserID: &user,
			Title: title, Message: text, Link: &link, CreatedAt: now}); err != nil {
			return fmt.Errorf("activity.Record: %w", err)
		}
	}
	return nil
}

// NotificationLink is the 'Atividade' screen filtered to one author and area: the link of the
// notifications Record creates, and (with the recipient) the key that coalesces them.
func NotificationLink(area Area, actor string) string {
	return "/app/activity?area=" + string(area) + "&user=" + actor
}

// DeleteRow removes row id of table when it belongs to weddingID, as one logged planner write
// (under the wedding's write lock, its data version bumped, the entry recorded): label is the column naming the row (a task's tarefa, a
// guest's nome), handed to entry to build the sentence. table and label are always constants
// of the calling store, never request input. A missing row (or another wedding's) is notFound.
func DeleteRow(ctx context.Context, d *db.DB, table, label, weddingID, id string, now time.Time, notFound error, entry func(label string) Entry) error {
	// The wedding's lock first, then the row's (wedding.LockFirst: BEGIN and lock in one round
	// trip on PostgreSQL), in the order every update takes them.
	return wedding.LockFirst(ctx, d, weddingID, now, func(tx db.Querier, _ plan.Plan) error {
		var name string
		err := tx.QueryRowContext(ctx, `DELETE FROM `+table+` WHERE wedding_id = $1 AND id = $2 RETURNING `+label, weddingID, id).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound
		}
		if err != nil {
			return fmt.Errorf("activity.DeleteRow %s: %w", table, err)
		}
		return Record(ctx, tx, weddingID, entry(name), now)
	})
}

package activity

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/wedding"
)

type account struct{ userID, weddingID string }

func newAccount(t *testing.T, d *db.DB, email, name string) account {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: name, LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return account{acc.UserID, acc.WeddingID}
}

// write is one planner write of w by actor: LockForWrite, Record, then fail when fail is set.
func write(ctx context.Context, d *db.DB, w account, e Entry, now time.Time, fail error) error {
	return d.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, w.weddingID, now); err != nil {
			return err
		}
		if err := Record(ctx, tx, w.weddingID, e, now); err != nil {
			return err
		}
		return fail
	})
}

func count(t *testing.T, d *db.DB, weddingID string) int {
	t.Helper()
	var n int
	if err := d.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM activity_log WHERE wedding_id = $1`, weddingID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRecordOnlyWhenTheChangeCommits(t *testing.T) {
	d := dbtest.New(t)
	a := newAccount(t, d, "rafael@x.com", "Rafael")
	ctx := wedding.WithActor(context.Background(), a.userID)
	now := time.Date(2026, 11, 23, 15, 4, 0, 0, time.UTC)
	e := Entry{Area: Checklist, Text: `marcou "Comprar as alianças" como concluída`}

	boom := errors.New("a later step of the write failed")
	if err := write(ctx, d, a, e, now, boom); !errors.Is(err, boom) {
		t.Fatalf("rolled back write: %v", err)
	}
	if n := count(t, d, a.weddingID); n != 0 {
		t.Fatalf("a rolled back write left %d entries", n)
	}
	// No member on the context (the scheduler): the write commits, nothing is logged.
	if err := write(context.Background(), d, a, e, now, nil); err != nil {
		t.Fatal(err)
	}
	if n := count(t, d, a.weddingID); n != 0 {
		t.Fatalf("a write without a member left %d entries", n)
	}
	if err := write(ctx, d, a, e, now, nil); err != nil {
		t.Fatal(err)
	}
	items, more, err := NewStore(d, nil).List(context.Background(), a.weddingID, Query{Page: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || more || items[0].Text != `Rafael marcou "Comprar as alianças" como concluída` ||
		items[0].UserID == nil || *items[0].UserID != a.userID || items[0].Area != Checklist || items[0].AreaLabel != "Tarefas" ||
		!items[0].CreatedAt.Equal(now) {
		t.Fatalf("entry: %+v (more %v)", items, more)
	}
	// An unknown area is a programming error: the write fails instead of committing unlogged.
	if err := write(ctx, d, a, Entry{Area: "festa", Text: "x"}, now, nil); err == nil {
		t.Fatal("an unknown area was recorded")
	}
	if n := count(t, d, a.weddingID); n != 1 {
		t.Fatalf("entries: %d", n)
	}
}

func TestRecordIgnoresAnActorFromAnotherWedding(t *testing.T) {
	d := dbtest.New(t)
	a, b := newAccount(t, d, "a@x.com", "Ana"), newAccount(t, d, "b@x.com", "Bia")
	ctx := wedding.WithActor(context.Background(), b.userID)
	if err := write(ctx, d, a, Entry{Area: Guests, Text: "adicionou o convidado \"X\""}, time.Now(), nil); err != nil {
		t.Fatal(err)
	}
	if n := count(t, d, a.weddingID); n != 0 {
		t.Fatalf("wedding A logged %d entries by wedding B's member", n)
	}
}

func TestListFiltersPagesAndPrunes(t *testing.T) {
	d := dbtest.New(t)
	a, b := newAccount(t, d, "a@x.com", "Ana"), newAccount(t, d, "b@x.com", "Bia")
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	actx := wedding.WithActor(context.Background(), a.userID)
	// PageSize+1 checklist entries a minute apart, then one guests entry, all by Ana.
	for i := range PageSize + 1 {
		if err := write(actx, d, a, Entry{Area: Checklist, Text: "editou a tarefa \"T\""}, now.Add(time.Duration(i)*time.Minute), nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := write(actx, d, a, Entry{Area: Guests, Text: "adicionou o convidado \"G\""}, now.Add(time.Hour), nil); err != nil {
		t.Fatal(err)
	}
	if err := write(wedding.WithActor(context.Background(), b.userID), d, b, Entry{Area: Guests, Text: "adicionou o convidado \"B\""}, now, nil); err != nil {
		t.Fatal(err)
	}
	s := NewStore(d, nil)
	ctx := context.Background()
	p1, more, err := s.List(ctx, a.weddingID, Query{Page: 1})
	if err != nil || len(p1) != PageSize || !more || p1[0].Area != Guests {
		t.Fatalf("page 1: %d entries, more %v, first %+v, %v", len(p1), more, p1[0], err)
	}
	for i := 1; i < len(p1); i++ {
		if p1[i].CreatedAt.After(p1[i-1].CreatedAt) {
			t.Fatalf("not newest first at %d", i)
		}
	}
	p2, more, err := s.List(ctx, a.weddingID, Query{Page: 2})
	if err != nil || len(p2) != 2 || more {
		t.Fatalf("page 2: %d entries, more %v, %v", len(p2), more, err)
	}
	if l, _, _ := s.List(ctx, a.weddingID, Query{Page: 1, Area: Guests}); len(l) != 1 || l[0].Text != `Ana adicionou o convidado "G"` {
		t.Fatalf("area filter: %+v", l)
	}
	if l, _, _ := s.List(ctx, a.weddingID, Query{Page: 1, UserID: b.userID}); len(l) != 0 {
		t.Fatalf("wedding B's member filter on A: %+v", l)
	}
	if l, more, _ := s.List(ctx, a.weddingID, Query{Page: 1, UserID: a.userID, Area: Checklist}); len(l) != PageSize || !more {
		t.Fatalf("both filters: %d %v", len(l), more)
	}
	if people, err := s.People(ctx, a.weddingID); err != nil || len(people) != 1 || people[0].FirstName != "Ana" {
		t.Fatalf("people: %+v %v", people, err)
	}

	// Retention: everything up to now+1h is kept at now+1h+Retention, the oldest minute goes a minute later.
	if n, err := Prune(ctx, d, now.Add(Retention)); err != nil || n != 0 {
		t.Fatalf("prune at the limit: %d %v", n, err)
	}
	if n, err := Prune(ctx, d, now.Add(Retention+time.Minute)); err != nil || n != 2 { // A's first entry and B's
		t.Fatalf("prune a minute later: %d %v", n, err)
	}
	if n := count(t, d, a.weddingID); n != PageSize+1 {
		t.Fatalf("after pruning: %d", n)
	}
}

func TestParseQuery(t *testing.T) {
	for raw, ok := range map[string]bool{
		"": true, "area=budget&page=2&user=u": true, "page=10000": true,
		"area=festa": false, "page=0": false, "page=10001": false, "page=x": false, "page=-1": false,
	} {
		v, _ := url.ParseQuery(raw)
		if _, err := ParseQuery(v); (err == nil) != ok {
			t.Errorf("%q: %v", raw, err)
		}
	}
}

// addMember adds a partner named name to the wedding, with or without activity notifications.
func addMember(t *testing.T, d *db.DB, weddingID, email, name string, notify bool) string {
	t.Helper()
	ctx, id, now := context.Background(), uuid.Must(uuid.NewV7()).String(), time.Now().UTC()
	if _, err := d.ExecContext(ctx, `INSERT INTO users (id, email, password_hash, first_name, last_name, is_admin, created_at, updated_at)
		VALUES ($1, $2, 'x', $3, 'Lima', FALSE, $4, $4)`, id, email, name, now); err != nil {
		t.Fatal(err)
	}
	if _, err := d.ExecContext(ctx, `INSERT INTO wedding_members (wedding_id, user_id, role, created_at, notify_activity)
		VALUES ($1, $2, 'partner', $3, $4)`, weddingID, id, now, notify); err != nil {
		t.Fatal(err)
	}
	return id
}

// RecordCounting writes the entry, finds the members to notify and counts the list in one
// statement after the lock; its check sees the count (the wedding's kept count) and an
// error from it rolls the whole write back. Without an entry to write it still counts.
func TestRecordCountingChecksTheCountAndNotifies(t *testing.T) {
	d := dbtest.New(t)
	defer wedding.SetRowCapForTest(wedding.Godparents, 3)()
	a := newAccount(t, d, "ana@x.com", "Ana")
	bia := addMember(t, d, a.weddingID, "bia@x.com", "Bia", true)
	caio := addMember(t, d, a.weddingID, "caio@x.com", "Caio", true)
	addMember(t, d, a.weddingID, "duda@x.com", "Duda", false)
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	long := strings.Repeat("é", 600)
	// add inserts k godparents and records the entry by actor, returning what the check saw.
	add := func(ctx context.Context, k int, fail error) (int, error) {
		seen := -1
		err := d.InTx(ctx, func(tx *sql.Tx) error {
			for range k {
				if _, err := tx.ExecContext(ctx, `INSERT INTO godparents (id, wedding_id, nome, tipo, created_at, updated_at)
					VALUES ($1, $2, 'Padrinho', 'padrinho', $3, $3)`, uuid.Must(uuid.NewV7()).String(), a.weddingID, now); err != nil {
					return err
				}
			}
			if _, err := wedding.LockForWrite(ctx, tx, a.weddingID, now); err != nil {
				return err
			}
			return RecordCounting(ctx, tx, a.weddingID, Entry{Area: Godparents, Text: "adicionou " + long}, now, wedding.Godparents,
				func(n int) error {
					seen = n
					if fail != nil {
						return fail
					}
					return wedding.CheckRowCount(wedding.Godparents, n)
				})
		})
		return seen, err
	}
	ctx := wedding.WithActor(context.Background(), a.userID)
	boom := errors.New("over the plan")
	if n, err := add(ctx, 2, boom); n != 2 || !errors.Is(err, boom) {
		t.Fatalf("refused add: saw %d, %v", n, err)
	}
	if c := count(t, d, a.weddingID); c != 0 {
		t.Fatalf("a refused add left %d entries", c)
	}
	if n, err := add(ctx, 2, nil); n != 2 || err != nil {
		t.Fatalf("first add: saw %d, %v", n, err)
	}
	items, _, err := NewStore(d, nil).List(context.Background(), a.weddingID, Query{Page: 1})
	if err != nil || len(items) != 1 {
		t.Fatalf("entries: %+v %v", items, err)
	}
	if want := "Ana adicionou " + strings.Repeat("é", maxText-len([]rune("Ana adicionou "))-1) + "…"; items[0].Text != want {
		t.Fatalf("text: %q", items[0].Text)
	}
	var notified []string
	rows, err := d.QueryContext(context.Background(), `SELECT user_id FROM notifications WHERE wedding_id = $1 AND title = 'Alterações de Ana'
		AND message = $2 ORDER BY user_id`, a.weddingID, items[0].Text)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			t.Fatal(err)
		}
		notified = append(notified, u)
	}
	rows.Close()
	want := []string{bia, caio}
	slices.Sort(want)
	if !slices.Equal(notified, want) {
		t.Fatalf("notified %v, want Bia and Caio %v", notified, want)
	}
	// Past the cap of 3 the count is exact (the wedding's kept count, 2 + 5), and the row cap
	// refuses the write.
	if n, err := add(ctx, 5, nil); n != 7 || err == nil {
		t.Fatalf("over the cap: saw %d, %v", n, err)
	}
	// No member on the context (the scheduler): nothing is logged, the count is still checked.
	if n, err := add(context.Background(), 1, nil); n != 3 || err != nil {
		t.Fatalf("scheduler add: saw %d, %v", n, err)
	}
	if n, err := add(context.Background(), 1, nil); n != 4 || err == nil {
		t.Fatalf("scheduler add over the cap: saw %d, %v", n, err)
	}
	if c := count(t, d, a.weddingID); c != 1 {
		t.Fatalf("entries: %d", c)
	}
}

package notification

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func ptr[T any](v T) *T { return &v }

func TestValidate(t *testing.T) {
	cases := []struct {
		name  string
		n     Notification
		field string // "" means valid
		code  string
	}{
		{"defaults", Notification{Title: "Olá"}, "", ""},
		{"full", Notification{Title: "Olá", Message: "m", Type: Reminder, Priority: 5, Link: ptr("/app/planning?tab=docs")}, "", ""},
		{"blank title", Notification{Title: "  "}, "title", "required"},
		{"long title", Notification{Title: strings.Repeat("a", 201)}, "title", "too_long"},
		{"long message", Notification{Title: "a", Message: strings.Repeat("é", 2001)}, "message", "too_long"},
		{"unknown type", Notification{Title: "a", Type: "alerta"}, "type", "invalid"},
		{"priority 6", Notification{Title: "a", Priority: 6}, "priority", "out_of_range"},
		{"priority negative", Notification{Title: "a", Priority: -1}, "priority", "out_of_range"},
		{"external link", Notification{Title: "a", Link: ptr("https://mal.example")}, "link", "invalid"},
		{"protocol-relative link", Notification{Title: "a", Link: ptr("//mal.example/x")}, "link", "invalid"},
		{"javascript link", Notification{Title: "a", Link: ptr("javascript:alert(1)")}, "link", "invalid"},
		{"backslash link", Notification{Title: "a", Link: ptr(`/\mal.example`)}, "link", "invalid"},
		{"blank link is none", Notification{Title: "a", Link: ptr(" ")}, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := c.n
			n.normalize()
			err := n.validate()
			if c.field == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.field+":"+c.code) {
				t.Fatalf("want %s:%s, got %v", c.field, c.code, err)
			}
		})
	}
}

func TestParseQuery(t *testing.T) {
	cases := []struct {
		raw   string
		want  Query
		field string
	}{
		{"", Query{Filter: All, Limit: 50}, ""},
		{"filter=unread&q=%20Notifica%C3%87%C3%83O%20&limit=10", Query{Filter: Unread, Search: "notificacao", Limit: 10}, ""},
		{"sort=recent", Query{Filter: All, Recent: true, Limit: 50}, ""},
		{"sort=old", Query{}, "sort"},
		{"filter=lidas", Query{}, "filter"},
		{"limit=0", Query{}, "limit"},
		{"limit=51", Query{}, "limit"},
		{"limit=dez", Query{}, "limit"},
		{"q=" + strings.Repeat("a", 101), Query{}, "q"},
		{"q=%FF", Query{}, "q"},
	}
	for _, c := range cases {
		v, err := url.ParseQuery(c.raw)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseQuery(v)
		if c.field != "" {
			if err == nil || !strings.Contains(err.Error(), c.field+":") {
				t.Errorf("%q: want error on %s, got %v", c.raw, c.field, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: got %+v, %v; want %+v", c.raw, got, err, c.want)
		}
	}
}

func TestLikePatternEscapesWildcards(t *testing.T) {
	if got := likePattern(`50%_a\b`); got != `%50\%\_a\\b%` {
		t.Fatalf("got %s", got)
	}
}

type member struct{ userID, weddingID string }

func newMember(t *testing.T, d *db.DB, email string) member {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return member{acc.UserID, acc.WeddingID}
}

// seed creates notifications through Create inside one transaction.
func seed(t *testing.T, d *db.DB, ns ...Notification) []Notification {
	t.Helper()
	var out []Notification
	err := d.InTx(context.Background(), func(tx *sql.Tx) error {
		for _, n := range ns {
			c, err := Create(context.Background(), tx, n)
			if err != nil {
				return err
			}
			out = append(out, c)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func titles(ns []Notification) string {
	var s []string
	for _, n := range ns {
		s = append(s, n.Title)
	}
	return strings.Join(s, ",")
}

func TestStoreOrderFilterSearchAndScope(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	s := NewStore(d, func() time.Time { return clock })
	a, b := newMember(t, d, "a@x.com"), newMember(t, d, "b@x.com")
	at := func(min int) time.Time { return clock.Add(time.Duration(min) * time.Minute) }
	seed(t, d,
		Notification{WeddingID: a.weddingID, Title: "velha baixa", Priority: 1, CreatedAt: at(-30)},
		Notification{WeddingID: a.weddingID, Title: "nova baixa", Message: "Pagamento 50% confirmado", Priority: 1, CreatedAt: at(-10)},
		Notification{WeddingID: a.weddingID, Title: "Assinatura atualizada", Type: Success, Priority: 3, CreatedAt: at(-60)},
		Notification{WeddingID: a.weddingID, Title: "Documentação da cerimônia criada", Priority: 2, CreatedAt: at(-5)},
		Notification{WeddingID: a.weddingID, UserID: &b.userID, Title: "de outro membro", Priority: 5, CreatedAt: at(-1)}, // a user of another wedding
		Notification{WeddingID: b.weddingID, Title: "de B", Priority: 5, CreatedAt: at(-1)},
	)

	list, err := s.List(ctx, a.weddingID, a.userID, Query{Filter: All, Limit: 50})
	if err != nil {
		t.Fatal(err)
	}
	if got := titles(list); got != "Assinatura atualizada,Documentação da cerimônia criada,nova baixa,velha baixa" {
		t.Fatalf("order: %s", got)
	}
	if list[0].Type != Success || list[0].ReadAt != nil || !list[0].CreatedAt.Equal(at(-60)) || list[0].CreatedAt.Location() != time.UTC {
		t.Fatalf("round trip: %+v", list[0])
	}
	if l, _ := s.List(ctx, a.weddingID, a.userID, Query{Filter: All, Recent: true, Limit: 50}); titles(l) != "Documentação da cerimônia criada,nova baixa,velha baixa,Assinatura atualizada" {
		t.Fatalf("recent: %s", titles(l))
	}
	if l, _ := s.List(ctx, a.weddingID, a.userID, Query{Filter: All, Limit: 2}); titles(l) != "Assinatura atualizada,Documentação da cerimônia criada" {
		t.Fatalf("limit: %s", titles(l))
	}
	for search, want := range map[string]string{
		"documentacao": "Documentação da cerimônia criada", // accents and case ignored
		"baixa":        "nova baixa,velha baixa",
		"50%":          "nova baixa", // in the message; % is literal
		"_":            "",
		"de b":         "",
	} {
		l, err := s.List(ctx, a.weddingID, a.userID, Query{Filter: All, Search: fold(search), Limit: 50})
		if err != nil || titles(l) != want {
			t.Errorf("search %q: %q, %v; want %q", search, titles(l), err, want)
		}
	}

	// Mark one read: it leaves the unread filter and the count; marking again keeps the first time.
	if n, _ := s.UnreadCount(ctx, a.weddingID, a.userID); n != 4 {
		t.Fatalf("unread %d", n)
	}
	read, err := s.MarkRead(ctx, a.weddingID, a.userID, list[1].ID)
	if err != nil || read.ReadAt == nil || !read.ReadAt.Equal(clock) {
		t.Fatalf("mark read: %+v %v", read, err)
	}
	clock = clock.Add(time.Hour)
	if again, err := s.MarkRead(ctx, a.weddingID, a.userID, list[1].ID); err != nil || !again.ReadAt.Equal(read.ReadAt.UTC()) {
		t.Fatalf("mark read twice: %+v %v", again, err)
	}
	if l, _ := s.List(ctx, a.weddingID, a.userID, Query{Filter: Unread, Limit: 50}); titles(l) != "Assinatura atualizada,nova baixa,velha baixa" {
		t.Fatalf("unread filter: %s", titles(l))
	}

	// Another wedding's member can neither mark nor delete A's rows, nor see them.
	if _, err := s.MarkRead(ctx, b.weddingID, b.userID, list[0].ID); !errors.Is(err, errNotFound) {
		t.Fatalf("cross-wedding mark: %v", err)
	}
	if err := s.Delete(ctx, b.weddingID, b.userID, list[0].ID); !errors.Is(err, errNotFound) {
		t.Fatalf("cross-wedding delete: %v", err)
	}
	if n, _ := s.MarkAllRead(ctx, b.weddingID, b.userID); n != 1 {
		t.Fatalf("B's mark-all changed %d rows, want only its own 1", n)
	}
	if n, _ := s.UnreadCount(ctx, a.weddingID, a.userID); n != 3 {
		t.Fatalf("A's unread after B's mark-all: %d", n)
	}

	// Mark all, then delete.
	if n, err := s.MarkAllRead(ctx, a.weddingID, a.userID); err != nil || n != 3 {
		t.Fatalf("mark all: %d %v", n, err)
	}
	if n, _ := s.UnreadCount(ctx, a.weddingID, a.userID); n != 0 {
		t.Fatalf("unread after mark all: %d", n)
	}
	if err := s.Delete(ctx, a.weddingID, a.userID, list[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, a.weddingID, a.userID, list[0].ID); !errors.Is(err, errNotFound) {
		t.Fatalf("delete twice: %v", err)
	}
	if l, _ := s.List(ctx, a.weddingID, a.userID, Query{Filter: All, Limit: 50}); len(l) != 3 {
		t.Fatalf("after delete: %s", titles(l))
	}
}

func TestCreateIsPartOfTheCallersTransaction(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	a := newMember(t, d, "a@x.com")
	s := NewStore(d, nil)
	boom := errors.New("the feature's own write failed")
	err := d.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := Create(ctx, tx, Notification{WeddingID: a.weddingID, Title: "não deveria existir"}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("tx: %v", err)
	}
	if n, _ := s.UnreadCount(ctx, a.weddingID, a.userID); n != 0 {
		t.Fatalf("rolled-back notification is visible: %d", n)
	}
	// Bad input is refused before any write.
	err = d.InTx(ctx, func(tx *sql.Tx) error {
		_, err := Create(ctx, tx, Notification{WeddingID: a.weddingID, Title: "x", Priority: 9})
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "priority:out_of_range") {
		t.Fatalf("bad priority: %v", err)
	}
	err = d.InTx(ctx, func(tx *sql.Tx) error { _, err := Create(ctx, tx, Notification{Title: "x"}); return err })
	if err == nil {
		t.Fatal("created a notification without a wedding")
	}
	got := seed(t, d, Notification{WeddingID: a.weddingID, Title: " Lembrete ", Type: Reminder})
	if got[0].Title != "Lembrete" || got[0].Priority != 1 || got[0].ID == "" {
		t.Fatalf("created %+v", got[0])
	}
}

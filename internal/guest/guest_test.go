package guest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func ptr[T any](v T) *T { return &v }

func TestInputValidate(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		field string // "" means valid
		code  string
	}{
		{"minimal", Input{Nome: "Jo"}, "", ""},
		{"full", Input{Nome: "Maria da Silva", Email: ptr("Maria@Exemplo.com.br"), Telefone: ptr("(11) 99999-0000"), Mesa: ptr[int64](3), Acompanhante: true}, "", ""},
		{"blank name", Input{Nome: "   "}, "nome", "required"},
		{"one letter", Input{Nome: "A"}, "nome", "too_short"},
		{"101 letters", Input{Nome: strings.Repeat("a", 101)}, "nome", "too_long"},
		{"100 accented letters", Input{Nome: strings.Repeat("é", 100)}, "", ""},
		{"bad e-mail", Input{Nome: "Ana", Email: ptr("ana@")}, "email", "invalid"},
		{"blank e-mail is null", Input{Nome: "Ana", Email: ptr("  ")}, "", ""},
		{"mesa zero", Input{Nome: "Ana", Mesa: ptr[int64](0)}, "mesa", "not_positive"},
		{"mesa negative", Input{Nome: "Ana", Mesa: ptr[int64](-2)}, "mesa", "not_positive"},
		{"unknown status", Input{Nome: "Ana", StatusConfirmacao: "talvez"}, "status_confirmacao", "invalid"},
		{"long phone", Input{Nome: "Ana", Telefone: ptr(strings.Repeat("9", 31))}, "telefone", "too_long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			err := in.Validate()
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

func TestNormalize(t *testing.T) {
	in := Input{Nome: "  Ana  ", Email: ptr(" ANA@X.COM "), Telefone: ptr(" ")}
	in.Normalize()
	if in.Nome != "Ana" || *in.Email != "ana@x.com" || in.Telefone != nil || in.StatusConfirmacao != Pendente {
		t.Fatalf("normalised to %+v", in)
	}
}

// newWedding makes a wedding to hang guests on.
func newWedding(t *testing.T, d *db.DB, email string) string {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return acc.WeddingID
}

func TestStoreRoundTripAndScoping(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	s := NewStore(d, func() time.Time { clock = clock.Add(time.Second); return clock })
	a, b := newWedding(t, d, "a@x.com"), newWedding(t, d, "b@x.com")

	g1, err := s.Create(ctx, a, Input{Nome: "Bruno", Email: ptr("bruno@x.com"), Mesa: ptr[int64](2), Acompanhante: true, StatusConfirmacao: Pendente})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(ctx, a, Input{Nome: "Carla", StatusConfirmacao: Confirmado}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(ctx, b, Input{Nome: "Outro", StatusConfirmacao: Pendente}); err != nil {
		t.Fatal(err)
	}

	list, err := s.List(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Nome != "Bruno" || list[1].Nome != "Carla" {
		t.Fatalf("wedding a lists %+v", list)
	}
	got, err := s.Get(ctx, a, g1.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Email == nil || *got.Email != "bruno@x.com" || got.Mesa == nil || *got.Mesa != 2 || !got.Acompanhante ||
		got.Telefone != nil || !got.CreatedAt.Equal(g1.CreatedAt) || got.CreatedAt.Location() != time.UTC {
		t.Fatalf("round trip: got %+v, created %+v", got, g1)
	}

	// Another wedding can neither read, change nor delete it.
	if _, err := s.Get(ctx, b, g1.ID); err != errNotFound {
		t.Fatalf("cross-wedding get: %v", err)
	}
	if _, err := s.Update(ctx, b, g1.ID, func(in *Input) error { in.Nome = "Hacked"; return nil }); err != errNotFound {
		t.Fatalf("cross-wedding update: %v", err)
	}
	if err := s.Delete(ctx, b, g1.ID); err != errNotFound {
		t.Fatalf("cross-wedding delete: %v", err)
	}

	upd, err := s.Update(ctx, a, g1.ID, func(in *Input) error { in.StatusConfirmacao = Confirmado; in.Mesa = nil; return nil })
	if err != nil {
		t.Fatal(err)
	}
	again, _ := s.Get(ctx, a, g1.ID)
	if upd.StatusConfirmacao != Confirmado || again.StatusConfirmacao != Confirmado || again.Mesa != nil || again.Nome != "Bruno" ||
		!again.UpdatedAt.After(again.CreatedAt) {
		t.Fatalf("after update: %+v", again)
	}

	if err := s.Delete(ctx, a, g1.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, a, g1.ID); err != errNotFound {
		t.Fatalf("second delete: %v", err)
	}
	if list, _ := s.List(ctx, a); len(list) != 1 {
		t.Fatalf("after delete: %d guests", len(list))
	}
}

func TestStoreUpdateRollsBackOnRejectedChange(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	s := NewStore(d, nil)
	w := newWedding(t, d, "a@x.com")
	g, err := s.Create(ctx, w, Input{Nome: "Bruno", StatusConfirmacao: Pendente})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Update(ctx, w, g.ID, func(in *Input) error { in.Nome = "X"; return in.Validate() })
	if err == nil {
		t.Fatal("invalid change accepted")
	}
	if got, _ := s.Get(ctx, w, g.ID); got.Nome != "Bruno" {
		t.Fatalf("rejected change was stored: %+v", got)
	}
}

func TestDeletingWeddingDeletesGuests(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	s := NewStore(d, nil)
	w := newWedding(t, d, "a@x.com")
	if _, err := s.Create(ctx, w, Input{Nome: "Bruno", StatusConfirmacao: Pendente}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.ExecContext(ctx, `DELETE FROM weddings WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM guests WHERE wedding_id = $1`, w).Scan(&n); err != nil || n != 0 {
		t.Fatalf("guests left after the wedding was deleted: %d (%v)", n, err)
	}
}

// TestLimitHoldsUnderConcurrentCreates fires many creates at once at a wedding one guest short
// of its cap: exactly one may succeed.
func TestLimitHoldsUnderConcurrentCreates(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	s := NewStore(d, nil)
	w := newWedding(t, d, "a@x.com")
	for i := range 49 {
		if _, err := s.Create(ctx, w, Input{Nome: fmt.Sprintf("Convidado %d", i), StatusConfirmacao: Pendente}); err != nil {
			t.Fatal(err)
		}
	}
	const racers = 8
	errs := make(chan error, racers)
	var wg sync.WaitGroup
	for i := range racers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.Create(ctx, w, Input{Nome: fmt.Sprintf("Corrida %d", i), StatusConfirmacao: Pendente})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	ok, refused := 0, 0
	for err := range errs {
		switch e, isApp := apperr.As(err); {
		case err == nil:
			ok++
		case isApp && e.Code == "plan_limit":
			refused++
		default:
			t.Errorf("unexpected error: %v", err)
		}
	}
	list, _ := s.List(ctx, w)
	if ok != 1 || refused != racers-1 || len(list) != 50 {
		t.Fatalf("%d created, %d refused, %d stored; want 1, %d, 50", ok, refused, len(list), racers-1)
	}
}

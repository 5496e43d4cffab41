package godparent

import (
	"context"
	"strings"
	"testing"
	"time"

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
		{"minimal padrinho", Input{Nome: "Jo", Tipo: Padrinho}, "", ""},
		{"full madrinha", Input{Nome: "Maria da Silva", Tipo: Madrinha, Email: ptr("Maria@Exemplo.com.br"), Telefone: ptr("(11) 99999-0000"),
			IsDamaHonra: true, Confirmado: true, Observacoes: ptr("Prima da noiva")}, "", ""},
		{"blank name", Input{Nome: "   ", Tipo: Padrinho}, "nome", "required"},
		{"one letter", Input{Nome: " A ", Tipo: Padrinho}, "nome", "too_short"},
		{"101 letters", Input{Nome: strings.Repeat("a", 101), Tipo: Padrinho}, "nome", "too_long"},
		{"100 accented letters", Input{Nome: strings.Repeat("é", 100), Tipo: Madrinha}, "", ""},
		{"missing tipo", Input{Nome: "Ana"}, "tipo", "required"},
		{"unknown tipo", Input{Nome: "Ana", Tipo: "dama"}, "tipo", "invalid"},
		{"bad e-mail", Input{Nome: "Ana", Tipo: Madrinha, Email: ptr("ana@")}, "email", "invalid"},
		{"blank e-mail is null", Input{Nome: "Ana", Tipo: Madrinha, Email: ptr("  ")}, "", ""},
		{"long phone", Input{Nome: "Ana", Tipo: Madrinha, Telefone: ptr(strings.Repeat("9", 31))}, "telefone", "too_long"},
		{"30-char phone", Input{Nome: "Ana", Tipo: Madrinha, Telefone: ptr(strings.Repeat("9", 30))}, "", ""},
		{"long notes", Input{Nome: "Ana", Tipo: Madrinha, Observacoes: ptr(strings.Repeat("ç", 1001))}, "observacoes", "too_long"},
		{"1000-char notes", Input{Nome: "Ana", Tipo: Madrinha, Observacoes: ptr(strings.Repeat("ç", 1000))}, "", ""},
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
	in := Input{Nome: "  Ana  ", Email: ptr(" ANA@X.COM "), Telefone: ptr(" "), Observacoes: ptr("  nota  ")}
	in.Normalize()
	if in.Nome != "Ana" || *in.Email != "ana@x.com" || in.Telefone != nil || *in.Observacoes != "nota" {
		t.Fatalf("normalised to %+v", in)
	}
}

func TestSortKey(t *testing.T) {
	if sortKey("Álvaro Çé") != "alvaro ce" {
		t.Fatalf("sortKey = %q", sortKey("Álvaro Çé"))
	}
}

func newWedding(t *testing.T, d *db.DB, email string) string {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return acc.WeddingID
}

func names(list []Godparent) string {
	var out []string
	for _, g := range list {
		out = append(out, g.Nome)
	}
	return strings.Join(out, ",")
}

func TestStoreRoundTripOrderAndScoping(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	s := NewStore(d, func() time.Time { clock = clock.Add(time.Second); return clock })
	a, b := newWedding(t, d, "a@x.com"), newWedding(t, d, "b@x.com")

	var created Godparent
	for _, in := range []Input{
		{Nome: "bruno", Tipo: Padrinho},
		{Nome: "Carla", Tipo: Madrinha, Email: ptr("carla@x.com"), Telefone: ptr("11 9999"), IsDamaHonra: true, Observacoes: ptr("Irmã")},
		{Nome: "Álvaro", Tipo: Padrinho, Confirmado: true},
		{Nome: "Ana", Tipo: Madrinha},
	} {
		g, err := s.Create(ctx, a, in)
		if err != nil {
			t.Fatal(err)
		}
		if g.Nome == "Carla" {
			created = g
		}
	}
	if _, err := s.Create(ctx, b, Input{Nome: "Outro", Tipo: Padrinho}); err != nil {
		t.Fatal(err)
	}

	list, err := s.List(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	// By name with case and accents folded, the same on both engines.
	if got := names(list); got != "Álvaro,Ana,bruno,Carla" {
		t.Fatalf("wedding a lists %s", got)
	}
	got, err := s.Get(ctx, a, created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Email == nil || *got.Email != "carla@x.com" || *got.Telefone != "11 9999" || got.Tipo != Madrinha || !got.IsDamaHonra ||
		got.Confirmado || *got.Observacoes != "Irmã" || !got.CreatedAt.Equal(created.CreatedAt) || got.CreatedAt.Location() != time.UTC {
		t.Fatalf("round trip: got %+v, created %+v", got, created)
	}

	// Another wedding can neither read, change nor delete it.
	if _, err := s.Get(ctx, b, created.ID); err != errNotFound {
		t.Fatalf("cross-wedding get: %v", err)
	}
	if _, err := s.Update(ctx, b, created.ID, func(in *Input) error { in.Nome = "Hacked"; return nil }); err != errNotFound {
		t.Fatalf("cross-wedding update: %v", err)
	}
	if err := s.Delete(ctx, b, created.ID); err != errNotFound {
		t.Fatalf("cross-wedding delete: %v", err)
	}
	if list, _ := s.List(ctx, b); names(list) != "Outro" {
		t.Fatalf("wedding b lists %s", names(list))
	}

	if _, err := s.Update(ctx, a, created.ID, func(in *Input) error { in.Confirmado = true; in.Email = nil; return nil }); err != nil {
		t.Fatal(err)
	}
	again, _ := s.Get(ctx, a, created.ID)
	if !again.Confirmado || again.Email != nil || again.Nome != "Carla" || !again.IsDamaHonra || *again.Observacoes != "Irmã" ||
		!again.UpdatedAt.After(again.CreatedAt) {
		t.Fatalf("after update: %+v", again)
	}

	if err := s.Delete(ctx, a, created.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, a, created.ID); err != errNotFound {
		t.Fatalf("second delete: %v", err)
	}
	if list, _ := s.List(ctx, a); names(list) != "Álvaro,Ana,bruno" {
		t.Fatalf("after delete: %s", names(list))
	}
}

func TestStoreUpdateRollsBackOnRejectedChange(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	s := NewStore(d, nil)
	w := newWedding(t, d, "a@x.com")
	g, err := s.Create(ctx, w, Input{Nome: "Bruno", Tipo: Padrinho})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update(ctx, w, g.ID, func(in *Input) error { in.Tipo = "dama"; return in.Validate() }); err == nil {
		t.Fatal("invalid change accepted")
	}
	if got, _ := s.Get(ctx, w, g.ID); got.Tipo != Padrinho {
		t.Fatalf("rejected change was stored: %+v", got)
	}
}

func TestDeletingWeddingDeletesGodparents(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	s := NewStore(d, nil)
	w := newWedding(t, d, "a@x.com")
	if _, err := s.Create(ctx, w, Input{Nome: "Bruno", Tipo: Padrinho}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.ExecContext(ctx, `DELETE FROM weddings WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM godparents WHERE wedding_id = $1`, w).Scan(&n); err != nil || n != 0 {
		t.Fatalf("godparents left after the wedding was deleted: %d (%v)", n, err)
	}
}

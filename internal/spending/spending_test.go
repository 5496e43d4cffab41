package spending

import (
	"context"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func ptr[T any](v T) *T { return &v }

func TestLevelBoundaries(t *testing.T) {
	const limit = 1_000_000 // R$ 10.000,00: 0,01 % is one real
	cases := []struct {
		current int64
		level   Level
		tenths  int64
	}{
		{0, Safe, 0},
		{599_900, Safe, 599},      // 59.99 %
		{600_000, Caution, 600},   // 60 %
		{799_900, Caution, 799},   // 79.99 %
		{800_000, Warning, 800},   // 80 %
		{999_900, Warning, 999},   // 99.99 %: never shown as 100.0
		{1_000_000, Danger, 1000}, // 100 %
		{2_500_000, Danger, 2500}, // uncapped
	}
	for _, c := range cases {
		if got := LevelOf(c.current, limit); got != c.level {
			t.Errorf("LevelOf(%d) = %s, want %s", c.current, got, c.level)
		}
		if got := PercentTenths(c.current, limit); got != c.tenths {
			t.Errorf("PercentTenths(%d) = %d, want %d", c.current, got, c.tenths)
		}
	}
	// One centavo below a threshold on an odd limit still stays below it.
	if LevelOf(59_999, 100_000) != Safe || LevelOf(60_000, 100_000) != Caution {
		t.Error("odd-limit boundary")
	}
	// No overflow at the maximum amounts.
	if LevelOf(MaxCents, 1) != Danger || PercentTenths(MaxCents, MaxCents) != 1000 {
		t.Error("maximum amounts")
	}
}

func TestBenchmarkBoundary(t *testing.T) {
	// Fotografia's average is R$ 4.500,00: the warning needs more than R$ 5.400,00.
	if AboveBenchmark("Fotografia", 540_000) {
		t.Error("exactly 20 % over warns")
	}
	if !AboveBenchmark("Fotografia", 540_001) {
		t.Error("one centavo over 20 % does not warn")
	}
	if !AboveBenchmark("Festa/Recepção", 3_000_001) || AboveBenchmark("Festa/Recepção", 3_000_000) {
		t.Error("Festa/Recepção boundary at R$ 30.000,00")
	}
	if AboveBenchmark("Flores", MaxCents) {
		t.Error("a category without benchmark warns")
	}
	l := Limit{Category: "Música/DJ", LimitCents: 100_000, CurrentCents: 216_001, IsActive: true}
	l.annotate()
	if l.Benchmark == nil || l.Benchmark.AverageCents != 180_000 || !l.AboveBenchmark || l.Level != Danger || !l.Critical {
		t.Fatalf("annotated %+v", l)
	}
	inactive := Limit{Category: "Outros", LimitCents: 100, CurrentCents: 100}
	inactive.annotate()
	if inactive.Critical || inactive.Benchmark != nil || inactive.Level != Danger {
		t.Fatalf("inactive %+v", inactive)
	}
}

func TestInputValidate(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		field string
		code  string
	}{
		{"minimal", Input{Category: "Fotografia", LimitCents: ptr[int64](1)}, "", ""},
		{"events label", Input{Category: "Flores", LimitCents: ptr[int64](1)}, "", ""},
		{"no category", Input{LimitCents: ptr[int64](1)}, "category", "required"},
		{"unknown category", Input{Category: "fotografia", LimitCents: ptr[int64](1)}, "category", "invalid"},
		{"no limit", Input{Category: "Outros"}, "limit_cents", "required"},
		{"limit zero impossible", Input{Category: "Outros", LimitCents: ptr[int64](0)}, "limit_cents", "not_positive"},
		{"limit too large", Input{Category: "Outros", LimitCents: ptr[int64](MaxCents + 1)}, "limit_cents", "too_large"},
		{"negative spend", Input{Category: "Outros", LimitCents: ptr[int64](1), CurrentCents: ptr[int64](-1)}, "current_cents", "negative"},
		{"spend too large", Input{Category: "Outros", LimitCents: ptr[int64](1), CurrentCents: ptr[int64](MaxCents + 1)}, "current_cents", "too_large"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			err := in.Validate()
			if c.field == "" {
				if err != nil || *in.CurrentCents != 0 || !*in.IsActive {
					t.Fatalf("want valid with defaults, got %v %+v", err, in)
				}
				return
			}
			if e, ok := apperr.As(err); !ok || e.Fields[c.field] != c.code {
				t.Fatalf("want %s=%s, got %v", c.field, c.code, err)
			}
		})
	}
}

// TestStore runs on both engines: newest first, summary of active limits, scoping.
func TestStore(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	s := NewStore(d, func() time.Time { clock = clock.Add(time.Second); return clock }, nil)
	wedding := func(email string) string {
		acc, err := auth.CreateAccount(ctx, d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
		if err != nil {
			t.Fatal(err)
		}
		return acc.WeddingID
	}
	a, b := wedding("a@x.com"), wedding("b@x.com")
	mk := func(w, cat string, limit, current int64, active bool) Limit {
		l, err := s.Create(ctx, w, Input{Category: cat, LimitCents: &limit, CurrentCents: &current, IsActive: &active})
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	foto := mk(a, "Fotografia", 500_000, 400_000, true) // 80 %: warning
	mk(a, "Decoração", 100_000, 200_000, false)         // danger but inactive
	mk(a, "Outros", 100_000, 10_000, true)              // safe
	mk(b, "Outros", 1, 1, true)

	list, sum, err := s.List(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0].Category != "Outros" || list[2].ID != foto.ID || list[2].Level != Warning || list[2].PercentTenths != 800 {
		t.Fatalf("list %+v", list)
	}
	if sum != (Summary{Total: 3, Active: 2, Critical: 1, BudgetCents: 600_000, SpentCents: 410_000}) {
		t.Fatalf("summary %+v", sum)
	}
	in := Input{Category: "Fotografia", LimitCents: ptr[int64](500_000), CurrentCents: ptr[int64](600_000), IsActive: ptr(true)}
	if _, err := s.Replace(ctx, b, foto.ID, in); err != errNotFound {
		t.Fatalf("cross-wedding replace: %v", err)
	}
	if err := s.Delete(ctx, b, foto.ID); err != errNotFound {
		t.Fatalf("cross-wedding delete: %v", err)
	}
	got, err := s.Replace(ctx, a, foto.ID, in)
	if err != nil || got.Level != Danger || !got.AboveBenchmark || got.CurrentCents != 600_000 || !got.CreatedAt.Equal(foto.CreatedAt) {
		t.Fatalf("replace: %+v %v", got, err)
	}
	if err := s.Delete(ctx, a, foto.ID); err != nil {
		t.Fatal(err)
	}
	if list, _, _ := s.List(ctx, a); len(list) != 2 {
		t.Fatalf("after delete %d", len(list))
	}
}

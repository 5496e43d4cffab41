package wedding_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/wedding"
)

// "Today" is the wedding's calendar day in its own zone, never UTC's.
func TestToday(t *testing.T) {
	s := apptest.New(t)
	s.SignUp(t, "casal@exemplo.com")
	var id string
	if err := s.DB.QueryRow(`SELECT id FROM weddings`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// 01:30 UTC is still the previous evening in São Paulo (UTC−3).
	if got, err := wedding.Today(ctx, s.DB, id, time.Date(2026, 11, 23, 1, 30, 0, 0, time.UTC)); err != nil || got != "2026-11-22" {
		t.Fatalf("Today = %q, %v; want 2026-11-22", got, err)
	}
	if got, _ := wedding.Today(ctx, s.DB, id, time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)); got != "2026-11-23" {
		t.Fatalf("Today at São Paulo midnight = %q, want 2026-11-23", got)
	}
	if _, err := s.DB.Exec(`UPDATE weddings SET time_zone = 'Asia/Tokyo'`); err != nil {
		t.Fatal(err)
	}
	if got, _ := wedding.Today(ctx, s.DB, id, time.Date(2026, 11, 22, 16, 0, 0, 0, time.UTC)); got != "2026-11-23" {
		t.Fatalf("Today in Tokyo = %q, want 2026-11-23", got)
	}
	if _, err := wedding.Today(ctx, s.DB, "no-such-wedding", time.Now()); !errors.Is(err, sql.ErrNoRows) {
		t.Fatalf("unknown wedding: %v, want sql.ErrNoRows", err)
	}
}

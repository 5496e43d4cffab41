package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func TestScanTimeRoundTrip(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	instants := []time.Time{
		time.Date(2026, 11, 22, 15, 4, 5, 0, time.UTC),
		time.Date(2026, 11, 22, 15, 4, 5, 123456000, time.UTC),
		time.Date(2027, 2, 28, 23, 59, 59, 999999000, time.UTC),
		time.Date(2026, 1, 1, 0, 0, 0, 500000000, time.FixedZone("BRT", -3*3600)),
	}
	for i, want := range instants {
		id := string(rune('a' + i))
		if _, err := d.ExecContext(ctx, `INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES ($1, 'x@y.z', 's', 'b', $2)`,
			id, want.UTC()); err != nil {
			t.Fatal(err)
		}
		var got, null time.Time
		if err := d.QueryRowContext(ctx, `SELECT created_at, sent_at FROM outbox WHERE id = $1`, id).Scan(db.ScanTime(&got), db.ScanTime(&null)); err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want) || got.Location() != time.UTC || !null.IsZero() {
			t.Errorf("round trip of %v: got %v (null column %v)", want, got, null)
		}
	}
	// Comparisons in SQL see the same order as Go.
	var n int
	if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE created_at > $1`, instants[0].UTC()).Scan(&n); err != nil || n != 2 {
		t.Fatalf("instants after %v: %d (%v), want 2", instants[0], n, err)
	}
}

func TestScanTimeRejectsGarbage(t *testing.T) {
	var tm time.Time
	for _, bad := range []any{"ontem", "2026-13-01 00:00:00+00:00", 42} {
		if err := db.ScanTime(&tm).Scan(bad); err == nil {
			t.Errorf("%v accepted as %v", bad, tm)
		}
	}
}

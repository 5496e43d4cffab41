package db_test

import (
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func TestDialectsHaveSameMigrationNumbers(t *testing.T) {
	lite, err := db.Migrations(db.SQLite)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := db.Migrations(db.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	if len(lite) == 0 {
		t.Fatal("no migrations found")
	}
	names := func(ms []db.Migration) []string {
		var out []string
		for _, m := range ms {
			out = append(out, m.Name)
		}
		return out
	}
	versions := func(ms []db.Migration) []int {
		var out []int
		for _, m := range ms {
			out = append(out, m.Version)
		}
		return out
	}
	if !reflect.DeepEqual(versions(lite), versions(pg)) || !reflect.DeepEqual(names(lite), names(pg)) {
		t.Fatalf("migrations differ:\nsqlite   %v %v\npostgres %v %v", versions(lite), names(lite), versions(pg), names(pg))
	}
}

// TestDialectsHaveSameColumns migrates a SQLite database and, when TEST_DATABASE_URL is set,
// a PostgreSQL one, and compares every table's columns.
func TestDialectsHaveSameColumns(t *testing.T) {
	url := os.Getenv("TEST_DATABASE_URL")
	if url == "" {
		t.Skip("TEST_DATABASE_URL not set: PostgreSQL side not available")
	}
	ctx := context.Background()
	t.Setenv("TEST_DATABASE_URL", "")
	lite := dbtest.New(t)
	t.Setenv("TEST_DATABASE_URL", url)
	pg := dbtest.New(t)
	if lite.Dialect != db.SQLite || pg.Dialect != db.Postgres {
		t.Fatalf("dialects: got %s and %s", lite.Dialect, pg.Dialect)
	}
	a, err := lite.Columns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := pg.Columns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("schemas differ:\nsqlite   %v\npostgres %v", a, b)
	}
}

func TestMigrateIsIdempotent(t *testing.T) {
	d := dbtest.New(t)
	again, err := d.Migrate(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 0 {
		t.Fatalf("second migrate applied %v, want nothing", again)
	}
	cols, err := d.Columns(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"users", "weddings", "sessions", "guests", "outbox", "profiles"} {
		if len(cols[table]) == 0 {
			t.Errorf("table %s missing after migrate", table)
		}
	}
}

func TestIsUniqueViolation(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	insert := `INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES ('x', 'a@b.co', 's', 'b', CURRENT_TIMESTAMP)`
	if _, err := d.ExecContext(ctx, insert); err != nil {
		t.Fatal(err)
	}
	_, err := d.ExecContext(ctx, insert)
	if !db.IsUniqueViolation(err) {
		t.Fatalf("second insert: got %v, want a unique violation", err)
	}
}

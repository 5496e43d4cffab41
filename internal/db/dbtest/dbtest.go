// Package dbtest gives each test a fresh, migrated database: SQLite in t.TempDir(), or, when
// TEST_DATABASE_URL is set, a new schema of that PostgreSQL database that is dropped afterwards.
// CI runs the whole Go suite once each way.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/aceito/aceito/internal/db"
)

// New returns a migrated database that lives as long as the test.
func New(t testing.TB) *db.DB {
	t.Helper()
	ctx := context.Background()
	base := os.Getenv("TEST_DATABASE_URL")
	opts := db.Options{DataDir: t.TempDir(), MaxConns: 4}
	if base != "" {
		opts.DatabaseURL = newSchema(t, base)
	}
	d, err := db.Open(ctx, opts)
	if err != nil {
		t.Fatalf("dbtest: open: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	if _, err := d.Migrate(ctx); err != nil {
		t.Fatalf("dbtest: migrate: %v", err)
	}
	return d
}

// newSchema creates a uniquely named schema and returns base with search_path pointing at it.
func newSchema(t testing.TB, base string) string {
	t.Helper()
	var b [6]byte
	_, _ = rand.Read(b[:])
	schema := "test_" + hex.EncodeToString(b[:])
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("dbtest: open admin: %v", err)
	}
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		admin.Close()
		t.Fatalf("dbtest: create schema: %v", err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP SCHEMA " + schema + " CASCADE"); err != nil {
			t.Errorf("dbtest: drop schema: %v", err)
		}
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("dbtest: TEST_DATABASE_URL must be a URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// URL returns a DATABASE_URL for a fresh, empty PostgreSQL schema that lives as long as the
// test, or "" when TEST_DATABASE_URL is unset (the caller then uses SQLite). It is for tests
// that run the real binary, which migrates its own database.
func URL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		return ""
	}
	return newSchema(t, base)
}

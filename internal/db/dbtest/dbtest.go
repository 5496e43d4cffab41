// Package dbtest gives each test a fresh, migrated database: SQLite in t.TempDir(), or, when
// TEST_DATABASE_URL is set, a new schema of that PostgreSQL database that is dropped afterwards.
// CI runs the whole Go suite once each way.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"strings"
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
	// Runs before the Close above (cleanups run last first): whatever the test did, through
	// whichever path, every wedding's kept row counts must still equal its lists' rows.
	t.Cleanup(func() { CheckRowCounts(t, d) })
	return d
}

// CheckRowCounts fails t when any wedding's kept row count of a list (a column n_<table> of
// weddings, moved by the triggers of migration 0054) differs from COUNT(*) of that table's rows
// for the wedding. New runs it at the end of every test, so every insert and delete path a test
// takes, on either engine, is checked against the triggers. A database the test already closed
// is not checked.
func CheckRowCounts(t testing.TB, d *db.DB) {
	t.Helper()
	ctx := context.Background()
	cols, err := d.Columns(ctx)
	if err != nil {
		if errors.Is(err, sql.ErrConnDone) || strings.Contains(err.Error(), "database is closed") {
			return
		}
		t.Errorf("dbtest: row counts: %v", err)
		return
	}
	for _, c := range cols["weddings"] {
		table, ok := strings.CutPrefix(c, "n_")
		if !ok {
			continue
		}
		rows, err := d.QueryContext(ctx, `SELECT w.id, w.`+c+`, (SELECT COUNT(*) FROM `+table+` l WHERE l.wedding_id = w.id) AS n
			FROM weddings w WHERE w.`+c+` <> (SELECT COUNT(*) FROM `+table+` l WHERE l.wedding_id = w.id)`)
		if err != nil {
			t.Errorf("dbtest: row counts of %s: %v", table, err)
			return
		}
		for rows.Next() {
			var id string
			var kept, n int
			if err := rows.Scan(&id, &kept, &n); err != nil {
				t.Errorf("dbtest: row counts of %s: %v", table, err)
				break
			}
			t.Errorf("dbtest: wedding %s keeps %s = %d, but has %d rows in %s", id, c, kept, n, table)
		}
		if err := rows.Err(); err != nil {
			t.Errorf("dbtest: row counts of %s: %v", table, err)
		}
		rows.Close()
	}
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

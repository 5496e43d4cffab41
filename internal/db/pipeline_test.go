package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// InTxWith commits the first statement and the rest together or neither, and hands the
// connection back clean: with one connection in the pool, every later call reuses it.
func TestInTxWith(t *testing.T) {
	d := dbtest.New(t)
	d.SetMaxOpenConns(1)
	ctx := context.Background()
	if _, err := d.ExecContext(ctx, `CREATE TABLE pipeline_test (id TEXT PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	ids := func() int {
		t.Helper()
		var n int
		if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM pipeline_test`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	insert := `INSERT INTO pipeline_test (id) VALUES ($1) RETURNING id`
	write := func(first, second string, fn func(q db.Querier) error) (string, error) {
		var got string
		err := d.InTxWith(ctx, insert, []any{first}, func(row db.Scanner) error { return row.Scan(&got) }, func(q db.Querier) error {
			if fn != nil {
				return fn(q)
			}
			_, err := q.ExecContext(ctx, `INSERT INTO pipeline_test (id) VALUES ($1)`, second)
			return err
		})
		return got, err
	}
	if got, err := write("a", "b", nil); err != nil || got != "a" || ids() != 2 {
		t.Fatalf("commit: %q %v, %d rows", got, err, ids())
	}
	// The first statement fails: nothing is written.
	if _, err := write("a", "c", nil); err == nil || ids() != 2 {
		t.Fatalf("failing first statement: %v, %d rows", err, ids())
	}
	// A later step fails: the first statement is rolled back too.
	boom := errors.New("boom")
	if _, err := write("c", "", func(db.Querier) error { return boom }); !errors.Is(err, boom) || ids() != 2 {
		t.Fatalf("failing later step: %v, %d rows", err, ids())
	}
	// A failed statement whose error the write ignores: PostgreSQL aborts the transaction and
	// answers COMMIT with ROLLBACK, which must not pass for a commit. SQLite keeps going.
	_, err := write("d", "", func(q db.Querier) error {
		_, _ = q.ExecContext(ctx, `INSERT INTO pipeline_test (id) VALUES ('a')`)
		return nil
	})
	if d.Dialect == db.Postgres && (err == nil || ids() != 2) {
		t.Fatalf("ignored failure on PostgreSQL: %v, %d rows", err, ids())
	}
	if d.Dialect == db.SQLite && (err != nil || ids() != 3) {
		t.Fatalf("ignored failure on SQLite: %v, %d rows", err, ids())
	}
	// The connection is still usable and outside any transaction.
	if got, err := write("e", "f", nil); err != nil || got != "e" {
		t.Fatalf("after the failures: %q %v", got, err)
	}
}

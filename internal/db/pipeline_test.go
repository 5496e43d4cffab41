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

// A write whose request ended before its COMMIT, or whose later step panicked, leaves no
// transaction open on a pooled connection: its uncommitted row (and, in a real write, the
// wedding's row lock) is gone, so another session inserting the same key does not wait for it.
func TestInTxWithNeverPoolsAnOpenTransaction(t *testing.T) {
	d := dbtest.New(t)
	if d.Dialect != db.Postgres {
		t.Skip("the pipelined transaction is PostgreSQL's; SQLite runs InTx")
	}
	ctx := context.Background()
	if _, err := d.ExecContext(ctx, `CREATE TABLE pipeline_open (id TEXT PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	observer, err := d.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer observer.Close()
	// A bound instead of a hang: a leftover transaction makes the insert below fail after 10 s.
	if _, err := observer.ExecContext(ctx, `SET lock_timeout = '10s'`); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = observer.ExecContext(ctx, `RESET lock_timeout`) }()
	insert := `INSERT INTO pipeline_open (id) VALUES ($1) RETURNING id`
	scan := func(row db.Scanner) error { var id string; return row.Scan(&id) }

	ended, cancel := context.WithCancel(ctx)
	err = d.InTxWith(ended, insert, []any{"cancelled"}, scan, func(db.Querier) error { cancel(); return nil })
	if err == nil {
		t.Fatal("committed after the request's context ended")
	}
	if _, err := observer.ExecContext(ctx, `INSERT INTO pipeline_open (id) VALUES ('cancelled')`); err != nil {
		t.Fatalf("the cancelled write's transaction is still open: %v", err)
	}

	func() {
		defer func() { _ = recover() }()
		_ = d.InTxWith(ctx, insert, []any{"panicked"}, scan, func(db.Querier) error { panic("boom") })
	}()
	if _, err := observer.ExecContext(ctx, `INSERT INTO pipeline_open (id) VALUES ('panicked')`); err != nil {
		t.Fatalf("the panicked write's transaction is still open: %v", err)
	}
}

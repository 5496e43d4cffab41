package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Querier runs statements: a *sql.Tx, a *sql.Conn, or the pool.
type Querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// Scanner is one row to read: *sql.Row, *sql.Rows, pgx.Row.
type Scanner interface{ Scan(dest ...any) error }

// InTxWith is InTx for a write whose first statement is known before it begins: query (one
// row, handed to scan) runs first, then fn runs the rest of the transaction on q; it commits
// when both succeed and rolls back otherwise. On PostgreSQL the BEGIN and that first statement
// go to the server as one pgx batch, one network exchange instead of two (issue 16); the rest
// runs on the same connection, which goes back to the pool only after the COMMIT or ROLLBACK
// got through and is closed otherwise (a cancelled ctx, a panic in fn). On SQLite it is InTx
// with query first.
func (d *DB) InTxWith(ctx context.Context, query string, args []any, scan func(row Scanner) error, fn func(q Querier) error) error {
	if d.Dialect != Postgres {
		return d.InTx(ctx, func(tx *sql.Tx) error {
			if err := scan(tx.QueryRowContext(ctx, query, args...)); err != nil {
				return err
			}
			return fn(tx)
		})
	}
	conn, err := d.DB.Conn(ctx)
	if err != nil {
		return fmt.Errorf("db.InTxWith: connection: %w", err)
	}
	// Whatever happens below (a COMMIT refused for a cancelled ctx, a panic in fn), the
	// connection must not go back to the pool inside the transaction: it would keep the
	// wedding's row lock until the pool next hands it out. Raw returning driver.ErrBadConn makes
	// database/sql close it instead, and PostgreSQL rolls back a closed session's transaction.
	defer func() {
		_ = conn.Raw(func(driverConn any) error {
			if c, ok := driverConn.(*stdlib.Conn); ok && c.Conn().PgConn().TxStatus() != 'I' {
				return driver.ErrBadConn
			}
			return nil
		})
		_ = conn.Close()
	}()
	var scanErr error
	err = conn.Raw(func(driverConn any) error {
		c, ok := driverConn.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("db.InTxWith: not a pgx connection: %T", driverConn)
		}
		b := &pgx.Batch{}
		b.Queue("begin")
		b.Queue(query, args...)
		br := c.Conn().SendBatch(ctx, b)
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return fmt.Errorf("db.InTxWith: begin or first statement: %w", err)
		}
		scanErr = scan(br.QueryRow())
		if err := br.Close(); err != nil && scanErr == nil {
			return fmt.Errorf("db.InTxWith: %w", err)
		}
		return nil
	})
	if err == nil {
		err = scanErr
	}
	if err == nil {
		err = fn(conn)
	}
	if err != nil {
		if _, rerr := conn.ExecContext(context.WithoutCancel(ctx), "rollback"); rerr != nil {
			err = errors.Join(err, fmt.Errorf("db.InTxWith: rollback: %w", rerr))
		}
		return err
	}
	return conn.Raw(func(driverConn any) error {
		// A transaction that an error aborted answers COMMIT with ROLLBACK and no error.
		tag, err := driverConn.(*stdlib.Conn).Conn().Exec(ctx, "commit")
		if err != nil {
			return fmt.Errorf("db.InTxWith: commit: %w", err)
		}
		if tag.String() != "COMMIT" {
			return fmt.Errorf("db.InTxWith: commit answered %q", tag.String())
		}
		return nil
	})
}

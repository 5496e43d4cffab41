// Package db opens the embedded SQLite database or PostgreSQL, applies the embedded
// migrations of the matching dialect, and holds the few helpers where the dialects differ.
// SQL elsewhere is written once in the portable subset both engines accept ($n placeholders,
// RETURNING, ON CONFLICT ... DO UPDATE).
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Dialect names the SQL engine behind a DB.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is a connection pool and the dialect it speaks.
type DB struct {
	*sql.DB
	Dialect Dialect
	stmts   stmtCache
	// writer serialises SQLite write transactions in Go. SQLite allows one writer at a time;
	// left to its busy handler, waiting writers sleep with back-off (up to 100 ms a nap),
	// which showed as a long p99 tail under concurrent inserts.
	writer chan struct{}
}

// Options says which database to open.
type Options struct {
	DatabaseURL string // PostgreSQL when set
	DataDir     string // directory of the SQLite file otherwise
	MaxConns    int
}

// Open connects to PostgreSQL when opts.DatabaseURL is set, else to (creating if needed)
// DataDir/aceito.db, and checks the connection.
func Open(ctx context.Context, opts Options) (*DB, error) {
	if opts.MaxConns < 1 {
		opts.MaxConns = 8
	}
	var d *DB
	if opts.DatabaseURL != "" {
		pool, err := sql.Open("pgx", opts.DatabaseURL)
		if err != nil {
			return nil, fmt.Errorf("db.Open postgres: %w", err)
		}
		d = &DB{DB: pool, Dialect: Postgres}
	} else {
		if err := os.MkdirAll(opts.DataDir, 0o750); err != nil {
			return nil, fmt.Errorf("db.Open: create data dir: %w", err)
		}
		pool, err := sql.Open("sqlite", SQLiteDSN(filepath.Join(opts.DataDir, "aceito.db")))
		if err != nil {
			return nil, fmt.Errorf("db.Open sqlite: %w", err)
		}
		d = &DB{DB: pool, Dialect: SQLite, writer: make(chan struct{}, 1)}
	}
	d.SetMaxOpenConns(opts.MaxConns)
	d.SetMaxIdleConns(opts.MaxConns)
	if err := d.PingContext(ctx); err != nil {
		d.Close()
		return nil, fmt.Errorf("db.Open %s: ping: %w", d.Dialect, err)
	}
	return d, nil
}

// SQLiteDSN is the connection string for the SQLite file at path: WAL so readers never wait
// for the writer, a busy timeout instead of immediate SQLITE_BUSY, foreign keys enforced, and
// write transactions that take the write lock at BEGIN so they cannot deadlock on upgrade.
func SQLiteDSN(path string) string {
	return "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate&_time_format=sqlite"
}

// IsUniqueViolation reports whether err is a unique or primary-key constraint failure.
func IsUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var sqErr *sqlite.Error
	if errors.As(err, &sqErr) {
		return sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// InTx runs fn in a transaction, committing when it returns nil and rolling back otherwise.
func (d *DB) InTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if d.Dialect == SQLite {
		select {
		case d.writer <- struct{}{}:
			defer func() { <-d.writer }()
		case <-ctx.Done():
			return fmt.Errorf("db.InTx: waiting for the writer: %w", ctx.Err())
		}
	}
	tx, err := d.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db.InTx: begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("db.InTx: commit: %w", err)
	}
	return nil
}

// ForUpdate is the row-lock suffix for a SELECT inside a transaction. SQLite needs none: its
// write transactions already hold the database's write lock from BEGIN.
func (d *DB) ForUpdate() string {
	if d.Dialect == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

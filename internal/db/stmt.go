package db

import (
	"context"
	"database/sql"
	"sync"
)

// SQLite compiles a statement on every query unless it is prepared; with the guest list that
// was a tenth of the CPU profile. So on SQLite the pool-level query methods reuse prepared
// statements, keyed by SQL text. (pgx already caches prepared statements per connection.)
// Only constant SQL is repeated in practice; the cap keeps generated SQL from growing the cache.
const maxCachedStmts = 256

type stmtCache struct {
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

func (d *DB) stmt(ctx context.Context, query string) *sql.Stmt {
	if d.Dialect != SQLite {
		return nil
	}
	d.stmts.mu.RLock()
	st := d.stmts.m[query]
	d.stmts.mu.RUnlock()
	if st != nil {
		return st
	}
	d.stmts.mu.Lock()
	defer d.stmts.mu.Unlock()
	if st := d.stmts.m[query]; st != nil {
		return st
	}
	if len(d.stmts.m) >= maxCachedStmts {
		return nil
	}
	st, err := d.DB.PrepareContext(ctx, query)
	if err != nil {
		return nil // let the plain call report the error
	}
	if d.stmts.m == nil {
		d.stmts.m = map[string]*sql.Stmt{}
	}
	d.stmts.m[query] = st
	return st
}

// QueryContext runs a query, through a cached prepared statement on SQLite.
func (d *DB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := d.stmt(ctx, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return d.DB.QueryContext(ctx, query, args...)
}

// QueryRowContext runs a query for one row, through a cached prepared statement on SQLite.
func (d *DB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if st := d.stmt(ctx, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return d.DB.QueryRowContext(ctx, query, args...)
}

// ExecContext runs a statement, through a cached prepared statement on SQLite.
func (d *DB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := d.stmt(ctx, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return d.DB.ExecContext(ctx, query, args...)
}

// Close closes the cached statements and the pool.
func (d *DB) Close() error {
	d.stmts.mu.Lock()
	for _, st := range d.stmts.m {
		st.Close()
	}
	d.stmts.m = nil
	d.stmts.mu.Unlock()
	return d.DB.Close()
}

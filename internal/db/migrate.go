package db

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/aceito/aceito/migrations"
)

// Migration is one numbered SQL file.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations lists the embedded migrations of dialect in version order.
func Migrations(dialect Dialect) ([]Migration, error) {
	dir := string(dialect)
	entries, err := fs.ReadDir(migrations.FS, dir)
	if err != nil {
		return nil, fmt.Errorf("db.Migrations: %w", err)
	}
	var out []Migration
	for _, e := range entries {
		name := e.Name()
		num, rest, ok := strings.Cut(strings.TrimSuffix(name, ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(name, ".sql") {
			return nil, fmt.Errorf("db.Migrations: bad file name %s/%s: want NNNN_name.sql", dir, name)
		}
		body, err := fs.ReadFile(migrations.FS, path.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("db.Migrations: %w", err)
		}
		out = append(out, Migration{Version: v, Name: rest, SQL: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("db.Migrations: version %d appears twice in %s", out[i].Version, dir)
		}
	}
	return out, nil
}

// migrationLockID is the PostgreSQL advisory lock that keeps two starting instances from
// migrating at once.
const migrationLockID = 7_215_001

// Migrate applies every migration not yet recorded in schema_migrations, each in its own
// transaction. It returns the versions it applied.
func (d *DB) Migrate(ctx context.Context) ([]int, error) {
	all, err := Migrations(d.Dialect)
	if err != nil {
		return nil, err
	}
	conn, err := d.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("db.Migrate: conn: %w", err)
	}
	defer conn.Close()
	if d.Dialect == Postgres {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", migrationLockID); err != nil {
			return nil, fmt.Errorf("db.Migrate: lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", migrationLockID) //nolint:errcheck // released with the session anyway
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return nil, fmt.Errorf("db.Migrate: create schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	rows, err := conn.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return nil, fmt.Errorf("db.Migrate: read applied: %w", err)
	}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			rows.Close()
			return nil, fmt.Errorf("db.Migrate: scan: %w", err)
		}
		applied[v] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("db.Migrate: read applied: %w", err)
	}
	var done []int
	for _, m := range all {
		if applied[m.Version] {
			continue
		}
		err := func() error {
			tx, err := conn.BeginTx(ctx, nil)
			if err != nil {
				return err
			}
			defer tx.Rollback() //nolint:errcheck // no-op after commit
			if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
				m.Version, m.Name, time.Now().UTC().Format(time.RFC3339)); err != nil {
				return err
			}
			return tx.Commit()
		}()
		if err != nil {
			return done, fmt.Errorf("db.Migrate: %04d_%s: %w", m.Version, m.Name, err)
		}
		done = append(done, m.Version)
	}
	return done, nil
}

// Columns lists table → sorted column names of the migrated schema, for the test that keeps
// both dialects alike.
func (d *DB) Columns(ctx context.Context) (map[string][]string, error) {
	var q string
	if d.Dialect == Postgres {
		q = `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`
	} else {
		q = `SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p
		     WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`
	}
	rows, err := d.QueryContext(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("db.Columns: %w", err)
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var table, col string
		if err := rows.Scan(&table, &col); err != nil {
			return nil, fmt.Errorf("db.Columns: scan: %w", err)
		}
		out[table] = append(out[table], col)
	}
	for _, cols := range out {
		sort.Strings(cols)
	}
	return out, rows.Err()
}

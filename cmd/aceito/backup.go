package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/aceito/aceito/internal/backup"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db"
)

// localFilesDir is where the local file store keeps uploads, or "" when they live in S3.
func localFilesDir(cfg config.Config) string {
	if cfg.Storage == "s3" {
		return ""
	}
	return filepath.Join(cfg.DataDir, "files")
}

// backupCmd copies the database (SQLite) and the local files into --to, while the server runs.
func backupCmd(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("backup", flag.ContinueOnError)
	fl.SetOutput(stdout)
	to := fl.String("to", "", "directory to write the backup into; must not exist or be empty (required)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *to == "" {
		return errors.New("backup: --to is required")
	}
	// Opened without migrating: a backup never changes the installation it copies.
	d, err := db.Open(ctx, db.Options{DatabaseURL: cfg.DatabaseURL, DataDir: cfg.DataDir, MaxConns: 2})
	if err != nil {
		return err
	}
	defer d.Close()
	m, err := backup.Create(ctx, d, localFilesDir(cfg), *to, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backup written to %s: %s database %s, %d files\n", *to, m.Engine, orNone(m.Database), len(m.Files))
	if d.Dialect == db.Postgres {
		fmt.Fprintln(stdout, "PostgreSQL: the database is not in this backup; copy it with pg_dump (docs/deploy.md)")
	}
	if cfg.Storage == "s3" {
		fmt.Fprintln(stdout, "S3: uploaded files stay in the bucket; keep its versioning on (docs/deploy.md)")
	}
	return nil
}

// restoreCmd puts a backup back into an installation that has no database and no files yet.
func restoreCmd(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("restore", flag.ContinueOnError)
	fl.SetOutput(stdout)
	from := fl.String("from", "", "a directory written by 'aceito backup' (required)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *from == "" {
		return errors.New("restore: --from is required")
	}
	engine := string(db.SQLite)
	if cfg.DatabaseURL != "" {
		engine = string(db.Postgres)
	}
	m, err := backup.Restore(ctx, *from, engine, cfg.DataDir, localFilesDir(cfg))
	if err != nil {
		return err
	}
	// The restored database must open and migrate like any other (a backup of an older version
	// is brought up to date here, not at the next start).
	d, applied, err := openMigrated(ctx, cfg)
	if err != nil {
		return fmt.Errorf("restore: the restored database does not open: %w", err)
	}
	defer d.Close()
	fmt.Fprintf(stdout, "restored from %s (made %s): %s database %s, %d files, migrations applied: %v\n",
		*from, m.CreatedAt.Format(time.RFC3339), m.Engine, orNone(m.Database), len(m.Files), applied)
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// Package backup makes and restores an operator's copy of one Aceito installation: the SQLite
// database (an online, consistent copy made with VACUUM INTO while the server runs) and the
// uploaded files of the local file store. A PostgreSQL database is copied with pg_dump instead
// (docs/deploy.md); files in S3 stay in their bucket, whose versioning is the backup.
//
// A backup directory holds aceito.db (SQLite only), files/ (the local store's tree) and
// MANIFEST.json, written last: a directory without it is an unfinished backup and is refused.
// The manifest records each file's size and SHA-256, checked before anything is restored.
package backup

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/db"
)

// Format is the manifest version this code writes and reads.
const Format = 1

const (
	manifestName = "MANIFEST.json"
	databaseName = "aceito.db"
	filesDirName = "files"
)

// File is one stored file in a backup, by its path under files/.
type File struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Manifest describes a finished backup.
type Manifest struct {
	Format    int       `json:"format"`
	CreatedAt time.Time `json:"created_at"`
	Engine    string    `json:"engine"`   // "sqlite" or "postgres"
	Database  string    `json:"database"` // the SQLite copy's file name; empty for PostgreSQL
	Files     []File    `json:"files"`
}

// Create writes a backup of d (when SQLite) and of the local file store under filesDir (empty
// when files live in S3) into to, which must not exist or be empty.
func Create(ctx context.Context, d *db.DB, filesDir, to string, now time.Time) (Manifest, error) {
	m := Manifest{Format: Format, CreatedAt: now.UTC(), Engine: string(d.Dialect), Files: []File{}}
	if err := emptyDir(to); err != nil {
		return m, err
	}
	if d.Dialect == db.SQLite {
		// VACUUM INTO reads one consistent snapshot while writers go on, and the copy is
		// compact and self-contained (no -wal file to carry along).
		if _, err := d.ExecContext(ctx, "VACUUM INTO $1", filepath.Join(to, databaseName)); err != nil {
			return m, fmt.Errorf("backup: copy the database: %w", err)
		}
		m.Database = databaseName
	}
	// Files are copied after the database: a file uploaded meanwhile is copied without its row
	// (harmless), and a file deleted meanwhile was already unreferenced by then.
	if filesDir != "" {
		files, err := copyTree(ctx, filesDir, filepath.Join(to, filesDirName))
		if err != nil {
			return m, err
		}
		m.Files = files
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, fmt.Errorf("backup: manifest: %w", err)
	}
	if err := writeFileSync(filepath.Join(to, manifestName), b); err != nil {
		return m, fmt.Errorf("backup: manifest: %w", err)
	}
	return m, nil
}

// Restore checks the backup in from and copies it into an installation that has no database
// (SQLite: dataDir/aceito.db must not exist) and no files yet (filesDir missing or empty). With
// PostgreSQL (engine "postgres") only the files are restored; the database comes from pg_restore.
func Restore(ctx context.Context, from, engine, dataDir, filesDir string) (Manifest, error) {
	m, err := readManifest(from)
	if err != nil {
		return m, err
	}
	if m.Engine != engine {
		return m, fmt.Errorf("restore: the backup is of a %s installation, this one uses %s", m.Engine, engine)
	}
	for _, f := range m.Files {
		if err := verify(filepath.Join(from, filesDirName, filepath.FromSlash(f.Path)), f); err != nil {
			return m, err
		}
	}
	if filesDir != "" && len(m.Files) > 0 {
		if err := emptyDir(filesDir); err != nil {
			return m, fmt.Errorf("restore: %w (move the current files aside first)", err)
		}
	}
	if m.Database != "" {
		target := filepath.Join(dataDir, databaseName)
		if _, err := os.Stat(target); err == nil {
			return m, fmt.Errorf("restore: %s already exists (stop the server and move it aside first)", target)
		}
		// A -wal or -shm left by a removed database would be replayed into the restored one.
		for _, leftover := range []string{target + "-wal", target + "-shm"} {
			if err := os.Remove(leftover); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return m, fmt.Errorf("restore: remove %s: %w", leftover, err)
			}
		}
		if err := os.MkdirAll(dataDir, 0o750); err != nil {
			return m, fmt.Errorf("restore: %w", err)
		}
		if _, err := copyFile(filepath.Join(from, m.Database), target+".restoring"); err != nil {
			return m, err
		}
		if err := os.Rename(target+".restoring", target); err != nil {
			return m, fmt.Errorf("restore: %w", err)
		}
	}
	if filesDir != "" {
		for _, f := range m.Files {
			if err := ctx.Err(); err != nil {
				return m, err
			}
			if _, err := copyFile(filepath.Join(from, filesDirName, filepath.FromSlash(f.Path)), filepath.Join(filesDir, filepath.FromSlash(f.Path))); err != nil {
				return m, err
			}
		}
	}
	return m, nil
}

func readManifest(from string) (Manifest, error) {
	var m Manifest
	b, err := os.ReadFile(filepath.Join(from, manifestName))
	if err != nil {
		return m, fmt.Errorf("restore: %s has no %s (not a backup, or an unfinished one): %w", from, manifestName, err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("restore: %s: %w", manifestName, err)
	}
	if m.Format != Format {
		return m, fmt.Errorf("restore: backup format %d, this version reads %d", m.Format, Format)
	}
	for _, f := range m.Files {
		// Paths come from a file an operator may have edited: never outside files/.
		if !filepath.IsLocal(filepath.FromSlash(f.Path)) {
			return m, fmt.Errorf("restore: bad file path %q in the manifest", f.Path)
		}
	}
	if m.Database != "" && m.Database != databaseName {
		return m, fmt.Errorf("restore: bad database name %q in the manifest", m.Database)
	}
	return m, nil
}

// verify checks a backed-up file against the manifest.
func verify(path string, want File) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return fmt.Errorf("restore: read %s: %w", want.Path, err)
	}
	if n != want.Size || hex.EncodeToString(h.Sum(nil)) != want.SHA256 {
		return fmt.Errorf("restore: %s does not match the manifest (damaged backup)", want.Path)
	}
	return nil
}

// copyTree copies every regular file under src (skipping the store's in-progress ".upload-*"
// temporaries) to dst, returning what it copied.
func copyTree(ctx context.Context, src, dst string) ([]File, error) {
	files := []File{}
	err := filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p == src {
				return filepath.SkipAll // no files uploaded yet
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".upload-") {
			return nil
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		f, err := copyFile(p, filepath.Join(dst, rel))
		if errors.Is(err, fs.ErrNotExist) {
			return nil // deleted while we walked
		}
		if err != nil {
			return err
		}
		f.Path = filepath.ToSlash(rel)
		files = append(files, f)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("backup: copy files: %w", err)
	}
	return files, nil
}

// copyFile copies src to dst (creating its directory), syncs it and returns its size and hash.
func copyFile(src, dst string) (File, error) {
	in, err := os.Open(src)
	if err != nil {
		return File{}, err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return File{}, fmt.Errorf("copy %s: %w", src, err)
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return File{}, fmt.Errorf("copy %s: %w", src, err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return File{}, fmt.Errorf("copy %s: %w", src, err)
	}
	return File{Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

func writeFileSync(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// emptyDir creates dir, or accepts it when it exists and is empty.
func emptyDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return os.MkdirAll(dir, 0o750)
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s is not empty", dir)
	}
	return nil
}

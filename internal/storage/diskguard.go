package storage

import (
	"context"
	"fmt"
	"io"
	"log/slog"

	"github.com/aceito/aceito/internal/apperr"
)

// ErrDiskFull is what an upload gets while the server's disk is nearly full (507): refusing
// one photo early keeps room for the database, which lives on the same disk with SQLite.
var ErrDiskFull = &apperr.Error{Kind: apperr.KindInsufficientStorage, Code: "disk_full",
	Message: "O servidor está sem espaço para novos arquivos no momento. Tente novamente mais tarde; seus dados estão seguros."}

// DiskGuard is a local Store that refuses Put while the free space of its filesystem is below
// Min bytes, and logs each refusal so an operator sees it. Open and Delete always pass: reading
// and deleting free space, never use it.
type DiskGuard struct {
	Store
	Dir  string                          // the directory whose filesystem is measured
	Min  int64                           // refuse below this many free bytes; 0 turns the guard off
	Log  *slog.Logger                    // refusals are logged at error level
	Free func(dir string) (int64, error) // free bytes for an unprivileged user; FreeBytes outside tests
}

// Put refuses with ErrDiskFull when free space is below Min, then stores as Store does. A failed
// measurement is logged and the upload goes ahead: the guard must not block uploads on its own bug.
func (g DiskGuard) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if g.Min > 0 {
		free, err := g.Free(g.Dir)
		switch {
		case err != nil:
			g.Log.Error("disk guard: cannot measure free space", "dir", g.Dir, "err", err)
		case free-size < g.Min:
			g.Log.Error("disk guard: upload refused, free disk space below ACEITO_MIN_FREE_DISK",
				"dir", g.Dir, "free_bytes", free, "min_bytes", g.Min, "upload_bytes", size)
			return ErrDiskFull
		}
	}
	if err := g.Store.Put(ctx, key, r, size, contentType); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

package storage

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/apperr"
)

// The guard refuses an upload that would leave less than Min free (free-size < Min), lets the
// one that leaves exactly Min through, and logs the refusal; reads and deletes always pass.
func TestDiskGuard(t *testing.T) {
	local, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	free := int64(1000)
	g := DiskGuard{Store: local, Dir: "/x", Min: 990, Log: slog.New(slog.NewTextHandler(&logs, nil)),
		Free: func(dir string) (int64, error) {
			if dir != "/x" {
				t.Errorf("measured %q", dir)
			}
			return free, nil
		}}
	ctx := context.Background()
	put := func(key string, size int) error {
		return g.Put(ctx, key, strings.NewReader(strings.Repeat("a", size)), int64(size), "text/plain")
	}
	if err := put("w/a", 10); err != nil { // leaves exactly Min
		t.Fatalf("at the threshold: %v", err)
	}
	err = put("w/b", 11)
	if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindInsufficientStorage || e.Code != "disk_full" {
		t.Fatalf("below the threshold: %v", err)
	}
	if !strings.Contains(logs.String(), "disk guard: upload refused") || !strings.Contains(logs.String(), "free_bytes=1000") {
		t.Errorf("refusal not logged: %s", logs.String())
	}
	if _, err := g.Open(ctx, "w/b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("refused file exists: %v", err)
	}
	free = 0
	if rc, err := g.Open(ctx, "w/a"); err != nil {
		t.Fatalf("open on a full disk: %v", err)
	} else if b, _ := io.ReadAll(rc); len(b) != 10 {
		t.Errorf("read %d bytes", len(b))
	} else {
		rc.Close()
	}
	if err := g.Delete(ctx, "w/a"); err != nil {
		t.Errorf("delete on a full disk: %v", err)
	}
	g.Min = 0 // off
	if err := put("w/c", 10); err != nil {
		t.Errorf("guard off: %v", err)
	}
	g.Min, g.Free = 1, func(string) (int64, error) { return 0, errors.New("statfs broke") }
	if err := put("w/d", 10); err != nil {
		t.Errorf("a failed measurement must not block uploads: %v", err)
	}
}

func TestFreeBytesMeasuresARealDirectory(t *testing.T) {
	n, err := FreeBytes(t.TempDir())
	if err != nil || n <= 0 {
		t.Fatalf("FreeBytes: %d, %v", n, err)
	}
}

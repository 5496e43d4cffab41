package storage

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestValidKey(t *testing.T) {
	good := []string{
		"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/gallery/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c.png",
		"w/contracts/x.pdf",
	}
	bad := []string{"", "..", "a/../b", "/etc/passwd", "a//b", "a/b/", "A/b.png", "a/b.tar.gz",
		"a\\b", "a/b c.png", "a/.png", "a/b/c/d/e", "a/b.png\x00", strings.Repeat("a", 65)}
	for _, k := range good {
		if !ValidKey(k) {
			t.Errorf("ValidKey(%q) = false, want true", k)
		}
	}
	for _, k := range bad {
		if ValidKey(k) {
			t.Errorf("ValidKey(%q) = true, want false", k)
		}
	}
}

// TestStore runs the contract every Store must keep.
func TestStore(t *testing.T) {
	l, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	testStore(t, l)
}

func testStore(t *testing.T, s Store) {
	t.Helper()
	ctx := context.Background()
	key := "w1/gallery/f1.png"
	if _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open(missing) err = %v, want ErrNotFound", err)
	}
	body := []byte("\x89PNG fake bytes")
	if err := s.Put(ctx, key, bytes.NewReader(body), int64(len(body)), "image/png"); err != nil {
		t.Fatalf("Put: %v", err)
	}
	rc, err := s.Open(ctx, key)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	got, err := io.ReadAll(rc)
	rc.Close()
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("Open read %q, %v; want %q", got, err, body)
	}
	if err := s.Put(ctx, "w1/gallery/short.png", bytes.NewReader(body), int64(len(body)+5), "image/png"); err == nil {
		t.Error("Put with a short reader succeeded")
	}
	if err := s.Put(ctx, "../escape.png", bytes.NewReader(body), int64(len(body)), "image/png"); err == nil {
		t.Error("Put with a path-like key succeeded")
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatalf("Delete twice: %v", err)
	}
	if _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Open after Delete err = %v, want ErrNotFound", err)
	}
	// DeleteAll removes one wedding's directory and nothing else, and refuses anything but one segment.
	for _, k := range []string{"w1/gallery/a.png", "w1/exports/e.zip", "w1/contracts/c.pdf", "w10/gallery/b.png", "w2/gallery/c.png"} {
		if err := s.Put(ctx, k, bytes.NewReader(body), int64(len(body)), "image/png"); err != nil {
			t.Fatalf("Put %s: %v", k, err)
		}
	}
	if err := s.DeleteAll(ctx, "w1"); err != nil {
		t.Fatalf("DeleteAll: %v", err)
	}
	for k, want := range map[string]bool{"w1/gallery/a.png": false, "w1/exports/e.zip": false, "w1/contracts/c.pdf": false,
		"w10/gallery/b.png": true, "w2/gallery/c.png": true} {
		rc, err := s.Open(ctx, k)
		if err == nil {
			rc.Close()
		}
		if got := err == nil; got != want {
			t.Errorf("after DeleteAll(w1): %s present = %v, want %v (%v)", k, got, want, err)
		}
	}
	if err := s.DeleteAll(ctx, "w1"); err != nil {
		t.Fatalf("DeleteAll twice: %v", err)
	}
	for _, bad := range []string{"", "..", "w2/gallery", "../x"} {
		if err := s.DeleteAll(ctx, bad); err == nil {
			t.Errorf("DeleteAll(%q) succeeded", bad)
		}
	}
}

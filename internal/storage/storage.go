// Package storage keeps uploaded files (gallery images, contract files) behind one interface: a
// local directory by default, an S3-compatible bucket when several servers share the files.
// Keys are made by the server ({weddingID}/gallery/{uuid}.{ext}); nothing a user typed ever
// becomes part of a key, and ValidKey refuses anything else before a store touches it.
package storage

import (
	"context"
	"errors"
	"io"
	"regexp"
	"strings"
)

// ErrNotFound is returned by Open for a key that holds no file.
var ErrNotFound = errors.New("storage: file not found")

// Store holds files by key.
type Store interface {
	// Put stores size bytes read from r under key, replacing any file there.
	Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error
	// Open returns the file under key, or ErrNotFound.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Delete removes the file under key; a missing file is not an error.
	Delete(ctx context.Context, key string) error
	// DeleteAll removes every file whose key starts with dir + "/" (one segment, e.g. a
	// wedding's id), so deleting a wedding leaves none of its files whatever made them.
	DeleteAll(ctx context.Context, dir string) error
}

// segment is one path component of a key: lowercase letters, digits and dashes, optionally
// followed by one extension. No dots elsewhere, so "." and ".." can never appear.
var segment = regexp.MustCompile(`^[a-z0-9-]{1,64}(\.[a-z0-9]{1,8})?$`)

// ValidKey reports whether key is made of 1–4 safe segments separated by "/".
func ValidKey(key string) bool {
	parts := strings.Split(key, "/")
	if len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if !segment.MatchString(p) {
			return false
		}
	}
	return true
}

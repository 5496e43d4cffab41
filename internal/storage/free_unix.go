//go:build unix

package storage

import (
	"fmt"
	"syscall"
)

// FreeBytes is the space on dir's filesystem available to an unprivileged process.
func FreeBytes(dir string) (int64, error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, fmt.Errorf("storage: statfs %s: %w", dir, err)
	}
	return int64(st.Bavail) * int64(st.Bsize), nil //nolint:unconvert // field types differ between systems
}

//go:build !unix

package storage

import "errors"

// FreeBytes cannot measure free space on this system; the disk guard then lets uploads through.
func FreeBytes(string) (int64, error) {
	return 0, errors.New("storage: free space unknown on this system")
}

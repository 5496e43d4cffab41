package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/argon2"

	"github.com/aceito/aceito/internal/apperr"
)

// argon2id parameters: one of OWASP's equivalent minimum configurations (7 MiB, 5 passes,
// 1 lane). Of those, the least memory per hash: the server's peak RSS is a budget (60 MB), and
// the semaphore below bounds how many hashes run at once. Stored hashes carry their parameters,
// so these can be raised later without breaking existing accounts.
const (
	argonTime    = 5
	argonMemory  = 7 * 1024
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// hashSlots bounds concurrent hashing so a burst of sign-ins cannot exhaust memory; a request
// waits at most hashWait for a slot, then gets errBusy (503): the queue of waiting requests is
// bounded by time, never left to grow while the CPU is saturated.
var (
	hashSlots = make(chan struct{}, max(1, runtime.NumCPU()))
	hashWait  = 5 * time.Second
)

var errBusy = apperr.Unavailable("server_busy", "O servidor está ocupado. Tente novamente em alguns instantes.", 5*time.Second)

// HashPassword returns an argon2id hash in PHC string form.
func HashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("auth.HashPassword: salt: %w", err)
	}
	key, err := derive(ctx, password, salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

// CheckPassword reports whether password matches the PHC-encoded hash.
func CheckPassword(ctx context.Context, hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errors.New("auth.CheckPassword: unknown hash format")
	}
	var version int
	var mem, iter uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errors.New("auth.CheckPassword: unsupported argon2 version")
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iter, &threads); err != nil {
		return false, fmt.Errorf("auth.CheckPassword: parameters: %w", err)
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return false, fmt.Errorf("auth.CheckPassword: salt: %w", err)
	}
	want, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil {
		return false, fmt.Errorf("auth.CheckPassword: key: %w", err)
	}
	got, err := derive(ctx, password, salt, iter, mem, threads, uint32(len(want)))
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

func derive(ctx context.Context, password string, salt []byte, iter, mem uint32, threads uint8, keyLen uint32) ([]byte, error) {
	wait := time.NewTimer(hashWait)
	defer wait.Stop()
	select {
	case hashSlots <- struct{}{}:
	case <-wait.C:
		return nil, errBusy
	case <-ctx.Done():
		return nil, fmt.Errorf("auth: waiting to hash: %w", ctx.Err())
	}
	defer func() { <-hashSlots }()
	key := argon2.IDKey([]byte(password), salt, iter, mem, threads, keyLen)
	collectSoon()
	return key, nil
}

// The hash's mem KiB are garbage once it returns, but the collector's next cycle may be far off:
// the heap grew by a block per hash until then, 15 MB of the server's peak RSS after a burst of
// sign-ins (issue 16, the 60 MB budget). collectSoon asks for a collection so the next hash
// reuses that memory. It runs on a goroutine of its own, never in the request, and at most once
// per collectEvery however many hashes ask: a burst of sign-ins (or of guesses) costs a few
// collections a second, not one per request.
var (
	collections   = make(chan struct{}, 1)
	collectorOnce sync.Once
)

const collectEvery = 250 * time.Millisecond

func collectSoon() {
	collectorOnce.Do(func() {
		go func() {
			for range collections {
				runtime.GC()
				time.Sleep(collectEvery) // the rate bound: asks meanwhile wait in the channel's one slot
			}
		}()
	})
	select {
	case collections <- struct{}{}:
	default: // one is pending already; it will collect this hash's block too
	}
}

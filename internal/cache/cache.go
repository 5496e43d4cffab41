// Package cache keeps encoded responses per wedding, valid for one data version (see
// wedding.LockForWrite). A reader that knows the current version either gets bytes built at exactly
// that version or a miss; nothing has to be invalidated by hand.
package cache

import (
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
)

// Versioned maps a key (a wedding id) to the bytes built at one version, within a byte budget.
type Versioned struct {
	mu    sync.Mutex
	max   int
	size  int
	byKey map[string]entry
	// hits and misses count Get's answers, for the metrics (Stats).
	hits, misses atomic.Uint64
}

type entry struct {
	version int64
	body    []byte
}

// NewVersioned returns a cache holding at most maxBytes of bodies.
func NewVersioned(maxBytes int) *Versioned {
	return &Versioned{max: maxBytes, byKey: map[string]entry{}}
}

// Get returns the body stored for key at exactly version.
func (c *Versioned) Get(key string, version int64) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok || e.version != version {
		c.misses.Add(1)
		return nil, false
	}
	c.hits.Add(1)
	return e.body, true
}

// Stats returns how many Gets were answered (hits) and not (misses) so far.
func (c *Versioned) Stats() (hits, misses uint64) { return c.hits.Load(), c.misses.Load() }

// Put stores body for key at version, unless a newer version is already stored. When over
// budget it drops arbitrary other entries: a miss only costs one database read.
func (c *Versioned) Put(key string, version int64, body []byte) {
	if len(body) > c.max/4 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.byKey[key]; ok {
		if old.version > version {
			return
		}
		c.size -= len(old.body)
	}
	c.byKey[key] = entry{version: version, body: body}
	c.size += len(body)
	for k, e := range c.byKey {
		if c.size <= c.max {
			break
		}
		if k != key {
			delete(c.byKey, k)
			c.size -= len(e.body)
		}
	}
}

// JSON returns the JSON body (newline-terminated, as httpx writes it) stored for key at version,
// or calls build, encodes its value and stores it. build's errors are returned unchanged. The
// caller must read version before build reads the rows, so the rows are at least that new.
func (c *Versioned) JSON(key string, version int64, build func() (any, error)) ([]byte, error) {
	if body, ok := c.Get(key, version); ok {
		return body, nil
	}
	v, err := build()
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("cache: encode %s: %w", key, err)
	}
	body = append(body, '\n')
	c.Put(key, version, body)
	return body, nil
}

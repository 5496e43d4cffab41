package cache

import (
	"errors"
	"testing"
)

func TestVersioned(t *testing.T) {
	c := NewVersioned(100)
	if _, ok := c.Get("a", 1); ok {
		t.Fatal("hit on an empty cache")
	}
	c.Put("a", 1, []byte("v1"))
	if b, ok := c.Get("a", 1); !ok || string(b) != "v1" {
		t.Fatalf("get a@1: %q %v", b, ok)
	}
	if _, ok := c.Get("a", 2); ok {
		t.Fatal("served version 1 for version 2")
	}
	c.Put("a", 3, []byte("v3"))
	c.Put("a", 2, []byte("v2")) // a slow reader must not replace newer bytes
	if b, ok := c.Get("a", 3); !ok || string(b) != "v3" {
		t.Fatalf("get a@3: %q %v", b, ok)
	}
	if _, ok := c.Get("b", 3); ok {
		t.Fatal("key b served a's bytes")
	}
}

func TestVersionedStaysWithinBudget(t *testing.T) {
	c := NewVersioned(100)
	for i := range 50 {
		c.Put(string(rune('a'+i)), 1, make([]byte, 20))
		if c.size > c.max {
			t.Fatalf("size %d over budget %d", c.size, c.max)
		}
	}
	c.Put("big", 1, make([]byte, 60)) // more than a quarter of the budget: not kept
	if _, ok := c.Get("big", 1); ok {
		t.Fatal("oversized body cached")
	}
}

func TestVersionedJSON(t *testing.T) {
	c := NewVersioned(1000)
	calls := 0
	build := func(v string) func() (any, error) {
		return func() (any, error) { calls++; return map[string]string{"v": v}, nil }
	}
	b, err := c.JSON("a", 1, build("one"))
	if err != nil || string(b) != "{\"v\":\"one\"}\n" || calls != 1 {
		t.Fatalf("first build: %q %v calls=%d", b, err, calls)
	}
	if b, err = c.JSON("a", 1, build("other")); err != nil || string(b) != "{\"v\":\"one\"}\n" || calls != 1 {
		t.Fatalf("same version must be served from the cache: %q %v calls=%d", b, err, calls)
	}
	if b, err = c.JSON("a", 2, build("two")); err != nil || string(b) != "{\"v\":\"two\"}\n" || calls != 2 {
		t.Fatalf("new version must rebuild: %q %v calls=%d", b, err, calls)
	}
	boom := errors.New("boom")
	if _, err := c.JSON("b", 1, func() (any, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Fatalf("build error: got %v", err)
	}
	if _, ok := c.Get("b", 1); ok {
		t.Fatal("a failed build was cached")
	}
	if _, err := c.JSON("c", 1, func() (any, error) { return func() {}, nil }); err == nil {
		t.Fatal("an unencodable value must fail")
	}
	if _, ok := c.Get("c", 1); ok {
		t.Fatal("an encoding failure was cached")
	}
}

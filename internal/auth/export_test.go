package auth

import (
	"testing"
	"time"
)

// HoldHashSlots takes every hashing slot and makes a waiting hash give up after wait, as when
// the server is saturated; the slots are given back at the end of the test.
func HoldHashSlots(t *testing.T, wait time.Duration) {
	t.Helper()
	old := hashWait
	hashWait = wait
	for range cap(hashSlots) {
		hashSlots <- struct{}{}
	}
	t.Cleanup(func() {
		for range cap(hashSlots) {
			<-hashSlots
		}
		hashWait = old
	})
}

// ReleaseHashSlot gives one held slot back early.
func ReleaseHashSlot() { <-hashSlots }

// TakeHashSlot takes one slot back (to rebalance ReleaseHashSlot before the test's cleanup).
func TakeHashSlot() { hashSlots <- struct{}{} }

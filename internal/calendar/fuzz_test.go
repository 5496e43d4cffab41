package calendar

import (
	"testing"
	"time"
)

// FuzzValidTime checks the hand-written HH:MM check against the standard library.
func FuzzValidTime(f *testing.F) {
	for _, s := range []string{"00:00", "23:59", "24:00", "9:30", "09:60", "ab:cd", "12:3", "١٢:٣٠", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, err := time.Parse("15:04", s)
		want := err == nil && len(s) == 5
		if got := ValidTime(s); got != want {
			t.Fatalf("ValidTime(%q) = %v, want %v", s, got, want)
		}
	})
}

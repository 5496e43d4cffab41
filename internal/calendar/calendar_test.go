package calendar

import "testing"

func TestValidDate(t *testing.T) {
	for s, want := range map[string]bool{
		"2026-11-22": true, "2028-02-29": true, "1900-01-01": true, "2200-12-31": true,
		"2027-02-29": false, "2026-13-01": false, "2026-11-31": false, "1899-12-31": false, "2201-01-01": false,
		"26-11-22": false, "2026-1-5": false, "22/11/2026": false, "2026-11-22T00:00:00Z": false, "": false, " 2026-11-22": false,
	} {
		if got := ValidDate(s); got != want {
			t.Errorf("ValidDate(%q) = %v, want %v", s, got, want)
		}
	}
}

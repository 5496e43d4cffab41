// Package calendar holds the one rule for calendar dates in the API (DESIGN.md: `YYYY-MM-DD`
// strings), shared by every planner feature and matching the web app's date fields.
package calendar

import "time"

// Years a date may fall in: wide enough for any wedding plan, narrow enough that a typo like
// 20026 is refused, and the same range the web app's date fields accept.
const (
	MinYear = 1900
	MaxYear = 2200
)

// ValidDate reports whether s is a real calendar date written YYYY-MM-DD within MinYear–MaxYear.
func ValidDate(s string) bool {
	t, err := time.Parse(time.DateOnly, s)
	return err == nil && t.Format(time.DateOnly) == s && t.Year() >= MinYear && t.Year() <= MaxYear
}

// Package calendar holds the one rule for calendar dates (DESIGN.md: `YYYY-MM-DD` strings) and
// times of day (`HH:MM`) in the API, shared by every planner feature and matching the web app's
// date fields.
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

// ValidTime reports whether s is a time of day written HH:MM (00:00–23:59). Hand-written
// rather than time.Parse: "15:04" also takes one-digit hours, which the API refuses.
func ValidTime(s string) bool {
	if len(s) != 5 || s[2] != ':' {
		return false
	}
	for _, i := range []int{0, 1, 3, 4} {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	h := int(s[0]-'0')*10 + int(s[1]-'0')
	m := int(s[3]-'0')*10 + int(s[4]-'0')
	return h < 24 && m < 60
}

// AddMonths is the calendar day n months after t (before, for a negative n), on the same day of
// the month or, when that month is shorter, on its last day: 31/08 + 6 months is 28/02 (or
// 29/02), never a day in March.
func AddMonths(t time.Time, n int) time.Time {
	y, m, d := t.Date()
	first := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	return time.Date(first.Year(), first.Month(), min(d, last), 0, 0, 0, 0, time.UTC)
}

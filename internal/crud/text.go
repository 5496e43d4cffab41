package crud

import "strings"

// BlankToNil trims an optional text field and stores a blank one as NULL, so "" and "  "
// never reach the database as values distinct from absent.
func BlankToNil(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.TrimSpace(*s)
	if t == "" {
		return nil
	}
	return &t
}

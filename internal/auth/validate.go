package auth

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

var emailPattern = regexp.MustCompile(`^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&]+$`)

// ValidEmail reports whether s looks like an e-mail address.
func ValidEmail(s string) bool { return len(s) <= 254 && emailPattern.MatchString(s) }

// NormalizeEmail is how an address is stored and compared: trimmed and lower-cased.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// maxPasswordBytes stops absurd inputs from costing hashing time.
const maxPasswordBytes = 256

// checkNewPassword applies the sign-up password rules (part 1 §5): at least 8 characters with a
// lower-case letter, an upper-case letter and a digit.
func checkNewPassword(f apperr.Fields, field, pw string) {
	switch {
	case pw == "":
		f.Add(field, "required")
	case utf8.RuneCountInString(pw) < 8:
		f.Add(field, "too_short")
	case len(pw) > maxPasswordBytes:
		f.Add(field, "too_long")
	case !strings.ContainsFunc(pw, unicode.IsLower) || !strings.ContainsFunc(pw, unicode.IsUpper) ||
		!strings.ContainsFunc(pw, unicode.IsDigit):
		f.Add(field, "weak")
	}
}

func checkName(f apperr.Fields, field, name string) {
	switch n := utf8.RuneCountInString(name); {
	case n == 0:
		f.Add(field, "required")
	case n < 2:
		f.Add(field, "too_short")
	case n > 50:
		f.Add(field, "too_long")
	}
}

// CheckEmail records "required" or "invalid" for a normalised e-mail field.
func CheckEmail(f apperr.Fields, field, email string) {
	switch {
	case email == "":
		f.Add(field, "required")
	case !ValidEmail(email):
		f.Add(field, "invalid")
	}
}

// SignUpInput is the body of POST /api/auth/signup.
type SignUpInput struct {
	Email     string `json:"email"`
	Password  string `json:"password"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
}

// Normalize trims the names and normalises the e-mail. The password is kept as typed.
func (in *SignUpInput) Normalize() {
	in.Email = NormalizeEmail(in.Email)
	in.FirstName = strings.TrimSpace(in.FirstName)
	in.LastName = strings.TrimSpace(in.LastName)
}

// Validate applies the sign-up schema of part 1 §5.
func (in SignUpInput) Validate() error {
	f := apperr.Fields{}
	CheckEmail(f, "email", in.Email)
	checkNewPassword(f, "password", in.Password)
	checkName(f, "first_name", in.FirstName)
	checkName(f, "last_name", in.LastName)
	return f.Err()
}

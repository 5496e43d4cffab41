package pix

import (
	"errors"
	"fmt"
	"strconv"
)

// Field is one TLV data object of a payload.
type Field struct {
	Tag   string
	Value string
}

// Parse splits a payload into its top-level fields, checking that every length is right and
// that field 63 is last and holds the CRC of everything before its value. It is how the tests
// read payloads back; the app itself only builds them.
func Parse(payload string) ([]Field, error) {
	fields, err := ParseTLV(payload)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 || fields[len(fields)-1].Tag != "63" || len(fields[len(fields)-1].Value) != 4 {
		return nil, errors.New("pix: the payload does not end with a CRC field")
	}
	body := payload[:len(payload)-4]
	want := fmt.Sprintf("%04X", CRC16([]byte(body)))
	if got := fields[len(fields)-1].Value; got != want {
		return nil, fmt.Errorf("pix: CRC %s, want %s", got, want)
	}
	return fields, nil
}

// ParseTLV splits s into tag–length–value objects (two-digit tag, two-digit byte length).
func ParseTLV(s string) ([]Field, error) {
	var out []Field
	for i := 0; i < len(s); {
		if len(s)-i < 4 {
			return nil, fmt.Errorf("pix: truncated field at byte %d", i)
		}
		tag := s[i : i+2]
		n, err := strconv.Atoi(s[i+2 : i+4])
		if err != nil || n < 0 || s[i+2] < '0' || s[i+2] > '9' || s[i+3] < '0' || s[i+3] > '9' {
			return nil, fmt.Errorf("pix: bad length at byte %d", i+2)
		}
		if i+4+n > len(s) {
			return nil, fmt.Errorf("pix: field %s overruns the payload", tag)
		}
		out = append(out, Field{Tag: tag, Value: s[i+4 : i+4+n]})
		i += 4 + n
	}
	return out, nil
}

// Lookup returns the value of the first field with tag, and whether it was there.
func Lookup(fields []Field, tag string) (string, bool) {
	for _, f := range fields {
		if f.Tag == tag {
			return f.Value, true
		}
	}
	return "", false
}

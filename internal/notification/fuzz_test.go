package notification

import (
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// FuzzParseQuery feeds arbitrary query strings through the list handler's parsing: it must never
// panic, errors must be apperr validation errors, and what it accepts must be in range.
// `go test -fuzz FuzzParseQuery ./internal/notification` explores further.
func FuzzParseQuery(f *testing.F) {
	for _, seed := range []string{
		"", "filter=unread&q=Notifica%C3%A7%C3%A3o&limit=10", "limit=-1", "limit=99999999999999999999",
		"q=%25_%5C", "sort=recent&filter=all", "q=%FF%FE", "filter=unread&filter=all", "q=" + strings.Repeat("%C3%A9", 101),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		q, err := ParseQuery(v)
		if err != nil {
			if e, ok := apperr.As(err); !ok || len(e.Fields) == 0 {
				t.Fatalf("error is not a field validation error: %v", err)
			}
			return
		}
		if q.Limit < 1 || q.Limit > MaxList || (q.Filter != All && q.Filter != Unread) || !utf8.ValidString(q.Search) {
			t.Fatalf("accepted %+v from %q", q, raw)
		}
	})
}

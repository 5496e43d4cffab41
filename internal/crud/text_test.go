package crud

import "testing"

func TestBlankToNil(t *testing.T) {
	str := func(s string) *string { return &s }
	if BlankToNil(nil) != nil {
		t.Error("nil: want nil")
	}
	for _, in := range []string{"", "   ", "\t\n"} {
		if got := BlankToNil(str(in)); got != nil {
			t.Errorf("%q: want nil, got %q", in, *got)
		}
	}
	if got := BlankToNil(str("  Ana  ")); got == nil || *got != "Ana" {
		t.Errorf("want trimmed \"Ana\", got %v", got)
	}
}

package httpx

import "testing"

func TestRedactPath(t *testing.T) {
	for in, want := range map[string]string{
		"/convite/abc123":                              "/convite/:token",
		"/api/public/invitations/abc123/response":      "/api/public/invitations/:token/response",
		"/api/public/gallery/tok/thumb":                "/api/public/gallery/:token/thumb",
		"/billing/local/tok":                           "/billing/local/:token",
		"/cal/tok.ics":                                 "/cal/:token",
		"/billing/local-portal":                        "/billing/local-portal",
		"/api/guests/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f": "/api/guests/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f",
		"/convite/":                                    "/convite/",
	} {
		if got := RedactPath(in); got != want {
			t.Errorf("RedactPath(%q) = %q, want %q", in, got, want)
		}
	}
}

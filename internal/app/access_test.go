package app_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/app/apptest"
)

// TestEveryRouteHasAnAccessClass fails when a route declares no (or an unknown) access class,
// and checks the class against what a stranger gets: a signed-in route answers 401 without a
// session, a token route refuses a made-up token.
func TestEveryRouteHasAnAccessClass(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_TEST_ENDPOINTS": "true"})
	stranger := s.NewClient(t)
	for _, rt := range s.App.RouteTable() {
		switch rt.Access {
		case app.SignedIn, app.Account, app.Couple, app.Owner:
			if res := stranger.Do(rt.Method, concrete(rt.Path), nil); res.Status != http.StatusUnauthorized {
				t.Errorf("%s %s is signed-in but answers %d without a session", rt.Method, rt.Path, res.Status)
			}
		case app.Token:
			if !strings.Contains(rt.Path, "{") {
				t.Errorf("%s %s is a token route without a token in its path", rt.Method, rt.Path)
			}
			// A made-up token grants nothing: refused (404, or 400 for a body read before the
			// token), never served and never a crash.
			if res := stranger.Do(rt.Method, concrete(rt.Path), map[string]any{}); res.Status != http.StatusNotFound && res.Status != http.StatusBadRequest {
				t.Errorf("%s %s answers %d to a made-up token, want 404 (or 400)", rt.Method, rt.Path, res.Status)
			}
		case app.Public, app.Test:
		default:
			t.Errorf("%s %s has no access class (%q)", rt.Method, rt.Path, rt.Access)
		}
	}
}

// concrete fills a route pattern's wildcards with values that name nothing.
func concrete(pattern string) string {
	r := strings.NewReplacer("{id}", "0190c1d2-0000-7000-8000-000000000000", "{uid}", "checklist-0190c1d2-0000-7000-8000-000000000000",
		"{token}", "Zm9ydHlfdHdvX2NoYXJhY3RlcnNfb2ZfcmFuZG9tbmVzcw", "{file}", "Zm9ydHlfdHdvX2NoYXJhY3RlcnNfb2ZfcmFuZG9tbmVzcw.ics")
	return r.Replace(pattern)
}

// TestIsolationTablesCoverEveryRoute fails when a signed-in route that names a row ({id}, {uid}) is
// missing from isolationCases, or a signed-in write without an id (which acts on "my wedding")
// is missing from idLessWrites: a new endpoint cannot skip the cross-wedding proof.
func TestIsolationTablesCoverEveryRoute(t *testing.T) {
	s := apptest.New(t)
	ids := map[string]string{}
	for _, name := range []string{"guest", "task", "ceremony", "gift", "reminder", "limit", "godparent", "notification", "contract", "gallery", "digital_invitation", "export", "backup", "session", "member_user", "member_invitation", "claim"} {
		ids[name] = "id-of-" + name
	}
	covered := map[string]bool{}
	for _, c := range isolationCases(ids) {
		p := c.path
		for _, prefixed := range []string{"payment-", "checklist-"} { // calendar event uids
			for _, v := range ids {
				p = strings.ReplaceAll(p, prefixed+v, "{uid}")
			}
		}
		for _, v := range ids {
			p = strings.ReplaceAll(p, v, "{id}")
		}
		p = strings.Replace(p, "/api/member-invitations/{id}", "/api/member-invitations/{token}", 1) // an id tried as a token
		covered[c.method+" "+p] = true
	}
	for _, w := range idLessWrites() {
		covered[w.method+" "+w.path] = true
	}
	for _, rt := range s.App.RouteTable() {
		if rt.Access != app.SignedIn && rt.Access != app.Account {
			continue
		}
		key := rt.Method + " " + rt.Path
		switch {
		case strings.Contains(rt.Path, "{") && !covered[key]:
			t.Errorf("%s names a row but is not in isolationCases", key)
		case !strings.Contains(rt.Path, "{") && rt.Method != http.MethodGet && !covered[key]:
			t.Errorf("%s writes to the session's wedding but is not in idLessWrites", key)
		}
	}
}

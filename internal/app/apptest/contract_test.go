package apptest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// recordingTB keeps what checkContract reports instead of failing the real test.
type recordingTB struct {
	testing.TB
	errors []string
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// contractProblems serves one request through checkContract around a handler that answers
// status and body, and returns what the check reported.
func contractProblems(t *testing.T, method, path string, status int, body string) []string {
	t.Helper()
	rec := &recordingTB{TB: t}
	h := checkContract(rec, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(method, path, nil))
	return rec.errors
}

const publicSite = `{"slug":"ana-e-rafael","nomes":"Ana & Rafael","data":null,"historia":null,"cerimonia":null,` +
	`"festa":null,"traje":null,"dicas":null,"presentes":null}`

// The check itself: a conforming answer passes; an undocumented status, a missing required
// field and an undeclared one each fail the test that received them.
func TestContractCheckCatchesDrift(t *testing.T) {
	if got := contractProblems(t, "GET", "/api/public/sites/ana-e-rafael", http.StatusOK, publicSite); len(got) != 0 {
		t.Fatalf("a conforming answer was reported: %v", got)
	}
	cases := []struct {
		name   string
		status int
		body   string
		want   string
	}{
		{"undocumented status", http.StatusTeapot, `{}`, "418"},
		{"missing required field", http.StatusOK, strings.Replace(publicSite, `"nomes":"Ana & Rafael",`, "", 1), "nomes"},
		{"renamed field", http.StatusOK, strings.Replace(publicSite, `"nomes":`, `"names":`, 1), "names"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := contractProblems(t, "GET", "/api/public/sites/ana-e-rafael", c.status, c.body)
			if len(got) == 0 {
				t.Fatalf("not reported")
			}
			if !strings.Contains(got[0], c.want) {
				t.Fatalf("report %q does not name %q", got[0], c.want)
			}
			t.Log(got[0])
		})
	}
}

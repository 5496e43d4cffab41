package httpx

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// slowPost sends a body in pieces spread over about 5×pause to a server whose ReadTimeout is
// shorter than that, and returns the answer's status.
func slowPost(t *testing.T, h http.Handler, pause time.Duration) int {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.Config.ReadTimeout = 2 * pause
	srv.Config.WriteTimeout = 2 * pause
	srv.Start()
	t.Cleanup(srv.Close)
	pr, pw := io.Pipe()
	go func() {
		for range 5 {
			time.Sleep(pause) // the slow link itself, not synchronisation
			if _, err := pw.Write([]byte(strings.Repeat("x", 1000))); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.Close()
	}()
	req, err := http.NewRequest("POST", srv.URL, pr)
	if err != nil {
		t.Fatal(err)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		return 0 // the connection was cut
	}
	res.Body.Close()
	return res.StatusCode
}

func readAll(allow bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if allow {
			AllowSlowUpload(&StatusRecorder{ResponseWriter: w}) // through the logging middleware's wrapper
		}
		b, err := io.ReadAll(r.Body)
		if err != nil || len(b) != 5000 {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusCreated)
	})
}

// A body slower than the server's ReadTimeout arrives when the handler allows a slow upload,
// and does not without it (which shows the test's link really is too slow).
func TestAllowSlowUpload(t *testing.T) {
	const pause = 60 * time.Millisecond
	if got := slowPost(t, readAll(false), pause); got == http.StatusCreated {
		t.Fatal("a body slower than ReadTimeout arrived without AllowSlowUpload: the test proves nothing")
	}
	if got := slowPost(t, readAll(true), pause); got != http.StatusCreated {
		t.Fatalf("slow upload answered %d, want 201", got)
	}
	// A writer without deadlines is left alone.
	rec := httptest.NewRecorder()
	readAll(true).ServeHTTP(rec, httptest.NewRequest("POST", "/", strings.NewReader(strings.Repeat("x", 5000))))
	if rec.Code != http.StatusCreated {
		t.Fatalf("recorder answered %d", rec.Code)
	}
}

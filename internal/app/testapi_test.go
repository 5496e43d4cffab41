package app_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
)

// The test routes answer only when ACEITO_TEST_ENDPOINTS is on.
func TestTestEndpointsOnlyWhenEnabled(t *testing.T) {
	off := apptest.New(t)
	if res := off.NewClient(t).Do("GET", "/api/test/outbox?to=ana@example.com", nil); res.Status != http.StatusNotFound {
		t.Fatalf("without the flag: status %d, want 404", res.Status)
	}

	on := apptest.NewWithEnv(t, map[string]string{"ACEITO_TEST_ENDPOINTS": "true"})
	on.SignUp(t, "ana@example.com")
	c := on.NewClient(t)
	c.Do("POST", "/api/auth/password-reset", map[string]string{"email": "ana@example.com"})
	var got struct {
		Messages []struct{ To, Subject, Body string } `json:"messages"`
	}
	res := c.Do("GET", "/api/test/outbox?to=ana@example.com", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("with the flag: status %d %s", res.Status, res.Body)
	}
	res.JSON(t, &got)
	if len(got.Messages) == 0 || got.Messages[0].To != "ana@example.com" || !strings.Contains(got.Messages[0].Body, "http") {
		t.Fatalf("outbox = %+v, want the reset e-mail first", got.Messages)
	}

	// Only a client on the same machine: the outbox holds password-reset links.
	req := httptest.NewRequest("GET", "/api/test/outbox?to=ana@example.com", nil)
	req.RemoteAddr = "203.0.113.7:40000"
	rec := httptest.NewRecorder()
	on.App.Handler().ServeHTTP(rec, req)
	if rec.Code != http.StatusNotFound {
		t.Fatalf("from another machine: status %d, want 404", rec.Code)
	}
}

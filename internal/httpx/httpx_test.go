package httpx

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/apperr"
)

func TestErrorsBecomeJSON(t *testing.T) {
	cases := []struct {
		name       string
		err        error
		wantStatus int
		wantBody   string
	}{
		{"invalid", apperr.Invalid(map[string]string{"nome": "too_short"}), 422,
			`{"error":{"code":"validation_failed","message":"Verifique os campos destacados.","fields":{"nome":"too_short"}}}`},
		{"wrapped not found", fmt.Errorf("ctx: %w", apperr.NotFound("Convidado não encontrado.")), 404,
			`{"error":{"code":"not_found","message":"Convidado não encontrado."}}`},
		{"internal details are hidden", errors.New("pq: password authentication failed for user secret"), 500,
			`{"error":{"code":"internal","message":"Erro inesperado. Tente novamente mais tarde."}}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			HandlerFunc(func(http.ResponseWriter, *http.Request) error { return c.err }).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
			if rec.Code != c.wantStatus || strings.TrimSpace(rec.Body.String()) != c.wantBody {
				t.Fatalf("got %d %s", rec.Code, rec.Body)
			}
			if rec.Header().Get("Content-Type") != "application/json; charset=utf-8" {
				t.Fatalf("content type %q", rec.Header().Get("Content-Type"))
			}
		})
	}
}

func TestRecoverTurnsPanicInto500(t *testing.T) {
	rec := httptest.NewRecorder()
	h := Recover(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), `"code":"internal"`) || strings.Contains(rec.Body.String(), "boom") {
		t.Fatalf("got %d %s", rec.Code, rec.Body)
	}
}

func TestRetryAfterHeader(t *testing.T) {
	rec := httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("GET", "/", nil), apperr.TooManyRequests("too_many_attempts", "x", 90_500_000_000))
	if rec.Code != 429 || rec.Header().Get("Retry-After") != "91" {
		t.Fatalf("got %d Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
	}
}

func TestUnmarshalIsStrict(t *testing.T) {
	type in struct {
		Nome string `json:"nome"`
		Mesa *int   `json:"mesa"`
	}
	cases := map[string]string{
		``:                   "invalid_json",
		`[]`:                 "invalid_json",
		`{"nome":"a","x":1}`: "unknown_field",
		`{"nome":1}`:         "validation_failed",
		`{"nome":"a"} {}`:    "invalid_json",
		`{"nome":"a"}]`:      "invalid_json",
		`{"nome":"a"}}`:      "invalid_json",
		`{"nome":"a"`:        "invalid_json",
		`{"mesa":1.5}`:       "validation_failed",
	}
	for body, code := range cases {
		var v in
		err := Unmarshal([]byte(body), &v)
		e, ok := apperr.As(err)
		if !ok || e.Code != code {
			t.Errorf("%q: got %v, want %s", body, err, code)
		}
	}
	v := in{Nome: "kept"}
	if err := Unmarshal([]byte(`{"mesa":2}`), &v); err != nil || v.Nome != "kept" || *v.Mesa != 2 {
		t.Fatalf("partial decode: %+v %v", v, err)
	}
}

func TestClientCancellationIsNotAServerError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var logs strings.Builder
	req := httptest.NewRequest("GET", "/", nil).WithContext(context.WithValue(ctx, loggerKey{},
		slog.New(slog.NewTextHandler(&logs, nil))))
	rec := httptest.NewRecorder()
	WriteError(rec, req, fmt.Errorf("store: %w", context.Canceled))
	if strings.Contains(logs.String(), "level=ERROR") || rec.Body.Len() != 0 {
		t.Fatalf("logged %q, wrote %q", logs.String(), rec.Body.String())
	}
}

// A large answer (a guest list is tens of kB) goes with its length, not chunked: one socket
// write fewer per answer, and a client knows at once how much is coming.
func TestJSONAnswersCarryTheirLength(t *testing.T) {
	body := []byte(`{"guests":"` + strings.Repeat("x", 50_000) + `"}`)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = WriteJSONBytes(w, http.StatusOK, body)
	}))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.ContentLength != int64(len(body)) || len(resp.TransferEncoding) != 0 || !bytes.Equal(got, body) {
		t.Fatalf("length %d, transfer encoding %v, %d bytes read; want length %d, not chunked", resp.ContentLength, resp.TransferEncoding, len(got), len(body))
	}
}

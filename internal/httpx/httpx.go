// Package httpx adapts handlers that return errors to net/http, and holds the JSON helpers and
// the one table that maps error kinds to HTTP statuses.
package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
)

// MaxBodyBytes caps every JSON request body.
const MaxBodyBytes = 64 << 10

// HandlerFunc is an HTTP handler that reports failure by returning an error.
type HandlerFunc func(w http.ResponseWriter, r *http.Request) error

// ServeHTTP makes HandlerFunc an http.Handler: a returned error is written by WriteError.
func (h HandlerFunc) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := h(w, r); err != nil {
		WriteError(w, r, err)
	}
}

var statusByKind = map[apperr.Kind]int{
	apperr.KindInvalid:             http.StatusUnprocessableEntity,
	apperr.KindBadRequest:          http.StatusBadRequest,
	apperr.KindUnauthenticated:     http.StatusUnauthorized,
	apperr.KindForbidden:           http.StatusForbidden,
	apperr.KindNotFound:            http.StatusNotFound,
	apperr.KindConflict:            http.StatusConflict,
	apperr.KindTooLarge:            http.StatusRequestEntityTooLarge,
	apperr.KindTooManyRequests:     http.StatusTooManyRequests,
	apperr.KindInsufficientStorage: http.StatusInsufficientStorage,
	apperr.KindUnavailable:         http.StatusServiceUnavailable,
}

// errInternal is what the client sees of any unexpected failure. Its zero Kind maps to 500.
var errInternal = &apperr.Error{Code: "internal", Message: "Erro inesperado. Tente novamente mais tarde."}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	Details map[string]any    `json:"details,omitempty"`
}

// WriteError writes err as the JSON error envelope. Errors that are not *apperr.Error are
// logged and become a generic 500, so internals never reach the client.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := apperr.As(err)
	if !ok && errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The client went away (closed tab, load balancer timeout): nobody reads the answer.
		Logger(r.Context()).Info("request canceled by the client", "err", err)
		return
	}
	if !ok {
		Logger(r.Context()).Error("request failed", "err", err)
		e = errInternal
	}
	status, known := statusByKind[e.Kind]
	if !known {
		status = http.StatusInternalServerError
	}
	if e.RetryAfter > 0 {
		secs := int(e.RetryAfter.Seconds() + 0.999)
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	_ = WriteJSON(w, status, errorBody{Error: errorDetail{Code: e.Code, Message: e.Message, Fields: e.Fields, Details: e.Details}})
}

// WriteJSON encodes v as the response body with the given status.
func WriteJSON(w http.ResponseWriter, status int, v any) error {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(v); err != nil {
		return fmt.Errorf("httpx.WriteJSON: %w", err)
	}
	return WriteJSONBytes(w, status, buf.Bytes())
}

// WriteJSONBytes writes an already encoded JSON body. Its length goes in the header: without it
// net/http sends a body over 2 kB chunked, one more socket write per answer (a guest list of 100
// is 50 kB; issue 16, the reads' CPU).
func WriteJSONBytes(w http.ResponseWriter, status int, body []byte) error {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, err := w.Write(body)
	return err
}

// ReadBody reads at most MaxBodyBytes of the request body.
func ReadBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, &apperr.Error{Kind: apperr.KindTooLarge, Code: "body_too_large", Message: "A requisição é grande demais."}
		}
		return nil, apperr.BadRequest("unreadable_body", "Não foi possível ler a requisição.")
	}
	return body, nil
}

// DecodeJSON reads the request body into dst. Unknown fields, trailing data and bodies over
// MaxBodyBytes are rejected with a pt-BR error.
func DecodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	body, err := ReadBody(w, r)
	if err != nil {
		return err
	}
	return Unmarshal(body, dst)
}

// Unmarshal decodes one JSON object from body into dst, strictly. Fields absent from body keep
// the values dst already has, which is what partial updates build on.
func Unmarshal(body []byte, dst any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.EOF):
			return apperr.BadRequest("invalid_json", "O corpo da requisição está vazio.")
		case errors.As(err, &typeErr) && typeErr.Field != "":
			return apperr.Invalid(map[string]string{typeErr.Field: "invalid_type"})
		case strings.HasPrefix(err.Error(), "json: unknown field "):
			name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
			return &apperr.Error{Kind: apperr.KindBadRequest, Code: "unknown_field",
				Message: "Campo desconhecido: " + name + ".", Fields: map[string]string{name: "unknown"}}
		default:
			return apperr.BadRequest("invalid_json", "JSON inválido.")
		}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return apperr.BadRequest("invalid_json", "JSON inválido: dados após o objeto.")
	}
	return nil
}

// Logger returns the request-scoped logger set by the RequestLog middleware.
func Logger(ctx interface{ Value(any) any }) *slog.Logger {
	if l, ok := ctx.Value(loggerKey{}).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// AcceptsGzip reports whether an Accept-Encoding header value accepts gzip (and not with q=0).
func AcceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		if v, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			q, err := strconv.ParseFloat(v, 64)
			return err == nil && q > 0
		}
		return true
	}
	return false
}

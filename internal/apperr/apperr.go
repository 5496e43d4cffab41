// Package apperr defines the one error type that crosses from domain code to the HTTP layer.
// Each error has a kind (mapped to a status in exactly one place, httpx), a stable snake_case
// code the web app can switch on, a pt-BR message a person can read, and optional per-field codes.
package apperr

import (
	"errors"
	"fmt"
	"time"
)

// Kind classifies an error for the transport layer.
type Kind int

const (
	KindInvalid             Kind = iota + 1 // the input breaks a rule (422)
	KindBadRequest                          // the request itself is malformed (400)
	KindUnauthenticated                     // no valid session (401)
	KindForbidden                           // signed in but not allowed, e.g. a plan gate (403)
	KindNotFound                            // absent, or belongs to another wedding (404)
	KindConflict                            // clashes with existing data (409)
	KindTooLarge                            // body over the limit (413)
	KindTooManyRequests                     // throttled (429)
	KindInsufficientStorage                 // the server's disk is nearly full (507)
	KindUnavailable                         // the server is momentarily saturated (503)
)

// Error is a domain error safe to show to the client.
type Error struct {
	Kind    Kind
	Code    string
	Message string
	// Fields maps an input field name to a snake_case rule code (required, too_short, ...).
	Fields map[string]string
	// Details carries machine-readable context, e.g. the usage and limit of a plan gate.
	Details map[string]any
	// RetryAfter, when positive, is sent as the Retry-After header.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("%s: %s %v", e.Code, e.Message, e.Fields)
	}
	return e.Code + ": " + e.Message
}

// As reports whether err is (or wraps) an *Error and returns it.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Invalid reports rule violations per field.
func Invalid(fields map[string]string) *Error {
	return &Error{Kind: KindInvalid, Code: "validation_failed", Message: "Verifique os campos destacados.", Fields: fields}
}

// BadRequest reports a malformed request.
func BadRequest(code, message string) *Error {
	return &Error{Kind: KindBadRequest, Code: code, Message: message}
}

// NotFound reports a missing resource. Another wedding's rows are reported the same way.
func NotFound(message string) *Error {
	return &Error{Kind: KindNotFound, Code: "not_found", Message: message}
}

// Unauthenticated reports a missing or expired session, or bad credentials.
func Unauthenticated(code, message string) *Error {
	return &Error{Kind: KindUnauthenticated, Code: code, Message: message}
}

// Forbidden reports an action the caller may not take.
func Forbidden(code, message string) *Error {
	return &Error{Kind: KindForbidden, Code: code, Message: message}
}

// Conflict reports a clash with existing data.
func Conflict(code, message string, fields map[string]string) *Error {
	return &Error{Kind: KindConflict, Code: code, Message: message, Fields: fields}
}

// TooManyRequests reports throttling.
func TooManyRequests(code, message string, retryAfter time.Duration) *Error {
	return &Error{Kind: KindTooManyRequests, Code: code, Message: message, RetryAfter: retryAfter}
}

// Unavailable reports a momentarily saturated server; the client may retry after retryAfter.
func Unavailable(code, message string, retryAfter time.Duration) *Error {
	return &Error{Kind: KindUnavailable, Code: code, Message: message, RetryAfter: retryAfter}
}

// Fields collects per-field rule codes while validating; the first code per field wins.
type Fields map[string]string

// Add records code for field unless the field already has one.
func (f Fields) Add(field, code string) {
	if _, ok := f[field]; !ok {
		f[field] = code
	}
}

// Err returns nil when no field failed, else an Invalid error.
func (f Fields) Err() error {
	if len(f) == 0 {
		return nil
	}
	return Invalid(map[string]string(f))
}

package httpx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
)

type loggerKey struct{}

// Middleware wraps a handler.
type Middleware func(http.Handler) http.Handler

// Chain applies mws so that the first one is the outermost.
func Chain(h http.Handler, mws ...Middleware) http.Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

// Observer receives each answered request: the router's pattern that matched it (ServeMux sets
// Request.Pattern; "" when the request was answered before routing), its status and duration.
type Observer func(pattern string, status int, d time.Duration)

// RequestLog gives each request an id (kept from X-Request-Id when it looks sane), a logger
// carrying it, and one log line when the request ends; observe, when not nil, also gets it (the
// metrics). The pattern is read from the request this middleware hands on, which the
// middlewares between it and the ServeMux pass along unchanged.
func RequestLog(base *slog.Logger, observe Observer) Middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			id := r.Header.Get("X-Request-Id")
			if !validRequestID.MatchString(id) {
				var b [8]byte
				_, _ = rand.Read(b[:])
				id = hex.EncodeToString(b[:])
			}
			w.Header().Set("X-Request-Id", id)
			log := base.With("request_id", id)
			rec := &StatusRecorder{ResponseWriter: w}
			start := time.Now()
			inner := r.WithContext(context.WithValue(r.Context(), loggerKey{}, log))
			next.ServeHTTP(rec, inner)
			took := time.Since(start)
			if observe != nil {
				observe(inner.Pattern, rec.Status(), took)
			}
			log.LogAttrs(r.Context(), slog.LevelInfo, "http",
				slog.String("method", r.Method), slog.String("path", RedactPath(r.URL.Path)),
				slog.Int("status", rec.Status()), slog.Duration("duration", took))
		})
	}
}

// secretSegments are path prefixes whose next segment is a bearer secret (RSVP links, public
// gallery images, the local checkout page, calendar feeds): logs show ":token" instead, so reading the logs does
// not hand out the links.
var secretSegments = []string{"/convite/", "/api/public/invitations/", "/api/public/gallery/", "/billing/local/", "/cal/", "/r/", "/api/public/rsvp/"}

// RedactPath returns path with any secret segment replaced by ":token".
func RedactPath(path string) string {
	for _, prefix := range secretSegments {
		if rest, ok := strings.CutPrefix(path, prefix); ok && rest != "" {
			if i := strings.IndexByte(rest, '/'); i >= 0 {
				return prefix + ":token" + rest[i:]
			}
			return prefix + ":token"
		}
	}
	return path
}

// StatusRecorder remembers the status a handler answered with.
type StatusRecorder struct {
	http.ResponseWriter
	status int
}

// WriteHeader records the first status, the one net/http sends.
func (s *StatusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *StatusRecorder) Write(p []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(p)
}

// Status is the status sent so far: 200 when the handler wrote nothing explicit.
func (s *StatusRecorder) Status() int {
	if s.status == 0 {
		return http.StatusOK
	}
	return s.status
}

// Unwrap lets http.ResponseController reach the underlying writer (flush, deadlines).
func (s *StatusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Recover turns a panic into a logged 500 with the generic error body.
func Recover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				Logger(r.Context()).Error("panic", "value", fmt.Sprint(v), "stack", string(debug.Stack()))
				WriteError(w, r, errInternal)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// ContentSecurityPolicy allows scripts only from our own origin (no inline scripts, no eval).
// Inline styles are allowed because UI libraries set them at run time.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// SecurityHeaders sets the headers every response carries. hsts adds Strict-Transport-Security
// when the app is served over TLS.
func SecurityHeaders(hsts bool) Middleware {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			h.Set("Content-Security-Policy", ContentSecurityPolicy)
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("X-Frame-Options", "DENY")
			h.Set("Cross-Origin-Opener-Policy", "same-origin")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)")
			if hsts {
				h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
			}
			next.ServeHTTP(w, r)
		})
	}
}

// CrossOrigin rejects state-changing requests that a browser marks as cross-origin
// (Sec-Fetch-Site / Origin), answering with the JSON error envelope. publicOrigin (the
// configured public URL) is always trusted, for proxies that rewrite the Host header.
func CrossOrigin(publicOrigin string) Middleware {
	cop := http.NewCrossOriginProtection()
	if publicOrigin != "" {
		if err := cop.AddTrustedOrigin(publicOrigin); err != nil {
			panic(fmt.Sprintf("httpx.CrossOrigin: public origin %q: %v", publicOrigin, err))
		}
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, apperr.Forbidden("cross_origin", "Requisição de outra origem recusada."))
	}))
	return cop.Handler
}

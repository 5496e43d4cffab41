package apptest

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	verrors "github.com/pb33f/libopenapi-validator/errors"
	"github.com/pb33f/libopenapi-validator/paths"
	v3 "github.com/pb33f/libopenapi/datamodel/high/v3"

	"github.com/aceito/aceito/api"
)

// MalformedHeader marks a request a test sends broken on purpose (bad JSON, a missing field): the
// contract check does not hold it against the document, but still checks the answer.
const MalformedHeader = "X-Test-Malformed"

// foreignBodies are routes whose request body another party defines (Stripe's signed event
// objects, documented by Stripe and versioned by its api_version): the document does not restate
// them, so only their answers are checked.
var foreignBodies = map[string]bool{"/api/billing/stripe/webhook": true}

// document is api/openapi.yaml with its validator, built once per test binary.
type document struct {
	model     *v3.Document
	validator validator.Validator
}

var contract = sync.OnceValues(func() (*document, error) {
	doc, err := libopenapi.NewDocument(api.OpenAPI)
	if err != nil {
		return nil, fmt.Errorf("api/openapi.yaml: %w", err)
	}
	m, err := doc.BuildV3Model()
	if err != nil {
		return nil, fmt.Errorf("api/openapi.yaml: %w", err)
	}
	// Strict: a property the document does not declare fails, so a renamed field is caught. The
	// error envelope's fields and details are open maps by design.
	v := validator.NewValidatorFromV3Model(&m.Model, config.WithStrictMode(), config.WithStrictIgnorePaths(
		"$.cookies.*", "$.headers.*", "$.body.error.fields**", "$.body.error.details**"))
	return &document{model: &m.Model, validator: v}, nil
})

// checkContract holds every request a test sends through the router, and every answer, to the
// operation api/openapi.yaml describes for it: a status code the document does not list, a body
// that breaks its schema or a request the server accepts but the document forbids fails the test.
// So no handler drifts from the document without a red test.
func checkContract(t testing.TB, next http.Handler) http.Handler {
	d, err := contract()
	if err != nil {
		t.Fatal(err)
	}
	v := d.validator
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _, pathValue := paths.FindPath(r, d.model, nil)
		if pathValue == "" { // the web app's pages and files; routes_test keeps /api in step
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, "read body", http.StatusBadRequest)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := &recordingWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/event-stream") {
			return // a stream has no body to check
		}
		req := r.Clone(r.Context())
		req.Body = io.NopCloser(bytes.NewReader(body))
		resp := &http.Response{StatusCode: rec.status, Header: rec.Header(), Body: io.NopCloser(bytes.NewReader(rec.body.Bytes())), Request: req}
		var problems []string
		if r.Header.Get(MalformedHeader) == "" && rec.status < 400 && !foreignBodies[r.URL.Path] {
			if ok, errs := v.ValidateHttpRequest(req); !ok {
				for _, e := range errs {
					problems = append(problems, "request: "+describe(e.Message, e.Reason, e.SchemaValidationErrors))
				}
			}
			req.Body = io.NopCloser(bytes.NewReader(body))
		}
		if ok, errs := v.ValidateHttpResponse(req, resp); !ok {
			for _, e := range errs {
				problems = append(problems, "response: "+describe(e.Message, e.Reason, e.SchemaValidationErrors))
			}
		}
		if len(problems) > 0 {
			t.Errorf("api/openapi.yaml: %s %s → %d: %s\nbody: %.400s", r.Method, r.URL.Path, rec.status, strings.Join(problems, "; "), rec.body.Bytes())
		}
	})
}

func describe(message, reason string, fails []*verrors.SchemaValidationFailure) string {
	s := message
	if reason != "" {
		s += " (" + reason + ")"
	}
	for _, f := range fails {
		s += fmt.Sprintf(" [%s: %s]", f.FieldPath, f.Reason)
	}
	return s
}

// recordingWriter keeps a copy of the status and body the handler writes.
type recordingWriter struct {
	http.ResponseWriter
	status int
	wrote  bool
	body   bytes.Buffer
}

func (w *recordingWriter) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *recordingWriter) Write(p []byte) (int, error) {
	w.wrote = true
	if w.body.Len() < 1<<20 {
		w.body.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the real writer (flushes, deadlines).
func (w *recordingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

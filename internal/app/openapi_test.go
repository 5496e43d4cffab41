package app

import (
	"io"
	"log/slog"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"gopkg.in/yaml.v3"

	"github.com/aceito/aceito/api"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// TestOpenAPIMatchesRoutes fails when a route exists without a description in api/openapi.yaml,
// or the file describes a route that does not exist.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]yaml.Node `yaml:"paths"`
	}
	if err := yaml.Unmarshal(api.OpenAPI, &doc); err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	described := map[string]bool{}
	for path, ops := range doc.Paths {
		for method, op := range ops {
			if method == "parameters" {
				continue
			}
			var body struct {
				Summary   string         `yaml:"summary"`
				Responses map[string]any `yaml:"responses"`
			}
			if err := op.Decode(&body); err != nil || body.Summary == "" || len(body.Responses) == 0 {
				t.Errorf("%s %s: needs a summary and responses", strings.ToUpper(method), path)
			}
			described[strings.ToUpper(method)+" "+path] = true
		}
	}
	dir := t.TempDir()
	cfg, err := config.Load(func(k string) string {
		if k == "ACEITO_DATA_DIR" {
			return dir
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(cfg, dbtest.New(t), slog.New(slog.NewTextHandler(io.Discard, nil)), fstest.MapFS{}, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	served := map[string]bool{}
	for _, rt := range a.routes() {
		served[rt.Method+" "+rt.Path] = true
	}
	var missing, extra []string
	for r := range served {
		if !described[r] {
			missing = append(missing, r)
		}
	}
	for r := range described {
		if !served[r] {
			extra = append(extra, r)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 {
		t.Errorf("routes without a description in api/openapi.yaml: %v", missing)
	}
	if len(extra) > 0 {
		t.Errorf("api/openapi.yaml describes routes that do not exist: %v", extra)
	}
}

// TestOpenAPIDocumentIsValid holds api/openapi.yaml to the official OpenAPI 3.1 schema, as an
// integrator's validator or generator would, and looks for the damage that schema cannot see: a
// plain scalar in a flow mapping ends at its first comma, so `{ description: A, b., content: … }`
// leaves a truncated description and a stray key with no value.
func TestOpenAPIDocumentIsValid(t *testing.T) {
	doc, err := libopenapi.NewDocument(api.OpenAPI)
	if err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("api/openapi.yaml: %v", errs)
	}
	ok, verrs := v.ValidateDocument()
	// make test prints this line (scripts/test-go.sh): the proof that the document is valid.
	t.Logf("api/openapi.yaml against the official OpenAPI 3.1 schema (libopenapi validator): %d errors", len(verrs))
	if !ok {
		for _, e := range verrs {
			t.Errorf("api/openapi.yaml: %s: %s", e.Message, e.Reason)
			for _, f := range e.SchemaValidationErrors {
				t.Errorf("  %s: %s", f.FieldPath, f.Reason)
			}
		}
	}
	var root yaml.Node
	if err := yaml.Unmarshal(api.OpenAPI, &root); err != nil {
		t.Fatal(err)
	}
	var walk func(n *yaml.Node, at string)
	walk = func(n *yaml.Node, at string) {
		if n.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, val := n.Content[i], n.Content[i+1]
				if val.Tag == "!!null" && val.Value == "" && !strings.HasPrefix(k.Value, "x-") {
					t.Errorf("api/openapi.yaml line %d: key %q at %s has no value (a comma cut a flow-mapping scalar short? quote it)", k.Line, k.Value, at)
				}
				walk(val, at+"."+k.Value)
			}
			return
		}
		for _, c := range n.Content {
			walk(c, at)
		}
	}
	walk(&root, "$")
}

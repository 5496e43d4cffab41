package app

import (
	"io"
	"log/slog"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

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

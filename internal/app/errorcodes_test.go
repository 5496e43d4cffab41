package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/aceito/aceito/api"
)

// TestErrorCodesMatchTheDocument keeps the Error schema's `code` enum in api/openapi.yaml equal to
// the codes the server can send. The codes are read from the source: the first argument of the
// apperr constructors that take a code, the Code field of apperr.Error literals, and the fixed
// codes inside package apperr. A code passed as a variable fails the test, so every code stays
// visible to this check (and to the web app, whose types are generated from the document).
func TestErrorCodesMatchTheDocument(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas struct {
				Error struct {
					Properties struct {
						Error struct {
							Properties struct {
								Code struct {
									Enum []string `yaml:"enum"`
								} `yaml:"code"`
							} `yaml:"properties"`
						} `yaml:"error"`
					} `yaml:"properties"`
				} `yaml:"Error"`
			} `yaml:"schemas"`
		} `yaml:"components"`
	}
	if err := yaml.Unmarshal(api.OpenAPI, &doc); err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	documented := doc.Components.Schemas.Error.Properties.Error.Properties.Code.Enum
	if len(documented) == 0 {
		t.Fatal("api/openapi.yaml: components.schemas.Error.properties.error.properties.code has no enum")
	}

	used, problems := errorCodesInSource(t, "..")
	for _, p := range problems {
		t.Error(p)
	}
	var missing, stale []string
	for code := range used {
		if !slices.Contains(documented, code) {
			missing = append(missing, code+" ("+used[code]+")")
		}
	}
	for _, code := range documented {
		if _, ok := used[code]; !ok {
			stale = append(stale, code)
		}
	}
	slices.Sort(missing)
	slices.Sort(stale)
	if len(missing) > 0 {
		t.Errorf("error codes the server sends but the Error schema's enum lacks: %v", missing)
	}
	if len(stale) > 0 {
		t.Errorf("error codes in the Error schema's enum that no code sends any more: %v", stale)
	}
	if !slices.IsSorted(documented) {
		t.Errorf("keep the Error schema's code enum sorted, so a merge shows a new code at one place")
	}
}

// codeArgs are the apperr constructors whose first argument is the error code.
var codeArgs = map[string]bool{
	"BadRequest": true, "Unauthenticated": true, "Forbidden": true, "Conflict": true,
	"TooManyRequests": true, "Unavailable": true,
}

// errorCodesInSource returns each code with the first place it appears, and the places where a
// code is not a string literal.
func errorCodesInSource(t *testing.T, root string) (map[string]string, []string) {
	t.Helper()
	used := map[string]string{}
	var problems []string
	fset := token.NewFileSet()
	add := func(e ast.Expr, where string) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			problems = append(problems, where+": an error code must be a string literal")
			return
		}
		code, err := strconv.Unquote(lit.Value)
		if err != nil {
			problems = append(problems, where+": "+err.Error())
			return
		}
		if _, seen := used[code]; !seen {
			used[code] = where
		}
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.Contains(path, string(filepath.Separator)+"apptest"+string(filepath.Separator)) {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		inApperr := f.Name.Name == "apperr"
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || len(n.Args) == 0 {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "apperr" && codeArgs[sel.Sel.Name] {
					add(n.Args[0], fset.Position(n.Pos()).String())
				}
			case *ast.CompositeLit:
				if !isApperrError(n.Type, inApperr) {
					return true
				}
				for _, el := range n.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if k, isIdent := kv.Key.(*ast.Ident); ok && isIdent && k.Name == "Code" {
						if inApperr {
							// The constructors pass their code parameter through; only literals count.
							if _, isLit := kv.Value.(*ast.BasicLit); !isLit {
								continue
							}
						}
						add(kv.Value, fset.Position(kv.Pos()).String())
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatalf("reading the source: %v", err)
	}
	return used, problems
}

func isApperrError(typ ast.Expr, inApperr bool) bool {
	switch typ := typ.(type) {
	case *ast.SelectorExpr:
		pkg, ok := typ.X.(*ast.Ident)
		return ok && pkg.Name == "apperr" && typ.Sel.Name == "Error"
	case *ast.Ident:
		return inApperr && typ.Name == "Error"
	}
	return false
}

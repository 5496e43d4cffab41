package activity_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// unlogged are the planner writes that rightly leave no activity entry, each with the reason.
// A write is a function that takes the wedding's write lock (wedding.LockForWrite);
// everything else a member changes in the wedding must be logged (issue 14:
// "every write records the member who made it").
var unlogged = map[string]string{
	// Logged by their callers, in the same transaction.
	"activity.DeleteRow":      "logs through its entry argument (a local Record call, not matched here)",
	"activity.InsertCounting": "logs through RecordCounting and its own statement (local, not matched here)",
	"wedding.LockFirst":       "the lock itself (LockForWrite on SQLite); its callers log",
	// Not a member's change to the plan.
	"checklist.Store.AutoComplete":   "the app ticks tasks it sees done; the note on the task says so",
	"digitalinvite.Store.Respond":    "a guest's answer (no member); the bell says it",
	"guest.Store.Respond":            "a guest's answer (no member); the bell says it",
	"weddingsite.Store.Claim":        "a guest's 'Já fiz o PIX' (no member); the bell says it",
	"notification.Store.MarkRead":    "one member's own bell",
	"notification.Store.MarkAllRead": "one member's own bell",
	"notification.Store.Delete":      "one member's own bell",
	"privacy.Service.RequestExport":  "a download, not a change",
	"privacy.Service.build":          "the background build of that download",
}

// TestEveryWriteIsLogged reads the source: every function that takes the wedding's write lock
// (wedding.LockForWrite or wedding.LockFirst) also calls activity.Record or
// activity.RecordCounting (or is activity.DeleteRow's or activity.InsertCounting's caller), unless it is listed in unlogged
// with a reason. A new store write that forgets the log fails here, not in a couple's 'Atividade'.
func TestEveryWriteIsLogged(t *testing.T) {
	fset := token.NewFileSet()
	var missing, stale []string
	seen := map[string]bool{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "/apptest/") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			name := f.Name.Name + "." + funcName(fn)
			locks, logs := false, false
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				switch callee(call) {
				case "wedding.LockForWrite", "wedding.LockFirst":
					locks = true
				case "activity.InsertCounting":
					// Its own lock and entry.
					locks, logs = true, true
				case "activity.Record", "activity.RecordCounting", "activity.DeleteRow":
					logs = true
				case "LockForWrite":
					// Inside package wedding itself.
					locks = true
				}
				return true
			})
			if !locks {
				continue
			}
			seen[name] = true
			if logs {
				if _, ok := unlogged[name]; ok {
					stale = append(stale, name)
				}
				continue
			}
			if _, ok := unlogged[name]; !ok {
				missing = append(missing, name+" ("+fset.Position(fn.Pos()).String()+")")
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(missing)
	for _, m := range missing {
		t.Errorf("%s takes the wedding's write lock but writes no activity entry: call activity.Record in its transaction, or list it in unlogged with the reason", m)
	}
	for _, name := range stale {
		t.Errorf("unlogged lists %s, which does write an activity entry: remove it", name)
	}
	for name := range unlogged {
		if !seen[name] {
			t.Errorf("unlogged lists %s, which no longer takes the write lock: remove it", name)
		}
	}
}

// funcName is Recv.Name for a method (pointer or not) and Name for a function.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// callee is "pkg.Func" for a qualified call and "Func" for a local one.
func callee(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok {
			return id.Name + "." + f.Sel.Name
		}
	case *ast.Ident:
		return f.Name
	}
	return ""
}

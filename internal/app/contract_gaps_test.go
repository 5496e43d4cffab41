package app

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/aceito/aceito/api"
)

// optionalInAnswers lists every property of a response schema that the server leaves out of some
// answers (a Go field with omitempty), with when it is absent. Any other property of an object the
// server sends must be in its schema's required list, so a client generated from the document can
// rely on it: a new optional field in an answer must be justified here first.
var optionalInAnswers = map[string]string{
	"Error.error.fields":                  "only a 422 that names fields has them (httpx.ErrorBody, omitempty)",
	"Error.error.details":                 "only errors with machine-readable context (plan gates, conflicts) have them",
	"Dashboard.timeline.detail":           "left out when a milestone has nothing to add (dashboard.Milestone, omitempty)",
	"GuestImportResult.rows.duplicate_of": "only a duplicado row names what it duplicates",
	"HoneymoonResponse.budget_sync":       "only the answer to a save (PUT /api/honeymoon) says how the budget sync went; GET has none",
	"PermissionResult.reason":             "absent when allowed",
	"PermissionResult.message":            "absent when allowed",
	"PermissionResult.current_plan":       "absent when not_authenticated: there is no wedding to read a plan from",
	"PermissionResult.current_plan_name":  "absent when not_authenticated, like current_plan",
	"RealtimeEvent.resource":              "only a changed event names the resource to refetch",
	"RealtimeEvent.id":                    "only notification.created, sessions.ended and changed notification-preferences carry an id",
}

// contractGaps walks doc (api/openapi.yaml decoded) and reports every object schema (one with
// properties) without a required list, reached from an answer or a request body, and every
// property of an answer's object that is neither required nor in optional. It also reports
// entries of optional that name no optional property any more, so the list stays true.
func contractGaps(doc map[string]any, optional map[string]string) []string {
	schemas := mapAt(doc, "components", "schemas")
	responses := mapAt(doc, "components", "responses")
	var gaps []string
	used := map[string]bool{}
	seen := map[string]bool{} // component name + "|" + whether reached from an answer
	var walk func(node any, at string, answer bool)
	walk = func(node any, at string, answer bool) {
		switch n := node.(type) {
		case []any:
			for _, v := range n {
				walk(v, at, answer)
			}
		case map[string]any:
			if ref, ok := n["$ref"].(string); ok {
				switch name := ref[strings.LastIndex(ref, "/")+1:]; {
				case strings.HasPrefix(ref, "#/components/schemas/"):
					if key := fmt.Sprintf("%s|%t", name, answer); !seen[key] {
						seen[key] = true
						walk(schemas[name], name, answer)
					}
				case strings.HasPrefix(ref, "#/components/responses/"):
					walk(responses[name], at, answer)
				}
				return
			}
			props, _ := n["properties"].(map[string]any)
			if len(props) > 0 {
				req, hasReq := n["required"].([]any)
				if !hasReq {
					gaps = append(gaps, at+": an object with properties but no required list")
				} else if answer {
					for _, p := range sortedKeys(props) {
						key := at + "." + p
						if slices.Contains(req, any(p)) {
							continue
						}
						if _, ok := optional[key]; ok {
							used[key] = true
							continue
						}
						gaps = append(gaps, key+": optional in an answer but not in optionalInAnswers (make it required, nullable if it can be null, or say there when it is absent)")
					}
				}
				for _, p := range sortedKeys(props) {
					walk(props[p], at+"."+p, answer)
				}
			}
			for _, k := range []string{"items", "oneOf", "anyOf", "allOf", "additionalProperties", "content", "schema"} {
				if v, ok := n[k]; ok {
					walk(v, at, answer)
				}
			}
			for _, k := range sortedKeys(n) { // content types: application/json, text/event-stream…
				if strings.Contains(k, "/") {
					walk(n[k], at, answer)
				}
			}
		}
	}
	paths, _ := doc["paths"].(map[string]any)
	for _, p := range sortedKeys(paths) {
		ops, _ := paths[p].(map[string]any)
		for _, m := range sortedKeys(ops) {
			op, _ := ops[m].(map[string]any)
			if op == nil {
				continue
			}
			where := strings.ToUpper(m) + " " + p
			if rb, ok := op["requestBody"]; ok {
				walk(rb, where+" request", false)
			}
			rs, _ := op["responses"].(map[string]any)
			for _, code := range sortedKeys(rs) {
				walk(rs[code], where+" "+code, true)
			}
		}
	}
	for _, k := range sortedKeys(optional) {
		if !used[k] {
			gaps = append(gaps, k+": in optionalInAnswers but no answer has it as an optional property")
		}
	}
	sort.Strings(gaps)
	return slices.Compact(gaps)
}

func mapAt(m map[string]any, keys ...string) map[string]any {
	for _, k := range keys {
		m, _ = m[k].(map[string]any)
	}
	return m
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// TestContractHasNoGaps: every object api/openapi.yaml describes has a required list, and every
// property an answer may leave out is listed, with why, in optionalInAnswers.
func TestContractHasNoGaps(t *testing.T) {
	var doc map[string]any
	if err := yaml.Unmarshal(api.OpenAPI, &doc); err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	for _, g := range contractGaps(doc, optionalInAnswers) {
		t.Errorf("api/openapi.yaml: %s", g)
	}
}

// The check itself: a small document with each kind of gap.
func TestContractGapsCatchesDrift(t *testing.T) {
	const src = `
paths:
  /api/things:
    get:
      responses:
        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } }
        "400": { $ref: "#/components/responses/Bad" }
    post:
      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/ThingInput" } } } }
      responses:
        "201": { description: ok, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: string }, extra: { type: string } } } } } }
components:
  responses:
    Bad: { description: bad, content: { application/json: { schema: { type: object, properties: { code: { type: string } } } } } }
  schemas:
    Thing:
      type: object
      required: [id, parts]
      properties:
        id: { type: string }
        note: { type: [string, "null"] }
        kept: { type: string }
        parts: { type: array, items: { type: object, properties: { n: { type: integer } } } }
    ThingInput:
      type: object
      properties:
        name: { type: string }
`
	var doc map[string]any
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	got := contractGaps(doc, map[string]string{"Thing.kept": "a reason", "Thing.gone": "a field that was removed"})
	want := []string{
		"GET /api/things 400: an object with properties but no required list",
		"POST /api/things 201.extra: optional in an answer but not in optionalInAnswers (make it required, nullable if it can be null, or say there when it is absent)",
		"Thing.gone: in optionalInAnswers but no answer has it as an optional property",
		"Thing.note: optional in an answer but not in optionalInAnswers (make it required, nullable if it can be null, or say there when it is absent)",
		"Thing.parts: an object with properties but no required list",
		"ThingInput: an object with properties but no required list",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("gaps:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

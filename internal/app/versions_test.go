package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// document is one whole-document resource with a version-checked save.
type document struct {
	name     string
	get, put string
	// at is where the document sits in the GET/PUT answer and in details.current (nil: the
	// answer is the document).
	at []string
	// body is a valid save whose marker field is value; version nil leaves the field out.
	body   func(value string, version *int64) map[string]any
	marker string
}

// pick walks path into a decoded JSON value; a missing or null step gives nil.
func pick(v any, path ...string) any {
	for _, k := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// versionOf is the document's version in v (0 when the document is null, as before a first save).
func versionOf(t *testing.T, v any) int64 {
	t.Helper()
	if v == nil {
		return 0
	}
	n, ok := pick(v, "version").(float64)
	if !ok {
		t.Fatalf("no version in %v", v)
	}
	return int64(n)
}

func decode(t *testing.T, res apptest.Response) any {
	t.Helper()
	var v any
	res.JSON(t, &v)
	return v
}

func withVersion(body map[string]any, version *int64) map[string]any {
	if version != nil {
		body["version"] = *version
	}
	return body
}

func documents(guestID string) []document {
	return []document{
		{name: "budget", get: "/api/budget", put: "/api/budget", marker: "total_cents",
			body: func(v string, version *int64) map[string]any {
				var cents int64
				fmt.Sscan(v, &cents)
				return withVersion(map[string]any{"total_cents": cents, "categories": []map[string]any{
					{"nome": "Buffet", "percent_tenths": 1000, "spent_cents": 0, "status": "pendente"}}}, version)
			}},
		{name: "profile", get: "/api/profile", put: "/api/profile", marker: "first_name",
			body: func(v string, version *int64) map[string]any {
				return withVersion(map[string]any{"first_name": v, "partner_name": "João"}, version)
			}},
		{name: "honeymoon", get: "/api/honeymoon", put: "/api/honeymoon", at: []string{"trip"}, marker: "destino",
			body: func(v string, version *int64) map[string]any {
				return withVersion(map[string]any{"destino": v, "preferencias": []string{"Praia"}}, version)
			}},
		{name: "pix", get: "/api/pix", put: "/api/pix", at: []string{"pix"}, marker: "nome_beneficiario",
			body: func(v string, version *int64) map[string]any {
				return withVersion(map[string]any{"tipo_chave": "email", "chave_pix": "ana@exemplo.com", "nome_beneficiario": v}, version)
			}},
		{name: "invitation message", put: "/api/guests/" + guestID + "/invitation-message", marker: "message_content",
			body: func(v string, version *int64) map[string]any {
				return withVersion(map[string]any{"message_content": v}, version)
			}},
		{name: "wedding site", get: "/api/wedding-site", put: "/api/wedding-site", at: []string{"site"}, marker: "historia",
			body: func(v string, version *int64) map[string]any {
				return withVersion(map[string]any{"slug": "ana-e-joao", "historia": v}, version)
			}},
	}
}

// read returns the document as GET shows it (the invitation message from the list).
func (d document) read(t *testing.T, c *apptest.Client, guestID string) any {
	t.Helper()
	if d.get == "" {
		var list struct{ Messages []map[string]any }
		c.Do("GET", "/api/invitation-messages", nil).JSON(t, &list)
		for _, m := range list.Messages {
			if m["guest_id"] == guestID {
				return m
			}
		}
		return nil
	}
	res := c.Do("GET", d.get, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET %s: %d %s", d.get, res.Status, res.Body)
	}
	return pick(decode(t, res), d.at...)
}

func ptr(v int64) *int64 { return &v }

// TestVersionCheckedSaves: for every whole-document resource, two members of one wedding save
// from the same version. The first save bumps the version; the second is stale and gets 409
// conflict with the pt-BR message and the current document, and changes nothing; saving again
// with the current version goes through; a save without a version (an old client) is last
// writer wins.
func TestVersionCheckedSaves(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUpOn(t, "ana@exemplo.com", plan.Luxo)
	partner := join(t, s, owner, "joao@exemplo.com", "partner")
	res := owner.Do("POST", "/api/guests", map[string]any{"nome": "Bruno Lima"})
	if res.Status != http.StatusCreated {
		t.Fatalf("guest: %d %s", res.Status, res.Body)
	}
	var guest struct{ ID string }
	res.JSON(t, &guest)

	for _, d := range documents(guest.ID) {
		t.Run(d.name, func(t *testing.T) {
			v0 := versionOf(t, d.read(t, partner, guest.ID)) // both members read the same version

			res := owner.Do("PUT", d.put, d.body("1000", ptr(v0)))
			if res.Status != http.StatusOK {
				t.Fatalf("owner's save: %d %s", res.Status, res.Body)
			}
			saved := pick(decode(t, res), d.at...)
			if got := versionOf(t, saved); got != v0+1 {
				t.Fatalf("version after a save: want %d, got %d", v0+1, got)
			}

			res = partner.Do("PUT", d.put, d.body("2000", ptr(v0)))
			if res.Status != http.StatusConflict {
				t.Fatalf("stale save: want 409, got %d %s", res.Status, res.Body)
			}
			var e struct {
				Error struct {
					Code, Message string
					Details       map[string]any
				}
			}
			res.JSON(t, &e)
			if e.Error.Code != "conflict" || e.Error.Message != wedding.ConflictMessage {
				t.Errorf("stale save: got %s %q", e.Error.Code, e.Error.Message)
			}
			current := pick(e.Error.Details["current"], d.at...)
			if versionOf(t, current) != v0+1 || fmt.Sprint(pick(current, d.marker)) != fmt.Sprint(pick(saved, d.marker)) {
				t.Errorf("details.current: want the owner's save (version %d), got %v", v0+1, e.Error.Details["current"])
			}
			if now := d.read(t, owner, guest.ID); versionOf(t, now) != v0+1 || fmt.Sprint(pick(now, d.marker)) != fmt.Sprint(pick(saved, d.marker)) {
				t.Errorf("after the stale save: want the owner's document unchanged, got %v", now)
			}
			// A version from the future is as stale as one from the past.
			if res := partner.Do("PUT", d.put, d.body("2000", ptr(v0+2))); res.Status != http.StatusConflict {
				t.Errorf("future version: want 409, got %d %s", res.Status, res.Body)
			}

			res = partner.Do("PUT", d.put, d.body("2000", ptr(v0+1)))
			if res.Status != http.StatusOK || versionOf(t, pick(decode(t, res), d.at...)) != v0+2 {
				t.Fatalf("save after taking the current version: %d %s", res.Status, res.Body)
			}
			res = owner.Do("PUT", d.put, d.body("3000", nil))
			if res.Status != http.StatusOK || versionOf(t, pick(decode(t, res), d.at...)) != v0+3 {
				t.Fatalf("save without a version: %d %s", res.Status, res.Body)
			}
		})
	}
}

// TestBudgetVersionIsItsOwn: the budget's version moves with the budget's own saves and with
// the honeymoon's sync of 'Lua de Mel' (which changes the budget), never with a write elsewhere.
func TestBudgetVersionIsItsOwn(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "ana@exemplo.com", plan.Luxo)
	budget := func() (v int64) {
		var b struct{ Version int64 }
		c.Do("GET", "/api/budget", nil).JSON(t, &b)
		return b.Version
	}
	if v := budget(); v != 0 {
		t.Fatalf("a budget never saved: want version 0, got %d", v)
	}
	body := map[string]any{"total_cents": 100000, "version": 0, "categories": []map[string]any{
		{"nome": "Buffet", "percent_tenths": 1000, "spent_cents": 0, "status": "pendente"}}}
	if res := c.Do("PUT", "/api/budget", body); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	for _, w := range []struct {
		method, path string
		body         map[string]any
	}{{"PUT", "/api/profile", map[string]any{"first_name": "Ana"}}, {"POST", "/api/checklist", map[string]any{"tarefa": "Flores"}},
		{"POST", "/api/guests", map[string]any{"nome": "Bia"}}} {
		if res := c.Do(w.method, w.path, w.body); res.Status >= 300 {
			t.Fatalf("%s %s: %d %s", w.method, w.path, res.Status, res.Body)
		}
	}
	if v := budget(); v != 1 {
		t.Fatalf("after writes elsewhere: want version 1, got %d", v)
	}
	if res := c.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Noronha", "version": 0,
		"expenses": []map[string]any{{"category": "Hospedagem", "estimated_cents": 500000, "actual_cents": 0}}}); res.Status != http.StatusOK {
		t.Fatalf("honeymoon: %d %s", res.Status, res.Body)
	}
	if v := budget(); v != 2 {
		t.Fatalf("after the honeymoon's sync: want version 2, got %d", v)
	}
	// The budget page still holding version 1 cannot put the old 'Lua de Mel' back.
	res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 100000, "version": 1, "categories": body["categories"]})
	if res.Status != http.StatusConflict {
		t.Fatalf("budget save from before the sync: want 409, got %d %s", res.Status, res.Body)
	}
	var e struct {
		Error struct {
			Details struct{ Current json.RawMessage }
		}
	}
	res.JSON(t, &e)
	var current struct {
		Version    int64
		Categories []struct{ Nome string }
	}
	if err := json.Unmarshal(e.Error.Details.Current, &current); err != nil || current.Version != 2 || len(current.Categories) != 2 ||
		current.Categories[1].Nome != "Lua de Mel" {
		t.Fatalf("details.current: %s (%v)", e.Error.Details.Current, err)
	}
}

// TestDeletedRowWrites: row resources keep their per-row PATCH/PUT and DELETE; once another
// member deleted the row, a change or a second delete gets 404 and creates nothing.
func TestDeletedRowWrites(t *testing.T) {
	s := apptest.New(t)
	owner := s.SignUpOn(t, "ana@exemplo.com", plan.Luxo)
	partner := join(t, s, owner, "joao@exemplo.com", "partner")
	for _, r := range []struct {
		list, method string
		body         map[string]any
	}{
		{"/api/checklist", "PATCH", map[string]any{"tarefa": "Comprar as alianças"}},
		{"/api/guests", "PATCH", map[string]any{"nome": "Bruno Lima"}},
		{"/api/gifts", "PATCH", map[string]any{"nome": "Jogo de panelas", "valor_cents": 45000}},
		{"/api/godparents", "PATCH", map[string]any{"nome": "Carla", "tipo": "madrinha"}},
	} {
		res := owner.Do("POST", r.list, r.body)
		if res.Status != http.StatusCreated {
			t.Fatalf("create %s: %d %s", r.list, res.Status, res.Body)
		}
		var row struct{ ID string }
		res.JSON(t, &row)
		if res := owner.Do("DELETE", r.list+"/"+row.ID, nil); res.Status != http.StatusNoContent {
			t.Fatalf("delete %s: %d %s", r.list, res.Status, res.Body)
		}
		wantError(t, partner.Do(r.method, r.list+"/"+row.ID, r.body), http.StatusNotFound, "not_found")
		wantError(t, partner.Do("DELETE", r.list+"/"+row.ID, nil), http.StatusNotFound, "not_found")
		var list []any
		var wrapped map[string]json.RawMessage
		if err := json.Unmarshal(owner.Do("GET", r.list, nil).Body, &wrapped); err == nil {
			for _, raw := range wrapped {
				if json.Unmarshal(raw, &list) == nil && len(list) > 0 {
					t.Errorf("%s after the 404s: want no rows, got %s", r.list, raw)
				}
			}
		} else if json.Unmarshal(owner.Do("GET", r.list, nil).Body, &list); len(list) > 0 {
			t.Errorf("%s after the 404s: want no rows, got %v", r.list, list)
		}
	}
}

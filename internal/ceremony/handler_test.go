package ceremony_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/ceremony"
	"github.com/aceito/aceito/internal/checklist"
)

func checklistItems(t *testing.T, c *apptest.Client) []checklist.Item {
	t.Helper()
	var body struct{ Items []checklist.Item }
	c.Do("GET", "/api/checklist", nil).JSON(t, &body)
	return body.Items
}

func decode(t *testing.T, res apptest.Response) ceremony.Ceremony {
	t.Helper()
	var c ceremony.Ceremony
	res.JSON(t, &c)
	return c
}

func TestCreatingACeremonyAddsItsTasksToTheChecklist(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	res := c.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "both", "venue_name": " Paróquia São José ",
		"venue_address": "Rua das Flores, 100 - São Paulo", "venue_phone": "", "venue_email": "Secretaria@Paroquia.org.br", "notes": "  "})
	if res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	cer := decode(t, res)
	docs, tasks := ceremony.DefaultLists(ceremony.Both)
	if cer.VenueName != "Paróquia São José" || cer.VenuePhone != nil || cer.Notes != nil || *cer.VenueEmail != "secretaria@paroquia.org.br" ||
		!slices.Equal(cer.DocumentsNeeded, docs) || !slices.Equal(cer.TasksNeeded, tasks) ||
		len(cer.DocumentsCompleted) != 0 || len(cer.TasksCompleted) != 0 {
		t.Fatalf("created %+v", cer)
	}
	items := checklistItems(t, c)
	if len(items) != 14 {
		t.Fatalf("%d checklist tasks, want 14", len(items))
	}
	for i, it := range items {
		if it.Tarefa != tasks[i] || it.Prioridade != checklist.Alta || it.Status != checklist.Pendente || it.Prazo != nil {
			t.Errorf("checklist task %d: %+v", i, it)
		}
	}

	// A rejected ceremony adds no tasks either.
	res = c.Do("POST", "/api/ceremonies", map[string]any{"ceremony_type": "civil", "venue_name": "Cartório", "venue_address": "  "})
	if e := res.Err(t); res.Status != 422 || e.Error.Fields["venue_address"] != "required" || e.Error.Message != "Por favor, informe o nome e endereço do local." {
		t.Fatalf("missing address: %d %s", res.Status, res.Body)
	}
	if n := len(checklistItems(t, c)); n != 14 {
		t.Fatalf("rejected ceremony changed the checklist: %d tasks", n)
	}

	// Deleting the ceremony keeps the tasks it created.
	if res := c.Do("DELETE", "/api/ceremonies/"+cer.ID, nil); res.Status != 204 {
		t.Fatalf("delete: %d", res.Status)
	}
	if n := len(checklistItems(t, c)); n != 14 {
		t.Fatalf("after delete: %d tasks", n)
	}
}

func TestCeremonyAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id, other string
	civilDocs, civilTasks := ceremony.DefaultLists(ceremony.Civil)
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty", Method: "GET", Path: "/api/ceremonies", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"ceremonies":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "civil", Method: "POST", Path: "/api/ceremonies", WantStatus: 201,
			Body: map[string]any{"ceremony_type": "civil", "venue_name": "1º Cartório de Registro Civil", "venue_address": "Av. Paulista, 1000"},
			Check: func(t *testing.T, res apptest.Response) {
				cer := decode(t, res)
				if !slices.Equal(cer.DocumentsNeeded, civilDocs) || !slices.Equal(cer.TasksNeeded, civilTasks) {
					t.Fatalf("lists %+v", cer)
				}
				id = cer.ID
			}},
		{Name: "religious, placed on the map", Method: "POST", Path: "/api/ceremonies", WantStatus: 201,
			Body: map[string]any{"ceremony_type": "religious", "venue_name": "Igreja Matriz", "venue_address": "Praça da Sé",
				"venue_location_lat": -23.5503, "venue_location_lng": -46.6339},
			Check: func(t *testing.T, res apptest.Response) {
				cer := decode(t, res)
				if cer.VenueLocationLat == nil || *cer.VenueLocationLat != -23.5503 || cer.VenueLocationLng == nil || *cer.VenueLocationLng != -46.6339 {
					t.Fatalf("location %+v", cer)
				}
				if len(cer.DocumentsNeeded) != 7 || cer.DocumentsNeeded[0] == civilDocs[0] {
					t.Fatalf("lists %+v", cer)
				}
				other = cer.ID
			}},
		{Name: "newest first", Method: "GET", Path: "/api/ceremonies", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Ceremonies []ceremony.Ceremony }
			res.JSON(t, &body)
			if len(body.Ceremonies) != 2 || body.Ceremonies[0].ID != other || body.Ceremonies[1].ID != id {
				t.Fatalf("order %+v", body.Ceremonies)
			}
		}},
		{Name: "a latitude without its longitude", Method: "POST", Path: "/api/ceremonies",
			Body:       map[string]any{"ceremony_type": "civil", "venue_name": "X", "venue_address": "Y", "venue_location_lat": -23.5},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"venue_location_lng": "required"}},
		{Name: "bad type and email", Method: "POST", Path: "/api/ceremonies",
			Body:       map[string]any{"ceremony_type": "praia", "venue_name": "X", "venue_address": "Y", "venue_email": "x@"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"ceremony_type": "invalid", "venue_email": "invalid"}},
		{Name: "tick a document", Method: "PATCH", Path: "/api/ceremonies/{id}/items", WantStatus: 200,
			Body: map[string]any{"list": "documents", "item": civilDocs[2], "completed": true},
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); !slices.Equal(cer.DocumentsCompleted, []string{civilDocs[2]}) || len(cer.TasksCompleted) != 0 {
					t.Fatalf("after tick %+v", cer)
				}
			}},
		{Name: "tick two tasks, twice", Method: "PATCH", Path: "/api/ceremonies/{id}/items", WantStatus: 200,
			Body: map[string]any{"list": "tasks", "item": civilTasks[4], "completed": true}},
		{Name: "ticking again is harmless", Method: "PATCH", Path: "/api/ceremonies/{id}/items", WantStatus: 200,
			Body: map[string]any{"list": "tasks", "item": civilTasks[4], "completed": true}},
		{Name: "tick an earlier task", Method: "PATCH", Path: "/api/ceremonies/{id}/items", WantStatus: 200,
			Body: map[string]any{"list": "tasks", "item": civilTasks[0], "completed": true},
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); !slices.Equal(cer.TasksCompleted, []string{civilTasks[0], civilTasks[4]}) {
					t.Fatalf("completed tasks %q", cer.TasksCompleted)
				}
			}},
		{Name: "untick", Method: "PATCH", Path: "/api/ceremonies/{id}/items", WantStatus: 200,
			Body: map[string]any{"list": "tasks", "item": civilTasks[0], "completed": false},
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); !slices.Equal(cer.TasksCompleted, []string{civilTasks[4]}) {
					t.Fatalf("completed tasks %q", cer.TasksCompleted)
				}
			}},
		{Name: "item not in the list", Method: "PATCH", Path: "/api/ceremonies/{id}/items",
			Body: map[string]any{"list": "documents", "item": civilTasks[0], "completed": true}, WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"item": "not_in_list"}},
		{Name: "bad list", Method: "PATCH", Path: "/api/ceremonies/{id}/items",
			Body: map[string]any{"list": "papeis", "item": " ", "completed": true}, WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"list": "invalid", "item": "required"}},
		{Name: "edit venue and add a trimmed item", Method: "PATCH", Path: "/api/ceremonies/{id}", WantStatus: 200,
			Body: map[string]any{"venue_phone": "(11) 3333-4444", "notes": "Levar cópias autenticadas",
				"documents_needed": append(slices.Clone(civilDocs[1:]), "  Certidão de casamento dos pais  ")},
			Check: func(t *testing.T, res apptest.Response) {
				cer := decode(t, res)
				if cer.VenueName != "1º Cartório de Registro Civil" || *cer.VenuePhone != "(11) 3333-4444" || *cer.Notes != "Levar cópias autenticadas" ||
					len(cer.DocumentsNeeded) != 7 || cer.DocumentsNeeded[6] != "Certidão de casamento dos pais" ||
					!slices.Equal(cer.DocumentsCompleted, []string{civilDocs[2]}) || !slices.Equal(cer.TasksCompleted, []string{civilTasks[4]}) {
					t.Fatalf("after edit %+v", cer)
				}
			}},
		{Name: "removing a ticked item drops its tick", Method: "PATCH", Path: "/api/ceremonies/{id}", WantStatus: 200,
			Body: map[string]any{"tasks_needed": []string{civilTasks[0]}},
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); len(cer.TasksCompleted) != 0 || len(cer.TasksNeeded) != 1 {
					t.Fatalf("after removal %+v", cer)
				}
			}},
		{Name: "duplicate item", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: map[string]any{"tasks_needed": []string{"Pagar", " pagar "}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"tasks_needed": "duplicate_item"}},
		{Name: "empty item", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: map[string]any{"documents_needed": []string{"RG", ""}},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"documents_needed": "empty_item"}},
		{Name: "venue cleared in the edit dialog", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: map[string]any{"venue_name": " "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"venue_name": "required"}},
		{Name: "rejected edits changed nothing", Method: "GET", Path: "/api/ceremonies", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Ceremonies []ceremony.Ceremony }
			res.JSON(t, &body)
			cer := body.Ceremonies[1]
			if cer.ID != id || cer.VenueName != "1º Cartório de Registro Civil" || !slices.Equal(cer.TasksNeeded, []string{civilTasks[0]}) ||
				len(cer.DocumentsNeeded) != 7 {
				t.Fatalf("stored %+v", cer)
			}
		}},
		{Name: "the venue's point on the map is saved and returned", Method: "PATCH", Path: "/api/ceremonies/{id}", WantStatus: 200,
			Body: map[string]any{"venue_location_lat": -23.561414, "venue_location_lng": -46.655881},
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); cer.VenueLocationLat == nil || *cer.VenueLocationLat != -23.561414 ||
					cer.VenueLocationLng == nil || *cer.VenueLocationLng != -46.655881 {
					t.Fatalf("location %+v", cer)
				}
			}},
		{Name: "a latitude out of range", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: map[string]any{"venue_location_lat": 95.5},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"venue_location_lat": "out_of_range"}},
		{Name: "a longitude out of range", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: map[string]any{"venue_location_lng": -180.01},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"venue_location_lng": "out_of_range"}},
		{Name: "one coordinate cleared alone", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: `{"venue_location_lat":null}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"venue_location_lat": "required"}},
		{Name: "refused locations changed nothing", Method: "GET", Path: "/api/ceremonies", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Ceremonies []ceremony.Ceremony }
			res.JSON(t, &body)
			if cer := body.Ceremonies[1]; cer.VenueLocationLat == nil || *cer.VenueLocationLat != -23.561414 || *cer.VenueLocationLng != -46.655881 {
				t.Fatalf("stored %+v", cer)
			}
		}},
		{Name: "both cleared", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: `{"venue_location_lat":null,"venue_location_lng":null}`, WantStatus: 200,
			Check: func(t *testing.T, res apptest.Response) {
				if cer := decode(t, res); cer.VenueLocationLat != nil || cer.VenueLocationLng != nil {
					t.Fatalf("location %+v", cer)
				}
			}},
		{Name: "unknown field", Method: "PATCH", Path: "/api/ceremonies/{id}", Body: `{"documents_completed":["RG"]}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "delete", Method: "DELETE", Path: "/api/ceremonies/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/ceremonies/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "tick on a deleted ceremony", Method: "PATCH", Path: "/api/ceremonies/{id}/items",
			Body: map[string]any{"list": "documents", "item": civilDocs[2], "completed": true}, WantStatus: 404, WantCode: "not_found"},
	})
}

func TestCeremonyAPINeedsSession(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/ceremonies"}, {"POST", "/api/ceremonies"}, {"PATCH", "/api/ceremonies/x"}, {"PATCH", "/api/ceremonies/x/items"},
		{"DELETE", "/api/ceremonies/x"}, {"GET", "/api/checklist"}, {"POST", "/api/checklist"}, {"POST", "/api/checklist/suggested"},
		{"PATCH", "/api/checklist/x"}, {"DELETE", "/api/checklist/x"},
	} {
		res := anon.Do(r.method, r.path, map[string]any{})
		if res.Status != http.StatusUnauthorized {
			t.Errorf("%s %s anonymous: %d %s", r.method, r.path, res.Status, res.Body)
		}
	}
}

package ceremony

import (
	"slices"
	"strings"
	"testing"
)

func TestDefaultLists(t *testing.T) {
	for _, c := range []struct {
		typ               Type
		wantDocs, wantTks int
	}{{Civil, 7, 7}, {Religious, 7, 7}, {Both, 14, 14}} {
		docs, tasks := DefaultLists(c.typ)
		if len(docs) != c.wantDocs || len(tasks) != c.wantTks {
			t.Errorf("%s: %d documents, %d tasks", c.typ, len(docs), len(tasks))
		}
		if p := listProblem(docs); p != "" {
			t.Errorf("%s documents: %s", c.typ, p)
		}
		if p := listProblem(tasks); p != "" {
			t.Errorf("%s tasks: %s", c.typ, p)
		}
	}
	civilDocs, civilTasks := DefaultLists(Civil)
	relDocs, relTasks := DefaultLists(Religious)
	bothDocs, bothTasks := DefaultLists(Both)
	if !slices.Equal(bothDocs, append(civilDocs, relDocs...)) || !slices.Equal(bothTasks, append(civilTasks, relTasks...)) {
		t.Error("'both' is not civil followed by religious")
	}
	if !slices.ContainsFunc(civilDocs, func(s string) bool { return strings.Contains(s, "30 dias antes") }) {
		t.Error("civil documents lack the 30-day confirmation")
	}
	// Callers may edit what they get without changing the defaults.
	civilDocs[0] = "mudado"
	if again, _ := DefaultLists(Civil); again[0] == "mudado" {
		t.Error("DefaultLists shares its backing array")
	}
}

func TestValidateLists(t *testing.T) {
	cases := []struct {
		name  string
		items []string
		want  string
	}{
		{"trimmed and unique", []string{" RG ", "CPF"}, ""},
		{"empty after trim", []string{"RG", "   "}, "empty_item"},
		{"duplicate after trim", []string{"RG", " RG"}, "duplicate_item"},
		{"duplicate ignoring case", []string{"Certidão", "certidão"}, "duplicate_item"},
		{"too long", []string{strings.Repeat("a", maxItem+1)}, "item_too_long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := Input{CeremonyType: Civil, VenueName: "Cartório", VenueAddress: "Rua 1", DocumentsNeeded: slices.Clone(c.items)}
			in.Normalize()
			err := in.Validate()
			if c.want == "" {
				if err != nil {
					t.Fatalf("unexpected %v", err)
				}
				if in.DocumentsNeeded[0] != "RG" {
					t.Fatalf("not trimmed: %q", in.DocumentsNeeded)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "documents_needed:"+c.want) {
				t.Fatalf("got %v, want documents_needed:%s", err, c.want)
			}
		})
	}
}

func TestValidateVenue(t *testing.T) {
	in := Input{CeremonyType: "casamento", VenueName: "  ", VenueAddress: "", VenueEmail: new(string), VenueLocationLat: new(float64)}
	*in.VenueEmail = "não é e-mail"
	*in.VenueLocationLat = 91
	in.Normalize()
	err := in.Validate()
	for _, want := range []string{"ceremony_type:invalid", "venue_name:required", "venue_address:required", "venue_email:invalid",
		"venue_location_lat:out_of_range", "venue_location_lng:required"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %s", err, want)
		}
	}
	if err != nil && !strings.Contains(err.Error(), "Por favor, informe o nome e endereço do local.") {
		t.Errorf("message: %v", err)
	}
}

func TestValidateVenueLocation(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	cases := []struct {
		name     string
		lat, lng *float64
		want     []string
	}{
		{"neither", nil, nil, nil},
		{"both, the corners", f(-90), f(180), nil},
		{"both, a church in São Paulo", f(-23.5505), f(-46.6333), nil},
		{"latitude too far south", f(-90.0001), f(0), []string{"venue_location_lat:out_of_range"}},
		{"longitude too far east", f(0), f(180.5), []string{"venue_location_lng:out_of_range"}},
		{"longitude alone", nil, f(-46.6), []string{"venue_location_lat:required"}},
		{"latitude alone", f(-23.5), nil, []string{"venue_location_lng:required"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := Input{CeremonyType: Civil, VenueName: "Cartório", VenueAddress: "Rua A, 1", VenueLocationLat: c.lat, VenueLocationLng: c.lng}
			in.Normalize()
			err := in.Validate()
			if len(c.want) == 0 {
				if err != nil {
					t.Fatalf("unexpected %v", err)
				}
				return
			}
			for _, want := range c.want {
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Errorf("got %v, want %s", err, want)
				}
			}
		})
	}
}

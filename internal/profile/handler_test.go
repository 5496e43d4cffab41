package profile_test

import (
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/profile"
)

func TestProfileAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	full := map[string]any{
		"first_name": "  Maria ", "last_name": "Silva", "partner_name": "João Pereira",
		"wedding_date": "2027-05-15", "civil_ceremony_date": "2027-05-10", "religious_ceremony_date": "2027-05-15",
		"civil_ceremony_address": "Rua das Flores, 100 - São Paulo, SP", "wedding_location": "Espaço Jardim",
		"wedding_address": "Av. Paulista, 1000 - São Paulo, SP", "phone": "+55 (11) 98765-4321",
	}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for kk, vv := range full {
			m[kk] = vv
		}
		m[k] = v
		return m
	}
	get := func(t *testing.T) profile.Profile {
		t.Helper()
		var p profile.Profile
		res := c.Do("GET", "/api/profile", nil)
		if res.Status != 200 {
			t.Fatalf("get: %d %s", res.Status, res.Body)
		}
		res.JSON(t, &p)
		return p
	}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "sign-up's names, nothing else", Method: "GET", Path: "/api/profile", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if got := string(res.Body); got != `{"first_name":"Ana","last_name":"Souza","partner_name":null,"wedding_date":null,"civil_ceremony_date":null,"religious_ceremony_date":null,"civil_ceremony_address":null,"wedding_location":null,"wedding_address":null,"phone":null,"version":0}`+"\n" {
				t.Fatalf("body %s", got)
			}
		}},
		{Name: "save everything", Method: "PUT", Path: "/api/profile", Body: full, WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var p profile.Profile
			res.JSON(t, &p)
			if *p.FirstName != "Maria" || *p.WeddingDate != "2027-05-15" || *p.CivilCeremonyDate != "2027-05-10" ||
				*p.Phone != "+55 (11) 98765-4321" || *p.WeddingAddress != "Av. Paulista, 1000 - São Paulo, SP" {
				t.Fatalf("saved %+v", p)
			}
			if g := get(t); *g.ReligiousCeremonyDate != "2027-05-15" || *g.PartnerName != "João Pereira" {
				t.Fatalf("read back %+v", g)
			}
		}},
		{Name: "session greets with the profile first name", Method: "GET", Path: "/api/session", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var si struct {
				Profile struct {
					FirstName *string `json:"first_name"`
				} `json:"profile"`
			}
			res.JSON(t, &si)
			if si.Profile.FirstName == nil || *si.Profile.FirstName != "Maria" {
				t.Fatalf("session %s", res.Body)
			}
		}},
		{Name: "invalid date", Method: "PUT", Path: "/api/profile", Body: with("wedding_date", "2027-02-30"),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"wedding_date": "invalid_date"}},
		{Name: "pt-BR date is not the API format", Method: "PUT", Path: "/api/profile", Body: with("civil_ceremony_date", "15/05/2027"),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"civil_ceremony_date": "invalid_date"}},
		{Name: "several bad fields", Method: "PUT", Path: "/api/profile",
			Body:       map[string]any{"first_name": strings.Repeat("a", 51), "religious_ceremony_date": "ontem", "phone": "ligue-me"},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"first_name": "too_long", "religious_ceremony_date": "invalid_date", "phone": "invalid"}},
		{Name: "name too long", Method: "PUT", Path: "/api/profile", Body: with("last_name", "Silvaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"last_name": "too_long"}},
		{Name: "unknown field", Method: "PUT", Path: "/api/profile", Body: `{"wedding_id":"x"}`, WantStatus: 400, WantCode: "unknown_field"},
		{Name: "date of wrong type", Method: "PUT", Path: "/api/profile", Body: `{"wedding_date":20270515}`, WantStatus: 422, WantCode: "validation_failed"},
		{Name: "bad writes changed nothing", Method: "GET", Path: "/api/profile", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var p profile.Profile
			res.JSON(t, &p)
			if *p.WeddingDate != "2027-05-15" || *p.LastName != "Silva" || *p.Phone != "+55 (11) 98765-4321" {
				t.Fatalf("changed by a rejected save: %+v", p)
			}
		}},
		{Name: "blank strings become null", Method: "PUT", Path: "/api/profile",
			Body:       map[string]any{"first_name": "Maria", "last_name": "   ", "partner_name": "", "wedding_date": "", "phone": " "},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				p := get(t)
				if *p.FirstName != "Maria" || p.LastName != nil || p.PartnerName != nil || p.WeddingDate != nil || p.Phone != nil ||
					p.CivilCeremonyAddress != nil || p.WeddingAddress != nil {
					t.Fatalf("after blanking %+v", p)
				}
			}},
	})
}

func TestValidDate(t *testing.T) {
	for s, want := range map[string]bool{
		"2027-05-15": true, "2028-02-29": true, "2027-02-29": false, "2027-5-15": false, "15/05/2027": false,
		"1899-12-31": false, "2201-01-01": false, "": false, "2027-05-15T00:00:00Z": false,
	} {
		if got := calendar.ValidDate(s); got != want {
			t.Errorf("ValidDate(%q) = %v, want %v", s, got, want)
		}
	}
}

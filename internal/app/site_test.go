package app_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

type siteBody struct {
	SupportEmail *string `json:"support_email"`
	SupportPhone *struct {
		Display string `json:"display"`
		Href    string `json:"href"`
	} `json:"support_phone"`
	CompanyName    *string `json:"company_name"`
	CompanyID      *string `json:"company_id"`
	CompanyAddress *string `json:"company_address"`
	DPOName        *string `json:"dpo_name"`
	DPOEmail       *string `json:"dpo_email"`
}

type plansBody struct {
	Plans []struct {
		ID       string   `json:"id"`
		Features []string `json:"features"`
	} `json:"plans"`
}

func features(t *testing.T, c *apptest.Client, id string) []string {
	t.Helper()
	var body plansBody
	c.Do("GET", "/api/plans", nil).JSON(t, &body)
	for _, p := range body.Plans {
		if p.ID == id {
			return p.Features
		}
	}
	t.Fatalf("no plan %s", id)
	return nil
}

type subscriptionBody struct {
	CurrentPlan     string `json:"current_plan"`
	SupportWhatsApp *struct {
		Display string `json:"display"`
		URL     string `json:"url"`
	} `json:"support_whatsapp"`
}

func setWeddingPlan(t *testing.T, s *apptest.Server, email, id string) {
	t.Helper()
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = $1, subscription_status = 'active' WHERE id =
		(SELECT m.wedding_id FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $2)`, id, email); err != nil {
		t.Fatal(err)
	}
}

// Nothing configured: every contact is null and no card promises a support channel.
func TestSiteUnsetIsNull(t *testing.T) {
	s := apptest.New(t)
	c := s.NewClient(t)
	res := c.Do("GET", "/api/site", nil)
	if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("GET /api/site: %d %s", res.Status, res.Body)
	}
	if want := `{"support_email":null,"support_phone":null,"company_name":null,"company_id":null,"company_address":null,"dpo_name":null,"dpo_email":null}`; strings.TrimSpace(string(res.Body)) != want {
		t.Fatalf("GET /api/site = %s, want %s", res.Body, want)
	}
	for _, id := range []string{"essencial", "premium", "luxo"} {
		for _, f := range features(t, c, id) {
			if strings.Contains(f, "Suporte") {
				t.Errorf("%s lists %q with no support channel configured", id, f)
			}
		}
	}
	luxo := s.SignUp(t, "luxo@exemplo.com")
	setWeddingPlan(t, s, luxo.Email, "luxo")
	var sub subscriptionBody
	luxo.Do("GET", "/api/subscription", nil).JSON(t, &sub)
	if sub.CurrentPlan != "luxo" || sub.SupportWhatsApp != nil {
		t.Fatalf("luxo without a configured WhatsApp: %+v", sub)
	}
}

func TestSiteConfigured(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{
		"ACEITO_SUPPORT_EMAIL": "suporte@aceito.com.br", "ACEITO_SUPPORT_PHONE": "(11) 3456-7890",
		"ACEITO_SUPPORT_WHATSAPP": "11 98765-4321", "ACEITO_COMPANY_NAME": "Aceito Tecnologia Ltda.",
		"ACEITO_COMPANY_ID": "11222333000181", "ACEITO_COMPANY_ADDRESS": "Av. Paulista, 1000 - São Paulo, SP",
		"ACEITO_DPO_NAME": "Maria Silva",
	})
	c := s.NewClient(t)
	var site siteBody
	c.Do("GET", "/api/site", nil).JSON(t, &site)
	if site.SupportEmail == nil || *site.SupportEmail != "suporte@aceito.com.br" || site.SupportPhone == nil ||
		site.SupportPhone.Display != "(11) 3456-7890" || site.SupportPhone.Href != "tel:+551134567890" ||
		*site.CompanyName != "Aceito Tecnologia Ltda." || *site.CompanyID != "11.222.333/0001-81" ||
		*site.CompanyAddress != "Av. Paulista, 1000 - São Paulo, SP" || *site.DPOName != "Maria Silva" ||
		*site.DPOEmail != "suporte@aceito.com.br" {
		t.Fatalf("GET /api/site = %+v", site)
	}
	if body := string(c.Do("GET", "/api/site", nil).Body); strings.Contains(body, "98765") {
		t.Fatalf("the public site info carries the Luxo-only WhatsApp: %s", body)
	}
	if f := features(t, c, "essencial"); !slices.Contains(f, "Suporte por e-mail") {
		t.Errorf("essencial with a support e-mail: %q", f)
	}
	if f := features(t, c, "luxo"); !slices.Contains(f, "Suporte pelo WhatsApp") {
		t.Errorf("luxo with a WhatsApp: %q", f)
	}

	// The number reaches Luxo weddings only.
	for _, id := range []string{"essencial", "premium", "luxo"} {
		member := s.SignUp(t, id+"@exemplo.com")
		setWeddingPlan(t, s, member.Email, id)
		var sub subscriptionBody
		member.Do("GET", "/api/subscription", nil).JSON(t, &sub)
		if got := sub.SupportWhatsApp != nil; got != (id == "luxo") || sub.CurrentPlan != id {
			t.Errorf("%s: support_whatsapp %+v", id, sub.SupportWhatsApp)
		}
		if id == "luxo" && (sub.SupportWhatsApp.URL != "https://wa.me/5511987654321" || sub.SupportWhatsApp.Display != "(11) 98765-4321") {
			t.Errorf("luxo WhatsApp %+v", *sub.SupportWhatsApp)
		}
	}
}

// The legal pages and the pages e-mailed links open are client routes: a reload or a link from
// an e-mail answers 200; an unknown path answers 404 (still with the app, for its 404 page).
func TestLinkedPagesAreClientRoutes(t *testing.T) {
	c := apptest.New(t).NewClient(t)
	if res := c.Do("GET", "/pagina-que-nao-existe", nil); res.Status != http.StatusNotFound {
		t.Errorf("unknown page: %d", res.Status)
	}
	for _, p := range []string{"/privacidade", "/termos", "/auth/nova-senha", "/auth/confirmar", "/conta/cancelar-exclusao", "/aceitar-convite"} {
		if res := c.Do("GET", p, nil); res.Status != http.StatusOK || string(res.Body) != apptest.WebIndex {
			t.Errorf("GET %s: %d", p, res.Status)
		}
	}
}

// A plan card's capability line names something every plan gets: its route answers an
// Essencial couple (a missing route would be 404, a gated one 403).
func TestCapabilitiesHaveTheirRoutes(t *testing.T) {
	s := apptest.New(t)
	essencial := s.SignUp(t, "essencial@exemplo.com")
	for c, route := range plan.Capabilities() {
		method, path, _ := strings.Cut(route, " ")
		if res := essencial.Do(method, path, nil); res.Status != http.StatusOK {
			t.Errorf("capability %s: %s answers %d to an Essencial couple", c, route, res.Status)
		}
	}
}

package weddingsite_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

// A wedding site opened directly (/casamento/{slug}) answers with its link preview rendered by
// the server: 'Ana & João — 15/05/2027', a description, the image, noindex. A protected site
// previews without names; an unpublished, unknown or downgraded one is 404 without a preview.
func TestSiteLinkPreview(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	couple(t, s, "rascunho@exemplo.com", "so-rascunho", false)
	guest := s.NewClient(t)
	tag := func(prop, content string) string {
		return `<meta property="` + prop + `" content="` + content + `" />`
	}

	res := guest.Do("GET", "/casamento/ana-e-joao", nil)
	page := string(res.Body)
	if res.Status != http.StatusOK || !strings.Contains(res.Header.Get("X-Robots-Tag"), "noindex") ||
		!strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("published site: %d %v", res.Status, res.Header)
	}
	for _, want := range []string{
		`<title>Ana &amp; João — 15/05/2027</title>`,
		tag("og:title", "Ana &amp; João — 15/05/2027"),
		tag("og:description", "Casamento em 15/05/2027. A cerimônia, a festa, a confirmação de presença e a lista de presentes."),
		`/og-image.png" />`,
		`/casamento/ana-e-joao" />`,
		`<meta name="robots" content="noindex, nofollow" />`,
		`<div id="root">`,
		`<link rel="preload" href="/api/public/sites/ana-e-joao" as="fetch" crossorigin="anonymous" />`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("published page lacks %s:\n%s", want, page)
		}
	}
	// The page opens painted with the site as its script renders it (issue 16; the e2e compares
	// the two), the countdown on the server's day (22/11/2026 here): 174 days to 15/05/2027.
	for _, want := range []string{
		`<h1 class="font-serif text-4xl font-semibold wrap-anywhere text-primary sm:text-5xl">Ana &amp; João</h1>`,
		`<p class="text-lg font-medium">15/05/2027</p><p data-testid="countdown" class="text-muted-foreground">Faltam 174 dias</p>`,
		`<p class="wrap-anywhere whitespace-pre-line">Nos conhecemos na faculdade.</p>`,
		`<h3 class="font-serif text-xl font-semibold">Cerimônia</h3><p class="font-medium">às 16:00</p><p>Igreja São José</p>`,
		`href="https://www.google.com/maps/search/?api=1&amp;query=Rua&#43;das&#43;Flores%2C&#43;100&#43;-&#43;S%C3%A3o&#43;Paulo%2C&#43;SP"`,
		`<h2 class="font-serif text-2xl font-semibold">Traje</h2><p class="wrap-anywhere">Esporte fino</p>`,
		`<h2 class="font-serif text-2xl font-semibold">Confirmar presença</h2>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the painted site lacks %s:\n%s", want, page)
		}
	}
	if strings.Contains(page, "Carregando") || strings.Contains(page, "Festa") || strings.Contains(page, "Dicas") {
		t.Errorf("the painted site still loads, or shows what the couple did not fill in:\n%s", page)
	}
	if head := guest.Do("HEAD", "/casamento/ana-e-joao", nil); head.Status != http.StatusOK || len(head.Body) != 0 {
		t.Errorf("HEAD: %d, %d bytes", head.Status, len(head.Body))
	}

	// Unknown, unpublished, malformed: 404, no preview, still noindex.
	for _, p := range []string{"/casamento/ninguem", "/casamento/so-rascunho", "/casamento/NAO_E_SLUG", "/casamento/ana-e-joao/x"} {
		res := guest.Do("GET", p, nil)
		if res.Status != http.StatusNotFound || strings.Contains(string(res.Body), "og:title") ||
			strings.Contains(string(res.Body), "Ana") || !strings.Contains(res.Header.Get("X-Robots-Tag"), "noindex") {
			t.Errorf("%s: %d %v %s", p, res.Status, res.Header, res.Body)
		}
	}

	// With a password: a generic preview, no names, no date.
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao", "senha": "segredo-2027"}); res.Status != http.StatusOK {
		t.Fatalf("set password: %d %s", res.Status, res.Body)
	}
	res = guest.Do("GET", "/casamento/ana-e-joao", nil)
	page = string(res.Body)
	if res.Status != http.StatusOK || !strings.Contains(page, tag("og:title", "Site de casamento")) ||
		!strings.Contains(page, "protegido por senha") || !strings.Contains(page, `/og-image.png" />`) {
		t.Fatalf("protected site: %d %s", res.Status, page)
	}
	if strings.Contains(page, `rel="preload" href="/api/`) {
		t.Error("the protected site preloads a read that needs the password")
	}
	for _, secret := range []string{"Ana", "João", "15/05/2027", "Jo&atilde;o"} {
		if strings.Contains(page, secret) {
			t.Errorf("the protected site's preview carries %q", secret)
		}
	}

	// A couple that moved down to a plan without the site: 404, like its JSON.
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao", "senha": ""}); res.Status != http.StatusOK {
		t.Fatalf("remove password: %d %s", res.Status, res.Body)
	}
	s.SetPlan(t, c, plan.Essencial)
	if res := guest.Do("GET", "/casamento/ana-e-joao", nil); res.Status != http.StatusNotFound || strings.Contains(string(res.Body), "og:title") {
		t.Fatalf("downgraded site: %d %s", res.Status, res.Body)
	}
}

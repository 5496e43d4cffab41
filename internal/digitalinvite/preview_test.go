package digitalinvite_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
)

// invitationPage signs up a Premium couple with these names and creates an invitation for
// 2027-07-24; it returns the server, an anonymous client and the invitation's token.
func invitationPage(t *testing.T, first, partner string) (*apptest.Server, *apptest.Client, string) {
	t.Helper()
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	setPlan(t, s, c, "premium")
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": first, "partner_name": partner}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	body := map[string]any{}
	for k, v := range fullInvitation {
		body[k] = v
	}
	body["event_date"] = "2027-07-24"
	_, token := create(t, s, c, body)
	return s, s.NewClient(t), token
}

func TestInvitationPageAnswers200WithItsLinkPreview(t *testing.T) {
	s, anon, token := invitationPage(t, "Beatriz", "Leonardo")
	// Previews need absolute URLs: those of ACEITO_BASE_URL, as in the e-mailed link.
	mails := outbox(t, s, "carla@exemplo.com")
	base := linkLine.FindStringSubmatch(mails[len(mails)-1].Body)[1]
	res := anon.Do("GET", "/convite/"+token, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /convite/{token}: %d %s", res.Status, res.Body)
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if got := res.Header.Get("X-Robots-Tag"); !strings.Contains(got, "noindex") {
		t.Errorf("X-Robots-Tag %q", got)
	}
	if got := res.Header.Get("Cache-Control"); got != "no-store" {
		t.Errorf("Cache-Control %q", got)
	}
	page := string(res.Body)
	for _, want := range []string{
		`<meta name="robots" content="noindex, nofollow" />`,
		`<title>Beatriz &amp; Leonardo — 24/07/2027</title>`,
		`<meta property="og:title" content="Beatriz &amp; Leonardo — 24/07/2027" />`,
		`<meta property="og:description" content="Beatriz &amp; Leonardo convidam você para o casamento em 24/07/2027. Abra o convite para ver os detalhes e confirmar sua presença." />`,
		`<meta property="og:image" content="` + base + `/og-image.png" />`,
		`<meta property="og:url" content="` + base + `/convite/` + token + `" />`,
		`<div id="root"></div>`, // still the web app
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s:\n%s", want, page)
		}
	}
	// Never the guest's personal data: a forwarded link previews the same for everyone.
	for _, guest := range []string{"Carla", "exemplo.com", "98765", "Espaço Jardim"} {
		if strings.Contains(strings.ToLower(page), strings.ToLower(guest)) {
			t.Errorf("page carries guest data %q:\n%s", guest, page)
		}
	}
	if strings.Count(page, "<title>") != 1 {
		t.Errorf("want one <title>:\n%s", page)
	}
	// HEAD answers the same status without a body.
	if res := anon.Do("HEAD", "/convite/"+token, nil); res.Status != http.StatusOK || len(res.Body) != 0 {
		t.Errorf("HEAD: %d, %d bytes", res.Status, len(res.Body))
	}
}

func TestInvitationPagePreviewEscapesTheNamesAndAgreesInNumber(t *testing.T) {
	_, anon, token := invitationPage(t, `Bia "<script>alert(1)</script>`, "")
	page := string(anon.Do("GET", "/convite/"+token, nil).Body)
	if strings.Contains(page, "<script>alert") {
		t.Fatalf("unescaped name in the page:\n%s", page)
	}
	for _, want := range []string{
		`<meta property="og:title" content="Bia &#34;&lt;script&gt;alert(1)&lt;/script&gt; — 24/07/2027" />`,
		`content="Bia &#34;&lt;script&gt;alert(1)&lt;/script&gt; convida você para o casamento em 24/07/2027.`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s:\n%s", want, page)
		}
	}
}

func TestInvitationPageAnswers404ForAnUnknownToken(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, path := range []string{
		"/convite/" + strings.Repeat("A", 43),
		"/convite/" + strings.Repeat("A", 500),
		"/convite/x'%20OR%201=1",
		"/convite/",
		"/convite/a/b",
	} {
		res := anon.Do("GET", path, nil)
		if res.Status != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, res.Status)
		}
		page := string(res.Body)
		if !strings.Contains(page, `<div id="root"></div>`) || strings.Contains(page, "og:title") {
			t.Errorf("GET %s: want the web app without a preview:\n%s", path, page)
		}
	}
}

package app_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
)

type rsvpGuest struct {
	ID            string
	RSVPURL       *string `json:"rsvp_url"`
	WhatsApp      *string `json:"whatsapp"`
	Acompanhantes []struct {
		ID    string `json:"id"`
		Nome  string `json:"nome"`
		Faixa string `json:"faixa"`
	} `json:"acompanhantes"`
	ConviteEnviadoEm *time.Time `json:"convite_enviado_em"`
}

type rsvpPage struct {
	CoupleNames *string `json:"couple_names"`
	Prazo       *string `json:"prazo"`
	Aberto      bool    `json:"aberto"`
	Pessoas     []struct {
		ID                 string  `json:"id"`
		Nome               string  `json:"nome"`
		Faixa              string  `json:"faixa"`
		StatusConfirmacao  string  `json:"status_confirmacao"`
		RestricaoAlimentar *string `json:"restricao_alimentar"`
	} `json:"pessoas"`
	Mensagem *string `json:"mensagem"`
}

type rsvpSummary struct {
	TotalConvidados    int            `json:"total_convidados"`
	TotalPessoas       int            `json:"total_pessoas"`
	Confirmados        int            `json:"confirmados"`
	PessoasConfirmadas int            `json:"pessoas_confirmadas"`
	PorFaixa           map[string]int `json:"por_faixa"`
	Restricoes         []struct {
		Restricao string `json:"restricao"`
		Pessoas   int    `json:"pessoas"`
	} `json:"restricoes"`
	NaoResponderam   int `json:"nao_responderam"`
	ConvitesEnviados int `json:"convites_enviados"`
}

// addFamily adds a guest with three named companions: an adult, a child of 0–5 and one of 6–12.
func addFamily(t *testing.T, c *apptest.Client, nome string) rsvpGuest {
	t.Helper()
	res := c.Do("POST", "/api/guests", map[string]any{"nome": nome, "telefone": "(11) 98765-4321", "acompanhantes": []map[string]any{
		{"nome": "Carla Lima", "faixa": "adulto"}, {"nome": "Davi Lima", "faixa": "0-5"}, {"nome": "Eva Lima", "faixa": "6-12"}}})
	if res.Status != http.StatusCreated {
		t.Fatalf("add guest: %d %s", res.Status, res.Body)
	}
	var g rsvpGuest
	res.JSON(t, &g)
	if g.RSVPURL == nil || len(g.Acompanhantes) != 3 {
		t.Fatalf("guest without link or companions: %s", res.Body)
	}
	if g.WhatsApp == nil || *g.WhatsApp != "5511987654321" {
		t.Fatalf("whatsapp = %v, want 5511987654321", g.WhatsApp)
	}
	return g
}

func tokenOf(t *testing.T, g rsvpGuest) string {
	t.Helper()
	_, tok, ok := strings.Cut(*g.RSVPURL, "/r/")
	if !ok || len(tok) < 22 {
		t.Fatalf("rsvp_url %q", *g.RSVPURL)
	}
	return tok
}

func answerAll(g rsvpGuest, restr string) map[string]any {
	return map[string]any{"mensagem": "Estaremos lá!", "pessoas": []map[string]any{
		{"id": "convidado", "status_confirmacao": "confirmado", "restricao_alimentar": restr},
		{"id": g.Acompanhantes[0].ID, "status_confirmacao": "confirmado"},
		{"id": g.Acompanhantes[1].ID, "status_confirmacao": "confirmado", "restricao_alimentar": "Sem lactose"},
		{"id": g.Acompanhantes[2].ID, "status_confirmacao": "recusado"},
	}}
}

func dataVersion(t *testing.T, s *apptest.Server, email string) int64 {
	t.Helper()
	var v int64
	if err := s.DB.QueryRowContext(t.Context(), `SELECT w.data_version FROM weddings w JOIN wedding_members m ON m.wedding_id = w.id
		JOIN users u ON u.id = m.user_id WHERE u.email = $1`, email).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// A guest's personal link previews (WhatsApp, e-mail) with the couple's names and the wedding
// date rendered by the server — never the guest's own name — and an unknown link with nothing.
func TestRSVPPageLinkPreview(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "casal@exemplo.com")
	if res := a.Do("PUT", "/api/profile", map[string]any{"first_name": "Beatriz", "partner_name": "Leonardo", "wedding_date": "2027-07-24"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	token := tokenOf(t, addFamily(t, a, "Bruno Lima"))
	guest := s.NewClient(t)
	res := guest.Do("GET", "/r/"+token, nil)
	page := string(res.Body)
	if res.Status != http.StatusOK || !strings.Contains(res.Header.Get("X-Robots-Tag"), "noindex") {
		t.Fatalf("GET /r/{token}: %d %v", res.Status, res.Header)
	}
	for _, want := range []string{
		`<title>Beatriz &amp; Leonardo — 24/07/2027</title>`,
		`<meta property="og:title" content="Beatriz &amp; Leonardo — 24/07/2027" />`,
		`<meta property="og:description" content="Beatriz &amp; Leonardo convidam você para o casamento em 24/07/2027.`,
		`/og-image.png" />`,
		`<div id="root">`,
		// the page's one read starts with its script (issue 16); the e2e proves the script takes it
		`<link rel="preload" href="/api/public/rsvp/` + token + `" as="fetch" crossorigin="anonymous" />`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s:\n%s", want, page)
		}
	}
	// The page opens painted with the invitation, as its script renders it (issue 16; the e2e
	// compares the two), greeting without the guest's name.
	for _, want := range []string{
		`<h1 class="mt-1 font-serif text-3xl font-semibold wrap-anywhere">Olá!</h1>`,
		`<p class="mt-2 text-muted-foreground"><strong class="font-semibold text-foreground">Beatriz e Leonardo</strong> convidam você para o casamento.</p>`,
		`Data</dt><dd class="font-medium wrap-anywhere">24/07/2027</dd>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the painted page lacks %s:\n%s", want, page)
		}
	}
	if strings.Contains(page, "Carregando convite") || strings.Contains(page, "Confirme até") || strings.Contains(page, "O prazo") {
		t.Errorf("the painted page still says it is loading, or shows a deadline the couple did not set:\n%s", page)
	}
	for _, guestData := range []string{"Bruno", "Carla", "Lima"} {
		if strings.Contains(page, guestData) {
			t.Errorf("the page carries the guest's data %q", guestData)
		}
	}
	res = guest.Do("GET", "/r/"+strings.Repeat("A", len(token)), nil)
	if res.Status != http.StatusNotFound || strings.Contains(string(res.Body), "og:title") || strings.Contains(string(res.Body), "preload") ||
		!strings.Contains(string(res.Body), "Carregando convite") {
		t.Fatalf("unknown link: %d %s", res.Status, res.Body)
	}

	// After the deadline the paint says so, as the page does.
	if res := a.Do("PUT", "/api/rsvp-settings", map[string]any{"prazo": s.Now().Format(time.DateOnly)}); res.Status != http.StatusOK {
		t.Fatalf("deadline: %d %s", res.Status, res.Body)
	}
	if page := string(guest.Do("GET", "/r/"+token, nil).Body); !strings.Contains(page, `<p class="mt-5 text-center font-medium text-primary">Confirme até `+ptbr.Date(s.Now().Format(time.DateOnly))+`</p>`) {
		t.Errorf("the painted page lacks the deadline:\n%s", page)
	}
	s.Advance(48 * time.Hour)
	closed := string(guest.Do("GET", "/r/"+token, nil).Body)
	if !strings.Contains(closed, `<p role="status" class="mt-5 rounded-2xl bg-muted px-4 py-3 text-center text-sm">O prazo para responder terminou em `) ||
		strings.Contains(closed, "Confirme até") {
		t.Errorf("after the deadline the painted page does not say it ended:\n%s", closed)
	}
}

// TestRSVPLinkLifecycle: a guest gets a personal link at creation; it opens the guest's page
// (API and a direct load of /r/{token}); 'Gerar novo link' makes the old one a 404.
func TestRSVPLinkLifecycle(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUpOn(t, "a@exemplo.com", plan.Essencial) // every plan has personal links
	g := addFamily(t, a, "Bruno Lima")
	old := tokenOf(t, g)
	guest := s.NewClient(t)
	if res := guest.Do("GET", "/api/public/rsvp/"+old, nil); res.Status != http.StatusOK || res.Header.Get("X-Robots-Tag") == "" {
		t.Fatalf("public page: %d %v %s", res.Status, res.Header, res.Body)
	}
	if res := guest.Do("GET", "/r/"+old, nil); res.Status != http.StatusOK || !strings.Contains(string(res.Body), `<div id="root">`) {
		t.Fatalf("direct load: %d %s", res.Status, res.Body)
	}
	unknown := strings.Repeat("A", len(old))
	for _, path := range []string{"/r/" + unknown, "/r/curto", "/api/public/rsvp/" + unknown} {
		if res := guest.Do("GET", path, nil); res.Status != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, res.Status)
		}
	}
	// The link is shown again, the same, on every read ('Copiar link').
	var again rsvpGuest
	a.Do("GET", "/api/guests/"+g.ID, nil).JSON(t, &again)
	if *again.RSVPURL != *g.RSVPURL {
		t.Fatalf("link changed on read: %s, then %s", *g.RSVPURL, *again.RSVPURL)
	}
	res := a.Do("POST", "/api/guests/"+g.ID+"/link", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("rotate: %d %s", res.Status, res.Body)
	}
	var rotated rsvpGuest
	res.JSON(t, &rotated)
	fresh := tokenOf(t, rotated)
	if fresh == old {
		t.Fatal("rotation kept the token")
	}
	for _, path := range []string{"/api/public/rsvp/" + old, "/r/" + old} {
		if res := guest.Do("GET", path, nil); res.Status != http.StatusNotFound {
			t.Errorf("old link %s: %d, want 404", path, res.Status)
		}
	}
	if res := guest.Do("POST", "/api/public/rsvp/"+old, answerAll(g, "")); res.Status != http.StatusNotFound {
		t.Errorf("answer on the old link: %d, want 404", res.Status)
	}
	if res := guest.Do("GET", "/api/public/rsvp/"+fresh, nil); res.Status != http.StatusOK {
		t.Errorf("new link: %d", res.Status)
	}
	// The database keeps a hash, never the token.
	var n int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM guests WHERE rsvp_token_hash = $1 OR rsvp_nonce = $1`, fresh).Scan(&n); err != nil || n != 0 {
		t.Fatalf("token stored in clear: %d %v", n, err)
	}
}

// TestRSVPPerPersonAnswersAndBands: a family of four answers per person; the couple's counts
// split confirmed people into adults and the two child bands and total the restrictions; the
// same answer again takes no write; 'Convite enviado' is counted.
func TestRSVPPerPersonAnswersAndBands(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	if res := a.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "Rui", "wedding_date": "2027-05-15"}); res.Status != http.StatusOK {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	g := addFamily(t, a, "Bruno Lima")
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": "Clara Dias", "acompanhante": true}); res.Status != http.StatusCreated {
		t.Fatalf("add: %d", res.Status)
	}
	tok := tokenOf(t, g)
	guest := s.NewClient(t)
	var page rsvpPage
	guest.Do("GET", "/api/public/rsvp/"+tok, nil).JSON(t, &page)
	if page.CoupleNames == nil || *page.CoupleNames != "Ana e Rui" || len(page.Pessoas) != 4 || page.Pessoas[0].ID != "convidado" || !page.Aberto {
		t.Fatalf("page: %+v", page)
	}
	// Incomplete: every person answers.
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, map[string]any{"pessoas": []map[string]any{{"id": "convidado", "status_confirmacao": "confirmado"}}}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("incomplete answer: %d %s", res.Status, res.Body)
	}
	res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, " vegetariano "))
	if res.Status != http.StatusOK {
		t.Fatalf("answer: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &page)
	if page.Pessoas[0].StatusConfirmacao != "confirmado" || page.Pessoas[3].StatusConfirmacao != "recusado" || *page.Pessoas[0].RestricaoAlimentar != "vegetariano" {
		t.Fatalf("answered page: %s", res.Body)
	}
	var sum rsvpSummary
	a.Do("GET", "/api/guests/summary", nil).JSON(t, &sum)
	// Bruno (adult) + Carla (adult) + Davi (0–5) confirmed; Eva declined; Clara pending.
	if sum.TotalConvidados != 2 || sum.TotalPessoas != 6 || sum.Confirmados != 1 || sum.PessoasConfirmadas != 3 ||
		sum.PorFaixa["adulto"] != 2 || sum.PorFaixa["0-5"] != 1 || sum.PorFaixa["6-12"] != 0 || sum.NaoResponderam != 1 || len(sum.Restricoes) != 2 {
		t.Fatalf("summary: %+v", sum)
	}
	// The same answer again changes nothing and takes no write lock (data_version stays).
	before := dataVersion(t, s, a.Email)
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "Vegetariano ")); res.Status != http.StatusOK {
		t.Fatalf("same answer: %d", res.Status)
	}
	// (a different case is a different text: it writes)
	if after := dataVersion(t, s, a.Email); after == before {
		t.Fatalf("a changed restriction did not write")
	}
	before = dataVersion(t, s, a.Email)
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "Vegetariano")); res.Status != http.StatusOK {
		t.Fatalf("same answer: %d", res.Status)
	}
	if after := dataVersion(t, s, a.Email); after != before {
		t.Fatalf("an unchanged answer wrote: data_version %d → %d", before, after)
	}
	// The couple's list shows the answers; 'Convite enviado' is recorded on the couple's tap.
	if res := a.Do("POST", "/api/guests/"+g.ID+"/sent", nil); res.Status != http.StatusOK {
		t.Fatalf("sent: %d %s", res.Status, res.Body)
	}
	a.Do("GET", "/api/guests/summary", nil).JSON(t, &sum)
	if sum.ConvitesEnviados != 1 {
		t.Fatalf("convites_enviados = %d", sum.ConvitesEnviados)
	}
	// 'Lista para o buffet': counts only, Excel-ready.
	csv := a.Do("GET", "/api/guests/buffet.csv", nil)
	if csv.Status != http.StatusOK || !bytes.HasPrefix(csv.Body, []byte("\ufeff")) || !strings.Contains(string(csv.Body), "Crianças de 0 a 5 anos;1\r\n") ||
		!strings.Contains(string(csv.Body), "Sem lactose;1") || strings.Contains(string(csv.Body), "Bruno") || strings.Contains(string(csv.Body), "Davi") {
		t.Fatalf("buffet csv: %d %q", csv.Status, csv.Body)
	}
	// The .ics for 'Adicionar à agenda'.
	if ics := guest.Do("GET", "/api/public/rsvp/"+tok+"/agenda.ics", nil); ics.Status != http.StatusOK || !strings.Contains(string(ics.Body), "DTSTART;VALUE=DATE:20270515") {
		t.Fatalf("ics: %d %s", ics.Status, ics.Body)
	}
}

// TestRSVPDeadline: answers change until the deadline day inclusive, then the page is read-only.
func TestRSVPDeadline(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	g := addFamily(t, a, "Bruno Lima")
	tok := tokenOf(t, g)
	today := s.Now().In(time.FixedZone("BRT", -3*3600)).Format("2006-01-02")
	if res := a.Do("PUT", "/api/rsvp-settings", map[string]any{"prazo": "2027-02-30"}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("bad date: %d", res.Status)
	}
	if res := a.Do("PUT", "/api/rsvp-settings", map[string]any{"prazo": today}); res.Status != http.StatusOK {
		t.Fatalf("deadline: %d %s", res.Status, res.Body)
	}
	guest := s.NewClient(t)
	if res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "")); res.Status != http.StatusOK {
		t.Fatalf("answer on the deadline day: %d %s", res.Status, res.Body)
	}
	s.Advance(24 * time.Hour)
	var page rsvpPage
	guest.Do("GET", "/api/public/rsvp/"+tok, nil).JSON(t, &page)
	if page.Aberto || page.Prazo == nil || *page.Prazo != today {
		t.Fatalf("after the deadline: %+v", page)
	}
	res := guest.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, "Vegano"))
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "rsvp_closed" || !strings.Contains(res.Err(t).Error.Message, "O prazo para responder terminou em") {
		t.Fatalf("answer after the deadline: %d %s", res.Status, res.Body)
	}
}

// TestRSVPTokenStaysInItsWedding: wedding A's guest link shows A's guest only and an answer
// through it changes nothing of wedding B's.
func TestRSVPTokenStaysInItsWedding(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	b := s.SignUp(t, "b@exemplo.com")
	ga := addFamily(t, a, "Bruno de A")
	if res := b.Do("POST", "/api/guests", map[string]any{"nome": "Beto de B", "email": "beto@exemplo.com"}); res.Status != http.StatusCreated {
		t.Fatal(res.Status)
	}
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": "Outra de A", "email": "outra@exemplo.com"}); res.Status != http.StatusCreated {
		t.Fatal(res.Status)
	}
	beforeB := string(b.Do("GET", "/api/guests", nil).Body)
	tok := tokenOf(t, ga)
	for _, c := range []*apptest.Client{s.NewClient(t), b} { // a stranger, and B signed in
		page := c.Do("GET", "/api/public/rsvp/"+tok, nil)
		body := string(page.Body)
		for _, leak := range []string{"Beto", "Outra de A", "@exemplo.com", ga.ID, "98765"} {
			if strings.Contains(body, leak) {
				t.Fatalf("the page of A's guest shows %q: %s", leak, body)
			}
		}
		if res := c.Do("POST", "/api/public/rsvp/"+tok, answerAll(ga, "")); res.Status != http.StatusOK {
			t.Fatalf("answer: %d", res.Status)
		}
	}
	if after := string(b.Do("GET", "/api/guests", nil).Body); after != beforeB {
		t.Fatalf("wedding B changed:\n%s\n%s", beforeB, after)
	}
}

// TestRSVPRateLimitPerToken: a link takes RSVPToken's 20 answers an hour, then 429.
func TestRSVPRateLimitPerToken(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	g := addFamily(t, a, "Bruno Lima")
	tok := tokenOf(t, g)
	for i := 1; i <= 21; i++ {
		c := s.NewClient(t) // a new address each time: the limit is the token's
		res := c.Do("POST", "/api/public/rsvp/"+tok, answerAll(g, ""))
		want := http.StatusOK
		if i == 21 {
			want = http.StatusTooManyRequests
		}
		if res.Status != want {
			t.Fatalf("answer %d: %d, want %d", i, res.Status, want)
		}
	}
}

// TestDigitalInvitationTiedToGuest: an e-mailed invitation tied to a guest links to the guest's
// personal RSVP page; another wedding's guest cannot be tied; untied ones keep /convite/.
func TestDigitalInvitationTiedToGuest(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com") // the trial is Premium: digital invitations are open
	b := s.SignUp(t, "b@exemplo.com")
	g := addFamily(t, a, "Bruno Lima")
	var gb rsvpGuest
	b.Do("POST", "/api/guests", map[string]any{"nome": "Beto de B"}).JSON(t, &gb)
	body := func(to, guestID string) map[string]any {
		m := map[string]any{"guest_name": "Bruno Lima", "guest_email": to, "event_date": "2027-05-15"}
		if guestID != "" {
			m["guest_id"] = guestID
		}
		return m
	}
	if res := a.Do("POST", "/api/digital-invitations", body("x@exemplo.com", gb.ID)); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("another wedding's guest: %d %s", res.Status, res.Body)
	}
	if res := a.Do("POST", "/api/digital-invitations", body("bruno@exemplo.com", g.ID)); res.Status != http.StatusCreated {
		t.Fatalf("tied invitation: %d %s", res.Status, res.Body)
	}
	if res := a.Do("POST", "/api/digital-invitations", body("solto@exemplo.com", "")); res.Status != http.StatusCreated {
		t.Fatalf("untied invitation: %d %s", res.Status, res.Body)
	}
	mailBody := func(to string) string {
		var b string
		if err := s.DB.QueryRow(`SELECT body FROM outbox WHERE to_address = $1`, to).Scan(&b); err != nil {
			t.Fatalf("outbox %s: %v", to, err)
		}
		return b
	}
	if m := mailBody("bruno@exemplo.com"); !strings.Contains(m, *g.RSVPURL) || strings.Contains(m, "/convite/") {
		t.Fatalf("tied invitation e-mail does not link to %s:\n%s", *g.RSVPURL, m)
	}
	if m := mailBody("solto@exemplo.com"); !strings.Contains(m, "/convite/") {
		t.Fatalf("untied invitation e-mail:\n%s", m)
	}
}

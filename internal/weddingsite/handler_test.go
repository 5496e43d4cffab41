package weddingsite_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/gift"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/weddingsite"
)

func TestSlugRules(t *testing.T) {
	for slug, want := range map[string]string{
		"": "required", "ab": "too_short", "abc": "", "ana-e-joao-2027": "", strings.Repeat("a", 40): "",
		strings.Repeat("a", 41): "too_long", "Ana": "invalid", "ana--joao": "invalid", "-ana": "invalid", "ana-": "invalid",
		"ana_joao": "invalid", "ana joao": "invalid", "açaí": "invalid", "admin": "reserved", "casamento": "reserved", "api": "reserved",
	} {
		if got := weddingsite.ValidSlug(slug); got != want {
			t.Errorf("ValidSlug(%q) = %q, want %q", slug, got, want)
		}
	}
}

// couple signs up (the trial is Premium), saves a profile, a PIX key and a site at slug.
func couple(t *testing.T, s *apptest.Server, email, slug string, publish bool) *apptest.Client {
	t.Helper()
	c := s.SignUpOn(t, email, plan.Premium)
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "João", "wedding_date": "2027-05-15"}); res.Status != 200 {
		t.Fatalf("profile: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PUT", "/api/pix", map[string]any{"tipo_chave": "email", "chave_pix": "ana@exemplo.com", "nome_beneficiario": "Ana Souza"}); res.Status != 200 {
		t.Fatalf("pix: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": slug, "historia": "Nos conhecemos na faculdade.",
		"cerimonia_local": "Igreja São José", "cerimonia_endereco": "Rua das Flores, 100 - São Paulo, SP", "cerimonia_horario": "16:00",
		"traje": "Esporte fino"}); res.Status != 200 {
		t.Fatalf("site: %d %s", res.Status, res.Body)
	}
	if publish {
		if res := c.Do("POST", "/api/wedding-site/publish", nil); res.Status != 200 {
			t.Fatalf("publish: %d %s", res.Status, res.Body)
		}
	}
	return c
}

func addGift(t *testing.T, c *apptest.Client, body map[string]any) string {
	t.Helper()
	var g gift.Gift
	res := c.Do("POST", "/api/gifts", body)
	if res.Status != http.StatusCreated {
		t.Fatalf("gift: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &g)
	return g.ID
}

func TestSiteSaveAndPublish(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Premium)
	guest := s.NewClient(t)
	if res := c.Do("GET", "/api/wedding-site", nil); res.Status != 200 || strings.TrimSpace(string(res.Body)) != `{"site":null}` {
		t.Fatalf("before save: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/wedding-site/publish", nil); res.Status != http.StatusConflict || res.Err(t).Error.Code != "site_not_saved" {
		t.Fatalf("publish before save: %d %s", res.Status, res.Body)
	}
	for _, tc := range []struct {
		body  map[string]any
		field string
		code  string
	}{
		{map[string]any{"slug": "ab"}, "slug", "too_short"},
		{map[string]any{"slug": "ana_joao"}, "slug", "invalid"},
		{map[string]any{"slug": "admin"}, "slug", "reserved"},
		{map[string]any{"slug": "ana-e-joao", "senha": "abc"}, "senha", "too_short"},
		{map[string]any{"slug": "ana-e-joao", "festa_horario": "25:00"}, "festa_horario", "invalid"},
		{map[string]any{"slug": "ana-e-joao", "historia": strings.Repeat("h", 4001)}, "historia", "too_long"},
	} {
		res := c.Do("PUT", "/api/wedding-site", tc.body)
		if res.Status != 422 || res.Err(t).Error.Fields[tc.field] != tc.code {
			t.Errorf("%v: %d %s, want 422 %s %s", tc.body, res.Status, res.Body, tc.field, tc.code)
		}
	}
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "admin"}); !strings.Contains(res.Err(t).Error.Message, "reservado") {
		t.Fatalf("reserved message: %s", res.Body)
	}
	var saved struct{ Site weddingsite.Site }
	res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "  Ana-e-Joao ", "festa_local": "Espaço Jardim", "festa_endereco": "Av. Paulista, 1000"})
	if res.Status != 200 {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &saved)
	if saved.Site.Slug != "ana-e-joao" || saved.Site.Published || saved.Site.HasPassword {
		t.Fatalf("saved %+v", saved.Site)
	}
	// Another wedding cannot take the slug; the first keeps it.
	other := s.SignUpOn(t, "outro@exemplo.com", plan.Luxo)
	if res := other.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao"}); res.Status != http.StatusConflict ||
		res.Err(t).Error.Code != "slug_taken" || res.Err(t).Error.Fields["slug"] != "taken" {
		t.Fatalf("taken slug: %d %s", res.Status, res.Body)
	}
	// Unpublished: the page and its JSON are 404, like an unknown slug.
	for _, p := range []string{"/casamento/ana-e-joao", "/api/public/sites/ana-e-joao", "/casamento/ninguem", "/api/public/sites/ninguem"} {
		if res := guest.Do("GET", p, nil); res.Status != 404 {
			t.Fatalf("unpublished %s: %d", p, res.Status)
		}
	}
	if res := c.Do("POST", "/api/wedding-site/publish", nil); res.Status != 200 {
		t.Fatalf("publish: %d %s", res.Status, res.Body)
	}
	page := guest.Do("GET", "/casamento/ana-e-joao", nil)
	if page.Status != 200 || !strings.Contains(page.Header.Get("X-Robots-Tag"), "noindex") || !strings.Contains(string(page.Body), `<div id="root">`) {
		t.Fatalf("published page: %d %v %s", page.Status, page.Header, page.Body)
	}
	var pub weddingsite.Public
	res = guest.Do("GET", "/api/public/sites/ana-e-joao", nil)
	if res.Status != 200 || res.Header.Get("X-Robots-Tag") != "noindex" {
		t.Fatalf("public: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &pub)
	if pub.Festa == nil || pub.Festa.MapsURL == nil || *pub.Festa.MapsURL != "https://www.google.com/maps/search/?api=1&query=Av.+Paulista%2C+1000" ||
		pub.Cerimonia != nil || pub.Presentes != nil || pub.Nomes != "Ana" { // the sign-up name, carried to the profile
		t.Fatalf("public view %s", res.Body)
	}
	// The cache follows the data: a profile change shows at once.
	if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "partner_name": "João", "wedding_date": "2027-05-15"}); res.Status != 200 {
		t.Fatal(res.Status)
	}
	guest.Do("GET", "/api/public/sites/ana-e-joao", nil).JSON(t, &pub)
	if pub.Nomes != "Ana & João" || pub.Data == nil || *pub.Data != "2027-05-15" {
		t.Fatalf("after profile: %+v", pub)
	}
	if res := c.Do("POST", "/api/wedding-site/unpublish", nil); res.Status != 200 {
		t.Fatalf("unpublish: %d", res.Status)
	}
	for _, p := range []string{"/casamento/ana-e-joao", "/api/public/sites/ana-e-joao"} {
		if res := guest.Do("GET", p, nil); res.Status != 404 {
			t.Fatalf("after unpublish %s: %d", p, res.Status)
		}
	}
}

func TestSitePassword(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao", "senha": "Sêgredo 2027"}); res.Status != 200 ||
		!strings.Contains(string(res.Body), `"has_password":true`) || strings.Contains(string(res.Body), "gredo") {
		t.Fatalf("set password: %d %s", res.Status, res.Body)
	}
	guest := s.NewClient(t)
	get := func(pw string) apptest.Response {
		guest.Header.Del(weddingsite.PasswordHeader)
		if pw != "" {
			guest.Header.Set(weddingsite.PasswordHeader, url.PathEscape(pw))
		}
		return guest.Do("GET", "/api/public/sites/ana-e-joao", nil)
	}
	if res := get(""); res.Status != 401 || res.Err(t).Error.Code != "site_password_required" {
		t.Fatalf("no password: %d %s", res.Status, res.Body)
	}
	if res := get("segredo 2027"); res.Status != 401 || res.Err(t).Error.Code != "site_password_wrong" {
		t.Fatalf("wrong password: %d %s", res.Status, res.Body)
	}
	if res := get("Sêgredo 2027"); res.Status != 200 {
		t.Fatalf("right password: %d %s", res.Status, res.Body)
	}
	// Saving without senha keeps it; "" removes it.
	c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao", "traje": "Passeio"})
	if res := get(""); res.Status != 401 {
		t.Fatalf("kept password: %d", res.Status)
	}
	c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao", "senha": ""})
	if res := get(""); res.Status != 200 {
		t.Fatalf("removed password: %d %s", res.Status, res.Body)
	}
}

// fields parses a payload with the pix package's CRC check and returns field 54 and 62-05.
func fields(t *testing.T, payload string) (amount, txid string) {
	t.Helper()
	fs, err := pix.Parse(payload)
	if err != nil {
		t.Fatalf("payload %q: %v", payload, err)
	}
	amount, _ = pix.Lookup(fs, "54")
	add, _ := pix.Lookup(fs, "62")
	sub, err := pix.ParseTLV(add)
	if err != nil {
		t.Fatal(err)
	}
	txid, _ = pix.Lookup(sub, "05")
	return amount, txid
}

func TestGiftPixAndCotas(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	whole := addGift(t, c, map[string]any{"nome": "Jogo de panelas", "valor_cents": 45990})
	trip := addGift(t, c, map[string]any{"nome": "Lua de mel", "valor_cents": 150000, "cotas": 10})
	for _, tc := range []struct {
		body  map[string]any
		field string
		code  string
	}{
		{map[string]any{"nome": "X", "valor_cents": 1000, "cotas": 3}, "valor_cents", "not_divisible"},
		{map[string]any{"nome": "X", "cotas": 2}, "valor_cents", "required_for_cotas"},
		{map[string]any{"nome": "X", "valor_cents": 10100, "cotas": 101}, "cotas", "out_of_range"},
		{map[string]any{"nome": "X", "valor_cents": 100, "cotas": -1}, "cotas", "out_of_range"},
	} {
		if res := c.Do("POST", "/api/gifts", tc.body); res.Status != 422 || res.Err(t).Error.Fields[tc.field] != tc.code {
			t.Errorf("%v: %d %s", tc.body, res.Status, res.Body)
		}
	}
	guest := s.NewClient(t)
	var pub weddingsite.Public
	guest.Do("GET", "/api/public/sites/ana-e-joao", nil).JSON(t, &pub)
	if len(pub.Presentes) != 2 || pub.Presentes[1].Cotas != 10 || pub.Presentes[1].CotasLivres != 10 || *pub.Presentes[1].ValorCotaCents != 15000 {
		t.Fatalf("gifts on the site: %+v", pub.Presentes)
	}
	pick := func(id string) weddingsite.Payment {
		t.Helper()
		var p weddingsite.Payment
		res := guest.Do("GET", "/api/public/sites/ana-e-joao/gifts/"+id+"/pix", nil)
		if res.Status != 200 {
			t.Fatalf("pick %s: %d %s", id, res.Status, res.Body)
		}
		res.JSON(t, &p)
		if !strings.HasPrefix(p.QR, "data:image/png;base64,") {
			t.Fatalf("qr %.40s", p.QR)
		}
		return p
	}
	p := pick(whole)
	if amount, txid := fields(t, p.Payload); amount != "459.90" || txid != p.TxID || txid != weddingsite.TxID(whole, 1) || len(txid) > 25 {
		t.Fatalf("whole gift: amount %q txid %q (%+v)", amount, txid, p)
	}
	p1 := pick(trip)
	amount, txid1 := fields(t, p1.Payload)
	if amount != "150.00" || p1.Cota != 1 || p1.Cotas != 10 || txid1 == p.TxID {
		t.Fatalf("cota 1: %q %q %+v", amount, txid1, p1)
	}
	if res := guest.Do("POST", "/api/public/sites/ana-e-joao/gifts/"+trip+"/claims", map[string]any{"cota": 1, "nome": "Tia Rosa", "mensagem": "Boa viagem!"}); res.Status != 201 ||
		strings.TrimSpace(string(res.Body)) != `{"cota":1,"status":"aguardando"}` {
		t.Fatalf("claim: %d %s", res.Status, res.Body)
	}
	p2 := pick(trip)
	if _, txid2 := fields(t, p2.Payload); p2.Cota != 2 || txid2 == txid1 {
		t.Fatalf("cota 2: %+v", p2)
	}
	guest.Do("GET", "/api/public/sites/ana-e-joao", nil).JSON(t, &pub)
	if pub.Presentes[1].CotasLivres != 9 {
		t.Fatalf("after one claim: %+v", pub.Presentes[1])
	}
	// The split cannot shrink below a claimed cota.
	if res := c.Do("PATCH", "/api/gifts/"+trip, map[string]any{"cotas": 1, "valor_cents": 15000}); res.Status != 200 {
		t.Fatalf("shrink to the claimed cota: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PATCH", "/api/gifts/"+trip, map[string]any{"cotas": 2, "valor_cents": 30000}); res.Status != 200 {
		t.Fatalf("grow: %d %s", res.Status, res.Body)
	}
	if res := guest.Do("POST", "/api/public/sites/ana-e-joao/gifts/"+trip+"/claims", map[string]any{"cota": 2, "nome": "Tio Beto"}); res.Status != 201 {
		t.Fatalf("claim cota 2: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PATCH", "/api/gifts/"+trip, map[string]any{"cotas": 1, "valor_cents": 15000}); res.Status != 422 || res.Err(t).Error.Fields["cotas"] != "below_claimed" {
		t.Fatalf("shrink below a claim: %d %s", res.Status, res.Body)
	}
	// Every cota taken: the gift leaves the site and cannot be picked.
	guest.Do("GET", "/api/public/sites/ana-e-joao", nil).JSON(t, &pub)
	if len(pub.Presentes) != 1 || pub.Presentes[0].ID != whole {
		t.Fatalf("fully claimed gift still listed: %+v", pub.Presentes)
	}
	if res := guest.Do("GET", "/api/public/sites/ana-e-joao/gifts/"+trip+"/pix", nil); res.Status != 404 {
		t.Fatalf("pick a gift with no free cota: %d", res.Status)
	}
}

func TestTwoGuestsCannotBothTakeTheLastCota(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Geladeira", "valor_cents": 300000, "cotas": 2})
	path := "/api/public/sites/ana-e-joao/gifts/" + id + "/claims"
	if res := s.NewClient(t).Do("POST", path, map[string]any{"cota": 1, "nome": "Primeira"}); res.Status != 201 {
		t.Fatalf("cota 1: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", path, map[string]any{"cota": 3, "nome": "Fora"}); res.Status != 422 || res.Err(t).Error.Fields["cota"] != "invalid" {
		t.Fatalf("cota 3 of 2: %d %s", res.Status, res.Body)
	}
	const n = 6
	statuses := make([]int, n)
	codes := make([]string, n)
	guests := make([]*apptest.Client, n)
	for i := range guests {
		guests[i] = s.NewClient(t)
	}
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := guests[i].Do("POST", path, map[string]any{"cota": 2, "nome": "Convidado"})
			statuses[i] = res.Status
			if res.Status == http.StatusConflict {
				codes[i] = "conflict"
				if strings.Contains(string(res.Body), `"cota_taken"`) {
					codes[i] = "cota_taken"
				}
			}
		}()
	}
	wg.Wait()
	won := 0
	for i, st := range statuses {
		switch {
		case st == 201:
			won++
		case st == http.StatusConflict && codes[i] == "cota_taken":
		default:
			t.Errorf("guest %d: %d %s", i, st, codes[i])
		}
	}
	if won != 1 {
		t.Fatalf("%d guests took the last cota, want exactly 1 (%v)", won, statuses)
	}
	var cs struct{ Claims []weddingsite.Claim }
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	if len(cs.Claims) != 2 {
		t.Fatalf("claims: %+v", cs.Claims)
	}
}

func TestClaimStatusTransitions(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Lua de mel", "valor_cents": 30000, "cotas": 2})
	path := "/api/public/sites/ana-e-joao/gifts/" + id + "/claims"
	guest := s.NewClient(t)
	for _, tc := range []struct {
		body  map[string]any
		field string
		code  string
	}{
		{map[string]any{"cota": 1, "nome": "  "}, "nome", "required"},
		{map[string]any{"cota": 1, "nome": strings.Repeat("n", 101)}, "nome", "too_long"},
		{map[string]any{"cota": 1, "nome": "Ana", "mensagem": strings.Repeat("m", 501)}, "mensagem", "too_long"},
		{map[string]any{"cota": 0, "nome": "Ana"}, "cota", "invalid"},
	} {
		if res := guest.Do("POST", path, tc.body); res.Status != 422 || res.Err(t).Error.Fields[tc.field] != tc.code {
			t.Errorf("%v: %d %s", tc.body, res.Status, res.Body)
		}
	}
	if res := guest.Do("POST", path, `{"cota":1,"nome":"Ana","status":"recebido"}`); res.Status != 400 {
		t.Fatalf("a guest setting the status: %d %s", res.Status, res.Body)
	}
	guest.Do("POST", path, map[string]any{"cota": 1, "nome": "Tia Rosa", "mensagem": "Felicidades!"})
	guest.Do("POST", path, map[string]any{"cota": 2, "nome": "Tio Beto"})
	claims := func() map[int]weddingsite.Claim {
		var cs struct{ Claims []weddingsite.Claim }
		c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
		out := map[int]weddingsite.Claim{}
		for _, cl := range cs.Claims {
			out[cl.Cota] = cl
		}
		return out
	}
	giftStatus := func() gift.Gift {
		var body struct{ Gifts []gift.Gift }
		c.Do("GET", "/api/gifts", nil).JSON(t, &body)
		return body.Gifts[0]
	}
	cl := claims()
	if cl[1].Status != weddingsite.Aguardando || cl[1].TxID != weddingsite.TxID(id, 1) || *cl[1].ValorCents != 15000 ||
		*cl[1].Mensagem != "Felicidades!" || cl[1].GiftNome != "Lua de mel" {
		t.Fatalf("claim 1: %+v", cl[1])
	}
	if g := giftStatus(); g.Status != gift.Pendente { // a guest's word never marks money received
		t.Fatalf("gift after claims: %+v", g)
	}
	one, two := cl[1].ID, cl[2].ID
	if res := c.Do("POST", "/api/gift-claims/"+one+"/thanks", map[string]any{"enviado": true}); res.Status != 409 || res.Err(t).Error.Code != "not_confirmed" {
		t.Fatalf("thanks before confirm: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/gift-claims/"+one+"/confirm", nil); res.Status != 200 || !strings.Contains(string(res.Body), `"status":"recebido"`) {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/gift-claims/"+one+"/confirm", nil); res.Status != 409 || res.Err(t).Error.Code != "already_confirmed" {
		t.Fatalf("confirm twice: %d %s", res.Status, res.Body)
	}
	if res := c.Do("DELETE", "/api/gift-claims/"+one, nil); res.Status != 409 {
		t.Fatalf("discard a received claim: %d %s", res.Status, res.Body)
	}
	if g := giftStatus(); g.Status != gift.Pendente {
		t.Fatalf("gift with one of two cotas received: %+v", g)
	}
	// Cota 2's money never came: discarding frees it for the next guest.
	if res := c.Do("DELETE", "/api/gift-claims/"+two, nil); res.Status != 204 {
		t.Fatalf("discard: %d %s", res.Status, res.Body)
	}
	var p weddingsite.Payment
	guest.Do("GET", "/api/public/sites/ana-e-joao/gifts/"+id+"/pix", nil).JSON(t, &p)
	if p.Cota != 2 {
		t.Fatalf("after discard the free cota is %d", p.Cota)
	}
	guest.Do("POST", path, map[string]any{"cota": 2, "nome": "Prima Lu"})
	two = claims()[2].ID
	if res := c.Do("POST", "/api/gift-claims/"+two+"/confirm", nil); res.Status != 200 {
		t.Fatalf("confirm 2: %d %s", res.Status, res.Body)
	}
	if g := giftStatus(); g.Status != gift.Recebido || g.Doador == nil || *g.Doador != "Tia Rosa, Prima Lu" || g.DataRecebimento == nil {
		t.Fatalf("gift with every cota received: %+v", g)
	}
	if res := c.Do("POST", "/api/gift-claims/"+two+"/thanks", map[string]any{"enviado": true}); res.Status != 200 ||
		!strings.Contains(string(res.Body), `"agradecimento_enviado":true`) {
		t.Fatalf("thanks: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/gift-claims/"+two+"/thanks", map[string]any{}); res.Status != 422 {
		t.Fatalf("thanks without enviado: %d %s", res.Status, res.Body)
	}
	// A received gift is off the site.
	if res := guest.Do("GET", "/api/public/sites/ana-e-joao/gifts/"+id+"/pix", nil); res.Status != 404 {
		t.Fatalf("pick a received gift: %d", res.Status)
	}
}

func TestClaimRateLimit(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Cafeteira", "valor_cents": 30000})
	guest := s.NewClient(t)
	path := "/api/public/sites/ana-e-joao/gifts/" + id + "/claims"
	for i := range 10 { // limit: 10 per hour per IP, counted before the body is read
		if res := guest.Do("POST", path, map[string]any{"cota": 1, "nome": ""}); res.Status != 422 {
			t.Fatalf("attempt %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	if res := guest.Do("POST", path, map[string]any{"cota": 1, "nome": "Ana"}); res.Status != http.StatusTooManyRequests {
		t.Fatalf("11th: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", path, map[string]any{"cota": 1, "nome": "Ana"}); res.Status != 201 {
		t.Fatalf("another IP: %d %s", res.Status, res.Body)
	}
}

func TestPublicSlugNeverReachesAnotherWedding(t *testing.T) {
	s := apptest.New(t)
	a := couple(t, s, "a@exemplo.com", "casal-a", true)
	b := couple(t, s, "b@exemplo.com", "casal-b", true)
	giftA := addGift(t, a, map[string]any{"nome": "Presente de A", "valor_cents": 10000})
	addGift(t, b, map[string]any{"nome": "Presente de B", "valor_cents": 20000})
	guest := s.NewClient(t)
	if res := guest.Do("GET", "/api/public/sites/casal-b/gifts/"+giftA+"/pix", nil); res.Status != 404 {
		t.Fatalf("A's gift through B's slug: %d %s", res.Status, res.Body)
	}
	if res := guest.Do("POST", "/api/public/sites/casal-b/gifts/"+giftA+"/claims", map[string]any{"cota": 1, "nome": "Intruso"}); res.Status != 404 {
		t.Fatalf("claim A's gift through B's slug: %d %s", res.Status, res.Body)
	}
	res := guest.Do("GET", "/api/public/sites/casal-b", nil)
	if strings.Contains(string(res.Body), "Presente de A") || !strings.Contains(string(res.Body), "Presente de B") {
		t.Fatalf("B's site: %s", res.Body)
	}
	var cs struct{ Claims []weddingsite.Claim }
	a.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	if len(cs.Claims) != 0 {
		t.Fatalf("A got claims: %+v", cs.Claims)
	}
	// B's PIX key is not A's: each site's payload carries its own couple's key.
	var p weddingsite.Payment
	guest.Do("GET", "/api/public/sites/casal-a/gifts/"+giftA+"/pix", nil).JSON(t, &p)
	if !strings.Contains(p.Payload, "ana@exemplo.com") {
		t.Fatalf("A's payload: %s", p.Payload)
	}
}

func TestGateOnDowngrade(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Cafeteira", "valor_cents": 30000, "cotas": 2})
	guest := s.NewClient(t)
	if res := guest.Do("GET", "/casamento/ana-e-joao", nil); res.Status != 200 {
		t.Fatalf("premium: %d", res.Status)
	}
	// Two claims made on Premium: one confirmed, one still waiting.
	for cota, nome := range []string{"Tia Rosa", "Tio Beto"} {
		if res := guest.Do("POST", "/api/public/sites/ana-e-joao/gifts/"+id+"/claims", map[string]any{"cota": cota + 1, "nome": nome}); res.Status != 201 {
			t.Fatalf("claim: %d %s", res.Status, res.Body)
		}
	}
	var cs struct{ Claims []weddingsite.Claim }
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	second, first := cs.Claims[0], cs.Claims[1] // newest first
	if res := c.Do("POST", "/api/gift-claims/"+first.ID+"/confirm", nil); res.Status != 200 {
		t.Fatalf("confirm on premium: %d %s", res.Status, res.Body)
	}
	s.SetPlan(t, c, plan.Essencial)
	// Locked, never hidden: the couple still reads its site (read-only); the rest is refused.
	var kept struct {
		Site *struct{ Slug string }
	}
	if res := c.Do("GET", "/api/wedding-site", nil); res.Status != 200 {
		t.Errorf("essencial reads its site: %d %s", res.Status, res.Body)
	} else if res.JSON(t, &kept); kept.Site == nil || kept.Site.Slug != "ana-e-joao" {
		t.Errorf("essencial reads %s", res.Body)
	}
	// The guests' claims too stay readable, with their status; every change to them is refused.
	if res := c.Do("GET", "/api/gift-claims", nil); res.Status != 200 {
		t.Errorf("essencial reads its claims: %d %s", res.Status, res.Body)
	} else if res.JSON(t, &cs); len(cs.Claims) != 2 || cs.Claims[0].Nome != "Tio Beto" || cs.Claims[0].Status != "aguardando" ||
		cs.Claims[1].Nome != "Tia Rosa" || cs.Claims[1].Status != "recebido" {
		t.Errorf("essencial claims: %+v", cs.Claims)
	}
	for _, r := range []struct {
		method, path string
		body         any
	}{
		{"POST", "/api/wedding-site/publish", nil},
		{"POST", "/api/gift-claims/" + second.ID + "/confirm", nil},
		{"POST", "/api/gift-claims/" + first.ID + "/thanks", map[string]any{"enviado": true}},
		{"DELETE", "/api/gift-claims/" + second.ID, nil},
	} {
		if res := c.Do(r.method, r.path, r.body); res.Status != 403 || res.Err(t).Error.Code != "feature_not_available" {
			t.Errorf("essencial %s %s: %d %s", r.method, r.path, res.Status, res.Body)
		}
	}
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	if len(cs.Claims) != 2 || cs.Claims[0].Status != "aguardando" || cs.Claims[1].AgradecimentoEnviado {
		t.Errorf("refused writes changed the claims: %+v", cs.Claims)
	}
	if res := c.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-joao"}); res.Status != 403 {
		t.Errorf("essencial save: %d", res.Status)
	}
	for _, p := range []string{"/casamento/ana-e-joao", "/api/public/sites/ana-e-joao", "/api/public/sites/ana-e-joao/gifts/" + id + "/pix"} {
		if res := guest.Do("GET", p, nil); res.Status != 404 {
			t.Errorf("essencial %s: %d", p, res.Status)
		}
	}
	if res := guest.Do("POST", "/api/public/sites/ana-e-joao/gifts/"+id+"/claims", map[string]any{"cota": 1, "nome": "Ana"}); res.Status != 404 {
		t.Errorf("essencial claim: %d %s", res.Status, res.Body)
	}
	// Back on Luxo the same site is there again, still published.
	s.SetPlan(t, c, plan.Luxo)
	if res := guest.Do("GET", "/casamento/ana-e-joao", nil); res.Status != 200 {
		t.Fatalf("luxo: %d", res.Status)
	}
}

// TestOpenClaimCaps: a stranger cannot take every cota with fake 'Já fiz o PIX'. A gift holds at
// most 3 unconfirmed claims (the 4th and its PIX code are refused in pt-BR until the couple
// confirms one), and a confirmed claim does not count.
func TestOpenClaimCaps(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Viagem", "valor_cents": 100000, "cotas": 10})
	base := "/api/public/sites/ana-e-joao/gifts/" + id
	for cota := 1; cota <= weddingsite.MaxOpenClaimsPerGift; cota++ {
		if res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": cota, "nome": "Convidado"}); res.Status != 201 {
			t.Fatalf("claim %d: %d %s", cota, res.Status, res.Body)
		}
	}
	res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": 4, "nome": "Mais um"})
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "too_many_open_claims" ||
		!strings.Contains(res.Err(t).Error.Message, "aguardando a confirmação dos noivos") {
		t.Fatalf("claim over the gift's cap: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("GET", base+"/pix", nil); res.Status != http.StatusConflict || res.Err(t).Error.Code != "too_many_open_claims" {
		t.Fatalf("pix over the gift's cap: %d %s", res.Status, res.Body)
	}
	var cs struct{ Claims []weddingsite.Claim }
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	if len(cs.Claims) != weddingsite.MaxOpenClaimsPerGift {
		t.Fatalf("claims: %+v", cs.Claims)
	}
	if res := c.Do("POST", "/api/gift-claims/"+cs.Claims[0].ID+"/confirm", nil); res.Status != 200 {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": 4, "nome": "Mais um"}); res.Status != 201 {
		t.Fatalf("claim after a confirmation: %d %s", res.Status, res.Body)
	}
	if res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": 5, "nome": "Outro"}); res.Status != http.StatusConflict {
		t.Fatalf("claim over the cap again: %d %s", res.Status, res.Body)
	}
}

// TestOpenClaimSiteCap: a site holds at most 50 unconfirmed claims across its gifts.
func TestOpenClaimSiteCap(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	per := weddingsite.MaxOpenClaimsPerGift
	var gifts []string
	for i := 0; len(gifts)*per <= weddingsite.MaxOpenClaimsPerSite; i++ {
		gifts = append(gifts, addGift(t, c, map[string]any{"nome": "Presente " + string(rune('A'+i)), "valor_cents": 30000, "cotas": per}))
	}
	claim := func(n int) apptest.Response {
		return s.NewClient(t).Do("POST", "/api/public/sites/ana-e-joao/gifts/"+gifts[n/per]+"/claims", map[string]any{"cota": n%per + 1, "nome": "Convidado"})
	}
	for n := range weddingsite.MaxOpenClaimsPerSite {
		if res := claim(n); res.Status != 201 {
			t.Fatalf("claim %d: %d %s", n+1, res.Status, res.Body)
		}
	}
	res := claim(weddingsite.MaxOpenClaimsPerSite)
	if res.Status != http.StatusConflict || res.Err(t).Error.Code != "too_many_open_claims" || !strings.Contains(res.Err(t).Error.Message, "Este site") {
		t.Fatalf("claim over the site's cap: %d %s", res.Status, res.Body)
	}
}

// TestUnconfirmedClaimsExpire: an unconfirmed claim holds its cota for 7 days, then the cota is
// free again (to pick and to claim) and the claim leaves the couple's list; the maintenance
// job deletes it. A confirmed claim stays.
func TestUnconfirmedClaimsExpire(t *testing.T) {
	s := apptest.New(t)
	c := couple(t, s, "casal@exemplo.com", "ana-e-joao", true)
	id := addGift(t, c, map[string]any{"nome": "Jantar", "valor_cents": 40000, "cotas": 2})
	base := "/api/public/sites/ana-e-joao/gifts/" + id
	for cota := 1; cota <= 2; cota++ {
		if res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": cota, "nome": "Convidado"}); res.Status != 201 {
			t.Fatalf("claim %d: %d %s", cota, res.Status, res.Body)
		}
	}
	var cs struct{ Claims []weddingsite.Claim }
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	confirmed := cs.Claims[0]
	if res := c.Do("POST", "/api/gift-claims/"+confirmed.ID+"/confirm", nil); res.Status != 200 {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	s.Advance(weddingsite.ClaimTTL - time.Minute)
	if res := s.NewClient(t).Do("GET", base+"/pix", nil); res.Status != 404 {
		t.Fatalf("pix before expiry: %d %s", res.Status, res.Body)
	}
	s.Advance(2 * time.Minute)
	var p weddingsite.Payment
	res := s.NewClient(t).Do("GET", base+"/pix", nil)
	if res.Status != 200 {
		t.Fatalf("pix after expiry: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &p)
	if p.Cota != 3-confirmed.Cota {
		t.Fatalf("free cota %d, confirmed %d", p.Cota, confirmed.Cota)
	}
	c.Do("GET", "/api/gift-claims", nil).JSON(t, &cs)
	if len(cs.Claims) != 1 || cs.Claims[0].ID != confirmed.ID {
		t.Fatalf("claims after expiry: %+v", cs.Claims)
	}
	if err := weddingsite.ExpireClaims(context.Background(), s.DB, s.Now()); err != nil {
		t.Fatal(err)
	}
	var rows int
	if err := s.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM gift_claims`).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("rows after the job: %d %v", rows, err)
	}
	var pub weddingsite.Public
	s.NewClient(t).Do("GET", "/api/public/sites/ana-e-joao", nil).JSON(t, &pub)
	if len(pub.Presentes) != 1 || pub.Presentes[0].CotasLivres != 1 {
		t.Fatalf("site after expiry: %+v", pub.Presentes)
	}
	if res := s.NewClient(t).Do("POST", base+"/claims", map[string]any{"cota": p.Cota, "nome": "Depois"}); res.Status != 201 {
		t.Fatalf("claim the freed cota: %d %s", res.Status, res.Body)
	}
}

package app_test

import (
	"bytes"
	"image"
	pngenc "image/png"
	"net/http"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

type activityPage struct {
	Items []struct {
		UserID *string `json:"user_id"`
		Area   string
		Text   string
	}
	HasMore  bool `json:"has_more"`
	People   []struct{ ID, FirstName string }
	TimeZone string `json:"time_zone"`
	Notify   bool
}

func activityOf(t *testing.T, c *apptest.Client, query string) activityPage {
	t.Helper()
	res := c.Do("GET", "/api/activity"+query, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /api/activity%s: %d %s", query, res.Status, res.Body)
	}
	var p activityPage
	res.JSON(t, &p)
	return p
}

func texts(p activityPage) []string {
	out := []string{}
	for _, it := range p.Items {
		out = append(out, it.Text)
	}
	return out
}

func bellOf(t *testing.T, c *apptest.Client) []struct{ Title, Message, Link string } {
	t.Helper()
	var n struct {
		Notifications []struct{ Title, Message, Link string }
	}
	c.Do("GET", "/api/notifications?filter=all", nil).JSON(t, &n)
	return n.Notifications
}

// TestActivityLogThroughTheAPI: two members of one wedding; every write names its author in
// the other's 'Atividade', a refused write leaves nothing, and the opted-in member's bell gets
// one notification per author and area every 10 minutes, never for their own changes.
func TestActivityLogThroughTheAPI(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE users SET first_name = 'Rafael' WHERE email = 'rafael@exemplo.com'`); err != nil {
		t.Fatal(err)
	}
	rafaelID := session(t, rafael).User.ID
	anaID := session(t, ana).User.ID
	if res := ana.Do("PUT", "/api/activity/notify", map[string]any{"enabled": true}); res.Status != http.StatusOK {
		t.Fatalf("notify: %d %s", res.Status, res.Body)
	}
	var pref struct{ Enabled bool }
	if ana.Do("GET", "/api/activity/notify", nil).JSON(t, &pref); !pref.Enabled {
		t.Fatal("the choice was not kept")
	}
	if rafael.Do("GET", "/api/activity/notify", nil).JSON(t, &pref); pref.Enabled {
		t.Fatal("the choice is per member")
	}
	if res := ana.Do("PUT", "/api/activity/notify", map[string]any{}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("notify without a value: %d %s", res.Status, res.Body)
	}

	var task struct{ ID string }
	rafael.Do("POST", "/api/checklist", map[string]any{"tarefa": "Comprar as alianças"}).JSON(t, &task)
	if res := rafael.Do("PATCH", "/api/checklist/"+task.ID, map[string]any{"status": "concluido"}); res.Status != http.StatusOK {
		t.Fatalf("tick: %d %s", res.Status, res.Body)
	}
	before := len(activityOf(t, ana, "").Items)
	if res := rafael.Do("PATCH", "/api/checklist/"+task.ID, map[string]any{"status": "talvez"}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("invalid tick: %d %s", res.Status, res.Body)
	}
	if res := rafael.Do("PUT", "/api/budget", map[string]any{"total_cents": 10000000,
		"categories": []map[string]any{{"nome": "Buffet", "percent_tenths": 100}}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	if got := len(activityOf(t, ana, "").Items); got != before+1 { // replacing the default categories: one summary
		t.Fatalf("the refused write was logged, or the budget was not: %d entries after %d: %q", got, before, texts(activityOf(t, ana, "")))
	}
	if res := rafael.Do("PUT", "/api/budget", map[string]any{"total_cents": 10000000,
		"categories": []map[string]any{{"nome": "Buffet", "percent_tenths": 180}}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	var guest struct{ ID string }
	ana.Do("POST", "/api/guests", map[string]any{"nome": "Tia Cida"}).JSON(t, &guest)
	if res := ana.Do("DELETE", "/api/guests/"+guest.ID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete guest: %d %s", res.Status, res.Body)
	}

	page := activityOf(t, rafael, "")
	want := []string{
		`Ana removeu o convidado "Tia Cida"`,
		`Ana adicionou o convidado "Tia Cida"`,
		`Rafael alterou o orçamento de Buffet para R$ 18.000,00`,
		`Rafael alterou várias categorias do orçamento`,
		`Rafael marcou "Comprar as alianças" como concluída`,
		`Rafael adicionou a tarefa "Comprar as alianças"`,
		`Ana entrou no casamento como Parceiro(a)`, // the sentence keeps the name at the time (join's accounts are all Ana)
		`Ana convidou rafael@exemplo.com como Parceiro(a)`,
	}
	got := texts(page)
	if len(got) != len(want) {
		t.Fatalf("entries:\n%q\nwant\n%q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("entry %d: %q, want %q (all %q)", i, got[i], want[i], got)
		}
	}
	if page.Items[4].UserID == nil || *page.Items[4].UserID != rafaelID || page.TimeZone != "America/Sao_Paulo" || page.Notify || len(page.People) != 2 {
		t.Fatalf("page: %+v", page)
	}
	if p := activityOf(t, ana, "?user="+anaID); len(p.Items) != 3 {
		t.Fatalf("Ana's entries: %q", texts(p))
	}
	if p := activityOf(t, ana, "?area=checklist&user="+rafaelID); len(p.Items) != 2 || !p.Notify {
		t.Fatalf("Rafael's tasks: %q", texts(p))
	}
	if res := ana.Do("GET", "/api/activity?area=festa", nil); res.Status != http.StatusBadRequest {
		t.Fatalf("unknown area: %d %s", res.Status, res.Body)
	}

	// Ana's bell: one for Rafael's two task changes, one for his budget saves, none for her own guests.
	bell := bellOf(t, ana)
	if len(bell) != 2 || bell[0].Title != "Alterações de Rafael" ||
		bell[1].Link != "/app/activity?area=checklist&user="+rafaelID || bell[1].Message != `Rafael adicionou a tarefa "Comprar as alianças"` {
		t.Fatalf("Ana's bell: %+v", bell)
	}
	if b := bellOf(t, rafael); len(b) != 0 {
		t.Fatalf("Rafael did not ask for notifications: %+v", b)
	}
	// Within the window another task change adds nothing; after it, one more.
	rafael.Do("PATCH", "/api/checklist/"+task.ID, map[string]any{"status": "pendente"})
	if b := bellOf(t, ana); len(b) != 2 {
		t.Fatalf("not coalesced: %+v", b)
	}
	s.Advance(10*time.Minute + time.Second)
	rafael.Do("PATCH", "/api/checklist/"+task.ID, map[string]any{"status": "concluido"})
	if b := bellOf(t, ana); len(b) != 3 {
		t.Fatalf("after the window: %+v", b)
	}
}

// TestPresenceThroughTheAPI: a member's reported page is seen by the other member while the
// reporting session has its stream open, and not by the reporter nor another wedding.
func TestPresenceThroughTheAPI(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	other := s.SignUp(t, "b@exemplo.com")
	viewers := func(c *apptest.Client) []struct{ FirstName, Path string } {
		var v struct {
			Viewers []struct {
				FirstName string `json:"first_name"`
				Path      string
			}
		}
		res := c.Do("GET", "/api/presence", nil)
		if res.Status != http.StatusOK {
			t.Fatalf("presence: %d %s", res.Status, res.Body)
		}
		res.JSON(t, &v)
		out := []struct{ FirstName, Path string }{}
		for _, x := range v.Viewers {
			out = append(out, struct{ FirstName, Path string }{x.FirstName, x.Path})
		}
		return out
	}
	for _, bad := range []map[string]any{{"path": "app"}, {"path": ""}, {"path": "/a\nb"}} {
		if res := rafael.Do("POST", "/api/presence", bad); res.Status != http.StatusUnprocessableEntity {
			t.Fatalf("presence %v: %d %s", bad, res.Status, res.Body)
		}
	}
	stream := rafael.Open(t.Context(), "/api/events", nil)
	defer stream.Body.Close()
	if stream.StatusCode != http.StatusOK {
		t.Fatalf("stream: %d", stream.StatusCode)
	}
	if res := rafael.Do("POST", "/api/presence", map[string]any{"path": "/app/budget"}); res.Status != http.StatusNoContent {
		t.Fatalf("presence: %d %s", res.Status, res.Body)
	}
	if v := viewers(ana); len(v) != 1 || v[0].FirstName != "Ana" || v[0].Path != "/app/budget" { // join's accounts are all Ana
		t.Fatalf("Ana sees %+v", v)
	}
	if v := viewers(rafael); len(v) != 0 {
		t.Fatalf("Rafael sees himself: %+v", v)
	}
	if v := viewers(other); len(v) != 0 {
		t.Fatalf("another wedding sees %+v", v)
	}
}

// TestActivityCoversEveryArea: a change in each part of the planner beyond tasks, budget and
// guests (godparents, gifts and PIX, honeymoon, invitations, gallery, spending limits, the
// site, the guest list's links, deadline and import) is in the other member's 'Atividade', with
// its area, so the filter finds it.
func TestActivityCoversEveryArea(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUpOn(t, "ana@exemplo.com", plan.Luxo)
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	ok := func(res apptest.Response, what string) apptest.Response {
		t.Helper()
		if res.Status >= 300 {
			t.Fatalf("%s: %d %s", what, res.Status, res.Body)
		}
		return res
	}
	var id struct{ ID string }
	ok(ana.Do("POST", "/api/godparents", map[string]any{"nome": "Cida", "tipo": "madrinha"}), "godparent").JSON(t, &id)
	ok(ana.Do("PATCH", "/api/godparents/"+id.ID, map[string]any{"confirmado": true}), "godparent edit")
	ok(ana.Do("DELETE", "/api/godparents/"+id.ID, nil), "godparent delete")
	ok(ana.Do("POST", "/api/gifts", map[string]any{"nome": "Jogo de panelas", "valor_cents": 15000, "status": "pendente"}), "gift")
	ok(ana.Do("PUT", "/api/pix", map[string]any{"tipo_chave": "email", "chave_pix": "ana@exemplo.com", "nome_beneficiario": "Ana"}), "pix")
	ok(ana.Do("PUT", "/api/honeymoon", map[string]any{"destino": "Gramado"}), "honeymoon")
	ok(ana.Do("POST", "/api/spending-limits", map[string]any{"category": "Buffet", "limit_cents": 500000, "current_cents": 0}), "limit")
	ok(ana.Do("PUT", "/api/wedding-site", map[string]any{"slug": "ana-e-rafael-atividade", "historia": "Nos conhecemos em 2019."}), "site")
	ok(ana.Do("POST", "/api/wedding-site/publish", nil), "publish")
	var guest struct{ ID string }
	ok(ana.Do("POST", "/api/guests", map[string]any{"nome": "Tia Cida"}), "guest").JSON(t, &guest)
	ok(ana.Do("POST", "/api/guests/"+guest.ID+"/sent", nil), "sent")
	ok(ana.Do("PUT", "/api/guests/"+guest.ID+"/invitation-message", map[string]any{"message_content": "Venha!"}), "message")
	ok(ana.Do("PUT", "/api/rsvp-settings", map[string]any{"prazo": "2027-08-01"}), "deadline")
	ok(ana.PostMultipart("/api/guests/import", nil, &apptest.FormFile{Field: "arquivo", Name: "lista.csv",
		Data: []byte("Nome\r\nPrimo Léo\r\nPrima Bia\r\n")}), "import")
	var png bytes.Buffer
	if err := pngenc.Encode(&png, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	ct, body := apptest.Multipart(map[string]string{"titulo": "Pedido", "categoria": "outros"},
		apptest.FormFile{Field: "file", Name: "pedido.png", Type: "image/png", Data: png.Bytes()})
	ok(ana.DoRaw("POST", "/api/gallery", ct, body), "photo").JSON(t, &id)
	ok(ana.Do("DELETE", "/api/gallery/"+id.ID, nil), "photo delete")

	want := map[string]string{
		`Ana adicionou a madrinha "Cida"`:                                "godparents",
		`Ana editou a madrinha "Cida"`:                                   "godparents",
		`Ana removeu "Cida" dos padrinhos`:                               "godparents",
		`Ana adicionou o presente "Jogo de panelas"`:                     "gifts",
		`Ana alterou a chave PIX dos presentes`:                          "gifts",
		`Ana atualizou a lua de mel ("Gramado")`:                         "honeymoon",
		`Ana criou o limite de gastos "Buffet" (R$ 5.000,00)`:            "spending",
		`Ana editou o site do casamento`:                                 "site",
		`Ana publicou o site do casamento`:                               "site",
		`Ana marcou o convite de "Tia Cida" como enviado`:                "guests",
		`Ana salvou a mensagem de convite de "Tia Cida"`:                 "invitations",
		`Ana definiu o prazo de confirmação de presença para 01/08/2027`: "guests",
		`Ana importou 2 convidados de uma planilha`:                      "guests",
		`Ana adicionou a foto "Pedido" à galeria`:                        "gallery",
		`Ana removeu a foto "Pedido" da galeria`:                         "gallery",
	}
	got := map[string]string{}
	for _, it := range activityOf(t, rafael, "").Items {
		got[it.Text] = it.Area
	}
	for text, area := range want {
		if got[text] != area {
			t.Errorf("missing %q in area %s; the log has %q", text, area, got)
		}
	}
	if p := activityOf(t, rafael, "?area=gallery"); len(p.Items) != 2 {
		t.Errorf("the gallery filter: %q", texts(p))
	}
}

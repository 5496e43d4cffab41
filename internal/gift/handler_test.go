package gift_test

import (
	"bytes"
	"image/png"
	"net/http"
	"strings"
	"testing"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/gift"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/plan"
)

func TestGiftAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	var id, firstReceived string
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "empty list", Method: "GET", Path: "/api/gifts", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"gifts":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "create pending with a giver drops the giver", Method: "POST", Path: "/api/gifts", WantStatus: 201,
			Body: map[string]any{"nome": "  Jogo de panelas ", "descricao": " ", "valor_cents": 45990, "doador": "Tia Rosa"},
			Check: func(t *testing.T, res apptest.Response) {
				var g gift.Gift
				res.JSON(t, &g)
				if g.ID == "" || g.Nome != "Jogo de panelas" || g.Descricao != nil || *g.ValorCents != 45990 || g.Status != gift.Pendente ||
					g.Doador != nil || g.DataRecebimento != nil {
					t.Fatalf("created %+v", g)
				}
				id = g.ID
			}},
		{Name: "name required", Method: "POST", Path: "/api/gifts", Body: map[string]any{"nome": "  "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome": "required"}},
		{Name: "several bad fields", Method: "POST", Path: "/api/gifts",
			Body:       map[string]any{"nome": strings.Repeat("a", 101), "descricao": strings.Repeat("d", 501), "valor_cents": -1, "status": "talvez"},
			WantStatus: 422, WantCode: "validation_failed",
			WantFields: map[string]string{"nome": "too_long", "descricao": "too_long", "valor_cents": "negative", "status": "invalid"}},
		{Name: "giver too long", Method: "POST", Path: "/api/gifts", Body: map[string]any{"nome": "Toalhas", "status": "recebido", "doador": strings.Repeat("x", 101)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"doador": "too_long"}},
		{Name: "value in reais is refused", Method: "POST", Path: "/api/gifts", Body: `{"nome":"Toalhas","valor_cents":12.5}`,
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"valor_cents": "invalid_type"}},
		{Name: "value too large", Method: "POST", Path: "/api/gifts", Body: map[string]any{"nome": "Casa", "valor_cents": gift.MaxValorCents + 1},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"valor_cents": "too_large"}},
		{Name: "date is the server's", Method: "POST", Path: "/api/gifts", Body: `{"nome":"Toalhas","data_recebimento":"2020-01-01T00:00:00Z"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "bad writes changed nothing", Method: "GET", Path: "/api/gifts", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var body struct{ Gifts []gift.Gift }
			res.JSON(t, &body)
			if len(body.Gifts) != 1 {
				t.Fatalf("want 1 gift, got %s", res.Body)
			}
		}},
		{Name: "mark received with the giver", Method: "PATCH", Path: "/api/gifts/{id}", Body: map[string]any{"status": "recebido", "doador": " Tia Rosa "},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var g gift.Gift
				res.JSON(t, &g)
				if g.Status != gift.Recebido || *g.Doador != "Tia Rosa" || g.DataRecebimento == nil || !g.DataRecebimento.Equal(s.Now()) ||
					*g.ValorCents != 45990 || g.Nome != "Jogo de panelas" {
					t.Fatalf("received %+v", g)
				}
				firstReceived = g.DataRecebimento.Format(time.RFC3339Nano)
				s.Advance(time.Hour)
			}},
		{Name: "editing a received gift keeps its date", Method: "PATCH", Path: "/api/gifts/{id}", Body: map[string]any{"nome": "Panelas inox", "valor_cents": nil},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var g gift.Gift
				res.JSON(t, &g)
				if g.Nome != "Panelas inox" || g.ValorCents != nil || g.DataRecebimento.Format(time.RFC3339Nano) != firstReceived || *g.Doador != "Tia Rosa" {
					t.Fatalf("edited %+v", g)
				}
			}},
		{Name: "back to pending clears date and giver", Method: "PATCH", Path: "/api/gifts/{id}", Body: map[string]any{"status": "doacao"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var g gift.Gift
				res.JSON(t, &g)
				if g.Status != gift.Doacao || g.DataRecebimento != nil || g.Doador != nil {
					t.Fatalf("donation %+v", g)
				}
			}},
		{Name: "received again gets the new now", Method: "PATCH", Path: "/api/gifts/{id}", Body: map[string]any{"status": "recebido"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var g gift.Gift
				res.JSON(t, &g)
				if g.DataRecebimento == nil || !g.DataRecebimento.Equal(s.Now()) || g.Doador != nil {
					t.Fatalf("received again %+v", g)
				}
			}},
		{Name: "invalid status", Method: "PATCH", Path: "/api/gifts/{id}", Body: map[string]any{"status": "perdido"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"status": "invalid"}},
		{Name: "unknown id", Method: "PATCH", Path: "/api/gifts/0190aaaa-0000-7000-8000-000000000000", Body: map[string]any{"nome": "X"},
			WantStatus: 404, WantCode: "not_found"},
		{Name: "delete", Method: "DELETE", Path: "/api/gifts/{id}", WantStatus: 204},
		{Name: "delete again", Method: "DELETE", Path: "/api/gifts/{id}", WantStatus: 404, WantCode: "not_found"},
		{Name: "list empty again", Method: "GET", Path: "/api/gifts", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"gifts":[]}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
	})
}

func TestGiftListNewestFirst(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	for _, name := range []string{"Primeiro", "Segundo", "Terceiro"} {
		if res := c.Do("POST", "/api/gifts", map[string]any{"nome": name}); res.Status != http.StatusCreated {
			t.Fatalf("%s: %d %s", name, res.Status, res.Body)
		}
		s.Advance(time.Second)
	}
	var body struct{ Gifts []gift.Gift }
	c.Do("GET", "/api/gifts", nil).JSON(t, &body)
	var names []string
	for _, g := range body.Gifts {
		names = append(names, g.Nome)
	}
	if got := strings.Join(names, ","); got != "Terceiro,Segundo,Primeiro" {
		t.Fatalf("order %s", got)
	}
}

func TestGiftAPINeedsSession(t *testing.T) {
	s := apptest.New(t)
	anon := s.NewClient(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/gifts"}, {"POST", "/api/gifts"}, {"PATCH", "/api/gifts/x"}, {"DELETE", "/api/gifts/x"},
		{"GET", "/api/pix"}, {"PUT", "/api/pix"}, {"GET", "/api/pix/qr.png"},
	} {
		res := anon.Do(r.method, r.path, map[string]any{"nome": "Ana"})
		if res.Status != http.StatusUnauthorized || res.Err(t).Error.Code != "unauthenticated" {
			t.Errorf("%s %s anonymous: %d %s", r.method, r.path, res.Status, res.Body)
		}
	}
}

type pixBody struct {
	Pix *struct {
		TipoChave        string `json:"tipo_chave"`
		ChavePix         string `json:"chave_pix"`
		NomeBeneficiario string `json:"nome_beneficiario"`
	} `json:"pix"`
	Payload *string `json:"payload"`
}

func TestPixGateAndSave(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	key := map[string]any{"tipo_chave": "telefone", "chave_pix": "(11) 98765-4321", "nome_beneficiario": "Ana Clara & João"}
	count := func(t *testing.T) int {
		t.Helper()
		var n int
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM pix_info`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	gated := func(t *testing.T, res apptest.Response) {
		var e struct {
			Error struct{ Details map[string]any }
		}
		res.JSON(t, &e)
		if e.Error.Details["feature"] != "pix_gifts" || e.Error.Details["upgrade_required"] != true || e.Error.Details["current_plan"] != "essencial" {
			t.Fatalf("details %s", res.Body)
		}
		if n := count(t); n != 0 {
			t.Fatalf("%d rows saved", n)
		}
	}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "essencial cannot save", Method: "PUT", Path: "/api/pix", Body: key, WantStatus: 403, WantCode: "feature_not_available", Check: gated},
		{Name: "essencial reads (nothing saved)", Method: "GET", Path: "/api/pix", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"pix":null,"payload":null}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "essencial gets no QR", Method: "GET", Path: "/api/pix/qr.png", WantStatus: 403, WantCode: "feature_not_available"},
	})

	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium'`); err != nil {
		t.Fatal(err)
	}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "nothing saved yet", Method: "GET", Path: "/api/pix", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			if strings.TrimSpace(string(res.Body)) != `{"pix":null,"payload":null}` {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "no QR before a key", Method: "GET", Path: "/api/pix/qr.png", WantStatus: 404, WantCode: "not_found"},
		{Name: "premium saves", Method: "PUT", Path: "/api/pix", Body: key, WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b pixBody
			res.JSON(t, &b)
			if b.Pix == nil || b.Pix.ChavePix != "+5511987654321" || b.Pix.TipoChave != "telefone" || b.Pix.NomeBeneficiario != "Ana Clara & João" || b.Payload == nil {
				t.Fatalf("saved %s", res.Body)
			}
			fields, err := pix.Parse(*b.Payload)
			if err != nil {
				t.Fatal(err)
			}
			if name, _ := pix.Lookup(fields, "59"); name != "ANA CLARA JOAO" {
				t.Fatalf("field 59 %q", name)
			}
			if acct, _ := pix.Lookup(fields, "26"); !strings.HasSuffix(acct, "0114+5511987654321") {
				t.Fatalf("field 26 %q", acct)
			}
		}},
		{Name: "invalid cpf", Method: "PUT", Path: "/api/pix", Body: map[string]any{"tipo_chave": "cpf", "chave_pix": "123.456.789", "nome_beneficiario": "Ana"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"chave_pix": "invalid"},
			Check: func(t *testing.T, res apptest.Response) {
				if msg := res.Err(t).Error.Message; msg != "Chave PIX inválida para o tipo CPF." {
					t.Fatalf("message %q", msg)
				}
			}},
		{Name: "uppercase random key", Method: "PUT", Path: "/api/pix",
			Body:       map[string]any{"tipo_chave": "chave_aleatoria", "chave_pix": "123E4567-E12B-12D1-A456-426655440000", "nome_beneficiario": "Ana"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"chave_pix": "invalid"}},
		{Name: "bad type, name too long", Method: "PUT", Path: "/api/pix",
			Body:       map[string]any{"tipo_chave": "boleto", "chave_pix": "x", "nome_beneficiario": strings.Repeat("a", 101)},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"tipo_chave": "invalid", "nome_beneficiario": "too_long"}},
		{Name: "name required", Method: "PUT", Path: "/api/pix", Body: map[string]any{"tipo_chave": "email", "chave_pix": "a@b.co", "nome_beneficiario": " "},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome_beneficiario": "required"}},
		{Name: "name without letters for the QR", Method: "PUT", Path: "/api/pix", Body: map[string]any{"tipo_chave": "email", "chave_pix": "a@b.co", "nome_beneficiario": "李明"},
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"nome_beneficiario": "no_letters"}},
		{Name: "unknown field", Method: "PUT", Path: "/api/pix", Body: `{"tipo_chave":"email","chave_pix":"a@b.co","nome_beneficiario":"Ana","wedding_id":"x"}`,
			WantStatus: 400, WantCode: "unknown_field"},
		{Name: "bad writes kept the saved key", Method: "GET", Path: "/api/pix", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b pixBody
			res.JSON(t, &b)
			if b.Pix == nil || b.Pix.ChavePix != "+5511987654321" {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "saving again replaces", Method: "PUT", Path: "/api/pix",
			Body:       map[string]any{"tipo_chave": "chave_aleatoria", "chave_pix": "123e4567-e12b-12d1-a456-426655440000", "nome_beneficiario": "Fulano de Tal"},
			WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
				var b pixBody
				res.JSON(t, &b)
				want := "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***6304"
				if b.Payload == nil || !strings.HasPrefix(*b.Payload, want) || len(*b.Payload) != len(want)+4 {
					t.Fatalf("payload %v", b.Payload)
				}
				if n := count(t); n != 1 {
					t.Fatalf("%d rows", n)
				}
			}},
	})

	// The QR image: 400 × 400, black on white, a 2-module margin, each module as go-qrcode
	// encodes the payload at level M.
	var b pixBody
	c.Do("GET", "/api/pix", nil).JSON(t, &b)
	res := c.Do("GET", "/api/pix/qr.png", nil)
	if res.Status != 200 || res.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("qr: %d %s", res.Status, res.Header)
	}
	img, err := png.Decode(bytes.NewReader(res.Body))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != 400 || r.Dy() != 400 {
		t.Fatalf("size %v", r)
	}
	q, err := qrcode.New(*b.Payload, qrcode.Medium)
	if err != nil {
		t.Fatal(err)
	}
	q.DisableBorder = true
	bits := q.Bitmap()
	modules := float64(len(bits) + 4)
	for my := -2; my < len(bits)+2; my++ {
		for mx := -2; mx < len(bits)+2; mx++ {
			px, py := int((float64(mx+2)+0.5)*400/modules), int((float64(my+2)+0.5)*400/modules)
			r, g, bl, _ := img.At(px, py).RGBA()
			black := r == 0 && g == 0 && bl == 0
			white := r == 0xffff && g == 0xffff && bl == 0xffff
			want := my >= 0 && mx >= 0 && my < len(bits) && mx < len(bits) && bits[my][mx]
			if !(black || white) || black != want {
				t.Fatalf("module (%d,%d) at (%d,%d): rgb %d %d %d, want black=%v", mx, my, px, py, r, g, bl, want)
			}
		}
	}
}

// Gated means read-only (DESIGN.md decision 18): a couple that moved down to Essencial still sees
// the PIX key it saved, without the payload; the QR code and saving stay refused.
func TestDowngradedCoupleStillSeesItsPixKey(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Premium)
	key := map[string]any{"tipo_chave": "email", "chave_pix": "casal@exemplo.com", "nome_beneficiario": "Ana e João"}
	if res := c.Do("PUT", "/api/pix", key); res.Status != 200 {
		t.Fatalf("save: %d %s", res.Status, res.Body)
	}
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'essencial'`); err != nil {
		t.Fatal(err)
	}
	apptest.Run(t, c, nil, []apptest.Scenario{
		{Name: "the key, read-only, without its payload", Method: "GET", Path: "/api/pix", WantStatus: 200, Check: func(t *testing.T, res apptest.Response) {
			var b pixBody
			res.JSON(t, &b)
			if b.Pix == nil || b.Pix.ChavePix != "casal@exemplo.com" || b.Pix.NomeBeneficiario != "Ana e João" || b.Payload != nil {
				t.Fatalf("body %s", res.Body)
			}
		}},
		{Name: "no QR", Method: "GET", Path: "/api/pix/qr.png", WantStatus: 403, WantCode: "feature_not_available"},
		{Name: "no save", Method: "PUT", Path: "/api/pix", Body: key, WantStatus: 403, WantCode: "feature_not_available"},
	})
}

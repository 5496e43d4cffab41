package reminder_test

import (
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/reminder"
)

// TestSupplierPix: a reminder keeps the supplier's PIX key; 'Pagar com PIX' gets a BR Code with
// the reminder's amount and a transaction id; a form that does not send the key keeps it, null
// removes it, and a bad key is refused without changing anything.
func TestSupplierPix(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "fornecedor@exemplo.com")
	var id string
	key := map[string]any{"tipo_chave": "telefone", "chave_pix": "(11) 98765-4321", "nome_beneficiario": "Doces da Vovó Ltda."}
	payCode := func(wantCents int64) func(t *testing.T, res apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var body struct {
				QRPNG       string `json:"qr_png"`
				AmountCents int64  `json:"amount_cents"`
			}
			res.JSON(t, &body)
			var p struct{ Payload, Txid string }
			res.JSON(t, &p)
			fields, err := pix.Parse(p.Payload)
			if err != nil {
				t.Fatalf("payload %q: %v", p.Payload, err)
			}
			amount, _ := pix.Lookup(fields, "54")
			want, _ := pix.FormatAmount(wantCents)
			if amount != want || body.AmountCents != wantCents {
				t.Fatalf("field 54 %q (want %q), amount_cents %d", amount, want, body.AmountCents)
			}
			acct, _ := pix.Lookup(fields, "26")
			sub, _ := pix.ParseTLV(acct)
			if k, _ := pix.Lookup(sub, "01"); k != "+5511987654321" {
				t.Fatalf("key in the payload %q", k)
			}
			add, _ := pix.Lookup(fields, "62")
			sub, _ = pix.ParseTLV(add)
			if tx, _ := pix.Lookup(sub, "05"); tx != p.Txid || !pix.ValidTxID(tx) {
				t.Fatalf("txid %q, answered %q", tx, p.Txid)
			}
			if name, _ := pix.Lookup(fields, "59"); name != "DOCES DA VOVO LTDA" {
				t.Fatalf("field 59 %q", name)
			}
			if len(body.QRPNG) < 100 || body.QRPNG[:22] != "data:image/png;base64," {
				t.Fatalf("qr_png %.40q", body.QRPNG)
			}
		}
	}
	hasPix := func(want bool) func(t *testing.T, res apptest.Response) {
		return func(t *testing.T, res apptest.Response) {
			var r reminder.Reminder
			res.JSON(t, &r)
			if (r.Pix != nil) != want {
				t.Fatalf("pix %+v, want present=%v", r.Pix, want)
			}
			if want && (r.Pix.Key != "+5511987654321" || r.Pix.Receiver != "Doces da Vovó Ltda.") {
				t.Fatalf("pix %+v", r.Pix)
			}
			id = r.ID
		}
	}
	base := func(extra map[string]any) map[string]any {
		b := map[string]any{"supplier_name": "Doceria", "amount_cents": 123450, "due_date": "2026-12-10"}
		for k, v := range extra {
			b[k] = v
		}
		return b
	}
	apptest.Run(t, c, map[string]*string{"id": &id}, []apptest.Scenario{
		{Name: "a bad key is refused", Method: "POST", Path: "/api/payment-reminders", Body: base(map[string]any{
			"pix": map[string]any{"tipo_chave": "cpf", "chave_pix": "123", "nome_beneficiario": "Doceria"}}),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"pix": "invalid_key"}},
		{Name: "a receiver without letters is refused", Method: "POST", Path: "/api/payment-reminders", Body: base(map[string]any{
			"pix": map[string]any{"tipo_chave": "email", "chave_pix": "a@b.com", "nome_beneficiario": "!!!"}}),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"pix": "receiver_invalid"}},
		{Name: "create with a key", Method: "POST", Path: "/api/payment-reminders", Body: base(map[string]any{"pix": key}), WantStatus: 201, Check: hasPix(true)},
		{Name: "pay with PIX", Method: "GET", Path: "/api/payment-reminders/{id}/pix", WantStatus: 200, Check: payCode(123450)},
		{Name: "an edit without the key keeps it and the new amount is in the code", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body: base(map[string]any{"amount_cents": 99}), WantStatus: 200, Check: hasPix(true)},
		{Name: "pay the new amount", Method: "GET", Path: "/api/payment-reminders/{id}/pix", WantStatus: 200, Check: payCode(99)},
		{Name: "a bad key on edit changes nothing", Method: "PUT", Path: "/api/payment-reminders/{id}",
			Body:       base(map[string]any{"pix": map[string]any{"tipo_chave": "nenhum", "chave_pix": "x", "nome_beneficiario": "y"}}),
			WantStatus: 422, WantCode: "validation_failed", WantFields: map[string]string{"pix": "invalid_type"}},
		{Name: "still there", Method: "GET", Path: "/api/payment-reminders/{id}/pix", WantStatus: 200, Check: payCode(99)},
		{Name: "null removes it", Method: "PUT", Path: "/api/payment-reminders/{id}", Body: base(map[string]any{"pix": nil}), WantStatus: 200, Check: hasPix(false)},
		{Name: "no key, no code", Method: "GET", Path: "/api/payment-reminders/{id}/pix", WantStatus: 409, WantCode: "no_pix_key"},
	})
}

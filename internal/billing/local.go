package billing

import (
	"context"
	"database/sql"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
)

// Local is the built-in test-mode payment provider: a checkout page served by Aceito with a
// simulated card form, so the whole purchase works offline and in tests. A card number ending
// in 0002 is declined; any other is accepted.
type Local struct {
	BaseURL string
}

// Name is stored with each checkout.
func (Local) Name() string { return "local" }

// StartCheckout points at the local checkout page of the session.
func (l Local) StartCheckout(_ context.Context, s Session) (string, string, error) {
	return l.BaseURL + "/billing/local/" + s.Token, "", nil
}

// PortalURL is the local stand-in for a provider's billing portal.
func (l Local) PortalURL(context.Context, string, string) (string, error) {
	return l.BaseURL + "/billing/local-portal", nil
}

// SetCancelAtPeriodEnd has nothing to tell: the local provider renews nothing by itself.
func (Local) SetCancelAtPeriodEnd(context.Context, string, bool) error { return nil }

// localPeriod is how long a local-provider payment keeps the plan.
func localPeriod(paidAt time.Time) time.Time { return paidAt.AddDate(0, 1, 0) }

// declinedSuffix marks the test card that the local provider refuses.
const declinedSuffix = "0002"

var localPage = template.Must(template.New("checkout").Funcs(template.FuncMap{"brl": ptbr.BRL}).Parse(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento (modo de teste) · Aceito</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#faf7f5;color:#2b2323}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #eadfdb;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0001}
.badge{display:inline-block;background:#fdf1d8;color:#7a4b00;border:1px solid #f0d08a;border-radius:999px;padding:.2rem .7rem;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:.8rem 0 .2rem}.muted{color:#6b5e5e;font-size:.9rem}
.price{font-size:1.6rem;font-weight:700;margin:.6rem 0}.was{color:#6b5e5e;font-weight:400;font-size:1.1rem}
.offer{background:#eef7ee;color:#245c2a;border-radius:.6rem;padding:.6rem .8rem;font-size:.9rem;font-weight:600}
label{display:block;font-size:.9rem;font-weight:600;margin:1rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.7rem;border:1px solid #d8cbc7;border-radius:.6rem;font-size:1rem}
.row{display:flex;gap:.8rem}.row>div{flex:1}
button{margin-top:1.4rem;width:100%;padding:.8rem;border:0;border-radius:.6rem;background:#9f3a52;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fdecec;border:1px solid #f3b7b7;color:#8a1c1c;border-radius:.6rem;padding:.7rem;margin-top:1rem}
a{color:#9f3a52}
</style></head>
<body><main><div class="card">
<span class="badge">Modo de teste</span>
<h1>Plano {{.Plan.Name}}</h1>
<p class="muted">Assinatura mensal para {{.Email}}</p>
{{if .Discount}}<p class="price"><s class="was" aria-label="Preço normal {{brl .Plan.PriceCents}}">{{brl .Plan.PriceCents}}</s> {{brl .Amount}}{{.Plan.Period}}</p>
<p class="offer">Oferta de lançamento: {{.Discount.PercentOff}}% de desconto {{if eq .Discount.Months 1}}no primeiro mês{{else}}nos {{.Discount.Months}} primeiros meses{{end}}; depois, {{brl .Plan.PriceCents}}{{.Plan.Period}}.</p>
{{else}}<p class="price">{{brl .Plan.PriceCents}}{{.Plan.Period}}</p>{{end}}
<p class="muted">Nenhuma cobrança real é feita. Use qualquer número de cartão; um número terminado em 0002 simula um pagamento recusado.</p>
{{if .Error}}<p class="error" role="alert">{{.Error}}</p>{{end}}
<form method="post">
<label for="name">Nome no cartão</label><input id="name" name="name" autocomplete="cc-name" required value="{{.Name}}">
<label for="number">Número do cartão</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required value="4242 4242 4242 4242">
<div class="row"><div><label for="exp">Validade</label><input id="exp" name="exp" placeholder="MM/AA" required value="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required value="123"></div></div>
<button type="submit">Pagar {{brl .Amount}}</button>
</form>
<p class="muted"><a href="{{.CancelURL}}">Cancelar e voltar</a></p>
</div></main></body></html>`))

var gonePage = template.Must(template.New("gone").Parse(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento · Aceito</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Pagamento indisponível</h1><p>{{.}}</p><p><a href="/#planos">Voltar aos planos</a></p></body></html>`))

type localPageData struct {
	Session
	Name      string // the cardholder typed, kept when the form is shown again
	Error     string
	CancelURL string
}

// Amount is what the first month costs: discounted when the checkout holds a launch place. The
// place itself is claimed only when the payment is confirmed (see recordCharge).
func (d localPageData) Amount() int64 {
	if d.Discount == nil {
		return d.Plan.PriceCents
	}
	return DiscountedCents(d.Plan.PriceCents, d.Discount.PercentOff)
}

// ServePage answers GET /billing/local/{token}.
func (s *Service) ServePage(w http.ResponseWriter, r *http.Request) error {
	sess, err := s.openSession(r.Context(), r.PathValue("token"))
	if err != nil {
		return s.pageError(w, err)
	}
	return renderLocal(w, http.StatusOK, localPageData{Session: sess, CancelURL: s.cancelURL(sess)})
}

// Pay answers POST /billing/local/{token}: the simulated card is accepted or declined.
func (s *Service) Pay(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		return apperr.BadRequest("invalid_form", "Formulário inválido.")
	}
	token := r.PathValue("token")
	sess, err := s.openSession(r.Context(), token)
	if err != nil {
		return s.pageError(w, err)
	}
	digits := strings.Map(func(c rune) rune {
		if c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, r.PostForm.Get("number"))
	data := localPageData{Session: sess, Name: strings.TrimSpace(r.PostForm.Get("name")), CancelURL: s.cancelURL(sess)}
	switch {
	case len(digits) < 12 || data.Name == "":
		data.Error = "Preencha o nome e um número de cartão válido."
		return renderLocal(w, http.StatusUnprocessableEntity, data)
	case strings.HasSuffix(digits, declinedSuffix):
		data.Error = "Pagamento recusado pelo emissor do cartão. Tente outro cartão."
		return renderLocal(w, http.StatusPaymentRequired, data)
	}
	var weddingID string
	err = s.DB.InTx(r.Context(), func(tx *sql.Tx) (err error) {
		weddingID, err = s.completeTx(r.Context(), tx, "token_hash = $2 AND provider = 'local' AND expires_at > $1", auth.HashToken(token),
			Payment{PeriodEnd: localPeriod(s.now())})
		return err
	})
	if err != nil {
		return s.pageError(w, err)
	}
	httpx.Logger(r.Context()).Warn("TEST PAYMENT accepted (ACEITO_BILLING=local): a plan was granted and no money was charged",
		"plan", sess.Plan.ID)
	s.changed(r.Context(), weddingID)
	http.Redirect(w, r, s.BaseURL+"/billing/return", http.StatusSeeOther)
	return nil
}

// cancelURL leads back to the spec's 'Pagamento Cancelado' screen, which offers to retry the plan.
func (s *Service) cancelURL(sess Session) string {
	return s.BaseURL + "/payment-cancel?plan=" + string(sess.Plan.ID)
}

func (s *Service) pageError(w http.ResponseWriter, err error) error {
	e, ok := apperr.As(err)
	if !ok {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	return gonePage.Execute(w, e.Message)
}

func renderLocal(w http.ResponseWriter, status int, data localPageData) error {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	return localPage.Execute(w, data)
}

var portalPage = template.Must(template.New("portal").Funcs(template.FuncMap{"brl": ptbr.BRL,
	"date": func(t time.Time) string { return t.In(ptbr.SaoPaulo).Format(ptbr.DateLayout) }}).Parse(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gerenciar assinatura (modo de teste) · Aceito</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#faf7f5;color:#2b2323}
main{max-width:36rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #eadfdb;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0001}
.badge{display:inline-block;background:#fdf1d8;color:#7a4b00;border:1px solid #f0d08a;border-radius:999px;padding:.2rem .7rem;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:.8rem 0 .2rem}.muted{color:#6b5e5e;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin-top:1rem;font-size:.95rem}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #eadfdb}
a{color:#9f3a52}
</style></head>
<body><main><div class="card">
<span class="badge">Modo de teste</span>
<h1>Gerenciar assinatura</h1>
<p class="muted">Este é o portal do provedor de pagamento de teste: nenhum cartão real é cobrado. Em produção, esta página é a do provedor, com cartões e faturas.</p>
<h2 style="font-size:1.1rem;margin-top:1.5rem">Pagamentos</h2>
{{if .}}<table><thead><tr><th>Data</th><th>Plano</th><th>Valor</th></tr></thead><tbody>
{{range .}}<tr><td>{{date .PaidAt}}</td><td>{{.Plan.Name}}</td><td>{{brl .AmountCents}}</td></tr>{{end}}
</tbody></table>{{else}}<p class="muted">Nenhum pagamento registrado.</p>{{end}}
<p style="margin-top:1.5rem"><a href="/app/profile">Voltar ao Aceito</a></p>
</div></main></body></html>`))

type paymentRow struct {
	PaidAt      time.Time
	Plan        plan.Plan
	AmountCents int64
}

// ServePortal answers GET /billing/local-portal: the local provider's stand-in for a billing
// portal, listing the wedding's payments. Only the signed-in couple sees it.
func (s *Service) ServePortal(w http.ResponseWriter, r *http.Request) error {
	id, ok := auth.IdentityFrom(r.Context())
	if !ok {
		http.Redirect(w, r, "/auth", http.StatusSeeOther)
		return nil
	}
	rows, err := s.DB.QueryContext(r.Context(), `SELECT completed_at, plan_id, amount_cents FROM checkout_sessions
		WHERE (wedding_id = $1 OR paid_wedding_id = $1) AND status = 'paid' ORDER BY completed_at DESC LIMIT 100`, id.WeddingID)
	if err != nil {
		return fmt.Errorf("billing.ServePortal: %w", err)
	}
	defer rows.Close()
	var list []paymentRow
	for rows.Next() {
		var p paymentRow
		var planID string
		var amount sql.NullInt64
		if err := rows.Scan(db.ScanTime(&p.PaidAt), &planID, &amount); err != nil {
			return fmt.Errorf("billing.ServePortal: %w", err)
		}
		p.Plan, _ = plan.Get(plan.ID(planID))
		// Payments from before amounts were recorded were all at the catalogue price.
		p.AmountCents = p.Plan.PriceCents
		if amount.Valid {
			p.AmountCents = amount.Int64
		}
		list = append(list, p)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("billing.ServePortal: %w", err)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	return portalPage.Execute(w, list)
}

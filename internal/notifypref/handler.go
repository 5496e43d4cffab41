package notifypref

import (
	"context"
	"html/template"
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves a member's choice and the unsubscribe links.
type Handler struct {
	store   *Store
	baseURL string
	// Changed, when set, is told of a member's choice changed outside the app (an unsubscribe
	// link), so that member's open 'Notificações' card refetches it (realtime).
	Changed func(ctx context.Context, weddingID, userID string)
}

// NewHandler returns the handlers on store; baseURL is the public URL (the pages' link back).
func NewHandler(store *Store, baseURL string) *Handler {
	return &Handler{store: store, baseURL: strings.TrimRight(baseURL, "/")}
}

// response is a member's choice as the API shows it.
type response struct {
	Prefs
	DigestTime string `json:"digest_time"`
}

// Get answers GET /api/notification-preferences: the caller's own choice (never another
// member's: the member comes from the session).
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	p, err := h.store.Get(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, response{Prefs: p, DigestTime: DigestTime})
}

type putBody struct {
	Categories map[string]map[string]bool `json:"categories"`
	Digest     *bool                      `json:"digest"`
	QuietHours *bool                      `json:"quiet_hours"`
}

// Put answers PUT /api/notification-preferences with the caller's whole choice: every category
// with every channel, the digest and the quiet hours.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var body putBody
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	p := Prefs{Categories: body.Categories}
	if err := p.validate(); err != nil {
		return err
	}
	missing := apperr.Fields{}
	if body.Digest == nil {
		missing.Add("digest", "required")
	}
	if body.QuietHours == nil {
		missing.Add("quiet_hours", "required")
	}
	if err := missing.Err(); err != nil {
		return err
	}
	p.Digest, p.QuietHours = *body.Digest, *body.QuietHours
	id := auth.MustIdentity(r.Context())
	saved, err := h.store.Put(r.Context(), id.WeddingID, id.UserID, p)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, response{Prefs: saved, DigestTime: DigestTime})
}

// UnsubscribePage answers GET /descadastrar/{token}: what the link turns off and a button to
// confirm. It changes nothing: link scanners and previews open every URL in an e-mail.
func (h *Handler) UnsubscribePage(w http.ResponseWriter, r *http.Request) error {
	category, err := h.store.Describe(r.Context(), r.PathValue("token"))
	if err != nil {
		return h.pageError(w, err)
	}
	return h.render(w, http.StatusOK, page{Label: label(category)})
}

// Unsubscribe answers POST /descadastrar/{token}: the one-click unsubscribe of RFC 8058 (a mail
// client's POST with "List-Unsubscribe=One-Click") and the page's button alike. It needs no
// session: the token is the proof.
func (h *Handler) Unsubscribe(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	done, err := h.store.Unsubscribe(r.Context(), r.PathValue("token"))
	if err != nil {
		return h.pageError(w, err)
	}
	if h.Changed != nil {
		h.Changed(r.Context(), done.WeddingID, done.UserID)
	}
	return h.render(w, http.StatusOK, page{Label: label(done.Category), Done: true, Settings: h.baseURL + "/app/profile#notificacoes"})
}

func (h *Handler) pageError(w http.ResponseWriter, err error) error {
	if e, ok := apperr.As(err); ok && e.Kind == apperr.KindNotFound {
		return h.render(w, http.StatusNotFound, page{Gone: true})
	}
	return err
}

type page struct {
	Label    string
	Done     bool
	Gone     bool
	Settings string
}

func (h *Handler) render(w http.ResponseWriter, status int, p page) error {
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Robots-Tag", "noindex")
	hd.Set("Referrer-Policy", "no-referrer") // the token is in the URL
	w.WriteHeader(status)
	return unsubscribePage.Execute(w, p)
}

var unsubscribePage = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Cancelar e-mails · Aceito</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#faf7f5;color:#2b2323}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #eadfdb;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0001}
h1{font-size:1.3rem;margin:0 0 .8rem}p{line-height:1.5}
button{font:inherit;font-weight:600;background:#9f3a52;color:#fff;border:0;border-radius:.6rem;padding:.7rem 1.2rem;cursor:pointer}
button:focus-visible{outline:3px solid #2b2323;outline-offset:2px}
a{color:#9f3a52}
</style></head>
<body><main><div class="card">
{{if .Gone}}<h1>Link inválido ou expirado</h1>
<p>Este link para cancelar e-mails não existe ou já expirou. Você pode escolher os e-mails em Configurações → Notificações no Aceito.</p>
{{else if .Done}}<h1>Pronto!</h1>
<p>Você não receberá mais e-mails de {{.Label}}.</p>
<p>Os avisos continuam no sino do Aceito. Para voltar a receber os e-mails, acesse <a href="{{.Settings}}">Configurações → Notificações</a>.</p>
{{else}}<h1>Cancelar e-mails</h1>
<p>Você não receberá mais e-mails de {{.Label}}.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Confirmar</button></form>
{{end}}
</div></main></body></html>
`))

package weddingsite

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"

	"github.com/aceito/aceito/internal/linkpreview"
	"github.com/aceito/aceito/internal/ptbr"
)

// protectedPreview is the link preview of a site with a password: the password keeps the
// couple's names and date for the guests who have it, so the preview says nothing of them.
var protectedPreview = linkpreview.Meta{Title: "Site de casamento",
	Description: "Este site de casamento é protegido por senha. Abra o link e digite a senha que os noivos enviaram."}

// Preview is the link preview of GET /casamento/{slug} (linkpreview.Page): what WhatsApp shows
// when the couple shares the site. A published site previews as 'Ana & João — 15/05/2027', and
// its page preloads the site's JSON; a protected one as protectedPreview; an unknown,
// unpublished or downgraded slug is not found (404, no preview), as its JSON is, so a slug
// reveals nothing more. An open site's page is painted with the site (paintSite).
func (h *Handler) Preview(r *http.Request) (linkpreview.Meta, error) {
	o, err := h.store.Open(r.Context(), r.PathValue("slug"))
	if err != nil {
		return linkpreview.Meta{}, err
	}
	if o.passwordHash != "" {
		return protectedPreview, nil
	}
	// The guests' cached site, as its JSON is served: the page's preloaded read of it then
	// finds it cached too.
	body, err := h.views.JSON(o.weddingID, o.version, func() (any, error) {
		return h.store.PublicView(r.Context(), o.weddingID)
	})
	if err != nil {
		return linkpreview.Meta{}, err
	}
	var site Public
	if err := json.Unmarshal(body, &site); err != nil {
		return linkpreview.Meta{}, fmt.Errorf("weddingsite.Preview: %w", err)
	}
	date := ""
	if site.Data != nil {
		date = *site.Data
	}
	m := PreviewMeta(site.Nomes, date)
	// The page's one read starts with its script, not after it (issue 16: a guest's phone); a
	// protected site's read needs the password the guest has not typed yet, so it has none.
	m.Preload = "/api/public/sites/" + url.PathEscape(r.PathValue("slug")) // what public-site.tsx reads first
	if m.Paint, err = paintSite(site, h.store.now()); err != nil {
		return linkpreview.Meta{}, err
	}
	return m, nil
}

// PreviewMeta is a public site's preview from the couple's names as the site shows them
// ('Ana & João', or 'Nosso casamento' without names) and the wedding date (YYYY-MM-DD or "").
func PreviewMeta(nomes, date string) linkpreview.Meta {
	desc := "Tudo sobre o casamento: a cerimônia, a festa, a confirmação de presença e a lista de presentes."
	if date == "" {
		return linkpreview.Meta{Title: nomes, Description: desc}
	}
	when := ptbr.Date(date)
	return linkpreview.Meta{Title: nomes + " — " + when,
		Description: "Casamento em " + when + ". A cerimônia, a festa, a confirmação de presença e a lista de presentes."}
}

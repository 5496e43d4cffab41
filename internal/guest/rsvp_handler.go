package guest

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/ical"
	"github.com/aceito/aceito/internal/linkpreview"
)

// Summary answers GET /api/guests/summary: the RSVP tracking counts of the couple's screen.
func (h *Handler) Summary(w http.ResponseWriter, r *http.Request) error {
	guests, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, Summarize(guests))
}

// BuffetCSV answers GET /api/guests/buffet.csv: 'Lista para o buffet'.
func (h *Handler) BuffetCSV(w http.ResponseWriter, r *http.Request) error {
	guests, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="lista-para-o-buffet.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	_, err = w.Write(BuffetCSV(Summarize(guests)))
	return err
}

// RotateLink answers POST /api/guests/{id}/link ('Gerar novo link').
func (h *Handler) RotateLink(w http.ResponseWriter, r *http.Request) error {
	g, err := h.store.RotateLink(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// MarkSent answers POST /api/guests/{id}/sent ('Convite enviado').
func (h *Handler) MarkSent(w http.ResponseWriter, r *http.Request) error {
	g, err := h.store.MarkSent(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// RSVPSettings is the couple's RSVP settings: the deadline shown as 'Confirme até {dd/MM/yyyy}'.
type RSVPSettings struct {
	Prazo *string `json:"prazo"`
}

// GetSettings answers GET /api/rsvp-settings.
func (h *Handler) GetSettings(w http.ResponseWriter, r *http.Request) error {
	d, err := h.store.GetDeadline(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, RSVPSettings{Prazo: d})
}

// PutSettings answers PUT /api/rsvp-settings.
func (h *Handler) PutSettings(w http.ResponseWriter, r *http.Request) error {
	var in RSVPSettings
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Prazo != nil && *in.Prazo == "" {
		in.Prazo = nil
	}
	if err := h.store.SetDeadline(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in.Prazo); err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, in)
}

// publicHeaders keeps a guest's personal page out of caches and search engines.
func publicHeaders(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
}

// PublicGet answers GET /api/public/rsvp/{token}: the guest's RSVP page (no account), from the
// per-wedding cache. Guests open it from WhatsApp in bursts after the couple sends the links;
// a hit costs one indexed query instead of four. Each guest's page is its own entry.
func (h *Handler) PublicGet(w http.ResponseWriter, r *http.Request) error {
	token := r.PathValue("token")
	k, err := h.store.pageKeyOf(r.Context(), token)
	if err != nil {
		return err
	}
	// The version was read before publicAt reads the rows, so they are at least that new.
	body, err := h.pages.JSON(k.cacheKey(), k.version, func() (any, error) {
		return h.store.publicAt(r.Context(), token, k.guestID, k.now)
	})
	if err != nil {
		return err
	}
	publicHeaders(w)
	return httpx.WriteJSONBytes(w, http.StatusOK, body)
}

// PublicRespond answers POST /api/public/rsvp/{token} with the family's answers.
func (h *Handler) PublicRespond(w http.ResponseWriter, r *http.Request) error {
	var a RSVPAnswer
	if err := httpx.DecodeJSON(w, r, &a); err != nil {
		return err
	}
	p, done, err := h.store.Respond(r.Context(), r.PathValue("token"), a)
	if err != nil {
		return err
	}
	if done.WeddingID != "" && h.OnAnswer != nil {
		h.OnAnswer(context.WithoutCancel(r.Context()), done)
	}
	publicHeaders(w)
	return httpx.WriteJSON(w, http.StatusOK, p)
}

// PublicCalendar answers GET /api/public/rsvp/{token}/agenda.ics ('Adicionar à agenda'): the
// wedding as an all-day event. 404 while the couple has no date.
func (h *Handler) PublicCalendar(w http.ResponseWriter, r *http.Request) error {
	p, err := h.store.PublicGet(r.Context(), r.PathValue("token"))
	if err != nil {
		return err
	}
	date := p.WeddingDate
	if date == nil {
		date = p.ReligiousCeremonyDate
	}
	if date == nil {
		date = p.CivilCeremonyDate
	}
	if date == nil {
		return errNoDate
	}
	summary := "Casamento"
	if p.CoupleNames != nil {
		summary = "Casamento de " + *p.CoupleNames
	}
	var loc string
	for _, s := range []*string{p.WeddingLocation, p.WeddingAddress} {
		if s != nil {
			if loc != "" {
				loc += ", "
			}
			loc += *s
		}
	}
	body := ical.Render(ical.Calendar{Name: summary, Events: []ical.Event{{UID: "casamento-" + *date + "@aceito",
		Summary: summary, Location: loc, Date: *date}}}, time.Now())
	publicHeaders(w)
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="casamento.ics"`)
	_, err = w.Write(body)
	return err
}

// Preview is the link preview of a guest's personal page /r/{token} (what WhatsApp shows when
// the couple sends it): the couple's names and the wedding date, never the guest's own data, as
// the digital invitation's page does. An unknown or rotated link is not found (404).
// The page itself opens painted with the couple's invitation (paintInvitation), still without
// the guest's data.
func (h *Handler) Preview(r *http.Request) (linkpreview.Meta, error) {
	weddingID, err := weddingOfToken(r.Context(), h.store.db, r.PathValue("token"))
	if err != nil {
		return linkpreview.Meta{}, err
	}
	p, couple, err := invitation(r.Context(), h.store.db, weddingID, h.store.now())
	if err != nil {
		return linkpreview.Meta{}, err
	}
	date := ""
	if p.WeddingDate != nil {
		date = *p.WeddingDate
	}
	m := digitalinvite.PreviewMeta(couple, date)
	m.Preload = "/api/public/rsvp/" + url.PathEscape(r.PathValue("token")) // what rsvp/api.ts loadRsvp reads
	// The invitation without the guest (p has no pessoas): the paint cannot show what it is not given.
	if m.Paint, err = paintInvitation(p); err != nil {
		return linkpreview.Meta{}, err
	}
	return m, nil
}

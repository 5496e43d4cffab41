package weddingsite

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/cache"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// PasswordHeader carries a protected site's password, percent-encoded (UTF-8 is not safe in a
// header): a header rather than a query string keeps it out of access logs.
const PasswordHeader = "X-Site-Password"

// Handler serves /api/wedding-site and /api/gift-claims (signed in: the wedding comes from the
// session) and /api/public/sites/{slug} (guests: the published slug is the only key).
type Handler struct {
	store *Store
	// views holds each wedding's encoded public site at one data version: guests open the site
	// from WhatsApp in bursts, and a hit costs two small queries instead of five.
	views *cache.Versioned
	// OnClaim, if set, runs after a guest's 'Já fiz o PIX' so the couple's open screens hear of
	// it at once; the guest has no session to announce it on.
	OnClaim func(ctx context.Context, weddingID string)
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{store: store, views: cache.NewVersioned(8 << 20)}
}

type siteResponse struct {
	Site *Site `json:"site"`
}

// Get answers GET /api/wedding-site: the site, or null before the first save.
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) error {
	st, err := h.store.Get(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, siteResponse{Site: st})
}

// Put answers PUT /api/wedding-site: saves the content and the address (unpublished at first). A
// stale version gets 409 conflict with the current answer of GET in details.current.
func (h *Handler) Put(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	st, err := h.store.Put(r.Context(), weddingID, in)
	if errors.Is(err, wedding.ErrStale) {
		current, err := h.store.Get(r.Context(), weddingID)
		if err != nil {
			return err
		}
		return wedding.Conflict(siteResponse{Site: current})
	}
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, siteResponse{Site: &st})
}

// Publish answers POST /api/wedding-site/publish ('Publicar').
func (h *Handler) Publish(w http.ResponseWriter, r *http.Request) error {
	return h.setPublished(w, r, true)
}

// Unpublish answers POST /api/wedding-site/unpublish: the address answers 404 again.
func (h *Handler) Unpublish(w http.ResponseWriter, r *http.Request) error {
	return h.setPublished(w, r, false)
}

func (h *Handler) setPublished(w http.ResponseWriter, r *http.Request, published bool) error {
	st, err := h.store.SetPublished(r.Context(), auth.MustIdentity(r.Context()).WeddingID, published)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, siteResponse{Site: &st})
}

type claimsResponse struct {
	Claims []Claim `json:"claims"`
}

// ListClaims answers GET /api/gift-claims.
func (h *Handler) ListClaims(w http.ResponseWriter, r *http.Request) error {
	cs, err := h.store.ListClaims(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, claimsResponse{Claims: cs})
}

// ConfirmClaim answers POST /api/gift-claims/{id}/confirm: the money arrived.
func (h *Handler) ConfirmClaim(w http.ResponseWriter, r *http.Request) error {
	c, err := h.store.Confirm(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
}

// ThankClaim answers POST /api/gift-claims/{id}/thanks with {"enviado": bool}.
func (h *Handler) ThankClaim(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Enviado *bool `json:"enviado"`
	}
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	if body.Enviado == nil {
		return apperr.Invalid(map[string]string{"enviado": "required"})
	}
	c, err := h.store.SetThanked(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), *body.Enviado)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
}

// DiscardClaim answers DELETE /api/gift-claims/{id}: a claim whose money never came.
func (h *Handler) DiscardClaim(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Discard(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

var (
	errPasswordRequired = apperr.Unauthenticated("site_password_required", "Este site é protegido por senha.")
	errPasswordWrong    = apperr.Unauthenticated("site_password_wrong", "Senha incorreta.")
)

// open finds the site of the request's slug and checks its password; every public response
// says noindex (guests' pages are not for search engines).
func (h *Handler) open(w http.ResponseWriter, r *http.Request) (opened, error) {
	w.Header().Set("X-Robots-Tag", "noindex")
	o, err := h.store.Open(r.Context(), r.PathValue("slug"))
	if err != nil {
		return opened{}, err
	}
	if o.passwordHash == "" {
		return o, nil
	}
	raw := r.Header.Get(PasswordHeader)
	if raw == "" {
		return opened{}, errPasswordRequired
	}
	pw, err := url.PathUnescape(raw)
	if err != nil || len(pw) > 4*maxSenha || !checkPassword(o.passwordHash, pw) {
		return opened{}, errPasswordWrong
	}
	return o, nil
}

// PublicGet answers GET /api/public/sites/{slug} from the per-wedding cache.
func (h *Handler) PublicGet(w http.ResponseWriter, r *http.Request) error {
	o, err := h.open(w, r)
	if err != nil {
		return err
	}
	// Open read the version before PublicView reads the rows, so they are at least that new.
	body, err := h.views.JSON(o.weddingID, o.version, func() (any, error) {
		return h.store.PublicView(r.Context(), o.weddingID)
	})
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-cache")
	return httpx.WriteJSONBytes(w, http.StatusOK, body)
}

// PublicPix answers GET /api/public/sites/{slug}/gifts/{id}/pix: the QR code and "copia e
// cola" of the gift's next free cota, with its amount and txid.
func (h *Handler) PublicPix(w http.ResponseWriter, r *http.Request) error {
	o, err := h.open(w, r)
	if err != nil {
		return err
	}
	p, err := h.store.Pick(r.Context(), o.weddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusOK, p)
}

// publicClaim is what a guest gets back: no ids of the couple's data beyond the gift's.
type publicClaim struct {
	Cota   int         `json:"cota"`
	Status ClaimStatus `json:"status"`
}

// PublicClaim answers POST /api/public/sites/{slug}/gifts/{id}/claims ('Já fiz o PIX').
func (h *Handler) PublicClaim(w http.ResponseWriter, r *http.Request) error {
	o, err := h.open(w, r)
	if err != nil {
		return err
	}
	var in ClaimInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.NormalizeAndValidate(); err != nil {
		return err
	}
	c, err := h.store.Claim(r.Context(), o.weddingID, r.PathValue("id"), in)
	if err != nil {
		return err
	}
	if h.OnClaim != nil {
		h.OnClaim(r.Context(), o.weddingID)
	}
	return httpx.WriteJSON(w, http.StatusCreated, publicClaim{Cota: c.Cota, Status: c.Status})
}

// Published reports whether slug is a site guests can open (the SPA's 200 or 404).
func (h *Handler) Published(r *http.Request, slug string) bool {
	return h.store.Published(r.Context(), slug)
}

// Caches names the handler's per-wedding response caches, for the metrics.
func (h *Handler) Caches() map[string]*cache.Versioned {
	return map[string]*cache.Versioned{"wedding_site": h.views}
}

package digitalinvite

import (
	"context"
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/linkpreview"
	"github.com/aceito/aceito/internal/ptbr"
)

// Handler serves /api/digital-invitations (signed in; the wedding comes from the session) and
// /api/public/invitations/{token} (no account: the token is the only key).
type Handler struct {
	store *Store
	// OnAnswer, if set, runs after a guest's answer changed an invitation, so the couple's open
	// screens hear of it at once (the realtime broker); the guest has no session to hang it on.
	OnAnswer func(ctx context.Context, a Answered)
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Invitations []Invitation `json:"invitations"`
}

// List answers GET /api/digital-invitations (newest first).
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	invs, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Invitations: invs})
}

// Create answers POST /api/digital-invitations: stores the invitation and queues its e-mail.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	inv, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, inv)
}

// Resend answers POST /api/digital-invitations/{id}/resend.
func (h *Handler) Resend(w http.ResponseWriter, r *http.Request) error {
	inv, err := h.store.Resend(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, inv)
}

// Delete answers DELETE /api/digital-invitations/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// PublicGet answers GET /api/public/invitations/{token}, the guest's RSVP page.
func (h *Handler) PublicGet(w http.ResponseWriter, r *http.Request) error {
	p, err := h.store.PublicGet(r.Context(), r.PathValue("token"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusOK, p)
}

// maxTokenLen bounds a page token before it is hashed and looked up: real ones are 43 characters.
const maxTokenLen = 128

// Preview is the link preview of GET /convite/{token} (linkpreview.Page): "Beatriz & Leonardo —
// 24/07/2027" and a description with no guest data; not found for an unknown token.
func (h *Handler) Preview(r *http.Request) (linkpreview.Meta, error) {
	token := r.PathValue("token")
	if token == "" || len(token) > maxTokenLen {
		return linkpreview.Meta{}, errLinkNotFound
	}
	couple, date, err := h.store.Preview(r.Context(), token)
	if err != nil {
		return linkpreview.Meta{}, err
	}
	return PreviewMeta(couple, date), nil
}

// PreviewMeta builds an invitation's link preview from the couple's names and the event date
// (YYYY-MM-DD, or "" when the couple has not set one): 'Beatriz & Leonardo — 24/07/2027'. It
// never carries a guest's data. The digital invitation's page and the guest's personal RSVP
// page (/r/{token}) share it.
func PreviewMeta(couple []string, date string) linkpreview.Meta {
	when := ptbr.Date(date)
	names := strings.Join(couple, " & ")
	if date == "" {
		title := names
		if title == "" {
			title = "Convite de casamento"
		}
		return linkpreview.Meta{Title: title, Description: "Você recebeu um convite de casamento. Abra o link para ver os detalhes e confirmar sua presença."}
	}
	if names == "" {
		return linkpreview.Meta{Title: "Convite de casamento — " + when,
			Description: "Você recebeu um convite de casamento para " + when + ". Abra o convite para ver os detalhes e confirmar sua presença."}
	}
	verb := ptbr.Agree(names, "convida", "convidam")
	return linkpreview.Meta{Title: names + " — " + when,
		Description: names + " " + verb + " você para o casamento em " + when + ". Abra o convite para ver os detalhes e confirmar sua presença."}
}

// Respond answers POST /api/public/invitations/{token}/response with {"answer": "confirmed" |
// "declined"}.
func (h *Handler) Respond(w http.ResponseWriter, r *http.Request) error {
	var a Answer
	if err := httpx.DecodeJSON(w, r, &a); err != nil {
		return err
	}
	if err := a.Validate(); err != nil {
		return err
	}
	p, done, err := h.store.Respond(r.Context(), r.PathValue("token"), a.Answer)
	if err != nil {
		return err
	}
	if done.WeddingID != "" && h.OnAnswer != nil {
		h.OnAnswer(context.WithoutCancel(r.Context()), done)
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusOK, p)
}

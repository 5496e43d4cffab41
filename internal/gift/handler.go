package gift

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/pix"
	"github.com/aceito/aceito/internal/wedding"
)

// Handler serves /api/gifts and /api/pix. Every route sits behind auth.Require; the wedding
// always comes from the session, never from the request.
type Handler struct {
	crud.Handler[Gift, Input, *Input]
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{Handler: crud.Handler[Gift, Input, *Input]{Store: store, ListKey: "gifts"}, store: store}
}

// pixResponse is the PIX key with the "copia e cola" payload built from it (both null when no
// key was saved).
type pixResponse struct {
	Pix     *PixInfo `json:"pix"`
	Payload *string  `json:"payload"`
}

func withPayload(p *PixInfo) (pixResponse, error) {
	if p == nil {
		return pixResponse{}, nil
	}
	payload, err := pix.Static(p.ChavePix, p.NomeBeneficiario)
	if err != nil {
		// Saved keys were validated with the same rules: this is a bug, not bad input.
		return pixResponse{}, errors.Join(errors.New("gift: stored PIX key does not build a payload"), err)
	}
	return pixResponse{Pix: p, Payload: &payload}, nil
}

// GetPix answers GET /api/pix on every plan. Without pix_gifts the saved key comes read-only
// and without its payload (the "copia e cola" and the QR code are the feature).
func (h *Handler) GetPix(w http.ResponseWriter, r *http.Request) error {
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	p, err := h.store.GetPix(r.Context(), weddingID)
	if err != nil {
		return err
	}
	if err := h.store.PixGate(r.Context(), weddingID); err != nil {
		if e, ok := apperr.As(err); !ok || e.Kind != apperr.KindForbidden {
			return err
		}
		return httpx.WriteJSON(w, http.StatusOK, pixResponse{Pix: p})
	}
	res, err := withPayload(p)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

// PutPix answers PUT /api/pix: validates the key for its type, saves it (403 without
// pix_gifts, nothing saved) and returns it with its payload. A stale version gets 409 conflict
// with the current answer of GET in details.current.
func (h *Handler) PutPix(w http.ResponseWriter, r *http.Request) error {
	var in PixInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.NormalizeAndValidate(); err != nil {
		return err
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	p, err := h.store.PutPix(r.Context(), weddingID, in)
	if errors.Is(err, wedding.ErrStale) {
		current, err := h.store.GetPix(r.Context(), weddingID)
		if err != nil {
			return err
		}
		res, err := withPayload(current)
		if err != nil {
			return err
		}
		return wedding.Conflict(res)
	}
	if err != nil {
		return err
	}
	res, err := withPayload(&p)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

var errNoPix = apperr.NotFound("Nenhuma chave PIX cadastrada.")

// QR answers GET /api/pix/qr.png: the payload as a 400 px PNG QR code.
func (h *Handler) QR(w http.ResponseWriter, r *http.Request) error {
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	if err := h.store.PixGate(r.Context(), weddingID); err != nil {
		return err
	}
	p, err := h.store.GetPix(r.Context(), weddingID)
	if err != nil {
		return err
	}
	if p == nil {
		return errNoPix
	}
	res, err := withPayload(p)
	if err != nil {
		return err
	}
	img, err := pix.QRPNG(*res.Payload)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Content-Length", strconv.Itoa(len(img)))
	// The key can change at any time and the image is private to the couple.
	w.Header().Set("Cache-Control", "private, no-cache")
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(img)
	return err
}

package gift

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/pix"
)

// Handler serves /api/gifts and /api/pix. Every route sits behind auth.Require; the wedding
// always comes from the session, never from the request.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Gifts []Gift `json:"gifts"`
}

// List answers GET /api/gifts.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	gifts, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Gifts: gifts})
}

// Create answers POST /api/gifts.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	g, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, g)
}

// Update answers PATCH /api/gifts/{id}: the fields present in the body replace the stored ones.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	g, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *Input) error {
		if err := httpx.Unmarshal(body, in); err != nil {
			return err
		}
		in.Normalize()
		return in.Validate()
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, g)
}

// Delete answers DELETE /api/gifts/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
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

// GetPix answers GET /api/pix (403 feature_not_available without pix_gifts).
func (h *Handler) GetPix(w http.ResponseWriter, r *http.Request) error {
	p, err := h.store.GetPix(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	res, err := withPayload(p)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

// PutPix answers PUT /api/pix: validates the key for its type, saves it (403 without
// pix_gifts, nothing saved) and returns it with its payload.
func (h *Handler) PutPix(w http.ResponseWriter, r *http.Request) error {
	var in PixInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.NormalizeAndValidate(); err != nil {
		return err
	}
	p, err := h.store.PutPix(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
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
	p, err := h.store.GetPix(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
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
	img, err := qrPNG(*res.Payload)
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

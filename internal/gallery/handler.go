package gallery

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
)

// Handler serves /api/gallery and the public image URLs.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{store: store}
}

type listResponse struct {
	Images []Image `json:"images"`
	// Usage and Limit feed the gated card (part 2 §2: usage is the number of images).
	Usage    int     `json:"usage"`
	Limit    *int    `json:"limit"`
	Plan     plan.ID `json:"plan"`
	PlanName string  `json:"plan_name"`
}

// List answers GET /api/gallery, newest first.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	images, err := h.store.List(r.Context(), id.WeddingID)
	if err != nil {
		return err
	}
	p, err := h.store.Plan(r.Context(), id.WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Images: images, Usage: len(images), Limit: p.Cap(plan.GalleryImages),
		Plan: p.ID, PlanName: p.Name})
}

// maxBody is the whole multipart body: the file plus room for the text fields and headers.
const (
	maxBody      = MaxFileBytes + 64<<10
	maxTextField = 8 << 10
)

var (
	errFileTooLarge = &apperr.Error{Kind: apperr.KindTooLarge, Code: "file_too_large",
		Message: "O arquivo deve ter no máximo 2MB.", Fields: map[string]string{"file": "too_large"}}
	errNotMultipart = apperr.BadRequest("invalid_multipart", "Envie a imagem como multipart/form-data.")
)

// readErr maps a failed body read: over the cap is the spec's 2 MB message.
func readErr(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errFileTooLarge
	}
	return errNotMultipart
}

// Create answers POST /api/gallery: a multipart form with file, titulo, descricao, categoria
// and publico. The file is judged by its bytes only; its name and declared type are ignored.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	weddingID := auth.MustIdentity(ctx).WeddingID
	// A full gallery answers before the upload is read (part 2 §5).
	if err := h.store.CheckRoom(ctx, weddingID); err != nil {
		return err
	}
	if r.ContentLength > maxBody {
		return errFileTooLarge
	}
	httpx.AllowSlowUpload(w) // up to 2 MB over a mobile link
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return errNotMultipart
	}
	var (
		in   Input
		data []byte
		seen = map[string]bool{}
		f    = apperr.Fields{}
	)
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return readErr(err)
		}
		name := part.FormName()
		if seen[name] {
			return &apperr.Error{Kind: apperr.KindBadRequest, Code: "duplicate_field",
				Message: "Campo repetido: " + name + ".", Fields: map[string]string{name: "duplicate"}}
		}
		seen[name] = true
		if name == "file" {
			if data, err = io.ReadAll(io.LimitReader(part, MaxFileBytes+1)); err != nil {
				return readErr(err)
			}
			if len(data) > MaxFileBytes {
				return errFileTooLarge
			}
			continue
		}
		b, err := io.ReadAll(io.LimitReader(part, maxTextField+1))
		if err != nil {
			return readErr(err)
		}
		v := string(b)
		if len(b) > maxTextField || !utf8.ValidString(v) || strings.ContainsRune(v, 0) {
			f.Add(name, "invalid")
		}
		switch name {
		case "titulo":
			in.Titulo = v
		case "descricao":
			in.Descricao = &v
		case "categoria":
			in.Categoria = v
		case "publico":
			switch strings.TrimSpace(v) {
			case "true", "on", "1":
				in.Publico = true
			case "false", "0", "":
			default:
				f.Add("publico", "invalid")
			}
		default:
			return &apperr.Error{Kind: apperr.KindBadRequest, Code: "unknown_field",
				Message: "Campo desconhecido: " + name + ".", Fields: map[string]string{name: "unknown"}}
		}
	}
	in.Normalize()
	in.Validate(f)
	var c checked
	if len(data) == 0 {
		f.Add("file", "required")
	} else if c, err = h.check(ctx, data); err != nil {
		var ie imageError
		if !errors.As(err, &ie) {
			return err
		}
		f.Add("file", string(ie))
	}
	if err := f.Err(); err != nil {
		return err
	}
	im, err := h.store.Create(ctx, weddingID, in, data, c)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, im)
}

// decoding lets one upload at a time, across the process, be decoded and thumbnailed, so
// decoder memory never exceeds DecodeBudget however many uploads arrive at once.
var decoding = make(chan struct{}, 1)

// takeDecoding waits for the decoding slot; the caller runs the returned release when done.
func takeDecoding(ctx context.Context) (release func(), err error) {
	select {
	case decoding <- struct{}{}:
		return func() { <-decoding }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("gallery: wait to decode: %w", ctx.Err())
	}
}

// check refuses from the header what it can (preflight), then runs checkImage when the decoding
// slot is free.
func (h *Handler) check(ctx context.Context, data []byte) (checked, error) {
	if _, _, err := preflight(data); err != nil {
		return checked{}, err
	}
	release, err := takeDecoding(ctx)
	if err != nil {
		return checked{}, err
	}
	defer release()
	return checkImage(data)
}

// Delete answers DELETE /api/gallery/{id}: the row, then its files.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Image answers GET /api/gallery/{id}/image for members of the wedding.
func (h *Handler) Image(w http.ResponseWriter, r *http.Request) error {
	return h.serveMember(w, r, false)
}

// Thumb answers GET /api/gallery/{id}/thumb for members of the wedding.
func (h *Handler) Thumb(w http.ResponseWriter, r *http.Request) error {
	return h.serveMember(w, r, true)
}

// PublicImage answers GET /api/public/gallery/{token}, without a session.
func (h *Handler) PublicImage(w http.ResponseWriter, r *http.Request) error {
	return h.servePublic(w, r, false)
}

// PublicThumb answers GET /api/public/gallery/{token}/thumb, without a session.
func (h *Handler) PublicThumb(w http.ResponseWriter, r *http.Request) error {
	return h.servePublic(w, r, true)
}

func (h *Handler) serveMember(w http.ResponseWriter, r *http.Request, thumb bool) error {
	im, err := h.store.Find(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	w.Header().Set("Cross-Origin-Resource-Policy", "same-origin")
	return h.serve(w, r, im, thumb, "private, no-cache")
}

func (h *Handler) servePublic(w http.ResponseWriter, r *http.Request, thumb bool) error {
	im, err := h.store.FindPublic(r.Context(), r.PathValue("token"))
	if err != nil {
		return err
	}
	// Public images are meant to be shown elsewhere (part 2 §6), so other sites may embed them.
	w.Header().Set("Cross-Origin-Resource-Policy", "cross-origin")
	return h.serve(w, r, im, thumb, "public, no-cache")
}

// serve writes one file. no-cache with an ETag makes browsers revalidate (a cheap 304), so a
// deleted image stops showing at once.
func (h *Handler) serve(w http.ResponseWriter, r *http.Request, im Image, thumb bool, cacheControl string) error {
	hd := w.Header()
	etag := im.etag(thumb)
	hd.Set("ETag", etag)
	hd.Set("Cache-Control", cacheControl)
	hd.Set("X-Content-Type-Options", "nosniff")
	// Opened directly, the file runs in a sandbox with nothing allowed, whatever it contains.
	hd.Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox")
	if inm := r.Header.Get("If-None-Match"); inm != "" && (inm == etag || inm == "W/"+etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	f, err := h.store.OpenFile(r.Context(), im, thumb)
	if err != nil {
		return err
	}
	defer f.body.Close()
	hd.Set("Content-Type", f.contentType)
	hd.Set("Content-Length", strconv.FormatInt(f.size, 10))
	hd.Set("Content-Disposition", "inline")
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return nil
	}
	if _, err := io.Copy(w, f.body); err != nil {
		// The status is sent: an error body would corrupt the image, so only log it.
		httpx.Logger(r.Context()).Info("gallery: send file", "err", err)
	}
	return nil
}

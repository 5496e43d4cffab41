package contract

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/gallery"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/contracts. Every route sits behind auth.Require; the wedding always comes
// from the session, never from the request, so a file is only ever served to a member of the
// wedding that uploaded it.
type Handler struct{ store *Store }

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Contracts []Contract `json:"contracts"`
}

// List answers GET /api/contracts.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	cs, err := h.store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Contracts: cs})
}

// maxFormBytes bounds the whole multipart body: the file plus its headers and the text fields.
const (
	maxFieldBytes = 8 << 10
	maxFormBytes  = MaxFileBytes + 64<<10
)

// Create answers POST /api/contracts, a multipart/form-data body with the text fields
// fornecedor, descricao, valor_cents, prazo_pagamento, budget_category, sinal_cents,
// sinal_vencimento, parcelas, primeira_parcela and an optional file part arquivo.
func (h *Handler) Create(w http.ResponseWriter, r *http.Request) error {
	httpx.AllowSlowUpload(w) // up to 5 MB over a mobile link
	in, f, err := readForm(w, r)
	if err != nil {
		return err
	}
	c, err := h.store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in, f)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, c)
}

// readForm streams the multipart body (never to disk), checks every field and the file's
// content, and returns the input only when all of it is valid.
func readForm(w http.ResponseWriter, r *http.Request) (Input, *File, error) {
	var in Input
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return in, nil, apperr.BadRequest("invalid_form", "Envie o contrato como multipart/form-data.")
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	mr, err := r.MultipartReader()
	if err != nil {
		return in, nil, apperr.BadRequest("invalid_form", "Formulário inválido.")
	}
	fields := apperr.Fields{}
	var file *File
	var fileName string
	seen := map[string]bool{}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return in, nil, formErr(err)
		}
		name := part.FormName()
		if seen[name] {
			return in, nil, apperr.BadRequest("invalid_form", "Campo repetido: "+name+".")
		}
		seen[name] = true
		if name == "arquivo" {
			// Read one byte past the limit to tell "exactly 5MB" from "more".
			data, err := io.ReadAll(io.LimitReader(part, MaxFileBytes+1))
			if err != nil {
				return in, nil, formErr(err)
			}
			if len(data) > MaxFileBytes {
				return in, nil, errFileTooLarge
			}
			fileName = part.FileName()
			if len(data) == 0 && fileName == "" {
				continue // an empty file input
			}
			kind, ok := Sniff(data)
			if !ok {
				// Not a document: a photo of the paper contract, or nothing we take.
				ext, err := gallery.CheckPhoto(r.Context(), data)
				if err != nil {
					if r.Context().Err() != nil {
						return in, nil, fmt.Errorf("contract: check photo: %w", err)
					}
					fields.Add("arquivo", "invalid_type")
					continue
				}
				kind = Kind(ext)
			}
			file = &File{Data: data, Kind: kind, Name: DisplayName(fileName, kind)}
			continue
		}
		value, err := io.ReadAll(io.LimitReader(part, maxFieldBytes+1))
		if err != nil {
			return in, nil, formErr(err)
		}
		if len(value) > maxFieldBytes {
			fields.Add(name, "too_long")
			continue
		}
		if !utf8.Valid(value) {
			fields.Add(name, "invalid")
			continue
		}
		v := string(value)
		switch name {
		case "fornecedor":
			in.Fornecedor = v
		case "descricao":
			in.Descricao = &v
		case "prazo_pagamento":
			in.PrazoPagamento = &v
		case "budget_category":
			in.BudgetCategory = &v
		case "sinal_vencimento":
			in.SinalVencimento = &v
		case "primeira_parcela":
			in.PrimeiraParcela = &v
		case "valor_cents", "sinal_cents", "parcelas":
			if strings.TrimSpace(v) == "" {
				continue
			}
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				fields.Add(name, "invalid_type")
				continue
			}
			switch name {
			case "valor_cents":
				in.ValorCents = &n
			case "sinal_cents":
				in.SinalCents = &n
			default:
				if n < 0 || n > MaxParcelas {
					fields.Add(name, "invalid")
					continue
				}
				in.Parcelas = int(n)
			}
		default:
			return in, nil, &apperr.Error{Kind: apperr.KindBadRequest, Code: "unknown_field",
				Message: "Campo desconhecido: " + name + ".", Fields: map[string]string{name: "unknown"}}
		}
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		e, _ := apperr.As(err)
		for k, v := range e.Fields {
			fields.Add(k, v)
		}
	}
	if len(fields) > 0 {
		if len(fields) == 1 && fields["arquivo"] == "invalid_type" {
			return in, nil, errFileType
		}
		err := fields.Err()
		if e, ok := apperr.As(err); ok && len(fields) == 1 {
			for f, code := range fields {
				if m := scheduleMessage(in, f, code); m != "" {
					e.Message = m
				}
			}
		}
		return in, nil, err
	}
	return in, file, nil
}

func formErr(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errFileTooLarge
	}
	return apperr.BadRequest("invalid_form", "Formulário inválido.")
}

// Update answers PUT /api/contracts/{id}: the JSON of every editable field (the status and
// the file are changed apart); its payment reminders follow the new schedule.
func (h *Handler) Update(w http.ResponseWriter, r *http.Request) error {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return err
	}
	c, err := h.store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
}

type statusInput struct {
	Status Status `json:"status"`
}

// SetStatus answers PATCH /api/contracts/{id}/status.
func (h *Handler) SetStatus(w http.ResponseWriter, r *http.Request) error {
	var in statusInput
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if !in.Status.valid() {
		return apperr.Invalid(map[string]string{"status": "invalid"})
	}
	c, err := h.store.SetStatus(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), in.Status)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, c)
}

// Delete answers DELETE /api/contracts/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// File answers GET /api/contracts/{id}/file with the checked type, never cached by shared
// caches. A PDF or a photo opens in the browser ('Ver arquivo', issues 15 and 18) under a sandbox
// CSP, so even a crafted file runs in an opaque origin without the couple's cookies; Word files
// download.
func (h *Handler) File(w http.ResponseWriter, r *http.Request) error {
	rc, name, kind, err := h.store.OpenFile(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	defer rc.Close()
	hd := w.Header()
	hd.Set("Content-Type", kind.ContentType())
	if kind.Inline() {
		hd.Set("Content-Disposition", InlineDisposition(name))
		hd.Set("Content-Security-Policy", "sandbox")
	} else {
		hd.Set("Content-Disposition", ContentDisposition(name))
	}
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		// Headers are gone; all that is left is to record it.
		httpx.Logger(r.Context()).Warn("contract file download interrupted", "err", fmt.Errorf("contract.File: %w", err))
	}
	return nil
}

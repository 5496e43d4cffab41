package guest

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/guestio"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

// The multipart envelope around the file: a few headers and the boundary.
const formOverhead = 64 << 10

var errNoFile = &apperr.Error{Kind: apperr.KindInvalid, Code: "validation_failed",
	Message: "Escolha um arquivo .csv ou .xlsx.", Fields: map[string]string{"arquivo": "required"}}

// readImportFile reads the form field "arquivo" of a multipart body, bounded by
// guestio.MaxFileBytes; the body is never spooled to disk.
func readImportFile(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, apperr.BadRequest("invalid_form", "Envie a planilha como multipart/form-data.")
	}
	httpx.AllowSlowUpload(w)
	r.Body = http.MaxBytesReader(w, r.Body, guestio.MaxFileBytes+formOverhead)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, apperr.BadRequest("invalid_form", "Formulário inválido.")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, errNoFile
		}
		if err != nil {
			return nil, formErr(err)
		}
		if part.FormName() != "arquivo" {
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, guestio.MaxFileBytes+1))
		if err != nil {
			return nil, formErr(err)
		}
		if len(data) > guestio.MaxFileBytes {
			return nil, guestio.ErrTooLarge
		}
		if len(data) == 0 {
			return nil, errNoFile
		}
		return data, nil
	}
}

func formErr(err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return guestio.ErrTooLarge
	}
	return apperr.BadRequest("invalid_form", "Formulário inválido.")
}

// ImportPreview answers POST /api/guests/import/preview: what the import of the file would do,
// row by row. It writes nothing.
func (h *Handler) ImportPreview(w http.ResponseWriter, r *http.Request) error {
	data, err := readImportFile(w, r)
	if err != nil {
		return err
	}
	res, err := h.store.PreviewImport(r.Context(), auth.MustIdentity(r.Context()).WeddingID, data)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

// ImportCommit answers POST /api/guests/import: it adds the file's new rows (see
// Store.CommitImport) and answers what it did, row by row.
func (h *Handler) ImportCommit(w http.ResponseWriter, r *http.Request) error {
	data, err := readImportFile(w, r)
	if err != nil {
		return err
	}
	res, err := h.store.CommitImport(r.Context(), auth.MustIdentity(r.Context()).WeddingID, data)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, res)
}

// Export answers GET /api/guests/export?formato=csv|xlsx: the whole list as a file that
// re-imports unchanged.
func (h *Handler) Export(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	weddingID := auth.MustIdentity(ctx).WeddingID
	format := r.URL.Query().Get("formato")
	if format == "" {
		format = "csv"
	}
	if format != "csv" && format != "xlsx" {
		return apperr.BadRequest("invalid_format", "Formato deve ser csv ou xlsx.")
	}
	guests, err := h.store.List(ctx, weddingID)
	if err != nil {
		return err
	}
	loc, err := wedding.Location(ctx, h.store.db, weddingID)
	if err != nil {
		return err
	}
	records := ExportRecords(guests, loc)
	var body []byte
	contentType := "text/csv; charset=utf-8"
	if format == "csv" {
		body, err = guestio.WriteCSV(records)
	} else {
		contentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
		body, err = guestio.WriteXLSX(records)
	}
	if err != nil {
		return fmt.Errorf("guest.Export: %w", err)
	}
	day := h.store.now().In(loc).Format("2006-01-02")
	hd := w.Header()
	hd.Set("Content-Type", contentType)
	hd.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="convidados-%s.%s"`, day, format))
	hd.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(body)
	return err
}

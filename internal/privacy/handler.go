package privacy

import (
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/wedding"
)

var errExportNotFound = apperr.NotFound("Arquivo não encontrado ou expirado. Peça um novo em Configurações › Seus dados.")

// Handler serves the privacy endpoints.
type Handler struct {
	svc *Service
	// ClearCookie ends the browser's session cookie (auth.Auth.ClearCookie).
	ClearCookie func(w http.ResponseWriter)
}

// NewHandler returns a Handler on svc.
func NewHandler(svc *Service, clearCookie func(http.ResponseWriter)) *Handler {
	return &Handler{svc: svc, ClearCookie: clearCookie}
}

type settings struct {
	KeepGuestData bool `json:"keep_guest_data"`
}

// GetSettings answers GET /api/privacy: the couple's privacy choices.
func (h *Handler) GetSettings(w http.ResponseWriter, r *http.Request) error {
	var out settings
	if err := h.svc.DB.QueryRowContext(r.Context(), `SELECT keep_guest_data FROM weddings WHERE id = $1`,
		auth.MustIdentity(r.Context()).WeddingID).Scan(&out.KeepGuestData); err != nil {
		return fmt.Errorf("privacy.GetSettings: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, out)
}

// PutSettings answers PUT /api/privacy: 'Manter dados dos convidados após o casamento'.
func (h *Handler) PutSettings(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		KeepGuestData *bool `json:"keep_guest_data"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.KeepGuestData == nil {
		return apperr.Invalid(map[string]string{"keep_guest_data": "required"})
	}
	weddingID := auth.MustIdentity(r.Context()).WeddingID
	err := h.svc.DB.InTx(r.Context(), func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(r.Context(), tx, weddingID, h.svc.now()); err != nil {
			return err
		}
		if _, err := tx.ExecContext(r.Context(), `UPDATE weddings SET keep_guest_data = $1 WHERE id = $2`, *in.KeepGuestData, weddingID); err != nil {
			return err
		}
		text := "escolheu apagar os contatos dos convidados 12 meses após o casamento"
		if *in.KeepGuestData {
			text = "escolheu manter os contatos dos convidados após o casamento"
		}
		return activity.Record(r.Context(), tx, weddingID, activity.Entry{Area: activity.Profile, Text: text}, h.svc.now())
	})
	if err != nil {
		return fmt.Errorf("privacy.PutSettings: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, settings{KeepGuestData: *in.KeepGuestData})
}

// ListExports answers GET /api/data-exports: the wedding's exports still downloadable or in progress.
func (h *Handler) ListExports(w http.ResponseWriter, r *http.Request) error {
	list, err := h.svc.ListExports(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]any{"exports": list})
}

// RequestExport answers POST /api/data-exports ('Baixar meus dados'): 202 with the queued
// export, or 200 with the one already in progress.
func (h *Handler) RequestExport(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	e, created, err := h.svc.RequestExport(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	status := http.StatusOK
	if created {
		status = http.StatusAccepted
	}
	return httpx.WriteJSON(w, status, e)
}

// DownloadExport answers GET /api/data-exports/{id}/download, to members of the wedding only,
// while the export is ready and not expired.
func (h *Handler) DownloadExport(w http.ResponseWriter, r *http.Request) error {
	e, f, err := h.svc.OpenExport(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	defer f.Close()
	hd := w.Header()
	hd.Set("Content-Type", "application/zip")
	day := e.CreatedAt.Format(time.DateOnly)
	if e.ReadyAt != nil {
		day = e.ReadyAt.Format(time.DateOnly)
	}
	hd.Set("Content-Disposition", `attachment; filename="aceito-meus-dados-`+day+`.zip"`)
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	if e.SizeBytes != nil {
		hd.Set("Content-Length", strconv.FormatInt(*e.SizeBytes, 10))
	}
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, f); err != nil {
		httpx.Logger(r.Context()).Warn("data export download interrupted", "export_id", e.ID, "err", err)
	}
	return nil
}

// RequestDeletion answers POST /api/account/delete ('Excluir conta').
func (h *Handler) RequestDeletion(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Password     string `json:"password"`
		Confirmation string `json:"confirmation"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	id := auth.MustIdentity(r.Context())
	due, err := h.svc.RequestDeletion(r.Context(), id.UserID, id.WeddingID, in.Password, in.Confirmation)
	if err != nil {
		return err
	}
	h.ClearCookie(w)
	return httpx.WriteJSON(w, http.StatusAccepted, map[string]any{"deletion_due_at": due})
}

// CancelDeletion answers POST /api/account/delete/cancel with the e-mailed token ('Cancelar exclusão').
func (h *Handler) CancelDeletion(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Token string `json:"token"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	email, err := h.svc.CancelDeletion(r.Context(), in.Token)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"email": email})
}

// ListBackups answers GET /api/backups ('Backup automático'): the wedding's ready weekly copies.
// Copies made before a downgrade stay listed (they are the couple's data).
func (h *Handler) ListBackups(w http.ResponseWriter, r *http.Request) error {
	list, err := h.svc.ListBackups(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]any{"backups": list})
}

// DownloadBackup answers GET /api/backups/{id}/download, to members of the wedding only.
func (h *Handler) DownloadBackup(w http.ResponseWriter, r *http.Request) error {
	b, f, err := h.svc.OpenBackup(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"))
	if err != nil {
		return err
	}
	defer f.Close()
	hd := w.Header()
	hd.Set("Content-Type", "application/zip")
	hd.Set("Content-Disposition", `attachment; filename="aceito-backup-`+b.CreatedAt.Format(time.DateOnly)+`.zip"`)
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Length", strconv.FormatInt(b.SizeBytes, 10))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, f); err != nil {
		httpx.Logger(r.Context()).Warn("backup download interrupted", "backup_id", b.ID, "err", err)
	}
	return nil
}

// Package privacy is the couple's LGPD rights and the data retention rules: 'Baixar meus dados'
// (a zip of every row and file of the wedding, built in the background), 'Excluir conta' (after
// a 7-day grace period that an e-mailed link can undo) and the maintenance that deletes what is
// no longer needed (README, "Privacidade e retenção").
package privacy

import (
	"context"
	"log/slog"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/storage"
)

// Billing is what account deletion needs from the payment side (billing.Service implements it).
type Billing interface {
	// StopRenewal asks the provider not to renew the wedding's subscription (reversible by the
	// couple with 'Retomar assinatura'); a wedding without a paid subscription is not an error.
	StopRenewal(ctx context.Context, weddingID string) error
	// CancelNow ends the wedding's subscription at the provider at once, just before the
	// wedding is deleted.
	CancelNow(ctx context.Context, weddingID string) error
}

// Service serves the privacy endpoints and runs exports, deletions and retention.
type Service struct {
	DB      *db.DB
	Files   storage.Store
	Billing Billing
	Log     *slog.Logger
	BaseURL string
	Now     func() time.Time
	// Announce tells the wedding's open apps that resource changed (and which notifications
	// were created), for work done outside a request.
	Announce func(ctx context.Context, weddingID, resource string, notificationIDs ...string)

	kick        chan struct{}
	backupPause func(took time.Duration) time.Duration // backupPause; a test makes it long
}

// New returns a Service; the fields above stay settable.
func New(d *db.DB, files storage.Store, billing Billing, log *slog.Logger, baseURL string, now func() time.Time) *Service {
	return &Service{DB: d, Files: files, Billing: billing, Log: log, BaseURL: baseURL, Now: now,
		Announce: func(context.Context, string, string, ...string) {}, kick: make(chan struct{}, 1),
		backupPause: backupPause}
}

func (s *Service) now() time.Time { return s.Now().UTC() }

// Retention periods (README, "Privacidade e retenção").
const (
	// ExportTTL is how long a ready export can be downloaded before it and its file are deleted.
	ExportTTL = 24 * time.Hour
	// DeletionGrace is how long a requested account deletion can be undone.
	DeletionGrace = 7 * 24 * time.Hour
	// PreCheckoutRetention: e-mails typed in the plan picker that never led to a purchase.
	PreCheckoutRetention = 30 * 24 * time.Hour
	// ReadNotificationRetention: notifications already read.
	ReadNotificationRetention = 180 * 24 * time.Hour
	// PaymentRecordRetention: paid checkouts, kept for tax law after the wedding is deleted.
	PaymentRecordRetention = 5 * 365 * 24 * time.Hour
	// guestDataYears after the wedding date, guests' e-mail and phone are cleared unless the
	// couple chose to keep them.
	guestDataYears = 1
)

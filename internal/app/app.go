// Package app wires configuration, stores and handlers into one http.Handler.
package app

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/billing"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/ceremony"
	"github.com/aceito/aceito/internal/checklist"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/dashboard"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/gift"
	"github.com/aceito/aceito/internal/godparent"
	"github.com/aceito/aceito/internal/guest"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/invitation"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/profile"
)

// App holds the wired services.
type App struct {
	cfg    config.Config
	db     *db.DB
	log    *slog.Logger
	web    fs.FS
	auth   *auth.Auth
	guests *guest.Handler
	pre    billing.PreCheckout
	bill   *billing.Service

	checklist   *checklist.Handler
	ceremonies  *ceremony.Handler
	dashboard   *dashboard.Handler
	profile     *profile.Handler
	budget      *budget.Handler
	invitations *invitation.Handler
	godparents  *godparent.Handler
	gifts       *gift.Handler

	notifications *notification.Handler
}

// New wires an App. web is the built single-page app (its index.html at the root); now is the
// clock (time.Now outside tests).
func New(cfg config.Config, d *db.DB, log *slog.Logger, web fs.FS, now func() time.Time) *App {
	a := &App{
		cfg: cfg, db: d, log: log, web: web,
		auth: auth.New(d, auth.Options{SessionTTL: cfg.SessionTTL, SecureCookies: cfg.SecureCookies(),
			BaseURL: cfg.BaseURL, TrustProxy: cfg.TrustProxy, Now: now}),
		guests: guest.NewHandler(guest.NewStore(d, now)),
		pre:    billing.PreCheckout{DB: d, Now: now},

		checklist:  checklist.NewHandler(checklist.NewStore(d, now)),
		ceremonies: ceremony.NewHandler(ceremony.NewStore(d, now)),

		dashboard:   dashboard.NewHandler(d, now),
		profile:     profile.NewHandler(profile.NewStore(d, now)),
		budget:      budget.NewHandler(budget.NewStore(d, now)),
		invitations: invitation.NewHandler(invitation.NewStore(d, now)),
		godparents:  godparent.NewHandler(godparent.NewStore(d, now)),
		gifts:       gift.NewHandler(gift.NewStore(d, now)),

		notifications: notification.NewHandler(notification.NewStore(d, now)),
	}
	var provider billing.Provider = billing.Local{BaseURL: cfg.BaseURL}
	if cfg.Billing == "stripe" {
		provider = billing.NewStripe(cfg.StripeSecretKey, cfg.StripeWebhookSecret, cfg.StripeAPIURL, cfg.BaseURL)
	}
	a.bill = &billing.Service{DB: d, Auth: a.auth, Provider: provider, BaseURL: cfg.BaseURL, Now: now}
	return a
}

// Handler is the whole HTTP surface: API, health checks and the web app.
func (a *App) Handler() http.Handler {
	mux := http.NewServeMux()
	for _, rt := range a.routes() {
		mux.Handle(rt.Method+" "+rt.Path, rt.handler)
	}
	mux.Handle("/api/", httpx.HandlerFunc(func(w http.ResponseWriter, r *http.Request) error {
		return errNoSuchRoute
	}))
	mux.Handle("/", spaHandler(a.web))
	return httpx.Chain(mux,
		httpx.RequestLog(a.log),
		httpx.Recover,
		httpx.SecurityHeaders(a.cfg.SecureCookies()),
		httpx.CrossOrigin(a.cfg.BaseURL),
	)
}

// RunMaintenance deletes expired sessions, tokens and unpaid checkouts every interval until ctx ends.
func (a *App) RunMaintenance(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if err := a.auth.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := a.bill.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

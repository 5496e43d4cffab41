// Package app wires configuration, stores and handlers into one http.Handler.
package app

import (
	"context"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"io/fs"
	"log/slog"
	"net/http"
	"path/filepath"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/billing"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/cache"
	"github.com/aceito/aceito/internal/calfeed"
	"github.com/aceito/aceito/internal/ceremony"
	"github.com/aceito/aceito/internal/checklist"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/contract"
	"github.com/aceito/aceito/internal/dashboard"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/gallery"
	"github.com/aceito/aceito/internal/gift"
	"github.com/aceito/aceito/internal/godparent"
	"github.com/aceito/aceito/internal/guest"
	"github.com/aceito/aceito/internal/honeymoon"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/invitation"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/landing"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/member"
	"github.com/aceito/aceito/internal/metrics"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/onboarding"
	"github.com/aceito/aceito/internal/privacy"
	"github.com/aceito/aceito/internal/profile"
	"github.com/aceito/aceito/internal/push"
	"github.com/aceito/aceito/internal/ratelimit"
	"github.com/aceito/aceito/internal/realtime"
	"github.com/aceito/aceito/internal/reminder"
	"github.com/aceito/aceito/internal/site"
	"github.com/aceito/aceito/internal/spending"
	"github.com/aceito/aceito/internal/storage"
	"github.com/aceito/aceito/internal/weather"
	"github.com/aceito/aceito/internal/weddingsite"
)

// App holds the wired services.
type App struct {
	cfg     config.Config
	db      *db.DB
	log     *slog.Logger
	web     fs.FS
	auth    *auth.Auth
	guests  *guest.Handler
	pre     billing.PreCheckout
	bill    *billing.Service
	limits  *ratelimit.Limiter // the one abuse limiter (rate_limits table), shared by all instances
	landing *landing.Handler   // social proof of the landing page

	checklist      *checklist.Handler
	ceremonies     *ceremony.Handler
	dashboard      *dashboard.Handler
	profile        *profile.Handler
	onboarding     *onboarding.Handler
	budget         *budget.Handler
	invitations    *invitation.Handler
	godparents     *godparent.Handler
	gifts          *gift.Handler
	honeymoon      *honeymoon.Handler
	notifications  *notification.Handler
	notifyPrefs    *notifypref.Handler // 'Notificações': reminders by e-mail, per member; unsubscribe links
	push           *push.Handler       // Web Push: the VAPID public key and the members' devices
	activity       *activity.Handler   // 'Atividade' (the log) and presence
	contracts      *contract.Handler
	reminders      *reminder.Handler // payment reminders (financial control, advanced events)
	spending       *spending.Handler // spending limits
	digitalInvites *digitalinvite.Handler
	gallery        *gallery.Handler
	calendarFeeds  *calfeed.Handler // private iCalendar feeds and single-event downloads
	weather        *weather.Handler // rain alerts: venue, forecast, city search
	weatherSvc     *weather.Service
	weatherReplay  *weather.Replay  // ACEITO_TEST_ENDPOINTS only: recorded Open-Meteo answers
	privacy        *privacy.Service // LGPD: data exports, account deletion, retention
	privacyHTTP    *privacy.Handler
	site           httpx.HandlerFunc    // GET /api/site: support contacts and operator identity
	members        *member.Service      // the wedding's people: invitations, roles, removal
	weddingSites   *weddingsite.Handler // the couple's public site /casamento/{slug} and its PIX gifts

	files  storage.Store // uploaded gallery images and contract files
	mailer *mail.Sender  // nil without SMTP: e-mail then stays in the outbox and the log

	events    *realtime.Broker // SSE hints; crosses instances through LISTEN/NOTIFY on PostgreSQL
	scheduler *job.Scheduler   // reminders and overdue payments, delivered once
	metrics   *metrics.Metrics // this app's own registry, served only on ACEITO_METRICS_ADDR
	now       func() time.Time
}

// New wires an App. web is the built single-page app (its index.html at the root); now is the
// clock (time.Now outside tests).
func New(cfg config.Config, d *db.DB, log *slog.Logger, web fs.FS, now func() time.Time) (*App, error) {
	files, err := newFileStore(cfg, log)
	if err != nil {
		return nil, fmt.Errorf("app: file store: %w", err)
	}
	linkKey, err := guest.LoadLinkKey(cfg.RSVPLinkKey, cfg.DataDir)
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	links, err := guest.NewLinks(linkKey, cfg.BaseURL)
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	guestStore := guest.NewStore(d, now).WithLinks(links)
	// Every write that moves a spend or a limit checks the 60/80/100 % crossings in its transaction.
	spendingAlerts := &spending.Alerts{BaseURL: cfg.BaseURL, Log: log}
	budgetStore := budget.NewStore(d, now)
	budgetStore.AfterSpend = spendingAlerts.Check
	honeymoonStore := honeymoon.NewStore(d, now, log)
	honeymoonStore.AfterSpend = spendingAlerts.Check
	reminderStore := reminder.NewStore(d, now)
	reminderStore.AfterSpend = spendingAlerts.Check
	if err := guestStore.IssueMissingLinks(context.Background()); err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	diStore := digitalinvite.NewStore(d, now, cfg.BaseURL, log)
	diStore.GuestLink = guestStore.LinkFor
	met := metrics.New()
	met.DB(d.DB)
	limits := ratelimit.New(d, now, ratelimit.Options{Factor: cfg.RateLimitFactor,
		Proxies: ratelimit.Proxies{Trusted: cfg.TrustedProxies, TrustPeer: cfg.TrustProxy}, Refused: met.RateLimitRefusals})
	a := &App{
		cfg: cfg, db: d, log: log, web: web, now: now, files: files, limits: limits, metrics: met,
		auth: auth.New(d, auth.Options{SessionTTL: cfg.SessionTTL, SessionMaxAge: cfg.SessionMaxAge, SecureCookies: cfg.SecureCookies(),
			BaseURL: cfg.BaseURL, Limits: limits, Now: now}),
		guests: guest.NewHandler(guestStore),
		pre:    billing.PreCheckout{DB: d, Now: now, BaseURL: cfg.BaseURL, Limits: limits},

		checklist:  checklist.NewHandler(checklist.NewStore(d, now)),
		ceremonies: ceremony.NewHandler(ceremony.NewStore(d, now)),

		dashboard:     dashboard.NewHandler(d, now),
		profile:       profile.NewHandler(profile.NewStore(d, now)),
		onboarding:    onboarding.NewHandler(onboarding.NewStore(d, now)),
		budget:        budget.NewHandler(budgetStore),
		invitations:   invitation.NewHandler(invitation.NewStore(d, now)),
		godparents:    godparent.NewHandler(godparent.NewStore(d, now)),
		gifts:         gift.NewHandler(gift.NewStore(d, now)),
		honeymoon:     honeymoon.NewHandler(honeymoonStore),
		notifications: notification.NewHandler(notification.NewStore(d, now)),

		contracts:      contract.NewHandler(contract.NewStore(d, files, now, log)),
		reminders:      reminder.NewHandler(reminderStore),
		spending:       spending.NewHandler(spending.NewStore(d, now, spendingAlerts)),
		digitalInvites: digitalinvite.NewHandler(diStore),
		gallery:        gallery.NewHandler(gallery.NewStore(d, files, now, log)),
		calendarFeeds:  calfeed.NewHandler(calfeed.NewStore(d, now, cfg.BaseURL)),
		weddingSites:   weddingsite.NewHandler(weddingsite.NewStore(d, now)),
	}
	var provider billing.Provider = billing.Local{BaseURL: cfg.BaseURL}
	if cfg.Billing == "local" {
		// Loud on purpose: a production server left on test payments gives plans away.
		log.Warn("TEST PAYMENTS: ACEITO_BILLING=local accepts a simulated card and grants paid plans without charging anything; "+
			"never run it where real customers pay (set ACEITO_BILLING=stripe)",
			"base_url", cfg.BaseURL, "allow_test_payments", cfg.AllowTestPayments)
	}
	if cfg.Billing == "stripe" {
		provider = billing.NewStripe(cfg.StripeSecretKey, cfg.StripeWebhookSecret, cfg.StripeAPIURL, cfg.BaseURL)
	}
	a.bill = &billing.Service{DB: d, Auth: a.auth, Provider: provider, BaseURL: cfg.BaseURL, Now: now}
	if w := cfg.Operator.SupportWhatsApp; w.Configured() {
		a.bill.SupportWhatsApp = &billing.Contact{Display: w.Display(), URL: w.WhatsAppURL()}
	}
	lo := cfg.LaunchOffer
	if err := billing.SyncOffer(context.Background(), d, billing.OfferTerms{Open: !lo.Off, PercentOff: lo.PercentOff,
		Places: lo.Places, Months: lo.Months}, now()); err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	testimonials, err := landing.LoadTestimonials(cfg.TestimonialsFile)
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	a.landing = &landing.Handler{DB: d, Testimonials: testimonials, Now: now}
	if cfg.SMTP.Enabled() {
		tr, err := mail.NewSMTP(mail.SMTPConfig{Host: cfg.SMTP.Host, Port: cfg.SMTP.Port, Username: cfg.SMTP.Username,
			Password: cfg.SMTP.Password, From: cfg.SMTP.From, TLS: cfg.SMTP.TLS})
		if err != nil {
			log.Error("e-mail delivery off", "err", err) // config.Load already checked these values
		} else {
			a.mailer = mail.NewSender(d, tr, log, now, mail.Options{Results: met.MailDeliveries})
		}
	}
	if d.Dialect == db.Postgres {
		if a.events, err = realtime.NewPostgresBroker(context.Background(), d, now); err != nil {
			return nil, fmt.Errorf("app: %w", err)
		}
	} else {
		a.events = realtime.NewBroker(now)
	}
	a.events.SessionAlive = a.auth.SessionAlive
	a.activity = activity.NewHandler(activity.NewStore(d, now), a.events)
	a.privacy = privacy.New(d, files, a.bill, log, cfg.BaseURL, now)
	a.privacy.Announce = func(ctx context.Context, weddingID, resource string, ids ...string) {
		a.events.Announce(ctx, log, weddingID, resource, ids...)
	}
	a.privacyHTTP = privacy.NewHandler(a.privacy, a.auth.ClearCookie)
	a.members = &member.Service{DB: d, Auth: a.auth, BaseURL: cfg.BaseURL, Now: now,
		Changed: func(ctx context.Context, weddingID string) { a.events.Announce(ctx, log, weddingID, "members") },
		EndStreams: func(ctx context.Context, weddingID, userID string) {
			a.events.EndSessions(ctx, log, weddingID, userID)
		}}
	if a.site, err = site.Handler(site.New(cfg.Operator)); err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	if missing := cfg.Operator.Missing(); len(missing) > 0 {
		log.Warn("the privacy policy (/privacidade) lacks the data controller's identity or contact; set these before going public",
			"missing", missing)
	}
	a.scheduler = job.New(d, log, a.events)
	a.scheduler.Lag, a.scheduler.LastTick = met.SchedulerLag, met.SchedulerLastTick
	a.scheduler.SetMailer(&notifypref.Mailer{BaseURL: cfg.BaseURL, Log: log}) // reminders by e-mail and the daily digest
	a.notifyPrefs = notifypref.NewHandler(notifypref.NewStore(d, now), cfg.BaseURL)
	a.notifyPrefs.Changed = func(ctx context.Context, weddingID, userID string) {
		if err := a.events.Publish(ctx, weddingID, realtime.MemberChanged(userID)); err != nil {
			log.Error("realtime publish", "err", err)
		}
	}
	if err := a.wirePush(cfg, d, log, now); err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	a.scheduler.AddPagedSource(job.InvitationReminders(cfg.BaseURL, guestStore.LinkFor, log))
	a.scheduler.AddSource(job.TrialNotices(cfg.BaseURL, log))
	a.weatherSvc = weather.NewService(d, weather.NewOpenMeteo(cfg.WeatherURL, cfg.GeocodingURL, cfg.WeatherAPIKey), now, log)
	a.weather = weather.NewHandler(a.weatherSvc, func(ctx context.Context, weddingID string) error {
		return limits.Hit(ctx, ratelimit.WeatherSearchWedding, weddingID)
	})
	a.scheduler.AddPagedSource(job.WeatherAlerts(a.weatherSvc, cfg.BaseURL, log))
	if cfg.TestEndpoints {
		a.weatherReplay = weather.NewReplay("moderate")
	}
	a.scheduler.AddPagedSource(a.privacy.BackupSource) // Luxo's weekly 'Backup automático'
	a.bill.Changed = func(ctx context.Context, weddingID string) { a.events.Announce(ctx, log, weddingID, "subscription") }
	a.guests.OnAnswer = func(ctx context.Context, done guest.Answered) {
		var created []string
		if done.NotificationID != "" {
			created = append(created, done.NotificationID)
		}
		a.events.Announce(ctx, log, done.WeddingID, "guests", created...)
	}
	a.digitalInvites.OnAnswer = func(ctx context.Context, done digitalinvite.Answered) {
		var created []string
		if done.NotificationID != "" { // a quick change of answer notifies nobody
			created = append(created, done.NotificationID)
		}
		a.events.Announce(ctx, log, done.WeddingID, "digital-invitations", created...)
	}
	a.weddingSites.OnClaim = func(ctx context.Context, weddingID string) {
		a.events.Announce(ctx, log, weddingID, "gift-claims")
	}
	a.registerMetrics()
	return a, nil
}

// wirePush sets up Web Push: the VAPID pair from the configuration, or the one kept in the
// database (made by the first instance to start); the subscription routes; and the sender that
// the scheduler's tick runs.
func (a *App) wirePush(cfg config.Config, d *db.DB, log *slog.Logger, now func() time.Time) error {
	hosts, err := push.NewHosts(cfg.PushHosts)
	if err != nil {
		return err
	}
	keys := push.Keys{Public: cfg.VAPIDPublicKey, Private: cfg.VAPIDPrivateKey}
	if keys.Public == "" {
		if keys, err = push.LoadOrCreateKeys(context.Background(), d, now()); err != nil {
			return err
		}
	}
	a.push = push.NewHandler(push.NewStore(d, hosts, now), keys.Public)
	a.scheduler.SetPusher(push.NewSender(d, keys, cfg.VAPIDSubject, hosts, log, push.Options{}))
	return nil
}

// registerMetrics adds the series read at scrape time: caches, SSE streams, outbox backlog.
func (a *App) registerMetrics() {
	caches := map[string]metrics.CacheStats{}
	for _, named := range []map[string]*cache.Versioned{a.guests.Caches(), a.dashboard.Caches(), a.weddingSites.Caches()} {
		for name, c := range named {
			caches[name] = c.Stats
		}
	}
	a.metrics.Caches(caches)
	a.metrics.OpenStreams(a.events.OpenStreams)
	a.metrics.Outbox(func(ctx context.Context) (int, time.Duration, error) {
		return mail.Backlog(ctx, a.db, a.now())
	})
}

// MetricsHandler serves this app's Prometheus metrics; the server mounts it only on the private
// ACEITO_METRICS_ADDR listener, never in Handler.
func (a *App) MetricsHandler() http.Handler { return a.metrics.Handler() }

// newFileStore picks the blob store: local files under the data dir, or an S3-compatible bucket.
// Local files get the disk guard (an S3 bucket has no disk of ours to fill).
func newFileStore(cfg config.Config, log *slog.Logger) (storage.Store, error) {
	if cfg.Storage == "s3" {
		return storage.NewS3(context.Background(), storage.S3Config{Endpoint: cfg.S3.Endpoint, Bucket: cfg.S3.Bucket,
			Region: cfg.S3.Region, AccessKey: cfg.S3.AccessKey, SecretKey: cfg.S3.SecretKey, UseSSL: cfg.S3.UseSSL})
	}
	dir := filepath.Join(cfg.DataDir, "files")
	local, err := storage.NewLocal(dir)
	if err != nil {
		return nil, err
	}
	return storage.DiskGuard{Store: local, Dir: dir, Min: cfg.MinFreeDisk, Log: log, Free: storage.FreeBytes}, nil
}

// Handler is the whole HTTP surface: API, health checks and the web app.
func (a *App) Handler() http.Handler {
	mux := http.NewServeMux()
	for _, rt := range a.routes() {
		mux.Handle(rt.Method+" "+rt.Path, a.handler(rt))
	}
	mux.Handle("/api/", httpx.HandlerFunc(func(w http.ResponseWriter, r *http.Request) error {
		return errNoSuchRoute
	}))
	mux.Handle("/", spaHandler(a.web, a.weddingSitePage))
	return httpx.Chain(mux,
		httpx.RequestLog(a.log, a.metrics.ObserveHTTP),
		httpx.Recover,
		httpx.SecurityHeaders(a.cfg.SecureCookies()),
		httpx.CrossOrigin(a.cfg.BaseURL),
	)
}

// RunMailer delivers the e-mail outbox over SMTP until ctx ends; without SMTP it returns at
// once and messages stay in the outbox and the log.
func (a *App) RunMailer(ctx context.Context) {
	if a.mailer == nil {
		a.log.Info("e-mail delivery off: ACEITO_SMTP_HOST not set; messages stay in the outbox table and the log")
		return
	}
	a.log.Info("e-mail delivery on", "smtp_host", a.cfg.SMTP.Host, "smtp_port", a.cfg.SMTP.Port, "tls", a.cfg.SMTP.TLS)
	a.mailer.Run(ctx)
}

// DeliverMail attempts every due outbox message once now and returns how many were sent (0
// without SMTP). Tests use it instead of waiting for RunMailer's next round.
func (a *App) DeliverMail(ctx context.Context) (int, error) {
	if a.mailer == nil {
		return 0, nil
	}
	return a.mailer.DeliverDue(ctx)
}

// RunRealtime receives the other instances' realtime events (PostgreSQL LISTEN) until ctx ends;
// on SQLite it returns at once.
func (a *App) RunRealtime(ctx context.Context) { a.events.Listen(ctx, a.log) }

// FlushRealtime waits, at most until ctx ends, for the realtime events published so far to
// reach the other instances; a shutting-down server calls it after its last request and
// background job, before the database closes. Events still unsent then are logged.
func (a *App) FlushRealtime(ctx context.Context) {
	if left := a.events.Flush(ctx); left > 0 {
		a.log.Warn("realtime: events not sent to the other instances before shutdown", "events", left)
	}
}

// CloseStreams ends the open realtime streams; register it with http.Server.RegisterOnShutdown.
func (a *App) CloseStreams() { a.events.CloseStreams() }

// RealtimeListening is closed once RunRealtime receives other instances' events.
func (a *App) RealtimeListening() <-chan struct{} { return a.events.Listening() }

// RunScheduler makes the timed deliveries (reminders, overdue payments) and sends the due Web
// Push notifications at each minute until ctx ends.
func (a *App) RunScheduler(ctx context.Context) { a.scheduler.Run(ctx, a.now) }

// RunJobs runs one scheduler tick at now and returns how many deliveries it made; the pushes due
// at now are sent before it returns. Tests and the test-only endpoint use it instead of waiting
// for the next minute.
func (a *App) RunJobs(ctx context.Context, now time.Time) (int, error) {
	n, err := a.scheduler.Tick(ctx, now)
	a.privacy.Kick() // weekly copies it queued are built by RunExports
	return n, err
}

// RunExports builds requested data exports in the background, one at a time, until ctx ends.
func (a *App) RunExports(ctx context.Context) { a.privacy.RunExports(ctx) }

// BuildExports builds every queued data export now; tests use it instead of RunExports.
func (a *App) BuildExports(ctx context.Context) (int, error) { return a.privacy.BuildPending(ctx) }

// BuildBackups builds every queued weekly copy ('Backup automático') now; tests use it instead
// of RunExports.
func (a *App) BuildBackups(ctx context.Context) (int, error) {
	return a.privacy.BuildPendingBackups(ctx)
}

// Maintain runs the LGPD part of maintenance once: due account deletions, expired exports and
// the retention rules. Tests call it with the clock where they need it.
func (a *App) Maintain(ctx context.Context) error { return a.privacy.Maintain(ctx) }

// RunMaintenance deletes expired sessions, tokens, unpaid checkouts, old outbox rows, ended
// rate-limit windows and expired unconfirmed gift claims, and applies the LGPD deletions and retention rules, every interval until
// ctx ends.
func (a *App) RunMaintenance(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if err := a.privacy.Maintain(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := a.auth.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := a.bill.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := mail.DeleteOld(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := job.DeleteOld(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := notifypref.DeleteOld(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := push.DeleteOld(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := digitalinvite.DeleteOldSends(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := weddingsite.ExpireClaims(ctx, a.db, a.now()); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		if err := a.limits.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.log.Error("maintenance", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

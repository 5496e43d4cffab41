// Package job is the in-process scheduler of timed work (DESIGN.md decision 8): every minute it
// makes the deliveries that are due — checklist reminders, payment reminders, overdue payments.
//
// Exactly once: each delivery has a unique key (e.g. "checklist:{id}:{date}:{HH:MM}") that is
// inserted into job_deliveries with ON CONFLICT DO NOTHING in the same transaction as the
// delivery's effect. If the insert affects no row, another tick (a restart, a slow tick, a second
// instance) already delivered it, and the transaction is rolled back.
//
// After downtime: a reminder whose time passed while no scheduler ran is still delivered, late,
// if it is at most CatchUp (6 h) old; older ones are skipped, so a server that was down for days
// never sends days-old reminders in a burst. A reminder time that was already past when its row
// was last saved is not delivered (no instant reminder for "08:00 today" set at 10:00).
// Overdue marking has no such window: a pending payment past its due date becomes overdue, with
// one warning, whenever a tick sees it.
//
// Times are wall-clock times in the wedding's time zone (weddings.time_zone, America/Sao_Paulo
// by default); São Paulo has had no daylight saving time since 2019, and Go's zone database
// resolves any nonexistent or repeated local time should a zone have one.
package job

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notifypref"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/push"
	"github.com/aceito/aceito/internal/realtime"
	"github.com/aceito/aceito/internal/wedding"
)

// CatchUp is how late a missed reminder may still be delivered.
const CatchUp = 6 * time.Hour

// Delivery is one thing to do once. Apply runs inside the transaction that records Key, with
// the wedding's effective plan at that moment; it returns the id of the notification it
// created, if any, for the realtime hint.
type Delivery struct {
	Key       string
	WeddingID string
	Kind      string
	// GuestFacing work is done for people outside the couple on the plan's behalf (e-mails to
	// guests): while the wedding is read-only (trial or paid plan ended) it is recorded as
	// delivered without Apply, so it is neither done nor retried later.
	GuestFacing bool
	Apply       func(ctx context.Context, tx *sql.Tx, p plan.Plan) (notificationID string, err error)
	// Email, when set, also reaches the members outside the app: when Apply created a
	// notification, the members who chose e-mail for Email's category get it, and those who
	// chose push get it on each subscribed device, both queued in the same transaction
	// (notifypref.Mailer.Remind, push.Notify).
	Email *notifypref.Reminder
}

// Source lists the deliveries due at now. It may list already-delivered ones: the key skips them.
// Adding a kind of timed work is one more Source; one whose candidate rows can be many should be
// a PagedSource instead, so a tick never holds them all at once.
type Source func(ctx context.Context, d *db.DB, now time.Time) ([]Delivery, error)

// PagedSource is a Source read in pages: it looks at most limit candidate rows whose id is after
// after (in id order) and returns the deliveries due among them and the last id it looked at, or
// "" when there are no more rows.
type PagedSource func(ctx context.Context, d *db.DB, now time.Time, after string, limit int) (ds []Delivery, last string, err error)

// BatchSize is how many candidate rows a PagedSource reads per page, and TickBudget how long one
// tick may keep reading pages: a tick works in bounded batches and stops well before the next
// one is due; what it did not reach is due again at the next tick (keys skip what was done).
var (
	BatchSize  = 500
	TickBudget = 45 * time.Second
)

// Publisher receives a hint for each wedding that got a delivery (the realtime broker).
type Publisher interface {
	Publish(ctx context.Context, wedding string, e realtime.Event) error
}

// Scheduler runs the sources every minute.
type Scheduler struct {
	db      *db.DB
	log     *slog.Logger
	pub     Publisher // may be nil
	sources []PagedSource
	mail    *notifypref.Mailer // may be nil: no reminder e-mails
	push    *push.Sender       // may be nil: pushes stay queued

	mu sync.Mutex // one Tick at a time per instance

	// Lag and LastTick, when set, record how late each Run tick started after its due minute
	// and when it started (the metrics).
	Lag, LastTick prometheus.Gauge
}

// New returns a scheduler with the built-in sources; pub may be nil.
func New(d *db.DB, log *slog.Logger, pub Publisher) *Scheduler {
	return &Scheduler{db: d, log: log, pub: pub, sources: []PagedSource{ChecklistReminders, PaymentReminders, OverduePayments}}
}

// SetMailer makes deliveries with an Email reach the members by e-mail, as each chose, and adds
// the daily digest (DigestSource); call it before Run.
func (s *Scheduler) SetMailer(m *notifypref.Mailer) {
	s.mail = m
	s.AddPagedSource(DigestSource(m))
}

// SetPusher makes each tick, after its deliveries, send the Web Push notifications that are due
// (the reminders' and any other queued since); call it before Run. Every instance runs the
// scheduler, so every instance sends, and the queue's claims keep a push from going twice.
func (s *Scheduler) SetPusher(p *push.Sender) { s.push = p }

// AddSource adds a kind of timed work read in one piece; call it before Run.
func (s *Scheduler) AddSource(src Source) {
	s.sources = append(s.sources, func(ctx context.Context, d *db.DB, now time.Time, _ string, _ int) ([]Delivery, string, error) {
		ds, err := src(ctx, d, now)
		return ds, "", err
	})
}

// AddPagedSource adds a kind of timed work read in pages; call it before Run.
func (s *Scheduler) AddPagedSource(src PagedSource) { s.sources = append(s.sources, src) }

// Run ticks at each minute boundary of now() until ctx ends.
func (s *Scheduler) Run(ctx context.Context, now func() time.Time) {
	for {
		t := now()
		next := t.Truncate(time.Minute).Add(time.Minute)
		timer := time.NewTimer(next.Sub(t))
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-timer.C:
		}
		if _, err := s.tickDue(ctx, next, now()); err != nil && ctx.Err() == nil {
			s.log.Error("scheduler tick", "err", err)
		}
	}
}

// tickDue runs the tick due at due, starting at now, recording how late it started.
func (s *Scheduler) tickDue(ctx context.Context, due, now time.Time) (int, error) {
	if s.Lag != nil {
		s.Lag.Set(max(0, now.Sub(due).Seconds()))
	}
	if s.LastTick != nil {
		s.LastTick.Set(float64(now.UnixNano()) / 1e9)
	}
	return s.Tick(ctx, now)
}

// Tick makes every delivery due at now and returns how many it made (not counting those
// already made), then sends the pushes due at now. A failing delivery is logged and does not
// stop the others; the first error is returned.
func (s *Scheduler) Tick(ctx context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now = now.UTC()
	made, err := s.deliverAll(ctx, now)
	if s.push != nil && ctx.Err() == nil {
		if _, perr := s.push.DeliverDue(ctx, now); perr != nil {
			s.log.Error("scheduler push delivery", "err", perr)
			if err == nil {
				err = perr
			}
		}
	}
	return made, err
}

// deliverAll runs every source at now within TickBudget.
func (s *Scheduler) deliverAll(ctx context.Context, now time.Time) (int, error) {
	var firstErr error
	keep := func(err error) {
		if err != nil && firstErr == nil {
			firstErr = err
		}
	}
	made := 0
	started := time.Now() // the real clock: the budget is about this process's time, not now
	for _, src := range s.sources {
		for after := ""; ; {
			if time.Since(started) > TickBudget {
				s.log.Warn("scheduler tick over its time budget; the rest waits for the next tick", "budget", TickBudget)
				return made, firstErr
			}
			ds, last, err := src(ctx, s.db, now, after, BatchSize)
			if err != nil {
				s.log.Error("scheduler source", "err", err)
				keep(err)
				break
			}
			for _, d := range ds {
				ok, nid, err := s.deliver(ctx, d, now)
				if err != nil {
					s.log.Error("scheduler delivery", "key", d.Key, "err", err)
					keep(err)
					continue
				}
				if !ok {
					continue
				}
				made++
				s.publish(ctx, d, nid)
			}
			if last == "" || ctx.Err() != nil {
				break
			}
			after = last
		}
	}
	return made, firstErr
}

func (s *Scheduler) deliver(ctx context.Context, d Delivery, now time.Time) (done bool, nid string, err error) {
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO job_deliveries (key, wedding_id, kind, delivered_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (key) DO NOTHING`, d.Key, d.WeddingID, d.Kind, now)
		if err != nil {
			return fmt.Errorf("job: record %s: %w", d.Key, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("job: record %s: %w", d.Key, err)
		} else if n == 0 {
			return nil // delivered before
		}
		// A planner write like any other: bumps the wedding's data version for caches.
		sub, err := wedding.LockSubscriptionForWrite(ctx, tx, d.WeddingID)
		if err != nil {
			return fmt.Errorf("job: %s: %w", d.Key, err)
		}
		if d.GuestFacing && sub.ReadOnlyAt(now) {
			done = true // recorded, not done: see Delivery.GuestFacing
			return nil
		}
		nid, err = d.Apply(ctx, tx, sub.EffectivePlan(now))
		if err != nil {
			return fmt.Errorf("job: %s: %w", d.Key, err)
		}
		if nid != "" && d.Email != nil && s.mail != nil {
			if err := s.mail.Remind(ctx, tx, d.WeddingID, *d.Email, now); err != nil {
				return fmt.Errorf("job: %s: %w", d.Key, err)
			}
		}
		// Pushes are queued even without a sender, as e-mail is without SMTP: the rows say what
		// would have gone.
		if nid != "" && d.Email != nil {
			if err := push.Notify(ctx, tx, d.WeddingID, d.Email.Category, nid, now); err != nil {
				return fmt.Errorf("job: %s: %w", d.Key, err)
			}
		}
		done = true
		return nil
	})
	return done, nid, err
}

func (s *Scheduler) publish(ctx context.Context, d Delivery, nid string) {
	if s.pub == nil {
		return
	}
	var err error
	if nid != "" {
		err = s.pub.Publish(ctx, d.WeddingID, realtime.Event{Type: realtime.NotificationCreated, Item: nid})
	}
	if d.Kind == KindOverdue && err == nil {
		err = s.pub.Publish(ctx, d.WeddingID, realtime.Event{Type: realtime.Changed, Resource: "payment-reminders"})
	}
	// A trial ends by time, not by a write: this hint is how the wedding's open tabs learn it.
	if d.Kind == KindTrialEnd && err == nil {
		err = s.pub.Publish(ctx, d.WeddingID, realtime.Event{Type: realtime.Changed, Resource: "subscription"})
	}
	if err != nil {
		s.log.Error("scheduler publish", "key", d.Key, "err", err)
	}
}

// pager tracks the rows a PagedSource looked at: a full page means there may be more.
type pager struct {
	limit, n int
	last     string
}

func (p *pager) saw(id string) { p.n, p.last = p.n+1, id }

// next is the cursor for the following page, or "" after a short (last) page.
func (p *pager) next() string {
	if p.n < p.limit {
		return ""
	}
	return p.last
}

// localClock is a wedding's wall clock at an instant.
func localClock(now time.Time, zone string) (time.Time, *time.Location, error) {
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return time.Time{}, nil, fmt.Errorf("job: time zone %q: %w", zone, err)
	}
	return now.In(loc), loc, nil
}

// at is the instant of date (YYYY-MM-DD) at hhmm (HH:MM) in loc.
func at(date, hhmm string, loc *time.Location) (time.Time, bool) {
	t, err := time.ParseInLocation("2006-01-02 15:04", date+" "+hhmm, loc)
	return t, err == nil
}

// due reports whether a delivery set for instant t should be made at now: its time has come,
// it is at most CatchUp late, and it was not already past when its row was last saved.
func due(t, now, saved time.Time) bool {
	return !t.After(now) && now.Sub(t) <= CatchUp && t.After(saved)
}

// dateWindow is the range of calendar dates that can be "today" somewhere between now-CatchUp
// and now (any zone is within ±14 h of UTC).
func dateWindow(now time.Time) (from, to string) {
	return now.Add(-CatchUp - 15*time.Hour).Format(time.DateOnly), now.Add(15 * time.Hour).Format(time.DateOnly)
}

// Retention of job_deliveries rows. A key only has to outlive the window in which its delivery
// could be due again (CatchUp; an overdue reminder is no longer pending), so a month is ample.
const Retention = 30 * 24 * time.Hour

// DeleteOld removes delivery records older than Retention.
func DeleteOld(ctx context.Context, d *db.DB, now time.Time) error {
	if _, err := d.ExecContext(ctx, `DELETE FROM job_deliveries WHERE delivered_at < $1`, now.UTC().Add(-Retention)); err != nil {
		return fmt.Errorf("job.DeleteOld: %w", err)
	}
	return nil
}

// Package notifypref holds each member's choice of how reminders reach them outside the app
// (issue 15): per category, which channels carry them (e-mail and Web Push), whether a daily
// digest replaces the single e-mails, and whether pushes keep quiet at night. It also sends
// those e-mails, each with a one-click unsubscribe link (RFC 8058); package push sends the pushes.
//
// A member's choice is their own preference, not planner data: saving it bumps no data version
// and is not logged in the activity log (like 'Pessoas do casamento's notify switch).
package notifypref

import (
	"slices"
	"time"

	"github.com/aceito/aceito/internal/apperr"
)

// Reminder categories.
const (
	Tasks    = "tasks"    // checklist reminders ('Tarefas')
	Payments = "payments" // payment reminders and overdue payments ('Pagamentos')
	Spending = "spending" // spending-limit alerts ('Gastos')
)

// Categories are every category, in the order the settings show them.
var Categories = []string{Tasks, Payments, Spending}

// The channels.
const (
	Email = "email"
	Push  = "push" // Web Push to each device the member subscribed (package push)
)

// Channels are the channels a category can use. Each is a row per member and category in
// notification_channels, on by default.
var Channels = []string{Email, Push}

// digestCategory names the daily digest in an unsubscribe token: it turns off every category.
const digestCategory = "digest"

// DigestTime is when, in the wedding's time zone, the daily digest is sent: early enough to plan
// the day, after the night's quiet hours.
const DigestTime = "08:00"

// TokenLifetime is how long an unsubscribe link works (and its row is kept): an e-mail is often
// read, and its link clicked, weeks later.
const TokenLifetime = 180 * 24 * time.Hour

// Prefs is one member's choice.
type Prefs struct {
	// Categories maps category → channel → on.
	Categories map[string]map[string]bool `json:"categories"`
	// Digest: one e-mail a day at DigestTime instead of a single e-mail per reminder. It
	// replaces single e-mails only: pushes stay one per reminder.
	Digest bool `json:"digest"`
	// QuietHours: no push between QuietFrom and QuietUntil in São Paulo; a push due then waits
	// until QuietUntil (it is not dropped). E-mail is not affected.
	QuietHours bool `json:"quiet_hours"`
}

// Defaults is the choice of a member who never saved one: every channel on, no digest, quiet
// hours on.
func Defaults() Prefs {
	p := Prefs{Categories: map[string]map[string]bool{}, QuietHours: true}
	for _, c := range Categories {
		p.Categories[c] = map[string]bool{}
		for _, ch := range Channels {
			p.Categories[c][ch] = true
		}
	}
	return p
}

// validate checks that p names every category and channel, and nothing else: the whole
// document is saved at once.
func (p Prefs) validate() error {
	fields := apperr.Fields{}
	if p.Categories == nil {
		fields.Add("categories", "required")
		return fields.Err()
	}
	for c, chans := range p.Categories {
		if !slices.Contains(Categories, c) {
			fields.Add("categories."+c, "unknown")
			continue
		}
		for ch := range chans {
			if !slices.Contains(Channels, ch) {
				fields.Add("categories."+c+"."+ch, "unknown")
			}
		}
	}
	for _, c := range Categories {
		chans, ok := p.Categories[c]
		if !ok {
			fields.Add("categories."+c, "required")
			continue
		}
		for _, ch := range Channels {
			if _, ok := chans[ch]; !ok {
				fields.Add("categories."+c+"."+ch, "required")
			}
		}
	}
	return fields.Err()
}

// label is how an e-mail's footer and the unsubscribe page name a category.
func label(category string) string {
	switch category {
	case Tasks:
		return "lembretes de tarefas"
	case Payments:
		return "lembretes de pagamentos"
	case Spending:
		return "alertas de gastos"
	case allCategory:
		return "lembretes e alertas"
	}
	return "lembretes e alertas (Resumo do dia)"
}

package notifypref

import (
	"time"
	_ "time/tzdata" // São Paulo's zone, even on hosts without /usr/share/zoneinfo
)

// Quiet hours, São Paulo wall-clock hours: from QuietFrom until QuietUntil no push goes out to
// a member who keeps them on. The spec's product is Brazilian and the window is about sleep,
// so it is São Paulo's night for everyone (issue 15: 'no push between 22:00 and 08:00 São
// Paulo'), not each wedding's zone.
const (
	QuietFrom  = 22
	QuietUntil = 8
)

var saoPaulo = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err) // the zone database is embedded
	}
	return loc
}

// PushTime is when a push due at now may go to a member whose quiet hours are on: now itself,
// or, between 22:00 and 08:00 in São Paulo, the next 08:00 there.
func PushTime(now time.Time) time.Time {
	local := now.In(saoPaulo)
	h := local.Hour()
	switch {
	case h >= QuietFrom:
		next := local.AddDate(0, 0, 1)
		return time.Date(next.Year(), next.Month(), next.Day(), QuietUntil, 0, 0, 0, saoPaulo).UTC()
	case h < QuietUntil:
		return time.Date(local.Year(), local.Month(), local.Day(), QuietUntil, 0, 0, 0, saoPaulo).UTC()
	}
	return now.UTC()
}

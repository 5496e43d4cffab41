package wedding

import (
	"testing"
	"time"

	"github.com/aceito/aceito/internal/plan"
)

// A lapsed plan keeps the wedding's last plan for reads and refuses every write: there is no
// free plan to fall back to (DESIGN.md decision 21).
func TestSubscriptionStatusAndEffectivePlan(t *testing.T) {
	premium, _ := plan.Get(plan.Premium)
	end := time.Date(2026, 12, 22, 15, 0, 0, 0, time.UTC)
	before, after := end.Add(-time.Second), end
	for _, c := range []struct {
		name       string
		sub        Subscription
		at         time.Time
		wantStatus string
		wantPlan   plan.ID
	}{
		{"no end", Subscription{Plan: premium, Status: StatusActive}, after, StatusActive, plan.Premium},
		{"inside the period", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end}, before, StatusActive, plan.Premium},
		{"cancel asked, inside the period", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end, CancelAtPeriodEnd: true}, before, StatusActive, plan.Premium},
		{"cancel asked, period over", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end, CancelAtPeriodEnd: true}, after, StatusCanceled, plan.Premium},
		{"not renewed", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end}, after, StatusExpired, plan.Premium},
		{"past due keeps the plan in the period", Subscription{Plan: premium, Status: StatusPastDue, ExpiresAt: end}, before, StatusPastDue, plan.Premium},
		{"past due, period over", Subscription{Plan: premium, Status: StatusPastDue, ExpiresAt: end}, after, StatusExpired, plan.Premium},
		{"renewed by the provider, event late", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end, Renews: true}, end.Add(71 * time.Hour), StatusActive, plan.Premium},
		{"renewed by the provider, never came", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end, Renews: true}, end.Add(72 * time.Hour), StatusExpired, plan.Premium},
		{"provider subscription canceled", Subscription{Plan: premium, Status: StatusActive, ExpiresAt: end, Renews: true, CancelAtPeriodEnd: true}, after, StatusCanceled, plan.Premium},
		{"canceled by the provider", Subscription{Plan: premium, Status: StatusCanceled, ExpiresAt: end}, before, StatusCanceled, plan.Premium},
		// The free trial: its plan until the end, then read-only with nothing hidden (the trial's
		// plan still answers reads), whether or not the scheduler stored the end yet.
		{"trial running", Subscription{Plan: premium, Status: StatusTrialing, ExpiresAt: end}, before, StatusTrialing, plan.Premium},
		{"trial over by time", Subscription{Plan: premium, Status: StatusTrialing, ExpiresAt: end}, after, StatusTrialEnded, plan.Premium},
		{"trial end stored", Subscription{Plan: premium, Status: StatusTrialEnded, ExpiresAt: end}, before, StatusTrialEnded, plan.Premium},
	} {
		if got := c.sub.StatusAt(c.at); got != c.wantStatus {
			t.Errorf("%s: status %s, want %s", c.name, got, c.wantStatus)
		}
		if got := c.sub.EffectivePlan(c.at).ID; got != c.wantPlan {
			t.Errorf("%s: plan %s, want %s", c.name, got, c.wantPlan)
		}
		if got, want := c.sub.ReadOnlyAt(c.at), c.wantStatus == StatusTrialEnded || c.wantStatus == StatusCanceled || c.wantStatus == StatusExpired; got != want {
			t.Errorf("%s: read-only %v, want %v", c.name, got, want)
		}
	}
}

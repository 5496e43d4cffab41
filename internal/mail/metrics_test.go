package mail_test

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/mail/mailtest"
)

// TestDeliveryMetrics: the backlog counts what waits and how old the oldest is, and each
// attempt is counted by result (a temporary failure is "retry", a success "sent").
func TestDeliveryMetrics(t *testing.T) {
	d := dbtest.New(t)
	srv := mailtest.Start(t, mailtest.Options{})
	srv.FailWith(func(n int) error {
		if n == 1 {
			return mailtest.TempFailure
		}
		return nil
	})
	clk := newClock()
	ctx := context.Background()
	if n, oldest, err := mail.Backlog(ctx, d, clk.Now()); err != nil || n != 0 || oldest != 0 {
		t.Fatalf("empty outbox: %d, %v, %v", n, oldest, err)
	}
	enqueue(t, d, reset, clk.Now())
	clk.Advance(30 * time.Second)
	if n, oldest, err := mail.Backlog(ctx, d, clk.Now()); err != nil || n != 1 || oldest != 30*time.Second {
		t.Fatalf("backlog: %d, %v, %v; want 1, 30s", n, oldest, err)
	}
	results := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "r"}, []string{"result"})
	s := mail.NewSender(d, transport(t, srv.Port), quiet, clk.Now, mail.Options{Results: results})
	if n, err := s.DeliverDue(ctx); err != nil || n != 0 {
		t.Fatalf("first attempt: %d, %v", n, err)
	}
	clk.Advance(2 * time.Minute) // past the first backoff
	if n, err := s.DeliverDue(ctx); err != nil || n != 1 {
		t.Fatalf("second attempt: %d, %v", n, err)
	}
	if r, ok := testutil.ToFloat64(results.WithLabelValues("retry")), testutil.ToFloat64(results.WithLabelValues("sent")); r != 1 || ok != 1 {
		t.Errorf("retry %v, sent %v; want 1 and 1", r, ok)
	}
	if n, _, err := mail.Backlog(ctx, d, clk.Now()); err != nil || n != 0 {
		t.Errorf("after delivery: %d pending, %v", n, err)
	}
}

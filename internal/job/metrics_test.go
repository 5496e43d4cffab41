package job_test

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/aceito/aceito/internal/db/dbtest"
)

// TestSchedulerLag: a tick records how late it started after its due minute, and when.
func TestSchedulerLag(t *testing.T) {
	s := newScheduler(dbtest.New(t), nil)
	s.Lag = prometheus.NewGauge(prometheus.GaugeOpts{Name: "lag"})
	s.LastTick = prometheus.NewGauge(prometheus.GaugeOpts{Name: "last"})
	due := time.Date(2026, 11, 22, 15, 1, 0, 0, time.UTC)
	if _, err := s.TickDue(context.Background(), due, due.Add(2500*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	if got := testutil.ToFloat64(s.Lag); got != 2.5 {
		t.Errorf("lag %v, want 2.5", got)
	}
	if got, want := testutil.ToFloat64(s.LastTick), float64(due.Unix())+2.5; got != want {
		t.Errorf("last tick %v, want %v", got, want)
	}
	// A tick that starts early (clock adjusted) is not negative lag.
	if _, err := s.TickDue(context.Background(), due.Add(time.Minute), due.Add(59*time.Second)); err != nil {
		t.Fatal(err)
	}
	if got := testutil.ToFloat64(s.Lag); got != 0 {
		t.Errorf("early tick: lag %v, want 0", got)
	}
}

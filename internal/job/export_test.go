package job

import (
	"context"
	"time"
)

// TickDue exposes Run's tick for the lag test: the tick due at due, starting at now.
func (s *Scheduler) TickDue(ctx context.Context, due, now time.Time) (int, error) {
	return s.tickDue(ctx, due, now)
}

package wedding

import (
	"context"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/plan"
)

// StoredBytesSQL sums the bytes of the files the wedding ($1) uploaded: contract files and
// gallery images, the two kinds of file the plan's storage limit covers.
const StoredBytesSQL = `SELECT (SELECT COALESCE(SUM(file_size), 0) FROM contracts WHERE wedding_id = $1)
	+ (SELECT COALESCE(SUM(size_bytes), 0) FROM gallery_images WHERE wedding_id = $1)`

// StoredBytes returns what StoredBytesSQL sums.
func StoredBytes(ctx context.Context, q querier, weddingID string) (int64, error) {
	var n int64
	if err := q.QueryRowContext(ctx, StoredBytesSQL, weddingID).Scan(&n); err != nil {
		return 0, fmt.Errorf("wedding.StoredBytes: %w", err)
	}
	return n, nil
}

// CheckStorage returns p's plan_limit error when adding more bytes would take the wedding past
// its plan's storage. Uploads call it twice: before the file reaches the file store (a cheap
// early refusal) and again under LockForWrite, where two uploads at once cannot both pass it.
func CheckStorage(ctx context.Context, q querier, p plan.Plan, weddingID string, adding int64) error {
	used, err := StoredBytes(ctx, q, weddingID)
	if err != nil {
		return err
	}
	return p.CheckStorage(used, adding)
}

// CheckStorageNow is CheckStorage with the plan in effect at the moment, for the early check
// made outside the write transaction.
func CheckStorageNow(ctx context.Context, q querier, weddingID string, adding int64, now time.Time) error {
	sub, err := GetSubscription(ctx, q, weddingID)
	if err != nil {
		return err
	}
	return CheckStorage(ctx, q, sub.EffectivePlan(now), weddingID, adding)
}

package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
)

// OfferTerms is the launch offer the operator configured (ACEITO_LAUNCH_OFFER).
type OfferTerms struct {
	Open       bool // false: the offer is off
	PercentOff int
	Places     int
	Months     int
}

// Discount is the launch discount a checkout holds a place for.
type Discount struct {
	PercentOff int
	Months     int
}

// DiscountedCents is price with percentOff off, rounded as Stripe rounds a percent coupon (the
// discount to the nearest centavo), so the price shown is the price Stripe charges.
func DiscountedCents(price int64, percentOff int) int64 {
	return price - (price*int64(percentOff)+50)/100
}

// SyncOffer writes the configured terms into the offer's one row at start, keeping the count of
// places already claimed. Several instances starting at once write the same terms.
func SyncOffer(ctx context.Context, d *db.DB, t OfferTerms, now time.Time) error {
	pct, places, months := t.PercentOff, t.Places, t.Months
	if !t.Open {
		// Off keeps the last terms for the record; only open changes. A first start with the
		// offer off stores placeholders that nothing shows.
		pct, places, months = 50, 1, 1
	}
	_, err := d.ExecContext(ctx, `INSERT INTO launch_offer (id, percent_off, places, months, is_open, claimed, updated_at)
		VALUES (1, $1, $2, $3, $4, 0, $5)
		ON CONFLICT (id) DO UPDATE SET is_open = excluded.is_open, updated_at = excluded.updated_at,
			percent_off = CASE WHEN excluded.is_open THEN excluded.percent_off ELSE launch_offer.percent_off END,
			places = CASE WHEN excluded.is_open THEN excluded.places ELSE launch_offer.places END,
			months = CASE WHEN excluded.is_open THEN excluded.months ELSE launch_offer.months END`,
		pct, places, months, t.Open, now.UTC())
	if err != nil {
		return fmt.Errorf("billing.SyncOffer: %w", err)
	}
	return nil
}

// OfferView is GET /api/offer: the launch offer as the landing and checkout show it.
type OfferView struct {
	// Active is false when the offer is off or every place was claimed: screens then show plain
	// texts and full prices.
	Active     bool `json:"active"`
	PercentOff int  `json:"percent_off"`
	Months     int  `json:"months"`
	Places     int  `json:"places"`
	PlacesLeft int  `json:"places_left"`
	// Eligible is false for a signed-in couple who paid before: the offer is for a couple's
	// first paid plan.
	Eligible bool `json:"eligible"`
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func readOffer(ctx context.Context, q querier) (OfferView, error) {
	var v OfferView
	var open bool
	var claimed int
	err := q.QueryRowContext(ctx, `SELECT percent_off, places, months, is_open, claimed FROM launch_offer WHERE id = 1`).
		Scan(&v.PercentOff, &v.Places, &v.Months, &open, &claimed)
	if errors.Is(err, sql.ErrNoRows) {
		return OfferView{}, nil // never synced (a store used without the app): no offer
	}
	if err != nil {
		return OfferView{}, fmt.Errorf("billing.readOffer: %w", err)
	}
	if open {
		v.PlacesLeft = max(v.Places-claimed, 0)
	}
	v.Active = v.PlacesLeft > 0
	if !v.Active {
		v.PlacesLeft = 0
	}
	return v, nil
}

// Offer answers GET /api/offer (public). Places left counts only confirmed payments: opening a
// checkout never takes a place from the counter.
func (s *Service) Offer(w http.ResponseWriter, r *http.Request) error {
	v, err := readOffer(r.Context(), s.DB)
	if err != nil {
		return err
	}
	v.Eligible = true
	if id, ok := auth.IdentityFrom(r.Context()); ok && v.Active {
		var paid int
		if err := s.DB.QueryRowContext(r.Context(), `SELECT COUNT(*) FROM checkout_sessions WHERE status = 'paid' AND (wedding_id = $1 OR paid_wedding_id = $1)`,
			id.WeddingID).Scan(&paid); err != nil {
			return fmt.Errorf("billing.Offer: earlier payments: %w", err)
		}
		v.Eligible = paid == 0
	}
	w.Header().Set("Cache-Control", "no-store")
	return httpx.WriteJSON(w, http.StatusOK, v)
}

// reserveOffer decides, in the checkout's transaction, whether the new checkout gets the launch
// discount: only a wedding's first paid plan does, and only while the places not yet claimed
// outnumber the open checkouts that already hold the discount. That bound matters for Stripe,
// whose Checkout Session carries the coupon from the start: at most as many discounted
// checkouts are payable as places remain. The offer row is locked first (an UPDATE), so
// concurrent checkouts count each other's reservations on both engines.
func reserveOffer(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) (*Discount, error) {
	res, err := tx.ExecContext(ctx, `UPDATE launch_offer SET claimed = claimed WHERE id = 1 AND is_open AND claimed < places`)
	if err != nil {
		return nil, fmt.Errorf("billing.reserveOffer: lock: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return nil, err // off or all claimed
	}
	if weddingID != "" {
		var paid int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM checkout_sessions WHERE status = 'paid' AND (wedding_id = $1 OR paid_wedding_id = $1)`,
			weddingID).Scan(&paid); err != nil {
			return nil, fmt.Errorf("billing.reserveOffer: earlier payments: %w", err)
		}
		if paid > 0 {
			return nil, nil // the offer is for a couple's first paid plan
		}
	}
	var d Discount
	var left int
	err = tx.QueryRowContext(ctx, `SELECT o.percent_off, o.months, o.places - o.claimed -
			(SELECT COUNT(*) FROM checkout_sessions c WHERE c.status = 'open' AND c.offer_percent_off IS NOT NULL AND c.expires_at > $1)
		FROM launch_offer o WHERE o.id = 1`, now).Scan(&d.PercentOff, &d.Months, &left)
	if err != nil {
		return nil, fmt.Errorf("billing.reserveOffer: %w", err)
	}
	if left <= 0 {
		return nil, nil
	}
	return &d, nil
}

// claimOffer takes one place for a confirmed payment: one statement, so of concurrent payments
// only as many succeed as places remain (PostgreSQL re-checks the condition after the row lock;
// SQLite runs one writer at a time).
func claimOffer(ctx context.Context, tx *sql.Tx) (bool, error) {
	res, err := tx.ExecContext(ctx, `UPDATE launch_offer SET claimed = claimed + 1 WHERE id = 1 AND is_open AND claimed < places`)
	if err != nil {
		return false, fmt.Errorf("billing.claimOffer: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("billing.claimOffer: %w", err)
	}
	return n == 1, nil
}

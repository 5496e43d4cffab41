package onboarding

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/budget"
	"github.com/aceito/aceito/internal/checklist"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/profile"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and saves the onboarding of a wedding; every query filters by the wedding.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// Get returns the wedding's onboarding state with its answers read back from where they live.
func (s *Store) Get(ctx context.Context, weddingID string) (State, error) {
	return get(ctx, s.db, weddingID)
}

func get(ctx context.Context, q querier, weddingID string) (State, error) {
	st := State{Steps: Steps}
	a := &st.Answers
	var doneAt time.Time
	var done bool
	err := q.QueryRowContext(ctx, `SELECT step, ceremony_time, city, ceremony_place, guest_estimate, skipped, done_at IS NOT NULL,
			COALESCE(done_at, updated_at) FROM wedding_onboarding WHERE wedding_id = $1`, weddingID).
		Scan(&st.Step, &a.CeremonyTime, &a.City, &a.CeremonyPlace, &a.GuestEstimate, &st.Skipped, &done, db.ScanTime(&doneAt))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return State{}, fmt.Errorf("onboarding.get: %w", err)
	}
	if done {
		st.Done, st.DoneAt = true, &doneAt
	}
	err = q.QueryRowContext(ctx, `SELECT first_name, last_name, partner_name, CAST(wedding_date AS TEXT), wedding_location
		FROM profiles WHERE wedding_id = $1`, weddingID).Scan(&a.FirstName, &a.LastName, &a.PartnerName, &a.WeddingDate, &a.Venue)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return State{}, fmt.Errorf("onboarding.get: profile: %w", err)
	}
	var total int64
	err = q.QueryRowContext(ctx, `SELECT total_cents FROM budgets WHERE wedding_id = $1`, weddingID).Scan(&total)
	switch {
	case err == nil && total > 0:
		a.BudgetTotalCents = &total
	case err != nil && !errors.Is(err, sql.ErrNoRows):
		return State{}, fmt.Errorf("onboarding.get: budget: %w", err)
	}
	return st, nil
}

// profileFieldOf names, in the flow's terms, a field the profile refused.
var profileFieldOf = map[string]string{"wedding_location": "venue"}

// Save stores the normalized in for the wedding in one transaction: the profile's answers, the
// budget total, the answers kept here and the step; with Finish, the suggested tasks (when the
// wedding date is known) and the done mark; with Skip, only the done mark. It returns the new
// state. Saving the same input again leaves everything as it was (tasks are keyed, done_at
// keeps its first value).
func (s *Store) Save(ctx context.Context, weddingID string, in Input) (State, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	var st State
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		today, err := wedding.Today(ctx, tx, weddingID, now)
		if err != nil {
			return fmt.Errorf("onboarding.Save: %w", err)
		}
		var cur profile.Profile
		var stored *string
		if err := tx.QueryRowContext(ctx, `SELECT first_name, last_name, partner_name, wedding_date, wedding_location
			FROM profiles WHERE wedding_id = $1`, weddingID).Scan(&cur.FirstName, &cur.LastName, &cur.PartnerName,
			db.ScanDate(&stored), &cur.WeddingLocation); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("onboarding.Save: profile: %w", err)
		}
		var was Answers // the flow's own answers as stored
		if err := tx.QueryRowContext(ctx, `SELECT ceremony_time, city, ceremony_place, guest_estimate FROM wedding_onboarding
			WHERE wedding_id = $1`, weddingID).Scan(&was.CeremonyTime, &was.City, &was.CeremonyPlace, &was.GuestEstimate); err != nil &&
			!errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("onboarding.Save: answers: %w", err)
		}
		var total int64
		if err := tx.QueryRowContext(ctx, `SELECT total_cents FROM budgets WHERE wedding_id = $1`, weddingID).
			Scan(&total); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("onboarding.Save: budget: %w", err)
		}
		a := in.Answers
		f := apperr.Fields{}
		if err := in.Validate(today, stored); err != nil {
			var ae *apperr.Error
			if !errors.As(err, &ae) {
				return err
			}
			for k, v := range ae.Fields {
				f.Add(k, v)
			}
		}
		p := profile.Profile{FirstName: a.FirstName, LastName: a.LastName, PartnerName: a.PartnerName, WeddingDate: a.WeddingDate,
			WeddingLocation: a.Venue}
		if err := p.Validate(); err != nil {
			var ae *apperr.Error
			if !errors.As(err, &ae) {
				return err
			}
			for k, v := range ae.Fields {
				if mapped, ok := profileFieldOf[k]; ok {
					k = mapped
				}
				if _, taken := f[k]; !taken {
					f.Add(k, v)
				}
			}
		}
		if err := f.Err(); err != nil {
			return err
		}
		// Only what changes is written. An answer equal to what is stored (the names pre-filled
		// from sign-up, a step sent twice) and a skip are no planner write: they leave
		// data_version alone, so a wedding whose couple only skipped the flow is still empty for
		// member.ownWedding, and its account can still join a partner's wedding.
		p.Normalize()
		for _, pair := range []struct{ answer, stored *string }{{p.FirstName, cur.FirstName}, {p.LastName, cur.LastName},
			{p.PartnerName, cur.PartnerName}, {p.WeddingDate, stored}, {p.WeddingLocation, cur.WeddingLocation}} {
			if pair.answer != nil && pair.stored != nil && *pair.answer == *pair.stored {
				*pair.answer = ""
			}
		}
		p.Normalize()
		newTotal := a.BudgetTotalCents != nil && *a.BudgetTotalCents != total
		tasks := in.Finish && (a.WeddingDate != nil || stored != nil)
		// The dashboard shows the flow's own answers, so a new one is a planner write like the
		// profile's (its cached summary is keyed by data_version).
		newAnswer := changed(a.CeremonyTime, was.CeremonyTime) || changed(a.City, was.City) ||
			changed(a.CeremonyPlace, was.CeremonyPlace) || (a.GuestEstimate != nil && (was.GuestEstimate == nil || *a.GuestEstimate != *was.GuestEstimate))
		changes := newTotal || tasks || newAnswer || p != (profile.Profile{})
		answered := a != (Answers{})
		switch {
		case changes:
			if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
				return err
			}
		case answered:
			// The flow's own answers follow the plan's read-only rule like any edit; a bare skip
			// or a step change is only the flow's bookkeeping and always goes through.
			if err := wedding.CheckWritable(ctx, tx, weddingID, now); err != nil {
				return err
			}
		}
		if err := profile.PatchTx(ctx, tx, weddingID, p, now); err != nil {
			return err
		}
		if newTotal {
			if err := budget.SetTotalTx(ctx, tx, weddingID, *a.BudgetTotalCents, now); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO wedding_onboarding (wedding_id, updated_at) VALUES ($1, $2)
			ON CONFLICT (wedding_id) DO NOTHING`, weddingID, now); err != nil {
			return fmt.Errorf("onboarding.Save: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE wedding_onboarding SET step = $2, ceremony_time = COALESCE($3, ceremony_time),
				city = COALESCE($4, city), ceremony_place = COALESCE($5, ceremony_place),
				guest_estimate = COALESCE($6, guest_estimate), updated_at = $7 WHERE wedding_id = $1`,
			weddingID, in.Step, a.CeremonyTime, a.City, a.CeremonyPlace, a.GuestEstimate, now); err != nil {
			return fmt.Errorf("onboarding.Save: %w", err)
		}
		switch {
		case in.Finish:
			if tasks {
				if _, err := checklist.GenerateSuggestedTx(ctx, tx, weddingID, now); err != nil {
					return err
				}
			}
			if _, err := tx.ExecContext(ctx, `UPDATE wedding_onboarding SET done_at = COALESCE(done_at, $2), skipped = FALSE
				WHERE wedding_id = $1`, weddingID, now); err != nil {
				return fmt.Errorf("onboarding.Save: finish: %w", err)
			}
		case in.Skip:
			if _, err := tx.ExecContext(ctx, `UPDATE wedding_onboarding SET skipped = (done_at IS NULL OR skipped),
				done_at = COALESCE(done_at, $2) WHERE wedding_id = $1`, weddingID, now); err != nil {
				return fmt.Errorf("onboarding.Save: skip: %w", err)
			}
		}
		if st, err = get(ctx, tx, weddingID); err != nil {
			return err
		}
		if !changes {
			return nil
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Profile,
			Text: "preencheu os primeiros passos do casamento"}, now)
	})
	return st, err
}

// changed reports whether answer, when given, differs from what is stored.
func changed(answer, stored *string) bool {
	return answer != nil && (stored == nil || *answer != *stored)
}

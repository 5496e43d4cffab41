package profile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes the profile row of a wedding.
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

// Dates are read as text so both engines give "YYYY-MM-DD" (PostgreSQL's DATE would scan as a
// time.Time, SQLite's TEXT as a string).
const columns = `first_name, last_name, partner_name, CAST(wedding_date AS TEXT), CAST(civil_ceremony_date AS TEXT),
	CAST(religious_ceremony_date AS TEXT), civil_ceremony_address, wedding_location, wedding_address, phone`

// Get returns the wedding's profile. A wedding always has one (made at sign-up); should the row
// be missing, an empty profile is returned.
func (s *Store) Get(ctx context.Context, weddingID string) (Profile, error) {
	var p Profile
	var version int64
	err := s.db.QueryRowContext(ctx, `SELECT `+columns+`, version FROM profiles WHERE wedding_id = $1`, weddingID).Scan(
		&p.FirstName, &p.LastName, &p.PartnerName, &p.WeddingDate, &p.CivilCeremonyDate, &p.ReligiousCeremonyDate,
		&p.CivilCeremonyAddress, &p.WeddingLocation, &p.WeddingAddress, &p.Phone, &version)
	p.Version = &version
	if errors.Is(err, sql.ErrNoRows) {
		return Profile{Version: &version}, nil
	}
	if err != nil {
		return Profile{}, fmt.Errorf("profile.Store.Get: %w", err)
	}
	return p, nil
}

// Put replaces every field of the wedding's profile with the validated p. When p carries a
// version other than the stored one it changes nothing and returns wedding.ErrStale.
func (s *Store) Put(ctx context.Context, weddingID string, p Profile) error {
	now := s.now().UTC().Truncate(time.Microsecond)
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		version, err := wedding.CheckVersion(ctx, tx, p.Version, `SELECT version FROM profiles WHERE wedding_id = $1`, weddingID)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO profiles (wedding_id, first_name, last_name, partner_name, wedding_date,
				civil_ceremony_date, religious_ceremony_date, civil_ceremony_address, wedding_location, wedding_address, phone, updated_at, version)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
			ON CONFLICT (wedding_id) DO UPDATE SET first_name = $2, last_name = $3, partner_name = $4, wedding_date = $5,
				civil_ceremony_date = $6, religious_ceremony_date = $7, civil_ceremony_address = $8, wedding_location = $9,
				wedding_address = $10, phone = $11, updated_at = $12, version = $13`,
			weddingID, p.FirstName, p.LastName, p.PartnerName, p.WeddingDate, p.CivilCeremonyDate, p.ReligiousCeremonyDate,
			p.CivilCeremonyAddress, p.WeddingLocation, p.WeddingAddress, p.Phone, now, version)
		if err != nil {
			return fmt.Errorf("profile.Store.Put: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Profile, Text: "atualizou o perfil do casamento"}, now)
	})
}

// PatchTx writes the fields of p that are set, leaving the others as they are, inside tx, which
// must hold wedding.LockForWrite for weddingID (the onboarding saves its answers through it). p
// is normalized and validated like a PUT.
func PatchTx(ctx context.Context, tx *sql.Tx, weddingID string, p Profile, now time.Time) error {
	p.Normalize()
	if err := p.Validate(); err != nil {
		return err
	}
	args := []any{weddingID}
	var sets []string
	for _, f := range p.strings() {
		if *f.v == nil {
			continue
		}
		args = append(args, **f.v)
		sets = append(sets, fmt.Sprintf("%s = $%d", f.name, len(args))) // f.name is one of our columns
	}
	if len(sets) == 0 {
		return nil
	}
	now = now.UTC().Truncate(time.Microsecond)
	if _, err := tx.ExecContext(ctx, `INSERT INTO profiles (wedding_id, updated_at) VALUES ($1, $2) ON CONFLICT (wedding_id) DO NOTHING`,
		weddingID, now); err != nil {
		return fmt.Errorf("profile.PatchTx: %w", err)
	}
	args = append(args, now)
	// An onboarding answer is a profile save: an open Configurações form must see it as newer.
	sets = append(sets, fmt.Sprintf("updated_at = $%d", len(args)), "version = version + 1")
	if _, err := tx.ExecContext(ctx, `UPDATE profiles SET `+strings.Join(sets, ", ")+` WHERE wedding_id = $1`, args...); err != nil {
		return fmt.Errorf("profile.PatchTx: %w", err)
	}
	return nil
}

package weddingsite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes wedding sites and gift claims. Couple-side methods take the wedding
// id from the session and every query filters by it; the guest side finds the wedding only by
// a published slug (Open) and then filters by that wedding's id.
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

func (s *Store) instant() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

var (
	errNoSite    = apperr.NotFound("Site não encontrado.")
	errSlugTaken = apperr.Conflict("slug_taken", "Este endereço já está em uso. Escolha outro.", map[string]string{"slug": "taken"})
	errNotSaved  = apperr.Conflict("site_not_saved", "Salve o site antes de publicá-lo.", nil)
)

const siteColumns = `slug, published, password_hash, historia, cerimonia_local, cerimonia_endereco, cerimonia_horario,
	festa_local, festa_endereco, festa_horario, traje, dicas, updated_at, version`

func scanSite(row *sql.Row) (Site, string, error) {
	var st Site
	var hash sql.NullString
	err := row.Scan(&st.Slug, &st.Published, &hash, &st.Historia, &st.CerimoniaLocal, &st.CerimoniaEndereco, &st.CerimoniaHorario,
		&st.FestaLocal, &st.FestaEndereco, &st.FestaHorario, &st.Traje, &st.Dicas, db.ScanTime(&st.UpdatedAt), &st.Version)
	st.HasPassword = hash.Valid
	return st, hash.String, err
}

// gate returns the 403 feature_not_available error when the wedding's plan lacks pix_gifts.
func (s *Store) gate(ctx context.Context, weddingID string) error {
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return err
	}
	return sub.EffectivePlan(s.now()).CheckFeature(plan.PixGifts)
}

// Get returns the wedding's site, or nil before the first save, on every plan: a couple that
// moved down to a plan without pix_gifts still sees the site it made, read-only (DESIGN.md
// decision 18), while the public page is offline and every write is refused.
func (s *Store) Get(ctx context.Context, weddingID string) (*Site, error) {
	st, _, err := scanSite(s.db.QueryRowContext(ctx, `SELECT `+siteColumns+` FROM wedding_sites WHERE wedding_id = $1`, weddingID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("weddingsite.Store.Get: %w", err)
	}
	return &st, nil
}

// Put saves the validated content of the site (creating it unpublished), under the gate. A
// stale in.Version changes nothing and returns wedding.ErrStale.
func (s *Store) Put(ctx context.Context, weddingID string, in Input) (Site, error) {
	now := s.instant()
	var out Site
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		pl, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := pl.CheckFeature(plan.PixGifts); err != nil {
			return err
		}
		version, err := wedding.CheckVersion(ctx, tx, in.Version, `SELECT version FROM wedding_sites WHERE wedding_id = $1`, weddingID)
		if err != nil {
			return err
		}
		// The slug is checked first so that its conflict never aborts the transaction (PostgreSQL).
		var other string
		err = tx.QueryRowContext(ctx, `SELECT wedding_id FROM wedding_sites WHERE slug = $1 AND wedding_id <> $2`, in.Slug, weddingID).Scan(&other)
		if err == nil {
			return errSlugTaken
		} else if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("weddingsite.Store.Put: slug: %w", err)
		}
		var hash *string
		keep := in.Senha == nil
		if in.Senha != nil && *in.Senha != "" {
			h := hashPassword(*in.Senha)
			hash = &h
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO wedding_sites (wedding_id, slug, password_hash, historia, cerimonia_local,
			cerimonia_endereco, cerimonia_horario, festa_local, festa_endereco, festa_horario, traje, dicas, updated_at, version)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $15)
			ON CONFLICT (wedding_id) DO UPDATE SET slug = $2,
				password_hash = CASE WHEN $14 THEN wedding_sites.password_hash ELSE $3 END,
				historia = $4, cerimonia_local = $5, cerimonia_endereco = $6, cerimonia_horario = $7, festa_local = $8,
				festa_endereco = $9, festa_horario = $10, traje = $11, dicas = $12, updated_at = $13, version = $15`,
			weddingID, in.Slug, hash, in.Historia, in.CerimoniaLocal, in.CerimoniaEndereco, in.CerimoniaHorario,
			in.FestaLocal, in.FestaEndereco, in.FestaHorario, in.Traje, in.Dicas, now, keep, version)
		if db.IsUniqueViolation(err) {
			return errSlugTaken // a race with another wedding saving the same slug
		}
		if err != nil {
			return fmt.Errorf("weddingsite.Store.Put: %w", err)
		}
		if out, _, err = scanSite(tx.QueryRowContext(ctx, `SELECT `+siteColumns+` FROM wedding_sites WHERE wedding_id = $1`, weddingID)); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Site, Text: "editou o site do casamento"}, now)
	})
	return out, err
}

// SetPublished publishes or unpublishes the saved site, under the gate.
func (s *Store) SetPublished(ctx context.Context, weddingID string, published bool) (Site, error) {
	now := s.instant()
	var out Site
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		pl, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := pl.CheckFeature(plan.PixGifts); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE wedding_sites SET published = $1, updated_at = $2 WHERE wedding_id = $3`, published, now, weddingID)
		if err != nil {
			return fmt.Errorf("weddingsite.Store.SetPublished: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("weddingsite.Store.SetPublished: %w", err)
		} else if n == 0 {
			return errNotSaved
		}
		if out, _, err = scanSite(tx.QueryRowContext(ctx, `SELECT `+siteColumns+` FROM wedding_sites WHERE wedding_id = $1`, weddingID)); err != nil {
			return err
		}
		text := "publicou o site do casamento"
		if !published {
			text = "tirou o site do casamento do ar"
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Site, Text: text}, now)
	})
	return out, err
}

// opened is a published site found by its slug, for one guest request.
type opened struct {
	weddingID    string
	version      int64
	passwordHash string
}

// Open finds the published site at slug whose wedding's plan includes pix_gifts now. Anything
// else — unknown, unpublished, downgraded — is the same 404, so a slug reveals nothing more.
func (s *Store) Open(ctx context.Context, slug string) (opened, error) {
	if ValidSlug(slug) != "" {
		return opened{}, errNoSite // no query for what cannot be a slug
	}
	var o opened
	var published bool
	var hash sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT s.wedding_id, s.published, s.password_hash, w.data_version
		FROM wedding_sites s JOIN weddings w ON w.id = s.wedding_id WHERE s.slug = $1`, slug).
		Scan(&o.weddingID, &published, &hash, &o.version)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !published {
		return opened{}, errNoSite
	}
	if err != nil {
		return opened{}, fmt.Errorf("weddingsite.Store.Open: %w", err)
	}
	if err := s.gate(ctx, o.weddingID); err != nil {
		if e, ok := apperr.As(err); ok && e.Kind == apperr.KindForbidden {
			return opened{}, errNoSite
		}
		return opened{}, err
	}
	o.passwordHash = hash.String
	return o, nil
}

// Published reports whether slug is a site a guest can open now (the server's answer to a
// direct load of /casamento/{slug}: 200 or 404).
func (s *Store) Published(ctx context.Context, slug string) bool {
	_, err := s.Open(ctx, slug)
	return err == nil
}

package gift

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes gifts and the PIX key. Every method takes the wedding id and every
// query filters by it; every write starts with wedding.LockForWrite in its transaction.
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

// instant is now as stored: UTC, microseconds (what PostgreSQL keeps).
func (s *Store) instant() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

const columns = `id, nome, descricao, valor_cents, status, doador, data_recebimento, created_at, updated_at, cotas`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Gift, error) {
	var g Gift
	var received time.Time
	err := s.Scan(&g.ID, &g.Nome, &g.Descricao, &g.ValorCents, &g.Status, &g.Doador, db.ScanTime(&received),
		db.ScanTime(&g.CreatedAt), db.ScanTime(&g.UpdatedAt), &g.Cotas)
	if !received.IsZero() {
		g.DataRecebimento = &received
	}
	return g, err
}

// List returns the wedding's gifts, newest first (part 2 §7).
func (s *Store) List(ctx context.Context, weddingID string) ([]Gift, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM gifts WHERE wedding_id = $1 ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("gift.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Gift{}
	for rows.Next() {
		g, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("gift.Store.List: scan: %w", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("gift.Store.List: %w", err)
	}
	return out, nil
}

// Create inserts a validated gift.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Gift, error) {
	now := s.instant()
	g := Gift{ID: uuid.Must(uuid.NewV7()).String(), CreatedAt: now, UpdatedAt: now}
	g.apply(in, now)
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO gifts (id, wedding_id, nome, descricao, valor_cents, status, doador, data_recebimento, created_at, updated_at, cotas)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
			g.ID, weddingID, g.Nome, g.Descricao, g.ValorCents, g.Status, g.Doador, g.DataRecebimento, now, g.Cotas)
		if err != nil {
			return fmt.Errorf("gift.Store.Create: %w", err)
		}
		return activity.RecordCounting(ctx, tx, weddingID, activity.Entry{Area: activity.Gifts,
			Text: "adicionou o presente " + activity.Quote(g.Nome)}, now, wedding.Gifts, wedding.RowCapCheck(wedding.Gifts))
	})
	if err != nil {
		return Gift{}, err
	}
	return g, nil
}

// Update loads the gift, lets change edit its input, and stores the result in one transaction.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Gift, error) {
	var g Gift
	now := s.instant()
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		var err error
		g, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM gifts WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("gift.Store.Update: read: %w", err)
		}
		in := g.input()
		if err := change(&in); err != nil {
			return err
		}
		if in.Cotas < g.Cotas {
			// Guests' claims name their cota by number: the split cannot shrink below them.
			var top int
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(cota), 0) FROM gift_claims WHERE wedding_id = $1 AND gift_id = $2`,
				weddingID, id).Scan(&top); err != nil {
				return fmt.Errorf("gift.Store.Update: claims: %w", err)
			}
			if in.Cotas < top {
				e := apperr.Invalid(map[string]string{"cotas": "below_claimed"})
				e.Message = fmt.Sprintf("A cota %d já foi escolhida por um convidado: use pelo menos %d cotas.", top, top)
				return e
			}
		}
		g.apply(in, now)
		g.UpdatedAt = now
		_, err = tx.ExecContext(ctx, `UPDATE gifts SET nome = $1, descricao = $2, valor_cents = $3, status = $4, doador = $5,
			data_recebimento = $6, updated_at = $7, cotas = $8 WHERE wedding_id = $9 AND id = $10`,
			g.Nome, g.Descricao, g.ValorCents, g.Status, g.Doador, g.DataRecebimento, now, g.Cotas, weddingID, id)
		if err != nil {
			return fmt.Errorf("gift.Store.Update: write: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Gifts,
			Text: "editou o presente " + activity.Quote(g.Nome)}, now)
	})
	return g, err
}

// Delete removes one gift of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "gifts", "nome", weddingID, id, s.instant(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Gifts, Text: "removeu o presente " + activity.Quote(name)}
	})
}

// PixGate returns the 403 feature_not_available error when the wedding's plan lacks pix_gifts.
func (s *Store) PixGate(ctx context.Context, weddingID string) error {
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return err
	}
	return sub.EffectivePlan(s.now()).CheckFeature(plan.PixGifts)
}

// GetPix returns the wedding's PIX key, or nil when none was saved, on every plan: a couple
// that moved down to Essencial still sees the key it saved, read-only (DESIGN.md decision 18);
// the payload, the QR code and saving need pix_gifts (PixGate).
func (s *Store) GetPix(ctx context.Context, weddingID string) (*PixInfo, error) {
	var p PixInfo
	err := s.db.QueryRowContext(ctx, `SELECT tipo_chave, chave_pix, nome_beneficiario, updated_at, version FROM pix_info WHERE wedding_id = $1`, weddingID).
		Scan(&p.TipoChave, &p.ChavePix, &p.NomeBeneficiario, db.ScanTime(&p.UpdatedAt), &p.Version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("gift.Store.GetPix: %w", err)
	}
	return &p, nil
}

// PutPix saves the wedding's validated PIX key, replacing the previous one, if the plan
// includes pix_gifts; the gate and in's version are checked under the wedding's write lock (a
// stale version changes nothing and returns wedding.ErrStale).
func (s *Store) PutPix(ctx context.Context, weddingID string, in PixInput) (PixInfo, error) {
	now := s.instant()
	p := PixInfo{TipoChave: in.TipoChave, ChavePix: in.ChavePix, NomeBeneficiario: in.NomeBeneficiario, UpdatedAt: now}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		pl, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := pl.CheckFeature(plan.PixGifts); err != nil {
			return err
		}
		if p.Version, err = wedding.CheckVersion(ctx, tx, in.Version, `SELECT version FROM pix_info WHERE wedding_id = $1`, weddingID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO pix_info (wedding_id, tipo_chave, chave_pix, nome_beneficiario, updated_at, version)
			VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (wedding_id) DO UPDATE SET tipo_chave = $2, chave_pix = $3, nome_beneficiario = $4, updated_at = $5, version = $6`,
			weddingID, p.TipoChave, p.ChavePix, p.NomeBeneficiario, now, p.Version)
		if err != nil {
			return fmt.Errorf("gift.Store.PutPix: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Gifts, Text: "alterou a chave PIX dos presentes"}, now)
	})
	if err != nil {
		return PixInfo{}, err
	}
	return p, nil
}

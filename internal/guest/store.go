package guest

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/aceito/aceito/internal/activity"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes guests. Every method takes the wedding id and every query filters by
// it, so one wedding can never see or touch another's guests. Every write starts with
// wedding.LockForWrite in its transaction; creation checks the plan's guest limit there.
type Store struct {
	db  *db.DB
	now func() time.Time
	// links derives the guests' RSVP links; without it (some tests) guests get no link.
	links *Links
}

// WithLinks makes the store give every new guest a personal RSVP link made by l.
func (s *Store) WithLinks(l *Links) *Store {
	s.links = l
	return s
}

// NewStore returns a Store on d.
func NewStore(d *db.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, now: now}
}

const columns = `id, nome, email, telefone, mesa, acompanhante, status_confirmacao, acompanhantes, restricao_alimentar, mensagem,
	rsvp_nonce, convite_enviado_em, respondido_em, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

// scan reads a row of columns. links, when not nil, fills the guest's RSVP link and WhatsApp number.
func scan(s scanner, links *Links) (Guest, error) {
	var g Guest
	var companions string
	var nonce *string
	var sent, responded time.Time
	err := s.Scan(&g.ID, &g.Nome, &g.Email, &g.Telefone, &g.Mesa, &g.Acompanhante, &g.StatusConfirmacao, &companions,
		&g.RestricaoAlimentar, &g.Mensagem, &nonce, db.ScanTime(&sent), db.ScanTime(&responded), db.ScanTime(&g.CreatedAt), db.ScanTime(&g.UpdatedAt))
	if err != nil {
		return g, err
	}
	if err := json.Unmarshal([]byte(companions), &g.Acompanhantes); err != nil {
		return g, fmt.Errorf("acompanhantes: %w", err)
	}
	if g.Acompanhantes == nil {
		g.Acompanhantes = []Companion{}
	}
	if !sent.IsZero() {
		g.ConviteEnviadoEm = &sent
	}
	if !responded.IsZero() {
		g.RespondidoEm = &responded
	}
	if links != nil && nonce != nil {
		u := links.URL(links.Token(g.ID, *nonce))
		g.RSVPURL = &u
	}
	if g.Telefone != nil {
		if p, ok := NormalizePhone(*g.Telefone); ok {
			g.TelefoneE164 = &p.E164
			if p.Mobile {
				d := p.Digits()
				g.WhatsApp = &d
			}
		}
	}
	return g, nil
}

func encodeCompanions(cs []Companion) (string, error) {
	if cs == nil {
		cs = []Companion{}
	}
	b, err := json.Marshal(cs)
	if err != nil {
		return "", fmt.Errorf("guest: acompanhantes: %w", err)
	}
	return string(b), nil
}

// List returns the wedding's guests in the order they were added.
func (s *Store) List(ctx context.Context, weddingID string) ([]Guest, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("guest.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Guest{}
	for rows.Next() {
		g, err := scan(rows, s.links)
		if err != nil {
			return nil, fmt.Errorf("guest.Store.List: scan: %w", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("guest.Store.List: %w", err)
	}
	return out, nil
}

// Get returns one guest of the wedding, or a not-found error.
func (s *Store) Get(ctx context.Context, weddingID, id string) (Guest, error) {
	g, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 AND id = $2`, weddingID, id), s.links)
	if errors.Is(err, sql.ErrNoRows) {
		return Guest{}, errNotFound
	}
	if err != nil {
		return Guest{}, fmt.Errorf("guest.Store.Get: %w", err)
	}
	return g, nil
}

// Create inserts a validated guest.
func (s *Store) Create(ctx context.Context, weddingID string, in Input) (Guest, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	g := Guest{ID: uuid.Must(uuid.NewV7()).String(), Nome: in.Nome, Email: in.Email, Telefone: in.Telefone, Mesa: in.Mesa,
		Acompanhante: in.Acompanhante, StatusConfirmacao: in.StatusConfirmacao, Acompanhantes: in.Acompanhantes,
		RestricaoAlimentar: in.RestricaoAlimentar, CreatedAt: now, UpdatedAt: now}
	companions, err := encodeCompanions(in.Acompanhantes)
	if err != nil {
		return Guest{}, err
	}
	var nonce, hash *string
	if s.links != nil {
		n, h := s.links.issue(g.ID)
		nonce, hash = &n, &h
	}
	// The guest goes in first and the wedding's write lock comes after it (issue 16: concurrent
	// adds to one list then wait for each other from the lock on, not through the insert too);
	// on PostgreSQL the insert, the lock and the log entry are one statement, sent with the
	// BEGIN, and the COMMIT is the only other exchange (activity.InsertCounting). The count the
	// check gets includes this guest and every committed one, so the plan limit and the row cap
	// stay race-free. RETURNING gives the stored guest with its derived fields (link, WhatsApp
	// number) without a read of its own after the commit.
	err = activity.InsertCounting(ctx, s.db, weddingID, s.now(), `INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao,
			acompanhantes, restricao_alimentar, rsvp_nonce, rsvp_token_hash, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING `+columns,
		[]any{g.ID, weddingID, g.Nome, g.Email, g.Telefone, g.Mesa, g.Acompanhante, g.StatusConfirmacao, companions, g.RestricaoAlimentar,
			nonce, hash, now}, func(row db.Scanner) error {
			if g, err = scan(row, s.links); err != nil {
				return fmt.Errorf("guest.Store.Create: %w", err)
			}
			return nil
		}, activity.Entry{Area: activity.Guests, Text: "adicionou o convidado " + activity.Quote(g.Nome)}, wedding.Guests,
		func(p plan.Plan, n int) error {
			if err := p.CheckAdd(plan.Guests, n-1); err != nil {
				return err
			}
			return wedding.CheckRowCount(wedding.Guests, n)
		})
	if err != nil {
		return Guest{}, err
	}
	return g, nil
}

// Update loads the guest, lets change edit its input, and stores the result, all in one
// transaction so concurrent partial updates of different fields do not overwrite each other.
func (s *Store) Update(ctx context.Context, weddingID, id string, change func(*Input) error) (Guest, error) {
	var g Guest
	// The wedding's lock first, then the guest's row (wedding.LockFirst: BEGIN and lock in one
	// round trip on PostgreSQL; issue 16); the UPDATE returns the stored guest, so nothing is
	// read after the commit.
	err := wedding.LockFirst(ctx, s.db, weddingID, s.now(), func(tx db.Querier, _ plan.Plan) error {
		var err error
		g, err = scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 AND id = $2`+s.db.ForUpdate(), weddingID, id), nil)
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("guest.Store.Update: read: %w", err)
		}
		in := g.input()
		if err := change(&in); err != nil {
			return err
		}
		companions, err := encodeCompanions(in.Acompanhantes)
		if err != nil {
			return err
		}
		g, err = scan(tx.QueryRowContext(ctx, `UPDATE guests SET nome = $1, email = $2, telefone = $3, mesa = $4, acompanhante = $5,
			status_confirmacao = $6, acompanhantes = $7, restricao_alimentar = $8, updated_at = $9 WHERE wedding_id = $10 AND id = $11
			RETURNING `+columns,
			in.Nome, in.Email, in.Telefone, in.Mesa, in.Acompanhante, in.StatusConfirmacao, companions, in.RestricaoAlimentar,
			s.now().UTC().Truncate(time.Microsecond), weddingID, id), s.links)
		if err != nil {
			return fmt.Errorf("guest.Store.Update: write: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Guests,
			Text: "editou o convidado " + activity.Quote(in.Nome)}, s.now())
	})
	if err != nil {
		return Guest{}, err
	}
	return g, nil
}

// Delete removes one guest of the wedding, or reports not found.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	return activity.DeleteRow(ctx, s.db, "guests", "nome", weddingID, id, s.now(), errNotFound, func(name string) activity.Entry {
		return activity.Entry{Area: activity.Guests, Text: "removeu o convidado " + activity.Quote(name)}
	})
}

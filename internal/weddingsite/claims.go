package weddingsite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/crud"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// ClaimStatus is where a guest's PIX stands. The spec's gift statuses stay on the gift itself
// (pendente, recebido, doacao); a claim adds 'aguardando' (Aguardando confirmação: the guest
// says they paid) before 'recebido' (the couple saw the money). The gift turns recebido, with
// the givers' names, when every one of its cotas is recebido.
type ClaimStatus string

const (
	Aguardando ClaimStatus = "aguardando"
	Recebido   ClaimStatus = "recebido"
)

// Claim is one guest's 'Já fiz o PIX' for one cota of a gift.
type Claim struct {
	ID                   string      `json:"id"`
	GiftID               string      `json:"gift_id"`
	GiftNome             string      `json:"gift_nome"`
	Cota                 int         `json:"cota"`
	Cotas                int         `json:"cotas"`
	TxID                 string      `json:"txid"`
	ValorCents           *int64      `json:"valor_cents"`
	Nome                 string      `json:"nome"`
	Mensagem             *string     `json:"mensagem"`
	Status               ClaimStatus `json:"status"`
	AgradecimentoEnviado bool        `json:"agradecimento_enviado"`
	CreatedAt            time.Time   `json:"created_at"`
	ConfirmedAt          *time.Time  `json:"confirmed_at"`
}

// ClaimInput is the body of a guest's 'Já fiz o PIX'.
type ClaimInput struct {
	Cota     int     `json:"cota"`
	Nome     string  `json:"nome"`
	Mensagem *string `json:"mensagem"`
}

const (
	maxGiver    = 100
	maxMensagem = 500
	maxDoador   = 100 // the gift's doador column, as the gift package bounds it
)

// NormalizeAndValidate trims the text and bounds it; the cota is checked against the gift.
func (in *ClaimInput) NormalizeAndValidate() error {
	in.Nome = strings.TrimSpace(in.Nome)
	in.Mensagem = crud.BlankToNil(in.Mensagem)
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Nome); {
	case n == 0:
		f.Add("nome", "required")
	case n > maxGiver:
		f.Add("nome", "too_long")
	case strings.ContainsFunc(in.Nome, unicode.IsControl):
		f.Add("nome", "invalid")
	}
	if in.Mensagem != nil && utf8.RuneCountInString(*in.Mensagem) > maxMensagem {
		f.Add("mensagem", "too_long")
	}
	if in.Cota < 1 {
		f.Add("cota", "invalid")
	}
	return f.Err()
}

var (
	errClaimNotFound = apperr.NotFound("PIX não encontrado.")
	errCotaTaken     = apperr.Conflict("cota_taken",
		"Esta cota acabou de ser escolhida por outra pessoa. Escolha o presente de novo para ver a próxima cota.", map[string]string{"cota": "taken"})
	errAlreadyConfirmed = apperr.Conflict("already_confirmed", "Este PIX já foi confirmado.", nil)
	errNotConfirmed     = apperr.Conflict("not_confirmed", "Confirme o recebimento antes de marcar o agradecimento.", nil)
	errConfirmedKept    = apperr.Conflict("already_confirmed", "Um PIX recebido não pode ser descartado.", nil)
	errGiftClaimsOpen   = apperr.Conflict("too_many_open_claims",
		"Este presente já tem avisos de PIX aguardando a confirmação dos noivos. Escolha outro presente ou tente de novo daqui a alguns dias.", nil)
	errSiteClaimsOpen = apperr.Conflict("too_many_open_claims",
		"Este site já tem muitos avisos de PIX aguardando a confirmação dos noivos. Tente de novo daqui a alguns dias.", nil)
)

// Bounds on unconfirmed claims, against a stranger flooding a site with fake 'Já fiz o PIX'
// (each one takes a cota away from real guests): at most MaxOpenClaimsPerGift aguardando
// claims per gift and MaxOpenClaimsPerSite per wedding at a time, and an aguardando claim
// older than ClaimTTL expires (its cota is free again). A real guest's PIX reaches the
// couple's account either way; the couple's recebido claims never expire.
const (
	MaxOpenClaimsPerGift = 3
	MaxOpenClaimsPerSite = 50
	ClaimTTL             = 7 * 24 * time.Hour
)

// liveClaim is the condition, on gift_claims aliased c, of a claim that still holds its cota:
// recebido, or aguardando and younger than ClaimTTL (cutoff is the placeholder of now-ClaimTTL).
func liveClaim(cutoff string) string {
	return `(c.status = 'recebido' OR c.created_at >= ` + cutoff + `)`
}

// checkOpenClaims refuses a new claim on giftID while the gift or the wedding already has as
// many unexpired aguardando claims as the bounds allow.
func checkOpenClaims(ctx context.Context, q interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}, weddingID, giftID string, now time.Time) error {
	var perGift, perSite int
	err := q.QueryRowContext(ctx, `SELECT COALESCE(SUM(CASE WHEN c.gift_id = $2 THEN 1 ELSE 0 END), 0), COUNT(*)
		FROM gift_claims c WHERE c.wedding_id = $1 AND c.status = 'aguardando' AND c.created_at >= $3`,
		weddingID, giftID, now.Add(-ClaimTTL)).Scan(&perGift, &perSite)
	if err != nil {
		return fmt.Errorf("weddingsite: open claims: %w", err)
	}
	if perGift >= MaxOpenClaimsPerGift {
		return errGiftClaimsOpen
	}
	if perSite >= MaxOpenClaimsPerSite {
		return errSiteClaimsOpen
	}
	return nil
}

// ExpireClaims deletes every aguardando claim older than ClaimTTL, in all weddings, and moves
// the data version of the weddings it touched so that no cached public site keeps showing
// their cotas as taken. The maintenance job runs it; reads already ignore expired claims.
func ExpireClaims(ctx context.Context, d *db.DB, now time.Time) error {
	cutoff := now.UTC().Add(-ClaimTTL)
	err := d.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE weddings SET data_version = data_version + 1 WHERE id IN
			(SELECT wedding_id FROM gift_claims WHERE status = 'aguardando' AND created_at < $1)`, cutoff); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM gift_claims WHERE status = 'aguardando' AND created_at < $1`, cutoff)
		return err
	})
	if err != nil {
		return fmt.Errorf("weddingsite.ExpireClaims: %w", err)
	}
	return nil
}

// Claim records a guest's 'Já fiz o PIX' as aguardando: it never marks money received. The
// wedding's write lock serialises claims, the check finds a taken cota, and UNIQUE (gift_id,
// cota) backs it: of two guests on the last cota, one gets 409 cota_taken.
func (s *Store) Claim(ctx context.Context, weddingID, giftID string, in ClaimInput) (Claim, error) {
	now := s.instant()
	c := Claim{ID: uuid.Must(uuid.NewV7()).String(), GiftID: giftID, Cota: in.Cota, Nome: in.Nome, Mensagem: in.Mensagem,
		Status: Aguardando, CreatedAt: now}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		pl, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if !pl.Has(plan.PixGifts) {
			return errNoSite
		}
		var valor *int64
		err = tx.QueryRowContext(ctx, `SELECT nome, valor_cents, cotas FROM gifts WHERE wedding_id = $1 AND id = $2 AND status = 'pendente'`+s.db.ForUpdate(),
			weddingID, giftID).Scan(&c.GiftNome, &valor, &c.Cotas)
		if errors.Is(err, sql.ErrNoRows) {
			return errGiftGone
		}
		if err != nil {
			return fmt.Errorf("weddingsite.Store.Claim: gift: %w", err)
		}
		if in.Cota > c.Cotas {
			return apperr.Invalid(map[string]string{"cota": "invalid"})
		}
		// An expired claim gives its cota back (the UNIQUE (gift_id, cota) would refuse it).
		if _, err := tx.ExecContext(ctx, `DELETE FROM gift_claims WHERE wedding_id = $1 AND status = 'aguardando' AND created_at < $2`,
			weddingID, now.Add(-ClaimTTL)); err != nil {
			return fmt.Errorf("weddingsite.Store.Claim: expire: %w", err)
		}
		if err := checkOpenClaims(ctx, tx, weddingID, giftID, now); err != nil {
			return err
		}
		var exists bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM gift_claims WHERE gift_id = $1 AND cota = $2)`, giftID, in.Cota).Scan(&exists); err != nil {
			return fmt.Errorf("weddingsite.Store.Claim: cota: %w", err)
		}
		if exists {
			return errCotaTaken
		}
		if valor != nil {
			v := *valor / int64(c.Cotas)
			c.ValorCents = &v
		}
		c.TxID = TxID(giftID, in.Cota)
		_, err = tx.ExecContext(ctx, `INSERT INTO gift_claims (id, wedding_id, gift_id, cota, txid, valor_cents, nome, mensagem, status, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			c.ID, weddingID, giftID, c.Cota, c.TxID, c.ValorCents, c.Nome, c.Mensagem, c.Status, now)
		if db.IsUniqueViolation(err) {
			return errCotaTaken
		}
		if err != nil {
			return fmt.Errorf("weddingsite.Store.Claim: %w", err)
		}
		return nil
	})
	if err != nil {
		return Claim{}, err
	}
	return c, nil
}

const claimColumns = `c.id, c.gift_id, g.nome, c.cota, g.cotas, c.txid, c.valor_cents, c.nome, c.mensagem, c.status,
	c.agradecimento_enviado, c.created_at, c.confirmed_at`

type scanner interface{ Scan(dest ...any) error }

func scanClaim(s scanner) (Claim, error) {
	var c Claim
	var confirmed time.Time
	err := s.Scan(&c.ID, &c.GiftID, &c.GiftNome, &c.Cota, &c.Cotas, &c.TxID, &c.ValorCents, &c.Nome, &c.Mensagem, &c.Status,
		&c.AgradecimentoEnviado, db.ScanTime(&c.CreatedAt), db.ScanTime(&confirmed))
	if !confirmed.IsZero() {
		c.ConfirmedAt = &confirmed
	}
	return c, err
}

// ListClaims returns the wedding's claims, newest first, without the expired ones. It is read on
// every plan: a couple without pix_gifts still sees the claims made before, read-only (issue 15:
// gated means locked, never hidden); changing them stays under the gate (changeClaim).
func (s *Store) ListClaims(ctx context.Context, weddingID string) ([]Claim, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+claimColumns+` FROM gift_claims c JOIN gifts g ON g.id = c.gift_id
		WHERE c.wedding_id = $1 AND `+liveClaim("$2")+` ORDER BY c.created_at DESC, c.id DESC`, weddingID, s.instant().Add(-ClaimTTL))
	if err != nil {
		return nil, fmt.Errorf("weddingsite.Store.ListClaims: %w", err)
	}
	defer rows.Close()
	out := []Claim{}
	for rows.Next() {
		c, err := scanClaim(rows)
		if err != nil {
			return nil, fmt.Errorf("weddingsite.Store.ListClaims: scan: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// changeClaim runs change on one claim of the wedding inside a write, under the gate, and logs
// the activity sentence say builds from the changed claim.
func (s *Store) changeClaim(ctx context.Context, weddingID, id string, change func(tx *sql.Tx, c *Claim, now time.Time) error,
	say func(c Claim) string) (Claim, error) {
	now := s.instant()
	var c Claim
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		pl, err := wedding.LockForWrite(ctx, tx, weddingID, now)
		if err != nil {
			return err
		}
		if err := pl.CheckFeature(plan.PixGifts); err != nil {
			return err
		}
		c, err = scanClaim(tx.QueryRowContext(ctx, `SELECT `+claimColumns+` FROM gift_claims c JOIN gifts g ON g.id = c.gift_id
			WHERE c.wedding_id = $1 AND c.id = $2`, weddingID, id))
		if errors.Is(err, sql.ErrNoRows) {
			return errClaimNotFound
		}
		if err != nil {
			return fmt.Errorf("weddingsite: read claim: %w", err)
		}
		if err := change(tx, &c, now); err != nil {
			return err
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Gifts, Text: say(c)}, now)
	})
	return c, err
}

// Confirm marks a claim recebido (the couple saw the money arrive). When every cota of the
// gift is recebido the gift itself becomes recebido, with its givers' names as doador.
func (s *Store) Confirm(ctx context.Context, weddingID, id string) (Claim, error) {
	return s.changeClaim(ctx, weddingID, id, func(tx *sql.Tx, c *Claim, now time.Time) error {
		if c.Status != Aguardando {
			return errAlreadyConfirmed
		}
		c.Status, c.ConfirmedAt = Recebido, &now
		if _, err := tx.ExecContext(ctx, `UPDATE gift_claims SET status = $1, confirmed_at = $2 WHERE wedding_id = $3 AND id = $4`,
			c.Status, now, weddingID, c.ID); err != nil {
			return fmt.Errorf("weddingsite.Store.Confirm: %w", err)
		}
		rows, err := tx.QueryContext(ctx, `SELECT nome FROM gift_claims WHERE wedding_id = $1 AND gift_id = $2 AND status = 'recebido' ORDER BY cota`,
			weddingID, c.GiftID)
		if err != nil {
			return fmt.Errorf("weddingsite.Store.Confirm: givers: %w", err)
		}
		var givers []string
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				rows.Close()
				return fmt.Errorf("weddingsite.Store.Confirm: givers: %w", err)
			}
			givers = append(givers, n)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("weddingsite.Store.Confirm: givers: %w", err)
		}
		if len(givers) < c.Cotas {
			return nil
		}
		doador := strings.Join(givers, ", ")
		if utf8.RuneCountInString(doador) > maxDoador {
			doador = string([]rune(doador)[:maxDoador-1]) + "…"
		}
		_, err = tx.ExecContext(ctx, `UPDATE gifts SET status = 'recebido', doador = $1, data_recebimento = $2, updated_at = $2
			WHERE wedding_id = $3 AND id = $4 AND status = 'pendente'`, doador, now, weddingID, c.GiftID)
		if err != nil {
			return fmt.Errorf("weddingsite.Store.Confirm: gift: %w", err)
		}
		return nil
	}, func(c Claim) string {
		return "confirmou o PIX de " + activity.Quote(c.Nome) + " para o presente " + activity.Quote(c.GiftNome)
	})
}

// SetThanked ticks (or unticks) 'Agradecimento enviado' on a recebido claim.
func (s *Store) SetThanked(ctx context.Context, weddingID, id string, sent bool) (Claim, error) {
	return s.changeClaim(ctx, weddingID, id, func(tx *sql.Tx, c *Claim, now time.Time) error {
		if c.Status != Recebido {
			return errNotConfirmed
		}
		c.AgradecimentoEnviado = sent
		if _, err := tx.ExecContext(ctx, `UPDATE gift_claims SET agradecimento_enviado = $1 WHERE wedding_id = $2 AND id = $3`,
			sent, weddingID, c.ID); err != nil {
			return fmt.Errorf("weddingsite.Store.SetThanked: %w", err)
		}
		return nil
	}, func(c Claim) string {
		if c.AgradecimentoEnviado {
			return "marcou o agradecimento a " + activity.Quote(c.Nome) + " como enviado"
		}
		return "desmarcou o agradecimento a " + activity.Quote(c.Nome)
	})
}

// Discard removes a claim still aguardando (the money never came): its cota is free again.
func (s *Store) Discard(ctx context.Context, weddingID, id string) error {
	_, err := s.changeClaim(ctx, weddingID, id, func(tx *sql.Tx, c *Claim, now time.Time) error {
		if c.Status != Aguardando {
			return errConfirmedKept
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM gift_claims WHERE wedding_id = $1 AND id = $2`, weddingID, c.ID); err != nil {
			return fmt.Errorf("weddingsite.Store.Discard: %w", err)
		}
		return nil
	}, func(c Claim) string {
		return "descartou o PIX não recebido de " + activity.Quote(c.Nome) + " para o presente " + activity.Quote(c.GiftNome)
	})
	return err
}

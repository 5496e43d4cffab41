package weddingsite

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/pix"
)

// Place is the ceremony or the party as a guest sees it.
type Place struct {
	Local    *string `json:"local"`
	Endereco *string `json:"endereco"`
	Horario  *string `json:"horario"`
	MapsURL  *string `json:"maps_url"`
}

// PublicGift is a gift a guest can still give: pendente, with at least one free cota.
type PublicGift struct {
	ID             string  `json:"id"`
	Nome           string  `json:"nome"`
	Descricao      *string `json:"descricao"`
	ValorCents     *int64  `json:"valor_cents"`
	Cotas          int     `json:"cotas"`
	CotasLivres    int     `json:"cotas_livres"`
	ValorCotaCents *int64  `json:"valor_cota_cents"`
}

// Public is the body of GET /api/public/sites/{slug}: what the couple chose to show, never a
// guest list. Presentes is null while the couple has no PIX key (nothing could be paid).
type Public struct {
	Slug      string       `json:"slug"`
	Nomes     string       `json:"nomes"`
	Data      *string      `json:"data"`
	Historia  *string      `json:"historia"`
	Cerimonia *Place       `json:"cerimonia"`
	Festa     *Place       `json:"festa"`
	Traje     *string      `json:"traje"`
	Dicas     *string      `json:"dicas"`
	Presentes []PublicGift `json:"presentes"`
}

func place(local, endereco, horario *string) *Place {
	if local == nil && endereco == nil && horario == nil {
		return nil
	}
	p := &Place{Local: local, Endereco: endereco, Horario: horario}
	if endereco != nil {
		u := MapsURL(*endereco)
		p.MapsURL = &u
	} else if local != nil {
		u := MapsURL(*local)
		p.MapsURL = &u
	}
	return p
}

// names is "Ana & João" from the profile, or "Nosso casamento" when neither name was given.
func names(first, partner *string) string {
	var parts []string
	for _, n := range []*string{first, partner} {
		if n != nil && strings.TrimSpace(*n) != "" {
			parts = append(parts, strings.TrimSpace(*n))
		}
	}
	if len(parts) == 0 {
		return "Nosso casamento"
	}
	return strings.Join(parts, " & ")
}

// PublicView builds the site of weddingID for guests (the handler caches it per data version).
func (s *Store) PublicView(ctx context.Context, weddingID string) (Public, error) {
	st, _, err := scanSite(s.db.QueryRowContext(ctx, `SELECT `+siteColumns+` FROM wedding_sites WHERE wedding_id = $1`, weddingID))
	if err != nil {
		return Public{}, fmt.Errorf("weddingsite.Store.PublicView: site: %w", err)
	}
	out := Public{Slug: st.Slug, Historia: st.Historia, Traje: st.Traje, Dicas: st.Dicas,
		Cerimonia: place(st.CerimoniaLocal, st.CerimoniaEndereco, st.CerimoniaHorario),
		Festa:     place(st.FestaLocal, st.FestaEndereco, st.FestaHorario)}
	var first, partner *string
	err = s.db.QueryRowContext(ctx, `SELECT first_name, partner_name, wedding_date FROM profiles WHERE wedding_id = $1`, weddingID).
		Scan(&first, &partner, db.ScanDate(&out.Data))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Public{}, fmt.Errorf("weddingsite.Store.PublicView: profile: %w", err)
	}
	out.Nomes = names(first, partner)
	var hasKey bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pix_info WHERE wedding_id = $1)`, weddingID).Scan(&hasKey); err != nil {
		return Public{}, fmt.Errorf("weddingsite.Store.PublicView: pix: %w", err)
	}
	if !hasKey {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.nome, g.descricao, g.valor_cents, g.cotas,
		(SELECT COUNT(*) FROM gift_claims c WHERE c.gift_id = g.id AND `+liveClaim("$2")+`) FROM gifts g
		WHERE g.wedding_id = $1 AND g.status = 'pendente' ORDER BY g.created_at, g.id`, weddingID, s.instant().Add(-ClaimTTL))
	if err != nil {
		return Public{}, fmt.Errorf("weddingsite.Store.PublicView: gifts: %w", err)
	}
	defer rows.Close()
	out.Presentes = []PublicGift{}
	for rows.Next() {
		var g PublicGift
		var claimed int
		if err := rows.Scan(&g.ID, &g.Nome, &g.Descricao, &g.ValorCents, &g.Cotas, &claimed); err != nil {
			return Public{}, fmt.Errorf("weddingsite.Store.PublicView: scan: %w", err)
		}
		if g.CotasLivres = g.Cotas - claimed; g.CotasLivres <= 0 {
			continue
		}
		if g.ValorCents != nil && *g.ValorCents > 0 {
			v := *g.ValorCents / int64(g.Cotas)
			g.ValorCotaCents = &v
		}
		out.Presentes = append(out.Presentes, g)
	}
	return out, rows.Err()
}

// TxID is the PIX transaction id of one cota of a gift (cota 1 for a whole gift): "AC", 18
// hex digits of SHA-256(gift id) and the cota as 3 digits — 23 alphanumerics, at most 25 as
// field 62-05 allows, distinct per gift and cota, and the same every time it is shown so the
// couple can match the bank statement line to the gift.
func TxID(giftID string, cota int) string {
	sum := sha256.Sum256([]byte(giftID))
	return fmt.Sprintf("AC%s%03d", strings.ToUpper(hex.EncodeToString(sum[:])[:18]), cota)
}

// Payment is what a guest who picked a gift pays: the next free cota, its amount and txid,
// the "copia e cola" payload and its QR code.
type Payment struct {
	GiftID     string `json:"gift_id"`
	Cota       int    `json:"cota"`
	Cotas      int    `json:"cotas"`
	ValorCents int64  `json:"valor_cents"`
	TxID       string `json:"txid"`
	Payload    string `json:"payload"`
	QR         string `json:"qr"` // a data: URL of the PNG
}

var (
	errGiftGone = apperr.NotFound("Este presente não está mais disponível.")
	errNoPix    = apperr.NotFound("Os noivos ainda não cadastraram uma chave PIX.")
)

// Pick builds the PIX payment of the lowest free cota of a gift of weddingID.
func (s *Store) Pick(ctx context.Context, weddingID, giftID string) (Payment, error) {
	var key, name string
	err := s.db.QueryRowContext(ctx, `SELECT chave_pix, nome_beneficiario FROM pix_info WHERE wedding_id = $1`, weddingID).Scan(&key, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return Payment{}, errNoPix
	}
	if err != nil {
		return Payment{}, fmt.Errorf("weddingsite.Store.Pick: pix: %w", err)
	}
	var valor *int64
	p := Payment{GiftID: giftID}
	err = s.db.QueryRowContext(ctx, `SELECT valor_cents, cotas FROM gifts WHERE wedding_id = $1 AND id = $2 AND status = 'pendente'`,
		weddingID, giftID).Scan(&valor, &p.Cotas)
	if errors.Is(err, sql.ErrNoRows) {
		return Payment{}, errGiftGone
	}
	if err != nil {
		return Payment{}, fmt.Errorf("weddingsite.Store.Pick: gift: %w", err)
	}
	taken, err := s.claimedCotas(ctx, weddingID, giftID)
	if err != nil {
		return Payment{}, err
	}
	for c := 1; c <= p.Cotas; c++ {
		if !taken[c] {
			p.Cota = c
			break
		}
	}
	if p.Cota == 0 {
		return Payment{}, errGiftGone
	}
	// A guest must not pay for a gift whose 'Já fiz o PIX' would then be refused.
	if err := checkOpenClaims(ctx, s.db, weddingID, giftID, s.instant()); err != nil {
		return Payment{}, err
	}
	if valor != nil {
		p.ValorCents = *valor / int64(p.Cotas)
	}
	p.TxID = TxID(giftID, p.Cota)
	if p.Payload, err = pix.Payment(key, name, p.ValorCents, p.TxID); err != nil {
		return Payment{}, fmt.Errorf("weddingsite.Store.Pick: payload: %w", err)
	}
	png, err := pix.QRPNG(p.Payload)
	if err != nil {
		return Payment{}, err
	}
	p.QR = "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
	return p, nil
}

func (s *Store) claimedCotas(ctx context.Context, weddingID, giftID string) (map[int]bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT c.cota FROM gift_claims c WHERE c.wedding_id = $1 AND c.gift_id = $2 AND `+liveClaim("$3"),
		weddingID, giftID, s.instant().Add(-ClaimTTL))
	if err != nil {
		return nil, fmt.Errorf("weddingsite: claimed cotas: %w", err)
	}
	defer rows.Close()
	taken := map[int]bool{}
	for rows.Next() {
		var c int
		if err := rows.Scan(&c); err != nil {
			return nil, fmt.Errorf("weddingsite: claimed cotas: %w", err)
		}
		taken[c] = true
	}
	return taken, rows.Err()
}

package guest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/digitalinvite"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// InvitedID is the person id of the invited guest on the RSVP page (companions have their own).
const InvitedID = "convidado"

// Public is the guest's RSVP page (/r/{token}): the couple's invitation and this guest's own
// family, nothing else — never an id of the wedding, another guest, an e-mail or a phone.
type Public struct {
	CoupleNames           *string `json:"couple_names"`
	WeddingDate           *string `json:"wedding_date"`
	WeddingLocation       *string `json:"wedding_location"`
	WeddingAddress        *string `json:"wedding_address"`
	CivilCeremonyDate     *string `json:"civil_ceremony_date"`
	CivilCeremonyAddress  *string `json:"civil_ceremony_address"`
	ReligiousCeremonyDate *string `json:"religious_ceremony_date"`
	// Prazo is the couple's RSVP deadline (YYYY-MM-DD), null when they set none.
	Prazo *string `json:"prazo"`
	// Aberto is false once the deadline has passed: the page is then read-only.
	Aberto  bool           `json:"aberto"`
	Pessoas []PublicPerson `json:"pessoas"`
	// AcompanhanteSemNome is the spec's 'Vai levar acompanhante' without a named companion: one
	// adult who follows the invited person's answer.
	AcompanhanteSemNome bool       `json:"acompanhante_sem_nome"`
	Mensagem            *string    `json:"mensagem"`
	RespondidoEm        *time.Time `json:"respondido_em"`
}

// PublicPerson is one person of the guest's family on the RSVP page.
type PublicPerson struct {
	ID                 string  `json:"id"`
	Nome               string  `json:"nome"`
	Faixa              Band    `json:"faixa"`
	StatusConfirmacao  Status  `json:"status_confirmacao"`
	RestricaoAlimentar *string `json:"restricao_alimentar"`
}

// RSVPAnswer is the body of POST /api/public/rsvp/{token}: an answer for every person of the
// family, and an optional message.
type RSVPAnswer struct {
	Pessoas  []PersonAnswer `json:"pessoas"`
	Mensagem *string        `json:"mensagem"`
}

// PersonAnswer is one person's answer.
type PersonAnswer struct {
	ID                 string  `json:"id"`
	StatusConfirmacao  Status  `json:"status_confirmacao"`
	RestricaoAlimentar *string `json:"restricao_alimentar"`
}

var (
	errNoDate       = apperr.NotFound("Os noivos ainda não definiram a data do casamento.")
	errLinkNotFound = apperr.NotFound("Convite não encontrado. Confira se o link está completo ou peça um novo link aos noivos.")
)

func errClosed(prazo string) error {
	return apperr.Conflict("rsvp_closed", "O prazo para responder terminou em "+ptbr.Date(prazo)+
		". Para mudar sua resposta, fale com os noivos.", nil)
}

// apply returns g with the answer applied, or the fields the answer gets wrong. Every person of
// the family must be answered exactly once, with confirmado or recusado.
func (a RSVPAnswer) apply(g Guest) (Guest, error) {
	f := apperr.Fields{}
	byID := map[string]PersonAnswer{}
	for _, p := range a.Pessoas {
		if _, dup := byID[p.ID]; dup {
			f.Add("pessoas", "duplicate")
		}
		if p.StatusConfirmacao != Confirmado && p.StatusConfirmacao != Recusado {
			f.Add("pessoas", "status_invalid")
		}
		p.RestricaoAlimentar = normalizeRestricao(p.RestricaoAlimentar)
		if p.RestricaoAlimentar != nil && !validRestricao(*p.RestricaoAlimentar) {
			f.Add("pessoas", "restricao_invalid")
		}
		byID[p.ID] = p
	}
	if len(byID) != 1+len(g.Acompanhantes) || len(a.Pessoas) != len(byID) {
		f.Add("pessoas", "incomplete")
	}
	msg := a.Mensagem
	if msg != nil {
		t := strings.TrimSpace(*msg)
		msg = &t
		if t == "" {
			msg = nil
		} else if utf8.RuneCountInString(t) > maxMensagem || !utf8.ValidString(t) || strings.ContainsFunc(t, badTextRune) {
			f.Add("mensagem", "invalid")
		}
	}
	if err := f.Err(); err != nil {
		return g, err
	}
	me, ok := byID[InvitedID]
	if !ok {
		return g, apperr.Invalid(map[string]string{"pessoas": "incomplete"})
	}
	g.StatusConfirmacao, g.RestricaoAlimentar, g.Mensagem = me.StatusConfirmacao, me.RestricaoAlimentar, msg
	cs := make([]Companion, len(g.Acompanhantes))
	for i, c := range g.Acompanhantes {
		p, ok := byID[c.ID]
		if !ok {
			return g, apperr.Invalid(map[string]string{"pessoas": "incomplete"})
		}
		c.StatusConfirmacao, c.RestricaoAlimentar = p.StatusConfirmacao, p.RestricaoAlimentar
		cs[i] = c
	}
	g.Acompanhantes = cs
	return g, nil
}

// badTextRune rejects control characters in a multi-line text, except line breaks and tabs.
func badTextRune(r rune) bool { return r < 0x20 && r != '\n' && r != '\r' && r != '\t' || r == 0x7f }

// sameAnswer reports whether a and b hold the same answers (what Respond may change).
func sameAnswer(a, b Guest) bool {
	if a.StatusConfirmacao != b.StatusConfirmacao || !eqPtr(a.RestricaoAlimentar, b.RestricaoAlimentar) ||
		!eqPtr(a.Mensagem, b.Mensagem) || len(a.Acompanhantes) != len(b.Acompanhantes) {
		return false
	}
	for i := range a.Acompanhantes {
		x, y := a.Acompanhantes[i], b.Acompanhantes[i]
		if x.ID != y.ID || x.StatusConfirmacao != y.StatusConfirmacao || !eqPtr(x.RestricaoAlimentar, y.RestricaoAlimentar) {
			return false
		}
	}
	return true
}

func eqPtr(a, b *string) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// weddingOfToken is the wedding an RSVP token's guest belongs to.
func weddingOfToken(ctx context.Context, q querier, token string) (string, error) {
	if !ValidToken(token) {
		return "", errLinkNotFound
	}
	var weddingID string
	err := q.QueryRowContext(ctx, `SELECT wedding_id FROM guests WHERE rsvp_token_hash = $1`, auth.HashToken(token)).Scan(&weddingID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errLinkNotFound
	}
	if err != nil {
		return "", fmt.Errorf("guest.weddingOfToken: %w", err)
	}
	return weddingID, nil
}

// byToken finds the guest and its wedding by RSVP token; forUpdate locks the row.
func byToken(ctx context.Context, q querier, token, forUpdate string) (Guest, string, error) {
	weddingID, err := weddingOfToken(ctx, q, token)
	if err != nil {
		return Guest{}, "", err
	}
	// The second read filters by the wedding too, as every guest query does.
	g, err := scan(q.QueryRowContext(ctx, `SELECT `+columns+` FROM guests WHERE wedding_id = $1 AND rsvp_token_hash = $2`+forUpdate,
		weddingID, auth.HashToken(token)), nil)
	if errors.Is(err, sql.ErrNoRows) { // rotated or deleted in between
		return Guest{}, "", errLinkNotFound
	}
	if err != nil {
		return Guest{}, "", fmt.Errorf("guest.byToken: %w", err)
	}
	return g, weddingID, nil
}

// invitation reads the couple's side of the page and whether answers are still open; couple is
// the couple's first names one by one (p.CoupleNames joins them), for the link preview.
func invitation(ctx context.Context, q querier, weddingID string, now time.Time) (p Public, couple []string, err error) {
	err = q.QueryRowContext(ctx, `SELECT wedding_date, wedding_location, wedding_address, civil_ceremony_date, civil_ceremony_address,
		religious_ceremony_date, rsvp_deadline FROM profiles WHERE wedding_id = $1`, weddingID).Scan(db.ScanDate(&p.WeddingDate),
		&p.WeddingLocation, &p.WeddingAddress, db.ScanDate(&p.CivilCeremonyDate), &p.CivilCeremonyAddress,
		db.ScanDate(&p.ReligiousCeremonyDate), db.ScanDate(&p.Prazo))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return p, nil, fmt.Errorf("guest.invitation: %w", err)
	}
	if couple, err = digitalinvite.CoupleNameList(ctx, q, weddingID); err != nil {
		return p, nil, err
	}
	if len(couple) > 0 {
		joined := digitalinvite.JoinCouple(couple)
		p.CoupleNames = &joined
	}
	p.Aberto = true
	if p.Prazo != nil {
		today, err := wedding.Today(ctx, q, weddingID, now)
		if err != nil {
			return p, nil, err
		}
		p.Aberto = today <= *p.Prazo
	}
	return p, couple, nil
}

func withGuest(p Public, g Guest) Public {
	p.Pessoas = append(make([]PublicPerson, 0, 1+len(g.Acompanhantes)), PublicPerson{ID: InvitedID, Nome: g.Nome, Faixa: Adult,
		StatusConfirmacao: g.StatusConfirmacao, RestricaoAlimentar: g.RestricaoAlimentar})
	for _, c := range g.Acompanhantes {
		p.Pessoas = append(p.Pessoas, PublicPerson{ID: c.ID, Nome: c.Nome, Faixa: c.Faixa, StatusConfirmacao: c.StatusConfirmacao,
			RestricaoAlimentar: c.RestricaoAlimentar})
	}
	p.AcompanhanteSemNome = g.Acompanhante && len(g.Acompanhantes) == 0
	p.Mensagem, p.RespondidoEm = g.Mensagem, g.RespondidoEm
	return p
}

// PublicGet is the RSVP page behind token.
func (s *Store) PublicGet(ctx context.Context, token string) (Public, error) {
	return s.publicAt(ctx, token, "", s.now())
}

// publicAt is the RSVP page behind token with "today" at now; guestID, when set, must be the
// guest the token belongs to (the cache key's), or the link is not found.
func (s *Store) publicAt(ctx context.Context, token, guestID string, now time.Time) (Public, error) {
	g, weddingID, err := byToken(ctx, s.db, token, "")
	if err != nil {
		return Public{}, err
	}
	if guestID != "" && g.ID != guestID {
		return Public{}, errLinkNotFound
	}
	p, _, err := invitation(ctx, s.db, weddingID, now)
	if err != nil {
		return Public{}, err
	}
	return withGuest(p, g), nil
}

// pageKey says which cached RSVP page a token reads: its guest, the guest's wedding and the
// wedding's data_version read in one statement, and the wedding's calendar day (the page's
// 'aberto' turns false when the deadline day ends, with no write to bump the version).
type pageKey struct {
	weddingID, guestID, today string
	version                   int64
	now                       time.Time
}

// cacheKey is the cache entry of one guest's page on one day: one guest's page is never
// served to another.
func (k pageKey) cacheKey() string { return k.weddingID + "/" + k.guestID + "/" + k.today }

// pageKeyOf reads token's pageKey (one indexed query); an unknown token is not found.
func (s *Store) pageKeyOf(ctx context.Context, token string) (pageKey, error) {
	if !ValidToken(token) {
		return pageKey{}, errLinkNotFound
	}
	k := pageKey{now: s.now()}
	var zone string
	err := s.db.QueryRowContext(ctx, `SELECT g.id, g.wedding_id, w.data_version, w.time_zone FROM guests g
		JOIN weddings w ON w.id = g.wedding_id WHERE g.rsvp_token_hash = $1`, auth.HashToken(token)).
		Scan(&k.guestID, &k.weddingID, &k.version, &zone)
	if errors.Is(err, sql.ErrNoRows) {
		return pageKey{}, errLinkNotFound
	}
	if err != nil {
		return pageKey{}, fmt.Errorf("guest.Store.pageKeyOf: %w", err)
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		return pageKey{}, fmt.Errorf("guest.Store.pageKeyOf: wedding %s time zone %q: %w", k.weddingID, zone, err)
	}
	k.today = k.now.In(loc).Format(time.DateOnly)
	return k, nil
}

// Respond records the family's answers until the couple's deadline (inclusive). An answer that
// changes nothing is answered from plain reads, without the wedding's write lock (on SQLite the
// one writer) and without writing, so a reloaded or looped page cannot stall the wedding's
// writes. A changed answer notifies the couple's bell in the same transaction (notifyAnswer);
// done says which wedding changed and the notification made, for the realtime hints.
func (s *Store) Respond(ctx context.Context, token string, a RSVPAnswer) (p Public, done Answered, err error) {
	g, weddingID, err := byToken(ctx, s.db, token, "")
	if err != nil {
		return Public{}, Answered{}, err
	}
	inv, _, err := invitation(ctx, s.db, weddingID, s.now())
	if err != nil {
		return Public{}, Answered{}, err
	}
	if !inv.Aberto {
		return Public{}, Answered{}, errClosed(*inv.Prazo)
	}
	next, err := a.apply(g)
	if err != nil {
		return Public{}, Answered{}, err
	}
	if sameAnswer(g, next) {
		return withGuest(inv, g), Answered{}, nil
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		// Read again under the lock: the couple may have edited the family, rotated the link or
		// moved the deadline meanwhile.
		g, _, err := byToken(ctx, tx, token, s.db.ForUpdate())
		if err != nil {
			return err
		}
		if inv, _, err = invitation(ctx, tx, weddingID, now); err != nil {
			return err
		}
		if !inv.Aberto {
			return errClosed(*inv.Prazo)
		}
		if next, err = a.apply(g); err != nil {
			return err
		}
		if sameAnswer(g, next) { // the same answer landed meanwhile (two taps at once): nothing to write
			next = g
			return nil
		}
		next.RespondidoEm = &now
		companions, err := encodeCompanions(next.Acompanhantes)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE guests SET status_confirmacao = $1, restricao_alimentar = $2, mensagem = $3,
				acompanhantes = $4, respondido_em = $5, updated_at = $5 WHERE wedding_id = $6 AND id = $7`,
			next.StatusConfirmacao, next.RestricaoAlimentar, next.Mensagem, companions, now, weddingID, g.ID); err != nil {
			return fmt.Errorf("guest.Store.Respond: %w", err)
		}
		id, err := notifyAnswer(ctx, tx, weddingID, g, next, now)
		done = Answered{WeddingID: weddingID, NotificationID: id}
		return err
	})
	if err != nil {
		return Public{}, Answered{}, err
	}
	return withGuest(inv, next), done, nil
}

// RotateLink is 'Gerar novo link': the guest gets a new token and the old link stops working.
func (s *Store) RotateLink(ctx context.Context, weddingID, id string) (Guest, error) {
	if s.links == nil {
		return Guest{}, errors.New("guest.Store.RotateLink: no link key")
	}
	nonce, hash := s.links.issue(id)
	if err := s.updateRow(ctx, weddingID, id, func(name string) string {
		return "gerou um novo link de confirmação para " + activity.Quote(name)
	}, `rsvp_nonce = $1, rsvp_token_hash = $2`, nonce, hash); err != nil {
		return Guest{}, err
	}
	return s.Get(ctx, weddingID, id)
}

// MarkSent records that the couple sent the guest's invitation now ('Convite enviado'). Nothing
// is sent by the server: the couple's tap opened WhatsApp or the e-mail app.
func (s *Store) MarkSent(ctx context.Context, weddingID, id string) (Guest, error) {
	if err := s.updateRow(ctx, weddingID, id, func(name string) string {
		return "marcou o convite de " + activity.Quote(name) + " como enviado"
	}, `convite_enviado_em = $1`, s.now().UTC().Truncate(time.Microsecond)); err != nil {
		return Guest{}, err
	}
	return s.Get(ctx, weddingID, id)
}

// updateRow sets columns (placeholders $1, $2 for args) on one guest under the wedding's lock,
// and logs the activity sentence say builds from the guest's name.
func (s *Store) updateRow(ctx context.Context, weddingID, id string, say func(name string) string, set string, args ...any) error {
	now := s.now()
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		n := len(args)
		var name string
		err := tx.QueryRowContext(ctx, fmt.Sprintf(`UPDATE guests SET %s, updated_at = $%d WHERE wedding_id = $%d AND id = $%d RETURNING nome`,
			set, n+1, n+2, n+3), append(args, now.UTC().Truncate(time.Microsecond), weddingID, id)...).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("guest.Store.updateRow: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Guests, Text: say(name)}, now)
	})
}

// IssueMissingLinks gives a personal link to every guest that has none (guests added before
// links existed, or by a path that did not make one). It runs at start; each guest is one small
// write outside any wedding lock, touching only the link columns.
func (s *Store) IssueMissingLinks(ctx context.Context) error {
	if s.links == nil {
		return nil
	}
	for {
		rows, err := s.db.QueryContext(ctx, `SELECT id FROM guests WHERE rsvp_nonce IS NULL LIMIT 500`)
		if err != nil {
			return fmt.Errorf("guest.IssueMissingLinks: %w", err)
		}
		var ids []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return fmt.Errorf("guest.IssueMissingLinks: %w", err)
			}
			ids = append(ids, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("guest.IssueMissingLinks: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		for _, id := range ids {
			nonce, hash := s.links.issue(id)
			if _, err := s.db.ExecContext(ctx, `UPDATE guests SET rsvp_nonce = $1, rsvp_token_hash = $2 WHERE id = $3 AND rsvp_nonce IS NULL`,
				nonce, hash, id); err != nil {
				return fmt.Errorf("guest.IssueMissingLinks: %w", err)
			}
		}
	}
}

// LinkFor is the personal RSVP link of a guest of the wedding (ok false when the guest is gone or
// has no link yet), for the digital invitations tied to a guest.
func (s *Store) LinkFor(ctx context.Context, tx *sql.Tx, weddingID, guestID string) (string, bool, error) {
	if s.links == nil {
		return "", false, nil
	}
	var nonce *string
	err := tx.QueryRowContext(ctx, `SELECT rsvp_nonce FROM guests WHERE wedding_id = $1 AND id = $2`, weddingID, guestID).Scan(&nonce)
	if errors.Is(err, sql.ErrNoRows) || err == nil && nonce == nil {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("guest.Store.LinkFor: %w", err)
	}
	return s.links.URL(s.links.Token(guestID, *nonce)), true, nil
}

// GetDeadline returns the couple's RSVP deadline (YYYY-MM-DD) or nil.
func (s *Store) GetDeadline(ctx context.Context, weddingID string) (*string, error) {
	var d *string
	err := s.db.QueryRowContext(ctx, `SELECT rsvp_deadline FROM profiles WHERE wedding_id = $1`, weddingID).Scan(db.ScanDate(&d))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("guest.Store.GetDeadline: %w", err)
	}
	return d, nil
}

// SetDeadline stores the couple's RSVP deadline (nil removes it).
func (s *Store) SetDeadline(ctx context.Context, weddingID string, d *string) error {
	if d != nil && !calendar.ValidDate(*d) {
		return apperr.Invalid(map[string]string{"prazo": "invalid"})
	}
	now := s.now()
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE profiles SET rsvp_deadline = $1, updated_at = $2 WHERE wedding_id = $3`,
			d, now.UTC().Truncate(time.Microsecond), weddingID); err != nil {
			return fmt.Errorf("guest.Store.SetDeadline: %w", err)
		}
		text := "removeu o prazo de confirmação de presença"
		if d != nil {
			text = "definiu o prazo de confirmação de presença para " + ptbr.Date(*d)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Guests, Text: text}, now)
	})
}

// Package guest is the guest list of a wedding (part 1 §2 'Guests', §3, §5). It is the exemplar
// resource: types and validation here, SQL in store.go, HTTP in handler.go.
package guest

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
)

// Status is a guest's confirmation status.
type Status string

const (
	Pendente   Status = "pendente"
	Confirmado Status = "confirmado"
	Recusado   Status = "recusado"
)

func (s Status) valid() bool { return s == Pendente || s == Confirmado || s == Recusado }

// Guest is one invited person.
type Guest struct {
	ID                string  `json:"id"`
	Nome              string  `json:"nome"`
	Email             *string `json:"email"`
	Telefone          *string `json:"telefone"`
	Mesa              *int64  `json:"mesa"`
	Acompanhante      bool    `json:"acompanhante"`
	StatusConfirmacao Status  `json:"status_confirmacao"`
	// Acompanhantes are the named companions (issue 13), each answered separately; never null.
	Acompanhantes []Companion `json:"acompanhantes"`
	// RestricaoAlimentar is the invited person's own dietary restriction.
	RestricaoAlimentar *string `json:"restricao_alimentar"`
	// Mensagem is the guest's 'Mensagem para os noivos' from the RSVP page (read-only here).
	Mensagem *string `json:"mensagem"`
	// ConviteEnviadoEm is when the couple last tapped 'Enviar pelo WhatsApp' (or e-mail) for
	// this guest: 'Convite enviado'. Null until then.
	ConviteEnviadoEm *time.Time `json:"convite_enviado_em"`
	// RespondidoEm is when the guest last changed an answer on the RSVP page.
	RespondidoEm *time.Time `json:"respondido_em"`
	// RSVPURL is the guest's personal link /r/{token} ('Copiar link'), derived again on every read
	// (links.go); null for a guest made before links existed until 'Gerar novo link'.
	RSVPURL *string `json:"rsvp_url"`
	// TelefoneE164 is Telefone normalised (+5511987654321), null when it is not a valid number.
	TelefoneE164 *string `json:"telefone_e164"`
	// WhatsApp is the number for wa.me (E.164 digits), only for a mobile: null for a landline,
	// and 'Enviar pelo WhatsApp' then opens WhatsApp without a number.
	WhatsApp  *string   `json:"whatsapp"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Input is the writable part of a guest: the body of a create, and of an update applied on
// top of the stored values (absent fields keep them).
type Input struct {
	Nome              string  `json:"nome"`
	Email             *string `json:"email"`
	Telefone          *string `json:"telefone"`
	Mesa              *int64  `json:"mesa"`
	Acompanhante      bool    `json:"acompanhante"`
	StatusConfirmacao Status  `json:"status_confirmacao"`
	// Acompanhantes replaces the whole list of named companions when present; naming any sets
	// Acompanhante (the guest brings company).
	Acompanhantes      []Companion `json:"acompanhantes"`
	RestricaoAlimentar *string     `json:"restricao_alimentar"`
}

// Limits beyond the spec's, to keep rows sane.
const (
	maxTelefone = 30
	maxMesa     = 10000
)

// Normalize trims strings, turns blank optional strings into null and defaults the status.
func (in *Input) Normalize() {
	in.Nome = strings.TrimSpace(in.Nome)
	in.Email = crud.BlankToNil(in.Email)
	if in.Email != nil {
		lower := strings.ToLower(*in.Email)
		in.Email = &lower
	}
	in.Telefone = crud.BlankToNil(in.Telefone)
	if in.StatusConfirmacao == "" {
		in.StatusConfirmacao = Pendente
	}
	in.Acompanhantes = normalizeCompanions(in.Acompanhantes)
	if len(in.Acompanhantes) > 0 {
		in.Acompanhante = true
	}
	in.RestricaoAlimentar = normalizeRestricao(in.RestricaoAlimentar)
}

// Validate applies the guest schema of part 1 §5 (nome 2–100, e-mail format, positive mesa).
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Nome); {
	case n == 0:
		f.Add("nome", "required")
	case n < 2:
		f.Add("nome", "too_short")
	case n > 100:
		f.Add("nome", "too_long")
	}
	if in.Email != nil && !auth.ValidEmail(*in.Email) {
		f.Add("email", "invalid")
	}
	if in.Telefone != nil && utf8.RuneCountInString(*in.Telefone) > maxTelefone {
		f.Add("telefone", "too_long")
	}
	if in.Mesa != nil {
		if *in.Mesa <= 0 {
			f.Add("mesa", "not_positive")
		} else if *in.Mesa > maxMesa {
			f.Add("mesa", "too_large")
		}
	}
	if !in.StatusConfirmacao.valid() {
		f.Add("status_confirmacao", "invalid")
	}
	validateCompanions(f, in.Acompanhantes)
	if in.RestricaoAlimentar != nil && !validRestricao(*in.RestricaoAlimentar) {
		f.Add("restricao_alimentar", "invalid")
	}
	return f.Err()
}

func (g Guest) input() Input {
	return Input{Nome: g.Nome, Email: g.Email, Telefone: g.Telefone, Mesa: g.Mesa,
		Acompanhante: g.Acompanhante, StatusConfirmacao: g.StatusConfirmacao, Acompanhantes: g.Acompanhantes,
		RestricaoAlimentar: g.RestricaoAlimentar}
}

var errNotFound = apperr.NotFound("Convidado não encontrado.")

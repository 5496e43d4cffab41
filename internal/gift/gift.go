// Package gift is the gift list of a wedding and its PIX key (part 2 §2 'Gifts', §3, §5). Types
// and validation here and in pixinfo.go, SQL in store.go, HTTP in handler.go.
package gift

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/crud"
)

// Status is a gift's status, freely chosen in the form (part 2 §4).
type Status string

const (
	Pendente Status = "pendente"
	Recebido Status = "recebido"
	Doacao   Status = "doacao"
)

func (s Status) valid() bool { return s == Pendente || s == Recebido || s == Doacao }

// Gift is one item of the list.
type Gift struct {
	ID         string  `json:"id"`
	Nome       string  `json:"nome"`
	Descricao  *string `json:"descricao"`
	ValorCents *int64  `json:"valor_cents"`
	Status     Status  `json:"status"`
	Doador     *string `json:"doador"`
	// Cotas splits the gift on the wedding site into that many PIX payments of
	// ValorCents/Cotas each (issue 13 §6); 1 is the whole gift.
	Cotas int `json:"cotas"`
	// DataRecebimento is set by the server when the gift becomes recebido, null otherwise.
	DataRecebimento *time.Time `json:"data_recebimento"`
	CreatedAt       time.Time  `json:"created_at"`
	UpdatedAt       time.Time  `json:"updated_at"`
}

// Input is the writable part of a gift: the body of a create, and of an update applied on top
// of the stored values (absent fields keep them).
type Input struct {
	Nome       string  `json:"nome"`
	Descricao  *string `json:"descricao"`
	ValorCents *int64  `json:"valor_cents"`
	Status     Status  `json:"status"`
	Doador     *string `json:"doador"`
	Cotas      int     `json:"cotas"`
}

const (
	maxNome      = 100
	maxDescricao = 500
	maxDoador    = 100
	// MaxValorCents is R$ 10 bilhões, the same ceiling as the budget: sums of a whole list stay
	// far below int64 overflow and JavaScript's safe integers.
	MaxValorCents = 1_000_000_000_000
	// MaxCotas bounds the split of one gift (10 × R$ 150,00 is the usual case).
	MaxCotas = 100
)

// Normalize trims strings, turns blank optional strings into null, defaults the status and
// drops the giver unless the gift is recebido (the giver is asked only then).
func (in *Input) Normalize() {
	in.Nome = strings.TrimSpace(in.Nome)
	in.Descricao = crud.BlankToNil(in.Descricao)
	in.Doador = crud.BlankToNil(in.Doador)
	if in.Status == "" {
		in.Status = Pendente
	}
	if in.Cotas == 0 {
		in.Cotas = 1
	}
	if in.Status != Recebido {
		in.Doador = nil
	}
}

// Validate applies part 2 §5 (name required) and the limits that keep rows sane.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Nome); {
	case n == 0:
		f.Add("nome", "required")
	case n > maxNome:
		f.Add("nome", "too_long")
	}
	if in.Descricao != nil && utf8.RuneCountInString(*in.Descricao) > maxDescricao {
		f.Add("descricao", "too_long")
	}
	if in.ValorCents != nil {
		if *in.ValorCents < 0 {
			f.Add("valor_cents", "negative")
		} else if *in.ValorCents > MaxValorCents {
			f.Add("valor_cents", "too_large")
		}
	}
	switch {
	case in.Cotas < 1 || in.Cotas > MaxCotas:
		f.Add("cotas", "out_of_range")
	case in.Cotas > 1 && (in.ValorCents == nil || *in.ValorCents == 0):
		f.Add("valor_cents", "required_for_cotas")
	case in.Cotas > 1 && *in.ValorCents%int64(in.Cotas) != 0:
		// Every cota is one PIX of the same exact amount.
		f.Add("valor_cents", "not_divisible")
	}
	if !in.Status.valid() {
		f.Add("status", "invalid")
	}
	if in.Doador != nil && utf8.RuneCountInString(*in.Doador) > maxDoador {
		f.Add("doador", "too_long")
	}
	return f.Err()
}

func (g Gift) input() Input {
	return Input{Nome: g.Nome, Descricao: g.Descricao, ValorCents: g.ValorCents, Status: g.Status, Doador: g.Doador, Cotas: g.Cotas}
}

// apply stores in on g. The received date is the server's: now when the gift becomes
// recebido, kept while it stays recebido (editing the name does not move it), null otherwise.
func (g *Gift) apply(in Input, now time.Time) {
	wasReceived := g.Status == Recebido && g.DataRecebimento != nil
	g.Nome, g.Descricao, g.ValorCents, g.Status, g.Doador, g.Cotas = in.Nome, in.Descricao, in.ValorCents, in.Status, in.Doador, in.Cotas
	switch {
	case in.Status != Recebido:
		g.DataRecebimento = nil
	case !wasReceived:
		g.DataRecebimento = &now
	}
}

var errNotFound = apperr.NotFound("Presente não encontrado.")

// Package godparent is the wedding's list of padrinhos, madrinhas and damas de honra (part 2 §2
// 'Godparents', §3, §4, §5). Types and validation here, SQL in store.go, HTTP in handler.go.
package godparent

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/crud"
)

// Tipo says whether the person is a padrinho or a madrinha.
type Tipo string

const (
	Padrinho Tipo = "padrinho"
	Madrinha Tipo = "madrinha"
)

func (t Tipo) valid() bool { return t == Padrinho || t == Madrinha }

// Godparent is one padrinho or madrinha; IsDamaHonra marks a bridesmaid.
type Godparent struct {
	ID          string    `json:"id"`
	Nome        string    `json:"nome"`
	Email       *string   `json:"email"`
	Telefone    *string   `json:"telefone"`
	Tipo        Tipo      `json:"tipo"`
	IsDamaHonra bool      `json:"is_dama_honra"`
	Confirmado  bool      `json:"confirmado"`
	Observacoes *string   `json:"observacoes"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// Input is the writable part of a godparent: the body of a create, and of an update applied on
// top of the stored values (absent fields keep them).
type Input struct {
	Nome        string  `json:"nome"`
	Email       *string `json:"email"`
	Telefone    *string `json:"telefone"`
	Tipo        Tipo    `json:"tipo"`
	IsDamaHonra bool    `json:"is_dama_honra"`
	Confirmado  bool    `json:"confirmado"`
	Observacoes *string `json:"observacoes"`
}

// Limits beyond the spec's (which only requires nome and tipo), to keep rows sane.
const (
	minNome        = 2
	maxNome        = 100
	maxTelefone    = 30
	maxObservacoes = 1000
)

// Normalize trims strings and turns blank optional strings into null.
func (in *Input) Normalize() {
	in.Nome = strings.TrimSpace(in.Nome)
	in.Email = crud.BlankToNil(in.Email)
	if in.Email != nil {
		lower := strings.ToLower(*in.Email)
		in.Email = &lower
	}
	in.Telefone = crud.BlankToNil(in.Telefone)
	in.Observacoes = crud.BlankToNil(in.Observacoes)
}

// Validate applies part 2 §5 (nome and tipo required, e-mail an address) and the size limits.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Nome); {
	case n == 0:
		f.Add("nome", "required")
	case n < minNome:
		f.Add("nome", "too_short")
	case n > maxNome:
		f.Add("nome", "too_long")
	}
	switch {
	case in.Tipo == "":
		f.Add("tipo", "required")
	case !in.Tipo.valid():
		f.Add("tipo", "invalid")
	}
	if in.Email != nil && !auth.ValidEmail(*in.Email) {
		f.Add("email", "invalid")
	}
	if in.Telefone != nil && utf8.RuneCountInString(*in.Telefone) > maxTelefone {
		f.Add("telefone", "too_long")
	}
	if in.Observacoes != nil && utf8.RuneCountInString(*in.Observacoes) > maxObservacoes {
		f.Add("observacoes", "too_long")
	}
	return f.Err()
}

func (g Godparent) input() Input {
	return Input{Nome: g.Nome, Email: g.Email, Telefone: g.Telefone, Tipo: g.Tipo,
		IsDamaHonra: g.IsDamaHonra, Confirmado: g.Confirmado, Observacoes: g.Observacoes}
}

// sortKey folds case and Portuguese accents so that "Álvaro" sorts next to "Alvaro" and before
// "Bruno" on both engines (SQLite compares bytes, PostgreSQL follows the cluster's collation).
func sortKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if base, ok := accentFold[r]; ok {
			r = base
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

var accentFold = func() map[rune]rune {
	m := map[rune]rune{}
	for base, accented := range map[rune]string{
		'a': "áàâãäåÁÀÂÃÄÅ", 'e': "éèêëÉÈÊË", 'i': "íìîïÍÌÎÏ", 'o': "óòôõöÓÒÔÕÖ",
		'u': "úùûüÚÙÛÜ", 'c': "çÇ", 'n': "ñÑ", 'y': "ýÿÝ",
	} {
		for _, r := range accented {
			m[r] = base
		}
	}
	return m
}()

var errNotFound = apperr.NotFound("Padrinho ou madrinha não encontrado.")

package gift

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/pix"
)

// PixInfo is the wedding's PIX key, shown as a QR code on the gift list. DESIGN.md: stored per
// wedding (the spec kept it in page state only).
type PixInfo struct {
	TipoChave        pix.KeyType `json:"tipo_chave"`
	ChavePix         string      `json:"chave_pix"`
	NomeBeneficiario string      `json:"nome_beneficiario"`
	UpdatedAt        time.Time   `json:"updated_at"`
	// Version counts the saves; a save sends back the one it read (wedding.CheckVersion). No
	// key yet is version 0.
	Version int64 `json:"version"`
}

// PixInput is the body of PUT /api/pix.
type PixInput struct {
	TipoChave        pix.KeyType `json:"tipo_chave"`
	ChavePix         string      `json:"chave_pix"`
	NomeBeneficiario string      `json:"nome_beneficiario"`
	// Version is the key's version the client read (0 when it had none); nil saves without the
	// check, as last writer wins.
	Version *int64 `json:"version"`
}

const maxBeneficiario = 100

// NormalizeAndValidate applies part 2 §5 'PIX key by type' and the beneficiary rules, and
// replaces the key by its canonical form (the one the payload carries).
func (in *PixInput) NormalizeAndValidate() error {
	f := apperr.Fields{}
	in.NomeBeneficiario = strings.TrimSpace(in.NomeBeneficiario)
	switch n := utf8.RuneCountInString(in.NomeBeneficiario); {
	case n == 0:
		f.Add("nome_beneficiario", "required")
	case n > maxBeneficiario:
		f.Add("nome_beneficiario", "too_long")
	case pix.MerchantName(in.NomeBeneficiario) == "":
		// Nothing would be left for the QR code's name field.
		f.Add("nome_beneficiario", "no_letters")
	}
	if !in.TipoChave.Valid() {
		f.Add("tipo_chave", "invalid")
	} else if strings.TrimSpace(in.ChavePix) == "" {
		f.Add("chave_pix", "required")
	} else if key, ok := pix.NormalizeKey(in.TipoChave, in.ChavePix); !ok {
		f.Add("chave_pix", "invalid")
	} else {
		in.ChavePix = key
	}
	err := f.Err()
	if e, ok := apperr.As(err); ok && f["chave_pix"] != "" {
		// The spec's text, so that API clients see what the web app shows.
		e.Message = "Chave PIX inválida para o tipo " + in.TipoChave.Label() + "."
	}
	return err
}

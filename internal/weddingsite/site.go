// Package weddingsite is the couple's public wedding site at /casamento/{slug} and the gifts
// guests pay on it by PIX (issue 13 §5–6). Types and validation here, SQL in store.go and
// claims.go, HTTP in handler.go. Plan gate: pix_gifts (Premium and Luxo) covers the site and
// its gifts together — the catalogue sells them as one feature (DESIGN note in the report).
package weddingsite

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/crud"
)

// Site is the couple's view of their site (the password itself is never returned).
type Site struct {
	Slug              string    `json:"slug"`
	Published         bool      `json:"published"`
	HasPassword       bool      `json:"has_password"`
	Historia          *string   `json:"historia"`
	CerimoniaLocal    *string   `json:"cerimonia_local"`
	CerimoniaEndereco *string   `json:"cerimonia_endereco"`
	CerimoniaHorario  *string   `json:"cerimonia_horario"`
	FestaLocal        *string   `json:"festa_local"`
	FestaEndereco     *string   `json:"festa_endereco"`
	FestaHorario      *string   `json:"festa_horario"`
	Traje             *string   `json:"traje"`
	Dicas             *string   `json:"dicas"`
	UpdatedAt         time.Time `json:"updated_at"`
	// Version counts the saves of the content (publishing is not one); a save sends back the
	// one it read (wedding.CheckVersion). No site yet is version 0.
	Version int64 `json:"version"`
}

// Input is the body of PUT /api/wedding-site. Senha: absent or null keeps the current
// password, "" removes it, any other text replaces it.
type Input struct {
	Slug              string  `json:"slug"`
	Senha             *string `json:"senha"`
	Historia          *string `json:"historia"`
	CerimoniaLocal    *string `json:"cerimonia_local"`
	CerimoniaEndereco *string `json:"cerimonia_endereco"`
	CerimoniaHorario  *string `json:"cerimonia_horario"`
	FestaLocal        *string `json:"festa_local"`
	FestaEndereco     *string `json:"festa_endereco"`
	FestaHorario      *string `json:"festa_horario"`
	Traje             *string `json:"traje"`
	Dicas             *string `json:"dicas"`
	// Version is the site's version the client read (0 when it had none); nil saves without
	// the check, as last writer wins.
	Version *int64 `json:"version"`
}

// Bounds that keep rows and the public JSON small.
const (
	minSlug     = 3
	maxSlug     = 40
	minSenha    = 4
	maxSenha    = 100
	maxLocal    = 200
	maxEndereco = 300
	maxTraje    = 200
	maxLongText = 4000
)

var (
	slugRe = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	timeRe = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
)

// reserved are slugs refused because they name the product, a route or invite impersonation.
var reserved = map[string]bool{
	"aceito": true, "admin": true, "administrador": true, "api": true, "app": true, "auth": true, "ajuda": true,
	"billing": true, "cal": true, "casamento": true, "casamentos": true, "conta": true, "convite": true,
	"convites": true, "entrar": true, "login": true, "novo": true, "pagamento": true, "payment": true, "pix": true,
	"privacidade": true, "r": true, "site": true, "suporte": true, "teste": true, "termos": true, "www": true,
}

// ValidSlug reports the rule code a slug breaks ("" when valid): 3–40 characters a–z, 0–9 and
// single hyphens between them, not a reserved word.
func ValidSlug(s string) string {
	switch {
	case s == "":
		return "required"
	case len(s) < minSlug:
		return "too_short"
	case len(s) > maxSlug:
		return "too_long"
	case !slugRe.MatchString(s):
		return "invalid"
	case reserved[s]:
		return "reserved"
	}
	return ""
}

var slugMessages = map[string]string{
	"required":  "Escolha o endereço do site.",
	"too_short": "O endereço precisa ter pelo menos 3 caracteres.",
	"too_long":  "O endereço pode ter no máximo 40 caracteres.",
	"invalid":   "Use só letras minúsculas sem acento, números e hífens (ex.: ana-e-joao).",
	"reserved":  "Este endereço é reservado. Escolha outro.",
}

// Normalize trims the text fields, lowercases the slug and turns blank optional text into null.
func (in *Input) Normalize() {
	in.Slug = strings.ToLower(strings.TrimSpace(in.Slug))
	for _, p := range in.texts() {
		*p.v = crud.BlankToNil(*p.v)
	}
	if in.Senha != nil {
		s := strings.TrimSpace(*in.Senha)
		in.Senha = &s
	}
}

type text struct {
	field string
	v     **string
	max   int
}

func (in *Input) texts() []text {
	return []text{{"historia", &in.Historia, maxLongText}, {"cerimonia_local", &in.CerimoniaLocal, maxLocal},
		{"cerimonia_endereco", &in.CerimoniaEndereco, maxEndereco}, {"cerimonia_horario", &in.CerimoniaHorario, 5},
		{"festa_local", &in.FestaLocal, maxLocal}, {"festa_endereco", &in.FestaEndereco, maxEndereco},
		{"festa_horario", &in.FestaHorario, 5}, {"traje", &in.Traje, maxTraje}, {"dicas", &in.Dicas, maxLongText}}
}

// Validate checks the slug, the password and every text's bounds; the message names the slug's
// problem when it is the only one, since that is the field couples get wrong.
func (in *Input) Validate() error {
	f := apperr.Fields{}
	if code := ValidSlug(in.Slug); code != "" {
		f.Add("slug", code)
	}
	if in.Senha != nil && *in.Senha != "" {
		switch n := utf8.RuneCountInString(*in.Senha); {
		case n < minSenha:
			f.Add("senha", "too_short")
		case n > maxSenha:
			f.Add("senha", "too_long")
		case strings.ContainsFunc(*in.Senha, unicode.IsControl):
			f.Add("senha", "invalid")
		}
	}
	for _, t := range in.texts() {
		if *t.v != nil && utf8.RuneCountInString(**t.v) > t.max {
			f.Add(t.field, "too_long")
		}
	}
	for _, t := range []text{{"cerimonia_horario", &in.CerimoniaHorario, 0}, {"festa_horario", &in.FestaHorario, 0}} {
		if *t.v != nil && !timeRe.MatchString(**t.v) {
			f.Add(t.field, "invalid")
		}
	}
	err := f.Err()
	if e, ok := apperr.As(err); ok && len(f) == 1 && f["slug"] != "" {
		e.Message = slugMessages[f["slug"]]
	}
	return err
}

// hashPassword stores a site password as "salt:sha256(salt||password)" in hex. The password is
// a passphrase the couple prints for every guest, not an account credential: a fast hash keeps
// a stranger's request cheap, and the per-IP rate limit bounds online guessing.
func hashPassword(pw string) string {
	salt := make([]byte, 16)
	_, _ = rand.Read(salt)
	sum := sha256.Sum256(append(salt, pw...))
	return hex.EncodeToString(salt) + ":" + hex.EncodeToString(sum[:])
}

// checkPassword reports whether pw matches a stored hash, in constant time.
func checkPassword(stored, pw string) bool {
	saltHex, sumHex, ok := strings.Cut(stored, ":")
	salt, err1 := hex.DecodeString(saltHex)
	want, err2 := hex.DecodeString(sumHex)
	if !ok || err1 != nil || err2 != nil {
		return false
	}
	got := sha256.Sum256(append(salt, pw...))
	return subtle.ConstantTimeCompare(got[:], want) == 1
}

// MapsURL is the Google Maps search link for an address (the documented api=1 search URL).
func MapsURL(address string) string {
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(address)
}

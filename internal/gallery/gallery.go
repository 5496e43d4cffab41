// Package gallery is the wedding's inspiration gallery (part 2 §2 'Inspiration gallery', §3,
// §5, §8, §9): images uploaded by the couple, checked by their bytes, kept in the blob store with
// a thumbnail, capped per plan, and optionally public through an unguessable URL.
package gallery

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
)

// Categories are the spec's category values (labels live in the web app).
var Categories = []string{"decoracao", "vestidos", "bolos", "flores", "local", "convites", "outros"}

func validCategory(c string) bool {
	for _, v := range Categories {
		if v == c {
			return true
		}
	}
	return false
}

// Image is one gallery item as the API shows it. The URLs are paths on this server.
type Image struct {
	ID          string    `json:"id"`
	Titulo      string    `json:"titulo"`
	Descricao   *string   `json:"descricao"`
	Categoria   string    `json:"categoria"`
	Publico     bool      `json:"publico"`
	ContentType string    `json:"content_type"`
	SizeBytes   int64     `json:"size_bytes"`
	Width       int       `json:"width"`
	Height      int       `json:"height"`
	ImageURL    string    `json:"image_url"`
	ThumbURL    string    `json:"thumb_url"`
	PublicURL   *string   `json:"public_url"`
	CreatedAt   time.Time `json:"created_at"`

	imageKey, thumbKey, thumbType string
	thumbSize                     int64
	publicToken                   *string
}

// fillURLs sets the paths the client loads the files from.
func (im *Image) fillURLs() {
	im.ImageURL = "/api/gallery/" + im.ID + "/image"
	im.ThumbURL = "/api/gallery/" + im.ID + "/thumb"
	im.PublicURL = nil
	if im.publicToken != nil {
		u := "/api/public/gallery/" + *im.publicToken
		im.PublicURL = &u
	}
}

// Input is the text part of an upload.
type Input struct {
	Titulo    string
	Descricao *string
	Categoria string
	Publico   bool
}

// Limits beyond the spec's, to keep rows sane.
const (
	maxTitulo    = 120
	maxDescricao = 1000
)

// Normalize trims the strings and turns a blank description into null.
func (in *Input) Normalize() {
	in.Titulo = strings.TrimSpace(in.Titulo)
	in.Categoria = strings.TrimSpace(in.Categoria)
	if in.Descricao != nil {
		d := strings.TrimSpace(*in.Descricao)
		in.Descricao = &d
		if d == "" {
			in.Descricao = nil
		}
	}
}

// Validate applies part 2 §5 (title and category required) into f; the file is checked apart.
func (in Input) Validate(f apperr.Fields) {
	switch n := utf8.RuneCountInString(in.Titulo); {
	case n == 0:
		f.Add("titulo", "required")
	case n > maxTitulo:
		f.Add("titulo", "too_long")
	}
	if in.Descricao != nil && utf8.RuneCountInString(*in.Descricao) > maxDescricao {
		f.Add("descricao", "too_long")
	}
	switch {
	case in.Categoria == "":
		f.Add("categoria", "required")
	case !validCategory(in.Categoria):
		f.Add("categoria", "invalid")
	}
}

var errNotFound = apperr.NotFound("Imagem não encontrada.")

// Package contract is the wedding's supplier contracts with an optional attached file (part 2
// §2 'Contracts and suppliers', §3, §4, §5). Types, validation and the file checks here, SQL and
// file storage in store.go, HTTP in handler.go.
package contract

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Status is a contract's status, freely chosen in the list (part 2 §4).
type Status string

const (
	Ativo     Status = "ativo"
	Pendente  Status = "pendente"
	Vencido   Status = "vencido"
	Pago      Status = "pago"
	Cancelado Status = "cancelado"
)

func (s Status) valid() bool {
	return s == Ativo || s == Pendente || s == Vencido || s == Pago || s == Cancelado
}

// Contract is one supplier contract as the API shows it. The file's storage key never leaves
// the server.
type Contract struct {
	ID             string  `json:"id"`
	Fornecedor     string  `json:"fornecedor"`
	Descricao      *string `json:"descricao"`
	ValorCents     *int64  `json:"valor_cents"`
	PrazoPagamento *string `json:"prazo_pagamento"` // YYYY-MM-DD
	Status         Status  `json:"status"`
	// Overdue is computed at read time with the wedding's "today" (see Overdue).
	Overdue   bool      `json:"overdue"`
	HasFile   bool      `json:"has_file"`
	FileName  *string   `json:"file_name"`
	FileSize  *int64    `json:"file_size"`
	FileType  *string   `json:"file_type"` // MIME type of the checked kind
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Input is the writable part of a contract (the text fields of the multipart create).
type Input struct {
	Fornecedor     string
	Descricao      *string
	ValorCents     *int64
	PrazoPagamento *string
}

// Limits beyond the spec's, to keep rows sane.
const (
	MaxFornecedor = 200
	MaxDescricao  = 2000
	// MaxValorCents is R$ 10 bilhões, the ceiling the budget and the gift list use too.
	MaxValorCents = 1_000_000_000_000
	// MaxFileBytes is the spec's contract file limit (part 2 §9: 5MB).
	MaxFileBytes = 5 << 20
	maxFileName  = 200
)

// Normalize trims strings and turns blank optional strings into null.
func (in *Input) Normalize() {
	in.Fornecedor = strings.TrimSpace(in.Fornecedor)
	in.Descricao = crud.BlankToNil(in.Descricao)
	in.PrazoPagamento = crud.BlankToNil(in.PrazoPagamento)
}

// Validate applies part 2 §5: the supplier is required; the value, when given, is not
// negative; the payment deadline, when given, is a real date.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Fornecedor); {
	case n == 0:
		f.Add("fornecedor", "required")
	case n > MaxFornecedor:
		f.Add("fornecedor", "too_long")
	}
	if in.Descricao != nil && utf8.RuneCountInString(*in.Descricao) > MaxDescricao {
		f.Add("descricao", "too_long")
	}
	if in.ValorCents != nil {
		if *in.ValorCents < 0 {
			f.Add("valor_cents", "negative")
		} else if *in.ValorCents > MaxValorCents {
			f.Add("valor_cents", "too_large")
		}
	}
	if in.PrazoPagamento != nil && !calendar.ValidDate(*in.PrazoPagamento) {
		f.Add("prazo_pagamento", "invalid")
	}
	return f.Err()
}

// Overdue is DESIGN.md's rule: the payment deadline is before today (the wedding's calendar
// day) and the contract is not already settled as pago, cancelado or vencido.
func Overdue(prazo *string, status Status, today string) bool {
	if prazo == nil {
		return false
	}
	switch status {
	case Pago, Cancelado, Vencido:
		return false
	}
	return *prazo < today // both YYYY-MM-DD, so text order is date order
}

// Kind is what a file's content was found to be.
type Kind string

const (
	KindPDF  Kind = "pdf"
	KindDOC  Kind = "doc"
	KindDOCX Kind = "docx"
)

// ContentType is the MIME type the file is served with.
func (k Kind) ContentType() string {
	switch k {
	case KindPDF:
		return "application/pdf"
	case KindDOC:
		return "application/msword"
	case KindDOCX:
		return "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	}
	return "application/octet-stream"
}

var (
	oleHeader         = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	wordDocumentEntry = utf16le("WordDocument")
)

func utf16le(s string) []byte {
	out := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		out = append(out, s[i], 0)
	}
	return out
}

// Sniff tells a PDF, a legacy Word document (OLE2 compound file with a WordDocument stream) or a .docx (a zip holding
// [Content_Types].xml and word/document.xml) from anything else, by content alone: the name and
// the declared type of an upload are never trusted.
func Sniff(data []byte) (Kind, bool) {
	switch {
	case bytes.HasPrefix(data, []byte("%PDF-")):
		return KindPDF, true
	case bytes.HasPrefix(data, oleHeader):
		// A compound file is also .xls, .ppt or .msi; a Word document has a directory entry
		// named WordDocument (UTF-16LE) somewhere in its sectors.
		if bytes.Contains(data, wordDocumentEntry) {
			return KindDOC, true
		}
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		// Only the central directory is read; nothing is decompressed.
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return "", false
		}
		var types, document bool
		for _, f := range zr.File {
			switch f.Name {
			case "[Content_Types].xml":
				types = true
			case "word/document.xml":
				document = true
			}
		}
		if types && document {
			return KindDOCX, true
		}
	}
	return "", false
}

// DisplayName keeps the last path element of an uploaded file's name, without control or
// path characters, capped, and ending in the extension of the kind found in the content. It is
// metadata for the list and the download name only; it never becomes part of a storage key.
func DisplayName(name string, k Kind) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || strings.ContainsRune(`/\:*?"<>|`, r) {
			return -1
		}
		return r
	}, name)
	name = strings.Trim(strings.TrimSpace(name), ".")
	if utf8.RuneCountInString(name) > maxFileName {
		name = string([]rune(name)[:maxFileName])
	}
	ext := "." + string(k)
	if name == "" {
		return "contrato" + ext
	}
	if !strings.HasSuffix(strings.ToLower(name), ext) {
		name += ext
	}
	return name
}

// ContentDisposition is an attachment header naming the file: an ASCII fallback for old
// clients plus the UTF-8 name in filename* (RFC 6266 / RFC 8187).
func ContentDisposition(name string) string {
	var ascii strings.Builder
	for _, r := range name {
		switch {
		case r < 0x20 || r > 0x7e || r == '"' || r == '\\' || r == ';' || r == '%':
			ascii.WriteByte('_')
		default:
			ascii.WriteRune(r)
		}
	}
	var enc strings.Builder
	for _, b := range []byte(name) {
		if b < 0x80 && (b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || strings.IndexByte("!#$&+-.^_`|~", b) >= 0) {
			enc.WriteByte(b)
		} else {
			fmt.Fprintf(&enc, "%%%02X", b)
		}
	}
	return `attachment; filename="` + ascii.String() + `"; filename*=UTF-8''` + enc.String()
}

// InlineDisposition is ContentDisposition for a file the browser shows itself (a PDF in its viewer).
func InlineDisposition(name string) string {
	return "inline" + strings.TrimPrefix(ContentDisposition(name), "attachment")
}

var (
	errNotFound     = apperr.NotFound("Contrato não encontrado.")
	errFileNotFound = apperr.NotFound("Este contrato não tem arquivo.")
	errFileTooLarge = &apperr.Error{Kind: apperr.KindTooLarge, Code: "file_too_large",
		Message: "O arquivo deve ter no máximo 5MB.", Fields: map[string]string{"arquivo": "too_large"}}
	errFileType = &apperr.Error{Kind: apperr.KindInvalid, Code: "validation_failed",
		Message: "Envie um arquivo PDF, DOC ou DOCX.", Fields: map[string]string{"arquivo": "invalid_type"}}
)

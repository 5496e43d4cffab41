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
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/reminder"
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
	Overdue  bool    `json:"overdue"`
	HasFile  bool    `json:"has_file"`
	FileName *string `json:"file_name"`
	FileSize *int64  `json:"file_size"`
	FileType *string `json:"file_type"` // MIME type of the checked kind
	// The payment schedule (issue 18 §4): an optional sinal and parcelas, each a payment
	// reminder; budget_category is the budget line their payments add to.
	BudgetCategory  *string   `json:"budget_category"`
	SinalCents      *int64    `json:"sinal_cents"`
	SinalVencimento *string   `json:"sinal_vencimento"`
	Parcelas        int       `json:"parcelas"`
	PrimeiraParcela *string   `json:"primeira_parcela"`
	Payments        Payments  `json:"payments"`
	CreatedAt       time.Time `json:"created_at"`
	UpdatedAt       time.Time `json:"updated_at"`
}

// Payments counts a contract's payment reminders and the paid ones, with their amounts.
type Payments struct {
	Count     int   `json:"count"`
	Paid      int   `json:"paid"`
	PaidCents int64 `json:"paid_cents"`
}

// Input is the writable part of a contract (the text fields of the multipart create, or the
// JSON body of an edit).
type Input struct {
	Fornecedor      string  `json:"fornecedor"`
	Descricao       *string `json:"descricao"`
	ValorCents      *int64  `json:"valor_cents"`
	PrazoPagamento  *string `json:"prazo_pagamento"`
	BudgetCategory  *string `json:"budget_category"`
	SinalCents      *int64  `json:"sinal_cents"`
	SinalVencimento *string `json:"sinal_vencimento"`
	Parcelas        int     `json:"parcelas"`
	PrimeiraParcela *string `json:"primeira_parcela"`
}

// MaxParcelas bounds a contract's instalments: two years of monthly payments.
const MaxParcelas = 24

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
	in.BudgetCategory = crud.BlankToNil(in.BudgetCategory)
	in.SinalVencimento = crud.BlankToNil(in.SinalVencimento)
	in.PrimeiraParcela = crud.BlankToNil(in.PrimeiraParcela)
	if in.Parcelas == 0 {
		in.PrimeiraParcela = nil
	}
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
	if in.BudgetCategory != nil && utf8.RuneCountInString(*in.BudgetCategory) > MaxFornecedor {
		f.Add("budget_category", "too_long")
	}
	validateSchedule(in, f)
	err := f.Err()
	if e, ok := apperr.As(err); ok && len(f) == 1 {
		for field, code := range f {
			if m := scheduleMessage(in, field, code); m != "" {
				e.Message = m
			}
		}
	}
	return err
}

// validateSchedule checks the sinal and parcelas: together they pay exactly the contract's value
// (so the value is required with them), each parcela gets at least one centavo, and every
// payment has a real due date.
func validateSchedule(in Input, f apperr.Fields) {
	scheduled := in.SinalCents != nil || in.Parcelas != 0
	if !scheduled {
		if in.SinalVencimento != nil {
			f.Add("sinal_cents", "required")
		}
		return
	}
	if in.Parcelas < 0 || in.Parcelas > MaxParcelas {
		f.Add("parcelas", "invalid")
	}
	if in.ValorCents == nil || *in.ValorCents <= 0 {
		f.Add("valor_cents", "required_for_schedule")
		return
	}
	if in.SinalCents != nil {
		switch {
		case *in.SinalCents <= 0:
			f.Add("sinal_cents", "invalid")
		case *in.SinalCents > *in.ValorCents:
			f.Add("sinal_cents", "exceeds_total")
		}
		if in.SinalVencimento == nil || !calendar.ValidDate(*in.SinalVencimento) {
			f.Add("sinal_vencimento", "invalid")
		}
	}
	rest := in.rest()
	switch {
	case in.Parcelas == 0 && rest > 0:
		f.Add("parcelas", "required")
	case in.Parcelas > 0 && rest < int64(in.Parcelas):
		f.Add("parcelas", "nothing_left")
	}
	if in.Parcelas > 0 && (in.PrimeiraParcela == nil || !calendar.ValidDate(*in.PrimeiraParcela)) {
		f.Add("primeira_parcela", "invalid")
	}
}

// rest is what the parcelas pay: the value minus the sinal.
func (in Input) rest() int64 {
	if in.ValorCents == nil {
		return 0
	}
	rest := *in.ValorCents
	if in.SinalCents != nil {
		rest -= *in.SinalCents
	}
	return rest
}

// scheduleMessage is the pt-BR message of a single schedule error ("" for the generic one).
func scheduleMessage(in Input, field, code string) string {
	switch field + "/" + code {
	case "valor_cents/required_for_schedule":
		return "Informe o valor do contrato para dividir em sinal e parcelas."
	case "sinal_cents/exceeds_total":
		return "O sinal não pode ser maior que o valor do contrato."
	case "sinal_vencimento/invalid":
		return "Informe a data de vencimento do sinal."
	case "parcelas/required":
		return "Informe em quantas parcelas será pago o restante (" + ptbr.BRL(in.rest()) + ")."
	case "parcelas/nothing_left":
		return "Não sobra valor para as parcelas depois do sinal."
	case "parcelas/invalid":
		return fmt.Sprintf("Use de 0 a %d parcelas.", MaxParcelas)
	case "primeira_parcela/invalid":
		return "Informe a data de vencimento da primeira parcela."
	}
	return ""
}

// Instalment is one payment of a contract's schedule (reminder.ContractPayment: each becomes a
// payment reminder).
type Instalment = reminder.ContractPayment

// Schedule is the payments of a validated input: the sinal, then the rest in equal monthly
// parcelas from the first one's date (the last takes the centavos left by the division; a day
// past a month's end falls on its last day).
func (in Input) Schedule() []Instalment {
	var out []Instalment
	if in.SinalCents != nil && in.SinalVencimento != nil {
		out = append(out, Instalment{N: 0, AmountCents: *in.SinalCents, DueDate: *in.SinalVencimento, Label: "Sinal"})
	}
	if in.Parcelas <= 0 || in.PrimeiraParcela == nil {
		return out
	}
	first, err := time.Parse(time.DateOnly, *in.PrimeiraParcela)
	if err != nil {
		return out
	}
	rest := in.rest()
	each := rest / int64(in.Parcelas)
	for i := 1; i <= in.Parcelas; i++ {
		amount := each
		if i == in.Parcelas {
			amount = rest - each*int64(in.Parcelas-1)
		}
		label := fmt.Sprintf("Parcela %d de %d", i, in.Parcelas)
		if in.Parcelas == 1 {
			label = "Parcela única"
		}
		out = append(out, Instalment{N: i, AmountCents: amount, DueDate: calendar.AddMonths(first, i-1).Format(time.DateOnly), Label: label})
	}
	return out
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
	// A photo of a paper contract (issue 18 §4), checked by gallery.CheckPhoto.
	KindJPEG Kind = "jpg"
	KindPNG  Kind = "png"
)

// Inline reports whether the browser shows the file itself ('Ver arquivo'): a PDF in its
// viewer, a photo as an image. Word files download.
func (k Kind) Inline() bool { return k == KindPDF || k == KindJPEG || k == KindPNG }

// ContentType is the MIME type the file is served with.
func (k Kind) ContentType() string {
	switch k {
	case KindPDF:
		return "application/pdf"
	case KindDOC:
		return "application/msword"
	case KindDOCX:
		return "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	case KindJPEG:
		return "image/jpeg"
	case KindPNG:
		return "image/png"
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
	lower := strings.ToLower(name)
	if !strings.HasSuffix(lower, ext) && (k != KindJPEG || !strings.HasSuffix(lower, ".jpeg")) {
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
		Message: "Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.", Fields: map[string]string{"arquivo": "invalid_type"}}
)

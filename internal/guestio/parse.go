// Package guestio reads a guest list from a spreadsheet (CSV saved by pt-BR Excel, or .xlsx) and
// writes one back (issue 13 items 1 and 7). It knows columns and cells only; what a row means as
// a guest (validation, duplicates, the plan's limit) is internal/guest's job.
//
// Everything is bounded before it is read: the file's bytes (MaxFileBytes), the rows
// (the caller's row cap), each cell (MaxCellRunes), and for .xlsx the unzipped size
// (MaxUnzippedBytes), so no upload can make the server allocate without limit.
package guestio

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"
	xunicode "golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/aceito/aceito/internal/apperr"
)

// Limits of an import. 2 MB holds thousands of guests in either format; the unzipped limit
// is a few times what such a workbook needs, and stops a zip bomb before it is inflated.
const (
	MaxFileBytes     = 2 << 20
	MaxUnzippedBytes = 16 << 20
	MaxCellRunes     = 300
	// maxColumns is how many columns of a row are looked at: the guest entity has fewer than
	// ten, and a sheet with a cell in column XFD must not cost 16,384 cells per row.
	maxColumns = 40
)

// Field is a guest column this package recognises.
type Field string

const (
	Nome          Field = "nome"
	Email         Field = "email"
	Telefone      Field = "telefone"
	Mesa          Field = "mesa"
	Acompanhantes Field = "acompanhantes"
	Status        Field = "status"
	// AdicionadoEm is the export's date column; an import reads it and ignores it.
	AdicionadoEm Field = "adicionado_em"
)

// headerNames maps a header, folded by foldHeader (lower case, no accents, letters and digits
// only), to its field. The names are the ones pt-BR spreadsheets use for a guest list.
var headerNames = map[string]Field{
	"nome": Nome, "nomecompleto": Nome, "convidado": Nome, "convidada": Nome, "nomedoconvidado": Nome,
	"email": Email, "emails": Email, "correioeletronico": Email,
	"telefone": Telefone, "celular": Telefone, "whatsapp": Telefone, "whats": Telefone, "zap": Telefone,
	"fone": Telefone, "tel": Telefone, "telefonecelular": Telefone, "telefonewhatsapp": Telefone, "contato": Telefone,
	"mesa": Mesa, "numerodamesa": Mesa, "nmesa": Mesa, "nomesa": Mesa,
	"acompanhantes": Acompanhantes, "acompanhante": Acompanhantes, "vailevaracompanhante": Acompanhantes,
	"status": Status, "statusconfirmacao": Status, "statusdeconfirmacao": Status, "confirmacao": Status, "presenca": Status,
	"adicionadoem": AdicionadoEm,
}

// Row is one data line of the sheet: the raw text of each recognised field (first non-blank
// column when several map to the same field, e.g. Telefone and Celular) and what was wrong with
// its cells.
type Row struct {
	// Line is the line of the file (CSV, counting line breaks inside quoted cells) or the sheet
	// row (.xlsx) the row starts on, as the person sees it in their editor.
	Line     int
	Cells    map[Field]string
	Problems []string
}

// Sheet is a parsed file.
type Sheet struct {
	Format string // "csv" or "xlsx"
	Rows   []Row
	// Ignored are the headers that map to no field, so the preview can say they were skipped.
	Ignored []string
}

var (
	errEmpty    = apperr.BadRequest("import_empty", "O arquivo está vazio.")
	errNoNome   = apperr.BadRequest("import_no_name_column", "A primeira linha precisa ter os títulos das colunas, entre eles Nome.")
	ErrTooLarge = &apperr.Error{Kind: apperr.KindTooLarge, Code: "file_too_large",
		Message: fmt.Sprintf("O arquivo deve ter no máximo %d MB.", MaxFileBytes>>20), Fields: map[string]string{"arquivo": "too_large"}}
	errXLSX = apperr.BadRequest("import_invalid_xlsx", "Não foi possível ler a planilha .xlsx. Salve-a de novo no Excel ou exporte como CSV.")
)

func errTooManyRows(max int) error {
	return apperr.BadRequest("import_too_many_rows", fmt.Sprintf("A planilha passa de %s linhas de convidados.", thousands(max)))
}

// Parse reads data as .xlsx (it starts like a zip file) or else as CSV, and returns at most
// maxRows data rows (more is an error: a partial list must not pass for the whole one).
func Parse(data []byte, maxRows int) (Sheet, error) {
	if len(data) > MaxFileBytes {
		return Sheet{}, ErrTooLarge
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Sheet{}, errEmpty
	}
	if bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		return parseXLSX(data, maxRows)
	}
	return parseCSV(data, maxRows)
}

// decodeText returns data as UTF-8: a UTF-8 or UTF-16 byte order mark is honoured and
// removed; bytes that are not valid UTF-8 are read as Windows-1252, which is what pt-BR Excel
// writes for "CSV (separado por vírgulas)".
func decodeText(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		// Excel's "Texto Unicode" is UTF-16 with tabs.
		out, _, err := transform.Bytes(xunicode.UTF16(xunicode.LittleEndian, xunicode.UseBOM).NewDecoder(), data)
		if err != nil {
			return "", fmt.Errorf("guestio: utf-16: %w", err)
		}
		return string(out), nil
	}
	if utf8.Valid(data) {
		return string(data), nil
	}
	out, _, err := transform.Bytes(charmap.Windows1252.NewDecoder(), data)
	if err != nil {
		return "", fmt.Errorf("guestio: windows-1252: %w", err)
	}
	return string(out), nil
}

// detectComma picks the separator of the header line: the most frequent of ';', tab and ','
// outside quotes (ties in that order, the pt-BR Excel one first). A line "sep=;" that Excel
// understands is honoured and skipped.
func detectComma(text string) (comma rune, rest string) {
	first, after, _ := strings.Cut(text, "\n")
	first = strings.TrimSuffix(first, "\r")
	if len(first) == 5 && strings.HasPrefix(strings.ToLower(first), "sep=") {
		if c := rune(first[4]); c == ';' || c == ',' || c == '\t' || c == '|' {
			return c, after
		}
	}
	counts := map[rune]int{}
	quoted := false
	for _, r := range first {
		switch {
		case r == '"':
			quoted = !quoted
		case !quoted && (r == ';' || r == ',' || r == '\t'):
			counts[r]++
		}
	}
	comma = ';'
	for _, c := range []rune{'\t', ','} {
		if counts[c] > counts[comma] {
			comma = c
		}
	}
	return comma, text
}

func parseCSV(data []byte, maxRows int) (Sheet, error) {
	text, err := decodeText(data)
	if err != nil {
		return Sheet{}, apperr.BadRequest("import_invalid_text", "Não foi possível ler o texto do arquivo.")
	}
	comma, text := detectComma(text)
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = comma
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	r.ReuseRecord = true
	b := newBuilder("csv", maxRows)
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			line := 0
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.StartLine
			}
			return Sheet{}, apperr.BadRequest("import_invalid_csv", fmt.Sprintf("Não foi possível ler o CSV (linha %d).", line))
		}
		line, _ := r.FieldPos(0)
		if err := b.add(line, rec); err != nil {
			return Sheet{}, err
		}
	}
	return b.finish()
}

func parseXLSX(data []byte, maxRows int) (Sheet, error) {
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{
		UnzipSizeLimit: MaxUnzippedBytes, UnzipXMLSizeLimit: MaxUnzippedBytes, // never spooled to disk
	})
	if err != nil {
		return Sheet{}, errXLSX
	}
	defer f.Close()
	sheet := f.GetSheetName(f.GetActiveSheetIndex())
	if sheet == "" {
		return Sheet{}, errXLSX
	}
	rows, err := f.Rows(sheet)
	if err != nil {
		return Sheet{}, errXLSX
	}
	defer rows.Close()
	b := newBuilder("xlsx", maxRows)
	// Blank rows cost a step each (a sheet may jump to row 1,000,000), so they count too.
	for n := 1; rows.Next(); n++ {
		if n > 2*maxRows+100 {
			return Sheet{}, errTooManyRows(maxRows)
		}
		cols, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return Sheet{}, errXLSX
		}
		if err := b.add(n, cols); err != nil {
			return Sheet{}, err
		}
	}
	if rows.Error() != nil {
		return Sheet{}, errXLSX
	}
	return b.finish()
}

// builder turns records into rows: the first non-blank record is the header.
type builder struct {
	sheet   Sheet
	maxRows int
	fields  []Field // column index → field ("" when ignored)
	header  bool
	// preamble counts the non-blank lines read before the header.
	preamble int
}

// maxPreamble is how many non-blank lines may come before the header.
const maxPreamble = 5

// readHeader maps each header cell to its field and lists those it does not know.
func readHeader(rec []string) (fields []Field, ignored []string, hasNome bool) {
	fields, ignored = make([]Field, len(rec)), []string{}
	for i, h := range rec {
		f, ok := headerNames[foldHeader(h)]
		if !ok {
			if h = strings.TrimSpace(h); h != "" {
				ignored = append(ignored, truncate(h, 60))
			}
			continue
		}
		fields[i] = f
		hasNome = hasNome || f == Nome
	}
	return fields, ignored, hasNome
}

func newBuilder(format string, maxRows int) *builder {
	return &builder{sheet: Sheet{Format: format, Rows: []Row{}, Ignored: []string{}}, maxRows: maxRows}
}

func blank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func (b *builder) add(line int, rec []string) error {
	if blank(rec) {
		return nil
	}
	if len(rec) > maxColumns {
		rec = rec[:maxColumns]
	}
	if !b.header {
		// The header is the first non-blank line that has a Nome column; a few lines before it
		// (a title such as "Lista de convidados") are skipped.
		fields, ignored, hasNome := readHeader(rec)
		if !hasNome {
			if b.preamble++; b.preamble >= maxPreamble {
				return errNoNome
			}
			return nil
		}
		b.header, b.fields, b.sheet.Ignored = true, fields, ignored
		return nil
	}
	if len(b.sheet.Rows) >= b.maxRows {
		return errTooManyRows(b.maxRows)
	}
	row := Row{Line: line, Cells: map[Field]string{}, Problems: []string{}}
	for i, c := range rec {
		if i >= len(b.fields) || b.fields[i] == "" || b.fields[i] == AdicionadoEm {
			continue
		}
		f := b.fields[i]
		c = strings.TrimSpace(Unneutralise(strings.TrimSpace(c)))
		if !utf8.ValidString(c) {
			c = strings.ToValidUTF8(c, "\uFFFD")
		}
		if utf8.RuneCountInString(c) > MaxCellRunes {
			row.Problems = append(row.Problems, fmt.Sprintf("%s com mais de %d caracteres", fieldLabel[f], MaxCellRunes))
			continue
		}
		if c != "" && row.Cells[f] == "" {
			row.Cells[f] = c
		}
	}
	b.sheet.Rows = append(b.sheet.Rows, row)
	return nil
}

func (b *builder) finish() (Sheet, error) {
	if !b.header {
		if b.preamble > 0 {
			return Sheet{}, errNoNome
		}
		return Sheet{}, errEmpty
	}
	return b.sheet, nil
}

// fieldLabel is how a problem names a field.
var fieldLabel = map[Field]string{Nome: "Nome", Email: "E-mail", Telefone: "Telefone", Mesa: "Mesa",
	Acompanhantes: "Acompanhantes", Status: "Status"}

// Fold is the comparison form of a text: lower case, accents removed (NFKD, so "º" is "o"),
// spaces collapsed. Headers,
// yes/no answers and duplicate names are compared this way ("Conceição" = "conceicao").
func Fold(s string) string {
	var sb strings.Builder
	space := false
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsSpace(r):
			space = sb.Len() > 0
			continue
		}
		if space {
			sb.WriteByte(' ')
			space = false
		}
		sb.WriteRune(unicode.ToLower(r))
	}
	return sb.String()
}

// foldHeader is Fold keeping letters and digits only ("E-mail" = "email", "Nº Mesa" = "nmesa").
func foldHeader(s string) string {
	var sb strings.Builder
	for _, r := range Fold(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "." + s[i:]
	}
	return s
}

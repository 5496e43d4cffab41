package guestio

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/aceito/aceito/internal/apperr"
)

// excelCSV is what pt-BR Excel writes for "CSV (separado por vírgulas)": Windows-1252 bytes
// (0xE7 ç, 0xE3 ã, 0xFA ú, 0xE9 é), ';' between cells, CRLF, quotes around a cell holding ';'
// or a line break. Written as bytes, not produced by an encoder, so the test reads real input.
var excelCSV = []byte("Nome;E-mail;Celular;Mesa;Acompanhantes;Observa\xe7\xf5es\r\n" +
	"Concei\xe7\xe3o Ara\xfajo;conceicao@exemplo.com.br;(11) 98765-4321;3;2;\r\n" +
	"\"Jos\xe9; o primo\";;;;sim;\"vem de\r\nCuritiba\"\r\n" +
	";;;;;\r\n" +
	"\"Ana \"\"Nina\"\" Lima\";ana@exemplo.com;;12;n\xe3o;\r\n")

func TestParseExcelCSVWindows1252(t *testing.T) {
	s, err := Parse(excelCSV, 100)
	if err != nil {
		t.Fatal(err)
	}
	want := []Row{
		{Line: 2, Cells: map[Field]string{Nome: "Conceição Araújo", Email: "conceicao@exemplo.com.br", Telefone: "(11) 98765-4321", Mesa: "3", Acompanhantes: "2"}, Problems: []string{}},
		{Line: 3, Cells: map[Field]string{Nome: "José; o primo", Acompanhantes: "sim"}, Problems: []string{}},
		{Line: 6, Cells: map[Field]string{Nome: `Ana "Nina" Lima`, Email: "ana@exemplo.com", Mesa: "12", Acompanhantes: "não"}, Problems: []string{}},
	}
	if s.Format != "csv" || !reflect.DeepEqual(s.Rows, want) {
		t.Fatalf("rows\n got %+v\nwant %+v", s.Rows, want)
	}
	if !reflect.DeepEqual(s.Ignored, []string{"Observações"}) {
		t.Fatalf("ignored %q", s.Ignored)
	}
}

func TestParseSeparatorsAndEncodings(t *testing.T) {
	want := map[Field]string{Nome: "Conceição", Telefone: "11 91234-5678", Mesa: "4"}
	for name, data := range map[string][]byte{
		"utf-8 BOM ;":    []byte("\uFEFFNome;Telefone;Mesa\r\nConceição;11 91234-5678;4\r\n"),
		"utf-8 ,":        []byte("nome,telefone,mesa\nConceição,11 91234-5678,4\n"),
		"utf-8 tab":      []byte("NOME\tWhatsApp\tMesa\nConceição\t11 91234-5678\t4\n"),
		"sep= line":      []byte("sep=,\r\nNome,Telefone,Mesa\r\nConceição,11 91234-5678,4\r\n"),
		"utf-16 LE BOM":  utf16LE("Nome\tTelefone\tMesa\r\nConceição\t11 91234-5678\t4\r\n"),
		"windows-1252 ;": []byte("Nome;Telefone;Mesa\r\nConcei\xe7\xe3o;11 91234-5678;4\r\n"),
		"quoted header":  []byte("\"Nome\";\"Telefone\";\"Mesa\"\n\"Conceição\";\"11 91234-5678\";\"4\"\n"),
	} {
		t.Run(name, func(t *testing.T) {
			s, err := Parse(data, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Rows) != 1 || !reflect.DeepEqual(s.Rows[0].Cells, want) {
				t.Fatalf("rows %+v", s.Rows)
			}
		})
	}
}

func utf16LE(s string) []byte {
	out := []byte{0xFF, 0xFE}
	for _, r := range s { // the test text is in the Basic Multilingual Plane
		out = append(out, byte(r), byte(r>>8))
	}
	return out
}

func TestHeaderMapping(t *testing.T) {
	s, err := Parse([]byte("  Nome Completo ;E-MAIL;Telefone;Celular;Nº Mesa;Vai levar acompanhante?;Confirmação;Adicionado em;Presente\n"+
		"Bia;bia@exemplo.com;;11 90000-0000;2;Sim;Confirmado;01/02/2026;Panela\n"), 10)
	if err != nil {
		t.Fatal(err)
	}
	want := map[Field]string{Nome: "Bia", Email: "bia@exemplo.com", Telefone: "11 90000-0000", Mesa: "2", Acompanhantes: "Sim", Status: "Confirmado"}
	if !reflect.DeepEqual(s.Rows[0].Cells, want) || !reflect.DeepEqual(s.Ignored, []string{"Presente"}) {
		t.Fatalf("cells %v ignored %q", s.Rows[0].Cells, s.Ignored)
	}
	// A title line or two before the header is skipped.
	s, err = Parse([]byte("Lista de convidados;;\r\nCasamento Ana & Bruno;;\r\n;;\r\nNome;Mesa\r\nBia;2\r\n"), 10)
	if err != nil || len(s.Rows) != 1 || s.Rows[0].Line != 5 || s.Rows[0].Cells[Nome] != "Bia" || len(s.Ignored) != 0 {
		t.Fatalf("after a title: %+v %v", s, err)
	}
	// The first non-empty phone column wins when two map to the phone.
	s, err = Parse([]byte("Nome;Telefone;WhatsApp\nBia;11 3333-4444;11 95555-6666\n"), 10)
	if err != nil || s.Rows[0].Cells[Telefone] != "11 3333-4444" {
		t.Fatalf("%v %v", s.Rows, err)
	}
}

func code(t *testing.T, err error) string {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok {
		t.Fatalf("not an apperr: %v", err)
	}
	return e.Code
}

func TestParseRefusals(t *testing.T) {
	rows := func(n int) []byte {
		var b bytes.Buffer
		b.WriteString("Nome\n")
		for i := range n {
			fmt.Fprintf(&b, "Convidado %d\n", i)
		}
		return b.Bytes()
	}
	if _, err := Parse(rows(5), 5); err != nil {
		t.Fatalf("5 rows at a cap of 5: %v", err)
	}
	for name, c := range map[string]struct {
		data []byte
		code string
	}{
		"6 rows at a cap of 5": {rows(6), "import_too_many_rows"},
		"empty":                {[]byte(" \r\n "), "import_empty"},
		"only blank lines":     {[]byte(";;\r\n;;\r\n"), "import_empty"},
		"no Nome header":       {[]byte("Telefone;Mesa\n1;2\n"), "import_no_name_column"},
		"no Nome in 5 lines":   {[]byte("a\nb\nc\nd\ne\nNome\nAna\n"), "import_no_name_column"},
		"over 2 MB":            {bytes.Repeat([]byte("a"), MaxFileBytes+1), "file_too_large"},
		"not a workbook":       {[]byte("PK\x03\x04 not really a zip"), "import_invalid_xlsx"},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := Parse(c.data, 5); err == nil || code(t, err) != c.code {
				t.Fatalf("err %v, want %s", err, c.code)
			}
		})
	}
	// A long cell is the row's problem, not the file's.
	s, err := Parse([]byte("Nome;Mesa\n"+strings.Repeat("é", MaxCellRunes+1)+";1\nOk;"+strings.Repeat("1", MaxCellRunes)+"\n"), 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows[0].Problems) != 1 || s.Rows[0].Cells[Nome] != "" || len(s.Rows[1].Problems) != 0 {
		t.Fatalf("rows %+v", s.Rows)
	}
}

// TestParseXLSXWrittenByExcelize reads a workbook made by the library the way a person makes one:
// numbers typed as numbers (table, phone), a bold header, a second sheet that is not active.
func TestParseXLSXWrittenByExcelize(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	if _, err := f.NewSheet("Outra"); err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(f.SetSheetRow("Sheet1", "A1", &[]any{"Nome", "E-mail", "WhatsApp", "Mesa", "Acompanhantes", "Status"}))
	must(f.SetSheetRow("Sheet1", "A2", &[]any{"Conceição Araújo", "conceicao@exemplo.com.br", 11987654321, 3, 1, "Confirmado"}))
	must(f.SetSheetRow("Sheet1", "A4", &[]any{"José; o primo\nda Silva", nil, "(21) 3333-4444", 7.0, "não"}))
	must(f.SetSheetRow("Outra", "A1", &[]any{"Nada", "aqui"}))
	style, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	must(err)
	must(f.SetCellStyle("Sheet1", "A1", "F1", style))
	buf, err := f.WriteToBuffer()
	must(err)

	s, err := Parse(buf.Bytes(), 10)
	must(err)
	want := []Row{
		{Line: 2, Cells: map[Field]string{Nome: "Conceição Araújo", Email: "conceicao@exemplo.com.br", Telefone: "11987654321", Mesa: "3", Acompanhantes: "1", Status: "Confirmado"}, Problems: []string{}},
		{Line: 4, Cells: map[Field]string{Nome: "José; o primo\nda Silva", Telefone: "(21) 3333-4444", Mesa: "7", Acompanhantes: "não"}, Problems: []string{}},
	}
	if s.Format != "xlsx" || !reflect.DeepEqual(s.Rows, want) {
		t.Fatalf("rows\n got %+v\nwant %+v", s.Rows, want)
	}
}

// TestParseXLSXZipBomb: a workbook that unzips past MaxUnzippedBytes is refused before it is
// inflated, however small it is zipped.
func TestParseXLSXZipBomb(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		t.Fatal(err)
	}
	cell := strings.Repeat("a", 30000)
	row := make([]any, 20)
	for i := range row {
		row[i] = cell
	}
	for r := 1; r <= 40; r++ { // 40 × 20 × 30 kB = 24 MB of XML
		ref, _ := excelize.CoordinatesToCellName(1, r)
		if err := sw.SetRow(ref, row); err != nil {
			t.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		t.Fatal(err)
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	if buf.Len() > MaxFileBytes {
		t.Fatalf("the bomb itself is %d bytes; it must fit the upload limit to test the unzip limit", buf.Len())
	}
	if _, err := Parse(buf.Bytes(), 5000); err == nil || code(t, err) != "import_invalid_xlsx" {
		t.Fatalf("err %v", err)
	}
}

// TestExportRoundTrip: what WriteCSV and WriteXLSX write, Parse reads back cell for cell,
// including cells a spreadsheet would take for formulas (neutralised on the way out, restored
// on the way in), quotes, ';' and line breaks.
func TestExportRoundTrip(t *testing.T) {
	records := [][]string{
		{"Conceição Araújo", "conceicao@exemplo.com.br", "+55 11 98765-4321", "3", "Sim", "Confirmado", "23/11/2026"},
		{"=HYPERLINK(\"http://x\";\"y\")", "", "-1", "", "Não", "Pendente", "23/11/2026"},
		{"@SUM(A1)", "", "", "10", "Não", "Recusado", "01/01/2027"},
		{"'Zeca' Pagodinho; e banda\nao vivo", "", "", "", "Não", "Pendente", "01/01/2027"},
	}
	csvData, err := WriteCSV(records)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(csvData, []byte("\uFEFFNome;E-mail;Telefone;Mesa;Acompanhante;Status;Adicionado em\r\n")) {
		t.Fatalf("csv head %q", csvData[:80])
	}
	if !bytes.Contains(csvData, []byte("\r\n\"'=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\";;'-1;")) || !bytes.Contains(csvData, []byte(";'+55 11 98765-4321;")) {
		t.Fatalf("formula cells not neutralised:\n%s", csvData)
	}
	xlsxData, err := WriteXLSX(records)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"csv": csvData, "xlsx": xlsxData} {
		s, err := Parse(data, 10)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, rec := range records {
			got := s.Rows[i].Cells
			want := map[Field]string{}
			for j, f := range []Field{Nome, Email, Telefone, Mesa, Acompanhantes, Status} {
				if v := strings.TrimSpace(rec[j]); v != "" {
					want[f] = v
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s row %d: got %q want %q", name, i, got, want)
			}
		}
	}
	if Neutralise("Ana") != "Ana" || Neutralise("=1") != "'=1" || Unneutralise("'=1") != "=1" || Unneutralise("'Ana'") != "'Ana'" {
		t.Fatal("neutralise")
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{"  Conceição   ARAÚJO ": "conceicao araujo", "Não": "nao", "E-mail": "e-mail", "": ""} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

package guestio

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Headers are the export's columns, in order. Each maps back to its field on import (see
// headerNames), which is what makes an exported file re-import unchanged.
var Headers = []string{"Nome", "E-mail", "Telefone", "Mesa", "Acompanhante", "Status", "Adicionado em"}

// Neutralise keeps a spreadsheet from reading a cell as a formula (OWASP "CSV injection"): a
// cell starting with = + - @ (or a tab or carriage return, which some programs skip before
// looking) gets a leading apostrophe, which Excel and LibreOffice treat as "text follows". The
// apostrophe is visible in the cell; it is the price of opening the file safely.
func Neutralise(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Unneutralise undoes Neutralise on import, so an exported file re-imports unchanged: an
// apostrophe is dropped only when what follows would have been neutralised, so a name such as
// "'Zeca'" keeps its quotes.
func Unneutralise(s string) string {
	if len(s) >= 2 && s[0] == '\'' && strings.ContainsRune("=+-@\t\r", rune(s[1])) {
		return s[1:]
	}
	return s
}

// WriteCSV writes the header and records the way pt-BR Excel opens them with a double click:
// UTF-8 with a byte order mark, ';' between cells, CRLF line ends, every cell neutralised.
func WriteCSV(records [][]string) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("\uFEFF")
	w := csv.NewWriter(&buf)
	w.Comma = ';'
	w.UseCRLF = true
	row := make([]string, len(Headers))
	if err := w.Write(Headers); err != nil {
		return nil, fmt.Errorf("guestio.WriteCSV: %w", err)
	}
	for _, rec := range records {
		for i := range row {
			row[i] = ""
			if i < len(rec) {
				row[i] = Neutralise(rec[i])
			}
		}
		if err := w.Write(row); err != nil {
			return nil, fmt.Errorf("guestio.WriteCSV: %w", err)
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return nil, fmt.Errorf("guestio.WriteCSV: %w", err)
	}
	return buf.Bytes(), nil
}

// SheetName is the name of the export's one worksheet.
const SheetName = "Convidados"

// WriteXLSX writes the header and records as a workbook with one sheet. Every cell is a text
// cell (never a formula, never a number, so phones keep their leading zeros), and cells are
// neutralised as in the CSV, for the file saved from it as CSV and for the round trip.
func WriteXLSX(records [][]string) ([]byte, error) {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", SheetName); err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	sw, err := f.NewStreamWriter(SheetName)
	if err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	if err := sw.SetColWidth(1, 1, 32); err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	if err := sw.SetColWidth(2, 3, 26); err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	cells := make([]any, len(Headers))
	write := func(n int, rec []string) error {
		for i := range cells {
			v := ""
			if i < len(rec) {
				v = Neutralise(rec[i])
			}
			cells[i] = excelize.Cell{Value: v}
		}
		ref, err := excelize.CoordinatesToCellName(1, n)
		if err != nil {
			return err
		}
		return sw.SetRow(ref, cells)
	}
	if err := write(1, Headers); err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	for i, rec := range records {
		if err := write(i+2, rec); err != nil {
			return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
		}
	}
	if err := sw.Flush(); err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		return nil, fmt.Errorf("guestio.WriteXLSX: %w", err)
	}
	return buf.Bytes(), nil
}

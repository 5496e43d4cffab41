package guest_test

import (
	"bytes"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/guest"
	"github.com/aceito/aceito/internal/plan"
)

func upload(c *apptest.Client, path, name string, data []byte) apptest.Response {
	return c.PostMultipart(path, nil, &apptest.FormFile{Field: "arquivo", Name: name, Data: data})
}

func importResult(t *testing.T, res apptest.Response) guest.ImportResult {
	t.Helper()
	if res.Status != http.StatusOK {
		t.Fatalf("import: %d %s", res.Status, res.Body)
	}
	var out guest.ImportResult
	res.JSON(t, &out)
	return out
}

func listGuests(t *testing.T, c *apptest.Client) []guest.Guest {
	t.Helper()
	var l struct{ Guests []guest.Guest }
	c.Do("GET", "/api/guests", nil).JSON(t, &l)
	return l.Guests
}

// pt-BR Excel CSV bytes (Windows-1252): a good row, a row with problems, a duplicate of a saved
// guest (other case, accents and phone format), a duplicate of an earlier row, and a namesake
// with another phone (not a duplicate).
var excelFile = []byte("Nome;E-mail;Celular;Mesa;Acompanhantes;Status\r\n" +
	"Concei\xe7\xe3o Ara\xfajo;Conceicao@Exemplo.com.br;(11) 98765-4321;3;2;Confirmado\r\n" +
	"X;email-ruim;;mesa 1;talvez;\r\n" +
	"BRUNO   LIMA;;+55 11 91234-5678;;n\xe3o;\r\n" +
	"\"Maria; a tia\";;;;sim;\r\n" +
	"conceicao araujo;;11987654321;;;\r\n" +
	"Maria;;21 3333-4444\r\n")

func TestImportPreviewAndCommit(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Premium)
	if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Bruno Lima", "telefone": "(11) 91234-5678"}); res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}

	pre := importResult(t, upload(c, "/api/guests/import/preview", "lista.csv", excelFile))
	states := []string{}
	for _, r := range pre.Rows {
		states = append(states, fmt.Sprintf("%d:%s:%s", r.Line, r.State, r.DuplicateOf))
	}
	want := "2:novo: 3:erro: 4:duplicado:lista 5:novo: 6:duplicado:linha 2 7:novo:"
	if strings.Join(states, " ") != want || pre.New != 3 || pre.Duplicates != 2 || pre.Problems != 1 || pre.Imported != 0 || pre.Message != "" {
		t.Fatalf("preview %s, want %s; %+v", strings.Join(states, " "), want, pre)
	}
	if got := strings.Join(pre.Rows[1].Problems, " | "); got != "Mesa deve ser um número | Acompanhantes: use um número, Sim ou Não | Nome muito curto (mínimo 2 caracteres) | E-mail inválido" {
		t.Fatalf("problems %q", got)
	}
	if g := pre.Rows[0]; g.Guest.Nome != "Conceição Araújo" || *g.Guest.Email != "conceicao@exemplo.com.br" || *g.Guest.Mesa != 3 ||
		!g.Guest.Acompanhante || g.Companions != 2 || g.Guest.StatusConfirmacao != guest.Confirmado {
		t.Fatalf("row 2 %+v", g)
	}
	if n := len(listGuests(t, c)); n != 1 {
		t.Fatalf("the preview wrote: %d guests", n)
	}

	done := importResult(t, upload(c, "/api/guests/import", "lista.csv", excelFile))
	if done.Imported != 3 || done.New != 3 {
		t.Fatalf("commit %+v", done)
	}
	names := []string{}
	for _, g := range listGuests(t, c) {
		names = append(names, g.Nome)
	}
	if strings.Join(names, ", ") != "Bruno Lima, Conceição Araújo, Maria; a tia, Maria" {
		t.Fatalf("list %q", names)
	}
	// The same file again adds nothing: every good row is now a duplicate.
	again := importResult(t, upload(c, "/api/guests/import", "lista.csv", excelFile))
	if again.Imported != 0 || again.New != 0 || again.Duplicates != 5 {
		t.Fatalf("second commit %+v", again)
	}
}

func TestImportRefusesBadFiles(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	for name, tc := range map[string]struct {
		res    apptest.Response
		status int
		code   string
	}{
		"no Nome column": {upload(c, "/api/guests/import", "x.csv", []byte("Telefone\n1\n")), 400, "import_no_name_column"},
		"over 2 MB":      {upload(c, "/api/guests/import/preview", "x.csv", bytes.Repeat([]byte("a"), 2<<20+1)), 413, "file_too_large"},
		"no file":        {c.PostMultipart("/api/guests/import", [][2]string{{"outro", "x"}}, nil), 422, "validation_failed"},
		"not multipart":  {c.Do("POST", "/api/guests/import", map[string]any{"nome": "x"}), 400, "invalid_form"},
		"bad format":     {c.Do("GET", "/api/guests/export?formato=pdf", nil), 400, "invalid_format"},
	} {
		if tc.res.Status != tc.status || tc.res.Err(t).Error.Code != tc.code {
			t.Errorf("%s: %d %s", name, tc.res.Status, tc.res.Body)
		}
	}
	if n := len(listGuests(t, c)); n != 0 {
		t.Fatalf("%d guests", n)
	}
}

// TestImportStopsAtThePlanLimit: on Essencial (50 guests) with 48 saved, a file of 1 (limit−1),
// 2 (limit) or 3 new guests (limit+1): the first two fit, the third is skipped with a message
// saying how many fit; with the list full, the import is the plan_limit error and writes nothing.
func TestImportStopsAtThePlanLimit(t *testing.T) {
	s := apptest.New(t)
	file := func(from, n int) []byte {
		var b bytes.Buffer
		b.WriteString("Nome\r\n")
		for i := from; i < from+n; i++ {
			fmt.Fprintf(&b, "Convidado %03d\r\n", i)
		}
		return b.Bytes()
	}
	for _, tc := range []struct {
		adding, imported, over int
		message                string
	}{
		{1, 1, 0, ""},
		{2, 2, 0, ""},
		{3, 2, 1, "Seu plano Essencial permite até 50 convidados: cabem mais 2. 1 convidado novo ficou de fora. Depois do upgrade, importe a mesma planilha de novo: quem já entrou aparece como duplicado."},
	} {
		t.Run(fmt.Sprintf("48+%d", tc.adding), func(t *testing.T) {
			c := s.SignUpOn(t, fmt.Sprintf("casal%d@exemplo.com", tc.adding), plan.Essencial)
			if res := importResult(t, upload(c, "/api/guests/import", "a.csv", file(0, 48))); res.Imported != 48 {
				t.Fatalf("seed %+v", res)
			}
			pre := importResult(t, upload(c, "/api/guests/import/preview", "b.csv", file(100, tc.adding)))
			if pre.New != tc.imported || pre.OverLimit != tc.over || (tc.over > 0) != strings.Contains(pre.Message, "cabem mais 2") {
				t.Fatalf("preview %+v", pre)
			}
			res := importResult(t, upload(c, "/api/guests/import", "b.csv", file(100, tc.adding)))
			if res.Imported != tc.imported || res.OverLimit != tc.over || res.Message != tc.message {
				t.Fatalf("commit %+v", res)
			}
			if n := len(listGuests(t, c)); n != 48+tc.imported {
				t.Fatalf("%d guests", n)
			}
			if tc.over == 0 {
				return
			}
			// Full: not one more fits, so nothing is written and the gate's error is the answer.
			full := upload(c, "/api/guests/import", "c.csv", file(200, 1))
			if full.Status != http.StatusForbidden || full.Err(t).Error.Code != "plan_limit" {
				t.Fatalf("full: %d %s", full.Status, full.Body)
			}
			if n := len(listGuests(t, c)); n != 50 {
				t.Fatalf("%d guests", n)
			}
		})
	}
}

// TestExportRoundTrip: the exported CSV and .xlsx re-import unchanged. Into the same wedding
// every row is a duplicate (nothing new); into an empty wedding they give the same list, field
// for field, including cells that a spreadsheet would read as formulas.
func TestExportRoundTrip(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUpOn(t, "a@exemplo.com", plan.Premium)
	for _, g := range []map[string]any{
		{"nome": "Conceição Araújo", "email": "conceicao@exemplo.com.br", "telefone": "+55 11 98765-4321", "mesa": 3, "acompanhante": true, "status_confirmacao": "confirmado"},
		{"nome": "=HYPERLINK(\"http://x\";\"y\")", "telefone": "-1"},
		{"nome": "@Zé; \"o primo\"", "mesa": 10000, "status_confirmacao": "recusado"},
	} {
		if res := a.Do("POST", "/api/guests", g); res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
	}
	want := listGuests(t, a)
	csvRes := a.Do("GET", "/api/guests/export", nil)
	if csvRes.Status != 200 || csvRes.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
		!regexp.MustCompile(`^attachment; filename="convidados-\d{4}-\d\d-\d\d\.csv"$`).MatchString(csvRes.Header.Get("Content-Disposition")) {
		t.Fatalf("csv: %d %v", csvRes.Status, csvRes.Header)
	}
	body := string(csvRes.Body)
	if !strings.HasPrefix(body, "\uFEFFNome;E-mail;Telefone;Mesa;Acompanhante;Status;Adicionado em\r\n") ||
		!regexp.MustCompile(`\r\nConceição Araújo;conceicao@exemplo.com.br;'\+55 11 98765-4321;3;Sim;Confirmado;\d\d/\d\d/\d{4}\r\n`).MatchString(body) ||
		!strings.Contains(body, "\r\n\"'=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\";;'-1;;Não;Pendente;") {
		t.Fatalf("csv body %q", body)
	}
	xlsxRes := a.Do("GET", "/api/guests/export?formato=xlsx", nil)
	if xlsxRes.Status != 200 || !bytes.HasPrefix(xlsxRes.Body, []byte("PK\x03\x04")) {
		t.Fatalf("xlsx: %d", xlsxRes.Status)
	}
	for i, file := range [][]byte{csvRes.Body, xlsxRes.Body} {
		same := importResult(t, upload(a, "/api/guests/import/preview", "export", file))
		if same.New != 0 || same.Duplicates != 3 || same.Problems != 0 {
			t.Fatalf("re-import into the same wedding: %+v", same)
		}
		b := s.SignUpOn(t, fmt.Sprintf("b%d@exemplo.com", i), plan.Premium)
		if res := importResult(t, upload(b, "/api/guests/import", "export", file)); res.Imported != 3 {
			t.Fatalf("import into another wedding: %+v", res)
		}
		got := listGuests(t, b)
		for j := range want {
			w, g := want[j], got[j]
			if g.Nome != w.Nome || deref(g.Email) != deref(w.Email) || deref(g.Telefone) != deref(w.Telefone) ||
				mesa(g.Mesa) != mesa(w.Mesa) || g.Acompanhante != w.Acompanhante || g.StatusConfirmacao != w.StatusConfirmacao {
				t.Errorf("file %d guest %d: got %+v want %+v", i, j, g, w)
			}
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

func mesa(m *int64) string {
	if m == nil {
		return "<nil>"
	}
	return fmt.Sprint(*m)
}

// TestImportAndExportAreLimitedPerWedding: imports and exports share one budget per wedding
// (60 an hour); the 61st is 429 with Retry-After, and another wedding is not affected.
func TestImportAndExportAreLimitedPerWedding(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "a@exemplo.com")
	b := s.SignUp(t, "b@exemplo.com")
	for i := range 59 {
		if res := a.Do("GET", "/api/guests/export", nil); res.Status != http.StatusOK {
			t.Fatalf("export %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	importResult(t, upload(a, "/api/guests/import/preview", "a.csv", []byte("Nome\nAna Lima\n"))) // the 60th
	over := upload(a, "/api/guests/import", "a.csv", []byte("Nome\nAna Lima\n"))
	if over.Status != http.StatusTooManyRequests || over.Err(t).Error.Code != "too_many_attempts" || over.Header.Get("Retry-After") == "" {
		t.Fatalf("61st: %d %s", over.Status, over.Body)
	}
	if n := len(listGuests(t, a)); n != 0 {
		t.Fatalf("the refused import wrote %d guests", n)
	}
	if res := b.Do("GET", "/api/guests/export", nil); res.Status != http.StatusOK {
		t.Fatalf("another wedding: %d", res.Status)
	}
	s.Advance(time.Hour)
	if res := a.Do("GET", "/api/guests/export", nil); res.Status != http.StatusOK {
		t.Fatalf("after the window: %d", res.Status)
	}
}

package contract_test

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/contract"
	"github.com/aceito/aceito/internal/plan"
)

func list(t *testing.T, c *apptest.Client) []contract.Contract {
	t.Helper()
	res := c.Do("GET", "/api/contracts", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("list: %d %s", res.Status, res.Body)
	}
	var body struct{ Contracts []contract.Contract }
	res.JSON(t, &body)
	return body.Contracts
}

func TestContractAPI(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	// The server clock is 2026-11-22 15:00 UTC, 12:00 in São Paulo.
	docx := contract.FixtureZip(t, "[Content_Types].xml", "_rels/.rels", "word/document.xml")

	if got := list(t, c); len(got) != 0 {
		t.Fatalf("new wedding has contracts: %+v", got)
	}

	res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "  Buffet Sabor "}, {"descricao", "Jantar"}, {"valor_cents", "1234567"},
		{"prazo_pagamento", "2026-11-21"}}, &apptest.FormFile{Field: "arquivo", Name: "../../x.pdf", Data: contract.FixturePDF})
	if res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	var pdf contract.Contract
	res.JSON(t, &pdf)
	if pdf.Fornecedor != "Buffet Sabor" || *pdf.Descricao != "Jantar" || *pdf.ValorCents != 1234567 || *pdf.PrazoPagamento != "2026-11-21" ||
		pdf.Status != contract.Pendente || !pdf.Overdue || !pdf.HasFile || *pdf.FileName != "x.pdf" || *pdf.FileType != "application/pdf" {
		t.Fatalf("created %+v", pdf)
	}
	if strings.Contains(string(res.Body), "contracts/") {
		t.Fatalf("storage key leaked: %s", res.Body)
	}

	for _, up := range []struct {
		name, file string
		data       []byte
		mime       string
	}{{"Word", "Fotógrafo.doc", contract.FixtureDOC, "application/msword"},
		{"DOCX", "DJ.docx", docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}} {
		res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", up.name}}, &apptest.FormFile{Field: "arquivo", Name: up.file, Data: up.data})
		if res.Status != http.StatusCreated {
			t.Fatalf("create %s: %d %s", up.name, res.Status, res.Body)
		}
		var got contract.Contract
		res.JSON(t, &got)
		if *got.FileType != up.mime || *got.FileName != up.file || got.Overdue {
			t.Fatalf("created %+v", got)
		}
		// Word files are never shown by the browser: they download.
		file := c.Do("GET", "/api/contracts/"+got.ID+"/file", nil)
		if cd := file.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment;") || file.Header.Get("Content-Type") != up.mime {
			t.Fatalf("%s file: Content-Disposition %q, Content-Type %q", up.name, cd, file.Header.Get("Content-Type"))
		}
	}
	res = c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Sem arquivo"}, {"prazo_pagamento", "2026-11-22"}}, nil)
	if res.Status != http.StatusCreated {
		t.Fatalf("create without a file: %d %s", res.Status, res.Body)
	}

	refused := []struct {
		name   string
		fields [][2]string
		file   *apptest.FormFile
		status int
		code   string
		field  string
	}{
		{"no supplier", [][2]string{{"fornecedor", "  "}}, nil, 422, "validation_failed", "fornecedor"},
		{"exe renamed pdf", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "c.pdf", Data: append([]byte("MZ\x90\x00"), make([]byte, 100)...)}, 422, "validation_failed", "arquivo"},
		{"html renamed pdf", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "c.pdf", Data: []byte("<html><script>alert(1)</script></html>")}, 422, "validation_failed", "arquivo"},
		{"zip not docx", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "c.docx", Data: contract.FixtureZip(t, "a.txt")}, 422, "validation_failed", "arquivo"},
		{"oversize", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "big.pdf", Data: append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("a"), contract.MaxFileBytes)...)}, 413, "file_too_large", "arquivo"},
		{"bad value", [][2]string{{"fornecedor", "X"}, {"valor_cents", "12,50"}}, nil, 422, "validation_failed", "valor_cents"},
		{"negative value", [][2]string{{"fornecedor", "X"}, {"valor_cents", "-1"}}, nil, 422, "validation_failed", "valor_cents"},
		{"bad date", [][2]string{{"fornecedor", "X"}, {"prazo_pagamento", "31/12/2026"}}, nil, 422, "validation_failed", "prazo_pagamento"},
		{"unknown field", [][2]string{{"fornecedor", "X"}, {"wedding_id", "other"}}, nil, 400, "unknown_field", "wedding_id"},
		{"repeated field", [][2]string{{"fornecedor", "X"}, {"fornecedor", "Y"}}, nil, 400, "invalid_form", ""},
	}
	for _, r := range refused {
		t.Run(r.name, func(t *testing.T) {
			res := c.PostMultipart("/api/contracts", r.fields, r.file)
			if res.Status != r.status {
				t.Fatalf("status %d, want %d: %s", res.Status, r.status, res.Body)
			}
			e := res.Err(t)
			if e.Error.Code != r.code || (r.field != "" && e.Error.Fields[r.field] == "") || e.Error.Message == "" {
				t.Fatalf("error %+v", e)
			}
		})
	}
	if res := c.Do("POST", "/api/contracts", map[string]any{"fornecedor": "JSON"}); res.Status != 400 || res.Err(t).Error.Code != "invalid_form" {
		t.Fatalf("JSON body: %d %s", res.Status, res.Body)
	}
	if res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "big.pdf", Data: make([]byte, contract.MaxFileBytes+1)}); res.Status != 413 ||
		res.Err(t).Error.Message != "O arquivo deve ter no máximo 5MB." {
		t.Fatalf("oversize message: %d %s", res.Status, res.Body)
	}

	all := list(t, c)
	if len(all) != 4 {
		t.Fatalf("refused uploads were stored: %d contracts", len(all))
	}
	if all[0].Fornecedor != "Sem arquivo" || all[3].ID != pdf.ID || all[0].HasFile || all[0].Overdue {
		t.Fatalf("not newest first, or wrong flags: %+v", all)
	}

	// 'Ver arquivo' of a PDF: exact bytes, checked type, shown inline in a sandbox, no sniffing, no caching.
	res = c.Do("GET", "/api/contracts/"+pdf.ID+"/file", nil)
	if res.Status != 200 || !bytes.Equal(res.Body, contract.FixturePDF) {
		t.Fatalf("download: %d %q", res.Status, res.Body)
	}
	for k, want := range map[string]string{"Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff",
		"Cache-Control": "private, no-store", "Content-Disposition": `inline; filename="x.pdf"; filename*=UTF-8''x.pdf`,
		"Content-Security-Policy": "sandbox"} {
		if got := res.Header.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if res := c.Do("GET", "/api/contracts/"+all[0].ID+"/file", nil); res.Status != 404 {
		t.Fatalf("file of a contract without one: %d", res.Status)
	}
	if res := s.NewClient(t).Do("GET", "/api/contracts/"+pdf.ID+"/file", nil); res.Status != 401 {
		t.Fatalf("anonymous download: %d", res.Status)
	}

	// Status changes are free; pago clears the overdue flag, ativo brings it back.
	for _, st := range []struct {
		status  string
		overdue bool
	}{{"pago", false}, {"ativo", true}, {"vencido", false}, {"cancelado", false}, {"pendente", true}} {
		res := c.Do("PATCH", "/api/contracts/"+pdf.ID+"/status", map[string]string{"status": st.status})
		var got contract.Contract
		if res.JSON(t, &got); res.Status != 200 || string(got.Status) != st.status || got.Overdue != st.overdue {
			t.Fatalf("status %s: %d %s", st.status, res.Status, res.Body)
		}
	}
	if res := c.Do("PATCH", "/api/contracts/"+pdf.ID+"/status", map[string]string{"status": "quitado"}); res.Status != 422 {
		t.Fatalf("unknown status: %d", res.Status)
	}

	// The next day in São Paulo, the contract due "today" becomes overdue.
	s.Advance(24 * time.Hour)
	if got := list(t, c); !got[0].Overdue {
		t.Fatalf("deadline passed but not overdue: %+v", got[0])
	}

	if res := c.Do("DELETE", "/api/contracts/"+pdf.ID, nil); res.Status != 204 {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/contracts/"+pdf.ID+"/file", nil); res.Status != 404 {
		t.Fatalf("file after delete: %d", res.Status)
	}
	if res := c.Do("DELETE", "/api/contracts/"+pdf.ID, nil); res.Status != 404 {
		t.Fatalf("delete again: %d", res.Status)
	}
}

// A wedding's files are capped in total size by its plan's storage (photos and contracts): an
// upload that would pass it is refused with a clear message (exactly at the quota is allowed), a
// contract without a file is not, and deleting a contract frees its room.
func TestContractFileQuota(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial)
	size := int64(len(contract.FixturePDF))
	upload := func(name string) apptest.Response {
		return c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", name}}, &apptest.FormFile{Field: "arquivo", Name: name + ".pdf", Data: contract.FixturePDF})
	}
	// Essencial's 50 MB, filled up to room for four more files by a contract stored earlier.
	quota := int64(50 << 20)
	if _, err := s.DB.ExecContext(t.Context(), `INSERT INTO contracts (id, wedding_id, fornecedor, status, file_key, file_name,
		file_size, file_kind, created_at, updated_at) SELECT '0190aaaa-0000-7000-8000-0000000000f1', m.wedding_id, 'Antigo', 'pendente',
		m.wedding_id || '/contracts/antigo.pdf', 'antigo.pdf', $2, 'pdf', $3, $3
		FROM wedding_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`, c.Email, quota-4*size, s.Now()); err != nil {
		t.Fatal(err)
	}
	var first contract.Contract
	for i, name := range []string{"Buffet", "Fotógrafo", "DJ", "Decoração"} { // the last one fills the quota exactly
		res := upload(name)
		if res.Status != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i+1, res.Status, res.Body)
		}
		if i == 0 {
			res.JSON(t, &first)
		}
	}
	res := upload("Bolo")
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "plan_limit" ||
		res.Err(t).Error.Message != "Seu plano Essencial permite até 50 MB para fotos e contratos. Exclua arquivos ou faça upgrade para enviar mais." {
		t.Fatalf("past the quota: %d %s", res.Status, res.Body)
	}
	if got := list(t, c); len(got) != 5 {
		t.Fatalf("%d contracts after a refused upload, want 5", len(got))
	}
	if res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Sem arquivo"}}, nil); res.Status != http.StatusCreated {
		t.Fatalf("a contract without a file at the quota: %d %s", res.Status, res.Body)
	}
	if res := c.Do("DELETE", "/api/contracts/"+first.ID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	if res := upload("Bolo"); res.Status != http.StatusCreated {
		t.Fatalf("after deleting a contract: %d %s", res.Status, res.Body)
	}
}

// A contract whose upload outlasts the server's ReadTimeout (a slow mobile link) still arrives.
func TestContractUploadMayBeSlow(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	ct, body := apptest.Multipart(map[string]string{"fornecedor": "Buffet"},
		apptest.FormFile{Field: "arquivo", Name: "contrato.pdf", Data: contract.FixturePDF})
	if got := c.PostSlowly("/api/contracts", ct, body); got != http.StatusCreated {
		t.Fatalf("slow upload: %d, want 201", got)
	}
	if got := list(t, c); len(got) != 1 || !got[0].HasFile {
		t.Fatalf("contracts after a slow upload: %+v", got)
	}
}

// A photo of a paper contract (issue 18 §4): a JPEG or PNG is checked by content like the
// gallery's, stored with the checked type and shown inline in a sandbox; a GIF, a truncated JPEG
// or a PNG carrying markup after its end is refused and stores nothing.
func TestContractPhoto(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "foto@exemplo.com")
	jpg, png := photo(t, "jpeg"), photo(t, "png")

	for _, up := range []struct {
		file, wantName, wantType string
		data                     []byte
	}{{"IMG_0042.jpeg", "IMG_0042.jpeg", "image/jpeg", jpg}, {"contrato", "contrato.png", "image/png", png}} {
		res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Buffet"}}, &apptest.FormFile{Field: "arquivo", Name: up.file, Data: up.data})
		if res.Status != http.StatusCreated {
			t.Fatalf("create %s: %d %s", up.file, res.Status, res.Body)
		}
		var got contract.Contract
		res.JSON(t, &got)
		if *got.FileType != up.wantType || *got.FileName != up.wantName {
			t.Fatalf("created %+v", got)
		}
		file := c.Do("GET", "/api/contracts/"+got.ID+"/file", nil)
		if !bytes.Equal(file.Body, up.data) || file.Header.Get("Content-Type") != up.wantType ||
			!strings.HasPrefix(file.Header.Get("Content-Disposition"), "inline;") || file.Header.Get("Content-Security-Policy") != "sandbox" {
			t.Fatalf("%s served with %v", up.file, file.Header)
		}
	}

	gif := []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;")
	for name, data := range map[string][]byte{
		"gif":            gif,
		"truncated jpeg": jpg[:len(jpg)/2],
		"png with html":  append(append([]byte{}, png...), []byte("<html><script>alert(1)</script>")...),
	} {
		res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "X"}}, &apptest.FormFile{Field: "arquivo", Name: "foto.jpg", Data: data})
		if res.Status != 422 || res.Err(t).Error.Fields["arquivo"] != "invalid_type" ||
			res.Err(t).Error.Message != "Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG." {
			t.Fatalf("%s: %d %s", name, res.Status, res.Body)
		}
	}
	if got := list(t, c); len(got) != 2 {
		t.Fatalf("refused photos were stored: %d contracts", len(got))
	}
}

// photo encodes a small picture as format ("jpeg" or "png").
func photo(t *testing.T, format string) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var b bytes.Buffer
	var err error
	if format == "png" {
		err = png.Encode(&b, img)
	} else {
		err = jpeg.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

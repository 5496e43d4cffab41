package contract

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/storage"
)

func ptr[T any](v T) *T { return &v }

// MinimalPDF is a small but complete PDF (one empty page, xref table, trailer).
const MinimalPDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
	"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
	"xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
	"trailer<</Size 4/Root 1 0 R>>\nstartxref\n166\n%%EOF\n"

// makeZip builds a zip holding the named (empty-ish) files.
func makeZip(t testing.TB, names ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, "<x/>"); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// oleDoc is the shape of a Word 97–2003 file: the compound-file header, sectors, and a
// directory sector whose entries name the WordDocument stream.
func oleDoc() []byte {
	return oleFile("Root Entry", "WordDocument", "1Table")
}

// oleFile is a compound file whose directory names the given streams.
func oleFile(streams ...string) []byte {
	data := append(append([]byte{}, oleHeader...), make([]byte, 504)...)
	for _, s := range streams {
		entry := make([]byte, 128) // a directory entry: the UTF-16LE name, then metadata
		copy(entry, utf16le(s))
		data = append(data, entry...)
	}
	return data
}

func TestSniff(t *testing.T) {
	docx := makeZip(t, "[Content_Types].xml", "_rels/.rels", "word/document.xml")
	cases := []struct {
		name string
		data []byte
		want Kind // "" means refused
	}{
		{"pdf", []byte(MinimalPDF), KindPDF},
		{"doc", oleDoc(), KindDOC},
		{"docx", docx, KindDOCX},
		{"exe renamed", append([]byte("MZ\x90\x00\x03"), make([]byte, 200)...), ""},
		{"html renamed", []byte("<!doctype html><script>alert(1)</script>%PDF-"), ""},
		{"pdf marker not at start", []byte(" %PDF-1.4"), ""},
		{"zip that is not a docx", makeZip(t, "readme.txt", "[Content_Types].xml"), ""},
		{"xlsx is not a docx", makeZip(t, "[Content_Types].xml", "xl/workbook.xml"), ""},
		{"truncated zip", docx[:40], ""},
		{"empty", nil, ""},
		{"half an OLE header", oleHeader[:4], ""},
		{"excel compound file", oleFile("Root Entry", "Workbook"), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k, ok := Sniff(c.data)
			if ok != (c.want != "") || k != c.want {
				t.Fatalf("Sniff = %q, %v; want %q", k, ok, c.want)
			}
		})
	}
}

func TestDisplayName(t *testing.T) {
	cases := []struct {
		in   string
		kind Kind
		want string
	}{
		{"Contrato Buffet.pdf", KindPDF, "Contrato Buffet.pdf"},
		{"../../x.pdf", KindPDF, "x.pdf"},
		{`C:\Users\ana\Fotógrafo.DOCX`, KindDOCX, "Fotógrafo.DOCX"},
		{"payload.exe", KindPDF, "payload.exe.pdf"},
		{"", KindDOC, "contrato.doc"},
		{"..", KindPDF, "contrato.pdf"},
		{"a\x00b\nc\".pdf", KindPDF, "abc.pdf"},
		{strings.Repeat("é", 300) + ".pdf", KindPDF, strings.Repeat("é", maxFileName) + ".pdf"},
	}
	for _, c := range cases {
		if got := DisplayName(c.in, c.kind); got != c.want {
			t.Errorf("DisplayName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestContentDisposition(t *testing.T) {
	got := ContentDisposition(`Fotógrafo; "final".pdf`)
	want := `attachment; filename="Fot_grafo_ _final_.pdf"; filename*=UTF-8''Fot%C3%B3grafo%3B%20%22final%22.pdf`
	if got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

func TestOverdue(t *testing.T) {
	const today = "2026-11-22"
	days := map[string]string{"yesterday": "2026-11-21", "today": today, "tomorrow": "2026-11-23"}
	for day, prazo := range days {
		for _, st := range []Status{Ativo, Pendente, Vencido, Pago, Cancelado} {
			want := day == "yesterday" && (st == Ativo || st == Pendente)
			if got := Overdue(&prazo, st, today); got != want {
				t.Errorf("%s × %s: overdue %v, want %v", day, st, got, want)
			}
		}
	}
	if Overdue(nil, Pendente, today) {
		t.Error("no deadline is never overdue")
	}
}

func TestInputValidate(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		field string
		code  string
	}{
		{"minimal", Input{Fornecedor: "Buffet"}, "", ""},
		{"blank supplier", Input{Fornecedor: "  "}, "fornecedor", "required"},
		{"long supplier", Input{Fornecedor: strings.Repeat("a", 201)}, "fornecedor", "too_long"},
		{"200 accented", Input{Fornecedor: strings.Repeat("ç", 200)}, "", ""},
		{"negative value", Input{Fornecedor: "DJ", ValorCents: ptr[int64](-1)}, "valor_cents", "negative"},
		{"huge value", Input{Fornecedor: "DJ", ValorCents: ptr[int64](MaxValorCents + 1)}, "valor_cents", "too_large"},
		{"zero value", Input{Fornecedor: "DJ", ValorCents: ptr[int64](0)}, "", ""},
		{"not a date", Input{Fornecedor: "DJ", PrazoPagamento: ptr("2026-02-30")}, "prazo_pagamento", "invalid"},
		{"blank date is null", Input{Fornecedor: "DJ", PrazoPagamento: ptr(" ")}, "", ""},
		{"long description", Input{Fornecedor: "DJ", Descricao: ptr(strings.Repeat("d", MaxDescricao+1))}, "descricao", "too_long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.in.Normalize()
			err := c.in.Validate()
			if c.field == "" {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok || e.Fields[c.field] != c.code {
				t.Fatalf("want %s=%s, got %v", c.field, c.code, err)
			}
		})
	}
}

func newWedding(t *testing.T, d *db.DB, email string) string {
	t.Helper()
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	return acc.WeddingID
}

// failingStore fails every Delete, to show a contract goes even when its file cannot.
type failingStore struct{ storage.Store }

func (failingStore) Delete(context.Context, string) error { return errors.New("disk on fire") }

func TestStoreFileLifecycle(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	files, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 11, 22, 15, 0, 0, 0, time.UTC)
	s := NewStore(d, files, func() time.Time { clock = clock.Add(time.Second); return clock }, nil)
	a, b := newWedding(t, d, "a@x.com"), newWedding(t, d, "b@x.com")

	c, err := s.Create(ctx, a, Input{Fornecedor: "Buffet", PrazoPagamento: ptr("2026-11-21")}, &File{Data: []byte(MinimalPDF), Kind: KindPDF, Name: "x.pdf"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Status != Pendente || !c.Overdue || !c.HasFile || *c.FileSize != int64(len(MinimalPDF)) || *c.FileType != "application/pdf" {
		t.Fatalf("created %+v", c)
	}
	stored, _ := filepath.Glob(filepath.Join(dir, a, "contracts", "*.pdf"))
	if len(stored) != 1 {
		t.Fatalf("stored files %v", stored)
	}
	if !regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f-]{27}\.pdf$`).MatchString(filepath.Base(stored[0])) {
		t.Fatalf("the uploaded name reached the key: %s", stored[0])
	}

	// Another wedding sees nothing and can touch nothing.
	if _, _, _, err := s.OpenFile(ctx, b, c.ID); !errors.Is(err, errNotFound) {
		t.Fatalf("other wedding open: %v", err)
	}
	if _, err := s.SetStatus(ctx, b, c.ID, Pago); !errors.Is(err, errNotFound) {
		t.Fatalf("other wedding status: %v", err)
	}
	if err := s.Delete(ctx, b, c.ID); !errors.Is(err, errNotFound) {
		t.Fatalf("other wedding delete: %v", err)
	}

	rc, name, kind, err := s.OpenFile(ctx, a, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(rc)
	rc.Close()
	if string(got) != MinimalPDF || name != "x.pdf" || kind != KindPDF {
		t.Fatalf("opened %q %s", name, kind)
	}

	paid, err := s.SetStatus(ctx, a, c.ID, Pago)
	if err != nil || paid.Status != Pago || paid.Overdue {
		t.Fatalf("set status: %+v %v", paid, err)
	}

	if err := s.Delete(ctx, a, c.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stored[0]); !os.IsNotExist(err) {
		t.Fatalf("file still there after delete: %v", err)
	}
	if list, _ := s.List(ctx, a); len(list) != 0 {
		t.Fatalf("list after delete: %+v", list)
	}

	// A file store that cannot delete does not keep the contract alive.
	s2 := NewStore(d, failingStore{files}, time.Now, nil)
	c2, err := s2.Create(ctx, a, Input{Fornecedor: "DJ"}, &File{Data: oleDoc(), Kind: KindDOC, Name: "d.doc"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s2.Delete(ctx, a, c2.ID); err != nil {
		t.Fatalf("delete with a failing file store: %v", err)
	}
	if list, _ := s2.List(ctx, a); len(list) != 0 {
		t.Fatalf("row kept: %+v", list)
	}
}

func TestStoreCreateFailureRemovesFile(t *testing.T) {
	d := dbtest.New(t)
	dir := t.TempDir()
	files, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := NewStore(d, files, time.Now, nil)
	// A wedding that does not exist makes the insert fail after the file was put.
	_, err = s.Create(context.Background(), "0190aaaa-0000-7000-8000-000000000000", Input{Fornecedor: "DJ"},
		&File{Data: []byte(MinimalPDF), Kind: KindPDF, Name: "x.pdf"})
	if err == nil {
		t.Fatal("create for a missing wedding succeeded")
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*", "contracts", "*"))
	if len(left) != 0 {
		t.Fatalf("orphan files %v", left)
	}
}

// racingStore inserts another upload's contract row while the file is being put, as a second
// request of the same wedding would.
type racingStore struct {
	storage.Store
	race func()
}

func (r racingStore) Put(ctx context.Context, key string, body io.Reader, size int64, contentType string) error {
	r.race()
	return r.Store.Put(ctx, key, body, size, contentType)
}

// The quota is checked again under the wedding's lock: an upload that passed the first check
// while another took the room is refused, and its file removed.
func TestStoreQuotaRecheckedUnderLock(t *testing.T) {
	d := dbtest.New(t)
	dir := t.TempDir()
	files, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	a := newWedding(t, d, "a@x.com")
	race := func() {
		if _, err := d.Exec(`INSERT INTO contracts (id, wedding_id, fornecedor, status, file_key, file_name, file_size, file_kind, created_at, updated_at)
			VALUES ('0190aaaa-0000-7000-8000-0000000000c1', $1, 'Outro', 'pendente', $2, 'o.pdf', $3, 'pdf', $4, $4)`,
			a, a+"/contracts/outro.pdf", 50<<20, time.Now().UTC()); err != nil {
			t.Error(err)
		}
	}
	s := NewStore(d, racingStore{files, race}, time.Now, nil)
	_, err = s.Create(context.Background(), a, Input{Fornecedor: "DJ"}, &File{Data: []byte(MinimalPDF), Kind: KindPDF, Name: "x.pdf"})
	if e, ok := apperr.As(err); !ok || e.Code != "plan_limit" {
		t.Fatalf("create past the quota after the race: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*", "contracts", "*"))
	if len(left) != 0 {
		t.Fatalf("orphan files %v", left)
	}
}

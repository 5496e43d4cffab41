package linkpreview_test

import (
	"bytes"
	"compress/gzip"
	"html/template"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/linkpreview"
)

const index = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Aceito · Planejamento de casamento</title>
  </head>
  <body><div id="root"></div></body>
</html>`

func TestRenderPutsEscapedTagsInTheHead(t *testing.T) {
	m := linkpreview.Meta{Title: `Ana & "Bia" <b>`, Description: "Convite'"}
	got := string(linkpreview.Render([]byte(index), m, "https://aceito.com.br/convite/x?a=1&b=2", "https://aceito.com.br/og-image.png"))
	head, _, ok := strings.Cut(got, "</head>")
	if !ok {
		t.Fatalf("no head:\n%s", got)
	}
	for _, want := range []string{
		`<meta name="robots" content="noindex, nofollow" />`,
		`<title>Ana &amp; &#34;Bia&#34; &lt;b&gt;</title>`,
		`<meta property="og:title" content="Ana &amp; &#34;Bia&#34; &lt;b&gt;" />`,
		`<meta property="og:description" content="Convite&#39;" />`,
		`<meta property="og:url" content="https://aceito.com.br/convite/x?a=1&amp;b=2" />`,
		`<meta property="og:image" content="https://aceito.com.br/og-image.png" />`,
	} {
		if !strings.Contains(head, want) {
			t.Errorf("head lacks %s:\n%s", want, head)
		}
	}
	if strings.Contains(got, "Planejamento de casamento") || strings.Count(got, "<title>") != 1 {
		t.Errorf("the title was not replaced:\n%s", got)
	}
	if !strings.Contains(got, `<meta charset="UTF-8" />`) || !strings.HasSuffix(got, "</body>\n</html>") {
		t.Errorf("the rest of the index changed:\n%s", got)
	}
}

func TestRenderWithoutMetaOnlyForbidsIndexing(t *testing.T) {
	got := string(linkpreview.Render([]byte(index), linkpreview.Meta{}, "", ""))
	if !strings.Contains(got, `<meta name="robots" content="noindex, nofollow" /></head>`) {
		t.Errorf("no robots tag in the head:\n%s", got)
	}
	if strings.Contains(got, "og:") || !strings.Contains(got, "<title>Aceito · Planejamento de casamento</title>") {
		t.Errorf("want the index as is plus robots:\n%s", got)
	}
}

// painted is a page like web/rsvp.html as built: a big inline stylesheet and a first paint the
// server may replace.
var painted = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Convite · Aceito</title>
    <style>` + strings.Repeat(".a{color:red}.b-12{margin:3px}", 3000) + `</style>
  </head>
  <body>
    <div id="root"><main><span>Aceito</span><!--paint--><p>Carregando convite...</p><!--/paint--></main></div>
  </body>
</html>`

func TestRenderPutsThePaintInPlaceOfThePagesOwn(t *testing.T) {
	got := string(linkpreview.Render([]byte(painted), linkpreview.Meta{Title: "Ana & João", Paint: `<article><h1>Olá, Bruno!</h1></article>`}, "u", "i"))
	if !strings.Contains(got, `<main><span>Aceito</span><!--paint--><article><h1>Olá, Bruno!</h1></article><!--/paint--></main>`) {
		t.Errorf("the paint is not where the page's own was:\n%s", got[len(got)-300:])
	}
	if strings.Contains(got, "Carregando convite") {
		t.Error("the page's own first paint is still there")
	}
	kept := string(linkpreview.Render([]byte(painted), linkpreview.Meta{Title: "Ana & João"}, "u", "i"))
	if !strings.Contains(kept, `<!--paint--><p>Carregando convite...</p><!--/paint-->`) {
		t.Errorf("without a Paint the page's own first paint must stay:\n%s", kept[len(kept)-300:])
	}
}

// A page without paint marks (the app's index, which /r/{token} falls back to when the build
// has no rsvp.html) takes no Paint: it would land after </html>, under the app.
func TestRenderWithoutPaintMarksTakesNoPaint(t *testing.T) {
	got := string(linkpreview.Render([]byte(index), linkpreview.Meta{Title: "Ana & João", Paint: "<article>x</article>"}, "u", "i"))
	if strings.Contains(got, "<article>") || !strings.HasSuffix(got, "</body>\n</html>") {
		t.Errorf("a page without marks got the paint:\n%s", got)
	}
}

// The page's title is its head's: a <title> in the body (an SVG's) keeps its text, and the tags
// still go in the head.
func TestRenderLeavesABodyTitleAlone(t *testing.T) {
	page := `<!doctype html><html><head><meta charset="UTF-8" /></head><body><svg><title>Ícone</title></svg></body></html>`
	got := string(linkpreview.Render([]byte(page), linkpreview.Meta{Title: "Ana & João"}, "u", "i"))
	head, body, _ := strings.Cut(got, "</head>")
	if !strings.Contains(head, "<title>Ana &amp; João</title>") || !strings.Contains(head, `og:title`) || !strings.Contains(body, "<title>Ícone</title>") {
		t.Errorf("want the title and tags in the head, the SVG's title kept:\n%s", got)
	}
}

// A gzip answer is the plain answer compressed, whatever the holes hold (empty, small, bigger
// than a DEFLATE block) and whatever the page's shape (parts empty at either end), on 200 and on
// 404; a client that does not accept gzip gets it plain.
func TestPageGzipsWhatItWouldSendPlain(t *testing.T) {
	shapes := map[string]string{
		"painted":             painted,
		"no marks":            index,
		"no head, title":      `<!doctype html><title>Aceito</title><div id="root"></div>`,
		"nothing but a paint": `<!--paint--><p>Carregando</p><!--/paint-->`,
		"empty":               ``,
	}
	for name, m := range map[string]linkpreview.Meta{
		"no meta":  {},
		"preview":  {Title: `Ana & "Bia"`, Description: "Casamento em 15/05/2027.", Preload: "/api/public/rsvp/x"},
		"painted":  {Title: "Ana & João", Paint: `<article><h1>Olá, Bruno!</h1></article>`},
		"big hole": {Title: "Ana & João", Paint: template.HTML(strings.Repeat("<p>Olá, á é í ó ú ç!</p>", 9000))},
	} {
		for shapeName, shape := range shapes {
			for _, found := range []bool{true, false} {
				checkGzip(t, name+", "+shapeName, shape, m, found)
			}
		}
	}
}

// checkGzip asks Page for shape with m (or not found) with and without gzip, and compares.
func checkGzip(t *testing.T, name, shape string, m linkpreview.Meta, found bool) {
	t.Helper()
	page := linkpreview.Page(func() ([]byte, error) { return []byte(shape), nil }, "https://aceito.com.br/", func(*http.Request) (linkpreview.Meta, error) {
		if !found {
			return linkpreview.Meta{}, apperr.NotFound("Não encontrado.")
		}
		return m, nil
	})
	get := func(acceptEncoding string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, "/r/x", nil)
		req.Header.Set("Accept-Encoding", acceptEncoding)
		if err := page(rec, req); err != nil {
			t.Fatal(err)
		}
		return rec
	}
	plain, zipped := get(""), get("gzip, deflate, br")
	if plain.Code != zipped.Code || (plain.Code == http.StatusOK) != found {
		t.Fatalf("%s, found %v: status %d plain, %d gzipped", name, found, plain.Code, zipped.Code)
	}
	if plain.Header().Get("Content-Encoding") != "" || zipped.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("%s: Content-Encoding %q plain, %q gzipped", name, plain.Header().Get("Content-Encoding"), zipped.Header().Get("Content-Encoding"))
	}
	if got := zipped.Header().Get("Content-Length"); got != strconv.Itoa(zipped.Body.Len()) {
		t.Errorf("%s: Content-Length %s for %d bytes", name, got, zipped.Body.Len())
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipped.Body.Bytes()))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	unzipped, err := io.ReadAll(zr) // checks the CRC and size too
	if err != nil {
		t.Fatalf("%s, found %v: the gzip answer does not decompress: %v", name, found, err)
	}
	if !bytes.Equal(unzipped, plain.Body.Bytes()) {
		t.Errorf("%s, found %v: gzipped and plain answers differ", name, found)
	}
	if shape == painted && m.Paint == "" && zipped.Body.Len()*4 > plain.Body.Len() {
		t.Errorf("%s: %d bytes gzipped for %d plain: the stylesheet is not compressed", name, zipped.Body.Len(), plain.Body.Len())
	}
}

// What a guest's request costs to gzip: only the holes are compressed per request.
func BenchmarkPageGzip(b *testing.B) {
	m := linkpreview.Meta{Title: "Ana & João — 15/05/2027", Description: "Casamento em 15/05/2027.", Preload: "/api/public/rsvp/x",
		Paint: template.HTML(strings.Repeat(`<div class="relative min-w-0 pl-8"><dt>Data</dt><dd>15/05/2027</dd></div>`, 20))}
	page := linkpreview.Page(func() ([]byte, error) { return []byte(painted), nil }, "https://aceito.com.br", func(*http.Request) (linkpreview.Meta, error) { return m, nil })
	req := httptest.NewRequest(http.MethodGet, "/r/x", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	b.ReportAllocs()
	for b.Loop() {
		if err := page(httptest.NewRecorder(), req); err != nil {
			b.Fatal(err)
		}
	}
}

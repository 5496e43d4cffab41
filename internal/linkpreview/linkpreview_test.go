package linkpreview_test

import (
	"strings"
	"testing"

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

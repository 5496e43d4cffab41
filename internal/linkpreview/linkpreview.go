// Package linkpreview serves the web app's public pages that a person is sent a link to (the
// invitation page /convite/{token}; later the RSVP page and the wedding site) with the status
// their token deserves and with link-preview tags rendered by the server: WhatsApp, e-mail
// clients and link scanners do not run the web app's JavaScript, so a page that only the app
// fills in would preview as nothing and answer 200 for any token.
//
// A page's Lookup says what the preview shows. It must never put a guest's personal data there:
// anyone the link is forwarded to sees the preview.
package linkpreview

import (
	"bytes"
	"html"
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/httpx"
)

// Image is the preview picture every page uses: a static file of the web build (web/public).
const Image = "/og-image.png"

// Meta is what a link preview shows.
type Meta struct {
	// Title, e.g. "Beatriz & Leonardo — 24/07/2027", is also the page's <title>.
	Title       string
	Description string
	// Preload, when set, is the same-origin API path the page's script reads first: the page
	// asks for it with the script, not after it (issue 16: the RSVP page's content on a phone).
	Preload string
}

// Lookup finds what the page at r previews: an apperr not-found error (unknown, revoked or
// malformed token) makes the page answer 404 without preview tags.
type Lookup func(r *http.Request) (Meta, error)

// Page answers GET for a public page: the web app's index (as index returns it) with status 200
// and the preview tags of lookup's Meta, or 404 when lookup finds nothing. baseURL
// (ACEITO_BASE_URL) makes og:url and og:image absolute, as previews require. Every page is
// noindex (a private link must not end up in a search engine) and not stored by caches.
func Page(index func() ([]byte, error), baseURL string, lookup Lookup) httpx.HandlerFunc {
	base := strings.TrimRight(baseURL, "/")
	return func(w http.ResponseWriter, r *http.Request) error {
		page, err := index()
		if err != nil {
			http.Error(w, "web app not built: run `make web`", http.StatusServiceUnavailable)
			return nil
		}
		status := http.StatusOK
		m, err := lookup(r)
		switch e, ok := apperr.As(err); {
		case err == nil:
			page = Render(page, m, base+r.URL.EscapedPath(), base+Image)
		case ok && e.Kind == apperr.KindNotFound:
			status = http.StatusNotFound
			page = Render(page, Meta{}, "", "")
		default:
			// The app still loads and reports the failure itself; the preview is lost.
			httpx.Logger(r.Context()).Error("linkpreview: lookup failed", "path", r.URL.Path, "err", err)
			status = http.StatusInternalServerError
			page = Render(page, Meta{}, "", "")
		}
		h := w.Header()
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		h.Set("X-Robots-Tag", "noindex, nofollow")
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(page)
		}
		return nil
	}
}

// Render returns index with a noindex robots tag and, when m has a title, the page title and
// the og: tags (og:url is pageURL, og:image imageURL) in its <head>, and m's preload link when it
// has one. Every value is
// HTML-escaped. An index without <head> gets the tags before its first tag after the doctype.
func Render(index []byte, m Meta, pageURL, imageURL string) []byte {
	var tags strings.Builder
	tags.WriteString(`<meta name="robots" content="noindex, nofollow" />`)
	if m.Preload != "" {
		// crossorigin: the script's fetch is mode cors with same-origin credentials; a preload
		// made otherwise would not be used and the page would read it twice.
		tags.WriteString(`<link rel="preload" href="` + html.EscapeString(m.Preload) + `" as="fetch" crossorigin="anonymous" />`)
	}
	if m.Title != "" {
		meta := func(attr, key, value string) {
			if value != "" {
				tags.WriteString(`<meta ` + attr + `="` + key + `" content="` + html.EscapeString(value) + `" />`)
			}
		}
		meta("property", "og:type", "website")
		meta("property", "og:locale", "pt_BR")
		meta("property", "og:site_name", "Aceito")
		meta("property", "og:title", m.Title)
		meta("property", "og:description", m.Description)
		meta("property", "og:url", pageURL)
		meta("property", "og:image", imageURL)
		meta("property", "og:image:width", "1200")
		meta("property", "og:image:height", "630")
		meta("name", "twitter:card", "summary_large_image")
		meta("name", "description", m.Description)
		index = replaceTitle(index, m.Title)
	}
	return insertInHead(index, tags.String())
}

// replaceTitle puts title (escaped) in the index's <title>, or adds one to the head.
func replaceTitle(index []byte, title string) []byte {
	el := "<title>" + html.EscapeString(title) + "</title>"
	start := bytes.Index(index, []byte("<title>"))
	end := bytes.Index(index, []byte("</title>"))
	if start < 0 || end < start {
		return insertInHead(index, el)
	}
	out := make([]byte, 0, len(index)+len(el))
	out = append(out, index[:start]...)
	out = append(out, el...)
	return append(out, index[end+len("</title>"):]...)
}

// insertInHead inserts s before </head>, else after the doctype, else at the start.
func insertInHead(index []byte, s string) []byte {
	at := bytes.Index(index, []byte("</head>"))
	if at < 0 {
		at = 0
		if bytes.HasPrefix(bytes.ToLower(index), []byte("<!doctype")) {
			if gt := bytes.IndexByte(index, '>'); gt >= 0 {
				at = gt + 1
			}
		}
	}
	out := make([]byte, 0, len(index)+len(s))
	out = append(out, index[:at]...)
	out = append(out, s...)
	return append(out, index[at:]...)
}

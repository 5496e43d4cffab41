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
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
	"html"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"sync"

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
	// Paint, when set, replaces the page's own first paint (what the index holds between
	// <!--paint--> and <!--/paint-->, shown until the script renders): the page's content as the
	// script will render it, so a phone shows it before the JS has arrived (issue 16). It is
	// page content, never a preview tag; whoever renders it escapes its values (html/template).
	Paint template.HTML
}

// Lookup finds what the page at r previews: an apperr not-found error (unknown, revoked or
// malformed token) makes the page answer 404 without preview tags.
type Lookup func(r *http.Request) (Meta, error)

// Page answers GET for a public page: the web app's index (as index returns it) with status 200
// and the preview tags of lookup's Meta, or 404 when lookup finds nothing. baseURL
// (ACEITO_BASE_URL) makes og:url and og:image absolute, as previews require. Every page is
// noindex (a private link must not end up in a search engine) and not stored by caches.
// The answer is gzipped for a client that accepts it: the index's own parts (its inline
// stylesheet is most of it) are compressed once, only what each request adds is compressed then.
func Page(index func() ([]byte, error), baseURL string, lookup Lookup) httpx.HandlerFunc {
	base := strings.TrimRight(baseURL, "/")
	var (
		mu     sync.Mutex
		cached *shape
	)
	shapeOf := func() (*shape, error) {
		mu.Lock()
		defer mu.Unlock()
		if cached == nil {
			page, err := index()
			if err != nil {
				return nil, err
			}
			// Kept for the life of the process, as the built page it is cut from is.
			cached = cut(page)
			cached.pack()
		}
		return cached, nil
	}
	return func(w http.ResponseWriter, r *http.Request) error {
		sh, err := shapeOf()
		if err != nil {
			http.Error(w, "web app not built: run `make web`", http.StatusServiceUnavailable)
			return nil
		}
		status := http.StatusOK
		m, err := lookup(r)
		var holes [3][]byte
		switch e, ok := apperr.As(err); {
		case err == nil:
			holes = sh.fill(m, base+r.URL.EscapedPath(), base+Image)
		case ok && e.Kind == apperr.KindNotFound:
			status = http.StatusNotFound
			holes = sh.fill(Meta{}, "", "")
		default:
			// The app still loads and reports the failure itself; the preview is lost.
			httpx.Logger(r.Context()).Error("linkpreview: lookup failed", "path", r.URL.Path, "err", err)
			status = http.StatusInternalServerError
			holes = sh.fill(Meta{}, "", "")
		}
		h := w.Header()
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		h.Set("X-Robots-Tag", "noindex, nofollow")
		h.Add("Vary", "Accept-Encoding")
		var body []byte
		if httpx.AcceptsGzip(r.Header.Get("Accept-Encoding")) {
			body = sh.gzip(holes)
			h.Set("Content-Encoding", "gzip")
		} else {
			body = sh.join(holes)
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = w.Write(body)
		}
		return nil
	}
}

// Render returns index with a noindex robots tag and, when m has a title, the page title and
// the og: tags (og:url is pageURL, og:image imageURL) in its <head>, m's preload link when it
// has one, and m's Paint in place of the index's first paint when it has one (an index without
// paint marks takes none). Every value is HTML-escaped. An index without </head> gets the tags
// after its <title>, or after the doctype when it has none.
func Render(index []byte, m Meta, pageURL, imageURL string) []byte {
	sh := cut(index)
	return sh.join(sh.fill(m, pageURL, imageURL))
}

// shape is an index cut at the three holes Render fills: the title's text, the end of the head
// and the first paint. static are the four parts around them, as the index has them; title and
// paint are the index's own, kept when a Meta has none; packed are the static parts as raw
// DEFLATE, each ending on a byte boundary, the last one final, so a gzip answer is the static
// parts compressed once with only the holes compressed per request (see gzip).
type shape struct {
	static       [4][]byte
	title, paint []byte
	titleTag     bool // the index has a <title> in its head (else Render adds one)
	paintMarks   bool // the index has <!--paint--> marks in its body (else a Paint has no place)
	packed       [4][]byte
}

const (
	paintStart = "<!--paint-->"
	paintEnd   = "<!--/paint-->"
)

// cut finds the three holes of index (see shape); pack compresses its parts for gzip.
func cut(index []byte) *shape {
	sh := &shape{}
	// The three holes' places, in the order they come in the index.
	head := bytes.Index(index, []byte("</head>"))
	headClosed := head >= 0
	if !headClosed {
		head = 0
		if bytes.HasPrefix(bytes.ToLower(index), []byte("<!doctype")) {
			if gt := bytes.IndexByte(index, '>'); gt >= 0 {
				head = gt + 1
			}
		}
	}
	titleStart, titleEnd := head, head
	// The head's title: before </head>, or anywhere when the index has none (then the tags
	// follow it). A <title> in the body (an SVG's) is not the page's.
	if start, end := bytes.Index(index, []byte("<title>")), bytes.Index(index, []byte("</title>")); start >= 0 && end > start && (end < head || !headClosed) {
		titleStart, titleEnd = start+len("<title>"), end
		sh.titleTag = true
		if !headClosed && head < end {
			head = end + len("</title>")
		}
	}
	paintFrom, paintTo := len(index), len(index)
	if start := bytes.Index(index, []byte(paintStart)); start >= head {
		if end := bytes.Index(index[start:], []byte(paintEnd)); end >= 0 {
			paintFrom, paintTo = start+len(paintStart), start+end
			sh.paintMarks = true
		}
	}
	sh.static = [4][]byte{index[:titleStart], index[titleEnd:head], index[head:paintFrom], index[paintTo:]}
	sh.title, sh.paint = index[titleStart:titleEnd], index[paintFrom:paintTo]
	return sh
}

// pack compresses the static parts for gzip, once per index, so at the best level.
func (sh *shape) pack() {
	zw, _ := flate.NewWriter(nil, flate.BestCompression) // the level is valid
	for i, part := range sh.static {
		sh.packed[i] = deflate(zw, part, i == len(sh.static)-1)
	}
}

// fill returns what goes in the three holes for m.
func (sh *shape) fill(m Meta, pageURL, imageURL string) [3][]byte {
	var tags strings.Builder
	title := sh.title
	if m.Title != "" {
		title = []byte(html.EscapeString(m.Title))
		if !sh.titleTag {
			tags.WriteString("<title>" + string(title) + "</title>")
		}
	}
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
	}
	paint := sh.paint
	if m.Paint != "" && sh.paintMarks {
		paint = []byte(m.Paint)
	}
	return [3][]byte{title, []byte(tags.String()), paint}
}

// join returns the page: the static parts with the holes between them.
func (sh *shape) join(holes [3][]byte) []byte {
	n := 0
	for i := range sh.static {
		n += len(sh.static[i])
		if i < len(holes) {
			n += len(holes[i])
		}
	}
	out := make([]byte, 0, n)
	for i := range sh.static {
		out = append(out, sh.static[i]...)
		if i < len(holes) {
			out = append(out, holes[i]...)
		}
	}
	return out
}

// gzip returns the page as one gzip member (RFC 1952): the static parts' DEFLATE, compressed
// once, with each hole compressed now between them. A DEFLATE stream is a series of blocks and
// only the last is marked final; each part here is blocks ending on a byte boundary (a sync
// flush) and none reaches back into another, so the parts concatenate into one valid stream.
// The CRC and size cover the whole page.
func (sh *shape) gzip(holes [3][]byte) []byte {
	zw := holeDeflaters.Get().(*flate.Writer)
	defer holeDeflaters.Put(zw)
	var out bytes.Buffer
	out.Write([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff}) // magic, DEFLATE, no flags or time, unknown OS
	crc, size := uint32(0), 0
	for i := range sh.static {
		out.Write(sh.packed[i])
		crc = crc32.Update(crc, crc32.IEEETable, sh.static[i])
		size += len(sh.static[i])
		if i < len(holes) {
			out.Write(deflate(zw, holes[i], false))
			crc = crc32.Update(crc, crc32.IEEETable, holes[i])
			size += len(holes[i])
		}
	}
	out.Write(binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, crc), uint32(size)))
	return out.Bytes()
}

// holeDeflaters compress the holes, per request: at the fastest level, as they are small, and
// reused, as a flate.Writer allocates about a megabyte of tables.
var holeDeflaters = sync.Pool{New: func() any {
	zw, _ := flate.NewWriter(nil, flate.BestSpeed) // the level is valid
	return zw
}}

// deflate returns b as raw DEFLATE blocks, the last one marked final when final, else ending
// with a sync flush (on a byte boundary, not final) so more blocks can follow. zw is reset.
func deflate(zw *flate.Writer, b []byte, final bool) []byte {
	var buf bytes.Buffer
	zw.Reset(&buf)
	_, _ = zw.Write(b) // a bytes.Buffer cannot fail
	if final {
		_ = zw.Close()
	} else {
		_ = zw.Flush()
	}
	return buf.Bytes()
}

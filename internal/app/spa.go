package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
)

// clientRoutes are the paths the web app answers. Anything else still gets the app (which shows
// its 404 page) but with status 404, so crawlers and monitors see the truth.
var clientRoutes = []string{"/", "/auth", "/auth/nova-senha", "/auth/confirmar", "/conta/cancelar-exclusao", "/aceitar-convite",
	"/payment", "/payment-cancel", "/privacidade", "/termos"}

// weddingSitePage reports whether p is /casamento/{slug} of a site guests can open now: a
// direct load answers 200 only then (404 for unknown, unpublished or downgraded sites).
func (a *App) weddingSitePage(r *http.Request, p string) bool {
	slug, ok := strings.CutPrefix(p, "/casamento/")
	return ok && slug != "" && !strings.Contains(slug, "/") && a.weddingSites.Published(r, slug)
}

// publicPages are the client routes web/public.html renders (web/src/public-main.tsx's table):
// the sign-in and payment pages, none of the app's code (issue 16: phone-fast public pages).
var publicPages = map[string]bool{"/auth": true, "/auth/confirmar": true, "/auth/nova-senha": true, "/payment": true, "/payment-cancel": true}

func isClientRoute(p string) bool {
	if p == "/app" || strings.HasPrefix(p, "/app/") {
		return true
	}
	for _, r := range clientRoutes {
		if p == r {
			return true
		}
	}
	return false
}

// firstPaintPage names the built page that holds the first render of the public page at p for r
// (issue 16: its text paints before the JS), or "" when the request's query or session would make
// that render another, which a static copy must not pretend to be (public.html then, whose
// 'Carregando...' is never wrong):
//   - auth.html: /auth as it opens on its sign-in tab, or auth-criar-conta.html with ?aba=criar-conta
//     (the sign-up tab, where the trial offer links), with no ?pagamento= (a notice above the card)
//     and no session cookie (a signed-in visitor is sent on to /app, and should not see a sign-in
//     form meanwhile);
//   - payment.html: /payment?plan= naming a plan of the catalogue (its heading and the cards'
//     places while the plans load; any other plan is 'Plano não encontrado', no plan the list).
//
// The parameters are read as the page reads them (URLSearchParams.get: the first value); a query
// Go cannot parse alike gets public.html.
func firstPaintPage(r *http.Request, p string) string {
	query, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return ""
	}
	switch p {
	case "/auth":
		if query.Has("pagamento") {
			return ""
		}
		for _, name := range []string{auth.CookieName, auth.SecureCookieName} {
			if _, err := r.Cookie(name); err == nil {
				return ""
			}
		}
		if query.Get("aba") == "criar-conta" {
			return "auth-criar-conta.html"
		}
		return "auth.html"
	case "/payment":
		if _, ok := plan.Get(plan.ID(query.Get("plan"))); ok {
			return "payment.html"
		}
	}
	return ""
}

// webIndex returns the built web app's index.html, for pages the server renders into it
// (linkpreview.Page).
func (a *App) webIndex() ([]byte, error) { return fs.ReadFile(a.web, "index.html") }

// spaHandler serves the built web app from dist: real files as they are (hashed assets cached
// for a year), every other path the index.html so client-side routes work on reload. dynamic
// decides the status of paths that depend on data (a published wedding site).
func spaHandler(dist fs.FS, dynamic func(r *http.Request, p string) bool) http.Handler {
	index, indexErr := fs.ReadFile(dist, "index.html")
	// The guests' wedding site is its own small page (web/site.html); a build without it (the
	// tests' stub) serves the app, whose router has the same route.
	sitePage, siteErr := fs.ReadFile(dist, "site.html")
	// The landing page (/) is its own light entry with a static first paint of its hero
	// (web/landing.html, issue 16: phone-fast public pages); a build without it serves the plain index.
	landingPage, landingErr := fs.ReadFile(dist, "landing.html")
	// /auth, its pages and /payment are one light entry too (web/public.html, issue 16); a build
	// without it serves the plain index, whose router has the same routes.
	publicPage, publicErr := fs.ReadFile(dist, "public.html")
	indexPage, landingHTML, publicHTML, siteHTML := newHTMLPage(index), newHTMLPage(landingPage), newHTMLPage(publicPage), newHTMLPage(sitePage)
	// The same entry with a first paint of /auth's page (on each of its tabs) and /payment's
	// (auth.html, auth-criar-conta.html, payment.html); a build without one serves public.html there.
	firstPaints := map[string]htmlPage{}
	for _, name := range []string{"auth.html", "auth-criar-conta.html", "payment.html"} {
		if data, err := fs.ReadFile(dist, name); err == nil {
			firstPaints[name] = newHTMLPage(data)
		}
	}
	files := http.FileServerFS(dist)
	gz := &gzipFiles{dist: dist}
	worker := &serviceWorker{dist: dist}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Clean("/" + r.URL.Path)
		if p == "/sw.js" && worker.serve(w, r) {
			return
		}
		if name := strings.TrimPrefix(p, "/"); name != "" && name != "index.html" {
			if st, err := fs.Stat(dist, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					w.Header().Set("Cache-Control", "no-cache")
				}
				if ct, ok := extraTypes[path.Ext(name)]; ok {
					w.Header().Set("Content-Type", ct) // http.FileServer keeps a type already set
				}
				if gz.serve(w, r, name) {
					return
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		if indexErr != nil {
			http.Error(w, "web app not built: run `make web`", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		status := http.StatusOK
		page := indexPage
		if p == "/" && landingErr == nil {
			page = landingHTML
		}
		// Only the exact path: the entry picks its page by location.pathname, so "/auth/" or
		// "//payment" would find none there; the app's router takes those.
		if publicPages[p] && r.URL.Path == p && publicErr == nil {
			page = publicHTML
			if painted, ok := firstPaints[firstPaintPage(r, p)]; ok {
				page = painted
			}
			if p == "/auth" {
				// Which page /auth gets depends on the session cookie (firstPaintPage): a cache
				// must not hand a signed-in visitor the painted sign-in form, nor the reverse.
				w.Header().Add("Vary", "Cookie")
			}
		}
		if strings.HasPrefix(p, "/casamento/") {
			w.Header().Set("X-Robots-Tag", "noindex") // guests' pages are not for search engines
			if siteErr == nil {
				page = siteHTML
			}
		}
		if !isClientRoute(p) && !dynamic(r, p) {
			status = http.StatusNotFound
		}
		page.write(w, r, status)
	})
}

// htmlPage is one of the built HTML entries, kept plain and gzipped. Both are made once, with
// the handler, so a compressed answer costs a stranger's request nothing; the landing's static
// first paint, its stylesheet inline, is 63 kB as built and 13 kB gzipped, within TCP's first
// round trip (issue 16: phone-fast public pages; web/vite.config.ts keeps it there).
type htmlPage struct{ plain, gzipped []byte }

func newHTMLPage(plain []byte) htmlPage { return htmlPage{plain: plain, gzipped: gzipped(plain)} }

// gzipped is plain compressed at gzip's best level (built files are compressed once and kept).
func gzipped(plain []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
	_, _ = zw.Write(plain)                                   // a bytes.Buffer cannot fail
	_ = zw.Close()
	return buf.Bytes()
}

// write answers with the page, gzipped when the client accepts it.
func (pg htmlPage) write(w http.ResponseWriter, r *http.Request, status int) {
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	body := pg.plain
	if httpx.AcceptsGzip(r.Header.Get("Accept-Encoding")) {
		body = pg.gzipped
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// rsvpIndex is the guests' RSVP page (web/rsvp.html, a small entry of its own); a build without
// it (the tests' stub) serves the app's index, whose router has the same page.
func (a *App) rsvpIndex() ([]byte, error) {
	if page, err := fs.ReadFile(a.web, "rsvp.html"); err == nil {
		return page, nil
	}
	return a.webIndex()
}

// siteIndex is the guests' wedding site (web/site.html, a small entry of its own); a build
// without it (the tests' stub) serves the app's index, whose router has the same page.
func (a *App) siteIndex() ([]byte, error) {
	if page, err := fs.ReadFile(a.web, "site.html"); err == nil {
		return page, nil
	}
	return a.webIndex()
}

// extraTypes are the Content-Types of built files that Go's table lacks (and the system's
// mime.types may or may not have): browsers want the manifest as application/manifest+json.
var extraTypes = map[string]string{".webmanifest": "application/manifest+json"}

// buildPlaceholder is the version in web/public/sw.js that the server replaces with the build's.
const buildPlaceholder = "__ACEITO_BUILD__"

// serviceWorker serves /sw.js (issue 15) with the build's version written into it: a hash of
// every file of the embedded build, so each deploy that changes anything in the web app is a new
// script, which the browser installs in place of the old worker (the worker itself caches
// nothing, but a new one must still replace the old one on each deploy). Cache-Control no-cache:
// the browser asks for it again on every update check. Computed once, on the first request.
type serviceWorker struct {
	dist fs.FS
	once sync.Once
	body []byte
}

// serve writes the worker and reports true, or reports false when the build has no sw.js (the
// tests' stub build), leaving the request to the app's 404.
func (s *serviceWorker) serve(w http.ResponseWriter, r *http.Request) bool {
	s.once.Do(func() {
		src, err := fs.ReadFile(s.dist, "sw.js")
		if err != nil {
			return
		}
		s.body = bytes.Replace(src, []byte(buildPlaceholder), []byte(buildVersion(s.dist)), 1)
	})
	if s.body == nil {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Length", strconv.Itoa(len(s.body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(s.body)
	}
	return true
}

// buildVersion is a short hash of the build's files (their names and contents, in WalkDir's
// lexical order): the same build always gives the same version, any change another.
func buildVersion(dist fs.FS) string {
	h := sha256.New()
	// An unreadable entry (none in an embedded build) only leaves the hash without it.
	_ = fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, walkErr error) error {
		if walkErr != nil || d.IsDir() {
			return nil
		}
		data, readErr := fs.ReadFile(dist, name)
		if readErr != nil {
			return nil
		}
		_, _ = h.Write([]byte(name + "\x00"))
		sum := sha256.Sum256(data)
		_, _ = h.Write(sum[:])
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// compressible are the built files that gzip shrinks (fonts and images are compressed already).
var compressible = map[string]bool{".js": true, ".css": true, ".svg": true, ".json": true, ".txt": true, ".webmanifest": true}

// gzipFiles serves the built app's text files gzip-compressed to browsers that accept it. The
// guests' pages are opened on phones over 4G (issue 13: Lighthouse mobile >= 90), where the
// JS and CSS, about 300 kB as built, cost a second on the wire; gzipped they are about 80 kB.
// The files are embedded and never change, so each is compressed once, on its first request,
// and kept: a stranger's request costs a map lookup, and the cache is bounded by the build.
type gzipFiles struct {
	dist  fs.FS
	cache sync.Map // name -> []byte
}

// serve writes name gzipped and reports true, or reports false (and writes nothing but the
// Vary header) when the file is not compressible, the client does not accept gzip, or the
// request asks for a byte range (http.FileServer answers those from the plain file).
func (g *gzipFiles) serve(w http.ResponseWriter, r *http.Request, name string) bool {
	ext := path.Ext(name)
	if !compressible[ext] {
		return false
	}
	w.Header().Add("Vary", "Accept-Encoding")
	if r.Header.Get("Range") != "" || !httpx.AcceptsGzip(r.Header.Get("Accept-Encoding")) {
		return false
	}
	body, ok := g.cache.Load(name)
	if !ok {
		plain, err := fs.ReadFile(g.dist, name)
		if err != nil {
			return false
		}
		body, _ = g.cache.LoadOrStore(name, gzipped(plain))
	}
	b, _ := body.([]byte)
	h := w.Header()
	if ct, ok := extraTypes[ext]; ok {
		h.Set("Content-Type", ct)
	} else if ct := mime.TypeByExtension(ext); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("Content-Encoding", "gzip")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(b)
	}
	return true
}

package app

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"strings"
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
	files := http.FileServerFS(dist)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Clean("/" + r.URL.Path)
		if name := strings.TrimPrefix(p, "/"); name != "" && name != "index.html" {
			if st, err := fs.Stat(dist, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					w.Header().Set("Cache-Control", "no-cache")
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
		page := index
		if strings.HasPrefix(p, "/casamento/") {
			w.Header().Set("X-Robots-Tag", "noindex") // guests' pages are not for search engines
			if siteErr == nil {
				page = sitePage
			}
		}
		if !isClientRoute(p) && !dynamic(r, p) {
			status = http.StatusNotFound
		}
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = bytes.NewReader(page).WriteTo(w)
		}
	})
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

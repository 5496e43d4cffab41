package app

import (
	"bytes"
	"compress/gzip"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db/dbtest"
)

func TestSPAServesTextAssetsGzipped(t *testing.T) {
	js := []byte(strings.Repeat("export const convite = 'Você recebeu um convite';\n", 200))
	dist := fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><div id=root></div>")},
		"assets/app-1a2b.js":   {Data: js},
		"assets/font.woff2":    {Data: []byte("wOF2 already compressed")},
		"assets/site-3c4d.css": {Data: []byte("body{margin:0}")},
	}
	h := spaHandler(dist, func(*http.Request, string) bool { return false })
	get := func(target, acceptEncoding, rangeHeader string) *http.Response {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, target, nil)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		if rangeHeader != "" {
			req.Header.Set("Range", rangeHeader)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}

	for _, ae := range []string{"gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.5", "GZIP"} {
		res := get("/assets/app-1a2b.js", ae, "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("Accept-Encoding %q: status %d, Content-Encoding %q; want 200 gzip", ae, res.StatusCode, res.Header.Get("Content-Encoding"))
		}
		if got := res.Header.Get("Content-Type"); !strings.HasPrefix(got, "text/javascript") {
			t.Errorf("Content-Type %q, want text/javascript", got)
		}
		if res.Header.Get("Vary") != "Accept-Encoding" || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("Vary %q, Cache-Control %q", res.Header.Get("Vary"), res.Header.Get("Cache-Control"))
		}
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		plain, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(plain, js) {
			t.Fatalf("gunzipped body differs from the file (err %v)", err)
		}
		if n := res.ContentLength; n <= 0 || n >= int64(len(js))/10 {
			t.Errorf("Content-Length %d, want a fraction of %d", n, len(js))
		}
	}

	// The plain file: gzip not accepted (or refused with q=0), a byte range, or a file gzip does not shrink.
	for _, tc := range []struct{ target, ae, rng string }{
		{"/assets/app-1a2b.js", "", ""},
		{"/assets/app-1a2b.js", "gzip;q=0, identity", ""},
		{"/assets/app-1a2b.js", "br, deflate", ""},
		{"/assets/app-1a2b.js", "gzip", "bytes=0-9"},
		{"/assets/font.woff2", "gzip", ""},
	} {
		res := get(tc.target, tc.ae, tc.rng)
		if res.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s with Accept-Encoding %q, Range %q: Content-Encoding %q, want none", tc.target, tc.ae, tc.rng, res.Header.Get("Content-Encoding"))
		}
		body, _ := io.ReadAll(res.Body)
		want := dist[strings.TrimPrefix(tc.target, "/")].Data
		if tc.rng != "" {
			want = want[:10]
		}
		if !bytes.Equal(body, want) {
			t.Errorf("%s with Accept-Encoding %q, Range %q: body is not the plain file", tc.target, tc.ae, tc.rng)
		}
	}

	// HEAD: the gzip headers and no body.
	req := httptest.NewRequest(http.MethodHead, "/assets/site-3c4d.css", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Header().Get("Content-Encoding") != "gzip" || rec.Body.Len() != 0 {
		t.Errorf("HEAD: Content-Encoding %q, %d body bytes; want gzip and none", rec.Header().Get("Content-Encoding"), rec.Body.Len())
	}
}

// TestAPIDocsPage: /api/docs is the built api-docs.html under the app's CSP (the renderer is a
// bundled script of our own origin, never a CDN), and a build without it answers 404.
func TestAPIDocsPage(t *testing.T) {
	newApp := func(web fstest.MapFS) http.Handler {
		t.Helper()
		dir := t.TempDir()
		cfg, err := config.Load(func(k string) string {
			if k == "ACEITO_DATA_DIR" {
				return dir
			}
			return ""
		})
		if err != nil {
			t.Fatal(err)
		}
		a, err := New(cfg, dbtest.New(t), slog.New(slog.NewTextHandler(io.Discard, nil)), web, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		return a.Handler()
	}
	page := `<!doctype html><title>API · Aceito</title><script type="module" src="/assets/api-docs-1a2b.js"></script>`
	h := newApp(fstest.MapFS{
		"index.html":    {Data: []byte("<!doctype html><div id=root></div>")},
		"api-docs.html": {Data: []byte(page)},
	})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/docs", nil))
	if rec.Code != http.StatusOK || rec.Body.String() != page {
		t.Fatalf("GET /api/docs: %d %q, want 200 and the built page", rec.Code, rec.Body.String())
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("Content-Type %q, want text/html", ct)
	}
	if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("CSP %q: the docs page must keep the app's script-src 'self'", csp)
	}

	rec = httptest.NewRecorder()
	newApp(fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/docs", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("GET /api/docs without the page: %d, want 404", rec.Code)
	}
}

// TestSPALandingFirstPaint: / is the built landing.html (the landing's own entry with its hero
// already in #root, issue 16), /auth, its pages and /payment the built public.html (their own
// light entry); every other client route keeps index.html, and a build without landing.html or
// public.html serves index.html there too.
func TestSPALandingFirstPaint(t *testing.T) {
	index := "<!doctype html><div id=root></div>"
	landing := `<!doctype html><div id=root><h1 id="hero-title">Do “sim” ao grande dia</h1></div>`
	get := func(dist fstest.MapFS, target string) (int, string) {
		t.Helper()
		rec := httptest.NewRecorder()
		spaHandler(dist, func(*http.Request, string) bool { return false }).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
		return rec.Code, rec.Body.String()
	}
	public := `<!doctype html><div id=root>Carregando...</div><script src="/assets/public.js"></script>`
	built := fstest.MapFS{"index.html": {Data: []byte(index)}, "landing.html": {Data: []byte(landing)}, "public.html": {Data: []byte(public)}}
	for _, tc := range []struct{ target, want string }{
		{"/", landing},
		{"/auth", public},
		{"/auth/", index},    // the public entry looks its page up by the exact path; the app's router takes this one
		{"//payment", index}, // idem
		{"/auth/confirmar", public},
		{"/auth/nova-senha", public},
		{"/payment", public},
		{"/payment-cancel", public},
		{"/app", index},
		{"/app/convidados", index},
		{"/termos", index},
		{"/aceitar-convite", index},
		{"/conta/cancelar-exclusao", index},
	} {
		if code, body := get(built, tc.target); code != http.StatusOK || body != tc.want {
			t.Errorf("GET %s: %d %q, want 200 %q", tc.target, code, body, tc.want)
		}
	}
	if code, body := get(fstest.MapFS{"index.html": {Data: []byte(index)}}, "/"); code != http.StatusOK || body != index {
		t.Errorf("GET / without landing.html: %d %q, want 200 and index.html", code, body)
	}
	if code, body := get(fstest.MapFS{"index.html": {Data: []byte(index)}}, "/auth"); code != http.StatusOK || body != index {
		t.Errorf("GET /auth without public.html: %d %q, want 200 and index.html", code, body)
	}
	// An unknown page under /auth is the app's 404, not the public entry (it has no such page).
	if code, body := get(built, "/auth/outra"); code != http.StatusNotFound || body != index {
		t.Errorf("GET /auth/outra: %d %q, want 404 and index.html", code, body)
	}
	// Each entry goes gzipped to a browser that accepts it, with its status (the landing's
	// static first paint is 15 kB as built, 4 kB gzipped); HEAD gets the headers only.
	h := spaHandler(built, func(*http.Request, string) bool { return false })
	for _, tc := range []struct {
		target, want string
		status       int
	}{{"/", landing, 200}, {"/auth", public, 200}, {"/app", index, 200}, {"/auth/outra", index, 404}} {
		req := httptest.NewRequest(http.MethodGet, tc.target, nil)
		req.Header.Set("Accept-Encoding", "gzip, deflate, br")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tc.status || rec.Header().Get("Content-Encoding") != "gzip" || !slices.Contains(rec.Header().Values("Vary"), "Accept-Encoding") {
			t.Fatalf("GET %s accepting gzip: %d, Content-Encoding %q, Vary %q; want %d gzip", tc.target, rec.Code, rec.Header().Get("Content-Encoding"), rec.Header().Get("Vary"), tc.status)
		}
		if rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) {
			t.Errorf("GET %s: Content-Length %s for %d bytes", tc.target, rec.Header().Get("Content-Length"), rec.Body.Len())
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatalf("GET %s: gzip body: %v", tc.target, err)
		}
		if plain, err := io.ReadAll(zr); err != nil || string(plain) != tc.want {
			t.Errorf("GET %s: gunzipped %q (err %v), want %q", tc.target, plain, err, tc.want)
		}
	}
	req := httptest.NewRequest(http.MethodHead, "/", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Header().Get("Content-Encoding") != "gzip" || rec.Body.Len() != 0 {
		t.Errorf("HEAD /: Content-Encoding %q, %d body bytes; want gzip and none", rec.Header().Get("Content-Encoding"), rec.Body.Len())
	}
}

// TestSPAPublicFirstPaints: /auth and /payment?plan= get the public entry with their page's
// first render in #root (auth.html, auth-criar-conta.html, payment.html; issue 16) only when that render is the one the
// request will get; any query or session that makes it another gets public.html ('Carregando...'),
// and a build without those pages serves public.html as before. Gzipped like the other entries.
func TestSPAPublicFirstPaints(t *testing.T) {
	index := "<!doctype html><div id=root></div>"
	public := `<!doctype html><div id=root>Carregando...</div>`
	authPage := `<!doctype html><div id=root><h1>Bem-vindos ao Aceito</h1></div>`
	signUpPage := `<!doctype html><div id=root><h1>Bem-vindos ao Aceito</h1><form aria-label="Criar conta"></form></div>`
	paymentPage := `<!doctype html><div id=root><h1>Finalizar assinatura</h1></div>`
	built := fstest.MapFS{
		"index.html":            {Data: []byte(index)},
		"public.html":           {Data: []byte(public)},
		"auth.html":             {Data: []byte(authPage)},
		"auth-criar-conta.html": {Data: []byte(signUpPage)},
		"payment.html":          {Data: []byte(paymentPage)},
	}
	h := spaHandler(built, func(*http.Request, string) bool { return false })
	get := func(handler http.Handler, target string, cookie *http.Cookie, gz bool) (int, string, http.Header) {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, target, nil)
		if cookie != nil {
			req.AddCookie(cookie)
		}
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		body := rec.Body.Bytes()
		if gz && rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatalf("GET %s: gzip body: %v", target, err)
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Fatalf("GET %s: gunzip: %v", target, err)
			}
		}
		return rec.Code, string(body), rec.Header()
	}
	session := &http.Cookie{Name: auth.CookieName, Value: "x"}
	secureSession := &http.Cookie{Name: auth.SecureCookieName, Value: "x"}
	for _, tc := range []struct {
		target string
		cookie *http.Cookie
		want   string
	}{
		{"/auth", nil, authPage},
		{"/auth?aba=entrar", nil, authPage},
		{"/auth?utm_source=instagram", nil, authPage},
		{"/auth?aba=criar-conta", nil, signUpPage}, // the sign-up tab
		{"/auth?aba=criar-conta&utm_source=x", nil, signUpPage},
		{"/auth?aba=criar-conta", session, public},
		{"/auth?aba=criar-conta&pagamento=sucesso", nil, public},
		{"/auth?aba=criar-conta&aba=entrar", nil, signUpPage},
		{"/auth?aba=entrar&aba=criar-conta", nil, authPage},      // the page reads the first value
		{"/auth?pagamento=sucesso&email=a%40b.com", nil, public}, // a notice above the card
		{"/auth?pagamento=processando", nil, public},
		{"/auth?a=%zz", nil, public},     // a query Go cannot read as the page does
		{"/auth", session, public},       // a signed-in visitor is sent on to /app
		{"/auth", secureSession, public}, // idem over https
		{"/payment?plan=premium", nil, paymentPage},
		{"/payment?plan=essencial&token=abc", nil, paymentPage},
		{"/payment?plan=luxo", session, paymentPage},
		{"/payment?plan=ouro", nil, public}, // 'Plano não encontrado'
		{"/payment?plan=Premium", nil, public},
		{"/payment", nil, public}, // the list of plans
		{"/payment-cancel?plan=premium", nil, public},
		{"/auth/confirmar?token=abc", nil, public},
		{"/auth/nova-senha?token=abc", nil, public},
		{"/auth/", nil, index},
	} {
		for _, gz := range []bool{false, true} {
			code, body, hdr := get(h, tc.target, tc.cookie, gz)
			if code != http.StatusOK || body != tc.want {
				t.Errorf("GET %s (cookie %v, gzip %v): %d %q, want 200 %q", tc.target, tc.cookie != nil, gz, code, body, tc.want)
			}
			if gz && hdr.Get("Content-Encoding") != "gzip" {
				t.Errorf("GET %s accepting gzip: Content-Encoding %q", tc.target, hdr.Get("Content-Encoding"))
			}
		}
	}
	// /auth's page depends on the session cookie: caches keep one per cookie (and per encoding).
	for _, target := range []string{"/auth", "/auth?aba=criar-conta", "/auth?pagamento=sucesso"} {
		_, _, hdr := get(h, target, nil, true)
		if vary := hdr.Values("Vary"); !slices.Contains(vary, "Cookie") || !slices.Contains(vary, "Accept-Encoding") {
			t.Errorf("GET %s: Vary %q, want Cookie and Accept-Encoding", target, vary)
		}
	}
	if _, _, hdr := get(h, "/payment?plan=premium", nil, true); slices.Contains(hdr.Values("Vary"), "Cookie") {
		t.Errorf("GET /payment?plan=premium: Vary %q, want no Cookie (the page is the same for everyone)", hdr.Values("Vary"))
	}
	// A form posted before the page's code ran (a browser without inert: method="post", never a
	// GET with the password in the URL) gets the page again; the body is never read.
	post := httptest.NewRequest(http.MethodPost, "/auth", strings.NewReader("email=a%40b.com&password=segredo123"))
	post.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, post)
	if rec.Code != http.StatusOK || rec.Body.String() != authPage || strings.Contains(rec.Body.String(), "segredo") {
		t.Errorf("POST /auth: %d %q, want 200 %q", rec.Code, rec.Body.String(), authPage)
	}

	// A build without the painted pages serves public.html for them.
	plain := spaHandler(fstest.MapFS{"index.html": {Data: []byte(index)}, "public.html": {Data: []byte(public)}}, func(*http.Request, string) bool { return false })
	for _, target := range []string{"/auth", "/auth?aba=criar-conta", "/payment?plan=premium"} {
		if code, body, _ := get(plain, target, nil, false); code != http.StatusOK || body != public {
			t.Errorf("GET %s without its painted page: %d %q, want 200 %q", target, code, body, public)
		}
	}
}

// The service worker and the manifest (issue 15): served with their types and no-cache (the
// browser checks them for updates on every visit), and /sw.js carries the build's version, so a
// new build is a new worker script and the same build the same script.
func TestSPAServesServiceWorkerAndManifest(t *testing.T) {
	sw := []byte("const VERSION = '__ACEITO_BUILD__'\nself.addEventListener('push', () => {})\n")
	build := func(appJS string) fstest.MapFS {
		return fstest.MapFS{
			"index.html":           {Data: []byte("<!doctype html><script src=/assets/app.js></script>")},
			"assets/app.js":        {Data: []byte(appJS)},
			"sw.js":                {Data: sw},
			"manifest.webmanifest": {Data: []byte(`{"name":"Aceito — Planejamento de casamento","start_url":"/app"}`)},
			"icons/icon-192.png":   {Data: []byte("\x89PNG\r\n\x1a\n")},
		}
	}
	get := func(h http.Handler, target, acceptEncoding string) (*http.Response, string) {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Header.Set("Accept-Encoding", acceptEncoding)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		body := rec.Body.Bytes()
		if res.Header.Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: gzip body: %v", target, err)
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Fatalf("%s: gunzip: %v", target, err)
			}
		}
		return res, string(body)
	}
	noDynamic := func(*http.Request, string) bool { return false }
	first := spaHandler(build("console.log(1)"), noDynamic)

	res, body := get(first, "/sw.js", "gzip")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/javascript; charset=utf-8" ||
		res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("/sw.js: status %d, Content-Type %q, Cache-Control %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
	}
	version := regexp.MustCompile(`const VERSION = '([0-9a-f]{16})'`).FindStringSubmatch(body)
	if version == nil || strings.Contains(body, "__ACEITO_BUILD__") {
		t.Fatalf("/sw.js does not carry a build version:\n%s", body)
	}
	if !strings.Contains(body, "addEventListener('push'") {
		t.Errorf("/sw.js lost the script:\n%s", body)
	}
	// The same build serves the same script (no needless reinstall); another build another one.
	if _, again := get(spaHandler(build("console.log(1)"), noDynamic), "/sw.js", ""); again != body {
		t.Errorf("the same build served two scripts:\n%s\n%s", body, again)
	}
	_, next := get(spaHandler(build("console.log(2)"), noDynamic), "/sw.js", "")
	if next == body || !strings.Contains(next, "const VERSION = '") {
		t.Errorf("a new build did not change /sw.js:\n%s\n%s", body, next)
	}

	for _, ae := range []string{"", "gzip"} {
		res, body = get(first, "/manifest.webmanifest", ae)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/manifest+json" ||
			res.Header.Get("Cache-Control") != "no-cache" || !strings.Contains(body, `"start_url":"/app"`) {
			t.Errorf("/manifest.webmanifest (Accept-Encoding %q): status %d, Content-Type %q, Cache-Control %q, body %q",
				ae, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"), body)
		}
	}
	if res, _ = get(first, "/icons/icon-192.png", ""); res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("icon Content-Type %q", res.Header.Get("Content-Type"))
	}

	// A build without a worker (the tests' stub) answers /sw.js as any unknown path.
	res, _ = get(spaHandler(fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}, noDynamic), "/sw.js", "")
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("/sw.js without a worker: status %d, want 404", res.StatusCode)
	}
}

// TestSPAPostedAuthForm: a sign-in form posted before the page's code ran (a browser without
// inert; the form says method="post", so the password never lands in a URL) is answered
// through the whole app without a 500, and neither the password nor the e-mail reaches the log.
func TestSPAPostedAuthForm(t *testing.T) {
	dir := t.TempDir()
	cfg, err := config.Load(func(k string) string {
		if k == "ACEITO_DATA_DIR" {
			return dir
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	var logged bytes.Buffer
	web := fstest.MapFS{
		"index.html":  {Data: []byte("<!doctype html><div id=root></div>")},
		"public.html": {Data: []byte("<!doctype html><div id=root>Carregando...</div>")},
		"auth.html":   {Data: []byte("<!doctype html><div id=root><h1>Bem-vindos ao Aceito</h1></div>")},
	}
	a, err := New(cfg, dbtest.New(t), slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug})), web, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "/auth", strings.NewReader("email=ana%40example.com&password=Segredo123"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "http://example.com")
	rec := httptest.NewRecorder()
	a.Handler().ServeHTTP(rec, req)
	// The page again, as a GET gets it: once its code runs the visitor signs in from there.
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "Bem-vindos ao Aceito") {
		t.Errorf("POST /auth: %d %q, want 200 and the sign-in page", rec.Code, rec.Body.String())
	}
	for _, secret := range []string{"Segredo123", "ana%40example.com", "ana@example.com"} {
		if strings.Contains(logged.String(), secret) || strings.Contains(rec.Body.String(), secret) {
			t.Errorf("POST /auth: %q in the log or the answer:\n%s", secret, logged.String())
		}
	}
}

package gallery_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/gallery"
	"github.com/aceito/aceito/internal/plan"
)

func tinyPNG(t testing.TB, w, h int, shade uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{shade, uint8(x), uint8(y), 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func upload(c *apptest.Client, fields map[string]string, file *apptest.FormFile) apptest.Response {
	var files []apptest.FormFile
	if file != nil {
		files = append(files, *file)
	}
	ct, body := apptest.Multipart(fields, files...)
	return c.DoRaw("POST", "/api/gallery", ct, body)
}

func pngFile(data []byte) *apptest.FormFile {
	return &apptest.FormFile{Field: "file", Name: "foto.png", Type: "image/png", Data: data}
}

type listBody struct {
	Images []gallery.Image `json:"images"`
	Usage  int             `json:"usage"`
	Limit  *int            `json:"limit"`
	Plan   string          `json:"plan"`
}

// storedFiles lists the files under the data dir's file store, relative to it.
func storedFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	root := filepath.Join(dir, "files")
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(root, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	return out
}

func TestGalleryUploadAndServe(t *testing.T) {
	dir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dir})
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial) // the plan whose limits these tests know
	data := tinyPNG(t, 800, 200, 10)

	// A path-like name and a lying type change nothing: the key is the server's.
	res := upload(c, map[string]string{"titulo": "  Mesa posta ", "descricao": " ", "categoria": "decoracao", "publico": "true"},
		&apptest.FormFile{Field: "file", Name: "../../../etc/passwd.png", Type: "text/html", Data: data})
	if res.Status != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	var im gallery.Image
	res.JSON(t, &im)
	if im.Titulo != "Mesa posta" || im.Descricao != nil || im.Categoria != "decoracao" || !im.Publico || im.ContentType != "image/png" ||
		im.Width != 800 || im.Height != 200 || im.SizeBytes != int64(len(data)) || im.PublicURL == nil {
		t.Fatalf("created %+v", im)
	}
	files := storedFiles(t, dir)
	key := regexp.MustCompile(`^[0-9a-f-]{36}/gallery/[0-9a-f-]{36}(-thumb)?\.(png|jpg)$`)
	if len(files) != 2 || !key.MatchString(files[0]) || !key.MatchString(files[1]) {
		t.Fatalf("stored files %v", files)
	}

	img := c.Do("GET", im.ImageURL, nil)
	if img.Status != 200 || !bytes.Equal(img.Body, data) || img.Header.Get("Content-Type") != "image/png" ||
		img.Header.Get("X-Content-Type-Options") != "nosniff" || !strings.HasPrefix(img.Header.Get("Cache-Control"), "private") ||
		!strings.Contains(img.Header.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("image: %d %v", img.Status, img.Header)
	}
	thumb := c.Do("GET", im.ThumbURL, nil)
	cfg, format, err := image.DecodeConfig(bytes.NewReader(thumb.Body))
	if thumb.Status != 200 || err != nil || format != "jpeg" || cfg.Width != 400 || cfg.Height != 100 ||
		thumb.Header.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("thumb: %d %v %+v %s", thumb.Status, err, cfg, format)
	}
	c.Header.Set("If-None-Match", img.Header.Get("ETag"))
	if res := c.Do("GET", im.ImageURL, nil); res.Status != http.StatusNotModified || len(res.Body) != 0 {
		t.Fatalf("revalidation: %d", res.Status)
	}
	c.Header.Del("If-None-Match")

	// The public URL needs no session; the member URLs do.
	anon := s.NewClient(t)
	if res := anon.Do("GET", *im.PublicURL, nil); res.Status != 200 || !bytes.Equal(res.Body, data) ||
		res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("public image: %d", res.Status)
	}
	if res := anon.Do("GET", *im.PublicURL+"/thumb", nil); res.Status != 200 || res.Header.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("public thumb: %d", res.Status)
	}
	for _, p := range []string{im.ImageURL, im.ThumbURL, "/api/gallery"} {
		if res := anon.Do("GET", p, nil); res.Status != http.StatusUnauthorized {
			t.Fatalf("anonymous %s: %d", p, res.Status)
		}
	}
	for _, tok := range []string{"0123456789abcdef0123456789abcdef", "..%2F..%2Fetc%2Fpasswd", "x"} {
		if res := anon.Do("GET", "/api/public/gallery/"+tok, nil); res.Status != http.StatusNotFound {
			t.Fatalf("public %q: %d", tok, res.Status)
		}
	}

	// A private image has no public URL.
	res = upload(c, map[string]string{"titulo": "Bolo", "categoria": "bolos"}, pngFile(tinyPNG(t, 10, 10, 200)))
	var priv gallery.Image
	res.JSON(t, &priv)
	if res.Status != http.StatusCreated || priv.Publico || priv.PublicURL != nil {
		t.Fatalf("private upload: %d %s", res.Status, res.Body)
	}

	var list listBody
	c.Do("GET", "/api/gallery", nil).JSON(t, &list)
	if len(list.Images) != 2 || list.Images[0].ID != priv.ID || list.Images[1].ID != im.ID || list.Usage != 2 ||
		list.Limit == nil || *list.Limit != 10 || list.Plan != "essencial" {
		t.Fatalf("list %+v", list)
	}

	// Deleting removes the row and its files; every URL is then 404.
	if res := c.Do("DELETE", "/api/gallery/"+im.ID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	for _, p := range []string{im.ImageURL, im.ThumbURL} {
		if res := c.Do("GET", p, nil); res.Status != http.StatusNotFound {
			t.Fatalf("after delete %s: %d", p, res.Status)
		}
	}
	if res := anon.Do("GET", *im.PublicURL, nil); res.Status != http.StatusNotFound {
		t.Fatalf("public after delete: %d", res.Status)
	}
	after := storedFiles(t, dir)
	if len(after) != 2 || slices.Contains(after, files[0]) || slices.Contains(after, files[1]) {
		t.Fatalf("files after delete %v (the deleted image had %v)", after, files)
	}
	if res := c.Do("DELETE", "/api/gallery/"+im.ID, nil); res.Status != http.StatusNotFound {
		t.Fatalf("delete twice: %d", res.Status)
	}
}

func TestGalleryUploadRefusals(t *testing.T) {
	dir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dir})
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial) // the plan whose limits these tests know
	good := tinyPNG(t, 20, 20, 1)
	ok := map[string]string{"titulo": "Flores", "categoria": "flores"}
	big := append(append([]byte{}, good...), bytes.Repeat([]byte{0}, gallery.MaxFileBytes)...)
	for _, tc := range []struct {
		name       string
		fields     map[string]string
		file       *apptest.FormFile
		wantStatus int
		wantCode   string
		wantFields map[string]string
	}{
		{"nothing", map[string]string{}, nil, 422, "validation_failed",
			map[string]string{"file": "required", "titulo": "required", "categoria": "required"}},
		{"empty file", ok, &apptest.FormFile{Field: "file", Name: "", Type: "application/octet-stream"}, 422, "validation_failed",
			map[string]string{"file": "required"}},
		{"bad category", map[string]string{"titulo": "x", "categoria": "carros"}, pngFile(good), 422, "validation_failed",
			map[string]string{"categoria": "invalid"}},
		{"long title", map[string]string{"titulo": strings.Repeat("a", 121), "categoria": "bolos"}, pngFile(good), 422, "validation_failed",
			map[string]string{"titulo": "too_long"}},
		{"bad publico", map[string]string{"titulo": "x", "categoria": "bolos", "publico": "talvez"}, pngFile(good), 422, "validation_failed",
			map[string]string{"publico": "invalid"}},
		{"oversize", ok, pngFile(big), 413, "file_too_large", map[string]string{"file": "too_large"}},
		{"text with a png name", ok, &apptest.FormFile{Field: "file", Name: "foto.png", Type: "image/png", Data: []byte("não sou uma imagem")},
			422, "validation_failed", map[string]string{"file": "not_image"}},
		{"html with a jpg name", ok, &apptest.FormFile{Field: "file", Name: "foto.jpg", Type: "image/jpeg", Data: []byte("<html><script>alert(1)</script></html>")},
			422, "validation_failed", map[string]string{"file": "not_image"}},
		{"polyglot png+html", ok, pngFile(append(append([]byte{}, good...), "<html><script>alert(1)</script></html>"...)),
			422, "validation_failed", map[string]string{"file": "invalid_image"}},
		{"unknown field", map[string]string{"titulo": "x", "categoria": "bolos", "wedding_id": "outro"}, pngFile(good), 400, "unknown_field",
			map[string]string{"wedding_id": "unknown"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := upload(c, tc.fields, tc.file)
			if res.Status != tc.wantStatus {
				t.Fatalf("status %d %s, want %d", res.Status, res.Body, tc.wantStatus)
			}
			e := res.Err(t)
			if e.Error.Code != tc.wantCode {
				t.Fatalf("code %q", e.Error.Code)
			}
			for k, v := range tc.wantFields {
				if e.Error.Fields[k] != v {
					t.Fatalf("fields %v, want %v", e.Error.Fields, tc.wantFields)
				}
			}
		})
	}
	if res := c.DoRaw("POST", "/api/gallery", "application/json", []byte(`{"titulo":"x"}`)); res.Status != 400 || res.Err(t).Error.Code != "invalid_multipart" {
		t.Fatalf("json body: %d %s", res.Status, res.Body)
	}
	if res := upload(c, ok, pngFile(good)); res.Status != http.StatusCreated {
		t.Fatalf("a good upload after the refusals: %d %s", res.Status, res.Body)
	}
	if files := storedFiles(t, dir); len(files) != 2 {
		t.Fatalf("refusals left files: %v", files)
	}
}

func TestGalleryPlanCap(t *testing.T) {
	dir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dir})
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial) // the plan whose limits these tests know
	for i := range 9 {
		if res := upload(c, map[string]string{"titulo": "Foto", "categoria": "outros"}, pngFile(tinyPNG(t, 4, 4, uint8(i)))); res.Status != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	// limit−1 images: the 10th fits.
	if res := upload(c, map[string]string{"titulo": "Décima", "categoria": "outros"}, pngFile(tinyPNG(t, 4, 4, 99))); res.Status != http.StatusCreated {
		t.Fatalf("10th upload: %d %s", res.Status, res.Body)
	}
	// At the limit: refused with the spec's text, even a broken form (the cap is checked first).
	for _, f := range []*apptest.FormFile{pngFile(tinyPNG(t, 4, 4, 100)), nil} {
		res := upload(c, map[string]string{"titulo": "Décima primeira", "categoria": "outros"}, f)
		if res.Status != http.StatusForbidden {
			t.Fatalf("11th upload: %d %s", res.Status, res.Body)
		}
		var e struct {
			Error struct {
				Code    string         `json:"code"`
				Message string         `json:"message"`
				Details map[string]any `json:"details"`
			} `json:"error"`
		}
		res.JSON(t, &e)
		if e.Error.Code != "plan_limit" || e.Error.Message != "Seu plano Essencial permite até 10 imagens. Faça upgrade para adicionar mais." ||
			e.Error.Details["limit"] != float64(10) || e.Error.Details["current_usage"] != float64(10) || e.Error.Details["feature"] != "gallery_images" {
			t.Fatalf("11th upload error %+v", e.Error)
		}
	}
	if files := storedFiles(t, dir); len(files) != 20 {
		t.Fatalf("%d files, want 20", len(files))
	}
	var perm struct {
		CurrentUsage *int `json:"current_usage"`
	}
	c.Do("POST", "/api/permission-check", map[string]any{"feature": "gallery_images"}).JSON(t, &perm)
	if perm.CurrentUsage == nil || *perm.CurrentUsage != 10 {
		t.Fatalf("permission check usage %v", perm.CurrentUsage)
	}
	// Premium raises the cap.
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium'`); err != nil {
		t.Fatal(err)
	}
	if res := upload(c, map[string]string{"titulo": "Com premium", "categoria": "outros"}, pngFile(tinyPNG(t, 4, 4, 101))); res.Status != http.StatusCreated {
		t.Fatalf("premium upload: %d %s", res.Status, res.Body)
	}
}

// Two uploads racing for the last place: the cap is checked under the wedding's lock, so
// exactly one gets it and the other's files are deleted.
func TestGalleryCapRace(t *testing.T) {
	dir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dir})
	c := s.SignUpOn(t, "corrida@exemplo.com", plan.Essencial) // the plan whose limits these tests know
	for i := range 9 {
		if res := upload(c, map[string]string{"titulo": "Foto", "categoria": "outros"}, pngFile(tinyPNG(t, 4, 4, uint8(i)))); res.Status != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i+1, res.Status, res.Body)
		}
	}
	statuses := make(chan int, 2)
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Go(func() {
			statuses <- upload(c, map[string]string{"titulo": "Última", "categoria": "outros"}, pngFile(tinyPNG(t, 4, 4, uint8(200+i)))).Status
		})
	}
	wg.Wait()
	close(statuses)
	got := map[int]int{}
	for st := range statuses {
		got[st]++
	}
	if got[http.StatusCreated] != 1 || got[http.StatusForbidden] != 1 {
		t.Fatalf("statuses %v, want one 201 and one 403", got)
	}
	if files := storedFiles(t, dir); len(files) != 20 {
		t.Fatalf("%d files, want 20", len(files))
	}
}

// An image whose upload outlasts the server's ReadTimeout (a slow mobile link) still arrives.
func TestGalleryUploadMayBeSlow(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "casal@exemplo.com", plan.Essencial) // the plan whose limits these tests know
	ct, body := apptest.Multipart(map[string]string{"titulo": "Bolo", "categoria": "bolos"}, *pngFile(tinyPNG(t, 10, 10, 200)))
	if got := c.PostSlowly("/api/gallery", ct, body); got != http.StatusCreated {
		t.Fatalf("slow upload: %d, want 201", got)
	}
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// inProcess is the real serve running in this process until stopped.
type inProcess struct {
	base string
	stop func()
}

func serveInProcess(t *testing.T, env func(string) string) *inProcess {
	t.Helper()
	cfg, err := config.Load(env)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- serve(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), ready) }()
	select {
	case addr := <-ready:
		return &inProcess{base: "http://" + addr, stop: func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("serve: %v", err)
			}
		}}
	case err := <-done:
		cancel()
		t.Fatalf("serve ended early: %v", err)
		return nil
	}
}

// TestBackupWipeRestore backs up a running installation, wipes it, restores it, and finds every
// guest, task and uploaded file back, byte for byte. With TEST_DATABASE_URL the database is
// PostgreSQL (copied by pg_dump, not by this command), so only the files are wiped and restored.
func TestBackupWipeRestore(t *testing.T) {
	dataDir, bk := t.TempDir(), filepath.Join(t.TempDir(), "copia")
	databaseURL := dbtest.URL(t)
	env := func(k string) string {
		switch k {
		case "ACEITO_ADDR":
			return "127.0.0.1:0"
		case "ACEITO_DATA_DIR":
			return dataDir
		case "DATABASE_URL":
			return databaseURL
		case "ACEITO_TEST_ENDPOINTS":
			return "true" // the sign-up link is read from the outbox
		}
		return ""
	}
	srv := serveInProcess(t, env)
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	post := func(path, body string) {
		t.Helper()
		res, err := client.Post(srv.base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("POST %s: %d", path, res.StatusCode)
		}
	}
	signUp(t, client, srv.base, "copia@exemplo.com")
	for _, name := range []string{"Tia Rosa", "Tio João", "Prima Lia"} {
		post("/api/guests", `{"nome":"`+name+`"}`)
		post("/api/checklist", `{"tarefa":"Ligar para `+name+`"}`)
	}
	img := testPNG(t)
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	_ = mw.WriteField("titulo", "Buquê")
	_ = mw.WriteField("categoria", "flores")
	fw, _ := mw.CreateFormFile("file", "buque.png")
	_, _ = fw.Write(img)
	_ = mw.Close()
	res, err := client.Post(srv.base+"/api/gallery", mw.FormDataContentType(), &form)
	if err != nil {
		t.Fatal(err)
	}
	var uploaded struct{ ID string }
	_ = json.NewDecoder(res.Body).Decode(&uploaded)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %d", res.StatusCode)
	}
	before := snapshotLists(t, client, srv.base)

	// Online: the server is still running while the backup is made.
	var out bytes.Buffer
	if err := run(context.Background(), []string{"backup", "--to", bk}, env, nil, &out); err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	srv.stop()

	// Wipe, then restore.
	wipe := []string{filepath.Join(dataDir, "files")}
	if databaseURL == "" {
		wipe = append(wipe, filepath.Join(dataDir, "aceito.db"), filepath.Join(dataDir, "aceito.db-wal"), filepath.Join(dataDir, "aceito.db-shm"))
	}
	for _, p := range wipe {
		if err := os.RemoveAll(p); err != nil {
			t.Fatal(err)
		}
	}
	out.Reset()
	if err := run(context.Background(), []string{"restore", "--from", bk}, env, nil, &out); err != nil {
		t.Fatalf("restore: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "2 files") { // the image and its thumbnail
		t.Fatalf("restore output %q", out.String())
	}

	srv = serveInProcess(t, env)
	defer srv.stop()
	if after := snapshotLists(t, client, srv.base); after != before {
		t.Fatalf("after restore:\n%s\nbefore:\n%s", after, before)
	}
	for _, want := range []string{"Tia Rosa", "Tio João", "Prima Lia", "Ligar para Prima Lia", "Buquê"} {
		if !strings.Contains(before, want) {
			t.Fatalf("%q missing from %s", want, before)
		}
	}
	res, err = client.Get(srv.base + "/api/gallery/" + uploaded.ID + "/image")
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !bytes.Equal(got, img) {
		t.Fatalf("image after restore: %d, %d bytes (want the %d uploaded)", res.StatusCode, len(got), len(img))
	}

	// A restore never overwrites: the installation now has its database and files again.
	if err := run(context.Background(), []string{"restore", "--from", bk}, env, nil, io.Discard); err == nil {
		t.Fatal("restore over a live installation accepted")
	}
}

// TestRestoreRefusesDamagedBackup: a changed byte in a backed-up file stops the restore before
// anything is written.
func TestRestoreRefusesDamagedBackup(t *testing.T) {
	src, bk, target := t.TempDir(), filepath.Join(t.TempDir(), "copia"), t.TempDir()
	env := func(dir string) func(string) string {
		return func(k string) string {
			if k == "ACEITO_DATA_DIR" {
				return dir
			}
			return ""
		}
	}
	if err := run(context.Background(), []string{"migrate"}, env(src), nil, io.Discard); err != nil {
		t.Fatal(err)
	}
	key := filepath.Join(src, "files", "w1", "gallery", "a.png")
	if err := os.MkdirAll(filepath.Dir(key), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, testPNG(t), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), []string{"backup", "--to", bk}, env(src), nil, io.Discard); err != nil {
		t.Fatal(err)
	}
	copied := filepath.Join(bk, "files", "w1", "gallery", "a.png")
	b, _ := os.ReadFile(copied)
	b[len(b)-1] ^= 0xff
	if err := os.WriteFile(copied, b, 0o640); err != nil {
		t.Fatal(err)
	}
	err := run(context.Background(), []string{"restore", "--from", bk}, env(target), nil, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "damaged backup") {
		t.Fatalf("restore of a damaged backup: %v", err)
	}
	if entries, _ := os.ReadDir(target); len(entries) != 0 {
		t.Fatalf("a refused restore wrote %d entries", len(entries))
	}
	// A directory without a manifest is not a backup.
	if err := run(context.Background(), []string{"restore", "--from", t.TempDir()}, env(target), nil, io.Discard); err == nil {
		t.Fatal("restore from an empty directory accepted")
	}
}

func snapshotLists(t *testing.T, c *http.Client, base string) string {
	t.Helper()
	var out strings.Builder
	for _, p := range []string{"/api/guests", "/api/checklist", "/api/gallery"} {
		res, err := c.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %s", p, res.StatusCode, b)
		}
		out.Write(b)
	}
	return out.String()
}

func testPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 3, 3))
	for i := range 9 {
		img.Set(i%3, i/3, color.RGBA{uint8(20 * i), 100, 200, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

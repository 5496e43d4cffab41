package app_test

import (
	"bytes"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/aceito/aceito/internal/app/apptest"
)

// With ACEITO_STORAGE=s3 the gallery's files go to the bucket (an in-process fake S3 here).
func TestGalleryOnS3(t *testing.T) {
	s, backend := newS3Server(t)
	c := s.SignUp(t, "s3@exemplo.com")
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 3, 3))); err != nil {
		t.Fatal(err)
	}
	ct, body := apptest.Multipart(map[string]string{"titulo": "No bucket", "categoria": "local"},
		apptest.FormFile{Field: "file", Name: "x.png", Type: "image/png", Data: b.Bytes()})
	res := c.DoRaw("POST", "/api/gallery", ct, body)
	if res.Status != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	var im struct {
		ID       string `json:"id"`
		ImageURL string `json:"image_url"`
	}
	res.JSON(t, &im)
	objs, err := backend.ListBucket("aceito", nil, gofakes3.ListBucketPage{})
	if err != nil || len(objs.Contents) != 2 {
		t.Fatalf("bucket holds %+v, %v", objs, err)
	}
	if got := c.Do("GET", im.ImageURL, nil); got.Status != 200 || !bytes.Equal(got.Body, b.Bytes()) {
		t.Fatalf("image from s3: %d %d bytes %q", got.Status, len(got.Body), got.Body[:min(len(got.Body), 40)])
	}
	if res := c.Do("DELETE", "/api/gallery/"+im.ID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete: %d", res.Status)
	}
	if objs, err := backend.ListBucket("aceito", nil, gofakes3.ListBucketPage{}); err != nil || len(objs.Contents) != 0 {
		t.Fatalf("bucket after delete %+v, %v", objs, err)
	}
}

// newS3Server starts the app with ACEITO_STORAGE=s3 on an in-process fake S3 (bucket "aceito")
// and returns the fake's backend, for tests that look at the stored objects.
func newS3Server(t *testing.T) (*apptest.Server, *s3mem.Backend) {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("aceito"); err != nil {
		t.Fatal(err)
	}
	fake := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(fake.Close)
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_STORAGE": "s3", "ACEITO_S3_ENDPOINT": strings.TrimPrefix(fake.URL, "http://"),
		"ACEITO_S3_BUCKET": "aceito", "ACEITO_S3_REGION": "us-east-1", "ACEITO_S3_ACCESS_KEY": "ak", "ACEITO_S3_SECRET_KEY": "sk",
		"ACEITO_S3_USE_SSL": "false"})
	return s, backend
}

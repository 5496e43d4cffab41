package storage

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// fakeS3 starts an in-process S3 server holding one bucket and returns its config.
func fakeS3(t *testing.T, bucket string) S3Config {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(bucket); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(ts.Close)
	return S3Config{Endpoint: strings.TrimPrefix(ts.URL, "http://"), Bucket: bucket, Region: "us-east-1",
		AccessKey: "teste", SecretKey: "segredo-de-teste"}
}

func TestS3Store(t *testing.T) {
	s, err := NewS3(context.Background(), fakeS3(t, "aceito"))
	if err != nil {
		t.Fatal(err)
	}
	testStore(t, s)
}

func TestS3MissingBucket(t *testing.T) {
	cfg := fakeS3(t, "aceito")
	cfg.Bucket = "outro"
	if _, err := NewS3(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("NewS3 with a missing bucket: %v", err)
	}
}

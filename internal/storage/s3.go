package storage

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Config locates an S3-compatible bucket (AWS S3, MinIO, R2, …).
type S3Config struct {
	Endpoint  string // host[:port], no scheme
	Bucket    string
	Region    string // empty: the client asks the server
	AccessKey string
	SecretKey string
	UseSSL    bool
}

// S3 keeps files in one bucket of an S3-compatible service, so several app servers share them.
type S3 struct {
	c      *minio.Client
	bucket string
}

// NewS3 connects to the bucket and checks that it exists, so a wrong setting fails at start
// and not at the first upload.
func NewS3(ctx context.Context, cfg S3Config) (*S3, error) {
	c, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: cfg.UseSSL,
		Region: cfg.Region,
		// Path-style works on every S3-compatible server; virtual-host style needs DNS per bucket.
		BucketLookup: minio.BucketLookupPath,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: s3 client for %s: %w", cfg.Endpoint, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	ok, err := c.BucketExists(ctx, cfg.Bucket)
	if err != nil {
		return nil, fmt.Errorf("storage: s3 bucket %q at %s: %w", cfg.Bucket, cfg.Endpoint, err)
	}
	if !ok {
		return nil, fmt.Errorf("storage: s3 bucket %q does not exist at %s", cfg.Bucket, cfg.Endpoint)
	}
	return &S3{c: c, bucket: cfg.Bucket}, nil
}

// Put uploads exactly size bytes from r; a reader that ends early is an error.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	if size < 0 {
		return fmt.Errorf("storage: put %s: negative size", key)
	}
	cr := &countingReader{r: io.LimitReader(r, size)}
	_, err := s.c.PutObject(ctx, s.bucket, key, cr, size, minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	if cr.n != size {
		// The object was written short: do not leave it behind.
		_ = s.c.RemoveObject(context.WithoutCancel(ctx), s.bucket, key, minio.RemoveObjectOptions{})
		return fmt.Errorf("storage: put %s: got %d bytes, want %d", key, cr.n, size)
	}
	return nil
}

// Open returns the object under key, or ErrNotFound.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if !ValidKey(key) {
		return nil, fmt.Errorf("storage: invalid key %q", key)
	}
	obj, err := s.c.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", key, err)
	}
	// GetObject is lazy: Stat makes the request, so a missing key is reported here.
	if _, err := obj.Stat(); err != nil {
		obj.Close()
		if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("storage: open %s: %w", key, err)
	}
	return obj, nil
}

// Delete removes the object under key; S3 reports no error for a missing key.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("storage: invalid key %q", key)
	}
	if err := s.c.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}); err != nil {
		return fmt.Errorf("storage: delete %s: %w", key, err)
	}
	return nil
}

// DeleteAll removes every object under dir + "/", listing and deleting them in batches.
func (s *S3) DeleteAll(ctx context.Context, dir string) error {
	if strings.Contains(dir, "/") || !ValidKey(dir) {
		return fmt.Errorf("storage: invalid directory %q", dir)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops the listing if a removal fails
	objs := make(chan minio.ObjectInfo)
	var listErr error
	go func() {
		defer close(objs)
		for o := range s.c.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: dir + "/", Recursive: true}) {
			if o.Err != nil {
				listErr = o.Err
				return
			}
			select {
			case objs <- o:
			case <-ctx.Done():
				return
			}
		}
	}()
	for e := range s.c.RemoveObjects(ctx, s.bucket, objs, minio.RemoveObjectsOptions{}) {
		if e.Err != nil {
			cancel()
			for range objs { //nolint:revive // drain so the lister ends
			}
			return fmt.Errorf("storage: delete %s/ (%s): %w", dir, e.ObjectName, e.Err)
		}
	}
	if listErr != nil {
		return fmt.Errorf("storage: list %s/: %w", dir, listErr)
	}
	return nil
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

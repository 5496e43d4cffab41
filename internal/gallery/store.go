package gallery

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/storage"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes gallery rows and their files. Every query filters by the wedding,
// except the public lookup, which needs the item's unguessable token.
type Store struct {
	db    *db.DB
	files storage.Store
	now   func() time.Time
	log   *slog.Logger
}

// NewStore returns a Store on d keeping files in files.
func NewStore(d *db.DB, files storage.Store, now func() time.Time, log *slog.Logger) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: d, files: files, now: now, log: log}
}

const columns = `id, titulo, descricao, categoria, publico, public_token, image_key, content_type, size_bytes, width, height,
	thumb_key, thumb_type, thumb_size, created_at`

type scanner interface{ Scan(dest ...any) error }

func scan(s scanner) (Image, error) {
	var im Image
	err := s.Scan(&im.ID, &im.Titulo, &im.Descricao, &im.Categoria, &im.Publico, &im.publicToken, &im.imageKey, &im.ContentType,
		&im.SizeBytes, &im.Width, &im.Height, &im.thumbKey, &im.thumbType, &im.thumbSize, db.ScanTime(&im.CreatedAt))
	if err == nil {
		im.fillURLs()
	}
	return im, err
}

// List returns the wedding's images, newest first.
func (s *Store) List(ctx context.Context, weddingID string) ([]Image, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM gallery_images WHERE wedding_id = $1 ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("gallery.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Image{}
	for rows.Next() {
		im, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("gallery.Store.List: scan: %w", err)
		}
		out = append(out, im)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("gallery.Store.List: %w", err)
	}
	return out, nil
}

// Plan returns the wedding's effective plan now.
func (s *Store) Plan(ctx context.Context, weddingID string) (plan.Plan, error) {
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return plan.Plan{}, err
	}
	return sub.EffectivePlan(s.now()), nil
}

func count(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, weddingID string) (int, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM gallery_images WHERE wedding_id = $1`, weddingID).Scan(&n); err != nil {
		return 0, fmt.Errorf("gallery: count: %w", err)
	}
	return n, nil
}

// Usage returns how many images the wedding has.
func (s *Store) Usage(ctx context.Context, weddingID string) (int, error) {
	return count(ctx, s.db, weddingID)
}

// CheckRoom answers at once, before an upload is read, whether the plan leaves room for one more
// image. Create checks again under the wedding's lock; this check only saves a wasted upload.
func (s *Store) CheckRoom(ctx context.Context, weddingID string) error {
	p, err := s.Plan(ctx, weddingID)
	if err != nil {
		return err
	}
	n, err := s.Usage(ctx, weddingID)
	if err != nil {
		return err
	}
	return p.CheckAdd(plan.GalleryImages, n)
}

func newToken() string {
	b := make([]byte, 16) // 128 bits
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("gallery: crypto/rand: %v", err)) // never fails on supported platforms
	}
	return hex.EncodeToString(b)
}

var tokenPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)

// Create stores the checked file and its thumbnail under server-made keys, then inserts the row
// in a transaction that checks the plan's caps (images and storage); when anything fails the files put are deleted.
func (s *Store) Create(ctx context.Context, weddingID string, in Input, data []byte, c checked) (Image, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	id := uuid.Must(uuid.NewV7()).String()
	fileID := uuid.NewString() // the key does not reveal the upload time
	im := Image{ID: id, Titulo: in.Titulo, Descricao: in.Descricao, Categoria: in.Categoria, Publico: in.Publico,
		ContentType: c.format.contentType, SizeBytes: int64(len(data)), Width: c.width, Height: c.height, CreatedAt: now,
		imageKey:  weddingID + "/gallery/" + fileID + "." + c.format.ext,
		thumbKey:  weddingID + "/gallery/" + fileID + "-thumb." + c.thumbExt,
		thumbType: c.thumbType, thumbSize: int64(len(c.thumb))}
	if in.Publico {
		t := newToken()
		im.publicToken = &t
	}
	if err := wedding.CheckStorageNow(ctx, s.db, weddingID, im.SizeBytes, s.now()); err != nil {
		return Image{}, err
	}
	var put []string
	cleanup := func() {
		for _, k := range put {
			if err := s.files.Delete(context.WithoutCancel(ctx), k); err != nil {
				s.log.Error("gallery: delete file after failed upload", "key", k, "err", err)
			}
		}
	}
	for _, f := range []struct {
		key, typ string
		body     []byte
	}{{im.imageKey, im.ContentType, data}, {im.thumbKey, im.thumbType, c.thumb}} {
		if err := s.files.Put(ctx, f.key, bytes.NewReader(f.body), int64(len(f.body)), f.typ); err != nil {
			cleanup()
			return Image{}, fmt.Errorf("gallery.Store.Create: %w", err)
		}
		put = append(put, f.key)
	}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, s.now())
		if err != nil {
			return err
		}
		n, err := count(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		if err := p.CheckAdd(plan.GalleryImages, n); err != nil {
			return err
		}
		if err := wedding.CheckStorage(ctx, tx, p, weddingID, im.SizeBytes); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO gallery_images (id, wedding_id, titulo, descricao, categoria, publico, public_token,
			image_key, content_type, size_bytes, width, height, thumb_key, thumb_type, thumb_size, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
			im.ID, weddingID, im.Titulo, im.Descricao, im.Categoria, im.Publico, im.publicToken,
			im.imageKey, im.ContentType, im.SizeBytes, im.Width, im.Height, im.thumbKey, im.thumbType, im.thumbSize, now)
		if err != nil {
			return fmt.Errorf("gallery.Store.Create: insert: %w", err)
		}
		return activity.RecordCounting(ctx, tx, weddingID, activity.Entry{Area: activity.Gallery,
			Text: "adicionou a foto " + activity.Quote(im.Titulo) + " à galeria"}, s.now(), wedding.GalleryImages, wedding.RowCapCheck(wedding.GalleryImages))
	})
	if err != nil {
		cleanup()
		return Image{}, err
	}
	im.fillURLs()
	return im, nil
}

// Delete removes the row, then its files. A file that cannot be deleted is logged: the row is
// already gone, so nobody can reach the file any more.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	var keys [2]string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		var title string
		err := tx.QueryRowContext(ctx, `DELETE FROM gallery_images WHERE wedding_id = $1 AND id = $2 RETURNING image_key, thumb_key, titulo`,
			weddingID, id).Scan(&keys[0], &keys[1], &title)
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("gallery.Store.Delete: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Gallery,
			Text: "removeu a foto " + activity.Quote(title) + " da galeria"}, s.now())
	})
	if err != nil {
		return err
	}
	for _, k := range keys {
		if err := s.files.Delete(context.WithoutCancel(ctx), k); err != nil {
			s.log.Error("gallery: delete file of a deleted image", "key", k, "err", err)
		}
	}
	return nil
}

// file is one stored file ready to serve.
type file struct {
	body        io.ReadCloser
	contentType string
	size        int64
}

// etag names one file of an item; the bytes under an item never change, so its id suffices.
func (im Image) etag(thumb bool) string {
	if thumb {
		return `"` + im.ID + `-thumb"`
	}
	return `"` + im.ID + `"`
}

// OpenFile opens the image or its thumbnail.
func (s *Store) OpenFile(ctx context.Context, im Image, thumb bool) (file, error) {
	key, typ, size := im.imageKey, im.ContentType, im.SizeBytes
	if thumb {
		key, typ, size = im.thumbKey, im.thumbType, im.thumbSize
	}
	rc, err := s.files.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		// The row exists but the file is gone (deleted by hand, or a restore without files).
		s.log.Error("gallery: file missing", "key", key)
		return file{}, errNotFound
	}
	if err != nil {
		return file{}, fmt.Errorf("gallery.Store.OpenFile: %w", err)
	}
	return file{body: rc, contentType: typ, size: size}, nil
}

// Find returns the wedding's item id.
func (s *Store) Find(ctx context.Context, weddingID, id string) (Image, error) {
	im, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM gallery_images WHERE wedding_id = $1 AND id = $2`, weddingID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Image{}, errNotFound
	}
	if err != nil {
		return Image{}, fmt.Errorf("gallery.Store.Find: %w", err)
	}
	return im, nil
}

// FindPublic returns the public item with token, of any wedding.
func (s *Store) FindPublic(ctx context.Context, token string) (Image, error) {
	if !tokenPattern.MatchString(token) {
		return Image{}, errNotFound
	}
	im, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM gallery_images WHERE public_token = $1 AND publico`, token))
	if errors.Is(err, sql.ErrNoRows) {
		return Image{}, errNotFound
	}
	if err != nil {
		return Image{}, fmt.Errorf("gallery.Store.FindPublic: %w", err)
	}
	return im, nil
}

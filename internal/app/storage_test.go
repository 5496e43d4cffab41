package app_test

import (
	"bytes"
	"image"
	"image/png"
	"net/http"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
)

// The plan's storage counts gallery images and contract files together: contracts that fill
// Essencial's 50 MB leave no room for a photo, the subscription shows the usage, and on Premium
// the same photo fits.
func TestStorageQuotaSpansGalleryAndContracts(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUpOn(t, "arquivos@exemplo.com", plan.Essencial)
	wid := weddingIDOf(t, s, c)
	quota := int64(50 << 20)
	if _, err := s.DB.ExecContext(t.Context(), `INSERT INTO contracts (id, wedding_id, fornecedor, status, file_key, file_name,
		file_size, file_kind, created_at, updated_at) VALUES ('0190aaaa-0000-7000-8000-0000000000f2', $1, 'Antigo', 'pendente',
		$2, 'antigo.pdf', $3, 'pdf', $4, $4)`, wid, wid+"/contracts/antigo.pdf", quota-10, s.Now()); err != nil {
		t.Fatal(err)
	}
	var sub struct {
		Limits struct {
			StorageBytes int64 `json:"storage_bytes"`
		}
		Usage struct {
			StorageBytes int64 `json:"storage_bytes"`
		}
	}
	c.Do("GET", "/api/subscription", nil).JSON(t, &sub)
	if sub.Limits.StorageBytes != quota || sub.Usage.StorageBytes != quota-10 {
		t.Fatalf("subscription storage: %+v", sub)
	}

	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	upload := func() apptest.Response {
		ct, body := apptest.Multipart(map[string]string{"titulo": "Flores", "categoria": "flores"},
			apptest.FormFile{Field: "file", Name: "f.png", Type: "image/png", Data: b.Bytes()})
		return c.DoRaw("POST", "/api/gallery", ct, body)
	}
	res := upload()
	if res.Status != http.StatusForbidden || res.Err(t).Error.Code != "plan_limit" ||
		res.Err(t).Error.Message != "Seu plano Essencial permite até 50 MB para fotos e contratos. Exclua arquivos ou faça upgrade para enviar mais." {
		t.Fatalf("photo past the storage: %d %s", res.Status, res.Body)
	}
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE weddings SET plan_id = 'premium' WHERE id = $1`, wid); err != nil {
		t.Fatal(err)
	}
	if res := upload(); res.Status != http.StatusCreated {
		t.Fatalf("photo on Premium: %d %s", res.Status, res.Body)
	}
	c.Do("GET", "/api/subscription", nil).JSON(t, &sub)
	if sub.Limits.StorageBytes != 500<<20 || sub.Usage.StorageBytes != quota-10+int64(b.Len()) {
		t.Fatalf("subscription storage on Premium: %+v", sub)
	}
}

// Below ACEITO_MIN_FREE_DISK (here far above any real disk's free space) uploads get 507 with a
// pt-BR message and nothing is stored; a contract without a file still saves.
func TestUploadsRefusedWhenTheDiskIsNearlyFull(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_MIN_FREE_DISK": "1000000TiB"})
	c := s.SignUp(t, "disco@exemplo.com")
	res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Buffet"}},
		&apptest.FormFile{Field: "arquivo", Name: "a.pdf", Data: []byte("%PDF-1.4\n%%EOF\n")})
	if res.Status != http.StatusInsufficientStorage || res.Err(t).Error.Code != "disk_full" ||
		res.Err(t).Error.Message != "O servidor está sem espaço para novos arquivos no momento. Tente novamente mais tarde; seus dados estão seguros." {
		t.Fatalf("contract upload on a full disk: %d %s", res.Status, res.Body)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	ct, body := apptest.Multipart(map[string]string{"titulo": "Flores", "categoria": "flores"},
		apptest.FormFile{Field: "file", Name: "f.png", Type: "image/png", Data: b.Bytes()})
	if res := c.DoRaw("POST", "/api/gallery", ct, body); res.Status != http.StatusInsufficientStorage {
		t.Fatalf("gallery upload on a full disk: %d %s", res.Status, res.Body)
	}
	wid := weddingIDOf(t, s, c)
	if n := rowCount(t, s, "contracts", wid) + rowCount(t, s, "gallery_images", wid); n != 0 {
		t.Fatalf("%d rows after refused uploads", n)
	}
	if res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Sem arquivo"}}, nil); res.Status != http.StatusCreated {
		t.Fatalf("contract without a file on a full disk: %d %s", res.Status, res.Body)
	}
}

package gallery

import (
	"bytes"
	"encoding/base64"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"
)

func gradient(w, h int, alpha bool) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			a := uint8(255)
			if alpha && x < w/2 {
				a = 80
			}
			img.SetNRGBA(x, y, color.NRGBA{uint8(x), uint8(y), 120, a})
		}
	}
	return img
}

func encPNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encJPEG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encGIF(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := gif.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// webp1x1 is a 1×1 lossless WebP (x/image has a WebP decoder but no encoder).
var webp1x1, _ = base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")

// pngWithText inserts a tEXt chunk before IEND: structurally valid, the payload is the risk.
func pngWithText(t testing.TB, text string) []byte {
	t.Helper()
	b := encPNG(t, gradient(8, 8, false))
	iend := b[len(b)-12:]
	chunk := []byte{0, 0, 0, byte(len(text) + 8)}
	chunk = append(chunk, "tEXtComment\x00"...)
	chunk = append(chunk, text...)
	chunk[3] = byte(len("Comment\x00") + len(text))
	chunk = append(chunk, 0, 0, 0, 0) // CRC is not what this test is about: markup is refused first
	out := append(append(append([]byte{}, b[:len(b)-12]...), chunk...), iend...)
	return out
}

func TestCheckImageAccepts(t *testing.T) {
	for name, c := range map[string]struct {
		data      []byte
		typ       string
		w, h      int
		thumbType string
		thumbW    int
	}{
		"png opaque":  {encPNG(t, gradient(900, 300, false)), "image/png", 900, 300, "image/jpeg", 400},
		"png alpha":   {encPNG(t, gradient(500, 500, true)), "image/png", 500, 500, "image/png", 400},
		"jpeg":        {encJPEG(t, gradient(640, 480, false)), "image/jpeg", 640, 480, "image/jpeg", 400},
		"gif small":   {encGIF(t, gradient(120, 60, false)), "image/gif", 120, 60, "image/jpeg", 120},
		"webp 1 by 1": {webp1x1, "image/webp", 1, 1, "image/png", 1}, // its one pixel is transparent
	} {
		t.Run(name, func(t *testing.T) {
			got, err := checkImage(c.data)
			if err != nil {
				t.Fatalf("checkImage: %v", err)
			}
			if got.format.contentType != c.typ || got.width != c.w || got.height != c.h || got.thumbType != c.thumbType {
				t.Fatalf("got %s %dx%d thumb %s", got.format.contentType, got.width, got.height, got.thumbType)
			}
			cfg, _, err := image.DecodeConfig(bytes.NewReader(got.thumb))
			if err != nil || cfg.Width != c.thumbW || cfg.Height != max(1, c.h*c.thumbW/c.w) {
				t.Fatalf("thumbnail %+v %v", cfg, err)
			}
		})
	}
}

func TestCheckImageRefuses(t *testing.T) {
	goodPNG := encPNG(t, gradient(16, 16, false))
	goodJPEG := encJPEG(t, gradient(16, 16, false))
	goodGIF := encGIF(t, gradient(16, 16, false))
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	for name, c := range map[string]struct {
		data []byte
		want imageError
	}{
		"text":                    {[]byte("hello, this is not an image"), errNotImage},
		"html":                    {[]byte("<!doctype html><script>alert(1)</script>"), errNotImage},
		"svg":                     {[]byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), errNotImage},
		"pdf":                     {[]byte("%PDF-1.7\n1 0 obj"), errNotImage},
		"png magic then garbage":  {cat([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 100)), errInvalidImage},
		"png then zip":            {cat(goodPNG, []byte("PK\x03\x04rest of a zip")), errInvalidImage},
		"png then script":         {cat(goodPNG, []byte("<script>alert(1)</script>")), errInvalidImage},
		"png with html text":      {pngWithText(t, "<html><body>oi</body></html>"), errInvalidImage},
		"jpeg then html":          {cat(goodJPEG, []byte("<html><script>x</script></html>")), errInvalidImage},
		"jpeg truncated":          {goodJPEG[:len(goodJPEG)/2], errInvalidImage},
		"jpeg with script inside": {cat(goodJPEG[:20], []byte("<SCRIPT>"), goodJPEG[20:]), errInvalidImage},
		"gif then data":           {cat(goodGIF, []byte("extra")), errInvalidImage},
		"gif truncated":           {goodGIF[:len(goodGIF)-5], errInvalidImage},
		"webp with tail":          {cat(webp1x1, []byte("tail")), errInvalidImage},
		"too wide":                {encPNG(t, image.NewGray(image.Rect(0, 0, maxSide+1, 1))), errTooManyPx},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := checkImage(c.data)
			if !errors.Is(err, c.want) {
				t.Fatalf("checkImage err = %v, want %v", err, c.want)
			}
		})
	}
}

// FuzzCheckImage: no input may panic; accepted input is always a well-formed image.
func FuzzCheckImage(f *testing.F) {
	f.Add(encPNG(f, gradient(4, 4, true)))
	f.Add(encJPEG(f, gradient(4, 4, false)))
	f.Add(encGIF(f, gradient(4, 4, false)))
	f.Add(webp1x1)
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := checkImage(b)
		if err == nil && (c.width <= 0 || len(c.thumb) == 0) {
			t.Fatalf("accepted %d bytes without a thumbnail", len(b))
		}
	})
}

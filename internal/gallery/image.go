package gallery

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"
)

// Image limits beyond the spec's 2 MB: dimensions are checked from the header before decoding,
// so a small file that would expand to gigabytes of pixels (a decompression bomb) is refused.
const (
	MaxFileBytes = 2 << 20 // part 2 §9: gallery file max 2MB
	maxSide      = 10000
	maxPixels    = 30_000_000
	thumbWidth   = 400
	thumbBand    = 32 // thumbnail rows scaled per pass (see thumbnail)
)

// format is one accepted image type.
type format struct {
	contentType string
	ext         string
	decodeCfg   func([]byte) (image.Config, error)
	decode      func([]byte) (image.Image, error)
	// wellFormed reports whether the bytes end exactly where the image ends.
	wellFormed func([]byte) bool
}

var (
	formatPNG = format{"image/png", "png",
		func(b []byte) (image.Config, error) { return png.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return png.Decode(bytes.NewReader(b)) }, pngWellFormed}
	formatJPEG = format{"image/jpeg", "jpg",
		func(b []byte) (image.Config, error) { return jpeg.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return jpeg.Decode(bytes.NewReader(b)) }, jpegWellFormed}
	formatGIF = format{"image/gif", "gif",
		func(b []byte) (image.Config, error) { return gif.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return gif.Decode(bytes.NewReader(b)) }, gifWellFormed}
	formatWebP = format{"image/webp", "webp",
		func(b []byte) (image.Config, error) { return webp.DecodeConfig(bytes.NewReader(b)) },
		func(b []byte) (image.Image, error) { return webp.Decode(bytes.NewReader(b)) }, webpWellFormed}
)

// sniff picks the format from the file's first bytes; the name and declared type are ignored.
func sniff(b []byte) (format, bool) {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return formatPNG, true
	case bytes.HasPrefix(b, []byte("\xff\xd8\xff")):
		return formatJPEG, true
	case bytes.HasPrefix(b, []byte("GIF87a")), bytes.HasPrefix(b, []byte("GIF89a")):
		return formatGIF, true
	case len(b) >= 12 && string(b[0:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return formatWebP, true
	}
	return format{}, false
}

// markup is text that has no business in an image and makes a file dangerous if some client
// ever sniffs it as HTML or script (a polyglot).
var markup = [][]byte{[]byte("<script"), []byte("<html"), []byte("<!doctype"), []byte("<iframe"), []byte("<svg"),
	[]byte("<?php"), []byte("<body"), []byte("javascript:"), []byte("<object"), []byte("<embed")}

func hasMarkup(b []byte) bool {
	lower := bytes.ToLower(b)
	for _, m := range markup {
		if bytes.Contains(lower, m) {
			return true
		}
	}
	return false
}

// checked is an accepted upload with its thumbnail.
type checked struct {
	format        format
	width, height int
	thumb         []byte
	thumbType     string
	thumbExt      string
}

// imageError codes go to the client as the "file" field's code.
type imageError string

func (e imageError) Error() string { return string(e) }

const (
	errNotImage     imageError = "not_image"       // not PNG, JPEG, GIF or WebP bytes
	errInvalidImage imageError = "invalid_image"   // broken, or carries extra data (polyglot)
	errTooManyPx    imageError = "too_many_pixels" // dimensions over the limits
	errTooMuchMem   imageError = "too_much_memory" // decoding would need more than DecodeBudget
)

// checkImage accepts b only when its bytes are a complete PNG, JPEG, GIF or WebP image and
// nothing else, then makes its thumbnail.
func checkImage(b []byte) (checked, error) {
	f, cfg, err := preflight(b)
	if err != nil {
		return checked{}, err
	}
	img, err := f.decode(b)
	if err != nil {
		return checked{}, errInvalidImage
	}
	o := 1
	if f.contentType == "image/jpeg" {
		o = jpegOrientation(b)
	}
	thumb, typ, ext, err := thumbnail(img, o)
	if err != nil {
		return checked{}, err
	}
	w, h := cfg.Width, cfg.Height
	if o >= 5 { // shown rotated by a quarter turn
		w, h = h, w
	}
	return checked{format: f, width: w, height: h, thumb: thumb, thumbType: typ, thumbExt: ext}, nil
}

// preflight runs every check that needs only the header, cheap enough to run before waiting
// for a decoding slot: the format, well-formedness, the dimensions and the decoder's memory.
func preflight(b []byte) (format, image.Config, error) {
	f, ok := sniff(b)
	if !ok {
		return format{}, image.Config{}, errNotImage
	}
	if !f.wellFormed(b) || hasMarkup(b) {
		return format{}, image.Config{}, errInvalidImage
	}
	cfg, err := f.decodeCfg(b)
	if err != nil {
		return format{}, image.Config{}, errInvalidImage
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxSide || cfg.Height > maxSide || cfg.Width*cfg.Height > maxPixels {
		return format{}, image.Config{}, errTooManyPx
	}
	if decodeMemory(f, b, cfg) > DecodeBudget {
		return format{}, image.Config{}, errTooMuchMem
	}
	return f, cfg, nil
}

// thumbnail scales img to thumbWidth wide (never up) and applies the EXIF orientation o: JPEG
// for opaque images, PNG when transparency must survive.
func thumbnail(img image.Image, o int) ([]byte, string, string, error) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > thumbWidth {
		h = max(1, h*thumbWidth/w)
		w = thumbWidth
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	// In bands of destination rows: the kernel scaler keeps a [4]float64 per destination column
	// per source row it reads, 400 × 10000 × 32 bytes (128 MB) for a tall image in one pass.
	for y0 := 0; y0 < h; y0 += thumbBand {
		y1 := min(h, y0+thumbBand)
		sr := image.Rect(b.Min.X, b.Min.Y+y0*b.Dy()/h, b.Max.X, b.Min.Y+y1*b.Dy()/h)
		draw.CatmullRom.Scale(dst, image.Rect(0, y0, w, y1), img, sr, draw.Src, nil)
	}
	dst = orient(dst, o)
	var buf bytes.Buffer
	if dst.Opaque() {
		if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 82}); err != nil {
			return nil, "", "", fmt.Errorf("gallery.thumbnail: jpeg: %w", err)
		}
		return buf.Bytes(), "image/jpeg", "jpg", nil
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, dst); err != nil {
		return nil, "", "", fmt.Errorf("gallery.thumbnail: png: %w", err)
	}
	return buf.Bytes(), "image/png", "png", nil
}

// pngWellFormed walks the chunks: the file must end right after IEND.
func pngWellFormed(b []byte) bool {
	i := 8
	for i+12 <= len(b) {
		n := int(binary.BigEndian.Uint32(b[i:]))
		if n < 0 || n > len(b) {
			return false
		}
		end := i + 12 + n
		if end > len(b) {
			return false
		}
		if string(b[i+4:i+8]) == "IEND" {
			return end == len(b)
		}
		i = end
	}
	return false
}

// jpegWellFormed requires the file to end with the EOI marker. Data appended after it (a
// classic polyglot, a ZIP or a script) leaves other bytes last.
func jpegWellFormed(b []byte) bool {
	return len(b) >= 4 && b[len(b)-2] == 0xff && b[len(b)-1] == 0xd9
}

// gifWellFormed walks the blocks: the file must end right after the trailer (0x3B).
func gifWellFormed(b []byte) bool {
	if len(b) < 13 {
		return false
	}
	i := 13
	if b[10]&0x80 != 0 { // global colour table
		i += 3 << (int(b[10]&7) + 1)
	}
	subBlocks := func() bool {
		for i < len(b) {
			n := int(b[i])
			i++
			if n == 0 {
				return true
			}
			i += n
		}
		return false
	}
	for i < len(b) {
		switch b[i] {
		case 0x3b:
			return i+1 == len(b)
		case 0x21: // extension: label, then data sub-blocks
			i += 2
			if !subBlocks() {
				return false
			}
		case 0x2c: // image descriptor, optional local colour table, LZW code size, data
			if i+10 > len(b) {
				return false
			}
			flags := b[i+9]
			i += 10
			if flags&0x80 != 0 {
				i += 3 << (int(flags&7) + 1)
			}
			i++ // LZW minimum code size
			if !subBlocks() {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// webpWellFormed requires the RIFF length to cover the file exactly.
func webpWellFormed(b []byte) bool {
	n := int64(binary.LittleEndian.Uint32(b[4:8]))
	return n+8 == int64(len(b))
}

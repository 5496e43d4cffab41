package gallery

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"runtime"
	"testing"
)

// craftedJPEG is a header-only JPEG: SOI, a JFIF APP0 (so DecodeConfig stops at the frame
// header), a frame header (SOF marker sof) of w×h with three components of the given sampling
// factors, EOI. It is enough for DecodeConfig and the estimate.
func craftedJPEG(sof byte, w, h int, sampling [3]byte) []byte {
	b := []byte{0xff, 0xd8, 0xff, 0xe0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0}
	b = append(b, 0xff, sof, 0, 17, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 3)
	for i, s := range sampling {
		b = append(b, byte(i+1), s, 0)
	}
	return append(b, 0xff, 0xd9)
}

// streamedPNG is a valid PNG of w×h zero pixels, compressed row by row, so a large image costs
// the test little memory and a few hundred KB on disk.
func streamedPNG(t *testing.T, w, h int, depth, colour byte, bytesPerPixel int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(data)))
		out.Write(n[:])
		crc := crc32.NewIEEE()
		crc.Write([]byte(typ))
		crc.Write(data)
		out.WriteString(typ)
		out.Write(data)
		binary.BigEndian.PutUint32(n[:], crc.Sum32())
		out.Write(n[:])
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = depth, colour
	chunk("IHDR", ihdr)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	row := make([]byte, 1+w*bytesPerPixel)
	for range h {
		if _, err := zw.Write(row); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

// A progressive 10000×3000 JPEG (under the pixel limit, a few bytes on disk) would make the
// decoder hold ~450 MB of coefficients: refused from its header. The same frame as baseline
// 4:2:0 needs ~45 MB and passes the header checks.
func TestProgressiveJPEGOverTheBudgetIsRefused(t *testing.T) {
	prog := craftedJPEG(0xc2, 10000, 3000, [3]byte{0x11, 0x11, 0x11})
	if len(prog) > 100 {
		t.Fatalf("crafted file is %d bytes", len(prog))
	}
	if _, err := checkImage(prog); !errors.Is(err, errTooMuchMem) {
		t.Fatalf("progressive 10000×3000: %v, want %v", err, errTooMuchMem)
	}
	base := craftedJPEG(0xc0, 10000, 3000, [3]byte{0x22, 0x11, 0x11})
	f, cfg, err := preflight(base)
	if err != nil {
		t.Fatalf("baseline 4:2:0 10000×3000: %v", err)
	}
	if n := decodeMemory(f, base, cfg); n < 45_000_000 || n > DecodeBudget {
		t.Errorf("baseline 4:2:0 estimate %d, want 45 MB..budget", n)
	}
}

// A 16-bit RGBA PNG takes 8 bytes a pixel decoded: 4000×3000 (96 MB) is refused, while the same
// picture in 8 bits (48 MB) passes the header checks.
func TestSixteenBitPNGOverTheBudgetIsRefused(t *testing.T) {
	deep := streamedPNG(t, 4000, 3000, 16, 6, 8)
	if len(deep) > MaxFileBytes {
		t.Fatalf("crafted file is %d bytes", len(deep))
	}
	if _, err := checkImage(deep); !errors.Is(err, errTooMuchMem) {
		t.Fatalf("16-bit 4000×3000: %v, want %v", err, errTooMuchMem)
	}
	if _, _, err := preflight(streamedPNG(t, 4000, 3000, 8, 6, 4)); err != nil {
		t.Fatalf("8-bit 4000×3000: %v", err)
	}
}

// heapDuring returns the bytes allocated while fn runs.
func heapDuring(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Images that pass the header checks allocate less than the budget in all while being decoded
// and thumbnailed (TotalAlloc, an upper bound of the peak heap).
func TestAcceptedImagesStayUnderTheBudget(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 2400, 1600))
	for y := range 1600 {
		for x := range 2400 {
			img.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var j bytes.Buffer
	if err := jpeg.Encode(&j, img, &jpeg.Options{Quality: 40}); err != nil {
		t.Fatal(err)
	}
	cases := map[string][]byte{
		"baseline JPEG 2400×1600":   j.Bytes(),
		"16-bit RGBA PNG 1600×1200": streamedPNG(t, 1600, 1200, 16, 6, 8),
		"gray PNG 3000×3000":        streamedPNG(t, 3000, 3000, 8, 0, 1),
	}
	for name, data := range cases {
		var err error
		got := heapDuring(func() { _, err = checkImage(data) })
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got > DecodeBudget {
			t.Errorf("%s: allocated %d bytes, budget %d", name, got, DecodeBudget)
		}
	}
}

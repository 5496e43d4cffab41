package gallery

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
)

// withOrientation inserts an APP1 Exif segment holding Orientation o right after SOI.
func withOrientation(t *testing.T, jpg []byte, o uint16, bo binary.ByteOrder) []byte {
	t.Helper()
	tiff := make([]byte, 8+2+12+4)
	if bo == binary.LittleEndian {
		copy(tiff, "II")
	} else {
		copy(tiff, "MM")
	}
	bo.PutUint16(tiff[2:], 42)
	bo.PutUint32(tiff[4:], 8)
	bo.PutUint16(tiff[8:], 1)       // one entry
	bo.PutUint16(tiff[10:], 0x0112) // Orientation
	bo.PutUint16(tiff[12:], 3)      // SHORT
	bo.PutUint32(tiff[14:], 1)
	bo.PutUint16(tiff[18:], o)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xff, 0xe1, 0, 0}
	binary.BigEndian.PutUint16(app1[2:], uint16(len(seg)+2))
	return bytes.Join([][]byte{jpg[:2], app1, seg, jpg[2:]}, nil)
}

// redLeft is w×h, red on the left half and blue on the right.
func redLeft(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.RGBA{0, 0, 255, 255}
			if x < w/2 {
				c = color.RGBA{255, 0, 0, 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

func TestThumbnailFollowsEXIFOrientation(t *testing.T) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, redLeft(80, 40), &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	isRed := func(c color.Color) bool { r, _, b, _ := c.RGBA(); return r > 0xa000 && b < 0x6000 }
	for name, c := range map[string]struct {
		o          uint16
		bo         binary.ByteOrder
		w, h       int
		redAt      image.Point // a pixel that must be red in the thumbnail
		blueAt     image.Point
		wantOrient int
	}{
		"none":              {1, binary.BigEndian, 80, 40, image.Pt(5, 20), image.Pt(75, 20), 1},
		"rotate 90 cw (6)":  {6, binary.LittleEndian, 40, 80, image.Pt(20, 5), image.Pt(20, 75), 6},
		"rotate 180 (3)":    {3, binary.BigEndian, 80, 40, image.Pt(75, 20), image.Pt(5, 20), 3},
		"rotate 90 ccw (8)": {8, binary.BigEndian, 40, 80, image.Pt(20, 75), image.Pt(20, 5), 8},
		"mirrored (2)":      {2, binary.LittleEndian, 80, 40, image.Pt(75, 20), image.Pt(5, 20), 2},
		"out of range (9)":  {9, binary.BigEndian, 80, 40, image.Pt(5, 20), image.Pt(75, 20), 1},
	} {
		t.Run(name, func(t *testing.T) {
			data := withOrientation(t, buf.Bytes(), c.o, c.bo)
			if got := jpegOrientation(data); got != c.wantOrient {
				t.Fatalf("jpegOrientation = %d, want %d", got, c.wantOrient)
			}
			got, err := checkImage(data)
			if err != nil {
				t.Fatal(err)
			}
			if got.width != c.w || got.height != c.h {
				t.Fatalf("size %dx%d, want %dx%d", got.width, got.height, c.w, c.h)
			}
			thumb, _, err := image.Decode(bytes.NewReader(got.thumb))
			if err != nil {
				t.Fatal(err)
			}
			if b := thumb.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
				t.Fatalf("thumbnail %v", b)
			}
			if !isRed(thumb.At(c.redAt.X, c.redAt.Y)) || isRed(thumb.At(c.blueAt.X, c.blueAt.Y)) {
				t.Fatalf("thumbnail not oriented: %v at %v, %v at %v", thumb.At(c.redAt.X, c.redAt.Y), c.redAt,
					thumb.At(c.blueAt.X, c.blueAt.Y), c.blueAt)
			}
		})
	}
}

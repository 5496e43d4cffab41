package pix

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	qrcode "github.com/skip2/go-qrcode"
)

// The QR image of part 2 §9 (gift list and supplier payments alike): 400 px wide, a margin of 2 modules, error correction M, black on
// white.
const (
	qrSize   = 400
	qrMargin = 2
)

// QRPNG encodes payload as the QR image. The modules are scaled to fill exactly qrSize pixels
// (like the browser library the spec describes), so their widths differ by at most one pixel.
func QRPNG(payload string) ([]byte, error) {
	q, err := qrcode.New(payload, qrcode.Medium)
	if err != nil {
		return nil, fmt.Errorf("pix.QRPNG: %w", err)
	}
	q.DisableBorder = true
	bits := q.Bitmap()
	modules := len(bits) + 2*qrMargin
	img := image.NewPaletted(image.Rect(0, 0, qrSize, qrSize), color.Palette{color.White, color.Black})
	for y := range qrSize {
		my := y*modules/qrSize - qrMargin
		for x := range qrSize {
			mx := x*modules/qrSize - qrMargin
			if my >= 0 && my < len(bits) && mx >= 0 && mx < len(bits) && bits[my][mx] {
				img.SetColorIndex(x, y, 1)
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("pix.QRPNG: %w", err)
	}
	return buf.Bytes(), nil
}

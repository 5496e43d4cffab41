package gallery

import (
	"encoding/binary"
	"image"
)

// DecodeBudget is the most memory one upload may need to decode and thumbnail. Pixel limits
// alone do not bound memory: a 2 MB progressive JPEG of 30 megapixels makes Go's decoder keep
// every DCT coefficient as an int32 (about 450 MB), and a 16-bit RGBA PNG takes 8 bytes a pixel.
// With one decode at a time (decoding) the gallery never needs more than this at once.
// In practice: a baseline (camera) JPEG up to ~40 MP in 4:2:0 and ~20 MP in 4:4:4, a progressive
// one up to ~8.5 MP in 4:2:0, an 8-bit RGBA PNG up to ~15 MP fit.
const DecodeBudget = 64 << 20

// decodeMemory estimates from the header alone the bytes the standard decoder allocates for b
// (the decoded image and any working copy it keeps) plus the thumbnail. It errs on the high side;
// cfg is the already-read header (dimensions), f the sniffed format.
func decodeMemory(f format, b []byte, cfg image.Config) int64 {
	w, h := int64(cfg.Width), int64(cfg.Height)
	var n int64
	switch f.contentType {
	case "image/jpeg":
		n = jpegMemory(b, w, h)
	case "image/png":
		n = pngMemory(b, w, h)
	case "image/gif":
		n = gifFrames(b) * w * h // every frame is decoded, one byte a pixel
	case "image/webp":
		n = webpMemory(b, w, h)
	}
	return n + thumbMemory(w, h)
}

// thumbMemory is the RGBA thumbnail, its rotated copy, and the scaler's working rows for one
// band (a [4]float64 per thumbnail column per source row of the band).
func thumbMemory(w, h int64) int64 {
	tw, th := w, h
	if w > thumbWidth {
		tw, th = thumbWidth, max(1, h*thumbWidth/w)
	}
	bandRows := thumbBand*h/th + 2
	return 2*4*tw*th + 32*tw*bandRows
}

// jpegMemory reads the frame header (SOFn): Go's decoder allocates each component's plane
// padded to whole MCUs, one byte a sample; a progressive frame also keeps a [64]int32 block per
// 8×8 block of every component until the end; four components (CMYK) are converted into a
// new 4-byte-a-pixel image. An unreadable header counts as the worst case.
func jpegMemory(b []byte, w, h int64) int64 {
	worst := w * h * 3 * 5
	i := 2
	for i+4 <= len(b) {
		if b[i] != 0xff {
			return worst
		}
		m := b[i+1]
		if m == 0xff { // fill byte
			i++
			continue
		}
		if m == 0xd8 || m == 0x01 || (m >= 0xd0 && m <= 0xd7) { // markers without a length
			i += 2
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if n < 2 || i+2+n > len(b) {
			return worst
		}
		seg := b[i+4 : i+2+n]
		if m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc {
			return sofMemory(seg, m, w, h, worst)
		}
		i += 2 + n
	}
	return worst
}

func sofMemory(seg []byte, marker byte, w, h, worst int64) int64 {
	if len(seg) < 6 {
		return worst
	}
	nc := int(seg[5])
	if nc < 1 || len(seg) < 6+3*nc {
		return worst
	}
	var hmax, vmax int64 = 1, 1
	hs, vs := make([]int64, nc), make([]int64, nc)
	for c := range nc {
		s := seg[6+3*c+1]
		hs[c], vs[c] = max(1, int64(s>>4)), max(1, int64(s&0x0f))
		hmax, vmax = max(hmax, hs[c]), max(vmax, vs[c])
	}
	mcusX, mcusY := (w+8*hmax-1)/(8*hmax), (h+8*vmax-1)/(8*vmax)
	var samples int64
	for c := range nc {
		samples += mcusX * hs[c] * 8 * mcusY * vs[c] * 8
	}
	n := samples
	progressive := marker == 0xc2 || marker == 0xc6 || marker == 0xca || marker == 0xce
	if progressive {
		n += 4 * samples // [64]int32 coefficients per block
	}
	if nc == 4 {
		n += 4 * w * h
	}
	return n
}

// pngMemory reads IHDR: the decoded image's bytes a pixel follow the bit depth and colour type
// (RGB becomes RGBA, 16-bit doubles everything); an interlaced image is decoded pass by pass
// into sub-images before being merged, so it needs about twice as much.
func pngMemory(b []byte, w, h int64) int64 {
	if len(b) < 29 {
		return w * h * 16
	}
	depth, colour, interlace := b[24], b[25], b[28]
	var bpp int64
	switch colour {
	case 0, 3: // gray, paletted
		bpp = 1
	case 4: // gray + alpha becomes NRGBA
		bpp = 4
	default: // RGB, RGBA
		bpp = 4
	}
	if depth == 16 {
		bpp *= 2
	}
	n := w * h * bpp
	if interlace != 0 {
		n *= 2
	}
	return n + 2*(w*bpp+1) // the current and previous row
}

// gifFrames counts the image descriptors (frames), walking the blocks as gifWellFormed does.
func gifFrames(b []byte) int64 {
	if len(b) < 13 {
		return 1
	}
	i := 13
	if b[10]&0x80 != 0 {
		i += 3 << (int(b[10]&7) + 1)
	}
	skip := func() {
		for i < len(b) {
			n := int(b[i])
			i++
			if n == 0 {
				return
			}
			i += n
		}
	}
	var frames int64
	for i < len(b) {
		switch b[i] {
		case 0x21:
			i += 2
			skip()
		case 0x2c:
			if i+10 > len(b) {
				return max(1, frames)
			}
			frames++
			flags := b[i+9]
			i += 10
			if flags&0x80 != 0 {
				i += 3 << (int(flags&7) + 1)
			}
			i++
			skip()
		default:
			return max(1, frames)
		}
	}
	return max(1, frames)
}

// webpMemory: a lossy image decodes to 4:2:0 YCbCr (1.5 bytes a pixel, plus one for alpha); a
// lossless one to NRGBA with a uint32 working array (8 bytes a pixel).
func webpMemory(b []byte, w, h int64) int64 {
	lossless, alpha := false, false
	for i := 12; i+8 <= len(b); {
		switch string(b[i : i+4]) {
		case "VP8L":
			lossless = true
		case "ALPH":
			alpha = true
		}
		n := int64(binary.LittleEndian.Uint32(b[i+4 : i+8]))
		next := int64(i) + 8 + n + n&1
		if next > int64(len(b)) {
			break
		}
		i = int(next)
	}
	switch {
	case lossless:
		return 8 * w * h
	case alpha:
		return w*h*3/2 + w*h
	}
	return w * h * 3 / 2
}

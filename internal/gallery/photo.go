package gallery

import "context"

// CheckPhoto accepts b when it is a complete JPEG or PNG image within the gallery's limits
// (dimensions, decoder memory, no trailing data or markup) that decodes, as a contract's photo
// of paper must (issue 18 §4). It answers the file extension, "jpg" or "png". The decode takes
// the gallery's one decoding slot, so contract photos share its memory bound.
func CheckPhoto(ctx context.Context, b []byte) (string, error) {
	f, _, err := preflight(b)
	if err != nil {
		return "", err
	}
	if f.ext != formatJPEG.ext && f.ext != formatPNG.ext {
		return "", errNotImage
	}
	release, err := takeDecoding(ctx)
	if err != nil {
		return "", err
	}
	defer release()
	if _, err := f.decode(b); err != nil {
		return "", errInvalidImage
	}
	return f.ext, nil
}

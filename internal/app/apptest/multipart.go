package apptest

import (
	"bytes"
	"mime/multipart"
)

// PostMultipart sends a multipart/form-data POST with the text fields (in the given order, as
// name/value pairs) and an optional file, as a browser form would.
func (c *Client) PostMultipart(path string, fields [][2]string, file *FormFile) Response {
	c.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range fields {
		if err := mw.WriteField(f[0], f[1]); err != nil {
			c.t.Fatal(err)
		}
	}
	if file != nil {
		w, err := mw.CreateFormFile(file.Field, file.Name)
		if err != nil {
			c.t.Fatal(err)
		}
		if _, err := w.Write(file.Data); err != nil {
			c.t.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		c.t.Fatal(err)
	}
	return c.DoRaw("POST", path, mw.FormDataContentType(), buf.Bytes())
}

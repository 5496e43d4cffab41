package apptest

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
)

// DoRaw sends body as is with the given Content-Type (uploads, non-JSON bodies).
func (c *Client) DoRaw(method, path, contentType string, body []byte) Response {
	c.t.Helper()
	req, err := http.NewRequest(method, c.s.URL+path, bytes.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	for k, v := range c.Header {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", contentType)
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: data}
}

// FormFile is one file of a multipart form (Type is its declared Content-Type; PostMultipart
// sends application/octet-stream, as a browser does for an unknown kind).
type FormFile struct {
	Field, Name, Type string
	Data              []byte
}

// Multipart encodes fields and files as a multipart/form-data body and returns it with its
// Content-Type.
func Multipart(fields map[string]string, files ...FormFile) (string, []byte) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	for _, f := range files {
		h := make(map[string][]string)
		h["Content-Disposition"] = []string{`form-data; name="` + f.Field + `"; filename="` + f.Name + `"`}
		h["Content-Type"] = []string{f.Type}
		w, _ := mw.CreatePart(h)
		_, _ = w.Write(f.Data)
	}
	_ = mw.Close()
	return mw.FormDataContentType(), buf.Bytes()
}

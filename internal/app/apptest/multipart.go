package apptest

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
)

// FormFile is the file part of a multipart request.
type FormFile struct {
	Field, Name string
	Data        []byte
}

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
	req, err := http.NewRequest("POST", c.s.URL+path, &buf)
	if err != nil {
		c.t.Fatal(err)
	}
	for k, v := range c.Header {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := c.http.Do(req)
	if err != nil {
		c.t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: data}
}

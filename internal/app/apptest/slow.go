package apptest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"time"
)

// SlowUploadPause is the pause between the five pieces of a PostSlowly body; the server it posts
// to has a ReadTimeout and WriteTimeout of twice that, so the body takes longer than they allow.
const SlowUploadPause = 60 * time.Millisecond

// PostSlowly sends body in five pieces, SlowUploadPause apart, to a second server on the same
// app whose timeouts the body outlasts (as production's 30 s ReadTimeout against a slow mobile
// link), with the client's cookies and headers. It returns the status, or 0 when the server cut
// the connection.
func (c *Client) PostSlowly(path, contentType string, body []byte) int {
	c.t.Helper()
	srv := httptest.NewUnstartedServer(c.s.App.Handler())
	srv.Config.ReadTimeout = 2 * SlowUploadPause
	srv.Config.WriteTimeout = 2 * SlowUploadPause
	srv.Start()
	defer srv.Close()
	pr, pw := io.Pipe()
	go func() {
		piece := (len(body) + 4) / 5
		for rest := body; len(rest) > 0; {
			time.Sleep(SlowUploadPause) // the slow link itself, not synchronisation
			n := min(piece, len(rest))
			if _, err := pw.Write(rest[:n]); err != nil {
				pw.CloseWithError(err)
				return
			}
			rest = rest[n:]
		}
		pw.Close()
	}()
	req, err := http.NewRequest("POST", srv.URL+path, pr)
	if err != nil {
		c.t.Fatal(err)
	}
	req.ContentLength = int64(len(body))
	for k, v := range c.Header {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", contentType)
	base, _ := http.NewRequest("GET", c.s.URL+"/", nil)
	for _, ck := range c.http.Jar.Cookies(base.URL) {
		req.AddCookie(ck)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		return 0
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	return res.StatusCode
}

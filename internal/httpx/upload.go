package httpx

import (
	"net/http"
	"time"
)

// UploadTimeout is how long a request carrying a file may take to arrive: the server's
// ReadTimeout (30 s, cmd/aceito) is made for JSON bodies, and a 5 MB contract over a slow mobile
// link can take minutes.
const UploadTimeout = 5 * time.Minute

// AllowSlowUpload extends this request's read deadline by UploadTimeout from now, and its write
// deadline a minute past that so the answer can still be sent. Call it in upload handlers before
// reading the body. A writer that cannot set deadlines (http.ErrNotSupported, e.g. an
// httptest.ResponseRecorder) or a connection already gone keeps the server's timeouts: the
// upload then fails as it would have, so the error is not worth more than that.
func AllowSlowUpload(w http.ResponseWriter) {
	rc := http.NewResponseController(w)
	now := time.Now()
	_ = rc.SetReadDeadline(now.Add(UploadTimeout))
	_ = rc.SetWriteDeadline(now.Add(UploadTimeout + time.Minute))
}

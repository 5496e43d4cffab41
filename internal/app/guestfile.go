package app

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/ratelimit"
)

// byWedding counts each request against rule r for the session's wedding, whichever member or
// device sends it: for signed-in routes whose cost is the wedding's data (guest list import and
// export), not the client's address. Only for routes behind auth.Require.
func (a *App) byWedding(r ratelimit.Rule, next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) error {
		if err := a.limits.Hit(req.Context(), r, auth.MustIdentity(req.Context()).WeddingID); err != nil {
			return err
		}
		return next(w, req)
	}
}

package plan

import (
	"net/http"

	"github.com/aceito/aceito/internal/httpx"
)

type listResponse struct {
	Plans []Plan `json:"plans"`
}

// ServeList answers GET /api/plans: the catalogue, for the landing page, checkout, gated
// cards and the subscription manager, with the support lines of the channels in ch.
func ServeList(ch Channels) httpx.HandlerFunc {
	body := listResponse{Plans: Catalogue(ch)}
	return func(w http.ResponseWriter, r *http.Request) error {
		return httpx.WriteJSON(w, http.StatusOK, body)
	}
}

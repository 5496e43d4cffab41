package plan

import (
	"net/http"

	"github.com/aceito/aceito/internal/httpx"
)

type listResponse struct {
	Plans []Plan `json:"plans"`
}

// ServeList answers GET /api/plans: the catalogue, for the landing page, checkout, gated
// cards and the subscription manager.
func ServeList(w http.ResponseWriter, r *http.Request) error {
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Plans: All()})
}

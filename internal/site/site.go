// Package site tells the web app who runs this deployment: the support e-mail and phone, the
// company (the data controller of the privacy policy) and the DPO. It is read from the
// configuration at start, so an operator changes it with an environment variable, not a build.
package site

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/httpx"
)

// Phone is a number as shown and as a link.
type Phone struct {
	Display string `json:"display"` // "(11) 3456-7890"
	Href    string `json:"href"`    // "tel:+551134567890" or "https://wa.me/…"
}

// Info is the body of GET /api/site. Unset values are null; the web app hides them.
type Info struct {
	SupportEmail   *string `json:"support_email"`
	SupportPhone   *Phone  `json:"support_phone"`
	CompanyName    *string `json:"company_name"`
	CompanyID      *string `json:"company_id"` // CNPJ, formatted
	CompanyAddress *string `json:"company_address"`
	DPOName        *string `json:"dpo_name"`
	DPOEmail       *string `json:"dpo_email"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// New builds the public view of o. The WhatsApp number is not in it: only Luxo couples get it
// (GET /api/subscription).
func New(o config.Operator) Info {
	info := Info{SupportEmail: optional(o.SupportEmail), CompanyName: optional(o.CompanyName),
		CompanyID: optional(o.CompanyID), CompanyAddress: optional(o.CompanyAddress),
		DPOName: optional(o.DPOName), DPOEmail: optional(o.DPOEmail)}
	if o.SupportPhone.Configured() {
		info.SupportPhone = &Phone{Display: o.SupportPhone.Display(), Href: o.SupportPhone.TelURL()}
	}
	return info
}

// Handler answers GET /api/site with info, encoded once: a public request costs one write.
func Handler(info Info) (httpx.HandlerFunc, error) {
	body, err := json.Marshal(info)
	if err != nil {
		return nil, fmt.Errorf("site.Handler: %w", err)
	}
	body = append(body, '\n')
	return func(w http.ResponseWriter, r *http.Request) error {
		return httpx.WriteJSONBytes(w, http.StatusOK, body)
	}, nil
}

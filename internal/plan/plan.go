// Package plan is the one catalogue of subscription plans: names, prices, features, usage
// limits and gated features. Everything that shows or enforces a plan reads it from here.
package plan

import (
	"fmt"

	"github.com/aceito/aceito/internal/apperr"
)

// ID identifies a plan; it is what the weddings table stores.
type ID string

const (
	Essencial ID = "essencial"
	Premium   ID = "premium"
	Luxo      ID = "luxo"
)

// Default is the plan a new wedding starts on.
const Default = Essencial

// Limit names a counted resource.
type Limit string

const (
	Guests        Limit = "guests"
	GalleryImages Limit = "gallery_images"
)

// Feature names a gated feature.
type Feature string

const (
	DigitalInvitations Feature = "digital_invitations"
	PixGifts           Feature = "pix_gifts"
	HoneymoonPlanner   Feature = "honeymoon_planner"
	WeatherAlerts      Feature = "weather_alerts"
	// CalendarIntegration is each member's private iCalendar feed (/cal/{token}.ics).
	CalendarIntegration Feature = "calendar_integration"
)

// Limits holds the usage caps of a plan; nil means unlimited.
type Limits struct {
	Guests        *int `json:"guests"`
	GalleryImages *int `json:"gallery_images"`
}

// Plan describes one subscription tier.
type Plan struct {
	ID            ID        `json:"id"`
	Name          string    `json:"name"`
	PriceCents    int64     `json:"price_cents"`
	Period        string    `json:"period"`
	Description   string    `json:"description"`
	Features      []string  `json:"features"`
	IsPopular     bool      `json:"is_popular"`
	Limits        Limits    `json:"limits"`
	GatedFeatures []Feature `json:"gated_features"`
}

func capOf(n int) *int { return &n }

var catalogue = []Plan{
	{
		ID: Essencial, Name: "Essencial", PriceCents: 1590, Period: "/mês",
		Description: "O essencial para organizar o casamento sem planilhas.",
		Features: []string{"Até 50 convidados", "10 fotos na galeria de inspirações", "Organizador de tarefas básico",
			"Suporte por e-mail", "Organizador de presentes básico"},
		Limits:        Limits{Guests: capOf(50), GalleryImages: capOf(10)},
		GatedFeatures: []Feature{},
	},
	{
		ID: Premium, Name: "Premium", PriceCents: 2990, Period: "/mês", IsPopular: true,
		Description: "Tudo para planejar cada detalhe, do convite à lua de mel.",
		Features: []string{"Até 150 convidados", "50 fotos na galeria de inspirações", "Organizador de tarefas completo",
			"Convites digitais personalizados", "PIX para presentes", "Organizador de lua de mel", "Integração com calendário", "Suporte prioritário"},
		Limits:        Limits{Guests: capOf(150), GalleryImages: capOf(50)},
		GatedFeatures: []Feature{DigitalInvitations, PixGifts, HoneymoonPlanner, CalendarIntegration},
	},
	{
		ID: Luxo, Name: "Luxo", PriceCents: 4990, Period: "/mês",
		Description: "A experiência completa, sem limites, com atendimento pelo WhatsApp.",
		Features: []string{"Convidados ilimitados", "200 fotos na galeria de inspirações", "Todos os recursos do Premium",
			"Integração com calendário", "Alertas de chuva", "Calendário de ações avançado", "Suporte pelo WhatsApp", "Backup automático",
			"Acesso prioritário a novidades"},
		Limits:        Limits{Guests: nil, GalleryImages: capOf(200)},
		GatedFeatures: []Feature{DigitalInvitations, PixGifts, HoneymoonPlanner, CalendarIntegration, WeatherAlerts},
	},
}

// All returns the plans in upgrade order.
func All() []Plan { return append([]Plan(nil), catalogue...) }

// Get returns the plan with id, or false.
func Get(id ID) (Plan, bool) {
	for _, p := range catalogue {
		if p.ID == id {
			return p, true
		}
	}
	return Plan{}, false
}

// Has reports whether the plan includes a gated feature.
func (p Plan) Has(f Feature) bool {
	for _, g := range p.GatedFeatures {
		if g == f {
			return true
		}
	}
	return false
}

// Cap returns the plan's cap on l, or nil when unlimited.
func (p Plan) Cap(l Limit) *int {
	switch l {
	case Guests:
		return p.Limits.Guests
	case GalleryImages:
		return p.Limits.GalleryImages
	}
	return nil
}

var limitNouns = map[Limit]string{Guests: "convidados", GalleryImages: "imagens"}

// CheckAdd returns a 403 plan_limit error when adding one more l to current would exceed the
// plan's cap. The error's details are what the web app's gated card shows.
func (p Plan) CheckAdd(l Limit, current int) error {
	limit := p.Cap(l)
	if limit == nil || current < *limit {
		return nil
	}
	return &apperr.Error{
		Kind: apperr.KindForbidden, Code: "plan_limit",
		Message: fmt.Sprintf("Seu plano %s permite até %d %s. Faça upgrade para adicionar mais.", p.Name, *limit, limitNouns[l]),
		Details: map[string]any{
			"feature": string(l), "current_usage": current, "limit": *limit,
			"current_plan": string(p.ID), "current_plan_name": p.Name, "upgrade_required": true,
		},
	}
}

// CheckFeature returns a 403 feature_not_available error unless the plan includes f.
func (p Plan) CheckFeature(f Feature) error {
	if p.Has(f) {
		return nil
	}
	return &apperr.Error{
		Kind: apperr.KindForbidden, Code: "feature_not_available",
		Message: fmt.Sprintf("Esta funcionalidade não está disponível no plano %s. Faça upgrade para usar.", p.Name),
		Details: map[string]any{
			"feature": string(f), "current_plan": string(p.ID), "current_plan_name": p.Name, "upgrade_required": true,
		},
	}
}

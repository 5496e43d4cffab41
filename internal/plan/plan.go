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
	// StorageBytes caps the bytes of the files a wedding uploads: gallery images and contract
	// files together (thumbnails the server makes are not counted).
	StorageBytes Limit = "storage_bytes"
	// Members caps the people of the wedding's account: the owner, the partner and any
	// cerimonialistas, pending invitations included (internal/member enforces it with a 409).
	Members Limit = "members"
)

// Feature names a gated feature.
type Feature string

const (
	DigitalInvitations Feature = "digital_invitations"
	PixGifts           Feature = "pix_gifts"
	HoneymoonPlanner   Feature = "honeymoon_planner"
	// CalendarIntegration is each member's private iCalendar feed (/cal/{token}.ics).
	CalendarIntegration Feature = "calendar_integration"
	// WhatsAppSupport gates the support WhatsApp number: GET /api/subscription carries it
	// only to weddings whose plan has it (and only when the operator configured a number).
	WhatsAppSupport Feature = "whatsapp_support"
	// WeatherAlerts is the rain forecast for the venue on the wedding day and its alerts
	// (/app/weather-alert, GET /api/weather and the scheduler's rain alerts).
	WeatherAlerts Feature = "weather_alerts"
	// AutomaticBackup is Luxo's 'Backup automático': a weekly copy of the wedding's export (the
	// LGPD zip), the last 4 kept and downloadable in Configurações (privacy/backup.go).
	AutomaticBackup Feature = "automatic_backup"
)

// AllFeatures lists every gated feature. A feature added here must be gated by some plan, and
// every plan that has it must say so on its card (catalogue_test.go checks both).
func AllFeatures() []Feature {
	return []Feature{DigitalInvitations, PixGifts, HoneymoonPlanner, CalendarIntegration, WhatsAppSupport, WeatherAlerts, AutomaticBackup}
}

// AllLimits lists every counted resource; each card states every one of its caps.
func AllLimits() []Limit { return []Limit{Guests, GalleryImages, StorageBytes, Members} }

// Capability is something every plan does, named on a card without a gate or a limit behind it.
type Capability string

const (
	TaskOrganiser Capability = "task_organiser" // checklist with deadlines and reminders
	GiftOrganiser Capability = "gift_organiser" // gift list
	EmailSupport  Capability = "email_support"  // the support e-mail, when the operator set one
	GuestFiles    Capability = "guest_files"    // guest list import and export (CSV and Excel)
	// RSVPLinks is the guests' side of issue 13 on every plan: a personal RSVP link per guest,
	// sent by the couple's tap on WhatsApp, with companions answered per person.
	RSVPLinks Capability = "rsvp_links"
)

// Capabilities maps each capability to the API route that delivers it to every plan (a test in
// internal/app checks the route exists): a capability line names something real.
func Capabilities() map[Capability]string {
	return map[Capability]string{
		TaskOrganiser: "GET /api/checklist",
		GiftOrganiser: "GET /api/gifts",
		EmailSupport:  "GET /api/site",
		GuestFiles:    "GET /api/guests/export",
		RSVPLinks:     "GET /api/guests/summary",
	}
}

// Channel is a support channel the operator configures (ACEITO_SUPPORT_*). A card line about a
// channel is shown only when it is configured: no card promises support that has no address.
type Channel string

const (
	ChannelEmail    Channel = "email"
	ChannelWhatsApp Channel = "whatsapp"
)

// Channels says which support channels this deployment has.
type Channels map[Channel]bool

// Line is one feature line of a plan card and what makes it true: exactly one of Gate (the plan
// has that gated feature), Limit (the text states the plan's cap), Capability (every plan does
// it) or Includes (every gate and limit of that earlier plan, or better). catalogue_test.go
// fails for a line with nothing behind it and for a gate no card mentions.
type Line struct {
	Text       string
	Gate       Feature
	Limit      Limit
	Capability Capability
	Includes   ID
	// Channel, when set, hides the line unless that support channel is configured.
	Channel Channel
}

func gate(f Feature, text string) Line          { return Line{Text: text, Gate: f} }
func limit(l Limit, text string) Line           { return Line{Text: text, Limit: l} }
func capability(c Capability, text string) Line { return Line{Text: text, Capability: c} }
func includes(id ID, text string) Line          { return Line{Text: text, Includes: id} }

// when shows the line only while the support channel ch is configured.
func (l Line) when(ch Channel) Line { l.Channel = ch; return l }

// Limits holds the usage caps of a plan; nil means unlimited.
type Limits struct {
	Guests        *int `json:"guests"`
	GalleryImages *int `json:"gallery_images"`
	StorageBytes  *int `json:"storage_bytes"`
	Members       *int `json:"members"`
}

// Storage per plan, for photos and contracts together.
const (
	essencialStorage = 50 << 20
	premiumStorage   = 500 << 20
	luxoStorage      = 2 << 30
)

// storageLine is the plan card's line for a storage limit: "50 MB para fotos e contratos".
func storageLine(n int) string { return StorageText(int64(n)) + " para fotos e contratos" }

// StorageText writes a byte count the way the plan cards do: whole GB from 1 GB up, else whole
// MB (rounded up, so a file of 1 byte shows as 1 MB and never as 0 MB).
func StorageText(n int64) string {
	if n >= 1<<30 && n%(1<<30) == 0 {
		return fmt.Sprintf("%d GB", n>>30)
	}
	return fmt.Sprintf("%d MB", (n+(1<<20)-1)>>20)
}

// Plan describes one subscription tier.
type Plan struct {
	ID          ID     `json:"id"`
	Name        string `json:"name"`
	PriceCents  int64  `json:"price_cents"`
	Period      string `json:"period"`
	Description string `json:"description"`
	// Features are the card's lines as shown: Lines' texts, minus those of unconfigured
	// support channels (All and Get drop every channel line; Catalogue keeps configured ones).
	Features      []string  `json:"features"`
	Lines         []Line    `json:"-"`
	IsPopular     bool      `json:"is_popular"`
	Limits        Limits    `json:"limits"`
	GatedFeatures []Feature `json:"gated_features"`
}

func capOf(n int) *int { return &n }

var catalogue = []Plan{
	{
		ID: Essencial, Name: "Essencial", PriceCents: 1590, Period: "/mês",
		Description: "O essencial para organizar o casamento sem planilhas.",
		Lines: []Line{
			limit(Guests, "Até 50 convidados"),
			limit(GalleryImages, "10 fotos na galeria de inspirações"),
			limit(StorageBytes, storageLine(essencialStorage)),
			limit(Members, "2 pessoas no planejamento (vocês dois)"),
			capability(TaskOrganiser, "Organizador de tarefas completo"),
			capability(GuestFiles, "Importar e exportar convidados (Excel e CSV)"),
			capability(GiftOrganiser, "Organizador de presentes básico"),
			capability(RSVPLinks, "Confirmação de presença por link pessoal e WhatsApp"),
			capability(EmailSupport, "Suporte por e-mail").when(ChannelEmail),
		},
		Limits:        Limits{Guests: capOf(50), GalleryImages: capOf(10), StorageBytes: capOf(essencialStorage), Members: capOf(2)},
		GatedFeatures: []Feature{},
	},
	{
		ID: Premium, Name: "Premium", PriceCents: 2990, Period: "/mês", IsPopular: true,
		Description: "Tudo para planejar cada detalhe, do convite à lua de mel.",
		Lines: []Line{
			limit(Guests, "Até 150 convidados"),
			limit(GalleryImages, "50 fotos na galeria de inspirações"),
			limit(StorageBytes, storageLine(premiumStorage)),
			limit(Members, "3 pessoas no planejamento (o casal e a cerimonialista)"),
			capability(TaskOrganiser, "Organizador de tarefas completo"),
			capability(GuestFiles, "Importar e exportar convidados (Excel e CSV)"),
			capability(RSVPLinks, "Confirmação de presença por link pessoal e WhatsApp"),
			gate(DigitalInvitations, "Convites digitais personalizados"),
			gate(PixGifts, "PIX para presentes"),
			gate(PixGifts, "Site do casamento com lista de presentes"),
			gate(HoneymoonPlanner, "Organizador de lua de mel"),
			gate(CalendarIntegration, "Integração com calendário"),
			capability(EmailSupport, "Suporte por e-mail").when(ChannelEmail),
		},
		Limits:        Limits{Guests: capOf(150), GalleryImages: capOf(50), StorageBytes: capOf(premiumStorage), Members: capOf(3)},
		GatedFeatures: []Feature{DigitalInvitations, PixGifts, HoneymoonPlanner, CalendarIntegration},
	},
	{
		ID: Luxo, Name: "Luxo", PriceCents: 4990, Period: "/mês",
		Description: "A experiência completa, sem limites, com atendimento pelo WhatsApp.",
		Lines: []Line{
			limit(Guests, "Convidados ilimitados"),
			limit(GalleryImages, "200 fotos na galeria de inspirações"),
			limit(StorageBytes, storageLine(luxoStorage)),
			limit(Members, "5 pessoas no planejamento"),
			includes(Premium, "Todos os recursos do Premium"),
			gate(WeatherAlerts, "Alertas de chuva"),
			gate(AutomaticBackup, "Backup automático"),
			gate(WhatsAppSupport, "Suporte pelo WhatsApp").when(ChannelWhatsApp),
		},
		Limits:        Limits{Guests: nil, GalleryImages: capOf(200), StorageBytes: capOf(luxoStorage), Members: capOf(5)},
		GatedFeatures: []Feature{DigitalInvitations, PixGifts, HoneymoonPlanner, CalendarIntegration, WhatsAppSupport, WeatherAlerts, AutomaticBackup},
	},
}

// withFeatures returns p with Features filled from its lines for the configured channels.
func (p Plan) withFeatures(ch Channels) Plan {
	p.Features = []string{}
	for _, l := range p.Lines {
		if l.Channel == "" || ch[l.Channel] {
			p.Features = append(p.Features, l.Text)
		}
	}
	return p
}

// Catalogue returns the plans in upgrade order with the card lines this deployment can keep:
// a support line shows only when its channel is configured. GET /api/plans serves it.
func Catalogue(ch Channels) []Plan {
	out := make([]Plan, len(catalogue))
	for i, p := range catalogue {
		out[i] = p.withFeatures(ch)
	}
	return out
}

// All returns the plans in upgrade order, without support-channel lines.
func All() []Plan { return Catalogue(nil) }

// Get returns the plan with id, or false.
func Get(id ID) (Plan, bool) {
	for _, p := range catalogue {
		if p.ID == id {
			return p.withFeatures(nil), true
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
	case StorageBytes:
		return p.Limits.StorageBytes
	case Members:
		return p.Limits.Members
	}
	return nil
}

var limitNouns = map[Limit]string{Guests: "convidados", GalleryImages: "imagens"}

// CheckAdd returns a 403 plan_limit error when adding one more l to current would exceed the
// plan's cap. The error's details are what the web app's gated card shows.
func (p Plan) CheckAdd(l Limit, current int) error {
	if l == StorageBytes {
		return p.CheckStorage(int64(current), 1)
	}
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

// CheckStorage returns a 403 plan_limit error when adding bytes to the used ones would pass the
// plan's storage. Its details carry byte counts under their own names (not current_usage/limit),
// so the web app's gated card shows the message instead of a "52428800 utilizados" bar. The top
// plan has nothing to upgrade to: its message only asks to free space.
func (p Plan) CheckStorage(used, adding int64) error {
	limit := p.Limits.StorageBytes
	if limit == nil || used+adding <= int64(*limit) {
		return nil
	}
	upgrade := p.ID != Luxo
	msg := fmt.Sprintf("Seu plano %s permite até %s para fotos e contratos. Exclua arquivos", p.Name, StorageText(int64(*limit)))
	if upgrade {
		msg += " ou faça upgrade para enviar mais."
	} else {
		msg += " para enviar mais."
	}
	return &apperr.Error{
		Kind: apperr.KindForbidden, Code: "plan_limit", Message: msg,
		Details: map[string]any{
			"feature": string(StorageBytes), "used_bytes": used, "limit_bytes": *limit,
			"current_plan": string(p.ID), "current_plan_name": p.Name, "upgrade_required": upgrade,
		},
	}
}

// RequiredPlan is the plan that has f: the cheapest plan whose gates include it, whatever plan
// a couple is on (a gated card names it: 'Disponível no plano Luxo'). False when no plan does.
func RequiredPlan(f Feature) (Plan, bool) {
	var best Plan
	found := false
	for _, p := range catalogue {
		if p.Has(f) && (!found || p.PriceCents < best.PriceCents) {
			best, found = p, true
		}
	}
	if !found {
		return Plan{}, false
	}
	return best.withFeatures(nil), true
}

// CheckFeature returns a 403 feature_not_available error unless the plan includes f. Its
// details name the plan that has f (required_plan), taken from the catalogue.
func (p Plan) CheckFeature(f Feature) error {
	if p.Has(f) {
		return nil
	}
	details := map[string]any{
		"feature": string(f), "current_plan": string(p.ID), "current_plan_name": p.Name, "upgrade_required": true,
	}
	if r, ok := RequiredPlan(f); ok {
		details["required_plan"], details["required_plan_name"] = string(r.ID), r.Name
	}
	return &apperr.Error{
		Kind: apperr.KindForbidden, Code: "feature_not_available",
		Message: fmt.Sprintf("Esta funcionalidade não está disponível no plano %s. Faça upgrade para usar.", p.Name),
		Details: details,
	}
}

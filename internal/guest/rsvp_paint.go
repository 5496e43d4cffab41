package guest

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"github.com/aceito/aceito/internal/ptbr"
)

// paintInvitation returns the top of a guest's invitation, p, as the RSVP page's script renders
// it (web/src/features/rsvp/rsvp-guest-page.tsx, Invitation: the card, its header, the event's
// details and the deadline, without the form): the page's first paint, which a phone shows as
// soon as the HTML arrives instead of 'Carregando convite...' until the JS has (issue 16). The
// script then renders the same markup with the form below it, so nothing moves.
// e2e/tests/first-paint.spec.ts compares the two, element by element.
//
// Only the couple's invitation, none of the guest's own data: the heading greets without the
// name ('Olá!'; the script adds it). What fetches the link without running its script (an
// e-mail's link scanner, a preview bot) so learns no more than the preview tells it.
func paintInvitation(p Public) (template.HTML, error) {
	type detail struct {
		Icon         template.HTML
		Label, Value string
	}
	d := struct {
		Couple, Verb, Deadline string
		Details                []detail
		Open, HasDeadline      bool
	}{Open: p.Aberto, HasDeadline: p.Prazo != nil}
	if p.CoupleNames != nil && *p.CoupleNames != "" {
		d.Couple, d.Verb = *p.CoupleNames, "convida"
		if strings.Contains(d.Couple, " e ") {
			d.Verb = "convidam"
		}
	}
	d.Deadline = "—"
	if p.Prazo != nil {
		d.Deadline = ptbr.Date(*p.Prazo)
	}
	add := func(icon, label string, value *string, format func(string) string) {
		if value != nil && *value != "" {
			d.Details = append(d.Details, detail{Icon: lucideIcon(icon, "absolute top-0.5 left-0 size-5 text-primary"), Label: label, Value: format(*value)})
		}
	}
	same := func(s string) string { return s }
	add("calendar-days", "Data", p.WeddingDate, ptbr.Date)
	add("map-pin", "Festa", p.WeddingLocation, same)
	add("map-pin", "Endereço", p.WeddingAddress, same)
	add("church", "Cerimônia religiosa", p.ReligiousCeremonyDate, ptbr.Date)
	add("landmark", "Cerimônia civil", p.CivilCeremonyDate, func(date string) string {
		if p.CivilCeremonyAddress != nil && *p.CivilCeremonyAddress != "" {
			return ptbr.Date(date) + " · " + *p.CivilCeremonyAddress
		}
		return ptbr.Date(date)
	})
	var out bytes.Buffer
	if err := invitationPaint.Execute(&out, map[string]any{"D": d, "Heart": lucideIcon("heart", "size-6")}); err != nil {
		return "", fmt.Errorf("guest.paintInvitation: %w", err)
	}
	return template.HTML(out.String()), nil //nolint:gosec // html/template escaped every value
}

// invitationPaint is Invitation's markup up to its form, class for class (see paintInvitation).
var invitationPaint = template.Must(template.New("invitation").Parse(strings.Join([]string{
	`<article class="w-full rounded-3xl border bg-card px-5 py-7 shadow-soft sm:px-8">`,
	`<header class="text-center">`,
	`<span class="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">{{.Heart}}</span>`,
	`<p class="mt-3 text-sm tracking-wide text-muted-foreground uppercase">Você recebeu um convite</p>`,
	`<h1 class="mt-1 font-serif text-3xl font-semibold wrap-anywhere">Olá!</h1>`,
	`{{if .D.Couple}}<p class="mt-2 text-muted-foreground"><strong class="font-semibold text-foreground">{{.D.Couple}}</strong> {{.D.Verb}} você para o casamento.</p>{{end}}`,
	`</header>`,
	`<dl class="mx-auto mt-5 grid max-w-sm gap-3">`,
	`{{range .D.Details}}<div class="relative min-w-0 pl-8"><dt class="text-xs text-muted-foreground">{{.Icon}}{{.Label}}</dt><dd class="font-medium wrap-anywhere">{{.Value}}</dd></div>{{end}}`,
	`</dl>`,
	`{{if and .D.HasDeadline .D.Open}}<p class="mt-5 text-center font-medium text-primary">Confirme até {{.D.Deadline}}</p>{{end}}`,
	`{{if not .D.Open}}<p role="status" class="mt-5 rounded-2xl bg-muted px-4 py-3 text-center text-sm">O prazo para responder terminou em {{.D.Deadline}}. Para mudar sua resposta, fale com os noivos.</p>{{end}}`,
	`</article>`,
}, "")))

// lucideShapes are the shapes of the lucide icons the painted invitation shows
// (web/src/features/rsvp/icons.ts, lucide-react 1.75.0's data, ISC licence).
var lucideShapes = map[string]string{
	"calendar-days": `<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path><path d="M8 13h.01"></path><path d="M12 13h.01"></path><path d="M16 13h.01"></path><path d="M8 17h.01"></path><path d="M12 17h.01"></path><path d="M16 17h.01"></path>`,
	"church":        `<path d="M10 9h4"></path><path d="M12 7v5"></path><path d="M14 21v-3a2 2 0 0 0-4 0v3"></path><path d="m18 9 3.52 2.147a1 1 0 0 1 .48.854V19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6.999a1 1 0 0 1 .48-.854L6 9"></path><path d="M6 21V7a1 1 0 0 1 .376-.782l5-3.999a1 1 0 0 1 1.249.001l5 4A1 1 0 0 1 18 7v14"></path>`,
	"heart":         `<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"></path>`,
	"landmark":      `<path d="M10 18v-7"></path><path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z"></path><path d="M14 18v-7"></path><path d="M18 18v-7"></path><path d="M3 22h18"></path><path d="M6 18v-7"></path>`,
	"map-pin":       `<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>`,
}

// lucideIcon is the markup web/src/components/svg-icon.tsx renders for the icon name with the
// extra classes and aria-hidden="true".
func lucideIcon(name, classes string) template.HTML {
	return template.HTML(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-` + //nolint:gosec // constants only
		name + ` ` + classes + `" aria-hidden="true">` + lucideShapes[name] + `</svg>`)
}

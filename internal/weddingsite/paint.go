package weddingsite

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/ptbr"
)

// paintSite returns the site s as the page's script renders it
// (web/src/features/wedding-site/public/public-site.tsx, SiteBody), up to 'Confirmar presença'
// (the gift list, which changes as guests give, and the footer follow with the script): the
// page's first paint, which a phone shows as soon as the HTML arrives instead of 'Carregando...'
// until the JS has (issue 16). The script then renders the same markup with the gifts below it,
// so nothing moves. e2e/tests/first-paint.spec.ts compares the two, element by element.
func paintSite(s Public, now time.Time) (template.HTML, error) {
	// Plain strings, "" for absent: the script shows a text only when it is not empty.
	text := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	type placeCard struct{ Title, Horario, Local, Endereco, MapsURL string }
	d := struct {
		Nomes, Date, Countdown, Historia, Traje, Dicas string
		Places                                         []placeCard
	}{Nomes: s.Nomes, Historia: text(s.Historia), Traje: text(s.Traje), Dicas: text(s.Dicas)}
	if s.Data != nil && *s.Data != "" {
		// São Paulo's calendar: the script counts in the guest's own, the same for a guest in
		// Brazil; elsewhere the script's count replaces it.
		d.Date, d.Countdown = ptbr.Date(*s.Data), countdown(*s.Data, now.In(ptbr.SaoPaulo))
	}
	for _, p := range []struct {
		title string
		place *Place
	}{{"Cerimônia", s.Cerimonia}, {"Festa", s.Festa}} {
		if p.place != nil {
			d.Places = append(d.Places, placeCard{p.title, text(p.place.Horario), text(p.place.Local), text(p.place.Endereco), text(p.place.MapsURL)})
		}
	}
	var out bytes.Buffer
	if err := sitePaint.Execute(&out, d); err != nil {
		return "", fmt.Errorf("weddingsite.paintSite: %w", err)
	}
	return template.HTML(out.String()), nil //nolint:gosec // html/template escaped every value
}

// countdown is public-site.tsx's countdownText for the wedding day iso (YYYY-MM-DD) seen on
// today's date.
func countdown(iso string, today time.Time) string {
	day, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return ""
	}
	from := time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
	switch days := int(day.Sub(from).Round(24*time.Hour) / (24 * time.Hour)); {
	case days > 1:
		return fmt.Sprintf("Faltam %d dias", days)
	case days == 1:
		return "É amanhã!"
	case days == 0:
		return "É hoje!"
	default:
		return "Já dissemos sim!"
	}
}

// sitePaint is SiteBody's markup up to its gift list, class for class (see paintSite).
var sitePaint = template.Must(template.New("site").Parse(strings.Join([]string{
	`<main class="mx-auto grid max-w-3xl gap-10 px-4 py-10 sm:px-6">`,
	`<header class="grid gap-2 text-center">`,
	`<p class="text-sm tracking-widest text-muted-foreground uppercase">Vamos nos casar</p>`,
	`<h1 class="font-serif text-4xl font-semibold wrap-anywhere text-primary sm:text-5xl">{{.Nomes}}</h1>`,
	`{{if .Date}}<p class="text-lg font-medium">{{.Date}}</p><p data-testid="countdown" class="text-muted-foreground">{{.Countdown}}</p>{{end}}`,
	`</header>`,
	`{{with .Historia}}<section class="grid gap-3"><h2 class="font-serif text-2xl font-semibold">Nossa história</h2><p class="wrap-anywhere whitespace-pre-line">{{.}}</p></section>{{end}}`,
	`{{with .Places}}<section class="grid gap-3"><h2 class="font-serif text-2xl font-semibold">Onde e quando</h2><div class="grid gap-4 sm:grid-cols-2">`,
	`{{range .}}<div class="grid gap-1 rounded-2xl border bg-card p-4 shadow-soft"><h3 class="font-serif text-xl font-semibold">{{.Title}}</h3>`,
	`{{with .Horario}}<p class="font-medium">às {{.}}</p>{{end}}`,
	`{{with .Local}}<p>{{.}}</p>{{end}}`,
	`{{with .Endereco}}<p class="text-sm text-muted-foreground">{{.}}</p>{{end}}`,
	`{{with .MapsURL}}<a class="mt-1 font-medium text-primary underline" href="{{.}}" target="_blank" rel="noreferrer">Ver no mapa</a>{{end}}`,
	`</div>{{end}}</div></section>{{end}}`,
	`{{with .Traje}}<section class="grid gap-3"><h2 class="font-serif text-2xl font-semibold">Traje</h2><p class="wrap-anywhere">{{.}}</p></section>{{end}}`,
	`{{with .Dicas}}<section class="grid gap-3"><h2 class="font-serif text-2xl font-semibold">Dicas para quem vem de fora</h2><p class="wrap-anywhere whitespace-pre-line">{{.}}</p></section>{{end}}`,
	`<section class="grid gap-3"><h2 class="font-serif text-2xl font-semibold">Confirmar presença</h2><p>Cada convidado tem um link pessoal de confirmação. Abra o link que os noivos enviaram para você por WhatsApp ou e-mail e responda por você e pela sua família.</p></section>`,
	`</main>`,
}, "")))

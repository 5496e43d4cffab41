package plan

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestEveryCardLineIsBacked: a card sells only what the code does. Each line has exactly one
// backing, and that backing holds for the plan the card belongs to.
func TestEveryCardLineIsBacked(t *testing.T) {
	capText := map[Capability]string{}
	for i, p := range catalogue {
		if len(p.Lines) == 0 {
			t.Errorf("%s: a card without lines", p.ID)
		}
		seen := map[string]bool{}
		for _, l := range p.Lines {
			where := fmt.Sprintf("%s %q", p.ID, l.Text)
			if seen[l.Text] || strings.TrimSpace(l.Text) == "" {
				t.Errorf("%s: empty or repeated line", where)
			}
			seen[l.Text] = true
			n := 0
			for _, set := range []bool{l.Gate != "", l.Limit != "", l.Capability != "", l.Includes != ""} {
				if set {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%s: %d backings, want exactly one of gate, limit, capability, includes", where, n)
				continue
			}
			switch {
			case l.Gate != "":
				if !slices.Contains(AllFeatures(), l.Gate) || !p.Has(l.Gate) {
					t.Errorf("%s: sells gate %s that the plan does not have", where, l.Gate)
				}
			case l.Limit != "":
				if !slices.Contains(AllLimits(), l.Limit) {
					t.Errorf("%s: unknown limit %s", where, l.Limit)
				} else if want := capPattern(l.Limit, p.Cap(l.Limit)); !want.MatchString(l.Text) {
					t.Errorf("%s: states limit %s, but the plan's cap is %v (want %s)", where, l.Limit, deref(p.Cap(l.Limit)), want)
				}
			case l.Capability != "":
				if _, ok := Capabilities()[l.Capability]; !ok {
					t.Errorf("%s: unknown capability %s", where, l.Capability)
				}
				// Every plan has a capability, so no card may describe it as more or less.
				if prev, ok := capText[l.Capability]; ok && prev != l.Text {
					t.Errorf("%s: capability %s is %q on another card; every plan has the same", where, l.Capability, prev)
				}
				capText[l.Capability] = l.Text
			case l.Includes != "":
				inc, ok := Get(l.Includes)
				if !ok || slices.IndexFunc(catalogue[:i], func(q Plan) bool { return q.ID == inc.ID }) < 0 {
					t.Errorf("%s: includes %s, which is not an earlier plan", where, l.Includes)
					continue
				}
				if !strings.Contains(l.Text, inc.Name) {
					t.Errorf("%s: does not name the plan it includes (%s)", where, inc.Name)
				}
				for _, f := range inc.GatedFeatures {
					if !p.Has(f) {
						t.Errorf("%s: %s has %s, %s does not", where, inc.ID, f, p.ID)
					}
				}
				for _, lim := range AllLimits() {
					if c := inc.Cap(lim); c == nil && p.Cap(lim) != nil || c != nil && p.Cap(lim) != nil && *p.Cap(lim) < *c {
						t.Errorf("%s: %s allows more %s than %s", where, inc.ID, lim, p.ID)
					}
				}
			}
			// A support promise needs an address behind it, so it shows only when configured.
			if strings.Contains(strings.ToLower(l.Text), "suporte") != (l.Channel != "") {
				t.Errorf("%s: a support line must name its channel and only support lines do (channel %q)", where, l.Channel)
			}
		}
	}
}

// TestEveryGateAndLimitIsOnTheCards: a gate no card mentions is a feature sold nowhere (or a
// card that hides what a plan has); each card states every cap it has.
func TestEveryGateAndLimitIsOnTheCards(t *testing.T) {
	var mentions func(p Plan, f Feature) bool
	mentions = func(p Plan, f Feature) bool {
		for _, l := range p.Lines {
			if l.Gate == f {
				return true
			}
			if inc, ok := Get(l.Includes); ok && l.Includes != p.ID && inc.Has(f) && mentions(inc, f) {
				return true
			}
		}
		return false
	}
	for _, f := range AllFeatures() {
		gated := false
		for _, p := range catalogue {
			if p.Has(f) {
				gated = true
				if !mentions(p, f) {
					t.Errorf("%s has gate %s, but its card does not mention it", p.ID, f)
				}
			}
		}
		if !gated {
			t.Errorf("gate %s: no plan has it", f)
		}
	}
	for _, p := range catalogue {
		for _, g := range p.GatedFeatures {
			if !slices.Contains(AllFeatures(), g) {
				t.Errorf("%s: gate %s missing from AllFeatures", p.ID, g)
			}
		}
		for _, lim := range AllLimits() {
			if !slices.ContainsFunc(p.Lines, func(l Line) bool { return l.Limit == lim }) {
				t.Errorf("%s: the card does not state its %s limit", p.ID, lim)
			}
		}
	}
}

func TestSupportLinesFollowTheConfiguredChannels(t *testing.T) {
	texts := func(ch Channels, id ID) []string {
		for _, p := range Catalogue(ch) {
			if p.ID == id {
				return p.Features
			}
		}
		return nil
	}
	for _, id := range []ID{Essencial, Premium, Luxo} {
		for _, f := range texts(nil, id) {
			if strings.Contains(f, "Suporte") {
				t.Errorf("%s lists %q with no channel configured", id, f)
			}
		}
	}
	if got := texts(Channels{ChannelEmail: true}, Essencial); !slices.Contains(got, "Suporte por e-mail") {
		t.Errorf("essencial with e-mail: %q", got)
	}
	if got := texts(Channels{ChannelEmail: true}, Luxo); slices.Contains(got, "Suporte pelo WhatsApp") {
		t.Errorf("luxo lists WhatsApp without a number: %q", got)
	}
	want := []string{"Convidados ilimitados", "200 fotos na galeria de inspirações", "2 GB para fotos e contratos", "5 pessoas no planejamento", "Todos os recursos do Premium",
		"Alertas de chuva", "Backup automático", "Suporte pelo WhatsApp"}
	if got := texts(Channels{ChannelWhatsApp: true}, Luxo); !slices.Equal(got, want) {
		t.Errorf("luxo with WhatsApp: %q, want %q", got, want)
	}
	if p, _ := Get(Premium); p.Features == nil || slices.Contains(p.Features, "Suporte por e-mail") {
		t.Errorf("Get must drop channel lines and never return nil features: %q", p.Features)
	}
}

// capPattern matches a text that states cap: the number as a whole word (a storage cap as the
// cards write bytes, "50 MB"), or "ilimitad…".
func capPattern(l Limit, cap *int) *regexp.Regexp {
	if cap == nil {
		return regexp.MustCompile(`(?i)\bilimitad[oa]s?\b`)
	}
	if l == StorageBytes {
		return regexp.MustCompile(`(^|[^0-9.])` + regexp.QuoteMeta(StorageText(int64(*cap))) + `\b`)
	}
	return regexp.MustCompile(`(^|[^0-9.])` + regexp.QuoteMeta(fmt.Sprint(*cap)) + `([^0-9.]|$)`)
}

func deref(n *int) any {
	if n == nil {
		return "unlimited"
	}
	return *n
}

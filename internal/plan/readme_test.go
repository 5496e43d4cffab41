package plan

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestREADMETableMatchesCatalogue keeps the README's plan table (what operators and support
// read) equal to the catalogue the server enforces.
func TestREADMETableMatchesCatalogue(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[ID][]string{}
	for _, line := range strings.Split(string(readme), "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 6 {
			continue
		}
		for _, p := range All() {
			if strings.HasPrefix(cells[0], p.Name+" (`"+string(p.ID)+"`") {
				rows[p.ID] = cells
			}
		}
	}
	limit := func(n *int) string {
		if n == nil {
			return "unlimited"
		}
		return fmt.Sprint(*n)
	}
	premium, _ := Get(Premium)
	for _, p := range All() {
		cells, ok := rows[p.ID]
		if !ok {
			t.Errorf("README has no row for plan %s", p.ID)
			continue
		}
		price := fmt.Sprintf("R$ %d,%02d%s", p.PriceCents/100, p.PriceCents%100, p.Period)
		if cells[1] != price || cells[2] != limit(p.Limits.Guests) || cells[3] != limit(p.Limits.GalleryImages) || cells[4] != limit(p.Limits.Members) {
			t.Errorf("README row %q, catalogue has price %q, guests %s, images %s, people %s", cells, price,
				limit(p.Limits.Guests), limit(p.Limits.GalleryImages), limit(p.Limits.Members))
		}
		for _, f := range p.GatedFeatures {
			if !strings.Contains(cells[5], "`"+string(f)+"`") && !(strings.Contains(cells[5], "those of Premium") && premium.Has(f)) {
				t.Errorf("README row of %s does not list gated feature %s", p.ID, f)
			}
		}
		if len(p.GatedFeatures) == 0 && cells[5] != "—" {
			t.Errorf("README row of %s lists gated features %q; the catalogue has none", p.ID, cells[5])
		}
	}
}

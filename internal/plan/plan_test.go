package plan

import "testing"

func TestCatalogueMatchesDesign(t *testing.T) {
	want := map[ID]struct {
		name  string
		price int64
	}{
		Essencial: {"Essencial", 1590},
		Premium:   {"Premium", 2990},
		Luxo:      {"Luxo", 4990},
	}
	if len(All()) != len(want) {
		t.Fatalf("catalogue has %d plans, want %d", len(All()), len(want))
	}
	for id, w := range want {
		p, ok := Get(id)
		if !ok || p.Name != w.name || p.PriceCents != w.price {
			t.Errorf("Get(%s) = %+v, %v; want %s R$ %d centavos", id, p, ok, w.name, w.price)
		}
	}
	if _, ok := Get("master"); ok {
		t.Error("a master plan must not exist")
	}
	if _, ok := Get(Default); !ok || Default != Essencial {
		t.Errorf("default plan %q, want essencial", Default)
	}
}

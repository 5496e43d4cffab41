package plan

import (
	"testing"

	"github.com/aceito/aceito/internal/apperr"
)

func TestCatalogueMatchesDesign(t *testing.T) {
	want := []struct {
		id             ID
		name           string
		price          int64
		guests, images *int
		popular        bool
	}{
		{Essencial, "Essencial", 1590, capOf(50), capOf(10), false},
		{Premium, "Premium", 2990, capOf(150), capOf(50), true},
		{Luxo, "Luxo", 4990, nil, capOf(200), false},
	}
	all := All()
	if len(all) != len(want) {
		t.Fatalf("catalogue has %d plans, want %d", len(all), len(want))
	}
	eq := func(a, b *int) bool { return (a == nil && b == nil) || (a != nil && b != nil && *a == *b) }
	for i, w := range want {
		p := all[i]
		if p.ID != w.id || p.Name != w.name || p.PriceCents != w.price || p.Period != "/mês" || p.IsPopular != w.popular ||
			!eq(p.Limits.Guests, w.guests) || !eq(p.Limits.GalleryImages, w.images) || len(p.Features) == 0 || p.Description == "" ||
			p.GatedFeatures == nil { // the web app expects a list, never null

			t.Errorf("plan %d = %+v, want %+v", i, p, w)
		}
	}
	if _, ok := Get("master"); ok {
		t.Error("a master plan must not exist")
	}
	if Default != Essencial {
		t.Errorf("default plan %q, want essencial", Default)
	}
}

func TestGates(t *testing.T) {
	cases := []struct {
		plan ID
		f    Feature
		want bool
	}{
		{Essencial, DigitalInvitations, false}, {Essencial, PixGifts, false}, {Essencial, HoneymoonPlanner, false}, {Essencial, WhatsAppSupport, false},
		{Essencial, CalendarIntegration, false}, {Premium, CalendarIntegration, true}, {Luxo, CalendarIntegration, true},
		{Premium, DigitalInvitations, true}, {Premium, PixGifts, true}, {Premium, HoneymoonPlanner, true}, {Premium, WhatsAppSupport, false},
		{Luxo, DigitalInvitations, true}, {Luxo, PixGifts, true}, {Luxo, HoneymoonPlanner, true}, {Luxo, WhatsAppSupport, true},
		{Essencial, WeatherAlerts, false}, {Premium, WeatherAlerts, false}, {Luxo, WeatherAlerts, true},
	}
	for _, c := range cases {
		p, _ := Get(c.plan)
		err := p.CheckFeature(c.f)
		if (err == nil) != c.want {
			t.Errorf("%s %s: err %v, want allowed=%v", c.plan, c.f, err, c.want)
		}
		if err != nil {
			e, _ := apperr.As(err)
			if e.Kind != apperr.KindForbidden || e.Code != "feature_not_available" || e.Details["upgrade_required"] != true {
				t.Errorf("%s %s: %+v", c.plan, c.f, e)
			}
		}
	}
}

func TestCheckAdd(t *testing.T) {
	essencial, _ := Get(Essencial)
	if err := essencial.CheckAdd(Guests, 49); err != nil {
		t.Fatalf("49 → 50th guest refused: %v", err)
	}
	err := essencial.CheckAdd(Guests, 50)
	e, ok := apperr.As(err)
	if !ok || e.Kind != apperr.KindForbidden || e.Code != "plan_limit" ||
		e.Message != "Seu plano Essencial permite até 50 convidados. Faça upgrade para adicionar mais." ||
		e.Details["current_usage"] != 50 || e.Details["limit"] != 50 || e.Details["current_plan"] != "essencial" {
		t.Fatalf("51st guest: %+v", e)
	}
	if err := essencial.CheckAdd(GalleryImages, 10); err == nil {
		t.Fatal("11th image allowed on essencial")
	}
	luxo, _ := Get(Luxo)
	if err := luxo.CheckAdd(Guests, 100000); err != nil {
		t.Fatalf("luxo is unlimited: %v", err)
	}
}

// Each card's storage line is the plan's storage limit, written as the cards write it.
func TestStorageLimitAndCardLine(t *testing.T) {
	want := map[ID]string{Essencial: "50 MB para fotos e contratos", Premium: "500 MB para fotos e contratos",
		Luxo: "2 GB para fotos e contratos"}
	for _, p := range All() {
		if p.Limits.StorageBytes == nil {
			t.Fatalf("%s has no storage limit", p.ID)
		}
		if got := StorageText(int64(*p.Limits.StorageBytes)) + " para fotos e contratos"; got != want[p.ID] {
			t.Errorf("%s storage %q, want %q", p.ID, got, want[p.ID])
		}
		found := false
		for _, f := range p.Features {
			found = found || f == want[p.ID]
		}
		if !found {
			t.Errorf("%s card lacks %q: %q", p.ID, want[p.ID], p.Features)
		}
	}
}

func TestCheckStorage(t *testing.T) {
	ess, _ := Get(Essencial)
	luxo, _ := Get(Luxo)
	q := int64(50 << 20)
	if err := ess.CheckStorage(q-10, 10); err != nil {
		t.Errorf("exactly at the limit: %v", err)
	}
	err := ess.CheckStorage(q-10, 11)
	e, ok := apperr.As(err)
	if !ok || e.Kind != apperr.KindForbidden || e.Code != "plan_limit" ||
		e.Message != "Seu plano Essencial permite até 50 MB para fotos e contratos. Exclua arquivos ou faça upgrade para enviar mais." ||
		e.Details["upgrade_required"] != true {
		t.Errorf("one byte over: %#v", err)
	}
	e, _ = apperr.As(luxo.CheckStorage(2<<30, 1))
	if e == nil || e.Message != "Seu plano Luxo permite até 2 GB para fotos e contratos. Exclua arquivos para enviar mais." ||
		e.Details["upgrade_required"] != false {
		t.Errorf("Luxo over: %#v", e)
	}
	if got := StorageText(1); got != "1 MB" {
		t.Errorf("StorageText(1) = %q", got)
	}
}

func TestRequiredPlanIsTheCheapestPlanWithTheGate(t *testing.T) {
	for f, want := range map[Feature]ID{
		HoneymoonPlanner: Premium, DigitalInvitations: Premium, WhatsAppSupport: Luxo,
	} {
		got, ok := RequiredPlan(f)
		if !ok || got.ID != want {
			t.Errorf("RequiredPlan(%s) = %s, %v; want %s", f, got.ID, ok, want)
		}
	}
	if got, ok := RequiredPlan("no_such_feature"); ok {
		t.Errorf("RequiredPlan of an ungated feature = %s", got.ID)
	}
	// Whatever the couple's plan, the error names the plan that has the feature.
	for _, on := range []ID{Essencial, Premium} {
		p, _ := Get(on)
		e, _ := apperr.As(p.CheckFeature(WhatsAppSupport))
		if e == nil || e.Details["required_plan"] != "luxo" || e.Details["required_plan_name"] != "Luxo" {
			t.Errorf("CheckFeature on %s: %+v", on, e)
		}
	}
}

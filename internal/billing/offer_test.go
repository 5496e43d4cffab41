package billing_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/billing"
)

type offerView struct {
	Active     bool `json:"active"`
	PercentOff int  `json:"percent_off"`
	Months     int  `json:"months"`
	Places     int  `json:"places"`
	PlacesLeft int  `json:"places_left"`
	Eligible   bool `json:"eligible"`
}

func offerOf(t *testing.T, s *apptest.Server) offerView {
	t.Helper()
	res := s.NewClient(t).Do("GET", "/api/offer", nil)
	if res.Status != 200 {
		t.Fatalf("GET /api/offer: %d %s", res.Status, res.Body)
	}
	var v offerView
	res.JSON(t, &v)
	return v
}

type charge struct {
	outcome *string
	amount  *int64
}

func chargeOf(t *testing.T, s *apptest.Server, email string) charge {
	t.Helper()
	var c charge
	if err := s.DB.QueryRow(`SELECT offer_outcome, amount_cents FROM checkout_sessions WHERE email = $1 AND status = 'paid'`, email).
		Scan(&c.outcome, &c.amount); err != nil {
		t.Fatalf("charge of %s: %v", email, err)
	}
	return c
}

func (c charge) String() string {
	o, a := "<nil>", int64(-1)
	if c.outcome != nil {
		o = *c.outcome
	}
	if c.amount != nil {
		a = *c.amount
	}
	return fmt.Sprintf("%s/%d", o, a)
}

func TestDiscountedCents(t *testing.T) {
	for _, c := range []struct {
		price int64
		pct   int
		want  int64
	}{{1590, 50, 795}, {2990, 50, 1495}, {4990, 50, 2495}, {2990, 33, 2003}, {1, 50, 0}, {999, 1, 989}} {
		if got := billing.DiscountedCents(c.price, c.pct); got != c.want {
			t.Errorf("DiscountedCents(%d, %d) = %d, want %d", c.price, c.pct, got, c.want)
		}
	}
}

// The default offer is on; opening a checkout shows the discount without taking a place, paying
// takes one and charges the discounted price, and a couple's later checkout pays full price.
func TestLaunchOfferClaimedAtPayment(t *testing.T) {
	s := apptest.New(t)
	if v := offerOf(t, s); v != (offerView{Active: true, PercentOff: 50, Months: 3, Places: 100, PlacesLeft: 100, Eligible: true}) {
		t.Fatalf("default offer: %+v", v)
	}
	visitor := s.NewClient(t)
	page := checkout(t, visitor, map[string]any{"plan": "premium", "email": "noivos@exemplo.com"})
	body := string(visitor.Do("GET", page, nil).Body)
	for _, want := range []string{"<s class=\"was\" aria-label=\"Preço normal R$ 29,90\">R$ 29,90</s> R$ 14,95/mês",
		"50% de desconto nos 3 primeiros meses; depois, R$ 29,90/mês", "Pagar R$ 14,95"} {
		if !strings.Contains(body, want) {
			t.Fatalf("checkout page lacks %q:\n%s", want, body)
		}
	}
	if v := offerOf(t, s); v.PlacesLeft != 100 {
		t.Fatalf("opening a checkout took a place: %+v", v)
	}
	if res := pay(t, visitor, page, "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	if v := offerOf(t, s); v.PlacesLeft != 99 || !v.Active {
		t.Fatalf("after one payment: %+v", v)
	}
	if c := chargeOf(t, s, "noivos@exemplo.com"); c.String() != "claimed/1495" {
		t.Fatalf("charge: %s", c)
	}
	// The portal lists what was charged.
	visitor.Do("GET", "/billing/return", nil)
	if res := visitor.Do("GET", "/billing/local-portal", nil); !strings.Contains(string(res.Body), "R$ 14,95") {
		t.Fatalf("portal: %d %s", res.Status, res.Body)
	}

	// The couple, now paying, upgrades: the offer was for their first paid plan.
	var mine offerView
	visitor.Do("GET", "/api/offer", nil).JSON(t, &mine)
	if !mine.Active || mine.Eligible {
		t.Fatalf("offer as the paying couple sees it: %+v", mine)
	}
	upgrade := checkout(t, visitor, map[string]any{"plan": "luxo"})
	if body := string(visitor.Do("GET", upgrade, nil).Body); !strings.Contains(body, "Pagar R$ 49,90") || strings.Contains(body, "desconto") {
		t.Fatalf("upgrade page:\n%s", body)
	}
	if res := pay(t, visitor, upgrade, "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay upgrade: %d", res.Status)
	}
	if v := offerOf(t, s); v.PlacesLeft != 99 {
		t.Fatalf("the upgrade took a place: %+v", v)
	}

	// A couple who signed up without paying gets the offer on their first payment.
	free := s.SignUp(t, "gratis@exemplo.com")
	free.Do("GET", "/api/offer", nil).JSON(t, &mine)
	if !mine.Eligible {
		t.Fatalf("offer as a couple who never paid sees it: %+v", mine)
	}
	first := checkout(t, free, map[string]any{"plan": "essencial"})
	if body := string(free.Do("GET", first, nil).Body); !strings.Contains(body, "Pagar R$ 7,95") {
		t.Fatalf("first payment of a signed-up couple:\n%s", body)
	}
}

// With the last two places left, three concurrent payments of discounted checkouts give exactly
// two discounted subscriptions and one at full price.
func TestLaunchOfferLastPlacesConcurrent(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_LAUNCH_OFFER": "50:3:3"})
	emails := []string{"a@exemplo.com", "b@exemplo.com", "c@exemplo.com"}
	clients := make([]*apptest.Client, len(emails))
	pages := make([]string, len(emails))
	for i, e := range emails {
		clients[i] = s.NewClient(t)
		pages[i] = checkout(t, clients[i], map[string]any{"plan": "premium", "email": e})
		if body := string(clients[i].Do("GET", pages[i], nil).Body); !strings.Contains(body, "Pagar R$ 14,95") {
			t.Fatalf("checkout %d should hold a place:\n%s", i, body)
		}
	}
	// Three open checkouts hold the three places: a fourth is not handed the discount.
	fourth := s.NewClient(t)
	page4 := checkout(t, fourth, map[string]any{"plan": "premium", "email": "d@exemplo.com"})
	if body := string(fourth.Do("GET", page4, nil).Body); !strings.Contains(body, "Pagar R$ 29,90") {
		t.Fatalf("fourth checkout got the discount:\n%s", body)
	}
	// The operator restarts with two places: the three reserved checkouts now race for the last two.
	if err := billing.SyncOffer(context.Background(), s.DB, billing.OfferTerms{Open: true, PercentOff: 50, Places: 2, Months: 3}, s.Now()); err != nil {
		t.Fatal(err)
	}
	if v := offerOf(t, s); v.PlacesLeft != 2 {
		t.Fatalf("before the race: %+v", v)
	}
	start := make(chan struct{})
	statuses := make([]int, len(emails))
	var wg sync.WaitGroup
	for i := range emails {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			statuses[i] = pay(t, clients[i], pages[i], "4242 4242 4242 4242").Status
		}()
	}
	close(start)
	wg.Wait()
	counts := map[string]int{}
	for i, e := range emails {
		if statuses[i] != http.StatusSeeOther {
			t.Fatalf("payment %d: %d", i, statuses[i])
		}
		counts[chargeOf(t, s, e).String()]++
	}
	if counts["claimed/1495"] != 2 || counts["lost/2990"] != 1 {
		t.Fatalf("charges: %v", counts)
	}
	if v := offerOf(t, s); v.Active || v.PlacesLeft != 0 {
		t.Fatalf("after the last places: %+v", v)
	}
	var claimed int
	if err := s.DB.QueryRow(`SELECT claimed FROM launch_offer`).Scan(&claimed); err != nil || claimed != 2 {
		t.Fatalf("claimed %d (%v)", claimed, err)
	}
	// Couple number 3 (and anyone after) pays full price.
	late := s.NewClient(t)
	if body := string(late.Do("GET", checkout(t, late, map[string]any{"plan": "luxo", "email": "e@exemplo.com"}), nil).Body); !strings.Contains(body, "Pagar R$ 49,90") {
		t.Fatalf("checkout after the offer closed:\n%s", body)
	}
}

func TestLaunchOfferOff(t *testing.T) {
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_LAUNCH_OFFER": "off"})
	if v := offerOf(t, s); v.Active || v.PlacesLeft != 0 {
		t.Fatalf("offer off: %+v", v)
	}
	visitor := s.NewClient(t)
	page := checkout(t, visitor, map[string]any{"plan": "premium", "email": "noivos@exemplo.com"})
	if body := string(visitor.Do("GET", page, nil).Body); !strings.Contains(body, "Pagar R$ 29,90") || strings.Contains(body, "desconto") {
		t.Fatalf("page with the offer off:\n%s", body)
	}
	pay(t, visitor, page, "4242 4242 4242 4242")
	if c := chargeOf(t, s, "noivos@exemplo.com"); c.outcome != nil || c.amount == nil || *c.amount != 2990 {
		t.Fatalf("charge with the offer off: %s", c)
	}
}

type launchDiscount struct {
	PercentOff     int       `json:"percent_off"`
	PriceCents     int64     `json:"price_cents"`
	FullPriceCents int64     `json:"full_price_cents"`
	EndsAt         time.Time `json:"ends_at"`
}

// launchDiscountOf is the subscription card's launch_discount (nil when it shows none).
func launchDiscountOf(t *testing.T, c *apptest.Client) *launchDiscount {
	t.Helper()
	var v struct {
		LaunchDiscount *launchDiscount `json:"launch_discount"`
	}
	c.Do("GET", "/api/subscription", nil).JSON(t, &v)
	return v.LaunchDiscount
}

func TestSubscriptionShowsTheLaunchDiscountWhileItLasts(t *testing.T) {
	s := apptest.New(t)
	couple := s.SignUp(t, "desconto@exemplo.com")
	if d := launchDiscountOf(t, couple); d != nil {
		t.Fatalf("a trial shows a discount: %+v", d)
	}
	paidAt := s.Now()
	if res := pay(t, couple, checkout(t, couple, map[string]any{"plan": "premium"}), "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	d := launchDiscountOf(t, couple)
	if d == nil || d.PercentOff != 50 || d.PriceCents != 1495 || d.FullPriceCents != 2990 || !d.EndsAt.Equal(paidAt.AddDate(0, 3, 0)) {
		t.Fatalf("launch discount after the first payment: %+v (paid at %s)", d, paidAt)
	}
	// Paid (almost) three months ago: one second before the months end the discount still
	// shows, at the end it is gone. (The payment is moved back rather than the clock forward,
	// which would end the local plan's month and the session.)
	paidBack := func(d time.Duration) {
		if _, err := s.DB.Exec(`UPDATE checkout_sessions SET completed_at = $1 WHERE email = 'desconto@exemplo.com'`,
			s.Now().AddDate(0, -3, 0).Add(d).UTC()); err != nil {
			t.Fatal(err)
		}
	}
	paidBack(time.Second)
	if d := launchDiscountOf(t, couple); d == nil || !d.EndsAt.Equal(s.Now().Add(time.Second)) {
		t.Fatalf("discount one second before its months end: %+v", d)
	}
	paidBack(0)
	if d := launchDiscountOf(t, couple); d != nil {
		t.Fatalf("discount shown after its months: %+v", d)
	}

	// A couple who paid full price (no place left) sees no discount.
	other := s.SignUp(t, "cheio@exemplo.com")
	if _, err := s.DB.Exec(`UPDATE launch_offer SET claimed = places`); err != nil {
		t.Fatal(err)
	}
	if res := pay(t, other, checkout(t, other, map[string]any{"plan": "luxo"}), "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	if d := launchDiscountOf(t, other); d != nil {
		t.Fatalf("full-price couple shows a discount: %+v", d)
	}
}

func TestALocalPlanChangeEndsTheLaunchDiscount(t *testing.T) {
	s := apptest.New(t)
	couple := s.SignUp(t, "troca@exemplo.com")
	if res := pay(t, couple, checkout(t, couple, map[string]any{"plan": "essencial"}), "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay: %d %s", res.Status, res.Body)
	}
	if d := launchDiscountOf(t, couple); d == nil || d.PriceCents != 795 || d.FullPriceCents != 1590 {
		t.Fatalf("discount on Essencial: %+v", d)
	}
	s.Advance(time.Hour)
	if res := pay(t, couple, checkout(t, couple, map[string]any{"plan": "luxo"}), "4242 4242 4242 4242"); res.Status != http.StatusSeeOther {
		t.Fatalf("pay upgrade: %d %s", res.Status, res.Body)
	}
	if d := launchDiscountOf(t, couple); d != nil {
		t.Fatalf("the full-price upgrade still shows the discount: %+v", d)
	}
}

// Package plan is the one catalogue of subscription plans. Everything that shows or enforces
// a plan reads it from here.
package plan

// ID identifies a plan; it is what the weddings table stores.
type ID string

const (
	Essencial ID = "essencial"
	Premium   ID = "premium"
	Luxo      ID = "luxo"
)

// Default is the plan a new wedding starts on.
const Default = Essencial

// Plan describes one subscription tier.
type Plan struct {
	ID         ID     `json:"id"`
	Name       string `json:"name"`
	PriceCents int64  `json:"price_cents"`
}

var catalogue = []Plan{
	{ID: Essencial, Name: "Essencial", PriceCents: 1590},
	{ID: Premium, Name: "Premium", PriceCents: 2990},
	{ID: Luxo, Name: "Luxo", PriceCents: 4990},
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

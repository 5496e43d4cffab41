package billing

import (
	"slices"
	"sort"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/aceito/aceito/api"
	"github.com/aceito/aceito/internal/plan"
)

// TestSubscriptionKeysMatchTheDocument keeps the Subscription schema's features and usage, closed
// objects with every key required, equal to what subscriptionView fills: every plan.AllFeatures
// and every usageQueries limit. A new gated feature or counted limit breaks this test until
// api/openapi.yaml (and so the web's generated types) has it.
func TestSubscriptionKeysMatchTheDocument(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas struct {
				Subscription struct {
					Properties map[string]struct {
						Required             []string       `yaml:"required"`
						AdditionalProperties *bool          `yaml:"additionalProperties"`
						Properties           map[string]any `yaml:"properties"`
					} `yaml:"properties"`
				} `yaml:"Subscription"`
			} `yaml:"schemas"`
		} `yaml:"components"`
	}
	if err := yaml.Unmarshal(api.OpenAPI, &doc); err != nil {
		t.Fatalf("api/openapi.yaml: %v", err)
	}
	var features, limits []string
	for _, f := range plan.AllFeatures() {
		features = append(features, string(f))
	}
	for l := range usageQueries {
		limits = append(limits, string(l))
	}
	for name, want := range map[string][]string{"features": features, "usage": limits} {
		s := doc.Components.Schemas.Subscription.Properties[name]
		var props []string
		for p := range s.Properties {
			props = append(props, p)
		}
		req := slices.Clone(s.Required)
		for _, l := range [][]string{want, props, req} {
			sort.Strings(l)
		}
		if !slices.Equal(props, want) || !slices.Equal(req, want) {
			t.Errorf("Subscription.%s: properties %v, required %v; the server sends %v", name, props, req, want)
		}
		if s.AdditionalProperties == nil || *s.AdditionalProperties {
			t.Errorf("Subscription.%s: want additionalProperties: false (a closed object)", name)
		}
	}
}

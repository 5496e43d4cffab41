package config

import (
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsNeedNoSetup(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DataDir != "./data" || c.DatabaseURL != "" || c.BaseURL != "http://localhost:8080" ||
		c.SessionTTL != 30*24*time.Hour || c.SecureCookies() || c.DBMaxConns != 8 {
		t.Fatalf("defaults %+v", c)
	}
}

func TestOverrides(t *testing.T) {
	c, err := Load(env(map[string]string{
		"ACEITO_ADDR": "127.0.0.1:9000", "ACEITO_DATA_DIR": "/var/lib/aceito", "DATABASE_URL": "postgres://x",
		"ACEITO_BASE_URL": "https://aceito.com.br/", "ACEITO_SESSION_TTL": "12h", "ACEITO_TRUST_PROXY": "true",
		"ACEITO_LOG_LEVEL": "warn", "ACEITO_DB_MAX_CONNS": "4",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9000" || c.BaseURL != "https://aceito.com.br" || !c.SecureCookies() || c.SessionTTL != 12*time.Hour ||
		!c.TrustProxy || c.LogLevel.String() != "WARN" || c.DBMaxConns != 4 || c.DatabaseURL != "postgres://x" {
		t.Fatalf("overrides %+v", c)
	}
}

func TestBadValuesAreErrors(t *testing.T) {
	for k, v := range map[string]string{
		"ACEITO_SESSION_TTL": "forever", "ACEITO_TRUST_PROXY": "talvez", "ACEITO_LOG_LEVEL": "loud",
		"ACEITO_LOG_FORMAT": "xml", "ACEITO_DB_MAX_CONNS": "0", "ACEITO_BASE_URL": "aceito.com.br/app",
		"ACEITO_BILLING": "paypal",
	} {
		if _, err := Load(env(map[string]string{k: v})); err == nil {
			t.Errorf("%s=%s accepted", k, v)
		}
	}
}

func TestStripeNeedsItsSecrets(t *testing.T) {
	if _, err := Load(env(map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_x"})); err == nil {
		t.Fatal("stripe without a webhook secret accepted")
	}
	c, err := Load(env(map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_x",
		"ACEITO_STRIPE_WEBHOOK_SECRET": "whsec_x", "ACEITO_STRIPE_API_URL": "http://127.0.0.1:12111"}))
	if err != nil || c.Billing != "stripe" || c.StripeAPIURL != "http://127.0.0.1:12111" {
		t.Fatalf("stripe config: %+v %v", c, err)
	}
}

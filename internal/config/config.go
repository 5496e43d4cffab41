// Package config builds the one Config struct from ACEITO_* environment variables (plus
// DATABASE_URL). Every value has a default that works on a laptop with nothing installed.
package config

import (
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Config is everything the server needs to start.
type Config struct {
	Addr        string        // ACEITO_ADDR, default ":8080"
	DataDir     string        // ACEITO_DATA_DIR, default "./data"; holds the SQLite file
	DatabaseURL string        // DATABASE_URL; when set, PostgreSQL is used instead of SQLite
	BaseURL     string        // ACEITO_BASE_URL, the public URL used in e-mailed links
	SessionTTL  time.Duration // ACEITO_SESSION_TTL, default 720h (30 days)
	TrustProxy  bool          // ACEITO_TRUST_PROXY: take the client IP from X-Forwarded-For
	LogLevel    slog.Level    // ACEITO_LOG_LEVEL: debug, info (default), warn, error
	LogFormat   string        // ACEITO_LOG_FORMAT: json (default) or text
	DBMaxConns  int           // ACEITO_DB_MAX_CONNS, default 8
	PprofAddr   string        // ACEITO_PPROF_ADDR: serve net/http/pprof there (e.g. 127.0.0.1:6060); off when empty
	Billing     string        // ACEITO_BILLING: payment provider, "local" (built-in test mode, default) or "stripe"
	// Stripe, when ACEITO_BILLING=stripe: ACEITO_STRIPE_SECRET_KEY and ACEITO_STRIPE_WEBHOOK_SECRET
	// are required; ACEITO_STRIPE_API_URL points the client elsewhere (stripe-mock in tests).
	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIURL        string
}

// SecureCookies reports whether cookies must carry the Secure flag: the public URL is HTTPS.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.BaseURL, "https://") }

// Load reads the configuration through getenv (os.Getenv in main, a map in tests).
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:        orDefault(getenv("ACEITO_ADDR"), ":8080"),
		DataDir:     orDefault(getenv("ACEITO_DATA_DIR"), "./data"),
		DatabaseURL: getenv("DATABASE_URL"),
		BaseURL:     strings.TrimRight(getenv("ACEITO_BASE_URL"), "/"),
		LogFormat:   orDefault(getenv("ACEITO_LOG_FORMAT"), "json"),
		PprofAddr:   getenv("ACEITO_PPROF_ADDR"),
		Billing:     orDefault(getenv("ACEITO_BILLING"), "local"),

		StripeSecretKey:     getenv("ACEITO_STRIPE_SECRET_KEY"),
		StripeWebhookSecret: getenv("ACEITO_STRIPE_WEBHOOK_SECRET"),
		StripeAPIURL:        getenv("ACEITO_STRIPE_API_URL"),
		SessionTTL:          30 * 24 * time.Hour,
		DBMaxConns:          8,
	}
	if c.BaseURL == "" {
		port := c.Addr[strings.LastIndex(c.Addr, ":")+1:]
		c.BaseURL = "http://localhost:" + port
	}
	if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		return Config{}, fmt.Errorf("config: ACEITO_BASE_URL %q: want scheme://host[:port], e.g. https://aceito.com.br", c.BaseURL)
	}
	switch c.Billing {
	case "local":
	case "stripe":
		if c.StripeSecretKey == "" || c.StripeWebhookSecret == "" {
			return Config{}, fmt.Errorf("config: ACEITO_BILLING=stripe needs ACEITO_STRIPE_SECRET_KEY and ACEITO_STRIPE_WEBHOOK_SECRET")
		}
	default:
		return Config{}, fmt.Errorf("config: ACEITO_BILLING %q: want \"local\" or \"stripe\"", c.Billing)
	}
	if v := getenv("ACEITO_SESSION_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Minute {
			return Config{}, fmt.Errorf("config: ACEITO_SESSION_TTL %q: want a duration of at least 1m", v)
		}
		c.SessionTTL = d
	}
	if v := getenv("ACEITO_TRUST_PROXY"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_TRUST_PROXY %q: %w", v, err)
		}
		c.TrustProxy = b
	}
	if v := getenv("ACEITO_LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_LOG_LEVEL %q: %w", v, err)
		}
	}
	if c.LogFormat != "json" && c.LogFormat != "text" {
		return Config{}, fmt.Errorf("config: ACEITO_LOG_FORMAT %q: want json or text", c.LogFormat)
	}
	if v := getenv("ACEITO_DB_MAX_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return Config{}, fmt.Errorf("config: ACEITO_DB_MAX_CONNS %q: want a positive integer", v)
		}
		c.DBMaxConns = n
	}
	return c, nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// Package config builds the one Config struct from ACEITO_* environment variables (plus
// DATABASE_URL). Every value has a default that works on a laptop with nothing installed.
package config

import (
	"fmt"
	"log/slog"
	"net"
	"net/mail"
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
	// TestEndpoints (ACEITO_TEST_ENDPOINTS=true) adds /api/test/* routes for the browser tests
	// (read the outbox, run the scheduler at a given time), answered only to loopback clients.
	// Never on in production: refused with ACEITO_BILLING=stripe or an https ACEITO_BASE_URL.
	TestEndpoints bool
	// SMTP, when ACEITO_SMTP_HOST is set, delivers the outbox; without it e-mail stays in the
	// outbox table and the log.
	SMTP SMTP
	// Storage (ACEITO_STORAGE) keeps uploaded files: "local" (default, under ACEITO_DATA_DIR/files)
	// or "s3" (an S3-compatible bucket configured by ACEITO_S3_*).
	Storage string
	S3      S3
	// LaunchOffer (ACEITO_LAUNCH_OFFER) is the launch discount; see ParseLaunchOffer.
	LaunchOffer LaunchOffer
	// TestimonialsFile (ACEITO_TESTIMONIALS_FILE) is the operator's JSON file of real,
	// authorised testimonials shown on the landing page; empty shows none.
	TestimonialsFile string
}

// LaunchOffer is the launch discount: PercentOff % off the first Months monthly payments of
// the first Places couples that pay. Off disables it.
type LaunchOffer struct {
	Off        bool
	PercentOff int
	Places     int
	Months     int
}

// DefaultLaunchOffer is the spec's landing offer, 50 % off for the first 100 couples, for the
// first 3 months: the spec names no duration, and 3 months covers the busiest stretch of
// planning while keeping the launch's cost bounded (100 couples × 3 half-price months).
const DefaultLaunchOffer = "50:100:3"

// ParseLaunchOffer reads "percent:places:months" (e.g. 50:100:3) or "off".
func ParseLaunchOffer(v string) (LaunchOffer, error) {
	v = strings.TrimSpace(v)
	if strings.EqualFold(v, "off") {
		return LaunchOffer{Off: true}, nil
	}
	parts := strings.Split(v, ":")
	bad := fmt.Errorf("config: ACEITO_LAUNCH_OFFER %q: want percent:places:months (percent 1–99, places 1–1000000, months 1–36), e.g. %s, or off", v, DefaultLaunchOffer)
	if len(parts) != 3 {
		return LaunchOffer{}, bad
	}
	var n [3]int
	limits := [3]int{99, 1_000_000, 36}
	for i, part := range parts {
		x, err := strconv.Atoi(part)
		if err != nil || x < 1 || x > limits[i] {
			return LaunchOffer{}, bad
		}
		n[i] = x
	}
	return LaunchOffer{PercentOff: n[0], Places: n[1], Months: n[2]}, nil
}

// S3 is the bucket used with ACEITO_STORAGE=s3.
type S3 struct {
	Endpoint  string // ACEITO_S3_ENDPOINT: host[:port], no scheme (required)
	Bucket    string // ACEITO_S3_BUCKET (required, must exist)
	Region    string // ACEITO_S3_REGION; empty lets the client ask the server
	AccessKey string // ACEITO_S3_ACCESS_KEY (required)
	SecretKey string // ACEITO_S3_SECRET_KEY (required)
	UseSSL    bool   // ACEITO_S3_USE_SSL, default true
}

// SMTP is the outgoing mail server.
type SMTP struct {
	Host     string // ACEITO_SMTP_HOST; empty turns delivery off
	Port     int    // ACEITO_SMTP_PORT, default 587 (465 with TLS "tls")
	Username string // ACEITO_SMTP_USERNAME; empty: no authentication
	Password string // ACEITO_SMTP_PASSWORD
	From     string // ACEITO_SMTP_FROM, e.g. "Aceito <nao-responda@aceito.com.br>" (required with a host)
	TLS      string // ACEITO_SMTP_TLS: starttls (default), tls or none
}

// Enabled reports whether e-mail is delivered over SMTP.
func (s SMTP) Enabled() bool { return s.Host != "" }

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
	if v := getenv("ACEITO_TEST_ENDPOINTS"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_TEST_ENDPOINTS %q: %w", v, err)
		}
		if b && (c.Billing == "stripe" || c.SecureCookies()) {
			return Config{}, fmt.Errorf("config: ACEITO_TEST_ENDPOINTS is for tests only: not with ACEITO_BILLING=stripe or an https ACEITO_BASE_URL")
		}
		c.TestEndpoints = b
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
	smtp, err := loadSMTP(getenv)
	if err != nil {
		return Config{}, err
	}
	c.SMTP = smtp
	if c.Storage, c.S3, err = loadStorage(getenv); err != nil {
		return Config{}, err
	}
	if c.LaunchOffer, err = ParseLaunchOffer(orDefault(getenv("ACEITO_LAUNCH_OFFER"), DefaultLaunchOffer)); err != nil {
		return Config{}, err
	}
	c.TestimonialsFile = strings.TrimSpace(getenv("ACEITO_TESTIMONIALS_FILE"))
	return c, nil
}

var s3Vars = []string{"ACEITO_S3_ENDPOINT", "ACEITO_S3_BUCKET", "ACEITO_S3_REGION", "ACEITO_S3_ACCESS_KEY", "ACEITO_S3_SECRET_KEY", "ACEITO_S3_USE_SSL"}

func loadStorage(getenv func(string) string) (string, S3, error) {
	kind := orDefault(strings.ToLower(strings.TrimSpace(getenv("ACEITO_STORAGE"))), "local")
	switch kind {
	case "local":
		// Half an S3 setup next to local storage would silently keep files on one server.
		for _, k := range s3Vars {
			if getenv(k) != "" {
				return "", S3{}, fmt.Errorf("config: %s is set but ACEITO_STORAGE is not s3", k)
			}
		}
		return kind, S3{}, nil
	case "s3":
	default:
		return "", S3{}, fmt.Errorf("config: ACEITO_STORAGE %q: want local or s3", kind)
	}
	s := S3{
		Endpoint:  strings.TrimSpace(getenv("ACEITO_S3_ENDPOINT")),
		Bucket:    strings.TrimSpace(getenv("ACEITO_S3_BUCKET")),
		Region:    strings.TrimSpace(getenv("ACEITO_S3_REGION")),
		AccessKey: getenv("ACEITO_S3_ACCESS_KEY"),
		SecretKey: getenv("ACEITO_S3_SECRET_KEY"),
		UseSSL:    true,
	}
	for k, v := range map[string]string{"ACEITO_S3_ENDPOINT": s.Endpoint, "ACEITO_S3_BUCKET": s.Bucket,
		"ACEITO_S3_ACCESS_KEY": s.AccessKey, "ACEITO_S3_SECRET_KEY": s.SecretKey} {
		if v == "" {
			return "", S3{}, fmt.Errorf("config: ACEITO_STORAGE=s3 needs %s", k)
		}
	}
	if strings.Contains(s.Endpoint, "://") || strings.ContainsAny(s.Endpoint, "/ @?#") {
		return "", S3{}, fmt.Errorf("config: ACEITO_S3_ENDPOINT %q: want host[:port] only, e.g. s3.amazonaws.com (TLS is ACEITO_S3_USE_SSL)", s.Endpoint)
	}
	if v := getenv("ACEITO_S3_USE_SSL"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return "", S3{}, fmt.Errorf("config: ACEITO_S3_USE_SSL %q: %w", v, err)
		}
		s.UseSSL = b
	}
	return kind, s, nil
}

func loadSMTP(getenv func(string) string) (SMTP, error) {
	s := SMTP{
		Host:     strings.TrimSpace(getenv("ACEITO_SMTP_HOST")),
		Username: getenv("ACEITO_SMTP_USERNAME"),
		Password: getenv("ACEITO_SMTP_PASSWORD"),
		From:     strings.TrimSpace(getenv("ACEITO_SMTP_FROM")),
		TLS:      orDefault(strings.ToLower(strings.TrimSpace(getenv("ACEITO_SMTP_TLS"))), "starttls"),
	}
	port := strings.TrimSpace(getenv("ACEITO_SMTP_PORT"))
	if s.Host == "" {
		// A half-done setup should not look like a working one that silently sends nothing.
		for _, k := range []string{"ACEITO_SMTP_PORT", "ACEITO_SMTP_USERNAME", "ACEITO_SMTP_PASSWORD", "ACEITO_SMTP_FROM", "ACEITO_SMTP_TLS"} {
			if getenv(k) != "" {
				return SMTP{}, fmt.Errorf("config: %s is set but ACEITO_SMTP_HOST is empty", k)
			}
		}
		return SMTP{}, nil
	}
	if strings.ContainsAny(s.Host, " /@") || (strings.Contains(s.Host, ":") && net.ParseIP(s.Host) == nil) {
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_HOST %q: want a host name or IP address only (the port goes in ACEITO_SMTP_PORT)", s.Host)
	}
	switch s.TLS {
	case "starttls", "none":
		s.Port = 587
	case "tls":
		s.Port = 465
	default:
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_TLS %q: want starttls, tls or none", s.TLS)
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_PORT %q: want a port number (1-65535)", port)
		}
		s.Port = n
	}
	if s.From == "" {
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_FROM is required with ACEITO_SMTP_HOST, e.g. 'Aceito <nao-responda@aceito.com.br>'")
	}
	if _, err := mail.ParseAddress(s.From); err != nil {
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_FROM %q: want an address like 'Aceito <nao-responda@aceito.com.br>': %w", s.From, err)
	}
	if (s.Username == "") != (s.Password == "") {
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_USERNAME and ACEITO_SMTP_PASSWORD go together")
	}
	if s.Username != "" && s.TLS == "none" {
		return SMTP{}, fmt.Errorf("config: ACEITO_SMTP_TLS=none would send the SMTP password unencrypted: use starttls or tls")
	}
	return s, nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// Package config builds the one Config struct from ACEITO_* environment variables (plus
// DATABASE_URL). Every value has a default that works on a laptop with nothing installed.
package config

import (
	"bytes"
	"crypto/ecdh"
	"encoding/base64"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/netip"
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
	SessionTTL  time.Duration // ACEITO_SESSION_TTL, default 720h (30 days): the sliding idle window
	// SessionMaxAge (ACEITO_SESSION_MAX_AGE, default 2160h = 90 days) is the absolute lifetime of a
	// session from sign-in, however often it is used: a stolen cookie cannot be kept alive forever.
	SessionMaxAge time.Duration
	TrustProxy    bool       // ACEITO_TRUST_PROXY (older): trust the immediate peer as one proxy hop
	LogLevel      slog.Level // ACEITO_LOG_LEVEL: debug, info (default), warn, error
	LogFormat     string     // ACEITO_LOG_FORMAT: json (default) or text
	DBMaxConns    int        // ACEITO_DB_MAX_CONNS, default 8
	PprofAddr     string     // ACEITO_PPROF_ADDR: serve net/http/pprof there (e.g. 127.0.0.1:6060); loopback only; off when empty
	// MetricsAddr (ACEITO_METRICS_ADDR) serves Prometheus metrics at /metrics on its own listener,
	// e.g. 127.0.0.1:9090 or 10.0.0.5:9090; off when empty. Never the public address: refused
	// on ACEITO_ADDR's port or on a public IP address.
	MetricsAddr string
	Billing     string // ACEITO_BILLING: payment provider, "local" (built-in test mode, default) or "stripe"
	// AllowTestPayments (ACEITO_ALLOW_TEST_PAYMENTS=true) lets ACEITO_BILLING=local run behind an
	// https ACEITO_BASE_URL (a staging server); without it that pairing is refused, because local
	// billing hands out paid plans for free.
	AllowTestPayments bool
	// Stripe, when ACEITO_BILLING=stripe: ACEITO_STRIPE_SECRET_KEY and ACEITO_STRIPE_WEBHOOK_SECRET
	// are required; ACEITO_STRIPE_API_URL points the client elsewhere (stripe-mock in tests).
	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIURL        string
	// Weather is the rain alert's forecast provider (Open-Meteo): ACEITO_WEATHER_URL and
	// ACEITO_GEOCODING_URL (default: the free public endpoints, non-commercial use only) and
	// ACEITO_WEATHER_API_KEY for the commercial endpoints.
	WeatherURL, GeocodingURL, WeatherAPIKey string
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
	// TrustedProxies (ACEITO_TRUSTED_PROXIES, comma-separated CIDRs, default none) are the reverse
	// proxies whose X-Forwarded-For is believed (ratelimit.Proxies.ClientIP).
	TrustedProxies []netip.Prefix
	// RateLimitFactor (ACEITO_RATE_LIMIT_FACTOR, default 1) multiplies every rate limit; the
	// browser tests raise it, since they sign up hundreds of accounts from one address.
	RateLimitFactor int
	// Operator is the company behind the deployment and its support channels (ACEITO_SUPPORT_*,
	// ACEITO_COMPANY_*, ACEITO_DPO_*), shown by the web app through GET /api/site.
	Operator Operator
	// MinFreeDisk (ACEITO_MIN_FREE_DISK, default 1GiB): with local storage, uploads are refused
	// with 507 while the files' filesystem has less free space; 0 turns the guard off.
	MinFreeDisk int64
	// MemoryLimit (ACEITO_MEMORY_LIMIT, default 512MiB) is the Go runtime's soft memory limit,
	// applied at start unless the GOMEMLIMIT variable is set; 0 leaves the runtime's default.
	MemoryLimit int64
	// LaunchOffer (ACEITO_LAUNCH_OFFER) is the launch discount; see ParseLaunchOffer.
	LaunchOffer LaunchOffer
	// TestimonialsFile (ACEITO_TESTIMONIALS_FILE) is the operator's JSON file of real,
	// authorised testimonials shown on the landing page; empty shows none.
	TestimonialsFile string
	// RSVPLinkKey (ACEITO_RSVP_LINK_KEY, 64+ hex characters) derives the guests' personal RSVP
	// links (guest.Links); empty uses a key made once in ACEITO_DATA_DIR/rsvp-link.key. Set it
	// when several instances share one database.
	RSVPLinkKey string
	// Web Push (issue 15). VAPIDPublicKey and VAPIDPrivateKey (ACEITO_VAPID_PUBLIC_KEY and
	// ACEITO_VAPID_PRIVATE_KEY, base64url, as `aceito vapid` prints them; both or neither) sign
	// the pushes; unset, a pair made once is kept in the database and shared by every instance.
	// VAPIDSubject (ACEITO_VAPID_SUBJECT, default mailto:contato@aceito.com.br) is the contact the
	// push services see.
	VAPIDPublicKey, VAPIDPrivateKey, VAPIDSubject string
	// PushHosts (ACEITO_PUSH_HOSTS, comma-separated host[:port], "*." for subdomains) are the
	// push services a subscription's endpoint may name: the server POSTs to those URLs, so no
	// other host is accepted. Default DefaultPushHosts. A loopback host listed here may use http
	// (the tests' push service).
	PushHosts []string
}

// DefaultPushHosts are the browsers' push services: Chrome and Android (FCM), Firefox, Safari
// and iOS (Apple), Edge (Windows).
var DefaultPushHosts = []string{"fcm.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"}

// DefaultVAPIDSubject is the contact in the VAPID token when ACEITO_VAPID_SUBJECT is unset.
const DefaultVAPIDSubject = "mailto:contato@aceito.com.br"

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
		MetricsAddr: getenv("ACEITO_METRICS_ADDR"),
		Billing:     orDefault(getenv("ACEITO_BILLING"), "local"),

		StripeSecretKey:     getenv("ACEITO_STRIPE_SECRET_KEY"),
		StripeWebhookSecret: getenv("ACEITO_STRIPE_WEBHOOK_SECRET"),
		StripeAPIURL:        getenv("ACEITO_STRIPE_API_URL"),
		WeatherURL:          orDefault(getenv("ACEITO_WEATHER_URL"), "https://api.open-meteo.com/v1/forecast"),
		GeocodingURL:        orDefault(getenv("ACEITO_GEOCODING_URL"), "https://geocoding-api.open-meteo.com/v1/search"),
		WeatherAPIKey:       getenv("ACEITO_WEATHER_API_KEY"),
		SessionTTL:          30 * 24 * time.Hour,
		SessionMaxAge:       90 * 24 * time.Hour,
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
	if v := getenv("ACEITO_ALLOW_TEST_PAYMENTS"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_ALLOW_TEST_PAYMENTS %q: %w", v, err)
		}
		c.AllowTestPayments = b
	}
	switch c.Billing {
	case "local":
		// Local billing grants any plan without payment: on a public (https) address it would be
		// a free-plans button, so it needs an explicit opt-in there.
		if c.SecureCookies() && !c.AllowTestPayments {
			return Config{}, fmt.Errorf("config: ACEITO_BILLING=local (test payments, no money) is refused with an https ACEITO_BASE_URL: use ACEITO_BILLING=stripe, or set ACEITO_ALLOW_TEST_PAYMENTS=true on a staging server")
		}
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
	if v := getenv("ACEITO_SESSION_MAX_AGE"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Minute {
			return Config{}, fmt.Errorf("config: ACEITO_SESSION_MAX_AGE %q: want a duration of at least 1m", v)
		}
		c.SessionMaxAge = d
	}
	if c.PprofAddr != "" && !loopbackAddr(c.PprofAddr) {
		return Config{}, fmt.Errorf("config: ACEITO_PPROF_ADDR %q: the profiler exposes memory and timings, so it listens on a loopback address only, e.g. 127.0.0.1:6060", c.PprofAddr)
	}
	if c.MetricsAddr != "" {
		if err := privateAddr(c.MetricsAddr, c.Addr); err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_METRICS_ADDR %q: %w", c.MetricsAddr, err)
		}
	}
	if v := getenv("ACEITO_TRUST_PROXY"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_TRUST_PROXY %q: %w", v, err)
		}
		c.TrustProxy = b
	}
	if v := getenv("ACEITO_TRUSTED_PROXIES"); v != "" {
		p, err := parseProxies(v)
		if err != nil {
			return Config{}, fmt.Errorf("config: ACEITO_TRUSTED_PROXIES: %w", err)
		}
		c.TrustedProxies = p
	}
	c.RateLimitFactor = 1
	if v := getenv("ACEITO_RATE_LIMIT_FACTOR"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			return Config{}, fmt.Errorf("config: ACEITO_RATE_LIMIT_FACTOR %q: want a whole number from 1 to 1000", v)
		}
		c.RateLimitFactor = n
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
	if c.Operator, err = loadOperator(getenv); err != nil {
		return Config{}, err
	}
	if c.MinFreeDisk, err = loadSize(getenv, "ACEITO_MIN_FREE_DISK", 1<<30); err != nil {
		return Config{}, err
	}
	if c.MemoryLimit, err = loadSize(getenv, "ACEITO_MEMORY_LIMIT", 512<<20); err != nil {
		return Config{}, err
	}
	if c.MemoryLimit != 0 && c.MemoryLimit < 64<<20 {
		return Config{}, fmt.Errorf("config: ACEITO_MEMORY_LIMIT %q: want at least 64MiB (or 0 for the Go default)", getenv("ACEITO_MEMORY_LIMIT"))
	}
	if c.LaunchOffer, err = ParseLaunchOffer(orDefault(getenv("ACEITO_LAUNCH_OFFER"), DefaultLaunchOffer)); err != nil {
		return Config{}, err
	}
	c.TestimonialsFile = strings.TrimSpace(getenv("ACEITO_TESTIMONIALS_FILE"))
	c.RSVPLinkKey = strings.TrimSpace(getenv("ACEITO_RSVP_LINK_KEY"))
	if err := loadPush(getenv, &c); err != nil {
		return Config{}, err
	}
	return c, nil
}

// loadPush reads the Web Push settings into c.
func loadPush(getenv func(string) string, c *Config) error {
	c.VAPIDPublicKey = strings.TrimSpace(getenv("ACEITO_VAPID_PUBLIC_KEY"))
	c.VAPIDPrivateKey = strings.TrimSpace(getenv("ACEITO_VAPID_PRIVATE_KEY"))
	if (c.VAPIDPublicKey == "") != (c.VAPIDPrivateKey == "") {
		return fmt.Errorf("config: set both ACEITO_VAPID_PUBLIC_KEY and ACEITO_VAPID_PRIVATE_KEY (aceito vapid prints a pair), or neither")
	}
	if c.VAPIDPublicKey != "" {
		if err := CheckVAPIDKeys(c.VAPIDPublicKey, c.VAPIDPrivateKey); err != nil {
			return fmt.Errorf("config: ACEITO_VAPID_PUBLIC_KEY / ACEITO_VAPID_PRIVATE_KEY: %w", err)
		}
	}
	c.VAPIDSubject = orDefault(strings.TrimSpace(getenv("ACEITO_VAPID_SUBJECT")), DefaultVAPIDSubject)
	if err := checkVAPIDSubject(c.VAPIDSubject); err != nil {
		return fmt.Errorf("config: ACEITO_VAPID_SUBJECT %q: %w", c.VAPIDSubject, err)
	}
	c.PushHosts = DefaultPushHosts
	if v := strings.TrimSpace(getenv("ACEITO_PUSH_HOSTS")); v != "" {
		c.PushHosts = nil
		for _, h := range strings.Split(v, ",") {
			h = strings.ToLower(strings.TrimSpace(h))
			if h == "" {
				continue
			}
			if _, _, _, err := ParsePushHost(h); err != nil {
				return fmt.Errorf("config: ACEITO_PUSH_HOSTS: %w", err)
			}
			c.PushHosts = append(c.PushHosts, h)
		}
		if len(c.PushHosts) == 0 {
			return fmt.Errorf("config: ACEITO_PUSH_HOSTS %q names no host", v)
		}
	}
	return nil
}

// ParsePushHost reads one ACEITO_PUSH_HOSTS entry: host, host:port, [ipv6]:port, or *.domain
// (any subdomain of domain), lower case.
func ParsePushHost(entry string) (host, port string, wildcard bool, err error) {
	bad := fmt.Errorf("%q: want host[:port] or *.domain, e.g. fcm.googleapis.com or 127.0.0.1:18601", entry)
	if entry == "" || strings.ContainsAny(entry, "/@?#% \t") || entry != strings.ToLower(entry) {
		return "", "", false, bad
	}
	host = entry
	if strings.HasPrefix(entry, "[") || strings.Count(entry, ":") == 1 {
		h, p, err := net.SplitHostPort(entry)
		if err != nil {
			return "", "", false, bad
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 || p != strconv.Itoa(n) {
			return "", "", false, bad
		}
		host, port = h, p
	} else if strings.Contains(entry, ":") {
		return "", "", false, bad // a bare IPv6 address: write it [::1]:port
	}
	if strings.HasPrefix(host, "*.") {
		host, wildcard = strings.TrimPrefix(host, "*."), true
	}
	if host == "" || strings.Contains(host, "*") || strings.HasPrefix(host, ".") || strings.HasSuffix(host, ".") {
		return "", "", false, bad
	}
	if wildcard && net.ParseIP(host) != nil {
		return "", "", false, bad
	}
	return host, port, wildcard, nil
}

// CheckVAPIDKeys checks a VAPID pair: base64url (padding optional), the public key an
// uncompressed P-256 point (65 bytes) and the private key its 32-byte scalar.
func CheckVAPIDKeys(public, private string) error {
	pub, err := decodeB64URL(public)
	if err != nil || len(pub) != 65 || pub[0] != 4 {
		return fmt.Errorf("the public key is not a base64url uncompressed P-256 point (65 bytes); aceito vapid prints a pair")
	}
	if _, err := ecdh.P256().NewPublicKey(pub); err != nil {
		return fmt.Errorf("the public key is not a point of P-256; aceito vapid prints a pair")
	}
	priv, err := decodeB64URL(private)
	if err != nil || len(priv) != 32 {
		return fmt.Errorf("the private key is not a base64url P-256 private key (32 bytes); aceito vapid prints a pair")
	}
	key, err := ecdh.P256().NewPrivateKey(priv)
	if err != nil {
		return fmt.Errorf("the private key is not a valid P-256 key; aceito vapid prints a pair")
	}
	if !bytes.Equal(key.PublicKey().Bytes(), pub) {
		return fmt.Errorf("the public key is not the private key's; use the pair aceito vapid printed together")
	}
	return nil
}

func decodeB64URL(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

// checkVAPIDSubject accepts the two forms RFC 8292 §2.1 names: a mailto: address or an https
// URL.
func checkVAPIDSubject(v string) error {
	if addr, ok := strings.CutPrefix(v, "mailto:"); ok {
		if a, err := mail.ParseAddress(addr); err == nil && a.Address == addr {
			return nil
		}
		return fmt.Errorf("want mailto:address, e.g. %s", DefaultVAPIDSubject)
	}
	if u, err := url.Parse(v); err == nil && u.Scheme == "https" && u.Host != "" {
		return nil
	}
	return fmt.Errorf("want mailto:address or an https URL, e.g. %s", DefaultVAPIDSubject)
}

// sizeUnits are the suffixes loadSize accepts, longest first so "MiB" is not read as "B".
var sizeUnits = []struct {
	suffix string
	factor int64
}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1}}

// loadSize reads a byte count such as "512MiB", "1GiB", "200MB" or "1048576" (the GOMEMLIMIT
// style), or def when the variable is empty.
func loadSize(getenv func(string) string, key string, def int64) (int64, error) {
	v := strings.TrimSpace(getenv(key))
	if v == "" {
		return def, nil
	}
	num, factor := v, int64(1)
	for _, u := range sizeUnits {
		if strings.HasSuffix(v, u.suffix) {
			num, factor = strings.TrimSpace(strings.TrimSuffix(v, u.suffix)), u.factor
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/factor {
		return 0, fmt.Errorf("config: %s %q: want a size such as 512MiB, 1GiB or a number of bytes", key, v)
	}
	return n * factor, nil
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

// loopbackAddr reports whether addr (host:port) names a loopback host: "localhost" or a
// loopback IP. An empty host (":6060") listens on every interface, so it is not loopback.
func loopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// privateAddr checks that the metrics address is host:port on another port than the public
// address and not a public IP: metrics reveal traffic and internals, so they stay on loopback or
// a private network (a wildcard host binds every interface: firewall the port).
func privateAddr(addr, public string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return fmt.Errorf("want host:port, e.g. 127.0.0.1:9090")
	}
	if _, publicPort, err := net.SplitHostPort(public); err == nil && publicPort == port {
		return fmt.Errorf("the metrics listen apart from the public address ACEITO_ADDR %q: use another port", public)
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		ip = ip.Unmap()
		if !ip.IsLoopback() && !ip.IsPrivate() && !ip.IsLinkLocalUnicast() && !ip.IsUnspecified() {
			return fmt.Errorf("a public IP address: the metrics must stay private, use loopback or a private network address")
		}
	}
	return nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// parseProxies reads a comma-separated list of CIDRs (a bare address means that one address).
func parseProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("%q: %w", f, err)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("%q: %w", f, err)
		}
		if p.Addr().Is4In6() {
			p = netip.PrefixFrom(p.Addr().Unmap(), max(0, p.Bits()-96))
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

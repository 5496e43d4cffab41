package config

import (
	"fmt"
	"maps"
	"strings"
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
		c.SessionTTL != 30*24*time.Hour || c.SecureCookies() || c.DBMaxConns != 8 || c.SessionMaxAge != 90*24*time.Hour ||
		c.AllowTestPayments || c.PprofAddr != "" {
		t.Fatalf("defaults %+v", c)
	}
}

func TestOverrides(t *testing.T) {
	c, err := Load(env(map[string]string{
		"ACEITO_ADDR": "127.0.0.1:9000", "ACEITO_DATA_DIR": "/var/lib/aceito", "DATABASE_URL": "postgres://x",
		"ACEITO_BASE_URL": "https://aceito.com.br/", "ACEITO_SESSION_TTL": "12h", "ACEITO_TRUST_PROXY": "true",
		"ACEITO_LOG_LEVEL": "warn", "ACEITO_DB_MAX_CONNS": "4", "ACEITO_ALLOW_TEST_PAYMENTS": "true",
		"ACEITO_SESSION_MAX_AGE": "720h", "ACEITO_PPROF_ADDR": "127.0.0.1:6060",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9000" || c.BaseURL != "https://aceito.com.br" || !c.SecureCookies() || c.SessionTTL != 12*time.Hour ||
		!c.TrustProxy || c.LogLevel.String() != "WARN" || c.DBMaxConns != 4 || c.DatabaseURL != "postgres://x" ||
		!c.AllowTestPayments || c.SessionMaxAge != 720*time.Hour || c.PprofAddr != "127.0.0.1:6060" {
		t.Fatalf("overrides %+v", c)
	}
}

func TestBadValuesAreErrors(t *testing.T) {
	for k, v := range map[string]string{
		"ACEITO_SESSION_TTL": "forever", "ACEITO_TRUST_PROXY": "talvez", "ACEITO_LOG_LEVEL": "loud",
		"ACEITO_LOG_FORMAT": "xml", "ACEITO_DB_MAX_CONNS": "0", "ACEITO_BASE_URL": "aceito.com.br/app",
		"ACEITO_BILLING": "paypal", "ACEITO_TEST_ENDPOINTS": "sim",
		"ACEITO_SESSION_MAX_AGE": "sempre", "ACEITO_ALLOW_TEST_PAYMENTS": "talvez",
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
	// The test endpoints must never reach a server that takes real payments.
	if _, err := Load(env(map[string]string{"ACEITO_BILLING": "stripe", "ACEITO_STRIPE_SECRET_KEY": "sk_test_x",
		"ACEITO_STRIPE_WEBHOOK_SECRET": "whsec_x", "ACEITO_TEST_ENDPOINTS": "true"})); err == nil {
		t.Fatal("test endpoints with stripe billing accepted")
	}
	if _, err := Load(env(map[string]string{"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_TEST_ENDPOINTS": "true"})); err == nil {
		t.Fatal("test endpoints on an https address accepted")
	}
}

// Local billing grants plans without payment: over https it needs ACEITO_ALLOW_TEST_PAYMENTS.
func TestLocalBillingRefusedOnHTTPS(t *testing.T) {
	https := map[string]string{"ACEITO_BASE_URL": "https://aceito.com.br"}
	if _, err := Load(env(https)); err == nil || !strings.Contains(err.Error(), "ACEITO_ALLOW_TEST_PAYMENTS") {
		t.Fatalf("local billing on https: %v", err)
	}
	for k, v := range map[string]string{"ACEITO_BILLING": "local", "ACEITO_ALLOW_TEST_PAYMENTS": "false"} {
		m := maps.Clone(https)
		m[k] = v
		if _, err := Load(env(m)); err == nil {
			t.Fatalf("local billing on https with %s=%s accepted", k, v)
		}
	}
	m := maps.Clone(https)
	m["ACEITO_ALLOW_TEST_PAYMENTS"] = "true"
	if c, err := Load(env(m)); err != nil || c.Billing != "local" || !c.AllowTestPayments {
		t.Fatalf("staging opt-in: %+v %v", c, err)
	}
	// Over http (a laptop) local billing needs no opt-in; stripe on https needs none either.
	if _, err := Load(env(map[string]string{"ACEITO_BASE_URL": "http://192.168.0.10:8080"})); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(env(map[string]string{"ACEITO_BASE_URL": "https://aceito.com.br", "ACEITO_BILLING": "stripe",
		"ACEITO_STRIPE_SECRET_KEY": "sk_test_x", "ACEITO_STRIPE_WEBHOOK_SECRET": "whsec_x"})); err != nil {
		t.Fatal(err)
	}
}

func TestPprofOnlyOnLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{
		"127.0.0.1:6060": true, "[::1]:6060": true, "localhost:6060": true, "127.0.0.2:6060": true,
		":6060": false, "0.0.0.0:6060": false, "[::]:6060": false, "10.0.0.5:6060": false, "aceito.com.br:6060": false,
		"127.0.0.1": false, "6060": false,
	} {
		_, err := Load(env(map[string]string{"ACEITO_PPROF_ADDR": addr}))
		if (err == nil) != ok {
			t.Errorf("ACEITO_PPROF_ADDR=%s: err %v, want accepted=%v", addr, err, ok)
		}
	}
}

func TestSessionMaxAge(t *testing.T) {
	if _, err := Load(env(map[string]string{"ACEITO_SESSION_MAX_AGE": "59s"})); err == nil {
		t.Fatal("a max age under a minute accepted")
	}
	if c, err := Load(env(map[string]string{"ACEITO_SESSION_MAX_AGE": "1m"})); err != nil || c.SessionMaxAge != time.Minute {
		t.Fatalf("1m: %v %v", c.SessionMaxAge, err)
	}
}

func TestSMTPOffByDefault(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTP.Enabled() || c.SMTP != (SMTP{}) {
		t.Fatalf("smtp without a host: %+v", c.SMTP)
	}
}

func TestSMTPSettings(t *testing.T) {
	base := map[string]string{"ACEITO_SMTP_HOST": "smtp.exemplo.com", "ACEITO_SMTP_FROM": "Aceito <nao-responda@aceito.com.br>"}
	with := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	cases := []struct {
		name  string
		extra map[string]string
		want  SMTP
	}{
		{"defaults", nil, SMTP{Host: "smtp.exemplo.com", Port: 587, From: "Aceito <nao-responda@aceito.com.br>", TLS: "starttls"}},
		{"implicit tls defaults to 465", map[string]string{"ACEITO_SMTP_TLS": "TLS"},
			SMTP{Host: "smtp.exemplo.com", Port: 465, From: "Aceito <nao-responda@aceito.com.br>", TLS: "tls"}},
		{"everything", map[string]string{"ACEITO_SMTP_PORT": "2525", "ACEITO_SMTP_USERNAME": "apikey",
			"ACEITO_SMTP_PASSWORD": "s3gr3d0", "ACEITO_SMTP_TLS": "starttls"},
			SMTP{Host: "smtp.exemplo.com", Port: 2525, Username: "apikey", Password: "s3gr3d0",
				From: "Aceito <nao-responda@aceito.com.br>", TLS: "starttls"}},
		{"local relay without tls", map[string]string{"ACEITO_SMTP_HOST": "::1", "ACEITO_SMTP_PORT": "25", "ACEITO_SMTP_TLS": "none"},
			SMTP{Host: "::1", Port: 25, From: "Aceito <nao-responda@aceito.com.br>", TLS: "none"}},
	}
	for _, tc := range cases {
		c, err := Load(env(with(tc.extra)))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if c.SMTP != tc.want || !c.SMTP.Enabled() {
			t.Errorf("%s: got %+v, want %+v", tc.name, c.SMTP, tc.want)
		}
	}
}

func TestSMTPBadSettingsAreErrors(t *testing.T) {
	host := "smtp.exemplo.com"
	from := "Aceito <nao-responda@aceito.com.br>"
	for name, m := range map[string]map[string]string{
		"from without host":      {"ACEITO_SMTP_FROM": from},
		"password without host":  {"ACEITO_SMTP_PASSWORD": "x"},
		"no from":                {"ACEITO_SMTP_HOST": host},
		"bad from":               {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": "Aceito nao-responda"},
		"host with port":         {"ACEITO_SMTP_HOST": "smtp.exemplo.com:587", "ACEITO_SMTP_FROM": from},
		"host as url":            {"ACEITO_SMTP_HOST": "smtp://smtp.exemplo.com", "ACEITO_SMTP_FROM": from},
		"port not a number":      {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": from, "ACEITO_SMTP_PORT": "smtp"},
		"port out of range":      {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": from, "ACEITO_SMTP_PORT": "70000"},
		"unknown tls":            {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": from, "ACEITO_SMTP_TLS": "ssl3"},
		"username alone":         {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": from, "ACEITO_SMTP_USERNAME": "u"},
		"password in clear text": {"ACEITO_SMTP_HOST": host, "ACEITO_SMTP_FROM": from, "ACEITO_SMTP_USERNAME": "u", "ACEITO_SMTP_PASSWORD": "p", "ACEITO_SMTP_TLS": "none"},
	} {
		if c, err := Load(env(m)); err == nil {
			t.Errorf("%s: accepted as %+v", name, c.SMTP)
		}
	}
}

func TestStorage(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil || c.Storage != "local" {
		t.Fatalf("default storage %q, %v", c.Storage, err)
	}
	full := map[string]string{"ACEITO_STORAGE": "s3", "ACEITO_S3_ENDPOINT": "minio.interno:9000", "ACEITO_S3_BUCKET": "aceito",
		"ACEITO_S3_ACCESS_KEY": "ak", "ACEITO_S3_SECRET_KEY": "sk", "ACEITO_S3_REGION": "sa-east-1"}
	c, err = Load(env(full))
	if err != nil || c.Storage != "s3" || c.S3 != (S3{Endpoint: "minio.interno:9000", Bucket: "aceito", Region: "sa-east-1",
		AccessKey: "ak", SecretKey: "sk", UseSSL: true}) {
		t.Fatalf("s3 config %+v, %v", c.S3, err)
	}
	bad := []map[string]string{
		{"ACEITO_STORAGE": "ftp"},
		{"ACEITO_S3_BUCKET": "aceito"}, // S3 settings without ACEITO_STORAGE=s3
	}
	for _, k := range []string{"ACEITO_S3_ENDPOINT", "ACEITO_S3_BUCKET", "ACEITO_S3_ACCESS_KEY", "ACEITO_S3_SECRET_KEY"} {
		m := maps.Clone(full)
		delete(m, k)
		bad = append(bad, m)
	}
	for _, v := range []string{"https://minio.interno", "minio.interno/aceito"} {
		m := maps.Clone(full)
		m["ACEITO_S3_ENDPOINT"] = v
		bad = append(bad, m)
	}
	m := maps.Clone(full)
	m["ACEITO_S3_USE_SSL"] = "talvez"
	bad = append(bad, m)
	for _, b := range bad {
		if _, err := Load(env(b)); err == nil {
			t.Errorf("%v accepted", b)
		}
	}
	full["ACEITO_S3_USE_SSL"] = "false"
	if c, err := Load(env(full)); err != nil || c.S3.UseSSL {
		t.Fatalf("ACEITO_S3_USE_SSL=false: %+v %v", c.S3, err)
	}
}

func TestRateLimitSettings(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil || len(c.TrustedProxies) != 0 || c.RateLimitFactor != 1 {
		t.Fatalf("defaults: %v %+v %d", err, c.TrustedProxies, c.RateLimitFactor)
	}
	c, err = Load(env(map[string]string{"ACEITO_TRUSTED_PROXIES": " 10.0.0.0/8, 192.168.1.7 ,fd00::/8,::ffff:172.16.0.0/108", "ACEITO_RATE_LIMIT_FACTOR": "100"}))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range c.TrustedProxies {
		got = append(got, p.String())
	}
	if want := "[10.0.0.0/8 192.168.1.7/32 fd00::/8 172.16.0.0/12]"; fmt.Sprint(got) != want || c.RateLimitFactor != 100 {
		t.Fatalf("proxies %v (want %s), factor %d", got, want, c.RateLimitFactor)
	}
	for k, v := range map[string]string{"ACEITO_TRUSTED_PROXIES": "10.0.0.0/33", "ACEITO_RATE_LIMIT_FACTOR": "0"} {
		if _, err := Load(env(map[string]string{k: v})); err == nil {
			t.Errorf("%s=%q accepted", k, v)
		}
	}
	for _, v := range []string{"proxy.local", "1001"} {
		k := "ACEITO_TRUSTED_PROXIES"
		if v == "1001" {
			k = "ACEITO_RATE_LIMIT_FACTOR"
		}
		if _, err := Load(env(map[string]string{k: v})); err == nil {
			t.Errorf("%s=%q accepted", k, v)
		}
	}
}

func TestSizes(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.MinFreeDisk != 1<<30 || c.MemoryLimit != 512<<20 {
		t.Fatalf("size defaults: disk %d, memory %d", c.MinFreeDisk, c.MemoryLimit)
	}
	for v, want := range map[string]int64{"0": 0, "1048576": 1 << 20, "200MB": 200e6, "2GiB": 2 << 30, "64 MiB": 64 << 20, "10KiB": 10 << 10} {
		c, err := Load(env(map[string]string{"ACEITO_MIN_FREE_DISK": v}))
		if err != nil || c.MinFreeDisk != want {
			t.Errorf("ACEITO_MIN_FREE_DISK=%s: %d, %v; want %d", v, c.MinFreeDisk, err, want)
		}
	}
	if c, err := Load(env(map[string]string{"ACEITO_MEMORY_LIMIT": "1GiB"})); err != nil || c.MemoryLimit != 1<<30 {
		t.Errorf("ACEITO_MEMORY_LIMIT=1GiB: %d, %v", c.MemoryLimit, err)
	}
	for k, v := range map[string]string{"ACEITO_MIN_FREE_DISK": "-1", "ACEITO_MEMORY_LIMIT": "lots"} {
		if _, err := Load(env(map[string]string{k: v})); err == nil {
			t.Errorf("%s=%s accepted", k, v)
		}
	}
	for _, v := range []string{"1GB2", "9999999TiB", "1.5GiB", "32MiB"} {
		if _, err := Load(env(map[string]string{"ACEITO_MEMORY_LIMIT": v})); err == nil {
			t.Errorf("ACEITO_MEMORY_LIMIT=%s accepted", v)
		}
	}
}

func TestLaunchOffer(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil || c.LaunchOffer != (LaunchOffer{PercentOff: 50, Places: 100, Months: 3}) {
		t.Fatalf("default launch offer %+v (%v)", c.LaunchOffer, err)
	}
	for v, want := range map[string]LaunchOffer{
		"off": {Off: true}, " OFF ": {Off: true}, "30:250:6": {PercentOff: 30, Places: 250, Months: 6},
		"1:1:1": {PercentOff: 1, Places: 1, Months: 1}, "99:1000000:36": {PercentOff: 99, Places: 1_000_000, Months: 36},
	} {
		c, err := Load(env(map[string]string{"ACEITO_LAUNCH_OFFER": v}))
		if err != nil || c.LaunchOffer != want {
			t.Errorf("ACEITO_LAUNCH_OFFER=%q: %+v (%v), want %+v", v, c.LaunchOffer, err, want)
		}
	}
	for _, v := range []string{"50", "50:100", "50:100:3:1", "0:100:3", "100:100:3", "50:0:3", "50:1000001:3", "50:100:0",
		"50:100:37", "50:-1:3", "50 :100:3", "cinquenta:100:3", "50:100:3.5", "on"} {
		if _, err := Load(env(map[string]string{"ACEITO_LAUNCH_OFFER": v})); err == nil {
			t.Errorf("ACEITO_LAUNCH_OFFER=%q accepted", v)
		}
	}
}

func TestMetricsAddrStaysPrivate(t *testing.T) {
	for addr, ok := range map[string]bool{
		"127.0.0.1:9090": true, "[::1]:9090": true, "localhost:9090": true, "10.0.0.5:9090": true,
		"192.168.1.2:9090": true, "[fd00::1]:9090": true, ":9090": true, "0.0.0.0:9090": true,
		"8.8.8.8:9090": false, "[2001:4860::1]:9090": false, // public addresses
		":8080": false, "127.0.0.1:8080": false, // the public listener's port (ACEITO_ADDR defaults to :8080)
		"127.0.0.1": false, "9090": false, "127.0.0.1:": false,
	} {
		c, err := Load(env(map[string]string{"ACEITO_METRICS_ADDR": addr}))
		if (err == nil) != ok {
			t.Errorf("ACEITO_METRICS_ADDR=%s: err %v, want accepted=%v", addr, err, ok)
		}
		if ok && c.MetricsAddr != addr {
			t.Errorf("ACEITO_METRICS_ADDR=%s: MetricsAddr %q", addr, c.MetricsAddr)
		}
	}
	if c, err := Load(env(nil)); err != nil || c.MetricsAddr != "" {
		t.Errorf("default: MetricsAddr %q, err %v; want off", c.MetricsAddr, err)
	}
}

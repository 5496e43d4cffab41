package ratelimit_test

import (
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/aceito/aceito/internal/ratelimit"
)

func TestClientIP(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fd00::/8")}
	cases := []struct {
		name    string
		p       ratelimit.Proxies
		remote  string
		xff     []string // header lines, in order
		want    string
		wantKey string
	}{
		{name: "no proxy trusted: the header is ignored", remote: "198.51.100.9:4000",
			xff: []string{"1.2.3.4"}, want: "198.51.100.9"},
		{name: "untrusted peer with proxies configured", p: ratelimit.Proxies{Trusted: proxies}, remote: "198.51.100.9:4000",
			xff: []string{"1.2.3.4"}, want: "198.51.100.9"},
		{name: "one trusted proxy", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"203.0.113.5"}, want: "203.0.113.5"},
		{name: "spoofed left-most entry is ignored", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"1.1.1.1, 203.0.113.5"}, want: "203.0.113.5"},
		{name: "spoofed first header line is ignored", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"1.1.1.1", "203.0.113.5"}, want: "203.0.113.5"},
		{name: "two trusted hops", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"6.6.6.6, 203.0.113.5, 10.9.9.9"}, want: "203.0.113.5"},
		{name: "client sends a trusted-looking address: still the right-most untrusted", p: ratelimit.Proxies{Trusted: proxies},
			remote: "10.0.0.2:4000", xff: []string{"203.0.113.5, 10.1.1.1", "198.51.100.77"}, want: "198.51.100.77"},
		{name: "all hops trusted: the left-most", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"10.3.3.3, 10.4.4.4"}, want: "10.3.3.3"},
		{name: "garbage entry ends the walk at the last trusted hop", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"203.0.113.5, nonsense, 10.5.5.5"}, want: "10.5.5.5"},
		{name: "trusted proxy without header", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000", want: "10.0.0.2"},
		{name: "address with port and brackets", p: ratelimit.Proxies{Trusted: proxies}, remote: "10.0.0.2:4000",
			xff: []string{"[2001:db8::1]:5555"}, want: "2001:db8::1", wantKey: "2001:db8::/64"},
		{name: "older ACEITO_TRUST_PROXY: the peer is one hop", p: ratelimit.Proxies{TrustPeer: true}, remote: "198.51.100.9:4000",
			xff: []string{"1.1.1.1", "2.2.2.2, 203.0.113.5"}, want: "203.0.113.5"},
		{name: "IPv6 peer counted per /64", remote: "[2001:db8:aa:bb:1:2:3:4]:4000", want: "2001:db8:aa:bb:1:2:3:4", wantKey: "2001:db8:aa:bb::/64"},
		{name: "IPv4-mapped IPv6 is IPv4", remote: "[::ffff:198.51.100.9]:4000", want: "198.51.100.9"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.remote
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := tc.p.ClientIP(r); got != tc.want {
				t.Fatalf("ClientIP = %q, want %q", got, tc.want)
			}
			wantKey := tc.wantKey
			if wantKey == "" {
				wantKey = tc.want
			}
			if got := ratelimit.Bucket(tc.want); got != wantKey {
				t.Fatalf("Bucket = %q, want %q", got, wantKey)
			}
		})
	}
}

// Two addresses of one /64 share a bucket; the next /64 does not.
func TestBucketIPv6(t *testing.T) {
	a, b, c := ratelimit.Bucket("2001:db8:1:2::1"), ratelimit.Bucket("2001:db8:1:2:ffff::9"), ratelimit.Bucket("2001:db8:1:3::1")
	if a != b || a == c {
		t.Fatalf("buckets %q %q %q", a, b, c)
	}
}

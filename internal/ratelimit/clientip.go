package ratelimit

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Proxies says which peers are reverse proxies whose X-Forwarded-For can be believed.
type Proxies struct {
	// Trusted are the proxies' networks (ACEITO_TRUSTED_PROXIES).
	Trusted []netip.Prefix
	// TrustPeer trusts the immediate peer whatever its address (the older ACEITO_TRUST_PROXY=true:
	// one proxy hop, the right-most X-Forwarded-For address is the client).
	TrustPeer bool
}

func (p Proxies) trusted(a netip.Addr) bool {
	a = a.Unmap()
	for _, n := range p.Trusted {
		if n.Contains(a) {
			return true
		}
	}
	return false
}

// ClientIP is the address a request is counted against. Without trusted proxies it is the TCP
// peer. When the peer is a trusted proxy, every X-Forwarded-For header line is read (a client
// can send its own lines; proxies append to the last), joined in order, and walked from the
// right: the first address that is not a trusted proxy is the client. Addresses left of it
// were written by the client and are ignored, so a spoofed header changes nothing. An entry
// that is not an IP address ends the walk at the last proxy that was trusted.
func (p Proxies) ClientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	peer = peer.Unmap().WithZone("")
	if !p.TrustPeer && !p.trusted(peer) {
		return peer.String()
	}
	var hops []string
	for _, line := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(line, ",")...)
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := parseHop(hops[i])
		if err != nil {
			return client.String()
		}
		client = a
		if !p.trusted(a) {
			return a.String()
		}
	}
	return client.String() // every hop is a trusted proxy: the left-most is the best we know
}

// parseHop parses one X-Forwarded-For entry: an address, possibly with a port or in brackets.
func parseHop(s string) (netip.Addr, error) {
	s = strings.TrimSpace(s)
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap().WithZone(""), nil
	}
	a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(s, "["), "]"))
	if err != nil {
		return netip.Addr{}, err
	}
	return a.Unmap().WithZone(""), nil
}

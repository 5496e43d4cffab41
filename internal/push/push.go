// Package push sends reminders as Web Push notifications (issue 15): RFC 8030 delivery,
// payloads encrypted to each device (RFC 8291, aes128gcm) and signed with the server's VAPID
// key (RFC 8292), through github.com/SherClockHolmes/webpush-go.
//
// A member's browser subscribes (POST /api/push-subscriptions); a reminder that reaches the
// member outside the app queues one push per subscribed device in the transaction that records
// its notification (Notify), like the e-mail outbox; the scheduler's minute tick drains the
// queue (Sender.DeliverDue), so every instance sends and a claim keeps two from sending one push
// twice. A push service's 404 or 410 means the subscription is gone: it is deleted.
//
// The server POSTs to URLs a browser hands it, so endpoints are limited to the known push
// services (config.DefaultPushHosts, or ACEITO_PUSH_HOSTS), https only, and redirects are not
// followed: a subscription can never make the server call anything else.
//
// Which members get a reminder's push is their choice in notifypref: the category's push
// channel (on by default) and quiet hours (on by default: nothing between 22:00 and 08:00 in
// São Paulo; the push waits until 08:00). The daily digest does not change pushes: it replaces
// single e-mails only, and pushes stay one per reminder.
package push

import (
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net"
	"net/url"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/config"
)

// Title is every push's title: the app's name, as the phone shows it above the text.
const Title = "Aceito"

// MaxPerMember is how many devices a member may subscribe; a new one past it removes the one
// least recently seen.
const MaxPerMember = 10

// maxEndpoint bounds an endpoint URL; the push services' are a few hundred characters.
const maxEndpoint = 2048

// maxBody bounds a push's text: the encrypted record holds at most 4 kB, and a phone shows a
// few lines.
const maxBody = 1000

// Payload is what a push carries, as JSON, to the service worker (the contract with the web
// app): the title, the notification's text as the bell shows it, the app's screen to open on a
// tap and the notification's id as the tag (a repeat replaces, not stacks).
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
}

// Keys is a VAPID key pair, base64url without padding: the public key an uncompressed P-256
// point (the browsers' applicationServerKey), the private key its 32-byte scalar.
type Keys struct {
	Public, Private string
}

// GenerateKeys makes a fresh VAPID pair (aceito vapid, and the database's pair).
func GenerateKeys() (Keys, error) {
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return Keys{}, fmt.Errorf("push.GenerateKeys: %w", err)
	}
	return Keys{Public: b64(k.PublicKey().Bytes()), Private: b64(k.Bytes())}, nil
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// decodeKey reads a browser's key: base64url (as PushSubscription.toJSON gives it), padding
// optional.
func decodeKey(s string) ([]byte, bool) {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	return b, err == nil
}

// Subscription is one device's PushSubscription as the browser gives it.
type Subscription struct {
	Endpoint string
	P256dh   string // the device's ECDH public key, base64url
	Auth     string // the 16-byte authentication secret, base64url
}

// errInput is a subscription the server cannot use; the web app shows its message.
func errInput(fields apperr.Fields) error {
	if len(fields) == 0 {
		return nil
	}
	return &apperr.Error{Kind: apperr.KindInvalid, Code: "validation_failed",
		Message: "Não foi possível ativar as notificações neste aparelho.", Fields: fields}
}

// validate checks s against hosts and normalises its keys (base64url, no padding). The device
// key must be an uncompressed point of P-256 and the secret 16 bytes (RFC 8291 §3); the endpoint
// an https URL of an allowed push service.
func (s *Subscription) validate(hosts Hosts) error {
	f := apperr.Fields{}
	if code := hosts.check(s.Endpoint); code != "" {
		f.Add("endpoint", code)
	}
	switch p, ok := decodeKey(s.P256dh); {
	case s.P256dh == "":
		f.Add("keys.p256dh", "required")
	case !ok || len(p) != 65 || p[0] != 4:
		f.Add("keys.p256dh", "invalid")
	default:
		if _, err := ecdh.P256().NewPublicKey(p); err != nil {
			f.Add("keys.p256dh", "invalid")
		} else {
			s.P256dh = b64(p)
		}
	}
	switch a, ok := decodeKey(s.Auth); {
	case s.Auth == "":
		f.Add("keys.auth", "required")
	case !ok || len(a) != 16:
		f.Add("keys.auth", "invalid")
	default:
		s.Auth = b64(a)
	}
	return errInput(f)
}

// Hosts are the push services endpoints may name.
type Hosts struct {
	entries []hostEntry
}

type hostEntry struct {
	host, port string
	wildcard   bool // any subdomain of host
	loopback   bool // may use http
}

// NewHosts reads entries of the ACEITO_PUSH_HOSTS form (config.ParsePushHost).
func NewHosts(entries []string) (Hosts, error) {
	var h Hosts
	for _, e := range entries {
		host, port, wild, err := config.ParsePushHost(strings.ToLower(strings.TrimSpace(e)))
		if err != nil {
			return Hosts{}, fmt.Errorf("push.NewHosts: %w", err)
		}
		ip := net.ParseIP(host)
		h.entries = append(h.entries, hostEntry{host: host, port: port, wildcard: wild,
			loopback: !wild && (host == "localhost" || (ip != nil && ip.IsLoopback()))})
	}
	return h, nil
}

// check returns "" when endpoint may receive pushes, else the field code: "required",
// "invalid" (not an absolute http(s) URL, credentials in it, too long) or "not_allowed" (not a
// listed push service, or http to one that is not on loopback).
func (h Hosts) check(endpoint string) string {
	if endpoint == "" {
		return "required"
	}
	u, err := url.Parse(endpoint)
	if err != nil || len(endpoint) > maxEndpoint || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" ||
		u.User != nil || u.Opaque != "" || u.Fragment != "" || strings.ContainsAny(endpoint, " \t\r\n") {
		return "invalid"
	}
	name, port := strings.ToLower(u.Hostname()), u.Port()
	if port == "" {
		port = map[string]string{"https": "443", "http": "80"}[u.Scheme]
	}
	for _, e := range h.entries {
		if e.wildcard && !strings.HasSuffix(name, "."+e.host) || !e.wildcard && name != e.host {
			continue
		}
		want := e.port
		if want == "" {
			want = map[string]string{"https": "443", "http": "80"}[u.Scheme]
		}
		if port != want {
			continue
		}
		if u.Scheme == "https" || e.loopback {
			return ""
		}
	}
	return "not_allowed"
}

// Allowed reports whether endpoint may receive pushes.
func (h Hosts) Allowed(endpoint string) bool { return h.check(endpoint) == "" }

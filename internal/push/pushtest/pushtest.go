// Package pushtest is an in-process push service for tests (RFC 8030): it makes devices
// (a P-256 key pair and an authentication secret, as a browser does), receives pushes at their
// endpoints, checks the VAPID authorization (RFC 8292) and decrypts each payload with the
// device's private key (RFC 8291, aes128gcm), independently of the library that encrypted it.
package pushtest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// Device is a subscribed browser: its endpoint on the Server and its keys.
type Device struct {
	Endpoint string
	P256dh   string // base64url of the public key, as PushSubscription.toJSON gives it
	Auth     string // base64url of the 16-byte secret
	key      *ecdh.PrivateKey
	secret   []byte
}

// JSON is the device's PushSubscription.toJSON().
func (d Device) JSON() map[string]any {
	return map[string]any{"endpoint": d.Endpoint, "expirationTime": nil, "keys": map[string]string{"p256dh": d.P256dh, "auth": d.Auth}}
}

// Push is one push received and decrypted.
type Push struct {
	Endpoint string
	Header   http.Header
	Payload  []byte // the decrypted plaintext
	// VAPID: the Authorization header's public key (k=) and the JWT's claims, the signature
	// checked against k.
	VAPIDKey string
	Claims   map[string]any
	Err      error // why the push could not be read (a test asserts it is nil)
}

// Server is the push service.
type Server struct {
	URL  string
	Host string // host:port, for ACEITO_PUSH_HOSTS

	mu       sync.Mutex
	devices  map[string]*Device
	answers  map[string][]int
	received []Push
}

// Start runs a push service until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	s := &Server{devices: map[string]*Device{}, answers: map[string][]int{}}
	srv := httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	u, _ := url.Parse(srv.URL)
	s.Host = u.Host
	return s
}

// NewDevice subscribes a new device.
func (s *Server) NewDevice(t testing.TB) Device {
	t.Helper()
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	secret := make([]byte, 16)
	if _, err := rand.Read(secret); err != nil {
		t.Fatal(err)
	}
	id := make([]byte, 12)
	_, _ = rand.Read(id)
	d := &Device{Endpoint: s.URL + "/push/" + base64.RawURLEncoding.EncodeToString(id),
		P256dh: b64(key.PublicKey().Bytes()), Auth: b64(secret), key: key, secret: secret}
	s.mu.Lock()
	s.devices[d.Endpoint] = d
	s.mu.Unlock()
	return *d
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// Answer makes the service answer the next pushes to endpoint with statuses, in order (201
// afterwards).
func (s *Server) Answer(endpoint string, statuses ...int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.answers[endpoint] = append(s.answers[endpoint], statuses...)
}

// Received returns every push received so far, whatever the answer.
func (s *Server) Received() []Push {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Push(nil), s.received...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	endpoint := s.URL + r.URL.Path
	s.mu.Lock()
	d, ok := s.devices[endpoint]
	status := http.StatusCreated
	if q := s.answers[endpoint]; len(q) > 0 {
		status, s.answers[endpoint] = q[0], q[1:]
	}
	s.mu.Unlock()
	if r.Method != http.MethodPost || !ok {
		http.NotFound(w, r)
		return
	}
	p := Push{Endpoint: endpoint, Header: r.Header.Clone()}
	p.VAPIDKey, p.Claims, p.Err = checkVAPID(r.Header.Get("Authorization"))
	if p.Err == nil {
		if r.Header.Get("Content-Encoding") != "aes128gcm" {
			p.Err = fmt.Errorf("Content-Encoding %q, want aes128gcm", r.Header.Get("Content-Encoding"))
		} else {
			p.Payload, p.Err = Decrypt(body, d.key, d.secret)
		}
	}
	s.mu.Lock()
	s.received = append(s.received, p)
	s.mu.Unlock()
	w.WriteHeader(status)
}

// Decrypt opens an aes128gcm message (RFC 8188) sent to a device (RFC 8291 §3.4): the header
// carries the salt, the record size and the server's ephemeral public key; the content key and
// nonce come from HKDF over the ECDH secret, the device's auth secret and both public keys.
func Decrypt(body []byte, device *ecdh.PrivateKey, authSecret []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("pushtest: body shorter than the aes128gcm header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen {
		return nil, errors.New("pushtest: truncated key id")
	}
	asPublic, ciphertext := body[21:21+idlen], body[21+idlen:]
	if uint32(len(ciphertext)) > rs {
		return nil, fmt.Errorf("pushtest: %d bytes of ciphertext in a record of %d: want one record", len(ciphertext), rs)
	}
	serverKey, err := ecdh.P256().NewPublicKey(asPublic)
	if err != nil {
		return nil, fmt.Errorf("pushtest: the server's ephemeral key: %w", err)
	}
	shared, err := device.ECDH(serverKey)
	if err != nil {
		return nil, fmt.Errorf("pushtest: ECDH: %w", err)
	}
	keyInfo := "WebPush: info\x00" + string(device.PublicKey().Bytes()) + string(asPublic)
	ikm, err := hkdf.Key(sha256.New, shared, authSecret, keyInfo, 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, fmt.Errorf("pushtest: decrypt: %w", err)
	}
	// The last record: the data, the delimiter 0x02, then zero padding.
	end := len(plain) - 1
	for end >= 0 && plain[end] == 0 {
		end--
	}
	if end < 0 || plain[end] != 2 {
		return nil, errors.New("pushtest: no last-record delimiter")
	}
	return plain[:end], nil
}

// checkVAPID reads "vapid t=<JWT>, k=<public key>" (RFC 8292 §3) and verifies the JWT's ES256
// signature with k.
func checkVAPID(h string) (string, map[string]any, error) {
	rest, ok := strings.CutPrefix(h, "vapid ")
	if !ok {
		return "", nil, fmt.Errorf("pushtest: Authorization %q is not vapid", h)
	}
	var token, key string
	for _, part := range strings.Split(rest, ",") {
		part = strings.TrimSpace(part)
		if v, ok := strings.CutPrefix(part, "t="); ok {
			token = v
		} else if v, ok := strings.CutPrefix(part, "k="); ok {
			key = v
		}
	}
	raw, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return "", nil, fmt.Errorf("pushtest: k: %w", err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return "", nil, fmt.Errorf("pushtest: k: %w", err)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return "", nil, errors.New("pushtest: t is not a JWT")
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return "", nil, errors.New("pushtest: the JWT's signature is not ES256")
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return "", nil, errors.New("pushtest: the JWT's signature does not match k")
	}
	var header map[string]any
	hb, _ := base64.RawURLEncoding.DecodeString(parts[0])
	if err := json.Unmarshal(hb, &header); err != nil || header["alg"] != "ES256" {
		return "", nil, fmt.Errorf("pushtest: JWT header %s", hb)
	}
	var claims map[string]any
	cb, _ := base64.RawURLEncoding.DecodeString(parts[1])
	if err := json.Unmarshal(cb, &claims); err != nil {
		return "", nil, fmt.Errorf("pushtest: JWT claims: %w", err)
	}
	return key, claims, nil
}

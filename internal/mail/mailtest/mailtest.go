// Package mailtest runs a real SMTP server in-process (github.com/emersion/go-smtp) for tests
// to deliver to, and parses what arrived.
package mailtest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Received is one message the server accepted.
type Received struct {
	From string   // envelope sender
	To   []string // envelope recipients
	Data []byte   // the raw message
	User string   // the authenticated user, if any
}

// Options shape the server.
type Options struct {
	TLS      string // "none" (default), "starttls" (offered, and required before AUTH) or "tls" (implicit)
	Username string // when set, AUTH PLAIN is offered and required before MAIL
	Password string
}

// Server is a running SMTP server on 127.0.0.1.
type Server struct {
	Port    int
	RootCAs *x509.CertPool // trusts the server's certificate (for TLS modes)

	mu       sync.Mutex
	arrived  chan struct{} // a token per accepted message, for Wait
	received []Received
	attempts int
	// Fail, when set, answers each MAIL command: a non-nil error refuses the message.
	fail func(attempt int) error
	// FailRcpt, when set, answers each RCPT command.
	failRcpt func(to string) error
	opts     Options
}

// Start runs a server until the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	s := &Server{opts: opts, arrived: make(chan struct{}, 1024)}
	srv := smtp.NewServer(backend{s})
	srv.Domain = "localhost"
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	srv.MaxMessageBytes = 1 << 20
	srv.MaxRecipients = 10
	srv.AllowInsecureAuth = opts.TLS == "" || opts.TLS == "none"
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("mailtest: listen: %v", err)
	}
	if opts.TLS == "starttls" || opts.TLS == "tls" {
		cert, pool := selfSigned(t)
		s.RootCAs = pool
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
		if opts.TLS == "tls" {
			ln = tls.NewListener(ln, srv.TLSConfig)
		}
	}
	s.Port = ln.Addr().(*net.TCPAddr).Port
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return s
}

// FailWith makes the server answer the MAIL command of the n-th conversation (from 1) with
// f(n); nil accepts.
func (s *Server) FailWith(f func(attempt int) error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fail = f
}

// RefuseRecipients makes RCPT answer f(to).
func (s *Server) RefuseRecipients(f func(to string) error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failRcpt = f
}

// Messages returns what arrived so far.
func (s *Server) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

// Wait blocks until n messages have arrived in all, failing the test after timeout.
func (s *Server) Wait(t testing.TB, n int, timeout time.Duration) []Received {
	t.Helper()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		if got := s.Messages(); len(got) >= n {
			return got
		}
		select {
		case <-s.arrived:
		case <-deadline.C:
			t.Fatalf("mailtest: %d of %d messages arrived within %v", len(s.Messages()), n, timeout)
		}
	}
}

// Attempts counts MAIL commands seen (accepted or not).
func (s *Server) Attempts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts
}

// TempFailure is a 4xx answer: the sender should try again later.
var TempFailure = &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Tente mais tarde"}

// NoSuchMailbox is a 5xx answer to RCPT.
var NoSuchMailbox = &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "Caixa postal inexistente"}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s    *Server
	user string
	from string
	to   []string
}

func (ss *session) AuthMechanisms() []string {
	if ss.s.opts.Username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (ss *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if username != ss.s.opts.Username || password != ss.s.opts.Password {
			return &smtp.SMTPError{Code: 535, EnhancedCode: smtp.EnhancedCode{5, 7, 8}, Message: "Credenciais inválidas"}
		}
		ss.user = username
		return nil
	}), nil
}

func (ss *session) Mail(from string, _ *smtp.MailOptions) error {
	ss.s.mu.Lock()
	ss.s.attempts++
	n, fail := ss.s.attempts, ss.s.fail
	ss.s.mu.Unlock()
	if ss.s.opts.Username != "" && ss.user == "" {
		return smtp.ErrAuthRequired
	}
	if fail != nil {
		if err := fail(n); err != nil {
			return err
		}
	}
	ss.from = from
	return nil
}

func (ss *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.s.mu.Lock()
	f := ss.s.failRcpt
	ss.s.mu.Unlock()
	if f != nil {
		if err := f(to); err != nil {
			return err
		}
	}
	ss.to = append(ss.to, to)
	return nil
}

func (ss *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	ss.s.mu.Lock()
	defer ss.s.mu.Unlock()
	ss.s.received = append(ss.s.received, Received{From: ss.from, To: ss.to, Data: data, User: ss.user})
	select {
	case ss.s.arrived <- struct{}{}:
	default:
	}
	return nil
}

func (ss *session) Reset()        { ss.from, ss.to = "", nil }
func (ss *session) Logout() error { return nil }

// Parsed is a received message taken apart.
type Parsed struct {
	From, To, Subject string // decoded headers
	Header            mail.Header
	Text, HTML        string // the decoded alternatives
}

// Parse decodes a multipart/alternative message (or a single text part).
func Parse(t testing.TB, raw []byte) Parsed {
	t.Helper()
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("mailtest: read message: %v", err)
	}
	dec := new(mime.WordDecoder)
	header := func(k string) string {
		v, err := dec.DecodeHeader(m.Header.Get(k))
		if err != nil {
			t.Fatalf("mailtest: header %s: %v", k, err)
		}
		return v
	}
	p := Parsed{From: header("From"), To: header("To"), Subject: header("Subject"), Header: m.Header}
	mt, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("mailtest: content type: %v", err)
	}
	if !strings.HasPrefix(mt, "multipart/") {
		p.Text = decodePart(t, m.Header.Get("Content-Transfer-Encoding"), m.Body)
		return p
	}
	mr := multipart.NewReader(m.Body, params["boundary"])
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("mailtest: part: %v", err)
		}
		pt, pp, _ := mime.ParseMediaType(part.Header.Get("Content-Type"))
		if cs := strings.ToLower(pp["charset"]); cs != "utf-8" {
			t.Errorf("mailtest: part %s charset %q, want utf-8", pt, cs)
		}
		// multipart.Reader already undoes quoted-printable (and drops the header).
		body := decodePart(t, part.Header.Get("Content-Transfer-Encoding"), part)
		switch pt {
		case "text/plain":
			p.Text = body
		case "text/html":
			p.HTML = body
		}
	}
	return p
}

func decodePart(t testing.TB, cte string, r io.Reader) string {
	t.Helper()
	switch strings.ToLower(cte) {
	case "quoted-printable":
		r = quotedprintable.NewReader(r)
	case "base64":
		t.Fatalf("mailtest: base64 parts are not expected")
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("mailtest: body: %v", err)
	}
	return strings.ReplaceAll(string(b), "\r\n", "\n")
}

// FreePort returns a local port with nothing listening on it.
func FreePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	_ = ln.Close()
	return port
}

// PortString is port as text, for ACEITO_SMTP_PORT.
func PortString(port int) string { return strconv.Itoa(port) }

func selfSigned(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, pool
}

package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// TLS modes of an SMTP connection.
const (
	TLSStartTLS = "starttls" // plain connection upgraded with STARTTLS, which is required
	TLSImplicit = "tls"      // TLS from the first byte (usually port 465)
	TLSNone     = "none"     // no encryption: only for a relay on a trusted network
)

// SMTPConfig says where and how to hand messages over.
type SMTPConfig struct {
	Host     string
	Port     int
	Username string // empty: no authentication
	Password string
	From     string // e.g. "Aceito <nao-responda@aceito.com.br>"
	TLS      string // TLSStartTLS, TLSImplicit or TLSNone
	// RootCAs replaces the system roots when verifying the server (tests use a private CA).
	RootCAs *x509.CertPool
	Timeout time.Duration // dial and each command [30s]
}

// SMTP delivers messages to one SMTP server, a new connection per message.
type SMTP struct {
	cfg  SMTPConfig
	opts []gomail.Option
}

// NewSMTP checks cfg and returns its transport.
func NewSMTP(cfg SMTPConfig) (*SMTP, error) {
	if cfg.Host == "" || cfg.Port < 1 || cfg.Port > 65535 {
		return nil, fmt.Errorf("mail.NewSMTP: want a host and a port in 1-65535, got %q:%d", cfg.Host, cfg.Port)
	}
	if err := gomail.NewMsg().From(cfg.From); err != nil {
		return nil, fmt.Errorf("mail.NewSMTP: from %q: %w", cfg.From, err)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	opts := []gomail.Option{
		gomail.WithPort(cfg.Port),
		gomail.WithTimeout(cfg.Timeout),
		gomail.WithTLSConfig(&tls.Config{ServerName: cfg.Host, MinVersion: tls.VersionTLS12, RootCAs: cfg.RootCAs}),
	}
	switch cfg.TLS {
	case TLSStartTLS:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case TLSImplicit:
		opts = append(opts, gomail.WithSSL())
	case TLSNone:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		return nil, fmt.Errorf("mail.NewSMTP: TLS mode %q: want starttls, tls or none", cfg.TLS)
	}
	if cfg.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(cfg.Username), gomail.WithPassword(cfg.Password))
	}
	return &SMTP{cfg: cfg, opts: opts}, nil
}

// Send delivers msg as plain text with an HTML alternative.
func (s *SMTP) Send(ctx context.Context, msg Message) error {
	m, err := Build(s.cfg.From, msg)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrPermanent, err)
	}
	c, err := gomail.NewClient(s.cfg.Host, s.opts...)
	if err != nil {
		return fmt.Errorf("mail.SMTP: client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, m); err != nil {
		var se *gomail.SendError
		// A recipient refused with a 5xx code stays refused; anything else (a down server, a
		// rejected login, a full queue) may pass later.
		if errors.As(err, &se) && se.Reason == gomail.ErrSMTPRcptTo && se.ErrorCode() >= 500 {
			return fmt.Errorf("%w: %w", ErrPermanent, err)
		}
		return fmt.Errorf("mail.SMTP: %w", err)
	}
	return nil
}

// Build turns msg into a MIME message from from: UTF-8 subject, the plain-text body and an HTML
// alternative.
func Build(from string, msg Message) (*gomail.Msg, error) {
	m := gomail.NewMsg(gomail.WithCharset(gomail.CharsetUTF8))
	if err := m.From(from); err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	if err := m.To(msg.To); err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	m.Subject(msg.Subject)
	m.SetDate()
	if _, domain, ok := strings.Cut(m.GetFrom()[0].Address, "@"); ok && msg.ID != "" {
		m.SetMessageIDWithValue(msg.ID + "@" + domain)
	} else {
		m.SetMessageID()
	}
	// Tells auto-responders not to answer a no-reply message.
	m.SetGenHeader(gomail.Header("Auto-Submitted"), "auto-generated")
	if msg.ListUnsubscribe != "" {
		// RFC 2369 and RFC 8058: mail clients offer their own 'unsubscribe' button, which POSTs
		// "List-Unsubscribe=One-Click" to the URL.
		m.SetGenHeader(gomail.Header("List-Unsubscribe"), "<"+msg.ListUnsubscribe+">")
		m.SetGenHeader(gomail.Header("List-Unsubscribe-Post"), "List-Unsubscribe=One-Click")
	}
	m.SetBodyString(gomail.TypeTextPlain, msg.Body)
	m.AddAlternativeString(gomail.TypeTextHTML, HTML(msg))
	return m, nil
}

// HTML renders a plain-text message as a small HTML document: paragraphs at blank lines, line
// breaks kept, every character escaped, and a line that is just an http(s) URL made a link.
func HTML(msg Message) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>`)
	b.WriteString(html.EscapeString(msg.Subject))
	b.WriteString(`</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">` + "\n")
	body := strings.ReplaceAll(msg.Body, "\r\n", "\n")
	for _, para := range strings.Split(strings.TrimSpace(body), "\n\n") {
		para = strings.Trim(para, "\n")
		if para == "" {
			continue
		}
		b.WriteString("<p>")
		for i, line := range strings.Split(para, "\n") {
			if i > 0 {
				b.WriteString("<br>\n")
			}
			if link, ok := linkLine(line); ok {
				esc := html.EscapeString(link)
				b.WriteString(`<a href="` + esc + `" style="color:#be185d">` + esc + `</a>`)
				continue
			}
			b.WriteString(html.EscapeString(line))
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</body></html>\n")
	return b.String()
}

// linkLine reports whether line holds nothing but an absolute http(s) URL.
func linkLine(line string) (string, bool) {
	s := strings.TrimSpace(line)
	if strings.ContainsAny(s, " \t") {
		return "", false
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", false
	}
	return s, true
}

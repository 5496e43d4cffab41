package guest

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/aceito/aceito/internal/auth"
)

// Personal RSVP links (/r/{token}, issue 13).
//
// A token is HMAC-SHA256(key, guest id + nonce) cut to tokenBytes (144 bits) and base64url
// encoded. The database keeps the per-guest nonce and the SHA-256 of the token, never the token:
// a leaked database or backup gives no working link without the key, which lives outside it
// (ACEITO_RSVP_LINK_KEY, or a file in the data dir). The couple still sees the link whenever
// they need it ('Copiar link'): the server derives it again from the key and the nonce, so
// nothing reversible is stored. 'Gerar novo link' draws a new nonce, which changes the token and
// its hash at once: the old link stops working. Changing the key invalidates every link.

// tokenBytes is the token's length before encoding: 144 bits, above the 128 required.
const tokenBytes = 18

// tokenLen is the encoded token's length; anything else is not looked up.
var tokenLen = base64.RawURLEncoding.EncodedLen(tokenBytes)

// MinLinkKeyBytes is the shortest key accepted.
const MinLinkKeyBytes = 32

// Links derives guests' RSVP tokens and their public URLs.
type Links struct {
	key     []byte
	baseURL string
	// macs keeps keyed HMACs for Token to reset and reuse: a guest list derives one token per
	// guest, and a new HMAC per token was a fifth of the bytes a list read allocated (issue 16).
	macs sync.Pool
}

// NewLinks returns Links with key (at least MinLinkKeyBytes) under the app's public URL.
func NewLinks(key []byte, baseURL string) (*Links, error) {
	if len(key) < MinLinkKeyBytes {
		return nil, fmt.Errorf("guest.NewLinks: key has %d bytes, want at least %d", len(key), MinLinkKeyBytes)
	}
	l := &Links{key: key, baseURL: strings.TrimRight(baseURL, "/")}
	l.macs.New = func() any { return hmac.New(sha256.New, l.key) }
	return l, nil
}

// Token is the guest's current token for nonce.
func (l *Links) Token(guestID, nonce string) string {
	m := l.macs.Get().(hash.Hash) // NewLinks gives the pool its New
	m.Reset()
	m.Write([]byte("aceito-rsvp-v1\x00" + guestID + "\x00" + nonce))
	var sum [sha256.Size]byte
	token := base64.RawURLEncoding.EncodeToString(m.Sum(sum[:0])[:tokenBytes])
	l.macs.Put(m)
	return token
}

// URL is the public RSVP page of token.
func (l *Links) URL(token string) string { return l.baseURL + "/r/" + token }

// issue draws a new nonce for the guest and returns it with the hash to store.
func (l *Links) issue(guestID string) (nonce, hash string) {
	var b [16]byte
	_, _ = rand.Read(b[:])
	nonce = hex.EncodeToString(b[:])
	return nonce, auth.HashToken(l.Token(guestID, nonce))
}

// ValidToken reports whether token has the shape Token makes: anything else is a 404 without
// touching the database.
func ValidToken(token string) bool {
	if len(token) != tokenLen {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil
}

// LoadLinkKey returns the link key: hexKey (ACEITO_RSVP_LINK_KEY, 64+ hex characters) when set,
// else the key in dataDir/rsvp-link.key, made with 32 random bytes on first use so that a laptop
// needs no setting. Several instances behind one database must share ACEITO_RSVP_LINK_KEY.
func LoadLinkKey(hexKey, dataDir string) ([]byte, error) {
	if hexKey != "" {
		key, err := hex.DecodeString(strings.TrimSpace(hexKey))
		if err != nil || len(key) < MinLinkKeyBytes {
			return nil, fmt.Errorf("ACEITO_RSVP_LINK_KEY: want at least %d bytes in hex (openssl rand -hex 32)", MinLinkKeyBytes)
		}
		return key, nil
	}
	path := filepath.Join(dataDir, "rsvp-link.key")
	if b, err := os.ReadFile(path); err == nil {
		key, err := hex.DecodeString(strings.TrimSpace(string(b)))
		if err != nil || len(key) < MinLinkKeyBytes {
			return nil, fmt.Errorf("guest.LoadLinkKey: %s is not a %d-byte hex key", path, MinLinkKeyBytes)
		}
		return key, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("guest.LoadLinkKey: %w", err)
	}
	key := make([]byte, MinLinkKeyBytes)
	_, _ = rand.Read(key)
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("guest.LoadLinkKey: %w", err)
	}
	// O_EXCL: two processes starting at once must not each write their own key.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return LoadLinkKey("", dataDir)
	}
	if err != nil {
		return nil, fmt.Errorf("guest.LoadLinkKey: %w", err)
	}
	if _, err := f.WriteString(hex.EncodeToString(key) + "\n"); err != nil {
		f.Close()
		return nil, fmt.Errorf("guest.LoadLinkKey: %w", err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("guest.LoadLinkKey: %w", err)
	}
	return key, nil
}

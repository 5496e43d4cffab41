package app_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/push/pushtest"
)

// pushServer starts the app with the in-process push service as its only allowed push host.
func pushServer(t *testing.T) (*apptest.Server, *pushtest.Server) {
	t.Helper()
	ps := pushtest.Start(t)
	return apptest.NewWithEnv(t, map[string]string{"ACEITO_PUSH_HOSTS": ps.Host}), ps
}

func subscribe(t *testing.T, c *apptest.Client, d pushtest.Device, want int) {
	t.Helper()
	res := c.Do("POST", "/api/push-subscriptions", d.JSON())
	if res.Status != want {
		t.Fatalf("%s subscribes: %d %s, want %d", c.Email, res.Status, res.Body, want)
	}
	var out struct {
		Endpoint  string    `json:"endpoint"`
		CreatedAt time.Time `json:"created_at"`
	}
	if res.JSON(t, &out); out.Endpoint != d.Endpoint || out.CreatedAt.IsZero() {
		t.Fatalf("subscribe answered %s", res.Body)
	}
}

func countRows(t *testing.T, s *apptest.Server, query string, args ...any) int {
	t.Helper()
	var n int
	if err := s.DB.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

type pushPayload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
}

// received decodes the pushes received since *seen, failing on any that could not be read.
func received(t *testing.T, ps *pushtest.Server, seen *int) ([]pushtest.Push, []pushPayload) {
	t.Helper()
	all := ps.Received()
	got := all[*seen:]
	*seen = len(all)
	var out []pushPayload
	for _, p := range got {
		if p.Err != nil {
			t.Fatalf("push to %s: %v", p.Endpoint, p.Err)
		}
		var pl pushPayload
		if err := json.Unmarshal(p.Payload, &pl); err != nil {
			t.Fatalf("payload %q: %v", p.Payload, err)
		}
		out = append(out, pl)
	}
	return got, out
}

// The public key: a P-256 point, the same from a second instance and after a restart (kept in
// the database when the environment names none).
func TestPushPublicKeyIsSharedByInstances(t *testing.T) {
	s := apptest.New(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	key := func(c *apptest.Client) string {
		res := c.Do("GET", "/api/push/public-key", nil)
		if res.Status != http.StatusOK {
			t.Fatalf("public key: %d %s", res.Status, res.Body)
		}
		var out struct {
			PublicKey string `json:"public_key"`
		}
		res.JSON(t, &out)
		return out.PublicKey
	}
	k := key(ana)
	raw, err := base64.RawURLEncoding.DecodeString(k)
	if err != nil || len(raw) != 65 || raw[0] != 4 {
		t.Fatalf("public key %q: %d bytes, %v", k, len(raw), err)
	}
	twin := s.Twin(t)
	c := twin.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]any{"email": "ana@exemplo.com", "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("sign in on the twin: %d %s", res.Status, res.Body)
	}
	if k2 := key(c); k2 != k {
		t.Fatalf("the second instance's key %q differs from %q", k2, k)
	}
	if res := s.NewClient(t).Do("GET", "/api/push/public-key", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("without a session: %d", res.Status)
	}
	// Configured keys win.
	env := apptest.NewWithEnv(t, map[string]string{"ACEITO_VAPID_PUBLIC_KEY": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
		"ACEITO_VAPID_PRIVATE_KEY": "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"})
	if k3 := key(env.SignUp(t, "bia@exemplo.com")); k3 != "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4" {
		t.Fatalf("configured key not served: %q", k3)
	}
}

// Subscribing: 201 then 200 for the same device; a shared phone moves to whoever subscribed
// last; DELETE removes only the caller's own and is idempotent; at most 10 devices per member.
func TestPushSubscriptions(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	rafael := join(t, s, ana, "rafael@exemplo.com", "partner")
	phone := ps.NewDevice(t)
	subscribe(t, ana, phone, http.StatusCreated)
	subscribe(t, ana, phone, http.StatusOK)
	owner := func() string {
		var email string
		if err := s.DB.QueryRowContext(context.Background(), `SELECT u.email FROM push_subscriptions p JOIN users u ON u.id = p.user_id
			WHERE p.endpoint = $1`, phone.Endpoint).Scan(&email); err != nil {
			return ""
		}
		return email
	}
	if owner() != "ana@exemplo.com" {
		t.Fatalf("owner %q", owner())
	}
	// Rafael cannot delete Ana's device…
	if res := rafael.Do("DELETE", "/api/push-subscriptions", map[string]any{"endpoint": phone.Endpoint}); res.Status != http.StatusNoContent {
		t.Fatalf("rafael DELETE: %d %s", res.Status, res.Body)
	}
	if owner() != "ana@exemplo.com" {
		t.Fatalf("rafael's DELETE removed ana's device")
	}
	// …but the phone, when Rafael subscribes on it, is his.
	subscribe(t, rafael, phone, http.StatusOK)
	if owner() != "rafael@exemplo.com" {
		t.Fatalf("shared phone owner %q", owner())
	}
	if res := rafael.Do("DELETE", "/api/push-subscriptions", map[string]any{"endpoint": phone.Endpoint}); res.Status != http.StatusNoContent {
		t.Fatalf("DELETE: %d %s", res.Status, res.Body)
	}
	if res := rafael.Do("DELETE", "/api/push-subscriptions", map[string]any{"endpoint": phone.Endpoint}); res.Status != http.StatusNoContent {
		t.Fatalf("DELETE again: %d %s", res.Status, res.Body)
	}
	if owner() != "" {
		t.Fatal("the device is still stored")
	}
	// Eleven devices: the first (least recently seen) goes.
	var devices []pushtest.Device
	for i := 0; i < 11; i++ {
		d := ps.NewDevice(t)
		devices = append(devices, d)
		subscribe(t, ana, d, http.StatusCreated)
		s.Advance(time.Second)
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_subscriptions`); n != 10 {
		t.Fatalf("%d devices stored, want 10", n)
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_subscriptions WHERE endpoint = $1`, devices[0].Endpoint); n != 0 {
		t.Fatal("the oldest device was kept")
	}
	for _, m := range []string{"POST", "DELETE"} {
		if res := s.NewClient(t).Do(m, "/api/push-subscriptions", phone.JSON()); res.Status != http.StatusUnauthorized {
			t.Fatalf("%s without a session: %d", m, res.Status)
		}
	}
}

// Bad subscriptions are refused with the pt-BR text and change nothing; a host that is not a
// push service is refused, whatever the scheme (the server would POST to it).
func TestPushSubscriptionRefusesBadInput(t *testing.T) {
	s, ps := pushServer(t)
	ana := s.SignUp(t, "ana@exemplo.com")
	good := ps.NewDevice(t)
	with := func(change func(m map[string]any)) map[string]any {
		m := good.JSON()
		keys := map[string]string{"p256dh": good.P256dh, "auth": good.Auth}
		m["keys"] = keys
		change(m)
		return m
	}
	setKey := func(k, v string) func(m map[string]any) {
		return func(m map[string]any) { m["keys"].(map[string]string)[k] = v }
	}
	notOnCurve := base64.RawURLEncoding.EncodeToString(append([]byte{4}, make([]byte, 64)...))
	compressed := base64.RawURLEncoding.EncodeToString(append([]byte{2}, make([]byte, 32)...))
	cases := map[string]struct {
		body        map[string]any
		field, code string
	}{
		"no endpoint":       {with(func(m map[string]any) { delete(m, "endpoint") }), "endpoint", "required"},
		"not a URL":         {with(func(m map[string]any) { m["endpoint"] = "fcm.googleapis.com/fcm/send/x" }), "endpoint", "invalid"},
		"credentials":       {with(func(m map[string]any) { m["endpoint"] = "https://a:b@fcm.googleapis.com/fcm/send/x" }), "endpoint", "invalid"},
		"too long":          {with(func(m map[string]any) { m["endpoint"] = "https://fcm.googleapis.com/" + strings.Repeat("x", 2100) }), "endpoint", "invalid"},
		"unknown host":      {with(func(m map[string]any) { m["endpoint"] = "https://push.example.com/x" }), "endpoint", "not_allowed"},
		"metadata address":  {with(func(m map[string]any) { m["endpoint"] = "http://169.254.169.254/latest/meta-data" }), "endpoint", "not_allowed"},
		"lookalike suffix":  {with(func(m map[string]any) { m["endpoint"] = "https://evilpush.apple.com.example.com/x" }), "endpoint", "not_allowed"},
		"listed host, port": {with(func(m map[string]any) { m["endpoint"] = "http://" + strings.Split(ps.Host, ":")[0] + ":1/push/x" }), "endpoint", "not_allowed"},
		"no p256dh":         {with(setKey("p256dh", "")), "keys.p256dh", "required"},
		"p256dh not base64": {with(setKey("p256dh", "*** ***")), "keys.p256dh", "invalid"},
		"p256dh off curve":  {with(setKey("p256dh", notOnCurve)), "keys.p256dh", "invalid"},
		"p256dh compressed": {with(setKey("p256dh", compressed)), "keys.p256dh", "invalid"},
		"auth 15 bytes":     {with(setKey("auth", base64.RawURLEncoding.EncodeToString(make([]byte, 15)))), "keys.auth", "invalid"},
		"no auth":           {with(setKey("auth", "")), "keys.auth", "required"},
	}
	for name, c := range cases {
		ana.Header = http.Header{apptest.MalformedHeader: {"1"}}
		res := ana.Do("POST", "/api/push-subscriptions", c.body)
		ana.Header = nil
		e := res.Err(t)
		if res.Status != http.StatusUnprocessableEntity || e.Error.Fields[c.field] != c.code ||
			e.Error.Message != "Não foi possível ativar as notificações neste aparelho." {
			t.Errorf("%s: %d %s, want 422 %s=%s", name, res.Status, res.Body, c.field, c.code)
		}
	}
	if n := countRows(t, s, `SELECT COUNT(*) FROM push_subscriptions`); n != 0 {
		t.Fatalf("refused input stored %d subscriptions", n)
	}
	// Https only for the default push services: an http endpoint on one is refused.
	def := apptest.New(t)
	bia := def.SignUp(t, "bia@exemplo.com")
	bia.Header = http.Header{apptest.MalformedHeader: {"1"}}
	for _, endpoint := range []string{"http://fcm.googleapis.com/fcm/send/x", "https://" + ps.Host + "/push/x"} {
		body := with(func(m map[string]any) { m["endpoint"] = endpoint })
		if res := bia.Do("POST", "/api/push-subscriptions", body); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("%s on the default hosts: %d %s", endpoint, res.Status, res.Body)
		}
	}
	bia.Header = nil
	ok := with(func(m map[string]any) { m["endpoint"] = "https://web.push.apple.com/QGz-abc" })
	if res := bia.Do("POST", "/api/push-subscriptions", ok); res.Status != http.StatusCreated {
		t.Fatalf("an Apple endpoint: %d %s", res.Status, res.Body)
	}
	// A body over the limit.
	bia.Header = http.Header{apptest.MalformedHeader: {"1"}}
	huge := with(func(m map[string]any) { m["endpoint"] = "https://fcm.googleapis.com/" + strings.Repeat("x", 9000) })
	if res := bia.Do("POST", "/api/push-subscriptions", huge); res.Status != http.StatusRequestEntityTooLarge {
		t.Fatalf("huge body: %d %s", res.Status, res.Body)
	}
}

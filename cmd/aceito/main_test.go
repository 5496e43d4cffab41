package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"runtime/debug"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/config"
)

func TestUserCreateAdminFromStdin(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "ACEITO_DATA_DIR" {
			return dir
		}
		return ""
	}
	var out bytes.Buffer
	err := run(context.Background(), []string{"user", "create", "--admin", "--email", "Admin@Aceito.com"}, env, strings.NewReader("Segredo123\n"), &out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "created user admin@aceito.com") || !strings.Contains(out.String(), "admin=true") {
		t.Fatalf("output %q", out.String())
	}
	// A weak password is refused, and so is the same e-mail twice.
	if err := run(context.Background(), []string{"user", "create", "--email", "b@aceito.com"}, env, strings.NewReader("fraca\n"), io.Discard); err == nil {
		t.Fatal("weak password accepted")
	}
	if err := run(context.Background(), []string{"user", "create", "--email", "admin@aceito.com"}, env, strings.NewReader("Segredo123\n"), io.Discard); err == nil {
		t.Fatal("duplicate e-mail accepted")
	}
	out.Reset()
	if err := run(context.Background(), []string{"migrate"}, env, nil, &out); err != nil || !strings.Contains(out.String(), "migrations applied: []") {
		t.Fatalf("migrate on an up-to-date database: %v %q", err, out.String())
	}
	if err := run(context.Background(), []string{"dance"}, env, nil, io.Discard); err == nil {
		t.Fatal("unknown command accepted")
	}
}

func TestServeAnswersAndShutsDown(t *testing.T) {
	cfg, err := config.Load(func(k string) string {
		switch k {
		case "ACEITO_TEST_ENDPOINTS":
			return "true" // the sign-up link is read from the outbox
		case "ACEITO_ADDR":
			return "127.0.0.1:0"
		case "ACEITO_DATA_DIR":
			return t.TempDir()
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- serve(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), ready) }()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve ended early: %v", err)
	}
	res, err := http.Get("http://" + addr + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("readyz: %d", res.StatusCode)
	}

	// A browser with the realtime stream open must not hold the shutdown: a stream never goes
	// idle, and a drain cut at its deadline would skip waiting for the mailer and scheduler.
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	signUp(t, client, "http://"+addr, "ana@exemplo.com")
	stream, err := client.Get("http://" + addr + "/api/events")
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	if stream.StatusCode != http.StatusOK {
		t.Fatalf("events: %d", stream.StatusCode)
	}
	if _, err := bufio.NewReader(stream.Body).ReadString('\n'); err != nil { // the stream is open
		t.Fatal(err)
	}

	cancel()
	if err := <-done; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
}

func TestPlanSetForSupport(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "ACEITO_DATA_DIR" {
			return dir
		}
		return ""
	}
	ctx := context.Background()
	if err := run(ctx, []string{"user", "create", "--email", "casal@aceito.com"}, env, strings.NewReader("Segredo123\n"), io.Discard); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run(ctx, []string{"plan", "set", "--email", "Casal@Aceito.com", "--plan", "luxo", "--until", "2027-01-31"}, env, nil, &out); err != nil {
		t.Fatalf("%v %s", err, out.String())
	}
	if !strings.Contains(out.String(), "casal@aceito.com is now on plan luxo") {
		t.Fatalf("output %q", out.String())
	}
	cfg, err := config.Load(env)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := openMigrated(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var planID, status string
	if err := d.QueryRowContext(ctx, `SELECT plan_id, subscription_status FROM weddings`).Scan(&planID, &status); err != nil || planID != "luxo" || status != "active" {
		t.Fatalf("wedding after plan set: %q %q %v", planID, status, err)
	}
	for _, bad := range [][]string{
		{"plan", "set", "--email", "casal@aceito.com", "--plan", "master"},
		{"plan", "set", "--email", "ninguem@aceito.com", "--plan", "premium"},
		{"plan", "set", "--email", "casal@aceito.com", "--plan", "premium", "--until", "31/01/2027"},
		{"plan", "set", "--plan", "premium"},
	} {
		if err := run(ctx, bad, env, nil, io.Discard); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// ACEITO_MEMORY_LIMIT becomes the runtime's soft limit unless GOMEMLIMIT was set.
func TestApplyMemoryLimit(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if got := applyMemoryLimit(300<<20, "", log); got != 300<<20 || debug.SetMemoryLimit(-1) != 300<<20 {
		t.Fatalf("limit applied: %d, runtime %d", got, debug.SetMemoryLimit(-1))
	}
	debug.SetMemoryLimit(old)
	if got := applyMemoryLimit(300<<20, "1GiB", log); got != old || debug.SetMemoryLimit(-1) != old {
		t.Fatalf("with GOMEMLIMIT set the runtime's limit stays: %d, runtime %d", got, debug.SetMemoryLimit(-1))
	}
}

// The server refuses to start on test payments behind a public https address, and with the
// profiler on a non-loopback address: both fail before anything listens or migrates.
func TestServeRefusesUnsafeSettings(t *testing.T) {
	for name, extra := range map[string]map[string]string{
		"local billing on https": {"ACEITO_BASE_URL": "https://aceito.com.br"},
		"pprof on every address": {"ACEITO_PPROF_ADDR": ":6060"},
	} {
		dir := t.TempDir()
		env := func(k string) string {
			if k == "ACEITO_DATA_DIR" {
				return dir
			}
			if k == "ACEITO_ADDR" {
				return "127.0.0.1:0"
			}
			return extra[k]
		}
		var out bytes.Buffer
		err := run(context.Background(), nil, env, nil, &out)
		if err == nil {
			t.Fatalf("%s: started", name)
		}
		if !strings.Contains(err.Error(), "config:") || strings.Contains(out.String(), "serving") {
			t.Fatalf("%s: %v / %s", name, err, out.String())
		}
	}
}

// TestMetricsListener: ACEITO_METRICS_ADDR serves the app's exposition at /metrics on its own
// listener, and nothing else there.
func TestMetricsListener(t *testing.T) {
	d, _, err := openMigrated(context.Background(), config.Config{DataDir: t.TempDir(), DBMaxConns: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	cfg, err := config.Load(func(k string) string {
		if k == "ACEITO_DATA_DIR" {
			return t.TempDir()
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.New(cfg, d, log, fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	addr, stop, err := serveMetrics("127.0.0.1:0", a.MetricsHandler(), log)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	res, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), "\naceito_sse_open_streams 0\n") ||
		!strings.Contains(string(body), `go_sql_open_connections{db_name="aceito"}`) {
		t.Fatalf("metrics listener: %d\n%s", res.StatusCode, body)
	}
	res, err = http.Get("http://" + addr + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 404 {
		t.Fatalf("the metrics listener answers only /metrics: /readyz %d", res.StatusCode)
	}
}

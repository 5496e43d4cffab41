package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// childEnv marks a copy of this test binary started as the server under test.
const childEnv = "ACEITO_TEST_CHILD_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		// The real binary's serve, in its own process, so the test can SIGKILL it. It says
		// "ready" on stdout once it listens.
		cfg, err := config.Load(os.Getenv)
		if err != nil {
			fmt.Fprintln(os.Stderr, "aceito:", err)
			os.Exit(1)
		}
		ready := make(chan string, 1)
		go func() { fmt.Println("ready", <-ready) }()
		if err := serve(context.Background(), cfg, newLogger(cfg, os.Stderr), ready); err != nil {
			fmt.Fprintln(os.Stderr, "aceito:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// server is one run of the binary under test.
type server struct {
	cmd  *exec.Cmd
	base string
}

func startServer(t *testing.T, dataDir, databaseURL, addr string) *server {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=1", "ACEITO_ADDR="+addr, "ACEITO_DATA_DIR="+dataDir,
		"DATABASE_URL="+databaseURL, "ACEITO_LOG_LEVEL=error", "ACEITO_BASE_URL=http://"+addr,
		"ACEITO_TEST_ENDPOINTS=true") // the sign-up link is read from the outbox
	var logs bytes.Buffer
	cmd.Stderr = &logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if !strings.HasPrefix(line, "ready ") {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		t.Fatalf("server did not start: %q %v\n%s", line, err, logs.String())
	}
	return &server{cmd: cmd, base: "http://" + addr}
}

// TestAcknowledgedWritesSurviveKill9 runs the real server under concurrent writes, kills it
// with SIGKILL mid-stream, starts it again on the same data and checks that every write the
// server acknowledged (201) is there and the database is intact. On SQLite this proves WAL +
// synchronous settings; with TEST_DATABASE_URL it runs on PostgreSQL.
func TestAcknowledgedWritesSurviveKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the server twice")
	}
	dataDir := t.TempDir()
	databaseURL := dbtest.URL(t)
	addr := freeAddr(t)
	srv := startServer(t, dataDir, databaseURL, addr)

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	signUp(t, client, srv.base, "duravel@exemplo.com")

	const writers, killAfter = 8, 300
	var (
		mu    sync.Mutex
		acked []string
		wg    sync.WaitGroup
	)
	killed := make(chan struct{})
	var once sync.Once
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-killed:
					return
				default:
				}
				body := fmt.Sprintf(`{"tarefa":"Tarefa %d-%d"}`, w, i)
				res, err := client.Post(srv.base+"/api/checklist", "application/json", strings.NewReader(body))
				if err != nil {
					return // the server died under this request: it was never acknowledged
				}
				var row struct{ ID string }
				decodeErr := json.NewDecoder(res.Body).Decode(&row)
				res.Body.Close()
				if res.StatusCode != http.StatusCreated || decodeErr != nil {
					continue // not acknowledged
				}
				mu.Lock()
				acked = append(acked, row.ID)
				n := len(acked)
				mu.Unlock()
				if n == killAfter {
					once.Do(func() {
						_ = srv.cmd.Process.Signal(syscall.SIGKILL)
						close(killed)
					})
				}
			}
		}()
	}
	wg.Wait()
	_ = srv.cmd.Wait()
	if len(acked) < killAfter {
		t.Fatalf("only %d writes acknowledged before the kill", len(acked))
	}

	srv = startServer(t, dataDir, databaseURL, addr)
	res, err := client.Get(srv.base + "/api/checklist")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(res.Body)
		t.Fatalf("list after restart: %d %s", res.StatusCode, b)
	}
	var list struct{ Items []struct{ ID string } }
	if err := json.NewDecoder(res.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, it := range list.Items {
		have[it.ID] = true
	}
	lost := 0
	for _, id := range acked {
		if !have[id] {
			lost++
		}
	}
	if lost > 0 {
		t.Fatalf("%d of %d acknowledged writes lost after SIGKILL", lost, len(acked))
	}
	t.Logf("%d acknowledged writes, %d rows after restart, 0 lost", len(acked), len(list.Items))

	if databaseURL == "" {
		_ = srv.cmd.Process.Kill()
		_ = srv.cmd.Wait()
		conn, err := sql.Open("sqlite", filepath.Join(dataDir, "aceito.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		var check string
		if err := conn.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
			t.Fatalf("integrity_check: %q %v", check, err)
		}
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

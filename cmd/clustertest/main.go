// Command clustertest proves that several instances of Aceito work as one (issue 16 §4): nginx
// balances round-robin across two `aceito serve` processes that share one PostgreSQL and one
// S3-compatible bucket (gofakes3, served by this process). It checks that a session made on one
// instance works on the other, that a photo uploaded through one is downloaded through the other,
// that a realtime stream on one receives the other's write, that a reminder is delivered once when
// both schedulers run, that a rolling restart under load loses no request, and that the survivor
// of a kill -9 keeps serving.
//
// It needs bin/aceito (make build), nginx and PostgreSQL's server binaries (Debian packages;
// scripts/install-test-deps.sh nginx installs them). Run it with `make cluster-test`.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

func main() {
	bin := flag.String("bin", "bin/aceito", "the aceito binary")
	nginxBin := flag.String("nginx", "/usr/sbin/nginx", "the nginx binary")
	flag.Parse()
	if err := run(*bin, *nginxBin); err != nil {
		fmt.Fprintln(os.Stderr, "cluster-test: FAIL:", err)
		os.Exit(1)
	}
	fmt.Println("cluster-test: all checks passed")
}

// cluster is what run starts: two instances behind nginx.
type cluster struct {
	dir       string
	bin       string
	env       []string
	instances [2]*instance
	front     string // nginx's base URL
}

type instance struct {
	name string
	addr string
	env  []string
	cmd  *exec.Cmd
	done chan error
}

func run(bin, nginxBin string) error {
	start := time.Now()
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "aceito-cluster-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// PostgreSQL and nginx's workers run as nobody when this runs as root: they must reach inside.
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}

	// PostgreSQL: the project's throwaway cluster (fsync off, unix socket only).
	pgDir := filepath.Join(dir, "pg")
	out, err := exec.Command("scripts/pg-throwaway.sh", "start", pgDir).Output()
	if err != nil {
		return fmt.Errorf("postgres: %w", err)
	}
	defer exec.Command("scripts/pg-throwaway.sh", "stop", pgDir).Run()
	dbURL := strings.TrimSpace(string(out))

	// The S3-compatible bucket both instances keep files in.
	backend := s3mem.New()
	if err := backend.CreateBucket("aceito"); err != nil {
		return fmt.Errorf("s3 bucket: %w", err)
	}
	s3 := gofakes3.New(backend)
	s3ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	s3srv := &http.Server{Handler: s3.Server(), ReadHeaderTimeout: 10 * time.Second}
	go s3srv.Serve(s3ln)
	defer s3srv.Close()

	front := freeAddr()
	c := &cluster{dir: dir, bin: bin, front: "http://" + front}
	c.env = append(os.Environ(),
		"DATABASE_URL="+dbURL,
		"ACEITO_BASE_URL="+c.front,
		"ACEITO_STORAGE=s3",
		"ACEITO_S3_ENDPOINT="+s3ln.Addr().String(),
		"ACEITO_S3_BUCKET=aceito",
		"ACEITO_S3_REGION=us-east-1",
		"ACEITO_S3_ACCESS_KEY=cluster",
		"ACEITO_S3_SECRET_KEY=cluster-secret",
		"ACEITO_S3_USE_SSL=false",
		// Several instances on one database share the RSVP link key (README, configuration).
		"ACEITO_RSVP_LINK_KEY="+strings.Repeat("ab", 32),
		"ACEITO_TEST_ENDPOINTS=true",
		"ACEITO_LOG_LEVEL=warn",
	)
	// One after the other: the first applies the migrations.
	for i, name := range []string{"A", "B"} {
		inst := &instance{name: name, addr: freeAddr()}
		inst.env = append(append([]string{}, c.env...), "ACEITO_ADDR="+inst.addr, "ACEITO_DATA_DIR="+filepath.Join(dir, "data-"+name))
		if err := c.start(inst); err != nil {
			return err
		}
		c.instances[i] = inst
	}
	defer func() {
		for _, inst := range c.instances {
			inst.stop(syscall.SIGKILL)
		}
	}()

	stopNginx, err := startNginx(nginxBin, filepath.Join(dir, "nginx"), front, c.instances[0].addr, c.instances[1].addr)
	if err != nil {
		return err
	}
	defer stopNginx()
	if err := waitReady(c.front, 30*time.Second); err != nil {
		return fmt.Errorf("nginx: %w", err)
	}

	checks := []struct {
		name string
		fn   func(*cluster, *couple) error
	}{
		{"a session made on A works on B", checkSession},
		{"a photo uploaded through A is downloaded through B", checkUpload},
		{"a realtime stream on A receives B's write", checkRealtime},
		{"both schedulers run: the reminder is delivered once", checkScheduler},
		{"a rolling restart under load loses no request", checkRollingRestart},
		{"after kill -9 of one instance the other serves", checkKill9},
	}
	cp, err := c.signUp("ana-cluster@exemplo.com")
	if err != nil {
		return fmt.Errorf("sign-up: %w", err)
	}
	for _, check := range checks {
		t := time.Now()
		if err := check.fn(c, cp); err != nil {
			for _, inst := range c.instances {
				if log, _ := os.ReadFile(filepath.Join(dir, "aceito-"+inst.name+".log")); len(log) > 0 {
					err = fmt.Errorf("%w\ninstance %s (%s) log (last lines):\n%s", err, inst.name, inst.addr, lastLines(string(log), 5))
				}
			}
			if log, _ := os.ReadFile(filepath.Join(dir, "nginx", "logs", "error.log")); len(log) > 0 {
				err = fmt.Errorf("%w\nnginx error log (last lines):\n%s", err, lastLines(string(log), 5)+"\nfirst:\n"+strings.Join(strings.SplitN(string(log), "\n", 4)[:3], "\n"))
			}
			return fmt.Errorf("%s: %w", check.name, err)
		}
		fmt.Printf("ok   %s (%.1f s)\n", check.name, time.Since(t).Seconds())
	}
	fmt.Printf("cluster-test: %.1f s in all\n", time.Since(start).Seconds())
	return nil
}

// start runs inst and waits until its /readyz answers 200.
func (c *cluster) start(inst *instance) error {
	logFile, err := os.Create(filepath.Join(c.dir, "aceito-"+inst.name+".log"))
	if err != nil {
		return err
	}
	inst.cmd = exec.Command(c.bin, "serve")
	inst.cmd.Env = inst.env
	inst.cmd.Stdout, inst.cmd.Stderr = logFile, logFile
	if err := inst.cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", inst.name, err)
	}
	inst.done = make(chan error, 1)
	go func() { inst.done <- inst.cmd.Wait(); logFile.Close() }()
	if err := waitReady("http://"+inst.addr, 60*time.Second); err != nil {
		log, _ := os.ReadFile(logFile.Name())
		return fmt.Errorf("instance %s: %w\n%s", inst.name, err, log)
	}
	return nil
}

// stop sends sig and waits for the process to end.
func (inst *instance) stop(sig syscall.Signal) {
	if inst == nil || inst.cmd == nil || inst.cmd.Process == nil {
		return
	}
	select {
	case <-inst.done:
		return // already ended
	default:
	}
	_ = inst.cmd.Process.Signal(sig)
	<-inst.done
	inst.done = closedDone
}

var closedDone = func() chan error { c := make(chan error); close(c); return c }()

func waitReady(base string, within time.Duration) error {
	deadline := time.Now().Add(within)
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		res, err := client.Get(base + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready at %s after %s (last: %v)", base, within, err)
		}
		time.Sleep(50 * time.Millisecond) // polling a process that is starting, not synchronising with it
	}
}

func lastLines(text string, n int) string {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

func freeAddr() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startNginx runs nginx in the foreground, round-robin over the two instances, with the settings
// docs/deploy.md gives: kept-alive connections to the instances, no buffering of the realtime
// stream, and a request whose instance refuses or drops the connection passed to the other one.
func startNginx(bin, dir, listen, a, b string) (func(), error) {
	for _, sub := range []string{"tmp", "logs"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o777); err != nil {
			return nil, err
		}
	}
	// The workers run as nobody when started as root.
	_ = os.Chmod(dir, 0o777)
	_ = os.Chmod(filepath.Join(dir, "tmp"), 0o777)
	conf := fmt.Sprintf(`daemon off;
worker_processes 1;
pid %[1]s/nginx.pid;
error_log %[1]s/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path %[1]s/tmp/body;
  proxy_temp_path %[1]s/tmp/proxy;
  fastcgi_temp_path %[1]s/tmp/fastcgi;
  uwsgi_temp_path %[1]s/tmp/uwsgi;
  scgi_temp_path %[1]s/tmp/scgi;
  client_max_body_size 12m;
  upstream aceito {
    server %[3]s max_fails=0;
    server %[4]s max_fails=0;
    keepalive 16;
  }
  server {
    listen %[2]s;
    location / {
      proxy_pass http://aceito;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
    location = /api/events {
      proxy_pass http://aceito;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`, dir, listen, a, b)
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "-p", dir, "-c", confPath)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("nginx: %w", err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	return func() {
		_ = cmd.Process.Signal(syscall.SIGQUIT)
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}, nil
}

// couple is a signed-in account: its cookie jar sends the session to every instance (cookies
// are not kept apart by port).
type couple struct {
	email  string
	client *http.Client
}

var confirmLink = regexp.MustCompile(`/auth/confirmar\?token=([^\s&]+)`)

// signUp makes an account through instance A, as the browser does: sign-up, the e-mailed link, confirm.
func (c *cluster) signUp(email string) (*couple, error) {
	jar, _ := cookiejar.New(nil)
	cp := &couple{email: email, client: &http.Client{Jar: jar, Timeout: 20 * time.Second}}
	a := "http://" + c.instances[0].addr
	if _, err := cp.call("POST", a+"/api/auth/signup", map[string]string{
		"first_name": "Ana", "last_name": "Souza", "email": email, "password": "Segredo123"}, http.StatusAccepted, http.StatusOK, http.StatusCreated); err != nil {
		return nil, err
	}
	body, err := cp.call("GET", a+"/api/test/outbox?to="+url.QueryEscape(email), nil, http.StatusOK)
	if err != nil {
		return nil, err
	}
	var outbox struct {
		Messages []struct {
			Body string `json:"body"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(body, &outbox); err != nil || len(outbox.Messages) == 0 {
		return nil, fmt.Errorf("outbox %s: %v", body, err)
	}
	m := confirmLink.FindStringSubmatch(outbox.Messages[0].Body)
	if m == nil {
		return nil, errors.New("no confirmation link in the outbox")
	}
	token, err := url.QueryUnescape(m[1])
	if err != nil {
		return nil, err
	}
	if _, err := cp.call("POST", a+"/api/auth/signup/confirm", map[string]string{"token": token}, http.StatusCreated, http.StatusOK); err != nil {
		return nil, err
	}
	// A paid plan with no end: the scheduler check runs a tick years ahead, past the trial's end.
	if _, err := cp.call("POST", a+"/api/test/set-plan", map[string]string{"email": email, "plan": "premium"}, http.StatusNoContent); err != nil {
		return nil, err
	}
	return cp, nil
}

// call sends a JSON request and returns the body, or an error when the status is not one of want.
func (cp *couple) call(method, u string, in any, want ...int) ([]byte, error) {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, u, body)
	if err != nil {
		return nil, err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return cp.do(req, want...)
}

func (cp *couple) do(req *http.Request, want ...int) ([]byte, error) {
	res, err := cp.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	for _, w := range want {
		if res.StatusCode == w {
			return out, nil
		}
	}
	return nil, fmt.Errorf("%s %s: %d %s", req.Method, req.URL.Path, res.StatusCode, out)
}

func (c *cluster) url(i int, path string) string { return "http://" + c.instances[i].addr + path }

func checkSession(c *cluster, cp *couple) error {
	body, err := cp.call("GET", c.url(1, "/api/session"), nil, http.StatusOK)
	if err != nil {
		return err
	}
	if !strings.Contains(string(body), cp.email) {
		return fmt.Errorf("B's session is not the couple's: %s", body)
	}
	return nil
}

func checkUpload(c *cluster, cp *couple) error {
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for x := range 64 {
		for y := range 48 {
			img.Set(x, y, color.RGBA{uint8(x * 4), uint8(y * 5), 120, 255})
		}
	}
	var file bytes.Buffer
	if err := png.Encode(&file, img); err != nil {
		return err
	}
	var form bytes.Buffer
	w := multipart.NewWriter(&form)
	_ = w.WriteField("titulo", "Ensaio no parque")
	_ = w.WriteField("categoria", "outros")
	part, err := w.CreateFormFile("file", "ensaio.png")
	if err != nil {
		return err
	}
	part.Write(file.Bytes())
	w.Close()
	req, _ := http.NewRequest("POST", c.url(0, "/api/gallery"), &form)
	req.Header.Set("Content-Type", w.FormDataContentType())
	body, err := cp.do(req, http.StatusCreated, http.StatusOK)
	if err != nil {
		return err
	}
	var created struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(body, &created); err != nil || created.ID == "" {
		return fmt.Errorf("upload answer %s: %v", body, err)
	}
	fromA, err := cp.call("GET", c.url(0, "/api/gallery/"+created.ID+"/image"), nil, http.StatusOK)
	if err != nil {
		return err
	}
	fromB, err := cp.call("GET", c.url(1, "/api/gallery/"+created.ID+"/image"), nil, http.StatusOK)
	if err != nil {
		return err
	}
	if len(fromB) == 0 || !bytes.Equal(fromA, fromB) {
		return fmt.Errorf("B served %d bytes, A %d", len(fromB), len(fromA))
	}
	return nil
}

func checkRealtime(c *cluster, cp *couple) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", c.url(0, "/api/events"), nil)
	stream := &http.Client{Jar: cp.client.Jar} // no timeout: the stream stays open
	res, err := stream.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("stream: %d", res.StatusCode)
	}
	lines := bufio.NewScanner(res.Body)
	// ': ok' is written once the stream is subscribed.
	for lines.Scan() && lines.Text() != ": ok" {
	}
	if _, err := cp.call("POST", c.url(1, "/api/guests"), map[string]any{"nome": "Bruno Lima"}, http.StatusCreated); err != nil {
		return err
	}
	for lines.Scan() {
		if line := lines.Text(); strings.HasPrefix(line, "data: ") && strings.Contains(line, `"guests"`) {
			return nil
		}
	}
	return fmt.Errorf("no guests event on A's stream: %v", errors.Join(lines.Err(), ctx.Err()))
}

func checkScheduler(c *cluster, cp *couple) error {
	// A reminder far enough ahead that neither instance's own minute tick reaches it.
	if _, err := cp.call("POST", c.url(0, "/api/checklist"), map[string]any{
		"tarefa": "Provar o vestido", "prioridade": "alta", "prazo": "2030-03-10", "horario_lembrete": "09:00"}, http.StatusCreated); err != nil {
		return err
	}
	at := map[string]string{"at": "2030-03-10T12:00:00Z"} // 09:00 in São Paulo
	var wg sync.WaitGroup
	var delivered atomic.Int64
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body, err := cp.call("POST", c.url(i, "/api/test/run-jobs"), at, http.StatusOK)
			var out struct {
				Delivered int64 `json:"delivered"`
			}
			if err == nil {
				err = json.Unmarshal(body, &out)
			}
			delivered.Add(out.Delivered)
			errs[i] = err
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	body, err := cp.call("GET", c.url(1, "/api/notifications"), nil, http.StatusOK)
	if err != nil {
		return err
	}
	// The tick may deliver other timed work of the day too; the reminder itself is one notification.
	if n := strings.Count(string(body), "Provar o vestido"); n != 1 || delivered.Load() < 1 {
		return fmt.Errorf("%d deliveries by the schedulers, %d notifications of the reminder", delivered.Load(), n)
	}
	return nil
}

// load sends GETs through nginx from 4 clients until stop is closed, and counts what failed.
func (c *cluster) load(cp *couple, stop <-chan struct{}) (ok, failed *atomic.Int64, wait func() []string) {
	ok, failed = new(atomic.Int64), new(atomic.Int64)
	var mu sync.Mutex
	var samples []string
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := &http.Client{Jar: cp.client.Jar, Timeout: 10 * time.Second}
			for {
				select {
				case <-stop:
					return
				default:
				}
				time.Sleep(2 * time.Millisecond) // pacing: a steady load, not a flood of the 2 cores
				res, err := client.Get(c.front + "/api/guests")
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					res.Body.Close()
				}
				if err == nil && res.StatusCode == http.StatusOK {
					ok.Add(1)
					continue
				}
				failed.Add(1)
				mu.Lock()
				if len(samples) < 5 {
					if err != nil {
						samples = append(samples, err.Error())
					} else {
						samples = append(samples, res.Status)
					}
				}
				mu.Unlock()
			}
		}()
	}
	return ok, failed, func() []string { wg.Wait(); return samples }
}

func checkRollingRestart(c *cluster, cp *couple) error {
	stop := make(chan struct{})
	ok, failed, wait := c.load(cp, stop)
	// Each instance in turn: SIGTERM (it drains), then started again and ready before the next.
	var restartErr error
	for i := range 2 {
		before := ok.Load()
		for ok.Load() < before+200 { // load is flowing through both before the restart
			time.Sleep(5 * time.Millisecond)
		}
		c.instances[i].stop(syscall.SIGTERM)
		if restartErr = c.start(c.instances[i]); restartErr != nil {
			break
		}
	}
	before := ok.Load()
	for restartErr == nil && ok.Load() < before+200 {
		time.Sleep(5 * time.Millisecond)
	}
	close(stop)
	samples := wait()
	if restartErr != nil {
		return restartErr
	}
	if failed.Load() != 0 {
		return fmt.Errorf("%d of %d requests failed, e.g. %v", failed.Load(), ok.Load()+failed.Load(), samples)
	}
	fmt.Printf("     %d requests through nginx during two restarts, none failed\n", ok.Load())
	return nil
}

func checkKill9(c *cluster, cp *couple) error {
	c.instances[0].stop(syscall.SIGKILL)
	for i := range 50 {
		if _, err := cp.call("GET", c.front+"/api/guests", nil, http.StatusOK); err != nil {
			return fmt.Errorf("read %d: %w", i, err)
		}
	}
	// A write too: nginx passes a refused connection to B.
	if _, err := cp.call("POST", c.front+"/api/guests", map[string]any{"nome": "Carla Lima"}, http.StatusCreated); err != nil {
		return err
	}
	return nil
}

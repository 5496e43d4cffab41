// Command aceito serves the Aceito web app and API, and administers its database.
//
//	aceito [serve]                           serve HTTP on ACEITO_ADDR (default)
//	aceito migrate                           apply pending database migrations
//	aceito user create --admin --email X     create an administrator (password from the prompt or stdin)
//	aceito plan set --email X --plan luxo    change a wedding's plan for a support case
//	aceito vapid                             print a fresh Web Push (VAPID) key pair as env lines
package main

import (
	"runtime/debug"
	// Time zone data is embedded: "today" is the couple's day in America/Sao_Paulo even on hosts
	// without /usr/share/zoneinfo.
	_ "time/tzdata"

	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/aceito/aceito/internal/app"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/billing"
	"github.com/aceito/aceito/internal/config"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/push"
	"github.com/aceito/aceito/internal/realtime"
	"github.com/aceito/aceito/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "aceito:", err)
		os.Exit(1)
	}
}

// applyMemoryLimit sets the Go runtime's soft memory limit to limit (ACEITO_MEMORY_LIMIT), so
// the garbage collector works harder before the process outgrows a small server, unless the
// operator set GOMEMLIMIT (goMemLimit), which the runtime already applied and which wins. It
// returns the limit in force.
func applyMemoryLimit(limit int64, goMemLimit string, log *slog.Logger) int64 {
	if goMemLimit != "" || limit <= 0 {
		cur := debug.SetMemoryLimit(-1) // -1 reads without changing
		log.Info("memory limit", "bytes", cur, "source", map[bool]string{true: "GOMEMLIMIT", false: "go default"}[goMemLimit != ""])
		return cur
	}
	debug.SetMemoryLimit(limit)
	log.Info("memory limit", "bytes", limit, "source", "ACEITO_MEMORY_LIMIT")
	return limit
}

func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	log := newLogger(cfg, stdout)
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		applyMemoryLimit(cfg.MemoryLimit, getenv("GOMEMLIMIT"), log)
		return serve(ctx, cfg, log, nil)
	case "migrate":
		d, applied, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer d.Close()
		fmt.Fprintf(stdout, "migrations applied: %v\n", applied)
		return nil
	case "user":
		if len(args) == 0 || args[0] != "create" {
			return errors.New("usage: aceito user create --admin --email EMAIL [--first-name N --last-name N]")
		}
		return createUser(ctx, cfg, args[1:], stdin, stdout)
	case "plan":
		if len(args) == 0 || args[0] != "set" {
			return errors.New("usage: aceito plan set --email EMAIL --plan essencial|premium|luxo [--until YYYY-MM-DD]")
		}
		return setPlan(ctx, cfg, args[1:], stdout)
	case "backup":
		return backupCmd(ctx, cfg, args, stdout)
	case "restore":
		return restoreCmd(ctx, cfg, args, stdout)
	case "vapid":
		return vapidCmd(stdout)
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate, user create, plan set, backup, restore or vapid)", cmd)
	}
}

// vapidCmd prints a fresh VAPID key pair as the two environment lines that configure it; set
// both on every instance (the browsers' subscriptions are bound to the public key).
func vapidCmd(stdout io.Writer) error {
	k, err := push.GenerateKeys()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "ACEITO_VAPID_PUBLIC_KEY=%s\nACEITO_VAPID_PRIVATE_KEY=%s\n", k.Public, k.Private)
	return err
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	if cfg.LogFormat == "text" {
		return slog.New(slog.NewTextHandler(w, opts))
	}
	return slog.New(slog.NewJSONHandler(w, opts))
}

// openMigrated opens the configured database and applies pending migrations, returning the
// versions it applied.
func openMigrated(ctx context.Context, cfg config.Config) (*db.DB, []int, error) {
	d, err := db.Open(ctx, db.Options{DatabaseURL: cfg.DatabaseURL, DataDir: cfg.DataDir, MaxConns: cfg.DBMaxConns})
	if err != nil {
		return nil, nil, err
	}
	applied, err := d.Migrate(ctx)
	if err != nil {
		d.Close()
		return nil, nil, err
	}
	return d, applied, nil
}

// serve runs the HTTP server until ctx ends, then drains requests for up to 10 s. When ready is
// not nil it receives the listening address.
func serve(ctx context.Context, cfg config.Config, log *slog.Logger, ready chan<- string) error {
	d, applied, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	if len(applied) > 0 {
		log.Info("migrations applied", "versions", applied)
	}
	dist, err := fs.Sub(web.Dist, "dist")
	if err != nil {
		return fmt.Errorf("serve: web app: %w", err)
	}
	a, err := app.New(cfg, d, log, dist, time.Now)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	go a.RunMaintenance(ctx, time.Hour)
	// Realtime LISTEN, the scheduler and the data-export builder stop with ctx; waited for
	// before the database closes (an export cut short is taken over after its lease).
	bgDone := make(chan struct{}, 3)
	go func() { defer func() { bgDone <- struct{}{} }(); a.RunExports(ctx) }()
	go func() { defer func() { bgDone <- struct{}{} }(); a.RunRealtime(ctx) }()
	go func() { defer func() { bgDone <- struct{}{} }(); a.RunScheduler(ctx) }()
	// Waited for after the HTTP drain, so a message being handed to the SMTP server is recorded.
	mailerDone := make(chan struct{})
	go func() { defer close(mailerDone); a.RunMailer(ctx) }()
	if cfg.PprofAddr != "" {
		go servePprof(cfg.PprofAddr, log)
	}

	if cfg.MetricsAddr != "" {
		_, stopMetrics, err := serveMetrics(cfg.MetricsAddr, a.MetricsHandler(), log)
		if err != nil {
			return fmt.Errorf("serve: metrics: %w", err)
		}
		defer stopMetrics()
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	srv := &http.Server{
		Handler:           a.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(a.CloseStreams)
	log.Info("serving", "addr", ln.Addr().String(), "database", string(d.Dialect), "base_url", cfg.BaseURL)
	if ready != nil {
		// The tests' "started" is /readyz's: on PostgreSQL, once the realtime LISTEN is up.
		select {
		case <-a.RealtimeListening():
		case <-ctx.Done():
		}
		ready <- ln.Addr().String()
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	if err != nil {
		srv.Close() // requests still running after the grace period are cut
		err = fmt.Errorf("serve: shutdown: %w", err)
	}
	// Whatever the drain did, the background work finishes before the database closes, and so
	// does sending the realtime events of the last requests and jobs to the other instances.
	<-mailerDone
	<-bgDone
	<-bgDone
	<-bgDone
	flushCtx, cancelFlush := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancelFlush()
	a.FlushRealtime(flushCtx)
	return err
}

// serveMetrics serves Prometheus metrics at /metrics on their own listener, never on the public
// address. It returns the address it listens on and a function that closes it.
func serveMetrics(addr string, h http.Handler, log *slog.Logger) (listening string, stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", h)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, WriteTimeout: 30 * time.Second,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	log.Info("metrics", "addr", ln.Addr().String())
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("metrics", "err", err)
		}
	}()
	return ln.Addr().String(), func() { srv.Close() }, nil
}

// servePprof exposes the profiler on its own listener, never on the public address.
func servePprof(addr string, log *slog.Logger) {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	log.Info("pprof", "addr", addr)
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	if err := srv.ListenAndServe(); err != nil {
		log.Error("pprof", "err", err)
	}
}

func createUser(ctx context.Context, cfg config.Config, args []string, stdin io.Reader, stdout io.Writer) error {
	fl := flag.NewFlagSet("user create", flag.ContinueOnError)
	fl.SetOutput(stdout)
	admin := fl.Bool("admin", false, "make the user an administrator")
	email := fl.String("email", "", "e-mail address (required)")
	first := fl.String("first-name", "Admin", "first name")
	last := fl.String("last-name", "Aceito", "last name")
	if err := fl.Parse(args); err != nil {
		return err
	}
	password, err := readPassword(stdin, stdout)
	if err != nil {
		return err
	}
	in := auth.SignUpInput{Email: *email, Password: password, FirstName: *first, LastName: *last}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return fmt.Errorf("user create: %w (the password needs 8+ characters with lower-case, upper-case and a digit)", err)
	}
	d, _, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	hash, err := auth.HashPassword(ctx, in.Password)
	if err != nil {
		return err
	}
	tx, err := d.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("user create: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // no-op after commit
	acc, err := auth.CreateAccount(ctx, tx, auth.NewAccount{Email: in.Email, PasswordHash: hash,
		FirstName: in.FirstName, LastName: in.LastName, IsAdmin: *admin}, time.Now().UTC())
	if err != nil {
		return fmt.Errorf("user create: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("user create: %w", err)
	}
	fmt.Fprintf(stdout, "created user %s (%s), admin=%v, wedding %s\n", in.Email, acc.UserID, *admin, acc.WeddingID)
	return nil
}

// setPlan changes a wedding's plan for a support case.
func setPlan(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("plan set", flag.ContinueOnError)
	fl.SetOutput(stdout)
	email := fl.String("email", "", "e-mail of an account of the wedding (required)")
	planID := fl.String("plan", "", "essencial, premium or luxo (required)")
	untilText := fl.String("until", "", "last day of the plan, YYYY-MM-DD (default: no end)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *email == "" || *planID == "" {
		return errors.New("plan set: --email and --plan are required")
	}
	var until time.Time
	if *untilText != "" {
		day, err := time.Parse(time.DateOnly, *untilText)
		if err != nil {
			return fmt.Errorf("plan set: --until %q: want YYYY-MM-DD", *untilText)
		}
		// The plan lasts through that whole day in Brazil (UTC−3).
		until = day.Add(24*time.Hour + 3*time.Hour)
	}
	d, _, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	weddingID, err := billing.SetPlan(ctx, d, auth.NormalizeEmail(*email), plan.ID(*planID), until)
	if err != nil {
		return fmt.Errorf("plan set: %w", err)
	}
	fmt.Fprintf(stdout, "wedding %s of %s is now on plan %s\n", weddingID, auth.NormalizeEmail(*email), *planID)
	// The wedding's open tabs learn it at once on PostgreSQL (the servers LISTEN for events);
	// with SQLite this process cannot reach the server's, and a tab sees it on its next refresh.
	if d.Dialect == db.Postgres {
		b, err := realtime.NewPostgresBroker(ctx, d, time.Now)
		if err == nil {
			err = b.Publish(ctx, weddingID, realtime.Event{Type: realtime.Changed, Resource: "subscription"})
		}
		if err != nil {
			fmt.Fprintf(stdout, "open tabs were not told (they see it on their next refresh): %v\n", err)
		}
	}
	return nil
}

// readPassword prompts twice without echo on a terminal, or reads one line from piped stdin.
func readPassword(stdin io.Reader, stdout io.Writer) (string, error) {
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(stdout, "Senha: ")
		p1, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", fmt.Errorf("read password: %w", err)
		}
		fmt.Fprint(stdout, "Confirme a senha: ")
		p2, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", fmt.Errorf("read password: %w", err)
		}
		if string(p1) != string(p2) {
			return "", errors.New("the passwords do not match")
		}
		return string(p1), nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", fmt.Errorf("read password: %w", err)
	}
	return strings.TrimRight(line, "\r\n"), nil
}

package app

import (
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
)

// testRoutes exist only with ACEITO_TEST_ENDPOINTS=true (the browser tests' server) and answer
// only clients on this machine: the outbox holds password-reset links. They are not part of the
// API and not in api/openapi.yaml.
func (a *App) testRoutes() []Route {
	return []Route{
		{"GET", "/api/test/outbox", Test, a.testOutbox},
		{"POST", "/api/test/run-jobs", Test, a.testRunJobs},
	}
}

// loopbackOnly answers clients on this machine only; to anyone else the route does not exist.
func loopbackOnly(h httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
			return errNoSuchRoute
		}
		return h(w, r)
	}
}

type outboxMessage struct {
	To        string    `json:"to"`
	Subject   string    `json:"subject"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

// testOutbox lists the newest e-mails queued for ?to=, so a browser test can follow a link a
// person would receive.
func (a *App) testOutbox(w http.ResponseWriter, r *http.Request) error {
	rows, err := a.db.QueryContext(r.Context(), `SELECT to_address, subject, body, created_at FROM outbox
		WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 20`, r.URL.Query().Get("to"))
	if err != nil {
		return fmt.Errorf("test outbox: %w", err)
	}
	defer rows.Close()
	msgs := []outboxMessage{}
	for rows.Next() {
		var m outboxMessage
		if err := rows.Scan(&m.To, &m.Subject, &m.Body, db.ScanTime(&m.CreatedAt)); err != nil {
			return fmt.Errorf("test outbox: %w", err)
		}
		msgs = append(msgs, m)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("test outbox: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]any{"messages": msgs})
}

// testRunJobs runs one scheduler tick at the instant {"at": RFC 3339}, so a browser test can
// see a reminder arrive without waiting for the clock.
func (a *App) testRunJobs(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		At string `json:"at"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	at, err := time.Parse(time.RFC3339, in.At)
	if err != nil {
		f := apperr.Fields{}
		f.Add("at", "invalid")
		return f.Err()
	}
	n, err := a.RunJobs(r.Context(), at)
	if err != nil {
		return fmt.Errorf("test run-jobs: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]int{"delivered": n})
}

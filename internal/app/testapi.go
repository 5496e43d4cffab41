package app

import (
	"database/sql"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
)

// testRoutes exist only with ACEITO_TEST_ENDPOINTS=true (the browser tests' server) and answer
// only clients on this machine: the outbox holds password-reset links. They are not part of the
// API and not in api/openapi.yaml.
func (a *App) testRoutes() []Route {
	return []Route{
		{"GET", "/api/test/outbox", Test, a.testOutbox},
		{"POST", "/api/test/run-jobs", Test, a.testRunJobs},
		{"POST", "/api/test/set-plan", Test, a.testSetPlan},
		{"POST", "/api/test/end-trial", Test, a.testEndTrial},
		// A stand-in Open-Meteo replaying recorded answers: the browser tests point
		// ACEITO_WEATHER_URL and ACEITO_GEOCODING_URL here.
		{"GET", "/api/test/open-meteo/forecast", Test, serveStd(a.weatherReplay.ServeForecast)},
		{"GET", "/api/test/open-meteo/search", Test, serveStd(a.weatherReplay.ServeSearch)},
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

// testRunJobs runs one scheduler tick at the instant {"at": RFC 3339}, and builds the weekly
// copies it queued, so a browser test can see a reminder or a backup arrive without waiting.
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
	// The weekly copies the tick queued are built now, so the test sees them without waiting.
	if _, err := a.BuildBackups(r.Context()); err != nil {
		return fmt.Errorf("test run-jobs: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]int{"delivered": n})
}

// weddingOfEmail is the wedding of the account with e-mail email, or a 404.
func (a *App) weddingOfEmail(r *http.Request, email string) (string, error) {
	var id string
	err := a.db.QueryRowContext(r.Context(), `SELECT m.wedding_id FROM users u JOIN wedding_members m ON m.user_id = u.id
		WHERE u.email = $1`, auth.NormalizeEmail(email)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", apperr.NotFound("Conta não encontrada.")
	}
	if err != nil {
		return "", fmt.Errorf("test: wedding of %s: %w", email, err)
	}
	return id, nil
}

// testSetPlan puts the wedding of {"email"} on {"plan"}, active with no end, as a sign-up was
// before the free trial, so that browser tests of a plan's limits and gates start there. The
// wedding's open tabs are told, as after any plan change.
func (a *App) testSetPlan(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email string `json:"email"`
		Plan  string `json:"plan"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if _, ok := plan.Get(plan.ID(in.Plan)); !ok {
		f := apperr.Fields{}
		f.Add("plan", "invalid")
		return f.Err()
	}
	weddingID, err := a.weddingOfEmail(r, in.Email)
	if err != nil {
		return err
	}
	if _, err := a.db.ExecContext(r.Context(), `UPDATE weddings SET plan_id = $1, subscription_status = 'active',
			plan_expires_at = NULL, cancel_at_period_end = FALSE, data_version = data_version + 1 WHERE id = $2`, in.Plan, weddingID); err != nil {
		return fmt.Errorf("test set-plan: %w", err)
	}
	a.events.Announce(r.Context(), a.log, weddingID, "subscription")
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// testEndTrial moves the end of the free trial of {"email"}'s wedding to now and runs the
// scheduler now, as its minute tick would: the trial is recorded as ended, the couple notified
// and the wedding's open tabs told, without waiting 14 days.
func (a *App) testEndTrial(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email string `json:"email"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	weddingID, err := a.weddingOfEmail(r, in.Email)
	if err != nil {
		return err
	}
	now := a.now().UTC().Truncate(time.Second)
	res, err := a.db.ExecContext(r.Context(), `UPDATE weddings SET plan_expires_at = $1 WHERE id = $2 AND subscription_status = 'trialing'`,
		now, weddingID)
	if err != nil {
		return fmt.Errorf("test end-trial: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("test end-trial: %w", err)
	} else if n == 0 {
		return apperr.Conflict("not_trialing", "Este casamento não está em teste grátis.", nil)
	}
	n, err := a.RunJobs(r.Context(), now)
	if err != nil {
		return fmt.Errorf("test end-trial: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]int{"delivered": n})
}

// serveStd adapts a plain http.HandlerFunc to the route table.
func serveStd(h http.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		h(w, r)
		return nil
	}
}

package auth

import (
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
)

// Device is one signed-in session in 'Dispositivos conectados'. ID is the session's public id,
// never the cookie token nor its hash (the hash is the lookup key: knowing it would not let
// anyone in, but it stays on the server all the same).
type Device struct {
	ID         string    `json:"id"`
	Browser    string    `json:"browser"` // e.g. "Chrome no Windows", from the sign-in User-Agent
	CreatedAt  time.Time `json:"created_at"`
	LastSeenAt time.Time `json:"last_seen_at"` // exact to the hour (see lookupSession)
	Current    bool      `json:"current"`      // the session of the request
}

type devicesResponse struct {
	Sessions []Device `json:"sessions"`
}

// ListSessions lists the caller's live sessions, the current one first, then by last use.
// GET /api/sessions
func (a *Auth) ListSessions(w http.ResponseWriter, r *http.Request) error {
	id := MustIdentity(r.Context())
	now := a.now()
	rows, err := a.db.QueryContext(r.Context(), `SELECT id, public_id, user_agent, created_at, last_seen_at FROM sessions
		WHERE user_id = $1 AND expires_at > $2 AND created_at > $3
		ORDER BY last_seen_at DESC, created_at DESC`, id.UserID, now, now.Add(-a.opts.SessionMaxAge))
	if err != nil {
		return fmt.Errorf("auth.ListSessions: %w", err)
	}
	defer rows.Close()
	out := devicesResponse{Sessions: []Device{}}
	for rows.Next() {
		var hash, ua string
		var d Device
		if err := rows.Scan(&hash, &d.ID, &ua, db.ScanTime(&d.CreatedAt), db.ScanTime(&d.LastSeenAt)); err != nil {
			return fmt.Errorf("auth.ListSessions: scan: %w", err)
		}
		d.Browser = BrowserSummary(ua)
		if d.Current = hash == id.SessionID; d.Current {
			// This request is a use: the list should not call the device in hand stale.
			d.LastSeenAt = now
			out.Sessions = append([]Device{d}, out.Sessions...)
			continue
		}
		out.Sessions = append(out.Sessions, d)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("auth.ListSessions: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, out)
}

var errNoSuchSession = apperr.NotFound("Sessão não encontrada.")

// EndSession ends one of the caller's sessions by its public id; another account's id is not
// found. Ending the current session signs this browser out. DELETE /api/sessions/{id}
func (a *Auth) EndSession(w http.ResponseWriter, r *http.Request) error {
	id := MustIdentity(r.Context())
	publicID := r.PathValue("id")
	if publicID == "" || len(publicID) > 64 {
		return errNoSuchSession
	}
	var hash string
	err := a.db.QueryRowContext(r.Context(), `DELETE FROM sessions WHERE public_id = $1 AND user_id = $2 RETURNING id`,
		publicID, id.UserID).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return errNoSuchSession
	}
	if err != nil {
		return fmt.Errorf("auth.EndSession: %w", err)
	}
	if hash == id.SessionID {
		a.clearCookie(w)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

type endedResponse struct {
	Ended int64 `json:"ended"`
}

// EndOtherSessions ends every session of the caller except the current one ('Sair de todos os
// dispositivos': this device stays signed in, so the person can see the result and carry on;
// signing out here is the ordinary 'Sair'). POST /api/sessions/revoke-others
func (a *Auth) EndOtherSessions(w http.ResponseWriter, r *http.Request) error {
	id := MustIdentity(r.Context())
	res, err := a.db.ExecContext(r.Context(), `DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, id.UserID, id.SessionID)
	if err != nil {
		return fmt.Errorf("auth.EndOtherSessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("auth.EndOtherSessions: %w", err)
	}
	return httpx.WriteJSON(w, http.StatusOK, endedResponse{Ended: n})
}

// BrowserSummary names the browser and system of a User-Agent in pt-BR, e.g. "Chrome no
// Windows", for a person to recognise their devices; it is not a security signal (the header
// is whatever the client sends). Order matters: Edge and Opera also say "Chrome", Chrome also
// says "Safari", Android also says "Linux".
func BrowserSummary(ua string) string {
	browser := ""
	switch {
	case strings.Contains(ua, "Edg/") || strings.Contains(ua, "EdgA/") || strings.Contains(ua, "EdgiOS/"):
		browser = "Edge"
	case strings.Contains(ua, "OPR/") || strings.Contains(ua, "Opera"):
		browser = "Opera"
	case strings.Contains(ua, "SamsungBrowser/"):
		browser = "Samsung Internet"
	case strings.Contains(ua, "Firefox/") || strings.Contains(ua, "FxiOS/"):
		browser = "Firefox"
	case strings.Contains(ua, "Chrome/") || strings.Contains(ua, "Chromium/") || strings.Contains(ua, "CriOS/"):
		browser = "Chrome"
	case strings.Contains(ua, "Safari/"):
		browser = "Safari"
	}
	system := ""
	switch {
	case strings.Contains(ua, "iPhone"):
		system = "iPhone"
	case strings.Contains(ua, "iPad"):
		system = "iPad"
	case strings.Contains(ua, "Android"):
		system = "Android"
	case strings.Contains(ua, "Windows"):
		system = "Windows"
	case strings.Contains(ua, "Mac OS X") || strings.Contains(ua, "Macintosh"):
		system = "macOS"
	case strings.Contains(ua, "CrOS"):
		system = "ChromeOS"
	case strings.Contains(ua, "Linux"):
		system = "Linux"
	}
	switch {
	case browser != "" && system != "":
		return browser + " no " + system
	case browser != "":
		return browser
	case system != "":
		return "Navegador no " + system
	}
	return "Navegador desconhecido"
}

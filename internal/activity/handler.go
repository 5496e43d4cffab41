package activity

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/realtime"
)

// Handler serves /api/activity and /api/presence; the wedding and member always come from the
// session.
type Handler struct {
	store  *Store
	db     *db.DB
	broker *realtime.Broker
}

// NewHandler returns a Handler on store; broker holds the presence.
func NewHandler(store *Store, broker *realtime.Broker) *Handler {
	return &Handler{store: store, db: store.db, broker: broker}
}

type listResponse struct {
	Items    []Item   `json:"items"`
	HasMore  bool     `json:"has_more"`
	Page     int      `json:"page"`
	People   []Person `json:"people"`
	Areas    any      `json:"areas"`
	TimeZone string   `json:"time_zone"`
	Notify   bool     `json:"notify"`
}

// List answers GET /api/activity?user=&area=&page=: one page of the log, newest first, with
// what the filters offer, the zone the times are shown in and the member's notification choice.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	q, err := ParseQuery(r.URL.Query())
	if err != nil {
		return err
	}
	id := auth.MustIdentity(r.Context())
	items, more, err := h.store.List(r.Context(), id.WeddingID, q)
	if err != nil {
		return err
	}
	people, err := h.store.People(r.Context(), id.WeddingID)
	if err != nil {
		return err
	}
	zone, err := h.store.TimeZone(r.Context(), id.WeddingID)
	if err != nil {
		return err
	}
	notify, err := h.store.Notify(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Items: items, HasMore: more, Page: q.Page, People: people,
		Areas: Areas, TimeZone: zone, Notify: notify})
}

// Notify answers GET /api/activity/notify: the member's choice ('Pessoas do casamento').
func (h *Handler) Notify(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	on, err := h.store.Notify(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]bool{"enabled": on})
}

type notifyBody struct {
	Enabled *bool `json:"enabled"`
}

// SetNotify answers PUT /api/activity/notify {"enabled": true|false}: the member's own choice
// to get a bell notification when another member changes something.
func (h *Handler) SetNotify(w http.ResponseWriter, r *http.Request) error {
	var body notifyBody
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	if body.Enabled == nil {
		return apperr.Invalid(map[string]string{"enabled": "required"})
	}
	id := auth.MustIdentity(r.Context())
	if err := h.store.SetNotify(r.Context(), id.WeddingID, id.UserID, *body.Enabled); err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]bool{"enabled": *body.Enabled})
}

type presenceBody struct {
	Path string `json:"path"`
}

// viewer is one other member's open page.
type viewer struct {
	UserID    string `json:"user_id"`
	FirstName string `json:"first_name"`
	Path      string `json:"path"`
}

// SetPresence answers POST /api/presence {"path": "/app/budget"}: the route this tab shows.
// The wedding's other streams get a "presence" hint when it changed (PublishWrites sends it
// after every successful write of the resource).
func (h *Handler) SetPresence(w http.ResponseWriter, r *http.Request) error {
	var body presenceBody
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	if !strings.HasPrefix(body.Path, "/") || strings.ContainsAny(body.Path, "\r\n\t") {
		return apperr.Invalid(map[string]string{"path": "invalid"})
	}
	id := auth.MustIdentity(r.Context())
	h.broker.SetPresence(id.WeddingID, id.SessionID, id.UserID, body.Path)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Presence answers GET /api/presence: the pages the wedding's other members have open now,
// with their first names (current members only).
func (h *Handler) Presence(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	out := []viewer{}
	for _, v := range h.broker.Viewers(id.WeddingID, id.UserID) {
		name, ok, err := h.memberName(r.Context(), id.WeddingID, v.UserID)
		if err != nil {
			return err
		}
		if ok {
			out = append(out, viewer{UserID: v.UserID, FirstName: name, Path: v.Path})
		}
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string][]viewer{"viewers": out})
}

func (h *Handler) memberName(ctx context.Context, weddingID, userID string) (string, bool, error) {
	rows, err := h.db.QueryContext(ctx, `SELECT u.first_name FROM users u JOIN wedding_members m ON m.user_id = u.id
		WHERE m.wedding_id = $1 AND u.id = $2`, weddingID, userID)
	if err != nil {
		return "", false, fmt.Errorf("activity: member name: %w", err)
	}
	defer rows.Close()
	if !rows.Next() {
		return "", false, rows.Err()
	}
	var name string
	if err := rows.Scan(&name); err != nil {
		return "", false, fmt.Errorf("activity: member name: %w", err)
	}
	return name, true, nil
}

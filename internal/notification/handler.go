package notification

import (
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Handler serves /api/notifications. Every route sits behind auth.Require; the wedding and the
// member always come from the session.
type Handler struct {
	store *Store
}

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler { return &Handler{store: store} }

type listResponse struct {
	Notifications []Notification `json:"notifications"`
	UnreadCount   int            `json:"unread_count"`
}

// List answers GET /api/notifications?filter=unread|all&q=…&limit=1..50. The unread count covers
// every unread notification, whatever the filter and search, so the badge and the list come in
// one request.
func (h *Handler) List(w http.ResponseWriter, r *http.Request) error {
	q, err := ParseQuery(r.URL.Query())
	if err != nil {
		return err
	}
	id := auth.MustIdentity(r.Context())
	list, err := h.store.List(r.Context(), id.WeddingID, id.UserID, q)
	if err != nil {
		return err
	}
	unread, err := h.store.UnreadCount(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, listResponse{Notifications: list, UnreadCount: unread})
}

// UnreadCount answers GET /api/notifications/unread-count.
func (h *Handler) UnreadCount(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	n, err := h.store.UnreadCount(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]int{"unread_count": n})
}

// MarkRead answers POST /api/notifications/{id}/read.
func (h *Handler) MarkRead(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	n, err := h.store.MarkRead(r.Context(), id.WeddingID, id.UserID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, n)
}

// MarkAllRead answers POST /api/notifications/read-all.
func (h *Handler) MarkAllRead(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	n, err := h.store.MarkAllRead(r.Context(), id.WeddingID, id.UserID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]int64{"updated": n})
}

// Delete answers DELETE /api/notifications/{id}.
func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) error {
	id := auth.MustIdentity(r.Context())
	if err := h.store.Delete(r.Context(), id.WeddingID, id.UserID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

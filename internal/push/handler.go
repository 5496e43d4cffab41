package push

import (
	"net/http"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// maxRequest bounds a subscription request: a browser's PushSubscription JSON is well under
// 1 kB.
const maxRequest = 8 << 10

// Handler serves the public key and the caller's own subscriptions.
type Handler struct {
	store     *Store
	publicKey string
}

// NewHandler returns the handlers on store; publicKey is the VAPID public key.
func NewHandler(store *Store, publicKey string) *Handler {
	return &Handler{store: store, publicKey: publicKey}
}

// PublicKey answers GET /api/push/public-key: the applicationServerKey a browser subscribes with.
func (h *Handler) PublicKey(w http.ResponseWriter, r *http.Request) error {
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"public_key": h.publicKey})
}

// subscribeBody is PushSubscription.toJSON() of the browser.
type subscribeBody struct {
	Endpoint       string   `json:"endpoint"`
	ExpirationTime *float64 `json:"expirationTime"` // ignored: the push service's 404/410 says when it ends
	Keys           struct {
		P256dh string `json:"p256dh"`
		Auth   string `json:"auth"`
	} `json:"keys"`
}

// Subscribe answers POST /api/push-subscriptions: 201 for a new device, 200 for a known one
// (its keys refreshed; on a shared phone it moves to the caller).
func (h *Handler) Subscribe(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxRequest)
	var body subscribeBody
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	id := auth.MustIdentity(r.Context())
	saved, created, err := h.store.Subscribe(r.Context(), id.WeddingID, id.UserID,
		Subscription{Endpoint: body.Endpoint, P256dh: body.Keys.P256dh, Auth: body.Keys.Auth})
	if err != nil {
		return err
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	return httpx.WriteJSON(w, status, saved)
}

// Unsubscribe answers DELETE /api/push-subscriptions {"endpoint"}: 204 whether or not the caller
// had it (only the caller's own is ever deleted).
func (h *Handler) Unsubscribe(w http.ResponseWriter, r *http.Request) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxRequest)
	var body struct {
		Endpoint string `json:"endpoint"`
	}
	if err := httpx.DecodeJSON(w, r, &body); err != nil {
		return err
	}
	if body.Endpoint == "" {
		return apperr.Invalid(map[string]string{"endpoint": "required"})
	}
	id := auth.MustIdentity(r.Context())
	if err := h.store.Unsubscribe(r.Context(), id.WeddingID, id.UserID, body.Endpoint); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

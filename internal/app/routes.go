package app

import (
	"context"
	"net/http"
	"time"

	"github.com/aceito/aceito/api"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Route is one entry of the route table. Every route here must be described in
// api/openapi.yaml (a test checks both ways).
type Route struct {
	Method  string
	Path    string
	handler http.Handler
}

var errNoSuchRoute = apperr.NotFound("Rota não encontrada.")

// routes is the one table of every HTTP route the server answers besides the web app.
func (a *App) routes() []Route {
	// public: no session needed (one is read if present); signedIn: 401 without a session.
	public := func(h httpx.HandlerFunc) http.Handler { return a.auth.Middleware(h) }
	// Successful writes of a signed-in member are announced on the wedding's realtime streams.
	// A wedding whose trial ended without a plan is read-only: signedIn refuses its writes
	// (trial_ended) in this one place; account routes (password, the subscription itself, the
	// bell) keep working so that the couple can choose a plan and read what the app says.
	account := func(h httpx.HandlerFunc) http.Handler {
		return a.auth.Middleware(auth.Require(a.events.PublishWrites(h)))
	}
	signedIn := func(h httpx.HandlerFunc) http.Handler { return account(a.refuseWritesWhenReadOnly(h)) }
	rts := []Route{
		{"GET", "/healthz", httpx.HandlerFunc(a.healthz)},
		{"GET", "/readyz", httpx.HandlerFunc(a.readyz)},
		{"GET", "/api/openapi.yaml", httpx.HandlerFunc(serveOpenAPI)},

		{"POST", "/api/auth/signup", public(a.auth.SignUp)},
		{"POST", "/api/auth/signin", public(a.auth.SignIn)},
		{"POST", "/api/auth/signout", public(a.auth.SignOut)},
		{"POST", "/api/auth/password", account(a.auth.ChangePassword)},
		{"POST", "/api/auth/password-reset", public(a.auth.RequestPasswordReset)},
		{"POST", "/api/auth/password-reset/confirm", public(a.auth.ConfirmPasswordReset)},
		{"GET", "/api/session", signedIn(a.auth.Session)},

		{"GET", "/api/plans", httpx.HandlerFunc(plan.ServeList)},
		{"POST", "/api/pre-checkout", httpx.HandlerFunc(a.pre.Create)},
		{"POST", "/api/checkout", public(a.bill.Checkout)},
		{"GET", "/billing/local/{token}", httpx.HandlerFunc(a.bill.ServePage)},
		{"POST", "/billing/local/{token}", httpx.HandlerFunc(a.bill.Pay)},
		{"GET", "/billing/local-portal", public(a.bill.ServePortal)},
		{"GET", "/billing/return", public(a.bill.Return)},
		{"GET", "/api/subscription", signedIn(a.bill.Subscription)},
		{"POST", "/api/permission-check", public(a.bill.PermissionCheck)},
		{"POST", "/api/subscription/cancel", account(a.bill.Cancel)},
		{"POST", "/api/subscription/resume", account(a.bill.Resume)},
		{"POST", "/api/subscription/portal", account(a.bill.Portal)},
		{"POST", "/api/billing/stripe/webhook", httpx.HandlerFunc(a.bill.StripeWebhook)},

		{"GET", "/api/guests", signedIn(a.guests.List)},
		{"POST", "/api/guests", signedIn(a.guests.Create)},
		{"GET", "/api/guests/{id}", signedIn(a.guests.Get)},
		{"PATCH", "/api/guests/{id}", signedIn(a.guests.Update)},
		{"DELETE", "/api/guests/{id}", signedIn(a.guests.Delete)},

		{"GET", "/api/checklist", signedIn(a.checklist.List)},
		{"POST", "/api/checklist", signedIn(a.checklist.Create)},
		{"POST", "/api/checklist/suggested", signedIn(a.checklist.GenerateSuggested)},
		{"PATCH", "/api/checklist/{id}", signedIn(a.checklist.Update)},
		{"DELETE", "/api/checklist/{id}", signedIn(a.checklist.Delete)},
		{"GET", "/api/ceremonies", signedIn(a.ceremonies.List)},
		{"POST", "/api/ceremonies", signedIn(a.ceremonies.Create)},
		{"PATCH", "/api/ceremonies/{id}", signedIn(a.ceremonies.Update)},
		{"PATCH", "/api/ceremonies/{id}/items", signedIn(a.ceremonies.SetItem)},
		{"DELETE", "/api/ceremonies/{id}", signedIn(a.ceremonies.Delete)},
		{"GET", "/api/dashboard", signedIn(a.dashboard.Get)},
		{"GET", "/api/profile", signedIn(a.profile.Get)},
		{"PUT", "/api/profile", signedIn(a.profile.Put)},
		{"GET", "/api/budget", signedIn(a.budget.Get)},
		{"PUT", "/api/budget", signedIn(a.budget.Put)},
		{"GET", "/api/invitation-messages", signedIn(a.invitations.List)},
		{"PUT", "/api/guests/{id}/invitation-message", signedIn(a.invitations.Put)},

		{"GET", "/api/godparents", signedIn(a.godparents.List)},
		{"POST", "/api/godparents", signedIn(a.godparents.Create)},
		{"PATCH", "/api/godparents/{id}", signedIn(a.godparents.Update)},
		{"DELETE", "/api/godparents/{id}", signedIn(a.godparents.Delete)},
		{"GET", "/api/gifts", signedIn(a.gifts.List)},
		{"POST", "/api/gifts", signedIn(a.gifts.Create)},
		{"PATCH", "/api/gifts/{id}", signedIn(a.gifts.Update)},
		{"DELETE", "/api/gifts/{id}", signedIn(a.gifts.Delete)},
		{"GET", "/api/pix", signedIn(a.gifts.GetPix)},
		{"PUT", "/api/pix", signedIn(a.gifts.PutPix)},
		{"GET", "/api/pix/qr.png", signedIn(a.gifts.QR)},
		{"GET", "/api/honeymoon", signedIn(a.honeymoon.Get)},
		{"PUT", "/api/honeymoon", signedIn(a.honeymoon.Put)},

		{"GET", "/api/notifications", signedIn(a.notifications.List)},
		{"GET", "/api/notifications/unread-count", signedIn(a.notifications.UnreadCount)},
		{"POST", "/api/notifications/read-all", account(a.notifications.MarkAllRead)},
		{"POST", "/api/notifications/{id}/read", account(a.notifications.MarkRead)},
		{"DELETE", "/api/notifications/{id}", account(a.notifications.Delete)},

		{"GET", "/api/payment-reminders", signedIn(a.reminders.List)},
		{"POST", "/api/payment-reminders", signedIn(a.reminders.Create)},
		{"PUT", "/api/payment-reminders/{id}", signedIn(a.reminders.Update)},
		{"DELETE", "/api/payment-reminders/{id}", signedIn(a.reminders.Delete)},
		{"POST", "/api/payment-reminders/{id}/status", signedIn(a.reminders.SetStatus)},
		{"GET", "/api/spending-limits", signedIn(a.spending.List)},
		{"POST", "/api/spending-limits", signedIn(a.spending.Create)},
		{"PUT", "/api/spending-limits/{id}", signedIn(a.spending.Update)},
		{"DELETE", "/api/spending-limits/{id}", signedIn(a.spending.Delete)},
		{"GET", "/api/contracts", signedIn(a.contracts.List)},
		{"POST", "/api/contracts", signedIn(a.contracts.Create)},
		{"PATCH", "/api/contracts/{id}/status", signedIn(a.contracts.SetStatus)},
		{"DELETE", "/api/contracts/{id}", signedIn(a.contracts.Delete)},
		{"GET", "/api/contracts/{id}/file", signedIn(a.contracts.File)},
		{"GET", "/api/digital-invitations", signedIn(a.digitalInvites.List)},
		{"POST", "/api/digital-invitations", signedIn(a.digitalInvites.Create)},
		{"POST", "/api/digital-invitations/{id}/resend", signedIn(a.digitalInvites.Resend)},
		{"DELETE", "/api/digital-invitations/{id}", signedIn(a.digitalInvites.Delete)},
		{"GET", "/api/public/invitations/{token}", httpx.HandlerFunc(a.digitalInvites.PublicGet)},
		{"POST", "/api/public/invitations/{token}/response", httpx.HandlerFunc(a.digitalInvites.Respond)},
		{"GET", "/api/events", signedIn(a.events.Stream)},
		{"GET", "/api/gallery", signedIn(a.gallery.List)},
		{"POST", "/api/gallery", signedIn(a.gallery.Create)},
		{"DELETE", "/api/gallery/{id}", signedIn(a.gallery.Delete)},
		{"GET", "/api/gallery/{id}/image", signedIn(a.gallery.Image)},
		{"GET", "/api/gallery/{id}/thumb", signedIn(a.gallery.Thumb)},
		{"GET", "/api/public/gallery/{token}", httpx.HandlerFunc(a.gallery.PublicImage)},
		{"GET", "/api/public/gallery/{token}/thumb", httpx.HandlerFunc(a.gallery.PublicThumb)},
	}
	if a.cfg.TestEndpoints {
		rts = append(rts, a.testRoutes()...)
	}
	return rts
}

// refuseWritesWhenReadOnly refuses a member's write (any method but GET/HEAD/OPTIONS) while
// the wedding is read-only (its trial ended without a plan; DESIGN.md decisions 18 and 21).
// Reads pass untouched, so nothing is hidden.
func (a *App) refuseWritesWhenReadOnly(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
			return next(w, r)
		}
		if err := wedding.CheckWritable(r.Context(), a.db, auth.MustIdentity(r.Context()).WeddingID, a.now()); err != nil {
			return err
		}
		return next(w, r)
	}
}

func (a *App) healthz(w http.ResponseWriter, r *http.Request) error {
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyz reports whether the database answers, for load balancers.
func (a *App) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := a.db.PingContext(ctx); err != nil {
		httpx.Logger(r.Context()).Error("readyz: database unreachable", "err", err)
		return httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable"})
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func serveOpenAPI(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
	_, err := w.Write(api.OpenAPI)
	return err
}

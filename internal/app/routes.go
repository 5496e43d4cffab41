package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"slices"
	"time"

	"github.com/aceito/aceito/api"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
	"github.com/aceito/aceito/internal/linkpreview"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ratelimit"
	"github.com/aceito/aceito/internal/realtime"
	"github.com/aceito/aceito/internal/wedding"
)

// Access is who may call a route. Every route declares one, and the handler's wrapping
// (session, membership, loopback) follows from it, so the class cannot disagree with the code.
type Access string

const (
	// Public routes need no session; one is read if the request carries it (sign-in, checkout).
	Public Access = "public"
	// SignedIn routes answer 401 without a session and act on the session's wedding only; their
	// successful writes are announced on the wedding's realtime streams. While the wedding is
	// read-only (its trial or paid plan ended) their writes are refused with trial_ended or
	// subscription_ended.
	SignedIn Access = "signed-in"
	// Account routes are signed-in routes about the member's own account, subscription, bell
	// and personal data (password, devices, cancel/resume, export, deletion): they keep working
	// while the wedding is read-only, so the couple can choose a plan and exercise their rights.
	Account Access = "account"
	// Token routes are reached by holding a random capability token in the path (a guest's RSVP
	// link, a public image, a checkout page); they read no session.
	Token Access = "token"
	// Test routes exist only with ACEITO_TEST_ENDPOINTS and answer loopback clients only.
	Test Access = "test"
	// Couple routes are account routes for the couple only (owner and partner): the
	// subscription's details and the couple's personal data (export, deletion, retention). A
	// cerimonialista gets 403.
	Couple Access = "couple"
	// Owner routes are account routes for the wedding's owner only: paying, canceling,
	// members and invitations, ownership. Everyone else gets 403.
	Owner Access = "owner"
)

// Roles are the member roles an access class admits; nil means it reads no membership.
// SignedIn and Account routes are for every member: a cerimonialista (planner) plans
// everything, the budget included (planning the budget is much of a cerimonialista's work);
// only billing, members and deletion are closed to them (README, "Pessoas do casamento").
func (c Access) Roles() []string {
	switch c {
	case SignedIn, Account:
		return []string{auth.RoleOwner, auth.RolePartner, auth.RolePlanner}
	case Couple:
		return []string{auth.RoleOwner, auth.RolePartner}
	case Owner:
		return []string{auth.RoleOwner}
	}
	return nil
}

var errRoleForbidden = apperr.Forbidden("role_forbidden", "Sua função neste casamento não permite esta ação. Fale com o(a) titular do casamento.")

// requireRole answers 403 unless the session's role is one of roles.
func requireRole(roles []string, next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !slices.Contains(roles, auth.MustIdentity(r.Context()).Role) {
			return errRoleForbidden
		}
		return next(w, r)
	}
}

// Route is one entry of the route table. Every route here must be described in
// api/openapi.yaml (a test checks both ways).
type Route struct {
	Method string
	Path   string
	Access Access
	h      httpx.HandlerFunc
}

var errNoSuchRoute = apperr.NotFound("Rota não encontrada.")

// handler wraps a route's handler as its access class requires. Every route with a session
// notes the realtime position before the session lookup and stamps it on a signed-in answer.
func (a *App) handler(rt Route) http.Handler {
	var h http.Handler
	switch rt.Access {
	case Token:
		return rt.h
	case Test:
		return loopbackOnly(rt.h)
	case Public:
		h = realtime.StampPosition(rt.h)
	case SignedIn:
		h = auth.Require(realtime.StampPosition(a.events.PublishWrites(requireRole(rt.Access.Roles(), a.refuseWritesWhenReadOnly(rt.h)))))
	case Account, Couple, Owner:
		h = auth.Require(realtime.StampPosition(a.events.PublishWrites(requireRole(rt.Access.Roles(), rt.h))))
	default:
		panic(fmt.Sprintf("route %s %s: unknown access class %q", rt.Method, rt.Path, rt.Access))
	}
	return a.events.TakePosition(a.auth.Middleware(h))
}

// routes is the one table of every HTTP route the server answers besides the web app.
func (a *App) routes() []Route {
	rts := []Route{
		{"GET", "/healthz", Public, a.healthz},
		{"GET", "/readyz", Public, a.readyz},
		{"GET", "/api/openapi.yaml", Public, serveOpenAPI},
		{"GET", "/api/docs", Public, a.serveAPIDocs},

		{"POST", "/api/auth/signup", Public, a.limits.ByIP(ratelimit.SignUpIP, a.auth.SignUp)},
		{"POST", "/api/auth/signup/resend", Public, a.limits.ByIP(ratelimit.SignUpResendIP, a.auth.ResendSignUp)},
		{"POST", "/api/auth/signup/confirm", Public, a.limits.ByIP(ratelimit.SignUpConfirmIP, a.auth.ConfirmSignUp)},
		{"POST", "/api/auth/signin", Public, a.auth.SignIn},
		{"POST", "/api/auth/signout", Public, a.limits.ByIP(ratelimit.PublicIP, a.auth.SignOut)},
		{"POST", "/api/auth/password", Account, a.auth.ChangePassword},
		{"POST", "/api/auth/password-reset", Public, a.auth.RequestPasswordReset},
		{"POST", "/api/auth/password-reset/confirm", Public, a.limits.ByIP(ratelimit.ResetConfirmIP, a.auth.ConfirmPasswordReset)},
		{"GET", "/api/session", SignedIn, a.auth.Session},
		{"GET", "/api/sessions", SignedIn, a.auth.ListSessions},
		{"DELETE", "/api/sessions/{id}", Account, a.auth.EndSession},
		{"POST", "/api/sessions/revoke-others", Account, a.auth.EndOtherSessions},

		{"GET", "/api/plans", Public, a.limits.ByIP(ratelimit.PublicIP, plan.ServeList(a.supportChannels()))},
		{"GET", "/api/site", Public, a.limits.ByIP(ratelimit.PublicIP, a.site)},
		{"GET", "/api/offer", Public, a.limits.ByIP(ratelimit.PublicIP, a.bill.Offer)},
		{"GET", "/api/landing", Public, a.limits.ByIP(ratelimit.PublicIP, a.landing.Serve)},
		{"POST", "/api/pre-checkout", Public, a.limits.ByIP(ratelimit.PreCheckoutIP, a.pre.Create)},
		{"POST", "/api/checkout", Public, a.limits.ByIP(ratelimit.CheckoutIP, ownerWhenSignedIn(a.bill.Checkout))},
		{"GET", "/billing/local/{token}", Token, a.limits.ByIP(ratelimit.BillingPageIP, a.bill.ServePage)},
		{"POST", "/billing/local/{token}", Token, a.limits.ByIP(ratelimit.BillingPageIP, a.bill.Pay)},
		{"GET", "/billing/local-portal", Public, a.limits.ByIP(ratelimit.PublicIP, ownerWhenSignedIn(a.bill.ServePortal))},
		{"GET", "/billing/return", Public, a.limits.ByIP(ratelimit.PublicIP, a.bill.Return)},
		{"GET", "/api/subscription", Couple, a.bill.Subscription},
		{"POST", "/api/permission-check", Public, a.limits.ByIP(ratelimit.PublicIP, a.bill.PermissionCheck)},
		{"POST", "/api/subscription/cancel", Owner, a.bill.Cancel},
		{"POST", "/api/subscription/resume", Owner, a.bill.Resume},
		{"POST", "/api/subscription/portal", Owner, a.bill.Portal},
		{"POST", "/api/billing/stripe/webhook", Public, a.bill.StripeWebhook},

		{"GET", "/api/guests", SignedIn, a.guests.List},
		{"POST", "/api/guests", SignedIn, a.guests.Create},
		{"GET", "/api/guests/{id}", SignedIn, a.guests.Get},
		{"PATCH", "/api/guests/{id}", SignedIn, a.guests.Update},
		{"DELETE", "/api/guests/{id}", SignedIn, a.guests.Delete},
		{"POST", "/api/guests/import/preview", SignedIn, a.byWedding(ratelimit.GuestFileWedding, a.guests.ImportPreview)},
		{"POST", "/api/guests/import", SignedIn, a.byWedding(ratelimit.GuestFileWedding, a.guests.ImportCommit)},
		{"GET", "/api/guests/export", SignedIn, a.byWedding(ratelimit.GuestFileWedding, a.guests.Export)},
		{"GET", "/api/guests/summary", SignedIn, a.guests.Summary},
		{"GET", "/api/guests/buffet.csv", SignedIn, a.guests.BuffetCSV},
		{"POST", "/api/guests/{id}/link", SignedIn, a.guests.RotateLink},
		{"POST", "/api/guests/{id}/sent", SignedIn, a.guests.MarkSent},
		{"GET", "/api/rsvp-settings", SignedIn, a.guests.GetSettings},
		{"PUT", "/api/rsvp-settings", SignedIn, a.guests.PutSettings},
		{"GET", "/api/public/rsvp/{token}", Token, a.limits.ByIP(ratelimit.RSVPPageIP, a.guests.PublicGet)},
		{"POST", "/api/public/rsvp/{token}", Token,
			a.limits.ByIP(ratelimit.RSVPIP, a.limits.ByPathValue(ratelimit.RSVPToken, "token", a.guests.PublicRespond))},
		{"GET", "/api/public/rsvp/{token}/agenda.ics", Token, a.limits.ByIP(ratelimit.RSVPPageIP, a.guests.PublicCalendar)},
		// A guest's personal link: 200 with the couple's preview tags, or 404; never indexed.
		{"GET", "/r/{token}", Token, a.limits.ByIP(ratelimit.RSVPPageIP, linkpreview.Page(a.rsvpIndex, a.cfg.BaseURL, a.guests.Preview))},

		{"GET", "/api/checklist", SignedIn, a.checklist.List},
		{"POST", "/api/checklist", SignedIn, a.checklist.Create},
		{"POST", "/api/checklist/suggested", SignedIn, a.checklist.GenerateSuggested},
		{"PATCH", "/api/checklist/{id}", SignedIn, a.checklist.Update},
		{"DELETE", "/api/checklist/{id}", SignedIn, a.checklist.Delete},
		{"POST", "/api/checklist/{id}/restore", SignedIn, a.checklist.Restore},
		{"GET", "/api/ceremonies", SignedIn, a.ceremonies.List},
		{"POST", "/api/ceremonies", SignedIn, a.ceremonies.Create},
		{"PATCH", "/api/ceremonies/{id}", SignedIn, a.ceremonies.Update},
		{"PATCH", "/api/ceremonies/{id}/items", SignedIn, a.ceremonies.SetItem},
		{"DELETE", "/api/ceremonies/{id}", SignedIn, a.ceremonies.Delete},
		{"GET", "/api/dashboard", SignedIn, a.checklist.WithAutoComplete(a.dashboard.Get)},
		{"GET", "/api/profile", SignedIn, a.profile.Get},
		{"PUT", "/api/profile", SignedIn, a.profile.Put},
		{"GET", "/api/onboarding", SignedIn, a.onboarding.Get},
		{"PUT", "/api/onboarding", SignedIn, a.onboarding.Put},
		{"GET", "/api/budget", SignedIn, a.budget.Get},
		{"PUT", "/api/budget", SignedIn, a.budget.Put},
		{"GET", "/api/invitation-messages", SignedIn, a.invitations.List},
		{"PUT", "/api/guests/{id}/invitation-message", SignedIn, a.invitations.Put},

		{"GET", "/api/godparents", SignedIn, a.godparents.List},
		{"POST", "/api/godparents", SignedIn, a.godparents.Create},
		{"PATCH", "/api/godparents/{id}", SignedIn, a.godparents.Update},
		{"DELETE", "/api/godparents/{id}", SignedIn, a.godparents.Delete},
		{"GET", "/api/gifts", SignedIn, a.gifts.List},
		{"POST", "/api/gifts", SignedIn, a.gifts.Create},
		{"PATCH", "/api/gifts/{id}", SignedIn, a.gifts.Update},
		{"DELETE", "/api/gifts/{id}", SignedIn, a.gifts.Delete},
		{"GET", "/api/pix", SignedIn, a.gifts.GetPix},
		{"PUT", "/api/pix", SignedIn, a.gifts.PutPix},
		{"GET", "/api/pix/qr.png", SignedIn, a.gifts.QR},
		{"GET", "/api/wedding-site", SignedIn, a.weddingSites.Get},
		{"PUT", "/api/wedding-site", SignedIn, a.weddingSites.Put},
		{"POST", "/api/wedding-site/publish", SignedIn, a.weddingSites.Publish},
		{"POST", "/api/wedding-site/unpublish", SignedIn, a.weddingSites.Unpublish},
		{"GET", "/api/gift-claims", SignedIn, a.weddingSites.ListClaims},
		{"POST", "/api/gift-claims/{id}/confirm", SignedIn, a.weddingSites.ConfirmClaim},
		{"POST", "/api/gift-claims/{id}/thanks", SignedIn, a.weddingSites.ThankClaim},
		{"DELETE", "/api/gift-claims/{id}", SignedIn, a.weddingSites.DiscardClaim},
		{"GET", "/api/public/sites/{slug}", Public, a.limits.ByIP(ratelimit.SiteIP, a.weddingSites.PublicGet)},
		{"GET", "/api/public/sites/{slug}/gifts/{id}/pix", Public, a.limits.ByIP(ratelimit.SiteIP, a.weddingSites.PublicPix)},
		{"POST", "/api/public/sites/{slug}/gifts/{id}/claims", Public, a.limits.ByIP(ratelimit.GiftClaimIP, a.weddingSites.PublicClaim)},
		// The published site opened directly: 200 with its link preview, or 404; never indexed.
		{"GET", "/casamento/{slug}", Public, a.limits.ByIP(ratelimit.SiteIP, linkpreview.Page(a.siteIndex, a.cfg.BaseURL, a.weddingSites.Preview))},
		{"GET", "/api/honeymoon", SignedIn, a.honeymoon.Get},
		{"PUT", "/api/honeymoon", SignedIn, a.honeymoon.Put},

		{"GET", "/api/notifications", SignedIn, a.notifications.List},
		{"GET", "/api/notifications/unread-count", SignedIn, a.notifications.UnreadCount},
		{"POST", "/api/notifications/read-all", Account, a.notifications.MarkAllRead},
		{"POST", "/api/notifications/{id}/read", Account, a.notifications.MarkRead},
		{"DELETE", "/api/notifications/{id}", Account, a.notifications.Delete},
		{"GET", "/api/notification-preferences", Account, a.notifyPrefs.Get},
		{"PUT", "/api/notification-preferences", Account, a.notifyPrefs.Put},
		// One-click unsubscribe (RFC 8058) from a reminder e-mail: GET shows, POST turns off.
		{"GET", "/descadastrar/{token}", Token, a.limits.ByIP(ratelimit.UnsubscribeIP, a.notifyPrefs.UnsubscribePage)},
		{"POST", "/descadastrar/{token}", Token, a.limits.ByIP(ratelimit.UnsubscribeIP, a.notifyPrefs.Unsubscribe)},
		// Web Push: a member's devices (their own only), for every plan and while read-only.
		{"GET", "/api/push/public-key", Account, a.push.PublicKey},
		{"POST", "/api/push-subscriptions", Account, a.push.Subscribe},
		{"DELETE", "/api/push-subscriptions", Account, a.push.Unsubscribe},

		{"GET", "/api/payment-reminders", SignedIn, a.reminders.List},
		{"POST", "/api/payment-reminders", SignedIn, a.reminders.Create},
		{"PUT", "/api/payment-reminders/{id}", SignedIn, a.reminders.Update},
		{"DELETE", "/api/payment-reminders/{id}", SignedIn, a.reminders.Delete},
		{"POST", "/api/payment-reminders/{id}/status", SignedIn, a.reminders.SetStatus},
		{"GET", "/api/payment-reminders/{id}/pix", SignedIn, a.reminders.Pix},
		{"GET", "/api/spending-limits", SignedIn, a.spending.List},
		{"POST", "/api/spending-limits", SignedIn, a.spending.Create},
		{"PUT", "/api/spending-limits/{id}", SignedIn, a.spending.Update},
		{"DELETE", "/api/spending-limits/{id}", SignedIn, a.spending.Delete},
		{"GET", "/api/contracts", SignedIn, a.contracts.List},
		{"POST", "/api/contracts", SignedIn, a.contracts.Create},
		{"PUT", "/api/contracts/{id}", SignedIn, a.contracts.Update},
		{"PATCH", "/api/contracts/{id}/status", SignedIn, a.contracts.SetStatus},
		{"DELETE", "/api/contracts/{id}", SignedIn, a.contracts.Delete},
		{"GET", "/api/contracts/{id}/file", SignedIn, a.contracts.File},
		{"GET", "/api/digital-invitations", SignedIn, a.digitalInvites.List},
		{"POST", "/api/digital-invitations", SignedIn, a.digitalInvites.Create},
		{"POST", "/api/digital-invitations/{id}/resend", SignedIn, a.digitalInvites.Resend},
		{"DELETE", "/api/digital-invitations/{id}", SignedIn, a.digitalInvites.Delete},
		{"GET", "/api/public/invitations/{token}", Token,
			a.limits.ByIP(ratelimit.InvitationIP, a.limits.ByPathValue(ratelimit.InvitationToken, "token", a.digitalInvites.PublicGet))},
		{"GET", "/convite/{token}", Token,
			a.limits.ByIP(ratelimit.InvitationIP, a.limits.ByPathValue(ratelimit.InvitationToken, "token",
				linkpreview.Page(a.webIndex, a.cfg.BaseURL, a.digitalInvites.Preview)))},
		{"POST", "/api/public/invitations/{token}/response", Token,
			a.limits.ByIP(ratelimit.RSVPIP, a.limits.ByPathValue(ratelimit.RSVPToken, "token", a.digitalInvites.Respond))},
		{"GET", "/api/events", SignedIn, a.events.Stream},
		{"GET", "/api/presence", SignedIn, a.activity.Presence},
		{"POST", "/api/presence", Account, a.activity.SetPresence},
		{"GET", "/api/activity", SignedIn, a.activity.List},
		{"GET", "/api/activity/notify", SignedIn, a.activity.Notify},
		{"PUT", "/api/activity/notify", Account, a.activity.SetNotify},
		{"GET", "/api/gallery", SignedIn, a.gallery.List},
		{"POST", "/api/gallery", SignedIn, a.gallery.Create},
		{"DELETE", "/api/gallery/{id}", SignedIn, a.gallery.Delete},
		{"GET", "/api/gallery/{id}/image", SignedIn, a.gallery.Image},
		{"GET", "/api/gallery/{id}/thumb", SignedIn, a.gallery.Thumb},
		{"GET", "/api/public/gallery/{token}", Token, a.limits.ByIP(ratelimit.GalleryIP, a.gallery.PublicImage)},
		{"GET", "/api/public/gallery/{token}/thumb", Token, a.limits.ByIP(ratelimit.GalleryIP, a.gallery.PublicThumb)},
		{"GET", "/api/calendar-feed", SignedIn, a.calendarFeeds.Status},
		{"POST", "/api/calendar-feed", SignedIn, a.calendarFeeds.Regenerate},
		{"DELETE", "/api/calendar-feed", SignedIn, a.calendarFeeds.Revoke},
		{"GET", "/api/calendar/events/{uid}", SignedIn, a.calendarFeeds.EventFile},
		{"GET", "/cal/{file}", Token,
			a.limits.ByIP(ratelimit.CalendarFeedIP, a.limits.ByPathValue(ratelimit.CalendarFeedLink, "file", a.calendarFeeds.Feed))},
		{"GET", "/api/weather", SignedIn, a.weather.Get},
		{"PUT", "/api/weather/venue", SignedIn, a.weather.PutVenue},
		{"GET", "/api/weather/places", SignedIn, a.limits.ByIP(ratelimit.WeatherSearchIP, a.weather.Places)},

		{"GET", "/api/privacy", SignedIn, a.privacyHTTP.GetSettings},
		{"PUT", "/api/privacy", Couple, a.privacyHTTP.PutSettings},
		{"GET", "/api/data-exports", Couple, a.privacyHTTP.ListExports},
		{"POST", "/api/data-exports", Couple, a.privacyHTTP.RequestExport},
		{"GET", "/api/data-exports/{id}/download", Couple, a.privacyHTTP.DownloadExport},
		{"GET", "/api/backups", Couple, a.privacyHTTP.ListBackups},
		{"GET", "/api/backups/{id}/download", Couple, a.privacyHTTP.DownloadBackup},
		{"POST", "/api/account/delete", Couple, a.privacyHTTP.RequestDeletion},
		{"POST", "/api/account/delete/cancel", Public, a.limits.ByIP(ratelimit.DeletionCancelIP, a.privacyHTTP.CancelDeletion)},

		{"GET", "/api/members", SignedIn, a.members.List},
		{"POST", "/api/members/invitations", Owner, a.limits.ByIP(ratelimit.MemberInviteSendIP, a.members.Invite)},
		{"DELETE", "/api/members/invitations/{id}", Owner, a.members.Revoke},
		{"DELETE", "/api/members/{id}", Owner, a.members.Remove},
		{"POST", "/api/members/{id}/owner", Owner, a.members.TransferOwnership},
		{"GET", "/api/member-invitations/{token}", Public, a.limits.ByIP(ratelimit.MemberInviteIP, a.members.Show)},
		{"POST", "/api/member-invitations/{token}/accept", Account, a.limits.ByIP(ratelimit.MemberInviteIP, a.members.Accept)},
	}
	if a.cfg.TestEndpoints {
		rts = append(rts, a.testRoutes()...)
	}
	return rts
}

// supportChannels are the support channels this deployment has, for the plan cards' lines.
func (a *App) supportChannels() plan.Channels {
	return plan.Channels{plan.ChannelEmail: a.cfg.Operator.SupportEmail != "",
		plan.ChannelWhatsApp: a.cfg.Operator.SupportWhatsApp.Configured()}
}

// ownerWhenSignedIn refuses a signed-in member who is not the owner, on the public billing
// routes that act on the caller's wedding when a session comes along (checkout, the local
// portal): the owner holds the subscription; a visitor without a session is let through.
func ownerWhenSignedIn(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if id, ok := auth.IdentityFrom(r.Context()); ok && id.Role != auth.RoleOwner {
			return errRoleForbidden
		}
		return next(w, r)
	}
}

// refuseWritesWhenReadOnly refuses a member's write (any method but GET/HEAD/OPTIONS) while
// the wedding is read-only (its trial ended without a plan; DESIGN.md decisions 18 and 21).
// Reads pass untouched, so nothing is hidden.
func (a *App) refuseWritesWhenReadOnly(next httpx.HandlerFunc) httpx.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
			return next(w, r)
		}
		id := auth.MustIdentity(r.Context())
		if id.Subscription != nil { // read with the session, moments ago
			if err := id.Subscription.WriteRefusal(a.now()); err != nil {
				return err
			}
			return next(w, r)
		}
		if err := wedding.CheckWritable(r.Context(), a.db, id.WeddingID, a.now()); err != nil {
			return err
		}
		return next(w, r)
	}
}

func (a *App) healthz(w http.ResponseWriter, r *http.Request) error {
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyz reports whether the instance can serve, for load balancers: the database answers and,
// on PostgreSQL, the realtime LISTEN is up (before that, a stream opened here would miss the other
// instances' events).
func (a *App) readyz(w http.ResponseWriter, r *http.Request) error {
	select {
	case <-a.RealtimeListening():
	default:
		return httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "starting"})
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := a.db.PingContext(ctx); err != nil {
		httpx.Logger(r.Context()).Error("readyz: database unreachable", "err", err)
		return httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable"})
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// serveAPIDocs is the readable form of api/openapi.yaml for operators and integrators: the web
// build's api-docs.html (Swagger UI, bundled). A build without it (the tests' stub) answers 404.
func (a *App) serveAPIDocs(w http.ResponseWriter, r *http.Request) error {
	page, err := fs.ReadFile(a.web, "api-docs.html")
	if errors.Is(err, fs.ErrNotExist) {
		return apperr.NotFound("A documentação da API não faz parte desta compilação.")
	}
	if err != nil {
		return fmt.Errorf("reading api-docs.html: %w", err)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, err = w.Write(page)
	return err
}

func serveOpenAPI(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
	_, err := w.Write(api.OpenAPI)
	return err
}

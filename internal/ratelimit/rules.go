package ratelimit

import "time"

// The rules of every limited route, in one place (the README's table lists them). "IP" means
// the client's IP bucket: the IPv4 address, or the IPv6 /64.
var (
	// Sign-in counts every attempt before the password is checked and gives a right one back.
	// Per IP: today's rule, 5 wrong passwords per 15 minutes. Per e-mail only a much higher
	// ceiling, against guessing spread over many addresses: strangers failing on an e-mail from
	// their own addresses do not lock its owner out (README, "Bloqueio de login").
	SignInIP    = Rule{Name: "signin-ip", Limit: 5, Window: 15 * time.Minute, Message: "Muitas tentativas de login"}
	SignInEmail = Rule{Name: "signin-email", Limit: 50, Window: 15 * time.Minute, Message: "Muitas tentativas de login"}

	SignUpIP = Rule{Name: "signup-ip", Limit: 10, Window: time.Hour, Message: "Muitas tentativas"}
	// A sign-up e-mails the address (the 'Confirme seu e-mail' link, or the owner's notice when
	// it has an account); per e-mail the rule stops inbox flooding. It counts both cases alike.
	SignUpEmail = Rule{Name: "signup-email", Limit: 5, Window: time.Hour, Message: "Muitas tentativas"}
	// 'Reenviar e-mail' on the sign-up tab: per e-mail against inbox flooding, per IP against
	// outbox flooding.
	SignUpResendEmail = Rule{Name: "signup-resend-email", Limit: 3, Window: 15 * time.Minute, Message: "Muitos pedidos de reenvio"}
	SignUpResendIP    = Rule{Name: "signup-resend-ip", Limit: 10, Window: 15 * time.Minute, Message: "Muitos pedidos de reenvio"}
	// SignUpConfirmIP bounds guessing of 'Confirme seu e-mail' tokens.
	SignUpConfirmIP = Rule{Name: "signup-confirm-ip", Limit: 10, Window: 15 * time.Minute, Message: "Muitas tentativas"}

	// Reset requests e-mail a link: per e-mail they stop inbox flooding, per IP outbox flooding.
	ResetEmail = Rule{Name: "reset-email", Limit: 5, Window: 15 * time.Minute, Message: "Muitos pedidos de redefinição de senha"}
	ResetIP    = Rule{Name: "reset-ip", Limit: 5, Window: 15 * time.Minute, Message: "Muitos pedidos de redefinição de senha"}
	// ResetConfirmIP bounds token guessing and the hashing a confirmation costs.
	ResetConfirmIP = Rule{Name: "reset-confirm-ip", Limit: 10, Window: 15 * time.Minute, Message: "Muitas tentativas"}

	PreCheckoutIP = Rule{Name: "pre-checkout-ip", Limit: 10, Window: time.Hour, Message: "Muitas tentativas"}
	// Pre-checkout e-mails the address (the payment link, or the owner's notice): per e-mail
	// against inbox flooding.
	PreCheckoutEmail = Rule{Name: "pre-checkout-email", Limit: 5, Window: time.Hour, Message: "Muitas tentativas"}
	CheckoutIP       = Rule{Name: "checkout-ip", Limit: 20, Window: time.Hour, Message: "Muitas tentativas"}

	// RSVP answers: per link (a looped or shared link), and per IP first so that made-up tokens
	// cannot each create a counter.
	RSVPToken = Rule{Name: "rsvp-token", Limit: 20, Window: time.Hour, Message: "Muitas respostas para este convite"}
	RSVPIP    = Rule{Name: "rsvp-ip", Limit: 60, Window: time.Hour, Message: "Muitas tentativas"}
	// RSVPPageIP covers reading a personal RSVP page (/r/{token}, its JSON and .ics): each is a
	// token lookup, and guessing tokens must stay slow; a family sharing one Wi-Fi opens a few.
	RSVPPageIP = Rule{Name: "rsvp-page-ip", Limit: 120, Window: 10 * time.Minute, Message: "Muitas tentativas"}

	// GalleryIP covers the public gallery's images and thumbnails: a guest opening a full
	// gallery loads one thumbnail per photo.
	GalleryIP = Rule{Name: "gallery-ip", Limit: 600, Window: 10 * time.Minute, Message: "Muitas tentativas"}

	// The venue's city search proxies a third party (Open-Meteo's geocoding): per wedding, a
	// couple searches a few times; per IP, several couples may share one address.
	WeatherSearchWedding = Rule{Name: "weather-search-wedding", Limit: 30, Window: 10 * time.Minute, Message: "Muitas buscas de cidade"}
	WeatherSearchIP      = Rule{Name: "weather-search-ip", Limit: 120, Window: 10 * time.Minute, Message: "Muitas buscas de cidade"}
	// PublicIP covers the cheap public routes a page load calls (site, landing, offer, plans,
	// permission check, sign-out, billing return pages): a person loads a few per page, and one
	// IPv4 address may be a whole carrier-grade NAT, so the ceiling only stops a loop or a script.
	PublicIP = Rule{Name: "public-ip", Limit: 300, Window: time.Minute, Message: "Muitas requisições"}

	// A guest's invitation page: per IP first (made-up tokens cannot each create a counter),
	// then per link (a link shared or polled in a loop).
	InvitationIP    = Rule{Name: "invitation-ip", Limit: 300, Window: 10 * time.Minute, Message: "Muitas requisições"}
	InvitationToken = Rule{Name: "invitation-token", Limit: 120, Window: 10 * time.Minute, Message: "Muitas requisições para este convite"}

	// Calendar feeds are fetched by calendar services, and Google's or Apple's fetchers share a
	// few addresses among all their users: the per-IP ceiling is high, and the real limit is per
	// feed (a calendar app refreshes at most every few minutes; 60 an hour is once a minute).
	CalendarFeedIP   = Rule{Name: "calendar-feed-ip", Limit: 1200, Window: 10 * time.Minute, Message: "Muitas requisições"}
	CalendarFeedLink = Rule{Name: "calendar-feed-link", Limit: 60, Window: time.Hour, Message: "Muitas requisições para esta agenda"}

	// DeletionCancelIP bounds guessing of 'Cancelar exclusão' tokens (each try is a write query).
	DeletionCancelIP = Rule{Name: "deletion-cancel-ip", Limit: 20, Window: time.Hour, Message: "Muitas tentativas"}

	// BillingPageIP covers the local (test) payment page behind its token.
	BillingPageIP = Rule{Name: "billing-page-ip", Limit: 60, Window: 10 * time.Minute, Message: "Muitas tentativas"}

	// GuestFileWedding covers a wedding's guest list imports (preview and commit) and exports:
	// each reads or writes the whole list and may unzip an .xlsx, so a script cannot loop them.
	// A couple fixing a spreadsheet previews it a handful of times.
	GuestFileWedding = Rule{Name: "guest-file-wedding", Limit: 60, Window: time.Hour, Message: "Muitas importações e exportações de convidados"}

	// MemberInviteIP covers opening and accepting a member invitation link (token guessing).
	MemberInviteIP = Rule{Name: "member-invite-ip", Limit: 30, Window: 15 * time.Minute, Message: "Muitas tentativas"}
	// MemberInviteSendIP bounds the invitation e-mails an owner sends (inviting an address again
	// replaces its link, so the member cap alone would not stop an inbox being flooded).
	MemberInviteSendIP = Rule{Name: "member-invite-send-ip", Limit: 20, Window: time.Hour, Message: "Muitos convites enviados"}

	// UnsubscribeIP covers a reminder e-mail's unsubscribe link, its page and its one-click POST
	// (token guessing); a person uses it once or twice.
	UnsubscribeIP = Rule{Name: "unsubscribe-ip", Limit: 30, Window: 15 * time.Minute, Message: "Muitas tentativas"}

	// SiteIP covers a wedding site's JSON and its gifts' PIX codes (and so guesses at a site's
	// password): a guest browsing the list opens a few dozen.
	SiteIP = Rule{Name: "site-ip", Limit: 120, Window: 10 * time.Minute, Message: "Muitas tentativas"}
	// GiftClaimIP bounds 'Já fiz o PIX': a family gives a few gifts, not dozens an hour.
	GiftClaimIP = Rule{Name: "gift-claim-ip", Limit: 10, Window: time.Hour, Message: "Muitos avisos de PIX"}
)

// All lists every rule (tests check each at its limit, and that names are unique).
var All = []Rule{SignInIP, SignInEmail, SignUpIP, ResetEmail, ResetIP, ResetConfirmIP, PreCheckoutIP, CheckoutIP,
	RSVPToken, RSVPIP, RSVPPageIP, GalleryIP, PublicIP, InvitationIP, InvitationToken, CalendarFeedIP, CalendarFeedLink, DeletionCancelIP,
	BillingPageIP, WeatherSearchWedding, WeatherSearchIP, GuestFileWedding, MemberInviteIP, MemberInviteSendIP,
	SignUpEmail, SignUpResendEmail, SignUpResendIP, SignUpConfirmIP, PreCheckoutEmail, SiteIP, GiftClaimIP, UnsubscribeIP}

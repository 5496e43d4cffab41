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

	// Reset requests e-mail a link: per e-mail they stop inbox flooding, per IP outbox flooding.
	ResetEmail = Rule{Name: "reset-email", Limit: 5, Window: 15 * time.Minute, Message: "Muitos pedidos de redefinição de senha"}
	ResetIP    = Rule{Name: "reset-ip", Limit: 5, Window: 15 * time.Minute, Message: "Muitos pedidos de redefinição de senha"}
	// ResetConfirmIP bounds token guessing and the hashing a confirmation costs.
	ResetConfirmIP = Rule{Name: "reset-confirm-ip", Limit: 10, Window: 15 * time.Minute, Message: "Muitas tentativas"}

	PreCheckoutIP = Rule{Name: "pre-checkout-ip", Limit: 10, Window: time.Hour, Message: "Muitas tentativas"}
	CheckoutIP    = Rule{Name: "checkout-ip", Limit: 20, Window: time.Hour, Message: "Muitas tentativas"}

	// RSVP answers: per link (a looped or shared link), and per IP first so that made-up tokens
	// cannot each create a counter.
	RSVPToken = Rule{Name: "rsvp-token", Limit: 20, Window: time.Hour, Message: "Muitas respostas para este convite"}
	RSVPIP    = Rule{Name: "rsvp-ip", Limit: 60, Window: time.Hour, Message: "Muitas tentativas"}

	// GalleryIP covers the public gallery's images and thumbnails: a guest opening a full
	// gallery loads one thumbnail per photo.
	GalleryIP = Rule{Name: "gallery-ip", Limit: 600, Window: 10 * time.Minute, Message: "Muitas tentativas"}

	// SiteIP covers a wedding site's JSON and its gifts' PIX codes (and so guesses at a site's
	// password): a guest browsing the list opens a few dozen.
	SiteIP = Rule{Name: "site-ip", Limit: 120, Window: 10 * time.Minute, Message: "Muitas tentativas"}
	// GiftClaimIP bounds 'Já fiz o PIX': a family gives a few gifts, not dozens an hour.
	GiftClaimIP = Rule{Name: "gift-claim-ip", Limit: 10, Window: time.Hour, Message: "Muitos avisos de PIX"}
)

// All lists every rule (tests check each at its limit, and that names are unique).
var All = []Rule{SignInIP, SignInEmail, SignUpIP, ResetEmail, ResetIP, ResetConfirmIP, PreCheckoutIP, CheckoutIP,
	RSVPToken, RSVPIP, GalleryIP, SiteIP, GiftClaimIP}

package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// ErrEmailTaken is returned by CreateAccount when the address already has an account.
var ErrEmailTaken = errors.New("auth: e-mail already registered")

// NewAccount is what CreateAccount needs; PasswordHash comes from HashPassword.
type NewAccount struct {
	Email        string
	PasswordHash string
	FirstName    string
	LastName     string
	IsAdmin      bool
	// Trial starts the wedding on the free trial (sign-up); otherwise it is on the default plan
	// with no end (a visitor's payment then puts it on the paid plan in the same transaction).
	Trial bool
}

// Account identifies a created user and the wedding they own.
type Account struct {
	UserID    string
	WeddingID string
}

// execer is satisfied by *sql.DB, *sql.Tx and *sql.Conn.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// CreateAccount inserts a user, a wedding owned by that user (on the trial or the default plan), and the
// wedding's empty profile, all in tx.
func CreateAccount(ctx context.Context, tx execer, a NewAccount, now time.Time) (Account, error) {
	acc := Account{UserID: newID(), WeddingID: newID()}
	_, err := tx.ExecContext(ctx, `INSERT INTO users (id, email, password_hash, first_name, last_name, is_admin, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`, acc.UserID, a.Email, a.PasswordHash, a.FirstName, a.LastName, a.IsAdmin, now)
	if db.IsUniqueViolation(err) {
		return Account{}, ErrEmailTaken
	}
	if err != nil {
		return Account{}, fmt.Errorf("auth.CreateAccount: user: %w", err)
	}
	planID, status, trialEnd := string(plan.Default), wedding.StatusActive, any(nil)
	if a.Trial {
		planID, status, trialEnd = string(wedding.TrialPlan), wedding.StatusTrialing, now.AddDate(0, 0, wedding.TrialDays).UTC()
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO weddings (id, plan_id, subscription_status, plan_expires_at, created_at)
		VALUES ($1, $2, $3, $4, $5)`, acc.WeddingID, planID, status, trialEnd, now); err != nil {
		return Account{}, fmt.Errorf("auth.CreateAccount: wedding: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO wedding_members (wedding_id, user_id, role, created_at) VALUES ($1, $2, 'owner', $3)`,
		acc.WeddingID, acc.UserID, now); err != nil {
		return Account{}, fmt.Errorf("auth.CreateAccount: member: %w", err)
	}
	// The profile starts with the names typed at sign-up, so Configurações shows them (issue 18);
	// a name left blank (a purchase names only the first) stays null.
	if _, err := tx.ExecContext(ctx, `INSERT INTO profiles (wedding_id, first_name, last_name, updated_at) VALUES ($1, $2, $3, $4)`,
		acc.WeddingID, blankToNull(a.FirstName), blankToNull(a.LastName), now); err != nil {
		return Account{}, fmt.Errorf("auth.CreateAccount: profile: %w", err)
	}
	return acc, nil
}

// blankToNull is s trimmed, or nil when that is empty.
func blankToNull(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	return &s
}

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// NewToken returns a random 256-bit token for a cookie or secret link, and the hash to store.
func NewToken() (token, hash string) {
	var b [32]byte
	_, _ = rand.Read(b[:])
	token = base64.RawURLEncoding.EncodeToString(b[:])
	return token, HashToken(token)
}

// HashToken is how a secret token is stored and looked up.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// maxUserAgent bounds the stored User-Agent: enough for any real browser's.
const maxUserAgent = 512

// createSession stores a new session for the user, with a public id for the devices list and
// the User-Agent of the request in ctx, and returns the cookie token and its expiry.
func (a *Auth) createSession(ctx context.Context, tx execer, userID, weddingID string, now time.Time) (string, time.Time, error) {
	token, hash := NewToken()
	expires := a.sessionExpiry(now, now)
	ua := userAgent(ctx)
	if len(ua) > maxUserAgent {
		ua = ua[:maxUserAgent]
	}
	ua = strings.ToValidUTF8(ua, "") // PostgreSQL text refuses invalid UTF-8
	if _, err := tx.ExecContext(ctx, `INSERT INTO sessions (id, public_id, user_id, wedding_id, user_agent, created_at, last_seen_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
		hash, newID(), userID, weddingID, ua, now, expires); err != nil {
		return "", time.Time{}, fmt.Errorf("auth.createSession: %w", err)
	}
	return token, expires, nil
}

type credentials struct {
	userID, weddingID, hash string
	deletionPending         bool // 'Excluir conta' was asked; only the e-mailed link undoes it
}

func (a *Auth) credentialsByEmail(ctx context.Context, email string) (credentials, bool, error) {
	var c credentials
	err := a.db.QueryRowContext(ctx, `SELECT u.id, m.wedding_id, u.password_hash, u.deletion_due_at IS NOT NULL FROM users u
		JOIN wedding_members m ON m.user_id = u.id WHERE u.email = $1`, email).Scan(&c.userID, &c.weddingID, &c.hash, &c.deletionPending)
	if errors.Is(err, sql.ErrNoRows) {
		return credentials{}, false, nil
	}
	if err != nil {
		return credentials{}, false, fmt.Errorf("auth.credentialsByEmail: %w", err)
	}
	return c, true, nil
}

// SessionInfo is the body of GET /api/session and of a successful sign-in or sign-up.
type SessionInfo struct {
	User    UserInfo    `json:"user"`
	Wedding WeddingInfo `json:"wedding"`
	Profile ProfileInfo `json:"profile"`
}

// UserInfo is the signed-in user.
type UserInfo struct {
	ID        string `json:"id"`
	Email     string `json:"email"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	IsAdmin   bool   `json:"is_admin"`
}

// WeddingInfo is the tenant the session acts on, with its plan.
type WeddingInfo struct {
	ID                 string    `json:"id"`
	Plan               plan.Plan `json:"plan"`
	SubscriptionStatus string    `json:"subscription_status"`
	// TrialEndsAt is the end of the free trial (trialing or trial_ended), for the shell's
	// 'Teste grátis: N dias restantes'; null otherwise.
	TrialEndsAt *time.Time `json:"trial_ends_at"`
	// ReadOnly: the trial ended without a plan, every write is refused until one is paid.
	ReadOnly bool `json:"read_only"`
	// Role is the signed-in user's role in this wedding (owner, partner, planner): the shell
	// hides what the role cannot use (the server refuses it anyway).
	Role string `json:"role"`
	// TimeZone is the wedding's zone (weddings.time_zone, America/Sao_Paulo by default): reminder
	// times are wall-clock times in it and the web shows instants in it, whatever the browser's zone.
	TimeZone string `json:"time_zone"`
}

// ProfileInfo carries the profile fields the shell needs.
type ProfileInfo struct {
	FirstName *string `json:"first_name"`
}

func (a *Auth) sessionInfo(ctx context.Context, id Identity) (SessionInfo, error) {
	var s SessionInfo
	err := a.db.QueryRowContext(ctx, `SELECT u.id, u.email, u.first_name, u.last_name, u.is_admin,
			w.id, w.time_zone, p.first_name, m.role
		FROM users u
		JOIN weddings w ON w.id = $2
		JOIN wedding_members m ON m.wedding_id = w.id AND m.user_id = u.id
		LEFT JOIN profiles p ON p.wedding_id = w.id
		WHERE u.id = $1`, id.UserID, id.WeddingID).Scan(&s.User.ID, &s.User.Email, &s.User.FirstName, &s.User.LastName,
		&s.User.IsAdmin, &s.Wedding.ID, &s.Wedding.TimeZone, &s.Profile.FirstName, &s.Wedding.Role)
	if err != nil {
		return SessionInfo{}, fmt.Errorf("auth.sessionInfo: %w", err)
	}
	// The shell shows the plan whose limits apply now, and the status as of now.
	sub, err := wedding.GetSubscription(ctx, a.db, id.WeddingID)
	if err != nil {
		return SessionInfo{}, fmt.Errorf("auth.sessionInfo: %w", err)
	}
	now := a.now()
	s.Wedding.Plan, s.Wedding.SubscriptionStatus, s.Wedding.ReadOnly = sub.EffectivePlan(now), sub.StatusAt(now), sub.ReadOnlyAt(now)
	if sub.IsTrial() {
		s.Wedding.TrialEndsAt = &sub.ExpiresAt
	}
	return s, nil
}

// GiveOwnWedding makes userID, who just left a wedding (removed by its owner, or the wedding
// deleted under them), the owner of a new empty wedding inside tx, so the account keeps
// working: an account is always a member of exactly one wedding. The new wedding starts as
// an ended trial (read-only until a plan is paid): leaving a wedding must not be a way to get
// a new free trial.
func GiveOwnWedding(ctx context.Context, tx execer, userID string, now time.Time) (string, error) {
	weddingID := newID()
	if _, err := tx.ExecContext(ctx, `INSERT INTO weddings (id, plan_id, subscription_status, plan_expires_at, created_at)
		VALUES ($1, $2, $3, $4, $4)`, weddingID, string(wedding.TrialPlan), wedding.StatusTrialEnded, now.UTC()); err != nil {
		return "", fmt.Errorf("auth.GiveOwnWedding: wedding: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO wedding_members (wedding_id, user_id, role, created_at) VALUES ($1, $2, 'owner', $3)`,
		weddingID, userID, now); err != nil {
		return "", fmt.Errorf("auth.GiveOwnWedding: member: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO profiles (wedding_id, updated_at) VALUES ($1, $2)`, weddingID, now); err != nil {
		return "", fmt.Errorf("auth.GiveOwnWedding: profile: %w", err)
	}
	return weddingID, nil
}

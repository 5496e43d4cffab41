package db

import (
	"context"
	"database/sql"
	"sync"
)

// Notice is a PostgreSQL NOTIFY that a request's write may send inside its own transaction,
// instead of as a separate statement (a round trip and a second commit) after it. PostgreSQL
// delivers a NOTIFY only when its transaction commits, so the listeners still hear of committed
// writes only. The realtime broker sets one on a mutating request's context (WithNotice); the
// first write transaction that locks Wedding (wedding.LockForWrite) folds it into its statement
// (Take), and InTx records whether that transaction committed. When none did (no write, a
// rollback, a transaction not run by InTx), Sent stays false and the broker notifies the
// old way, after the request.
type Notice struct {
	Channel string
	Payload string
	Wedding string

	mu       sync.Mutex
	attached *sql.Tx // the open transaction whose statement carries the notice
	sent     bool    // that transaction committed
}

type noticeKey struct{}

// WithNotice returns ctx carrying n.
func WithNotice(ctx context.Context, n *Notice) context.Context {
	return context.WithValue(ctx, noticeKey{}, n)
}

// Take returns the notice of ctx for a write to weddingID when it is still to be sent, and
// marks it attached to tx; nil otherwise. The caller must send it in tx.
func Take(ctx context.Context, tx *sql.Tx, weddingID string) *Notice {
	n, ok := ctx.Value(noticeKey{}).(*Notice)
	if !ok || n == nil || n.Wedding != weddingID {
		return nil
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.attached != nil || n.sent {
		return nil
	}
	n.attached = tx
	return n
}

// Sent reports whether a committed transaction carried the notice.
func (n *Notice) Sent() bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.sent
}

// settle records how tx, which may carry ctx's notice, ended.
func settle(ctx context.Context, tx *sql.Tx, committed bool) {
	n, ok := ctx.Value(noticeKey{}).(*Notice)
	if !ok || n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.attached == tx {
		n.attached = nil
		n.sent = n.sent || committed
	}
}

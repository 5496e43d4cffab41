package wedding

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// A request's realtime NOTIFY (db.Notice) rides on LockForWrite's statement: it reaches the
// listeners when the write commits, never when it rolls back, and only the first transaction
// that commits carries it.
func TestNoticeRidesOnTheWriteTransaction(t *testing.T) {
	if os.Getenv("TEST_DATABASE_URL") == "" {
		t.Skip("NOTIFY needs PostgreSQL (TEST_DATABASE_URL)")
	}
	ctx := context.Background()
	d := dbtest.New(t)
	const w = "00000000-0000-4000-8000-000000000001"
	if _, err := d.ExecContext(ctx, `INSERT INTO weddings (id, plan_id, subscription_status, plan_expires_at, created_at)
		VALUES ($1, 'premium', 'active', NULL, $2)`, w, time.Now().UTC()); err != nil {
		t.Fatal(err)
	}
	conn, err := d.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var pc *pgx.Conn
	if err := conn.Raw(func(dc any) error { pc = dc.(*stdlib.Conn).Conn(); return nil }); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = pc.Exec(ctx, `UNLISTEN *`); conn.Close() })
	if _, err := pc.Exec(ctx, `LISTEN notice_test`); err != nil {
		t.Fatal(err)
	}
	next := func() string {
		t.Helper()
		wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		n, err := pc.WaitForNotification(wctx)
		if err != nil {
			t.Fatalf("no notification: %v", err)
		}
		return n.Payload
	}
	marker := func(s string) {
		t.Helper()
		if _, err := d.ExecContext(ctx, `SELECT pg_notify('notice_test', $1)`, s); err != nil {
			t.Fatal(err)
		}
	}
	lock := func(ctx context.Context, weddingID string) func(tx *sql.Tx) error {
		return func(tx *sql.Tx) error { _, err := LockForWrite(ctx, tx, weddingID, time.Now()); return err }
	}
	refused := errors.New("refused")

	// A write that rolls back sends nothing; the notice stays to be sent by the caller.
	n := &db.Notice{Channel: "notice_test", Payload: "write", Wedding: w}
	nctx := db.WithNotice(ctx, n)
	err = d.InTx(nctx, func(tx *sql.Tx) error {
		if err := lock(nctx, w)(tx); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) || n.Sent() {
		t.Fatalf("rolled back: err %v, sent %v", err, n.Sent())
	}
	marker("after the rollback")
	if got := next(); got != "after the rollback" {
		t.Fatalf("got %q: a rolled-back write was heard", got)
	}

	// Another wedding's write does not carry it.
	if err := d.InTx(nctx, lock(nctx, "00000000-0000-4000-8000-000000000002")); err == nil || n.Sent() {
		t.Fatalf("other wedding: err %v, sent %v", err, n.Sent())
	}

	// The committed write carries it, once: a second transaction of the request does not.
	var version int64
	if err := d.InTx(nctx, lock(nctx, w)); err != nil || !n.Sent() {
		t.Fatalf("committed: err %v, sent %v", err, n.Sent())
	}
	if err := d.InTx(nctx, lock(nctx, w)); err != nil {
		t.Fatal(err)
	}
	marker("after the writes")
	if got := next(); got != "write" {
		t.Fatalf("got %q, want the write's notice", got)
	}
	if got := next(); got != "after the writes" {
		t.Fatalf("got %q: the notice was sent twice", got)
	}
	// Both transactions still moved the data version.
	if err := d.QueryRowContext(ctx, `SELECT data_version FROM weddings WHERE id = $1`, w).Scan(&version); err != nil || version != 2 {
		t.Fatalf("data_version %d %v, want 2", version, err)
	}
}

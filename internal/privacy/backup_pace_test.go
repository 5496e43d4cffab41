package privacy

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/storage"
)

// A week's queue of copies is built one per turn with a rest after each (so it takes only a
// share of the machine), and a couple's export requested meanwhile is built during the rest,
// not after the queue.
func TestRunExportsPacesCopiesAndPutsExportsFirst(t *testing.T) {
	d := dbtest.New(t)
	files, err := storage.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s := New(d, files, nil, slog.New(slog.NewTextHandler(io.Discard, nil)), "http://localhost", time.Now)
	s.backupPause = func(time.Duration) time.Duration { return time.Hour } // the queue stays after the first copy
	bg := context.Background()
	now := time.Now().UTC()
	var couple auth.Account
	for i, email := range []string{"ana@x.com", "bia@x.com", "caio@x.com"} {
		acc, err := auth.CreateAccount(bg, d, auth.NewAccount{Email: email, PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, now)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			couple = acc
		}
		if _, err := d.ExecContext(bg, `INSERT INTO automatic_backups (id, wedding_id, week, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`,
			uuid.NewString(), acc.WeddingID, Week(now), now.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	statuses := func() (ready, pending int) {
		t.Helper()
		if err := d.QueryRowContext(bg, `SELECT COUNT(*) FILTER (WHERE status = 'ready'), COUNT(*) FILTER (WHERE status = 'pending')
			FROM automatic_backups`).Scan(&ready, &pending); err != nil {
			t.Fatal(err)
		}
		return ready, pending
	}
	exportStatus := func(id string) (status string) {
		t.Helper()
		if err := d.QueryRowContext(bg, `SELECT status FROM data_exports WHERE id = $1`, id).Scan(&status); err != nil {
			t.Fatal(err)
		}
		return status
	}
	// waitFor polls until cond holds (the builder runs on its own goroutine).
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("still waiting for %s", what)
			}
		}
	}

	ctx, cancel := context.WithCancel(bg)
	stopped := make(chan struct{})
	go func() { defer close(stopped); s.RunExports(ctx) }()
	t.Cleanup(func() { cancel(); <-stopped })

	waitFor("the first copy", func() bool { ready, _ := statuses(); return ready > 0 })
	if ready, pending := statuses(); ready != 1 || pending != 2 {
		t.Fatalf("after the first copy: %d ready, %d pending; want 1 and 2 (one copy, then a rest)", ready, pending)
	}
	e, _, err := s.RequestExport(bg, couple.WeddingID, couple.UserID) // kicks the builder
	if err != nil {
		t.Fatal(err)
	}
	waitFor("the requested export", func() bool { return exportStatus(e.ID) == "ready" })
	if ready, pending := statuses(); ready != 1 || pending != 2 {
		t.Fatalf("after the export: %d ready, %d pending; want the queue still resting", ready, pending)
	}
}

// A copy that took a second is followed by a rest three times as long: at most a quarter of the
// builder's time goes to a week's queue.
func TestBackupPauseIsThreeTimesTheBuild(t *testing.T) {
	if got := backupPause(time.Second); got != 3*time.Second {
		t.Fatalf("backupPause(1s) = %v, want 3s", got)
	}
}

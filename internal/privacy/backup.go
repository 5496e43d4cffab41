package privacy

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/job"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/storage"
)

// Luxo's 'Backup automático' (plan gate automatic_backup; README, "Backup automático (Luxo)").
//
// Once per ISO week (UTC) the scheduler queues one copy of each wedding whose plan has the gate:
// its Delivery inserts an automatic_backups row, keyed "backup:{wedding}:{week}" in
// job_deliveries and UNIQUE (wedding_id, week) in the table, so a restart, a slow tick or a
// second instance never makes two copies for one week. The copy itself — the same zip as 'Baixar
// meus dados' (WriteZip) — is built outside that transaction by the export builder (RunExports),
// because a zip of a large wedding must not hold the wedding's write lock. The last BackupsKept
// ready copies are kept; older ones are deleted with their files.
//
// Decisions: a downgrade stops new copies but the existing ones stay listed and downloadable
// (they are the couple's data) until newer copies replace them or the account is deleted.
// Copies do not count toward the plan's file quota (wedding.StoredBytesSQL): they are bounded by
// BackupsKept instead, and counting them would let a backup block an upload.

// BackupsKept is how many weekly copies a wedding keeps.
const BackupsKept = 4

// KindBackup is the job_deliveries kind of a queued weekly copy.
const KindBackup = "automatic_backup"

// backupAttempts is how many times a copy is tried before it is left failed; a failed attempt
// is retried an hour later (backupRetry), within the same week.
const (
	backupAttempts = 3
	backupRetry    = time.Hour
)

var errBackupNotFound = apperr.NotFound("Backup não encontrado.")

// Backup is one ready weekly copy.
type Backup struct {
	ID        string    `json:"id"`
	Week      string    `json:"week"`
	SizeBytes int64     `json:"size_bytes"`
	CreatedAt time.Time `json:"created_at"`
	fileKey   string
}

// Week is the ISO week of t in UTC, e.g. "2026-W48": the unit of "one copy per week".
func Week(t time.Time) string {
	y, w := t.UTC().ISOWeek()
	return fmt.Sprintf("%04d-W%02d", y, w)
}

// backupPlans are the plan ids whose gates include automatic_backup, for the source's query
// (the Delivery checks the effective plan again: an expired Luxo is not Luxo).
func backupPlans() []any {
	var ids []any
	for _, p := range plan.All() {
		if p.Has(plan.AutomaticBackup) {
			ids = append(ids, string(p.ID))
		}
	}
	return ids
}

// BackupSource is the scheduler's source of weekly copies: paged over the weddings on a plan
// with automatic_backup that have no copy for this week yet and were not looked at this week
// (a lapsed Luxo is skipped once, not at every tick).
func (s *Service) BackupSource(ctx context.Context, d *db.DB, now time.Time, after string, limit int) ([]job.Delivery, string, error) {
	week := Week(now)
	ids := backupPlans()
	if len(ids) == 0 {
		return nil, "", nil
	}
	marks := make([]string, len(ids))
	args := []any{after, week}
	for i, id := range ids {
		marks[i] = fmt.Sprintf("$%d", len(args)+1)
		args = append(args, id)
	}
	args = append(args, limit)
	rows, err := d.QueryContext(ctx, `SELECT w.id FROM weddings w WHERE w.id > $1 AND w.plan_id IN (`+strings.Join(marks, ", ")+`)
		AND NOT EXISTS (SELECT 1 FROM automatic_backups b WHERE b.wedding_id = w.id AND b.week = $2)
		AND NOT EXISTS (SELECT 1 FROM job_deliveries j WHERE j.key = 'backup:' || w.id || ':' || $2)
		ORDER BY w.id LIMIT $`+fmt.Sprint(len(args)), args...)
	if err != nil {
		return nil, "", fmt.Errorf("privacy: backup source: %w", err)
	}
	defer rows.Close()
	var out []job.Delivery
	last, n := "", 0
	for rows.Next() {
		var weddingID string
		if err := rows.Scan(&weddingID); err != nil {
			return nil, "", fmt.Errorf("privacy: backup source: %w", err)
		}
		last, n = weddingID, n+1
		out = append(out, job.Delivery{Key: "backup:" + weddingID + ":" + week, WeddingID: weddingID, Kind: KindBackup,
			Apply: func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
				if !p.Has(plan.AutomaticBackup) {
					return "", nil // the plan lapsed: no copy this week
				}
				_, err := tx.ExecContext(ctx, `INSERT INTO automatic_backups (id, wedding_id, week, status, created_at)
					VALUES ($1, $2, $3, 'pending', $4) ON CONFLICT (wedding_id, week) DO NOTHING`,
					uuid.Must(uuid.NewV7()).String(), weddingID, week, now)
				if err != nil {
					return "", fmt.Errorf("queue backup: %w", err)
				}
				return "", nil
			}})
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("privacy: backup source: %w", err)
	}
	if n < limit {
		last = ""
	}
	return out, last, nil
}

// Kick wakes the builder (after a scheduler tick queued copies).
func (s *Service) Kick() {
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// BuildPendingBackups builds every queued weekly copy in turn and returns how many it finished.
// Tests and the test endpoint call it; RunExports builds one at a time (buildNextBackup), paced.
func (s *Service) BuildPendingBackups(ctx context.Context) (int, error) {
	n := 0
	for {
		claimed, built, err := s.buildNextBackup(ctx)
		if built {
			n++
		}
		if err != nil || !claimed {
			return n, err
		}
	}
}

// buildNextBackup claims the oldest queued weekly copy and builds it. claimed is false when
// none was waiting; built is false when the copy failed (it is then marked failed, logged and
// retried later, and err stays nil: one wedding's copy does not stop the others').
func (s *Service) buildNextBackup(ctx context.Context) (claimed, built bool, err error) {
	now := s.now()
	var id, weddingID string
	const claimable = `(status = 'pending' OR (status = 'running' AND claimed_at < $2)
		OR (status = 'failed' AND attempts < $3 AND claimed_at < $4))`
	err = s.DB.QueryRowContext(ctx, `UPDATE automatic_backups SET status = 'running', claimed_at = $1, attempts = attempts + 1
		WHERE id = (SELECT id FROM automatic_backups WHERE `+claimable+` ORDER BY created_at, id LIMIT 1) AND `+claimable+`
		RETURNING id, wedding_id`, now, now.Add(-exportLease), backupAttempts, now.Add(-backupRetry)).Scan(&id, &weddingID)
	if errors.Is(err, sql.ErrNoRows) {
		return false, false, nil
	}
	if err != nil {
		return false, false, fmt.Errorf("privacy.buildNextBackup: claim: %w", err)
	}
	if err := s.buildBackup(ctx, id, weddingID); err != nil {
		if ctx.Err() != nil {
			return true, false, ctx.Err() // left running: taken over once the lease lapses
		}
		s.Log.Error("automatic backup failed", "backup_id", id, "wedding_id", weddingID, "err", err)
		if _, uerr := s.DB.ExecContext(context.WithoutCancel(ctx), `UPDATE automatic_backups SET status = 'failed' WHERE id = $1`, id); uerr != nil {
			return true, false, fmt.Errorf("privacy.buildNextBackup: mark failed: %w", uerr)
		}
		return true, false, nil
	}
	return true, true, nil
}

// backupPause is how long the builder rests after a weekly copy that took took: three times as
// long, so a week's queue (every Luxo wedding at once, on Sunday evening in São Paulo) takes at
// most about a quarter of one core and the couples' requests keep the rest. Measured on the
// 2-core machine with 10,000 Luxo weddings: unpaced, the queue kept the idle server at a quarter
// to a third of a core, PostgreSQL working beside it, for 6.5 minutes (README, "The weekly
// copies, paced").
func backupPause(took time.Duration) time.Duration { return 3 * took }

// buildBackup stores the export zip as a weekly copy, marks it ready and deletes the copies
// beyond BackupsKept.
func (s *Service) buildBackup(ctx context.Context, id, weddingID string) error {
	key := weddingID + "/backups/" + id + ".zip"
	size, err := s.storeZip(ctx, weddingID, key)
	if err != nil {
		return err
	}
	res, err := s.DB.ExecContext(ctx, `UPDATE automatic_backups SET status = 'ready', file_key = $1, size_bytes = $2, ready_at = $3
		WHERE id = $4 AND status = 'running'`, key, size, s.now(), id)
	var changed int64
	if err == nil {
		changed, err = res.RowsAffected()
	}
	if err != nil || changed == 0 { // failed, or the row went with its wedding meanwhile
		if derr := s.Files.Delete(context.WithoutCancel(ctx), key); derr != nil {
			s.Log.Error("automatic backup: delete orphan file", "key", key, "err", derr)
		}
		if err != nil {
			return fmt.Errorf("mark ready: %w", err)
		}
		return nil
	}
	if err := s.pruneBackups(ctx, weddingID); err != nil {
		return err
	}
	s.Announce(ctx, weddingID, "backups")
	return nil
}

// pruneBackups deletes the wedding's ready copies beyond the newest BackupsKept (file first, so
// a failure leaves a row that still points at what is left) and copies that failed for good.
func (s *Service) pruneBackups(ctx context.Context, weddingID string) error {
	rows, err := s.DB.QueryContext(ctx, `SELECT id, COALESCE(file_key, ''), status FROM automatic_backups
		WHERE wedding_id = $1 AND (status = 'ready' OR (status = 'failed' AND attempts >= $2)) ORDER BY week DESC, id DESC`,
		weddingID, backupAttempts)
	if err != nil {
		return fmt.Errorf("privacy: prune backups: %w", err)
	}
	type item struct{ id, key string }
	var old []item
	ready := 0
	for rows.Next() {
		var it item
		var status string
		if err := rows.Scan(&it.id, &it.key, &status); err != nil {
			rows.Close()
			return fmt.Errorf("privacy: prune backups: %w", err)
		}
		if status == "ready" {
			ready++
			if ready <= BackupsKept {
				continue
			}
		}
		old = append(old, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("privacy: prune backups: %w", err)
	}
	for _, it := range old {
		if it.key != "" {
			if err := s.Files.Delete(ctx, it.key); err != nil {
				return fmt.Errorf("privacy: prune backups: %w", err)
			}
		}
		if _, err := s.DB.ExecContext(ctx, `DELETE FROM automatic_backups WHERE id = $1`, it.id); err != nil {
			return fmt.Errorf("privacy: prune backups: %w", err)
		}
	}
	return nil
}

const backupColumns = `id, week, COALESCE(size_bytes, 0), ready_at, COALESCE(file_key, '')`

func scanBackup(row scanner) (Backup, error) {
	var b Backup
	err := row.Scan(&b.ID, &b.Week, &b.SizeBytes, db.ScanTime(&b.CreatedAt), &b.fileKey)
	return b, err
}

// ListBackups returns the wedding's ready copies, newest first, whatever its plan is now.
func (s *Service) ListBackups(ctx context.Context, weddingID string) ([]Backup, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT `+backupColumns+` FROM automatic_backups
		WHERE wedding_id = $1 AND status = 'ready' ORDER BY week DESC, id DESC LIMIT $2`, weddingID, BackupsKept)
	if err != nil {
		return nil, fmt.Errorf("privacy.ListBackups: %w", err)
	}
	defer rows.Close()
	out := []Backup{}
	for rows.Next() {
		b, err := scanBackup(rows)
		if err != nil {
			return nil, fmt.Errorf("privacy.ListBackups: %w", err)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// OpenBackup returns a ready copy of the wedding and its file.
func (s *Service) OpenBackup(ctx context.Context, weddingID, id string) (Backup, io.ReadCloser, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Backup{}, nil, errBackupNotFound
	}
	b, err := scanBackup(s.DB.QueryRowContext(ctx, `SELECT `+backupColumns+` FROM automatic_backups
		WHERE id = $1 AND wedding_id = $2 AND status = 'ready'`, id, weddingID))
	if errors.Is(err, sql.ErrNoRows) {
		return Backup{}, nil, errBackupNotFound
	}
	if err != nil {
		return Backup{}, nil, fmt.Errorf("privacy.OpenBackup: %w", err)
	}
	r, err := s.Files.Open(ctx, b.fileKey)
	if errors.Is(err, storage.ErrNotFound) {
		return Backup{}, nil, errBackupNotFound
	}
	if err != nil {
		return Backup{}, nil, fmt.Errorf("privacy.OpenBackup: %w", err)
	}
	return b, r, nil
}

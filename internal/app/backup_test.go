package app_test

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/privacy"
)

type backupView struct {
	ID        string    `json:"id"`
	Week      string    `json:"week"`
	SizeBytes int64     `json:"size_bytes"`
	CreatedAt time.Time `json:"created_at"`
}

func listBackups(t *testing.T, c *apptest.Client) []backupView {
	t.Helper()
	res := c.Do("GET", "/api/backups", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("list backups: %d %s", res.Status, res.Body)
	}
	var out struct{ Backups []backupView }
	res.JSON(t, &out)
	return out.Backups
}

// seedBackup puts c's wedding on Luxo, runs the scheduler and the builder, and returns the id
// of the wedding's newest weekly copy.
func seedBackup(t *testing.T, s *apptest.Server, c *apptest.Client) string {
	t.Helper()
	s.SetPlan(t, c, plan.Luxo)
	if _, err := s.App.RunJobs(t.Context(), s.Now()); err != nil {
		t.Fatalf("run jobs: %v", err)
	}
	if _, err := s.App.BuildBackups(t.Context()); err != nil {
		t.Fatalf("build backups: %v", err)
	}
	list := listBackups(t, c)
	if len(list) == 0 {
		t.Fatalf("no backup for %s", c.Email)
	}
	return list[0].ID
}

func zipNames(t *testing.T, body []byte) (*zip.Reader, []string) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
	}
	slices.Sort(names)
	return zr, names
}

// checkWeeklyBackups runs five weeks of the scheduler on the fake clock: a Luxo wedding gets one
// copy a week, never two, the newest 4 kept (files too); Premium and Essencial get none; a
// downgrade stops new copies and keeps the old ones downloadable. files lists stored keys under
// a prefix.
func checkWeeklyBackups(t *testing.T, s *apptest.Server, files func(prefix string) []string) {
	lux := s.SignUpOn(t, "luxo.backup@exemplo.com", plan.Luxo)
	ess := s.SignUpOn(t, "essencial.backup@exemplo.com", plan.Essencial)
	trial := s.SignUp(t, "premium.backup@exemplo.com") // the trial is Premium
	if res := lux.Do("POST", "/api/guests", map[string]any{"nome": "Tia Cida", "mesa": 3}); res.Status != http.StatusCreated {
		t.Fatalf("guest: %d %s", res.Status, res.Body)
	}
	luxW, _ := weddingOf(t, s, lux.Email)
	essW, _ := weddingOf(t, s, ess.Email)
	trialW, _ := weddingOf(t, s, trial.Email)

	var first []backupView
	for week := 1; week <= 5; week++ {
		// Two ticks in one week (a restart, the next minute) and a tick an hour later.
		for _, at := range []time.Time{s.Now(), s.Now(), s.Now().Add(time.Hour)} {
			if _, err := s.App.RunJobs(t.Context(), at); err != nil {
				t.Fatalf("week %d: run jobs: %v", week, err)
			}
		}
		if n, err := s.App.BuildBackups(t.Context()); err != nil || n != 1 {
			t.Fatalf("week %d: built %d copies, %v; want 1", week, n, err)
		}
		// A restart that lost the scheduler's delivery records still makes no second copy.
		if _, err := s.DB.ExecContext(t.Context(), `DELETE FROM job_deliveries WHERE kind = $1`, privacy.KindBackup); err != nil {
			t.Fatal(err)
		}
		if _, err := s.App.RunJobs(t.Context(), s.Now().Add(2*time.Hour)); err != nil {
			t.Fatal(err)
		}
		if n, err := s.App.BuildBackups(t.Context()); err != nil || n != 0 {
			t.Fatalf("week %d: after a restart built %d more, %v", week, n, err)
		}
		list := listBackups(t, lux)
		want := min(week, privacy.BackupsKept)
		if len(list) != want || list[0].Week != privacy.Week(s.Now()) || list[0].SizeBytes <= 0 || list[0].CreatedAt.Sub(s.Now()).Abs() > time.Millisecond {
			t.Fatalf("week %d: backups %+v, want %d, newest of %s", week, list, want, privacy.Week(s.Now()))
		}
		if got := files(luxW + "/backups/"); len(got) != want {
			t.Fatalf("week %d: stored copies %v, want %d", week, got, want)
		}
		var rows int
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM automatic_backups WHERE wedding_id = $1`, luxW).Scan(&rows); err != nil || rows != want {
			t.Fatalf("week %d: %d rows, %v", week, rows, err)
		}
		if week == 1 {
			first = list
		}
		for _, c := range []*apptest.Client{ess, trial} {
			if got := listBackups(t, c); len(got) != 0 {
				t.Fatalf("week %d: %s has backups %+v", week, c.Email, got)
			}
		}
		if got := append(files(essW+"/backups/"), files(trialW+"/backups/")...); len(got) != 0 {
			t.Fatalf("week %d: copies of plans without automatic_backup: %v", week, got)
		}
		s.Advance(7 * 24 * time.Hour)
	}
	// Week 1's copy went with its file.
	if res := lux.Do("GET", "/api/backups/"+first[0].ID+"/download", nil); res.Status != http.StatusNotFound {
		t.Fatalf("week 1's copy after week 5: %d", res.Status)
	}

	// The download is the export zip: the same files as 'Baixar meus dados', the same guests.
	newest := listBackups(t, lux)[0]
	dl := lux.Do("GET", "/api/backups/"+newest.ID+"/download", nil)
	if dl.Status != http.StatusOK || dl.Header.Get("Content-Type") != "application/zip" || int64(len(dl.Body)) != newest.SizeBytes ||
		!strings.Contains(dl.Header.Get("Content-Disposition"), "aceito-backup-"+newest.CreatedAt.Format(time.DateOnly)+".zip") {
		t.Fatalf("download: %d %v %d bytes", dl.Status, dl.Header, len(dl.Body))
	}
	zr, names := zipNames(t, dl.Body)
	_, exported := exportZip(t, s, lux)
	var exportNames []string
	for _, f := range exported.File {
		exportNames = append(exportNames, f.Name)
	}
	slices.Sort(exportNames)
	if !slices.Equal(names, exportNames) || !slices.Contains(names, "README.txt") {
		t.Fatalf("backup holds %v, the export %v", names, exportNames)
	}
	if g := readZipFile(t, zr, "guests.json"); !bytes.Contains(g, []byte("Tia Cida")) || !bytes.Equal(g, readZipFile(t, exported, "guests.json")) {
		t.Fatalf("guests.json of the backup: %s", g)
	}

	// A downgrade stops new copies; the kept ones stay listed and downloadable.
	s.SetPlan(t, lux, plan.Premium)
	if _, err := s.App.RunJobs(t.Context(), s.Now()); err != nil {
		t.Fatal(err)
	}
	if n, err := s.App.BuildBackups(t.Context()); err != nil || n != 0 {
		t.Fatalf("after the downgrade built %d, %v", n, err)
	}
	if list := listBackups(t, lux); len(list) != privacy.BackupsKept || list[0].ID != newest.ID {
		t.Fatalf("after the downgrade: %+v", list)
	}
	if res := lux.Do("GET", "/api/backups/"+newest.ID+"/download", nil); res.Status != http.StatusOK || !bytes.Equal(res.Body, dl.Body) {
		t.Fatalf("download after the downgrade: %d", res.Status)
	}
	// Back on Luxo, the next week's copy comes.
	s.SetPlan(t, lux, plan.Luxo)
	s.Advance(7 * 24 * time.Hour)
	if _, err := s.App.RunJobs(t.Context(), s.Now()); err != nil {
		t.Fatal(err)
	}
	if n, err := s.App.BuildBackups(t.Context()); err != nil || n != 1 {
		t.Fatalf("back on Luxo built %d, %v", n, err)
	}
	// Signed out, nothing; a made-up id is a 404.
	if res := s.NewClient(t).Do("GET", "/api/backups/"+newest.ID+"/download", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("signed out: %d", res.Status)
	}
	if res := lux.Do("GET", "/api/backups/not-an-id/download", nil); res.Status != http.StatusNotFound {
		t.Fatalf("bad id: %d", res.Status)
	}
}

func TestWeeklyBackupsLocal(t *testing.T) {
	dataDir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dataDir})
	checkWeeklyBackups(t, s, func(prefix string) []string {
		var out []string
		root := filepath.Join(dataDir, "files")
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if rel, _ := filepath.Rel(root, p); strings.HasPrefix(filepath.ToSlash(rel), prefix) {
				out = append(out, rel)
			}
			return nil
		})
		return out
	})
}

func TestWeeklyBackupsOnS3(t *testing.T) {
	s, backend := newS3Server(t)
	checkWeeklyBackups(t, s, func(prefix string) []string {
		objs, err := backend.ListBucket("aceito", &gofakes3.Prefix{Prefix: prefix, HasPrefix: true}, gofakes3.ListBucketPage{})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, o := range objs.Contents {
			out = append(out, o.Key)
		}
		return out
	})
}

func TestWeekIsISOWeekInUTC(t *testing.T) {
	for at, want := range map[string]string{
		"2026-11-23T00:00:00Z": "2026-W48", // a Monday
		"2026-11-29T23:59:59Z": "2026-W48", // its Sunday
		"2026-11-30T00:00:00Z": "2026-W49",
		"2027-01-01T12:00:00Z": "2026-W53", // ISO weeks cross the new year
	} {
		tm, _ := time.Parse(time.RFC3339, at)
		if got := privacy.Week(tm); got != want {
			t.Errorf("Week(%s) = %s, want %s", at, got, want)
		}
	}
}

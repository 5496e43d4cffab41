package app_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/privacy"
)

// weddingOf returns the wedding id and user id of the account with email.
func weddingOf(t *testing.T, s *apptest.Server, email string) (weddingID, userID string) {
	t.Helper()
	if err := s.DB.QueryRowContext(t.Context(), `SELECT m.wedding_id, u.id FROM users u JOIN wedding_members m ON m.user_id = u.id
		WHERE u.email = $1`, email).Scan(&weddingID, &userID); err != nil {
		t.Fatal(err)
	}
	return weddingID, userID
}

type exportView struct {
	ID        string    `json:"id"`
	Status    string    `json:"status"`
	ExpiresAt time.Time `json:"expires_at"`
}

// exportZip asks for an export as c, builds it and returns its id and the opened zip.
func exportZip(t *testing.T, s *apptest.Server, c *apptest.Client) (string, *zip.Reader) {
	t.Helper()
	res := c.Do("POST", "/api/data-exports", nil)
	if res.Status != http.StatusAccepted {
		t.Fatalf("request export: %d %s", res.Status, res.Body)
	}
	var e exportView
	res.JSON(t, &e)
	if e.Status != "pending" {
		t.Fatalf("new export %+v", e)
	}
	if again := c.Do("POST", "/api/data-exports", nil); again.Status != http.StatusOK || !strings.Contains(string(again.Body), e.ID) {
		t.Fatalf("second request while pending: %d %s", again.Status, again.Body)
	}
	if n, err := s.App.BuildExports(t.Context()); err != nil || n != 1 {
		t.Fatalf("build: %d %v", n, err)
	}
	var list struct{ Exports []exportView }
	c.Do("GET", "/api/data-exports", nil).JSON(t, &list)
	if len(list.Exports) != 1 || list.Exports[0].Status != "ready" || !list.Exports[0].ExpiresAt.Equal(s.Now().Add(24*time.Hour)) {
		t.Fatalf("exports after build: %+v", list.Exports)
	}
	dl := c.Do("GET", "/api/data-exports/"+e.ID+"/download", nil)
	if dl.Status != http.StatusOK || dl.Header.Get("Content-Type") != "application/zip" {
		t.Fatalf("download: %d %s", dl.Status, dl.Header)
	}
	zr, err := zip.NewReader(bytes.NewReader(dl.Body), int64(len(dl.Body)))
	if err != nil {
		t.Fatal(err)
	}
	return e.ID, zr
}

func readZipFile(t *testing.T, zr *zip.Reader, name string) []byte {
	t.Helper()
	f, err := zr.Open(name)
	if err != nil {
		t.Fatalf("zip has no %s: %v", name, err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDataExportHoldsThisWeddingOnly(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	b := s.SignUp(t, "bia.lgpd@exemplo.com")
	ids := seedWeddingA(t, a)
	seedPlannerA(t, s, a, ids)
	idsB := seedWeddingA(t, b) // the same kinds of rows in wedding B, which must not leak
	seedPlannerA(t, s, b, idsB)
	weddingA, _ := weddingOf(t, s, a.Email)
	weddingB, userB := weddingOf(t, s, b.Email)

	exportID, zr := exportZip(t, s, a)
	if !strings.Contains(string(readZipFile(t, zr, "README.txt")), "LGPD") {
		t.Fatal("README.txt does not describe the contents")
	}
	// Every resource file: the rows of wedding A only, as many as the table holds for A.
	counts := map[string]string{"guests.json": "guests", "checklist.json": "checklists", "ceremonies.json": "ceremony_documents",
		"budget.json": "budgets", "budget_categories.json": "budget_categories", "gifts.json": "gifts", "pix.json": "pix_info",
		"godparents.json": "godparents", "honeymoon.json": "trip_plans", "honeymoon_expenses.json": "trip_expenses",
		"payment_reminders.json": "payment_reminders", "spending_limits.json": "spending_limits", "contracts.json": "contracts",
		"gallery.json": "gallery_images", "digital_invitations.json": "digital_invitations", "notifications.json": "notifications",
		"invitation_messages.json": "invitation_messages", "profile.json": "profiles",
		"site.json": "wedding_sites", "gift_claims.json": "gift_claims"}
	for file, table := range counts {
		var rows []map[string]any
		if err := json.Unmarshal(readZipFile(t, zr, file), &rows); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var want int
		// The 'ready' notification is created after the zip was written.
		if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM `+table+` WHERE wedding_id = $1`+
			map[string]string{"notifications": ` AND title <> 'Seus dados estão prontos para download'`}[table], weddingA).Scan(&want); err != nil {
			t.Fatal(err)
		}
		if len(rows) != want || want == 0 {
			t.Errorf("%s: %d rows, wedding A has %d in %s", file, len(rows), want, table)
		}
		for _, r := range rows {
			if r["wedding_id"] != weddingA {
				t.Errorf("%s: row of wedding %v", file, r["wedding_id"])
			}
		}
	}
	var account []map[string]any
	if err := json.Unmarshal(readZipFile(t, zr, "conta.json"), &account); err != nil || len(account) != 1 || account[0]["email"] != a.Email {
		t.Fatalf("conta.json: %v %v", account, err)
	}
	// Nothing of wedding B, and no secret, anywhere in the archive.
	for _, f := range zr.File {
		body := readZipFile(t, zr, f.Name)
		for _, bad := range []string{weddingB, userB, b.Email, "password_hash", "token_hash", "public_token", "argon2"} {
			if bytes.Contains(body, []byte(bad)) {
				t.Errorf("%s contains %q", f.Name, bad)
			}
		}
	}
	// The stored files, byte for byte.
	for name, url := range map[string]string{
		"files/gallery/" + ids["gallery"] + ".png":    "/api/gallery/" + ids["gallery"] + "/image",
		"files/contracts/" + ids["contract"] + ".pdf": "/api/contracts/" + ids["contract"] + "/file",
	} {
		orig := a.Do("GET", url, nil)
		if orig.Status != http.StatusOK || !bytes.Equal(readZipFile(t, zr, name), orig.Body) {
			t.Errorf("%s differs from %s (%d)", name, url, orig.Status)
		}
	}
	var notes struct{ Notifications []struct{ Title string } }
	a.Do("GET", "/api/notifications", nil).JSON(t, &notes)
	if len(notes.Notifications) == 0 || notes.Notifications[0].Title != "Seus dados estão prontos para download" {
		t.Fatalf("notifications: %+v", notes.Notifications)
	}
	// Wedding B cannot download A's export; after 24 h it is gone, file included.
	if res := b.Do("GET", "/api/data-exports/"+exportID+"/download", nil); res.Status != http.StatusNotFound {
		t.Fatalf("B downloads A's export: %d", res.Status)
	}
	s.Advance(24*time.Hour - time.Second)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("GET", "/api/data-exports/"+exportID+"/download", nil); res.Status != http.StatusOK {
		t.Fatalf("download before 24 h: %d", res.Status)
	}
	s.Advance(time.Second)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("GET", "/api/data-exports/"+exportID+"/download", nil); res.Status != http.StatusNotFound {
		t.Fatalf("download after 24 h: %d", res.Status)
	}
	var left int
	if err := s.DB.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM data_exports`).Scan(&left); err != nil || left != 0 {
		t.Fatalf("exports left: %d %v", left, err)
	}
}

var linkToken = regexp.MustCompile(`/conta/cancelar-exclusao\?token=([A-Za-z0-9_%-]+)`)

// requestDeletion runs 'Excluir conta' for c and returns the token of the e-mailed link.
func requestDeletion(t *testing.T, s *apptest.Server, c *apptest.Client) string {
	t.Helper()
	for _, bad := range []struct {
		body  map[string]string
		field string
	}{
		{map[string]string{"password": "Errada123", "confirmation": "EXCLUIR"}, "password"},
		{map[string]string{"password": apptest.DefaultPassword, "confirmation": "excluir"}, "confirmation"},
		{map[string]string{"password": "", "confirmation": "EXCLUIR"}, "password"},
	} {
		res := c.Do("POST", "/api/account/delete", bad.body)
		if res.Status != http.StatusUnprocessableEntity || res.Err(t).Error.Fields[bad.field] == "" {
			t.Fatalf("delete with %v: %d %s", bad.body, res.Status, res.Body)
		}
	}
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusOK {
		t.Fatalf("a refused deletion ended the session: %d", res.Status)
	}
	res := c.Do("POST", "/api/account/delete", map[string]string{"password": apptest.DefaultPassword, "confirmation": "EXCLUIR"})
	if res.Status != http.StatusAccepted {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/session", nil); res.Status != http.StatusUnauthorized {
		t.Fatalf("session after deletion request: %d", res.Status)
	}
	var body string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT body FROM outbox WHERE to_address = $1 AND subject = 'Aceito: exclusão da conta agendada'`,
		c.Email).Scan(&body); err != nil {
		t.Fatal(err)
	}
	m := linkToken.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no cancel link in %q", body)
	}
	signIn := s.NewClient(t).Do("POST", "/api/auth/signin", map[string]string{"email": c.Email, "password": apptest.DefaultPassword})
	if signIn.Status != http.StatusForbidden || signIn.Err(t).Error.Code != "account_deletion_pending" {
		t.Fatalf("sign-in during the grace period: %d %s", signIn.Status, signIn.Body)
	}
	return m[1]
}

func TestCancelDeletionRestoresTheAccount(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": "Fica"}); res.Status != http.StatusCreated {
		t.Fatal(res.Status)
	}
	token := requestDeletion(t, s, a)
	anon := s.NewClient(t)
	if res := anon.Do("POST", "/api/account/delete/cancel", map[string]string{"token": token + "x"}); res.Status != http.StatusBadRequest {
		t.Fatalf("wrong token: %d", res.Status)
	}
	s.Advance(privacy.DeletionGrace - time.Minute)
	if res := anon.Do("POST", "/api/account/delete/cancel", map[string]string{"token": token}); res.Status != http.StatusOK {
		t.Fatalf("cancel: %d %s", res.Status, res.Body)
	}
	if res := anon.Do("POST", "/api/account/delete/cancel", map[string]string{"token": token}); res.Status != http.StatusBadRequest {
		t.Fatalf("link used twice: %d", res.Status)
	}
	s.Advance(time.Hour)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	c := s.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]string{"email": a.Email, "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("sign-in after undo: %d %s", res.Status, res.Body)
	}
	if res := c.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "Fica") {
		t.Fatalf("guests after undo: %s", res.Body)
	}
}

func TestCancelLinkExpiresWithTheGracePeriod(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	token := requestDeletion(t, s, a)
	s.Advance(privacy.DeletionGrace)
	if res := s.NewClient(t).Do("POST", "/api/account/delete/cancel", map[string]string{"token": token}); res.Status != http.StatusBadRequest {
		t.Fatalf("cancel at the due time: %d", res.Status)
	}
}

// traces lists every table.column holding one of needles, in every table of the schema.
func traces(t *testing.T, d *db.DB, needles ...string) []string {
	t.Helper()
	cols, err := d.Columns(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if len(cols) < 20 {
		t.Fatalf("schema has only %d tables", len(cols))
	}
	var found []string
	for table := range cols {
		rows, err := d.QueryContext(t.Context(), `SELECT * FROM `+table)
		if err != nil {
			t.Fatal(err)
		}
		names, _ := rows.Columns()
		vals := make([]any, len(names))
		ptrs := make([]any, len(names))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				text := fmt.Sprint(v)
				if b, ok := v.([]byte); ok {
					text = string(b)
				}
				for _, n := range needles {
					if strings.Contains(text, n) {
						found = append(found, table+"."+names[i]+" holds "+n)
					}
				}
			}
		}
		if err := rows.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return found
}

// deleteWeddingAndCheck seeds weddings A and B, deletes A's only account through the API and
// the grace period, and checks that nothing of A is left in any table or in the file store
// (filesUnder lists the stored keys starting with a prefix) while B is untouched.
func deleteWeddingAndCheck(t *testing.T, s *apptest.Server, filesUnder func(prefix string) []string) {
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	b := s.SignUp(t, "bia.lgpd@exemplo.com")
	ids := seedWeddingA(t, a)
	seedPlannerA(t, s, a, ids)
	seedPlannerA(t, s, b, seedWeddingA(t, b))
	weddingA, userA := weddingOf(t, s, a.Email)
	weddingB, _ := weddingOf(t, s, b.Email)
	exportZip(t, s, a)  // an export file in the store too
	seedBackup(t, s, a) // and a weekly copy of each (Luxo's 'Backup automático')
	seedBackup(t, s, b)
	// A paid checkout of wedding A: a payment record kept (anonymised) by law.
	if _, err := s.DB.ExecContext(t.Context(), `INSERT INTO checkout_sessions (id, token_hash, provider, plan_id, email, wedding_id, status,
		created_at, expires_at, completed_at, created_user_id) VALUES ('cs-a', 'h-a', 'local', 'premium', $1, $2, 'paid', $3, $3, $3, $4)`,
		a.Email, weddingA, s.Now(), userA); err != nil {
		t.Fatal(err)
	}
	if len(filesUnder(weddingA+"/")) < 4 || len(filesUnder(weddingB+"/")) < 3 {
		t.Fatalf("stored files before: A %v, B %v", filesUnder(weddingA+"/"), filesUnder(weddingB+"/"))
	}
	// days_left moves with the clock, not with the data.
	daysLeft := regexp.MustCompile(`"days_left":-?\d+`)
	beforeB := daysLeft.ReplaceAllString(snapshot(t, b), "")

	requestDeletion(t, s, a)
	s.Advance(privacy.DeletionGrace - time.Second)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if len(traces(t, s.DB, weddingA)) == 0 {
		t.Fatal("wedding A deleted before the grace period ended")
	}
	s.Advance(time.Second)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if left := traces(t, s.DB, weddingA, userA, a.Email); len(left) > 0 {
		t.Fatalf("wedding A left traces:\n%s", strings.Join(left, "\n"))
	}
	if left := filesUnder(weddingA + "/"); len(left) > 0 {
		t.Fatalf("wedding A's files left: %v", left)
	}
	if len(filesUnder(weddingB+"/")) < 3 {
		t.Fatalf("wedding B's files went too: %v", filesUnder(weddingB+"/"))
	}
	if after := daysLeft.ReplaceAllString(snapshot(t, b), ""); after != beforeB {
		t.Fatalf("wedding B changed:\nbefore %s\nafter  %s", beforeB, after)
	}
	var email string
	var wedding *string
	if err := s.DB.QueryRowContext(t.Context(), `SELECT email, wedding_id FROM checkout_sessions WHERE id = 'cs-a'`).Scan(&email, &wedding); err != nil {
		t.Fatalf("payment record: %v", err)
	}
	if email != privacy.HashEmail(a.Email) || wedding != nil {
		t.Fatalf("payment record kept as %q, wedding %v", email, wedding)
	}
	if res := s.NewClient(t).Do("POST", "/api/auth/signin", map[string]string{"email": a.Email, "password": apptest.DefaultPassword}); res.Status != http.StatusUnauthorized {
		t.Fatalf("sign-in after deletion: %d", res.Status)
	}
}

func TestAccountDeletionLeavesNothingLocal(t *testing.T) {
	dataDir := t.TempDir()
	s := apptest.NewWithEnv(t, map[string]string{"ACEITO_DATA_DIR": dataDir})
	deleteWeddingAndCheck(t, s, func(prefix string) []string {
		var out []string
		root := filepath.Join(dataDir, "files")
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(root, p)
			if strings.HasPrefix(filepath.ToSlash(rel), prefix) {
				out = append(out, rel)
			}
			return nil
		})
		if _, err := os.Stat(filepath.Join(root, strings.TrimSuffix(prefix, "/"))); err == nil {
			out = append(out, prefix+" (directory)")
		}
		return out
	})
}

func TestAccountDeletionLeavesNothingOnS3(t *testing.T) {
	s, backend := newS3Server(t)
	deleteWeddingAndCheck(t, s, func(prefix string) []string {
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

// A member leaving a wedding that another member still plans deletes the account only.
func TestDeletingOneMemberKeepsTheWedding(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	weddingA, _ := weddingOf(t, s, a.Email)
	p := s.SignUp(t, "par.lgpd@exemplo.com")
	weddingP, userP := weddingOf(t, s, p.Email)
	// Make the second account a partner of wedding A (no API for it yet).
	if _, err := s.DB.ExecContext(t.Context(), `UPDATE wedding_members SET wedding_id = $1, role = 'partner' WHERE user_id = $2`, weddingA, userP); err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB.ExecContext(t.Context(), `DELETE FROM weddings WHERE id = $1`, weddingP); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("POST", "/api/guests", map[string]any{"nome": "Continua"}); res.Status != http.StatusCreated {
		t.Fatal(res.Status)
	}
	c := s.NewClient(t)
	if res := c.Do("POST", "/api/auth/signin", map[string]string{"email": p.Email, "password": apptest.DefaultPassword}); res.Status != http.StatusOK {
		t.Fatalf("partner sign-in: %d", res.Status)
	}
	c.Email = p.Email
	requestDeletion(t, s, c)
	s.Advance(privacy.DeletionGrace)
	if err := s.App.Maintain(t.Context()); err != nil {
		t.Fatal(err)
	}
	if left := traces(t, s.DB, userP, p.Email); len(left) > 0 {
		t.Fatalf("partner left traces: %v", left)
	}
	if res := a.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "Continua") {
		t.Fatalf("wedding A after the partner left: %d %s", res.Status, res.Body)
	}
}

func TestRetention(t *testing.T) {
	s := apptest.New(t)
	a := s.SignUp(t, "ana.lgpd@exemplo.com")
	b := s.SignUp(t, "bia.lgpd@exemplo.com")
	ctx := t.Context()
	now := s.Now()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := s.DB.ExecContext(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	count := func(q string, args ...any) int {
		t.Helper()
		var n int
		if err := s.DB.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	// Pre-checkout e-mails: 30 days, unless a purchase followed.
	exec(`INSERT INTO pre_checkout_emails (id, email, plan_type, created_at) VALUES
		('old', 'old@exemplo.com', 'premium', $1), ('new', 'new@exemplo.com', 'premium', $2), ('buyer', 'buyer@exemplo.com', 'luxo', $1)`,
		now.Add(-privacy.PreCheckoutRetention-time.Second), now.Add(-privacy.PreCheckoutRetention+time.Second))
	exec(`INSERT INTO checkout_sessions (id, token_hash, provider, plan_id, email, status, created_at, expires_at)
		VALUES ('cs-buyer', 'h-buyer', 'local', 'luxo', 'buyer@exemplo.com', 'paid', $1, $1)`, now)
	// Notifications: read ones older than 180 days go; unread ones stay.
	weddingA, _ := weddingOf(t, s, a.Email)
	old := now.Add(-privacy.ReadNotificationRetention - time.Second)
	recent := now.Add(-privacy.ReadNotificationRetention + time.Second)
	exec(`INSERT INTO notifications (id, wedding_id, title, message, search_text, read_at, created_at) VALUES
		('n-old-read', $1, 't', 'm', 't', $2, $2), ('n-old-unread', $1, 't', 'm', 't', NULL, $2), ('n-recent-read', $1, 't', 'm', 't', $3, $3)`,
		weddingA, old, recent)
	// Guests: contact data cleared 12 months after the wedding date, unless kept.
	for _, c := range []*apptest.Client{a, b} {
		if res := c.Do("POST", "/api/guests", map[string]any{"nome": "Rita", "email": "rita@exemplo.com", "telefone": "(11) 98765-4321"}); res.Status != http.StatusCreated {
			t.Fatalf("guest: %d %s", res.Status, res.Body)
		}
	}
	// The clock is 22/11/2026 12:00 in São Paulo: a wedding on 22/11/2025 is 12 months ago today.
	for _, c := range []*apptest.Client{a, b} {
		if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "wedding_date": "2025-11-23"}); res.Status != http.StatusOK {
			t.Fatalf("profile: %d %s", res.Status, res.Body)
		}
	}
	if res := b.Do("PUT", "/api/privacy", map[string]any{"keep_guest_data": true}); res.Status != http.StatusOK || !strings.Contains(string(res.Body), "true") {
		t.Fatalf("keep guests' data: %d %s", res.Status, res.Body)
	}
	if res := b.Do("PUT", "/api/privacy", map[string]any{}); res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("empty privacy settings: %d", res.Status)
	}
	if err := s.App.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	if n := count(`SELECT COUNT(*) FROM pre_checkout_emails WHERE id IN ('new', 'buyer')`); n != 2 || count(`SELECT COUNT(*) FROM pre_checkout_emails`) != 2 {
		t.Fatalf("pre-checkout e-mails left: %d of new+buyer", n)
	}
	if n := count(`SELECT COUNT(*) FROM notifications WHERE id IN ('n-old-unread', 'n-recent-read')`); n != 2 || count(`SELECT COUNT(*) FROM notifications WHERE id = 'n-old-read'`) != 0 {
		t.Fatalf("notifications: %d of the kept ones", n)
	}
	// A wedding on 23/11/2025 is not 12 months ago yet: the data stays.
	for _, c := range []*apptest.Client{a, b} {
		if res := c.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "rita@exemplo.com") {
			t.Fatalf("guest data cleared a day early: %s", res.Body)
		}
	}
	for _, c := range []*apptest.Client{a, b} {
		if res := c.Do("PUT", "/api/profile", map[string]any{"first_name": "Ana", "wedding_date": "2025-11-22"}); res.Status != http.StatusOK {
			t.Fatalf("profile: %d %s", res.Status, res.Body)
		}
	}
	if res := a.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "rita@exemplo.com") { // warms the cache
		t.Fatal("guest data missing")
	}
	if err := s.App.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	if res := a.Do("GET", "/api/guests", nil); strings.Contains(string(res.Body), "rita@exemplo.com") || strings.Contains(string(res.Body), "98765") ||
		!strings.Contains(string(res.Body), "Rita") {
		t.Fatalf("wedding A's guest after 12 months: %s", res.Body)
	}
	if res := b.Do("GET", "/api/guests", nil); !strings.Contains(string(res.Body), "rita@exemplo.com") {
		t.Fatalf("wedding B chose to keep guests' data: %s", res.Body)
	}
}

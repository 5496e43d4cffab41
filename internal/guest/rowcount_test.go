package guest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/wedding"
)

// keptAndCounted is the wedding's kept guest count (weddings.n_guests, moved by the triggers of
// migration 0054) and its guests' COUNT(*).
func keptAndCounted(t *testing.T, d *db.DB, weddingID string) (kept, counted int) {
	t.Helper()
	if err := d.QueryRowContext(context.Background(), `SELECT n_guests, (SELECT COUNT(*) FROM guests WHERE wedding_id = $1)
		FROM weddings WHERE id = $1`, weddingID).Scan(&kept, &counted); err != nil {
		t.Fatal(err)
	}
	return kept, counted
}

// TestKeptCountFollowsAddsImportsAndDeletes walks a wedding on the Essencial plan (50 guests)
// through single adds, an import, deletes and a refused import, checking after each step that
// the count the plan limit reads equals COUNT(*), that the limit refuses the 51st guest, and
// that a delete makes room again; another wedding's count never moves.
func TestKeptCountFollowsAddsImportsAndDeletes(t *testing.T) {
	d := dbtest.New(t)
	acc, err := auth.CreateAccount(context.Background(), d, auth.NewAccount{Email: "a@x.com", PasswordHash: "x", FirstName: "Ana", LastName: "Lima"}, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	// As the couple's request: the count rides on the log entry's statement (RecordCounting).
	ctx := wedding.WithActor(context.Background(), acc.UserID)
	s := NewStore(d, nil)
	w, other := acc.WeddingID, newWedding(t, d, "b@x.com")
	if _, err := s.Create(ctx, other, Input{Nome: "De outro casamento", StatusConfirmacao: Pendente}); err != nil {
		t.Fatal(err)
	}
	step := func(name string, want int) {
		t.Helper()
		if kept, counted := keptAndCounted(t, d, w); kept != counted || counted != want {
			t.Fatalf("%s: kept %d, COUNT(*) %d, want %d", name, kept, counted, want)
		}
	}
	step("new wedding", 0)

	var res ImportResult
	var ids []string
	for i := range 10 {
		g, err := s.Create(ctx, w, Input{Nome: fmt.Sprintf("Convidado %d", i), StatusConfirmacao: Pendente})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, g.ID)
	}
	step("10 adds", 10)

	var csv strings.Builder
	csv.WriteString("Nome\r\n")
	for i := range 30 {
		fmt.Fprintf(&csv, "Importado %d\r\n", i)
	}
	csv.WriteString("Convidado 1\r\n") // a duplicate: skipped, not counted
	res, err = s.CommitImport(ctx, w, []byte(csv.String()))
	if err != nil || res.Imported != 30 {
		t.Fatalf("import: %+v %v", res, err)
	}
	step("import of 30", 40)

	for _, id := range ids[:3] {
		if err := s.Delete(ctx, w, id); err != nil {
			t.Fatal(err)
		}
	}
	step("3 deletes", 37)
	if err := s.Delete(ctx, w, ids[0]); err == nil {
		t.Fatal("deleting a deleted guest succeeded")
	}
	step("a delete of nothing", 37)

	// An import past the plan stops at the limit: 13 of 20 go in.
	csv.Reset()
	csv.WriteString("Nome\r\n")
	for i := range 20 {
		fmt.Fprintf(&csv, "Segunda planilha %d\r\n", i)
	}
	if res, err := s.CommitImport(ctx, w, []byte(csv.String())); err != nil || res.Imported != 13 {
		t.Fatalf("import past the limit: %+v %v", res, err)
	}
	step("import to the limit", 50)

	// At the limit a single add and an import are refused and change nothing.
	_, err = s.Create(ctx, w, Input{Nome: "O 51º", StatusConfirmacao: Pendente})
	if e, ok := apperr.As(err); !ok || e.Code != "plan_limit" {
		t.Fatalf("51st guest: want plan_limit, got %v", err)
	}
	if _, err := s.CommitImport(ctx, w, []byte("Nome\r\nMais um\r\n")); err == nil {
		t.Fatal("import at the limit succeeded")
	}
	step("refusals at the limit", 50)

	// A delete makes room for exactly one more.
	if err := s.Delete(ctx, w, ids[3]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(ctx, w, Input{Nome: "Cabe agora", StatusConfirmacao: Pendente}); err != nil {
		t.Fatalf("add after a delete: %v", err)
	}
	if _, err := s.Create(ctx, w, Input{Nome: "Não cabe", StatusConfirmacao: Pendente}); err == nil {
		t.Fatal("51st guest after a delete and an add succeeded")
	}
	step("delete, add, refusal", 50)
	if kept, counted := keptAndCounted(t, d, other); kept != 1 || counted != 1 {
		t.Fatalf("the other wedding: kept %d, COUNT(*) %d, want 1", kept, counted)
	}

	// A large import on Luxo (no guest limit) goes in several INSERTs (importChunk rows each)
	// and keeps the file's order.
	if _, err := d.ExecContext(context.Background(), `UPDATE weddings SET plan_id = 'luxo' WHERE id = $1`, other); err != nil {
		t.Fatal(err)
	}
	big := 2*importChunk + 50
	csv.Reset()
	csv.WriteString("Nome;Mesa\r\n")
	for i := range big {
		fmt.Fprintf(&csv, "Grande %04d;%d\r\n", i, i%30+1)
	}
	if res, err := s.CommitImport(ctx, other, []byte(csv.String())); err != nil || res.Imported != big {
		t.Fatalf("import of %d: %+v %v", big, res.Imported, err)
	}
	if kept, counted := keptAndCounted(t, d, other); kept != big+1 || counted != big+1 {
		t.Fatalf("after the import of %d: kept %d, COUNT(*) %d, want %d", big, kept, counted, big+1)
	}
	list, err := s.List(context.Background(), other)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range list[1:] {
		if want := fmt.Sprintf("Grande %04d", i); g.Nome != want || g.Mesa == nil || *g.Mesa != int64(i%30+1) {
			t.Fatalf("guest %d of the import: %q mesa %v, want %q mesa %d", i, g.Nome, g.Mesa, want, i%30+1)
		}
	}

	// The limit reads the kept count, not the rows: with the count moved by hand to 49 one add
	// fits (50 rows and 51 would be refused by a COUNT), then it is put back.
	if _, err := d.ExecContext(context.Background(), `UPDATE weddings SET n_guests = 49 WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	g, err := s.Create(ctx, w, Input{Nome: "Pelo contador", StatusConfirmacao: Pendente})
	if err != nil {
		t.Fatalf("add with the kept count at 49: %v", err)
	}
	if err := s.Delete(ctx, w, g.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := d.ExecContext(context.Background(), `UPDATE weddings SET n_guests = 50 WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	step("after the hand-moved count", 50)

	// Deleting the wedding takes its guests and its counts with it.
	if _, err := d.ExecContext(context.Background(), `DELETE FROM weddings WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := d.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM guests WHERE wedding_id = $1`, w).Scan(&n); err != nil || n != 0 {
		t.Fatalf("guests after the wedding's deletion: %d %v", n, err)
	}
}

// An insert the database refuses fails the whole import, writes nothing, and its error names the
// spreadsheet lines of the statement that failed: the whole import on PostgreSQL (one statement),
// the failed chunk of importChunk rows on SQLite.
func TestImportInsertErrorNamesItsLines(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	w := newWedding(t, d, "a@x.com")
	if _, err := d.ExecContext(ctx, `UPDATE weddings SET plan_id = 'luxo' WHERE id = $1`, w); err != nil {
		t.Fatal(err)
	}
	refuse := []string{`CREATE TRIGGER refuse_guest BEFORE INSERT ON guests WHEN NEW.nome = 'Recusado'
		BEGIN SELECT RAISE(ABORT, 'recusado'); END`}
	if d.Dialect == db.Postgres {
		refuse = []string{`CREATE FUNCTION refuse_guest() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF NEW.nome = 'Recusado' THEN RAISE EXCEPTION 'recusado'; END IF; RETURN NEW; END $$`,
			`CREATE TRIGGER refuse_guest BEFORE INSERT ON guests FOR EACH ROW EXECUTE FUNCTION refuse_guest()`}
	}
	for _, q := range refuse {
		if _, err := d.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	// Lines 2 to importChunk+51; the refused guest is on line importChunk+30, in the second chunk.
	n := importChunk + 50
	var csv strings.Builder
	csv.WriteString("Nome\r\n")
	for i := range n {
		if i == importChunk+28 {
			csv.WriteString("Recusado\r\n")
			continue
		}
		fmt.Fprintf(&csv, "Convidado %04d\r\n", i)
	}
	_, err := NewStore(d, nil).CommitImport(ctx, w, []byte(csv.String()))
	want := fmt.Sprintf("insert lines %d-%d:", importChunk+2, n+1)
	if d.Dialect == db.Postgres {
		want = fmt.Sprintf("insert lines 2-%d:", n+1)
	}
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "recusado") {
		t.Fatalf("import with a refused row: %v, want an error with %q", err, want)
	}
	if kept, counted := keptAndCounted(t, d, w); kept != 0 || counted != 0 {
		t.Fatalf("after a failed import: kept %d, COUNT(*) %d, want 0", kept, counted)
	}
	var logged int
	if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM activity_log WHERE wedding_id = $1 AND text LIKE 'importou%'`, w).Scan(&logged); err != nil {
		t.Fatal(err)
	}
	if logged != 0 {
		t.Fatalf("a failed import was logged %d times", logged)
	}
}

package dashboard

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db/dbtest"
)

// BenchmarkSummaryUncached measures what a cache miss costs: reading a realistic wedding
// (100 guests, 20 tasks, a budget of 8 categories) and building and encoding its summary.
// go test -bench Summary ./internal/dashboard (TEST_DATABASE_URL for PostgreSQL).
func BenchmarkSummaryUncached(b *testing.B) {
	ctx := context.Background()
	d := dbtest.New(b)
	now := time.Now().UTC()
	acc, err := auth.CreateAccount(ctx, d, auth.NewAccount{Email: "bench@exemplo.com", PasswordHash: "x", FirstName: "Ana"}, now)
	if err != nil {
		b.Fatal(err)
	}
	day := func(offset int) string { return now.AddDate(0, 0, offset).Format(time.DateOnly) }
	exec := func(q string, args ...any) {
		if _, err := d.ExecContext(ctx, q, args...); err != nil {
			b.Fatal(err)
		}
	}
	exec(`UPDATE profiles SET partner_name = 'Bruno', wedding_date = $1, civil_ceremony_date = $2 WHERE wedding_id = $3`, day(150), day(148), acc.WeddingID)
	for i := range 100 {
		exec(`INSERT INTO guests (id, wedding_id, nome, acompanhante, status_confirmacao, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
			uuid.Must(uuid.NewV7()).String(), acc.WeddingID, fmt.Sprintf("Convidado %d", i), i%2 == 0, [...]string{"pendente", "confirmado"}[i%2], now)
	}
	for i := range 20 {
		exec(`INSERT INTO checklists (id, wedding_id, tarefa, status, prioridade, prazo, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
			uuid.Must(uuid.NewV7()).String(), acc.WeddingID, fmt.Sprintf("Tarefa %d", i), [...]string{"pendente", "concluido"}[i%4/3],
			[...]string{"alta", "media", "baixa"}[i%3], day(i*7), now)
	}
	exec(`INSERT INTO budgets (wedding_id, total_cents, updated_at) VALUES ($1, 8000000, $2)`, acc.WeddingID, now)
	for i := range 8 {
		exec(`INSERT INTO budget_categories (wedding_id, position, nome, percent_tenths, spent_cents, status) VALUES ($1, $2, $3, 125, 90000, 'pendente')`,
			acc.WeddingID, i, fmt.Sprintf("Categoria %d", i))
	}
	b.ResetTimer()
	for b.Loop() {
		in, err := load(ctx, d, acc.WeddingID, now)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := json.Marshal(build(in)); err != nil {
			b.Fatal(err)
		}
	}
}

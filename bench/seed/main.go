// Command seed fills a database for the load benchmark: N weddings with M guests each, and a
// realistic planner (profile with dates, 20 checklist tasks, a budget of 8 categories), every
// account with the same password. Wedding 0's owner is bench-0@aceito.test; all weddings are
// on the luxo plan so plan limits never cut the insert benchmark short. Every guest has its
// personal RSVP link already, made with the key the server will use (ACEITO_RSVP_LINK_KEY, else
// DATA_DIR/rsvp-link.key): otherwise the server would issue a million of them, one UPDATE each,
// before it answers.
//
//	DATABASE_URL=... go run ./bench/seed -weddings 10000 -guests 100
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/guest"
)

// Password is what every seeded account signs in with.
const Password = "Benchmark123"

func main() {
	weddings := flag.Int("weddings", 10000, "weddings to create")
	guests := flag.Int("guests", 100, "guests per wedding")
	dataDir := flag.String("data-dir", "./data", "SQLite directory when DATABASE_URL is unset, and of the RSVP link key")
	flag.Parse()
	if err := seed(context.Background(), os.Getenv("DATABASE_URL"), *dataDir, *weddings, *guests); err != nil {
		fmt.Fprintln(os.Stderr, "seed:", err)
		os.Exit(1)
	}
}

func seed(ctx context.Context, url, dataDir string, weddings, guests int) error {
	d, err := db.Open(ctx, db.Options{DatabaseURL: url, DataDir: dataDir, MaxConns: 2})
	if err != nil {
		return err
	}
	defer d.Close()
	if _, err := d.Migrate(ctx); err != nil {
		return err
	}
	key, err := guest.LoadLinkKey(os.Getenv("ACEITO_RSVP_LINK_KEY"), dataDir)
	if err != nil {
		return err
	}
	links, err := guest.NewLinks(key, "")
	if err != nil {
		return err
	}
	// One hash for every account: hashing 10,000 passwords would take minutes and test nothing.
	hash, err := auth.HashPassword(ctx, Password)
	if err != nil {
		return err
	}
	start := time.Now()
	now := time.Now().UTC()
	const batch = 100 // weddings per transaction
	for first := 0; first < weddings; first += batch {
		tx, err := d.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("begin: %w", err)
		}
		for w := first; w < min(first+batch, weddings); w++ {
			acc, err := auth.CreateAccount(ctx, tx, auth.NewAccount{Email: fmt.Sprintf("bench-%d@aceito.test", w),
				PasswordHash: hash, FirstName: "Bench", LastName: fmt.Sprintf("Casal %d", w)}, now)
			if err != nil {
				tx.Rollback()
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE weddings SET plan_id = 'luxo' WHERE id = $1`, acc.WeddingID); err != nil {
				tx.Rollback()
				return fmt.Errorf("plan: %w", err)
			}
			if guests > 0 {
				if err := insertGuests(ctx, tx, links, acc.WeddingID, guests, now); err != nil {
					tx.Rollback()
					return err
				}
			}
			if err := insertPlanner(ctx, tx, acc.WeddingID, now); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("commit: %w", err)
		}
	}
	// Flush the seed's dirty pages now rather than in a checkpoint during the measurements.
	checkpoint := "PRAGMA wal_checkpoint(TRUNCATE)"
	if d.Dialect == db.Postgres {
		checkpoint = "CHECKPOINT"
	}
	if _, err := d.ExecContext(ctx, checkpoint); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	fmt.Printf("seeded %d weddings x %d guests on %s in %s\n", weddings, guests, d.Dialect, time.Since(start).Round(time.Millisecond))
	return nil
}

// insertGuests writes n guests in multi-row INSERTs, which both engines accept.
func insertGuests(ctx context.Context, tx *sql.Tx, links *guest.Links, weddingID string, n int, now time.Time) error {
	const perStmt = 50
	for first := 0; first < n; first += perStmt {
		var sb strings.Builder
		sb.WriteString(`INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao, rsvp_nonce, rsvp_token_hash, created_at, updated_at) VALUES `)
		var args []any
		for i := first; i < min(first+perStmt, n); i++ {
			if i > first {
				sb.WriteString(", ")
			}
			p := len(args)
			fmt.Fprintf(&sb, "($%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d)", p+1, p+2, p+3, p+4, p+5, p+6, p+7, p+8, p+9, p+10, p+11, p+11)
			status := [...]string{"pendente", "confirmado", "recusado"}[i%3]
			created := now.Add(time.Duration(i) * time.Millisecond)
			id := uuid.Must(uuid.NewV7()).String()
			var nb [16]byte // the nonce: 16 random bytes in hex, as the server draws them
			_, _ = rand.Read(nb[:])
			nonce := hex.EncodeToString(nb[:])
			args = append(args, id, weddingID, fmt.Sprintf("Convidado Número %d", i),
				fmt.Sprintf("convidado%d@exemplo.com.br", i), "(11) 98765-4321", i%20+1, i%2 == 0, status,
				nonce, auth.HashToken(links.Token(id, nonce)), created)
		}
		if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("guests: %w", err)
		}
	}
	return nil
}

// insertPlanner gives a wedding what its dashboard reads besides guests: profile dates, 20
// tasks (a quarter done, deadlines spread over the next months) and a budget.
func insertPlanner(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error {
	day := func(offset int) string { return now.AddDate(0, 0, offset).Format(time.DateOnly) }
	if _, err := tx.ExecContext(ctx, `UPDATE profiles SET first_name = 'Ana', partner_name = 'Bruno', wedding_date = $1,
		civil_ceremony_date = $2, religious_ceremony_date = $1, wedding_location = 'Espaço Jardim' WHERE wedding_id = $3`,
		day(150), day(148), weddingID); err != nil {
		return fmt.Errorf("profile: %w", err)
	}
	var sb strings.Builder
	sb.WriteString(`INSERT INTO checklists (id, wedding_id, tarefa, status, prioridade, prazo, created_at, updated_at) VALUES `)
	var args []any
	for i := range 20 {
		if i > 0 {
			sb.WriteString(", ")
		}
		p := len(args)
		fmt.Fprintf(&sb, "($%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d)", p+1, p+2, p+3, p+4, p+5, p+6, p+7, p+7)
		status := "pendente"
		if i%4 == 0 {
			status = "concluido"
		}
		args = append(args, uuid.Must(uuid.NewV7()).String(), weddingID, fmt.Sprintf("Tarefa de planejamento %d", i), status,
			[...]string{"alta", "media", "baixa"}[i%3], day(i*7), now.Add(time.Duration(i)*time.Millisecond))
	}
	if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
		return fmt.Errorf("tasks: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO budgets (wedding_id, total_cents, updated_at) VALUES ($1, 8000000, $2)`, weddingID, now); err != nil {
		return fmt.Errorf("budget: %w", err)
	}
	for i, name := range []string{"Local", "Buffet", "Decoração", "Fotografia", "Música", "Vestuário", "Convites", "Outros"} {
		if _, err := tx.ExecContext(ctx, `INSERT INTO budget_categories (wedding_id, position, nome, percent_tenths, spent_cents, status)
			VALUES ($1, $2, $3, 125, $4, 'em_andamento')`, weddingID, i, name, int64(i)*90_000); err != nil {
			return fmt.Errorf("budget category: %w", err)
		}
	}
	return nil
}

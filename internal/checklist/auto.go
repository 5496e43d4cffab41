package checklist

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/wedding"
)

// autoRule ticks one suggested task when the app can see it done (issue 18 §3 'Tasks that
// close themselves').
type autoRule struct {
	key string // the suggestion it closes
	// holds is an SQL boolean over the wedding's own rows; $1 is the wedding id. Only reads,
	// so checking costs a few indexed lookups.
	holds  string
	motivo string // shown under the task
}

// autoRules are the facts the app can observe without guessing. Each closes its task at most
// once (auto_concluida_em): a couple who unticks it keeps it unticked.
var autoRules = []autoRule{
	{"orcamento", `EXISTS (SELECT 1 FROM budgets WHERE wedding_id = $1 AND total_cents > 0)`,
		"Concluída automaticamente: o orçamento total foi definido."},
	{"local", `EXISTS (SELECT 1 FROM profiles WHERE wedding_id = $1 AND TRIM(COALESCE(wedding_location, '')) <> '')`,
		"Concluída automaticamente: o local da festa foi informado em Configurações."},
	// 'Most' guests is 80 % or more, counted in integers (5·sent ≥ 4·all).
	{"convites", `(SELECT COUNT(*) FROM guests WHERE wedding_id = $1) > 0
		AND 5 * (SELECT COUNT(*) FROM guests WHERE wedding_id = $1 AND convite_enviado_em IS NOT NULL)
			>= 4 * (SELECT COUNT(*) FROM guests WHERE wedding_id = $1)`,
		"Concluída automaticamente: 80% ou mais dos convidados já receberam o convite."},
	{"confirmacoes", `(SELECT COUNT(*) FROM guests WHERE wedding_id = $1) > 0
		AND NOT EXISTS (SELECT 1 FROM guests WHERE wedding_id = $1 AND status_confirmacao = 'pendente')`,
		"Concluída automaticamente: todos os convidados responderam."},
}

// AutoComplete ticks the wedding's pending suggested tasks whose rule holds, with the reason in
// auto_motivo. It runs when the checklist is read (the list, the dashboard), not on every write
// of budgets, guests and profiles: those packages stay unaware of the checklist, and a task is
// never shown open while its fact holds. Nothing is written unless a task is ticked, so a read
// normally costs only the candidate query.
func (s *Store) AutoComplete(ctx context.Context, weddingID string) error {
	keys, err := s.autoCandidates(ctx, weddingID)
	if err != nil || len(keys) == 0 {
		return err
	}
	var due []autoRule
	for _, r := range autoRules {
		if !keys[r.key] {
			continue
		}
		var holds bool
		if err := s.db.QueryRowContext(ctx, `SELECT `+r.holds, weddingID).Scan(&holds); err != nil {
			return fmt.Errorf("checklist.Store.AutoComplete: rule %s: %w", r.key, err)
		}
		if holds {
			due = append(due, r)
		}
	}
	if len(due) == 0 {
		return nil
	}
	return s.db.InTx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC().Truncate(time.Microsecond)
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		for _, r := range due {
			// The conditions are checked again under the lock: a task ticked or unticked
			// meanwhile is left alone.
			_, err := tx.ExecContext(ctx, `UPDATE checklists SET status = 'concluido', auto_motivo = $1, auto_concluida_em = $2, updated_at = $2
				WHERE wedding_id = $3 AND suggestion_key = $4 AND status = 'pendente' AND auto_concluida_em IS NULL`,
				r.motivo, now, weddingID, r.key)
			if err != nil {
				return fmt.Errorf("checklist.Store.AutoComplete: tick %s: %w", r.key, err)
			}
		}
		return nil
	})
}

// autoCandidates returns the suggestion keys of the wedding's pending tasks that the app has
// never ticked and that a rule could close.
func (s *Store) autoCandidates(ctx context.Context, weddingID string) (map[string]bool, error) {
	args := []any{weddingID}
	marks := make([]string, 0, len(autoRules))
	for i, r := range autoRules {
		args = append(args, r.key)
		marks = append(marks, fmt.Sprintf("$%d", i+2))
	}
	rows, err := s.db.QueryContext(ctx, `SELECT suggestion_key FROM checklists WHERE wedding_id = $1 AND status = 'pendente'
		AND auto_concluida_em IS NULL AND suggestion_key IN (`+strings.Join(marks, ", ")+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("checklist.Store.AutoComplete: candidates: %w", err)
	}
	defer rows.Close()
	keys := map[string]bool{}
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, fmt.Errorf("checklist.Store.AutoComplete: candidates: %w", err)
		}
		keys[k] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("checklist.Store.AutoComplete: candidates: %w", err)
	}
	return keys, nil
}

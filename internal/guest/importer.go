package guest

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/guestio"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/wedding"
)

// Import of a guest list (issue 13 item 1). The file is sent twice: once for the preview, which
// writes nothing, and again for the commit, which re-reads it and writes in one transaction.
// Nothing is kept on the server between the two, so there is no upload to store, expire or
// isolate; the file is small (guestio.MaxFileBytes) and parsing it costs milliseconds.

// RowState is what the import does with a row.
type RowState string

const (
	RowNew       RowState = "novo"      // will be (or was) added
	RowDuplicate RowState = "duplicado" // same normalised name + phone as a guest on the list or an earlier row
	RowProblem   RowState = "erro"      // a problem in its cells; skipped
	RowOverLimit RowState = "excedente" // new, but past the plan's guest limit; skipped
)

// ImportRow is one data row of the file as the preview shows it.
type ImportRow struct {
	Line  int      `json:"line"`
	State RowState `json:"state"`
	Guest Input    `json:"guest"`
	// Companions is the number in the 'Acompanhantes' column (1 for "sim"). Today it only sets
	// Guest.Acompanhante (the spec's one unnamed companion); it is kept so that named
	// companions (issue 13, "Companions") can be created from it without re-reading the file.
	Companions int      `json:"companions"`
	Problems   []string `json:"problems"`
	// DuplicateOf says what the row repeats: "lista" (a guest already saved) or "linha N".
	DuplicateOf string `json:"duplicate_of,omitempty"`
}

// ImportResult is the answer of a preview and of a commit.
type ImportResult struct {
	Format         string      `json:"format"`
	Rows           []ImportRow `json:"rows"`
	IgnoredColumns []string    `json:"ignored_columns"`
	Total          int         `json:"total"`
	New            int         `json:"new"`
	Duplicates     int         `json:"duplicates"`
	Problems       int         `json:"problems"`
	OverLimit      int         `json:"over_limit"`
	// Imported is how many guests the commit added (0 in a preview).
	Imported int `json:"imported"`
	// Message explains the plan's limit when some new rows do not fit; empty otherwise.
	Message string `json:"message"`
}

// rowFromCells turns a sheet row into a guest input and the row's problems.
func rowFromCells(r guestio.Row) ImportRow {
	out := ImportRow{Line: r.Line, Problems: append([]string{}, r.Problems...)}
	c := r.Cells
	in := Input{Nome: c[guestio.Nome]}
	if v := c[guestio.Email]; v != "" {
		in.Email = &v
	}
	if v := c[guestio.Telefone]; v != "" {
		in.Telefone = &v
	}
	if v := c[guestio.Mesa]; v != "" {
		if n, ok := parseWhole(v); ok {
			in.Mesa = &n
		} else {
			out.Problems = append(out.Problems, "Mesa deve ser um número")
		}
	}
	if v := c[guestio.Acompanhantes]; v != "" {
		if n, ok := parseCompanions(v); ok {
			out.Companions = n
			in.Acompanhante = n > 0
		} else {
			out.Problems = append(out.Problems, "Acompanhantes: use um número, Sim ou Não")
		}
	}
	if v := c[guestio.Status]; v != "" {
		if s, ok := parseStatus(v); ok {
			in.StatusConfirmacao = s
		} else {
			out.Problems = append(out.Problems, "Status: use Pendente, Confirmado ou Recusado")
		}
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		if e, ok := apperr.As(err); ok {
			for _, f := range []string{"nome", "email", "telefone", "mesa", "status_confirmacao"} {
				if code, ok := e.Fields[f]; ok {
					out.Problems = append(out.Problems, problemText(f, code))
				}
			}
		}
	}
	out.Guest = in
	return out
}

// problemText is the preview's pt-BR text for a validation code of Input.Validate.
func problemText(field, code string) string {
	switch field + "/" + code {
	case "nome/required":
		return "Nome em branco"
	case "nome/too_short":
		return "Nome muito curto (mínimo 2 caracteres)"
	case "nome/too_long":
		return "Nome com mais de 100 caracteres"
	case "email/invalid":
		return "E-mail inválido"
	case "telefone/too_long":
		return fmt.Sprintf("Telefone com mais de %d caracteres", maxTelefone)
	case "mesa/not_positive":
		return "Mesa deve ser maior que zero"
	case "mesa/too_large":
		return fmt.Sprintf("Mesa acima de %d", maxMesa)
	}
	return "Valor inválido em " + field
}

// parseWhole reads a table number as a spreadsheet writes it: "7", or "7.0"/"7,0" from a cell
// formatted as a number.
func parseWhole(s string) (int64, bool) {
	s = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), ".0"), ",0")
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil
}

// parseCompanions reads the 'Acompanhantes' column: a count (0 or more) or a yes/no answer.
func parseCompanions(s string) (int, bool) {
	if n, ok := parseWhole(s); ok {
		if n < 0 || n > 99 {
			return 0, false
		}
		return int(n), true
	}
	switch guestio.Fold(s) {
	case "sim", "s", "x", "yes", "y", "true", "verdadeiro":
		return 1, true
	case "nao", "n", "no", "false", "falso", "individual", "-":
		return 0, true
	}
	return 0, false
}

// parseStatus reads the status as the export writes it (or the API's values).
func parseStatus(s string) (Status, bool) {
	switch guestio.Fold(s) {
	case "pendente":
		return Pendente, true
	case "confirmado", "confirmada", "sim":
		return Confirmado, true
	case "recusado", "recusada", "nao":
		return Recusado, true
	}
	return "", false
}

// duplicateKey is how the import recognises a guest already on the list: the name folded
// (case, accents, spaces) and the phone's digits without the country code, so "Conceição
// Souza / (11) 98765-4321" and "conceicao souza / +55 11 98765 4321" are the same person, while
// two "Maria Silva" with different phones are not.
func duplicateKey(nome string, telefone *string) string {
	phone := ""
	if telefone != nil {
		for _, r := range *telefone {
			if r >= '0' && r <= '9' {
				phone += string(r)
			}
		}
		phone = strings.TrimLeft(phone, "0")
		if strings.HasPrefix(phone, "55") && len(phone) >= 12 {
			phone = phone[2:]
		}
	}
	return guestio.Fold(nome) + "|" + phone
}

// classify sets each row's state: problems first, then duplicates of existing keys or of an
// earlier row, then new rows in file order until room runs out.
func classify(res *ImportResult, rows []guestio.Row, existing map[string]bool, room int) {
	seen := map[string]int{}
	res.Rows = make([]ImportRow, 0, len(rows))
	for _, r := range rows {
		ir := rowFromCells(r)
		key := duplicateKey(ir.Guest.Nome, ir.Guest.Telefone)
		switch {
		case len(ir.Problems) > 0:
			ir.State = RowProblem
			res.Problems++
		case existing[key]:
			ir.State, ir.DuplicateOf = RowDuplicate, "lista"
			res.Duplicates++
		case seen[key] > 0:
			ir.State, ir.DuplicateOf = RowDuplicate, fmt.Sprintf("linha %d", seen[key])
			res.Duplicates++
		case res.New >= room:
			ir.State = RowOverLimit
			res.OverLimit++
			seen[key] = ir.Line
		default:
			ir.State = RowNew
			res.New++
			seen[key] = ir.Line
		}
		res.Rows = append(res.Rows, ir)
	}
	res.Total = len(rows)
}

// limitMessage explains a plan limit reached by an import (empty when all new rows fit).
func limitMessage(p plan.Plan, room, over int, committed bool) string {
	if over == 0 {
		return ""
	}
	limit := p.Cap(plan.Guests)
	var head string
	if limit != nil {
		head = fmt.Sprintf("Seu plano %s permite até %d convidados: cabem mais %d.", p.Name, *limit, room)
	} else {
		head = fmt.Sprintf("A lista pode ter até %s convidados: cabem mais %d.", wedding.Thousands(wedding.RowCap(wedding.Guests)), room)
	}
	if !committed {
		return fmt.Sprintf("%s %d %s ficará de fora. Faça upgrade para importar todos.", head, over, plural(over, "convidado novo", "convidados novos"))
	}
	return fmt.Sprintf("%s %d %s ficou de fora. Depois do upgrade, importe a mesma planilha de novo: quem já entrou aparece como duplicado.",
		head, over, plural(over, "convidado novo", "convidados novos"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// room is how many guests fit: the plan's limit (and the list's row cap) minus what is there,
// never negative (a downgraded wedding may be over its plan's limit).
func room(p plan.Plan, count int) int {
	r := wedding.RowCap(wedding.Guests) - count
	if c := p.Cap(plan.Guests); c != nil {
		r = min(r, *c-count)
	}
	return max(r, 0)
}

// existingKeys reads the duplicate keys of the wedding's guests and how many there are.
func existingKeys(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, weddingID string) (map[string]bool, int, error) {
	rows, err := q.QueryContext(ctx, `SELECT nome, telefone FROM guests WHERE wedding_id = $1`, weddingID)
	if err != nil {
		return nil, 0, fmt.Errorf("guest: existing keys: %w", err)
	}
	defer rows.Close()
	keys, n := map[string]bool{}, 0
	for rows.Next() {
		var nome string
		var tel *string
		if err := rows.Scan(&nome, &tel); err != nil {
			return nil, 0, fmt.Errorf("guest: existing keys: %w", err)
		}
		keys[duplicateKey(nome, tel)] = true
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("guest: existing keys: %w", err)
	}
	return keys, n, nil
}

// PreviewImport parses data and says what a commit would do, writing nothing.
func (s *Store) PreviewImport(ctx context.Context, weddingID string, data []byte) (ImportResult, error) {
	sheet, err := guestio.Parse(data, wedding.RowCap(wedding.Guests))
	if err != nil {
		return ImportResult{}, err
	}
	sub, err := wedding.GetSubscription(ctx, s.db, weddingID)
	if err != nil {
		return ImportResult{}, fmt.Errorf("guest.Store.PreviewImport: %w", err)
	}
	p := sub.EffectivePlan(s.now())
	keys, count, err := existingKeys(ctx, s.db, weddingID)
	if err != nil {
		return ImportResult{}, err
	}
	res := ImportResult{Format: sheet.Format, IgnoredColumns: sheet.Ignored}
	r := room(p, count)
	classify(&res, sheet.Rows, keys, r)
	res.Message = limitMessage(p, r, res.OverLimit, false)
	return res, nil
}

// importChunk is how many guests one INSERT of CommitImport writes on SQLite; importColumns
// are the arguments of each row (created_at is also its updated_at). 200 × 9 stays far below
// SQLite's limit on placeholders.
const (
	importChunk   = 200
	importColumns = 9
)

// importBatch holds the new rows of an import, column by column, for one insert.
type importBatch struct {
	lines              []int
	ids, nomes, status []string
	emails, telefones  []*string
	mesas              []*int64
	acompanhantes      []bool
	at                 []time.Time
}

func (b *importBatch) add(row ImportRow, id string, at time.Time) {
	g := row.Guest
	b.lines = append(b.lines, row.Line)
	b.ids = append(b.ids, id)
	b.nomes = append(b.nomes, g.Nome)
	b.emails = append(b.emails, g.Email)
	b.telefones = append(b.telefones, g.Telefone)
	b.mesas = append(b.mesas, g.Mesa)
	b.acompanhantes = append(b.acompanhantes, g.Acompanhante)
	b.status = append(b.status, string(g.StatusConfirmacao))
	b.at = append(b.at, at)
}

// insert writes the batch's rows for the wedding. On PostgreSQL it is one statement whatever
// the number of rows: the columns go as arrays, unnested. One SQL text, so the driver prepares
// and caches a single statement per connection (a VALUES list per size would be one cached
// statement per distinct size), and the guest count kept on the wedding's row (migration 0054)
// moves once per import: a row-by-row import of 5,000 guests made 5,000 versions of that row
// in one transaction, each update walking the ones before (+1 s). SQLite, which has no arrays
// and whose count triggers are per row anyway, takes multi-row INSERTs of importChunk rows.
// An error names the spreadsheet lines of the statement that failed.
func (b *importBatch) insert(ctx context.Context, tx *sql.Tx, dialect db.Dialect, weddingID string) error {
	if len(b.ids) == 0 {
		return nil
	}
	if dialect == db.Postgres {
		_, err := tx.ExecContext(ctx, `INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao, created_at, updated_at)
			SELECT u.id, $1, u.nome, u.email, u.telefone, u.mesa, u.acompanhante, u.status, u.at, u.at
			FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::integer[], $7::boolean[], $8::text[], $9::timestamptz[])
				AS u (id, nome, email, telefone, mesa, acompanhante, status, at)`,
			weddingID, b.ids, b.nomes, b.emails, b.telefones, b.mesas, b.acompanhantes, b.status, b.at)
		if err != nil {
			return fmt.Errorf("guest.Store.CommitImport: insert lines %d-%d: %w", b.lines[0], b.lines[len(b.lines)-1], err)
		}
		return nil
	}
	for lo := 0; lo < len(b.ids); lo += importChunk {
		hi := min(lo+importChunk, len(b.ids))
		var sb strings.Builder
		sb.WriteString(`INSERT INTO guests (id, wedding_id, nome, email, telefone, mesa, acompanhante, status_confirmacao, created_at, updated_at) VALUES `)
		args := make([]any, 0, (hi-lo)*importColumns)
		for i := lo; i < hi; i++ {
			if i > lo {
				sb.WriteString(", ")
			}
			n := (i - lo) * importColumns
			fmt.Fprintf(&sb, "($%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d)", n+1, n+2, n+3, n+4, n+5, n+6, n+7, n+8, n+9, n+9)
			args = append(args, b.ids[i], weddingID, b.nomes[i], b.emails[i], b.telefones[i], b.mesas[i], b.acompanhantes[i], b.status[i], b.at[i])
		}
		if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("guest.Store.CommitImport: insert lines %d-%d: %w", b.lines[lo], b.lines[hi-1], err)
		}
	}
	return nil
}

// CommitImport parses data again and adds its new rows in one transaction, under the wedding's
// write lock so that the duplicates and the room it computes cannot change before the insert.
// New rows past the plan's limit are skipped and counted (the import "stops at the limit"); when
// not one new row fits, it answers the plan_limit error a single create would, writing nothing.
func (s *Store) CommitImport(ctx context.Context, weddingID string, data []byte) (ImportResult, error) {
	sheet, err := guestio.Parse(data, wedding.RowCap(wedding.Guests))
	if err != nil {
		return ImportResult{}, err
	}
	res := ImportResult{Format: sheet.Format, IgnoredColumns: sheet.Ignored}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		res = ImportResult{Format: sheet.Format, IgnoredColumns: sheet.Ignored}
		p, err := wedding.LockForWrite(ctx, tx, weddingID, s.now())
		if err != nil {
			return err
		}
		keys, count, err := existingKeys(ctx, tx, weddingID)
		if err != nil {
			return err
		}
		r := room(p, count)
		classify(&res, sheet.Rows, keys, r)
		if res.New == 0 && res.OverLimit > 0 {
			if err := p.CheckAdd(plan.Guests, count); err != nil {
				return err
			}
			// The plan has room, so the list's row cap is what is full.
			return apperr.Conflict("row_limit", fmt.Sprintf("Limite de %s convidados atingido.", wedding.Thousands(wedding.RowCap(wedding.Guests))), nil)
		}
		res.Message = limitMessage(p, r, res.OverLimit, true)
		now := s.now().UTC().Truncate(time.Microsecond)
		var batch importBatch
		for _, row := range res.Rows {
			if row.State != RowNew {
				continue
			}
			// A microsecond apart, so the list keeps the file's order (it sorts by created_at).
			batch.add(row, uuid.Must(uuid.NewV7()).String(), now.Add(time.Duration(res.Imported)*time.Microsecond))
			res.Imported++
		}
		if err := batch.insert(ctx, tx, s.db.Dialect, weddingID); err != nil {
			return err
		}
		return activity.RecordCounting(ctx, tx, weddingID, activity.Entry{Area: activity.Guests,
			Text: "importou " + strconv.Itoa(res.Imported) + " " + plural(res.Imported, "convidado", "convidados") + " de uma planilha"}, now, wedding.Guests, wedding.RowCapCheck(wedding.Guests))
	})
	if err != nil {
		return ImportResult{}, err
	}
	return res, nil
}

var statusText = map[Status]string{Pendente: "Pendente", Confirmado: "Confirmado", Recusado: "Recusado"}

// ExportRecords is the wedding's list as the export's cells, in guestio.Headers order, with
// dates as dd/mm/aaaa in the wedding's time zone.
func ExportRecords(guests []Guest, loc *time.Location) [][]string {
	out := make([][]string, 0, len(guests))
	for _, g := range guests {
		mesa := ""
		if g.Mesa != nil {
			mesa = strconv.FormatInt(*g.Mesa, 10)
		}
		acomp := "Não"
		if g.Acompanhante {
			acomp = "Sim"
		}
		out = append(out, []string{g.Nome, deref(g.Email), deref(g.Telefone), mesa, acomp,
			statusText[g.StatusConfirmacao], g.CreatedAt.In(loc).Format("02/01/2006")})
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

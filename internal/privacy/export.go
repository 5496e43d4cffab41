package privacy

import (
	"archive/zip"
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/storage"
	"github.com/aceito/aceito/internal/wedding"
)

// Export is one requested 'Baixar meus dados'.
type Export struct {
	ID        string     `json:"id"`
	Status    string     `json:"status"` // pending, running, ready, failed
	SizeBytes *int64     `json:"size_bytes"`
	CreatedAt time.Time  `json:"created_at"`
	ReadyAt   *time.Time `json:"ready_at"`
	ExpiresAt time.Time  `json:"expires_at"`
	fileKey   string
}

// resource is one JSON file of the zip: the rows query returns for the wedding ($1).
type resource struct {
	file, query string
}

// resources lists every wedding-scoped table a couple fills. SELECT * keeps new columns in the
// export without anyone remembering to add them; secretColumns are dropped from every file.
var resources = []resource{
	{"conta.json", `SELECT u.id, u.email, u.first_name, u.last_name, m.role, u.created_at
		FROM users u JOIN wedding_members m ON m.user_id = u.id WHERE m.wedding_id = $1 ORDER BY m.created_at, u.id`},
	{"assinatura.json", `SELECT id, plan_id, subscription_status, plan_expires_at, cancel_at_period_end, time_zone,
		keep_guest_data, created_at FROM weddings WHERE id = $1`},
	{"pagamentos.json", `SELECT id, provider, plan_id, status, created_at, completed_at FROM checkout_sessions
		WHERE wedding_id = $1 AND status = 'paid' ORDER BY created_at, id`},
	{"profile.json", `SELECT * FROM profiles WHERE wedding_id = $1`},
	{"guests.json", `SELECT * FROM guests WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"invitation_messages.json", `SELECT * FROM invitation_messages WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"checklist.json", `SELECT * FROM checklists WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"ceremonies.json", `SELECT * FROM ceremony_documents WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"budget.json", `SELECT * FROM budgets WHERE wedding_id = $1`},
	{"budget_categories.json", `SELECT * FROM budget_categories WHERE wedding_id = $1 ORDER BY position`},
	{"gifts.json", `SELECT * FROM gifts WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"pix.json", `SELECT * FROM pix_info WHERE wedding_id = $1`},
	{"site.json", `SELECT * FROM wedding_sites WHERE wedding_id = $1`},
	{"gift_claims.json", `SELECT * FROM gift_claims WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"godparents.json", `SELECT * FROM godparents WHERE wedding_id = $1 ORDER BY id`},
	{"honeymoon.json", `SELECT * FROM trip_plans WHERE wedding_id = $1`},
	{"honeymoon_expenses.json", `SELECT * FROM trip_expenses WHERE wedding_id = $1 ORDER BY position`},
	{"payment_reminders.json", `SELECT * FROM payment_reminders WHERE wedding_id = $1 ORDER BY due_date, id`},
	{"spending_limits.json", `SELECT * FROM spending_limits WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"contracts.json", `SELECT * FROM contracts WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"gallery.json", `SELECT * FROM gallery_images WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"digital_invitations.json", `SELECT * FROM digital_invitations WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"notifications.json", `SELECT * FROM notifications WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"activity.json", `SELECT id, user_id, area, text, created_at FROM activity_log WHERE wedding_id = $1 ORDER BY created_at, id`},
	{"weather_venue.json", `SELECT * FROM weather_venues WHERE wedding_id = $1`},
	{"notification_preferences.json", `SELECT user_id, digest, updated_at FROM notification_prefs WHERE wedding_id = $1 ORDER BY user_id`},
	{"notification_channels.json", `SELECT user_id, category, channel, enabled FROM notification_channels WHERE wedding_id = $1
		ORDER BY user_id, category, channel`},
}

// secretColumns never leave the server: credentials, link secrets and internal search text.
var secretColumns = map[string]bool{"password_hash": true, "token_hash": true, "public_token": true,
	"browser_token_hash": true, "search_text": true, "deletion_cancel_hash": true,
	"rsvp_token_hash": true, "rsvp_nonce": true} // rsvp_*: a guest's personal link (guest.Links)

const readme = `Aceito — seus dados

Este arquivo .zip contém todos os dados do seu casamento guardados no Aceito, como pede a Lei
Geral de Proteção de Dados (LGPD, art. 18). Cada arquivo .json é uma lista de registros; as datas
estão em UTC (AAAA-MM-DD para dias) e os valores em dinheiro em centavos (ex.: 123456 = R$ 1.234,56).

conta.json                 contas (e-mail, nome) com acesso ao casamento — nunca as senhas
assinatura.json            plano, situação e validade da assinatura
pagamentos.json            pagamentos de assinatura concluídos
profile.json               perfil do casal (nomes, datas, locais, telefone)
guests.json                convidados
invitation_messages.json   mensagens de convite personalizadas por convidado
checklist.json             tarefas do planejamento
ceremonies.json            documentos e itens das cerimônias
budget.json                orçamento total
budget_categories.json     categorias do orçamento
gifts.json                 lista de presentes
pix.json                   chave Pix para presentes
site.json                  site do casamento (endereço e textos; nunca a senha)
gift_claims.json           avisos de PIX dos convidados ("Já fiz o PIX") e confirmações
godparents.json            padrinhos e madrinhas
honeymoon.json             planejamento da lua de mel
honeymoon_expenses.json    gastos da lua de mel
payment_reminders.json     lembretes de pagamento
spending_limits.json       limites de gastos
contracts.json             contratos com fornecedores
gallery.json               imagens da galeria de inspiração
digital_invitations.json   convites digitais enviados e respostas
notifications.json         notificações
activity.json              registro de atividade (quem alterou o quê e quando)
notification_preferences.json   escolha de cada pessoa pelo Resumo do dia
notification_channels.json      quais lembretes cada pessoa recebe por e-mail

files/gallery/             as imagens originais da galeria (o nome é o id em gallery.json)
files/contracts/           os arquivos dos contratos (o nome é o id em contracts.json;
                           o nome original está em contracts.json, campo file_name)

Dúvidas ou pedidos sobre seus dados: responda ao e-mail de aviso ou escreva para o contato do
encarregado de dados indicado na Política de Privacidade (/privacidade).
`

// RequestExport queues an export of the wedding for the member and wakes the builder. One
// export at a time per wedding: asking while one is being built returns that one.
func (s *Service) RequestExport(ctx context.Context, weddingID, userID string) (Export, bool, error) {
	now := s.now()
	var e Export
	created := false
	err := s.DB.InTx(ctx, func(tx *sql.Tx) error {
		// The wedding's row lock serialises two requests, so neither sees "none in progress" twice.
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		found, err := scanExport(tx.QueryRowContext(ctx, `SELECT `+exportColumns+` FROM data_exports
			WHERE wedding_id = $1 AND status IN ('pending', 'running') ORDER BY created_at DESC LIMIT 1`, weddingID))
		if err == nil {
			e = found
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		e = Export{ID: uuid.Must(uuid.NewV7()).String(), Status: "pending", CreatedAt: now.Truncate(time.Microsecond),
			ExpiresAt: now.Add(ExportTTL).Truncate(time.Microsecond)}
		created = true
		_, err = tx.ExecContext(ctx, `INSERT INTO data_exports (id, wedding_id, requested_by, status, expires_at, created_at)
			VALUES ($1, $2, $3, 'pending', $4, $5)`, e.ID, weddingID, userID, e.ExpiresAt, e.CreatedAt)
		return err
	})
	if err != nil {
		return Export{}, false, fmt.Errorf("privacy.RequestExport: %w", err)
	}
	select {
	case s.kick <- struct{}{}:
	default: // the builder is already due to look
	}
	return e, created, nil
}

const exportColumns = `id, status, size_bytes, created_at, ready_at, expires_at, COALESCE(file_key, '')`

type scanner interface{ Scan(dest ...any) error }

func scanExport(row scanner) (Export, error) {
	var e Export
	var size sql.NullInt64
	var ready *time.Time
	err := row.Scan(&e.ID, &e.Status, &size, db.ScanTime(&e.CreatedAt), nullTime{&ready}, db.ScanTime(&e.ExpiresAt), &e.fileKey)
	if err != nil {
		return Export{}, err
	}
	if size.Valid {
		e.SizeBytes = &size.Int64
	}
	e.ReadyAt = ready
	return e, nil
}

// nullTime scans a nullable instant into *time.Time.
type nullTime struct{ dst **time.Time }

func (n nullTime) Scan(src any) error {
	if src == nil {
		*n.dst = nil
		return nil
	}
	var t time.Time
	if err := db.ScanTime(&t).Scan(src); err != nil {
		return err
	}
	*n.dst = &t
	return nil
}

// ListExports returns the wedding's exports that are not expired, newest first.
func (s *Service) ListExports(ctx context.Context, weddingID string) ([]Export, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT `+exportColumns+` FROM data_exports
		WHERE wedding_id = $1 AND expires_at > $2 ORDER BY created_at DESC, id DESC LIMIT 10`, weddingID, s.now())
	if err != nil {
		return nil, fmt.Errorf("privacy.ListExports: %w", err)
	}
	defer rows.Close()
	out := []Export{}
	for rows.Next() {
		e, err := scanExport(rows)
		if err != nil {
			return nil, fmt.Errorf("privacy.ListExports: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// exportLease is how long a builder may hold an export before another instance takes it over
// (the first one died).
const exportLease = 15 * time.Minute

// RunExports builds queued exports and weekly copies (backup.go), one at a time on this
// instance, whenever one is requested or queued and every minute (for requests made on other
// instances and lapsed leases), until ctx ends. A couple's requested export goes first, also
// while a week's copies are being built: those are built one per turn, each followed by a rest
// (backupPause) during which a request still wakes the builder for its export.
func (s *Service) RunExports(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		if _, err := s.BuildPending(ctx); err != nil && ctx.Err() == nil {
			s.Log.Error("data export", "err", err)
		}
		start := time.Now()
		claimed, _, err := s.buildNextBackup(ctx)
		if err != nil && ctx.Err() == nil {
			s.Log.Error("automatic backup", "err", err)
		}
		if claimed {
			if !s.restAfterBackup(ctx, s.backupPause(time.Since(start))) {
				return
			}
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-s.kick:
		case <-t.C:
		}
	}
}

// restAfterBackup waits for rest, building the exports requested meanwhile; false when ctx ended.
func (s *Service) restAfterBackup(ctx context.Context, rest time.Duration) bool {
	done := time.NewTimer(rest)
	defer done.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-done.C:
			return true
		case <-s.kick:
			if _, err := s.BuildPending(ctx); err != nil && ctx.Err() == nil {
				s.Log.Error("data export", "err", err)
			}
		}
	}
}

// BuildPending builds every queued export in turn and returns how many it finished. Tests call
// it instead of waiting for RunExports.
func (s *Service) BuildPending(ctx context.Context) (int, error) {
	n := 0
	for {
		now := s.now()
		var id, weddingID string
		err := s.DB.QueryRowContext(ctx, `UPDATE data_exports SET status = 'running', claimed_at = $1
			WHERE id = (SELECT id FROM data_exports WHERE status = 'pending' OR (status = 'running' AND claimed_at < $2)
				ORDER BY created_at LIMIT 1)
			AND (status = 'pending' OR (status = 'running' AND claimed_at < $2))
			RETURNING id, wedding_id`, now, now.Add(-exportLease)).Scan(&id, &weddingID)
		if errors.Is(err, sql.ErrNoRows) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("privacy.BuildPending: claim: %w", err)
		}
		if err := s.build(ctx, id, weddingID); err != nil {
			if ctx.Err() != nil {
				// Shutting down: left 'running', so an instance takes it over once the lease lapses.
				return n, ctx.Err()
			}
			s.Log.Error("data export failed", "export_id", id, "wedding_id", weddingID, "err", err)
			if _, uerr := s.DB.ExecContext(context.WithoutCancel(ctx), `UPDATE data_exports SET status = 'failed' WHERE id = $1`, id); uerr != nil {
				return n, fmt.Errorf("privacy.BuildPending: mark failed: %w", uerr)
			}
			continue
		}
		n++
	}
}

// storeZip writes the wedding's zip to a temporary file (never the whole archive in memory) and
// stores it under key, for a data export or a weekly backup. It returns the stored size.
func (s *Service) storeZip(ctx context.Context, weddingID, key string) (int64, error) {
	tmp, err := os.CreateTemp("", "aceito-zip-*.zip")
	if err != nil {
		return 0, fmt.Errorf("temp file: %w", err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	if err := s.WriteZip(ctx, tmp, weddingID); err != nil {
		return 0, err
	}
	size, err := tmp.Seek(0, io.SeekEnd)
	if err != nil {
		return 0, fmt.Errorf("temp file: %w", err)
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return 0, fmt.Errorf("temp file: %w", err)
	}
	if err := s.Files.Put(ctx, key, tmp, size, "application/zip"); err != nil {
		return 0, fmt.Errorf("store: %w", err)
	}
	return size, nil
}

// build stores the export's zip, marks the export ready and notifies the couple.
func (s *Service) build(ctx context.Context, id, weddingID string) error {
	key := weddingID + "/exports/" + id + ".zip"
	size, err := s.storeZip(ctx, weddingID, key)
	if err != nil {
		return err
	}
	now := s.now()
	var noteID string
	gone := false
	err = s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, now); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE data_exports SET status = 'ready', file_key = $1, size_bytes = $2, ready_at = $3,
			expires_at = $4 WHERE id = $5 AND status = 'running'`, key, size, now, now.Add(ExportTTL), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			gone = true // deleted meanwhile (the wedding went away)
			return nil
		}
		link := "/app/profile#seus-dados"
		note, err := notification.Create(ctx, tx, notification.Notification{WeddingID: weddingID, Type: notification.Success,
			Title: "Seus dados estão prontos para download", Priority: 3, Link: &link, CreatedAt: now,
			Message: "O arquivo com todos os dados do casamento pode ser baixado em Configurações › Seus dados por 24 horas."})
		noteID = note.ID
		return err
	})
	if err != nil || gone {
		if derr := s.Files.Delete(context.WithoutCancel(ctx), key); derr != nil {
			s.Log.Error("data export: delete orphan file", "key", key, "err", derr)
		}
		if err != nil {
			return fmt.Errorf("mark ready: %w", err)
		}
		return nil
	}
	s.Announce(ctx, weddingID, "data-exports", noteID)
	return nil
}

// WriteZip writes the wedding's export to w: README.txt, one JSON file per resource and every
// stored file (gallery originals, contract files), streamed one row and one file at a time.
func (s *Service) WriteZip(ctx context.Context, w io.Writer, weddingID string) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	zw := zip.NewWriter(bw)
	f, err := zw.Create("README.txt")
	if err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	if _, err := io.WriteString(f, readme); err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	for _, res := range resources {
		if err := s.writeResource(ctx, zw, res, weddingID); err != nil {
			return err
		}
	}
	if err := s.writeFiles(ctx, zw, "files/gallery/", `SELECT id, image_key FROM gallery_images WHERE wedding_id = $1 ORDER BY created_at, id`, weddingID); err != nil {
		return err
	}
	if err := s.writeFiles(ctx, zw, "files/contracts/", `SELECT id, file_key FROM contracts WHERE wedding_id = $1 AND file_key IS NOT NULL ORDER BY created_at, id`, weddingID); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	return nil
}

func (s *Service) writeResource(ctx context.Context, zw *zip.Writer, res resource, weddingID string) error {
	rows, err := s.DB.QueryContext(ctx, res.query, weddingID)
	if err != nil {
		return fmt.Errorf("export %s: %w", res.file, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return fmt.Errorf("export %s: %w", res.file, err)
	}
	f, err := zw.Create(res.file)
	if err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if _, err := io.WriteString(f, "["); err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	first := true
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("export %s: %w", res.file, err)
		}
		obj := make(map[string]any, len(cols))
		for i, c := range cols {
			if !secretColumns[c] {
				obj[c] = jsonValue(vals[i])
			}
		}
		sep := ",\n"
		if first {
			sep, first = "\n", false
		}
		if _, err := io.WriteString(f, sep); err != nil {
			return fmt.Errorf("zip: %w", err)
		}
		if err := enc.Encode(obj); err != nil { // Encode ends with a newline; harmless in JSON
			return fmt.Errorf("export %s: %w", res.file, err)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export %s: %w", res.file, err)
	}
	_, err = io.WriteString(f, "]\n")
	return err
}

// jsonValue makes a driver value readable in JSON: text instead of bytes, UTC instants.
func jsonValue(v any) any {
	switch x := v.(type) {
	case []byte:
		if utf8.Valid(x) {
			return string(x)
		}
		return x // base64
	case time.Time:
		return x.UTC()
	default:
		return v
	}
}

func (s *Service) writeFiles(ctx context.Context, zw *zip.Writer, dir, query, weddingID string) error {
	type item struct{ id, key string }
	var items []item // ids and keys only; the bytes are streamed below
	rows, err := s.DB.QueryContext(ctx, query, weddingID)
	if err != nil {
		return fmt.Errorf("export %s: %w", dir, err)
	}
	for rows.Next() {
		var it item
		if err := rows.Scan(&it.id, &it.key); err != nil {
			rows.Close()
			return fmt.Errorf("export %s: %w", dir, err)
		}
		items = append(items, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export %s: %w", dir, err)
	}
	for _, it := range items {
		if err := s.copyFile(ctx, zw, dir+it.id+path.Ext(it.key), it.key); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) copyFile(ctx context.Context, zw *zip.Writer, name, key string) error {
	r, err := s.Files.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		s.Log.Warn("data export: stored file missing", "key", key)
		return nil
	}
	if err != nil {
		return fmt.Errorf("export %s: %w", key, err)
	}
	defer r.Close()
	// Images and documents are compressed already: stored, not deflated again.
	method := zip.Store
	if strings.HasSuffix(name, ".doc") {
		method = zip.Deflate
	}
	f, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method, Modified: s.now()})
	if err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	if _, err := io.Copy(f, r); err != nil {
		return fmt.Errorf("export %s: %w", key, err)
	}
	return nil
}

// OpenExport returns a ready, unexpired export of the wedding and its file.
func (s *Service) OpenExport(ctx context.Context, weddingID, id string) (Export, io.ReadCloser, error) {
	if _, err := uuid.Parse(id); err != nil {
		return Export{}, nil, errExportNotFound
	}
	e, err := scanExport(s.DB.QueryRowContext(ctx, `SELECT `+exportColumns+` FROM data_exports
		WHERE id = $1 AND wedding_id = $2 AND status = 'ready' AND expires_at > $3`, id, weddingID, s.now()))
	if errors.Is(err, sql.ErrNoRows) {
		return Export{}, nil, errExportNotFound
	}
	if err != nil {
		return Export{}, nil, fmt.Errorf("privacy.OpenExport: %w", err)
	}
	r, err := s.Files.Open(ctx, e.fileKey)
	if errors.Is(err, storage.ErrNotFound) {
		return Export{}, nil, errExportNotFound
	}
	if err != nil {
		return Export{}, nil, fmt.Errorf("privacy.OpenExport: %w", err)
	}
	return e, r, nil
}

// DeleteExpiredExports removes exports past their 24 hours (and failed ones), files first.
func (s *Service) DeleteExpiredExports(ctx context.Context) error {
	now := s.now()
	rows, err := s.DB.QueryContext(ctx, `SELECT id, COALESCE(file_key, '') FROM data_exports
		WHERE expires_at <= $1 OR (status = 'failed' AND created_at <= $2) LIMIT 500`, now, now.Add(-ExportTTL))
	if err != nil {
		return fmt.Errorf("privacy.DeleteExpiredExports: %w", err)
	}
	type item struct{ id, key string }
	var items []item
	for rows.Next() {
		var it item
		if err := rows.Scan(&it.id, &it.key); err != nil {
			rows.Close()
			return fmt.Errorf("privacy.DeleteExpiredExports: %w", err)
		}
		items = append(items, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("privacy.DeleteExpiredExports: %w", err)
	}
	for _, it := range items {
		if it.key != "" {
			if err := s.Files.Delete(ctx, it.key); err != nil {
				return fmt.Errorf("privacy.DeleteExpiredExports: %w", err)
			}
		}
		if _, err := s.DB.ExecContext(ctx, `DELETE FROM data_exports WHERE id = $1`, it.id); err != nil {
			return fmt.Errorf("privacy.DeleteExpiredExports: %w", err)
		}
	}
	return nil
}

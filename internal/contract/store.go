package contract

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/aceito/aceito/internal/activity"
	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/reminder"
	"github.com/aceito/aceito/internal/storage"
	"github.com/aceito/aceito/internal/wedding"
)

// Store reads and writes contracts and their files. Every method takes the wedding id and
// every query filters by it; every write starts with wedding.LockForWrite in its transaction.
type Store struct {
	db    *db.DB
	files storage.Store
	now   func() time.Time
	log   *slog.Logger
}

// NewStore returns a Store on d keeping files in files.
func NewStore(d *db.DB, files storage.Store, now func() time.Time, log *slog.Logger) *Store {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Store{db: d, files: files, now: now, log: log}
}

// File is a checked upload: its bytes, the kind its content showed and its display name.
type File struct {
	Data []byte
	Kind Kind
	Name string
}

const columns = `id, fornecedor, descricao, valor_cents, prazo_pagamento, status, file_key, file_name, file_size, file_kind,
	budget_category, sinal_cents, sinal_vencimento, parcelas, primeira_parcela, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

// row is a contract with the parts of its file that stay on the server.
type row struct {
	Contract
	fileKey *string
	kind    *Kind
}

func scan(s scanner, today string) (row, error) {
	var r row
	err := s.Scan(&r.ID, &r.Fornecedor, &r.Descricao, &r.ValorCents, db.ScanDate(&r.PrazoPagamento), &r.Status,
		&r.fileKey, &r.FileName, &r.FileSize, &r.kind, &r.BudgetCategory, &r.SinalCents, db.ScanDate(&r.SinalVencimento),
		&r.Parcelas, db.ScanDate(&r.PrimeiraParcela), db.ScanTime(&r.CreatedAt), db.ScanTime(&r.UpdatedAt))
	if err != nil {
		return r, err
	}
	r.finish(today)
	return r, nil
}

// finish fills the computed fields.
func (r *row) finish(today string) {
	r.Overdue = Overdue(r.PrazoPagamento, r.Status, today)
	r.HasFile = r.fileKey != nil
	r.FileType = nil
	if r.kind != nil {
		t := r.kind.ContentType()
		r.FileType = &t
	}
}

// List returns the wedding's contracts, newest first.
func (s *Store) List(ctx context.Context, weddingID string) ([]Contract, error) {
	today, err := wedding.Today(ctx, s.db, weddingID, s.now())
	if err != nil {
		return nil, fmt.Errorf("contract.Store.List: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM contracts WHERE wedding_id = $1 ORDER BY created_at DESC, id DESC`, weddingID)
	if err != nil {
		return nil, fmt.Errorf("contract.Store.List: %w", err)
	}
	defer rows.Close()
	out := []Contract{}
	for rows.Next() {
		r, err := scan(rows, today)
		if err != nil {
			return nil, fmt.Errorf("contract.Store.List: scan: %w", err)
		}
		out = append(out, r.Contract)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("contract.Store.List: %w", err)
	}
	payments, err := paymentsOf(ctx, s.db, weddingID, "")
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Payments = payments[out[i].ID]
	}
	return out, nil
}

// paymentsOf counts the payment reminders of the wedding's contracts (of contractID alone when
// it is not ""), paid and not.
func paymentsOf(ctx context.Context, q querier, weddingID, contractID string) (map[string]Payments, error) {
	rows, err := q.QueryContext(ctx, `SELECT contract_id, COUNT(*),
			COALESCE(SUM(CASE WHEN status = 'paid' THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = 'paid' THEN amount_cents ELSE 0 END), 0)
		FROM payment_reminders WHERE wedding_id = $1 AND contract_id IS NOT NULL AND ($2 = '' OR contract_id = $2)
		GROUP BY contract_id`, weddingID, contractID)
	if err != nil {
		return nil, fmt.Errorf("contract: payments: %w", err)
	}
	defer rows.Close()
	out := map[string]Payments{}
	for rows.Next() {
		var id string
		var p Payments
		if err := rows.Scan(&id, &p.Count, &p.Paid, &p.PaidCents); err != nil {
			return nil, fmt.Errorf("contract: payments: %w", err)
		}
		out[id] = p
	}
	return out, rows.Err()
}

// querier is a transaction or the database.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// errNoSuchBudgetCategory is a budget_category the wedding's budget does not have.
func errNoSuchBudgetCategory() error {
	e := apperr.Invalid(map[string]string{"budget_category": "not_found"})
	e.Message = "Essa categoria não existe no orçamento."
	return e
}

// checkBudgetCategory refuses a category the wedding's budget does not have.
func checkBudgetCategory(ctx context.Context, tx *sql.Tx, weddingID string, name *string) error {
	if name == nil {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM budget_categories WHERE wedding_id = $1 AND nome = $2`, weddingID, *name).Scan(&n); err != nil {
		return fmt.Errorf("contract: budget category: %w", err)
	}
	if n == 0 {
		return errNoSuchBudgetCategory()
	}
	return nil
}

// readTx reads one contract as the API answers it, with its payments, inside tx.
func readTx(ctx context.Context, tx *sql.Tx, weddingID, id string, now time.Time) (row, error) {
	today, err := wedding.Today(ctx, tx, weddingID, now)
	if err != nil {
		return row{}, fmt.Errorf("contract: read: %w", err)
	}
	r, err := scan(tx.QueryRowContext(ctx, `SELECT `+columns+` FROM contracts WHERE wedding_id = $1 AND id = $2`, weddingID, id), today)
	if err != nil {
		return row{}, fmt.Errorf("contract: read: %w", err)
	}
	payments, err := paymentsOf(ctx, tx, weddingID, id)
	r.Payments = payments[id]
	return r, err
}

// Create stores the file (if any) under a key made here, then inserts the contract; when the
// insert fails the file is removed again, so no orphan is left behind. The wedding's file quota
// is checked before the upload reaches the file store and again under the wedding's lock, where
// two uploads at once cannot both pass it.
func (s *Store) Create(ctx context.Context, weddingID string, in Input, f *File) (Contract, error) {
	now := s.now().UTC().Truncate(time.Microsecond) // PostgreSQL keeps microseconds
	r := row{Contract: Contract{ID: uuid.Must(uuid.NewV7()).String(), Fornecedor: in.Fornecedor, Descricao: in.Descricao,
		ValorCents: in.ValorCents, PrazoPagamento: in.PrazoPagamento, Status: Pendente, CreatedAt: now, UpdatedAt: now,
		BudgetCategory: in.BudgetCategory, SinalCents: in.SinalCents, SinalVencimento: in.SinalVencimento, Parcelas: in.Parcelas,
		PrimeiraParcela: in.PrimeiraParcela}}
	if f != nil {
		if err := wedding.CheckStorageNow(ctx, s.db, weddingID, int64(len(f.Data)), s.now()); err != nil {
			return Contract{}, err
		}
		key := weddingID + "/contracts/" + uuid.Must(uuid.NewV7()).String() + "." + string(f.Kind)
		if !storage.ValidKey(key) {
			return Contract{}, fmt.Errorf("contract.Store.Create: unexpected key %q", key)
		}
		if err := s.files.Put(ctx, key, bytes.NewReader(f.Data), int64(len(f.Data)), f.Kind.ContentType()); err != nil {
			return Contract{}, fmt.Errorf("contract.Store.Create: %w", err)
		}
		size, kind, name := int64(len(f.Data)), f.Kind, f.Name
		r.fileKey, r.kind, r.FileName, r.FileSize = &key, &kind, &name, &size
	}
	var today string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		p, err := wedding.LockForWrite(ctx, tx, weddingID, s.now())
		if err != nil {
			return err
		}
		if today, err = wedding.Today(ctx, tx, weddingID, s.now()); err != nil {
			return fmt.Errorf("contract.Store.Create: %w", err)
		}
		if r.FileSize != nil {
			if err := wedding.CheckStorage(ctx, tx, p, weddingID, *r.FileSize); err != nil {
				return err
			}
		}
		if err := checkBudgetCategory(ctx, tx, weddingID, in.BudgetCategory); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO contracts (id, wedding_id, fornecedor, descricao, valor_cents, prazo_pagamento, status,
			file_key, file_name, file_size, file_kind, budget_category, sinal_cents, sinal_vencimento, parcelas, primeira_parcela,
			created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
			r.ID, weddingID, r.Fornecedor, r.Descricao, r.ValorCents, r.PrazoPagamento, r.Status,
			r.fileKey, r.FileName, r.FileSize, r.kind, r.BudgetCategory, r.SinalCents, r.SinalVencimento, r.Parcelas, r.PrimeiraParcela, now)
		if err != nil {
			return fmt.Errorf("contract.Store.Create: %w", err)
		}
		if err := wedding.CheckRowCap(ctx, tx, wedding.Contracts, weddingID); err != nil {
			return err
		}
		schedule := in.Schedule()
		if err := reminder.SyncContract(ctx, tx, weddingID, r.ID, r.Fornecedor, schedule, now); err != nil {
			return err
		}
		r.Payments = Payments{Count: len(schedule)} // all new, none paid yet
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Contracts,
			Text: "adicionou o contrato com " + activity.Quote(r.Fornecedor)}, s.now())
	})
	if err != nil {
		if r.fileKey != nil {
			// A fresh context: the request's may be the reason the insert failed.
			if derr := s.files.Delete(context.WithoutCancel(ctx), *r.fileKey); derr != nil {
				s.log.Error("contract: orphan file after a failed insert", "key", *r.fileKey, "err", derr)
			}
		}
		return Contract{}, err
	}
	r.finish(today)
	return r.Contract, nil
}

// SetStatus changes a contract's status to any of the five (part 2 §4: no restriction).
func (s *Store) SetStatus(ctx context.Context, weddingID, id string, st Status) (Contract, error) {
	var r row
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		res, err := tx.ExecContext(ctx, `UPDATE contracts SET status = $1, updated_at = $2 WHERE wedding_id = $3 AND id = $4`, st, now, weddingID, id)
		if err != nil {
			return fmt.Errorf("contract.Store.SetStatus: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("contract.Store.SetStatus: %w", err)
		} else if n == 0 {
			return errNotFound
		}
		if r, err = readTx(ctx, tx, weddingID, id, s.now()); err != nil {
			return fmt.Errorf("contract.Store.SetStatus: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Contracts,
			Text: "marcou o contrato com " + activity.Quote(r.Fornecedor) + " como " + statusLabel(st)}, s.now())
	})
	return r.Contract, err
}

// Update replaces the editable fields of a contract (not its status or file) and makes its
// payment reminders follow the new schedule, in one transaction.
func (s *Store) Update(ctx context.Context, weddingID, id string, in Input) (Contract, error) {
	var r row
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		if err := checkBudgetCategory(ctx, tx, weddingID, in.BudgetCategory); err != nil {
			return err
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		res, err := tx.ExecContext(ctx, `UPDATE contracts SET fornecedor = $1, descricao = $2, valor_cents = $3, prazo_pagamento = $4,
			budget_category = $5, sinal_cents = $6, sinal_vencimento = $7, parcelas = $8, primeira_parcela = $9, updated_at = $10
			WHERE wedding_id = $11 AND id = $12`,
			in.Fornecedor, in.Descricao, in.ValorCents, in.PrazoPagamento, in.BudgetCategory, in.SinalCents, in.SinalVencimento,
			in.Parcelas, in.PrimeiraParcela, now, weddingID, id)
		if err != nil {
			return fmt.Errorf("contract.Store.Update: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("contract.Store.Update: %w", err)
		} else if n == 0 {
			return errNotFound
		}
		if err := reminder.SyncContract(ctx, tx, weddingID, id, in.Fornecedor, in.Schedule(), now); err != nil {
			return err
		}
		if r, err = readTx(ctx, tx, weddingID, id, s.now()); err != nil {
			return fmt.Errorf("contract.Store.Update: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Contracts,
			Text: "editou o contrato com " + activity.Quote(in.Fornecedor)}, s.now())
	})
	return r.Contract, err
}

// Delete removes the contract, then its file. The row is what the couple sees, so it goes even
// when the file cannot be removed; that failure is logged for an operator.
func (s *Store) Delete(ctx context.Context, weddingID, id string) error {
	var key *string
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := wedding.LockForWrite(ctx, tx, weddingID, s.now()); err != nil {
			return err
		}
		// Its unpaid payments go with it; paid ones stay in the reminders as history.
		if err := reminder.ForgetContract(ctx, tx, weddingID, id); err != nil {
			return err
		}
		var supplier string
		err := tx.QueryRowContext(ctx, `DELETE FROM contracts WHERE wedding_id = $1 AND id = $2 RETURNING file_key, fornecedor`, weddingID, id).Scan(&key, &supplier)
		if errors.Is(err, sql.ErrNoRows) {
			return errNotFound
		}
		if err != nil {
			return fmt.Errorf("contract.Store.Delete: %w", err)
		}
		return activity.Record(ctx, tx, weddingID, activity.Entry{Area: activity.Contracts,
			Text: "excluiu o contrato com " + activity.Quote(supplier)}, s.now())
	})
	if err != nil {
		return err
	}
	if key != nil {
		if err := s.files.Delete(context.WithoutCancel(ctx), *key); err != nil {
			s.log.Error("contract: file left after its contract was deleted", "key", *key, "err", err)
		}
	}
	return nil
}

// OpenFile returns the contract's file with its display name and kind.
func (s *Store) OpenFile(ctx context.Context, weddingID, id string) (io.ReadCloser, string, Kind, error) {
	r, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM contracts WHERE wedding_id = $1 AND id = $2`, weddingID, id), "")
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", "", errNotFound
	}
	if err != nil {
		return nil, "", "", fmt.Errorf("contract.Store.OpenFile: %w", err)
	}
	if r.fileKey == nil || r.kind == nil || r.FileName == nil {
		return nil, "", "", errFileNotFound
	}
	rc, err := s.files.Open(ctx, *r.fileKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, "", "", errFileNotFound
	}
	if err != nil {
		return nil, "", "", fmt.Errorf("contract.Store.OpenFile: %w", err)
	}
	return rc, *r.FileName, *r.kind, nil
}

// statusLabel is how a contract's status reads in an activity sentence.
func statusLabel(st Status) string {
	switch st {
	case Ativo:
		return "ativo"
	case Pendente:
		return "pendente"
	case Vencido:
		return "vencido"
	case Pago:
		return "pago"
	case Cancelado:
		return "cancelado"
	}
	return string(st)
}

package privacy

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// DeleteConfirmation is the word the member types to confirm 'Excluir conta'.
const DeleteConfirmation = "EXCLUIR"

var errInvalidCancelToken = apperr.BadRequest("invalid_token", "Link inválido ou expirado. Se a exclusão já aconteceu, não é possível desfazê-la.")

// RequestDeletion schedules the member's account for deletion after DeletionGrace: every session
// ends, the account can no longer sign in, and an e-mail carries the link that undoes it. When
// no other member remains, the wedding goes with the account, so renewal of its subscription
// stops now (at the deletion it is cancelled at once). It returns when the deletion is due.
func (s *Service) RequestDeletion(ctx context.Context, userID, weddingID, password, confirmation string) (time.Time, error) {
	f := apperr.Fields{}
	if password == "" {
		f.Add("password", "required")
	}
	if strings.TrimSpace(confirmation) != DeleteConfirmation {
		f.Add("confirmation", "mismatch")
	}
	if err := f.Err(); err != nil {
		return time.Time{}, err
	}
	var hash, email, firstName string
	if err := s.DB.QueryRowContext(ctx, `SELECT password_hash, email, first_name FROM users WHERE id = $1`, userID).
		Scan(&hash, &email, &firstName); err != nil {
		return time.Time{}, fmt.Errorf("privacy.RequestDeletion: %w", err)
	}
	ok, err := auth.CheckPassword(ctx, hash, password)
	if err != nil {
		return time.Time{}, fmt.Errorf("privacy.RequestDeletion: %w", err)
	}
	if !ok {
		return time.Time{}, apperr.Invalid(map[string]string{"password": "wrong"})
	}
	others, err := s.otherMembers(ctx, s.DB, weddingID, userID)
	if err != nil {
		return time.Time{}, err
	}
	if others == 0 {
		// Asked before anything is recorded, outside a transaction: if the provider refuses,
		// nothing changes and the member can try again.
		if err := s.Billing.StopRenewal(ctx, weddingID); err != nil {
			return time.Time{}, fmt.Errorf("privacy.RequestDeletion: %w", err)
		}
	}
	loc, err := wedding.Location(ctx, s.DB, weddingID)
	if err != nil {
		return time.Time{}, fmt.Errorf("privacy.RequestDeletion: %w", err)
	}
	now := s.now()
	due := now.Add(DeletionGrace).Truncate(time.Microsecond)
	token, tokenHash := auth.NewToken()
	link := s.BaseURL + "/conta/cancelar-exclusao?token=" + url.QueryEscape(token)
	body := "Olá, " + firstName + "!\n\nRecebemos o pedido para excluir sua conta no Aceito. Você saiu de todos os dispositivos " +
		"e a conta não pode mais ser usada para entrar.\n\n"
	if others == 0 {
		body += "Em " + due.In(loc).Format(ptbr.DateLayout) + " excluiremos a conta e todo o casamento: convidados, tarefas, " +
			"orçamento, galeria, contratos e todos os arquivos. A renovação da assinatura foi cancelada.\n\n"
	} else {
		body += "Em " + due.In(loc).Format(ptbr.DateLayout) + " excluiremos a sua conta. O casamento continua com a outra pessoa que o planeja.\n\n"
	}
	body += "Mudou de ideia? Abra o link abaixo até lá para cancelar a exclusão (Cancelar exclusão):\n\n" + link +
		"\n\nSe você não fez esse pedido, abra o link e troque sua senha.\n"
	err = s.DB.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET deletion_requested_at = $1, deletion_due_at = $2, deletion_cancel_hash = $3
			WHERE id = $4`, now, due, tokenHash, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
			return err
		}
		return mail.Enqueue(ctx, tx, s.Log, mail.Message{To: email, Subject: "Aceito: exclusão da conta agendada", Body: body}, now)
	})
	if err != nil {
		return time.Time{}, fmt.Errorf("privacy.RequestDeletion: %w", err)
	}
	return due, nil
}

// CancelDeletion undoes a scheduled deletion with the e-mailed token while it is not yet due;
// the account can sign in again. It returns the account's e-mail.
func (s *Service) CancelDeletion(ctx context.Context, token string) (string, error) {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 200 {
		return "", errInvalidCancelToken
	}
	var email string
	err := s.DB.QueryRowContext(ctx, `UPDATE users SET deletion_requested_at = NULL, deletion_due_at = NULL, deletion_cancel_hash = NULL
		WHERE deletion_cancel_hash = $1 AND deletion_due_at > $2 RETURNING email`, auth.HashToken(token), s.now()).Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errInvalidCancelToken
	}
	if err != nil {
		return "", fmt.Errorf("privacy.CancelDeletion: %w", err)
	}
	return email, nil
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// otherMembers counts the couple's other members (owner, partner): the wedding is the couple's,
// and goes when the last of them leaves. A cerimonialista keeps no wedding alive; they are
// then given an empty wedding of their own (their account is theirs, not the couple's).
func (s *Service) otherMembers(ctx context.Context, q querier, weddingID, userID string) (int, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM wedding_members WHERE wedding_id = $1 AND user_id <> $2 AND role <> 'planner'`,
		weddingID, userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("privacy: count members: %w", err)
	}
	return n, nil
}

// DeleteDue deletes every account whose grace period is over, and the wedding of each account
// that was its last member. A failure leaves that account for the next run.
func (s *Service) DeleteDue(ctx context.Context) (int, error) {
	rows, err := s.DB.QueryContext(ctx, `SELECT u.id, m.wedding_id FROM users u JOIN wedding_members m ON m.user_id = u.id
		WHERE u.deletion_due_at <= $1 ORDER BY u.deletion_due_at LIMIT 100`, s.now())
	if err != nil {
		return 0, fmt.Errorf("privacy.DeleteDue: %w", err)
	}
	type due struct{ userID, weddingID string }
	var all []due
	for rows.Next() {
		var d due
		if err := rows.Scan(&d.userID, &d.weddingID); err != nil {
			rows.Close()
			return 0, fmt.Errorf("privacy.DeleteDue: %w", err)
		}
		all = append(all, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("privacy.DeleteDue: %w", err)
	}
	n := 0
	var errs []error
	for _, d := range all {
		if err := s.deleteAccount(ctx, d.userID, d.weddingID); err != nil {
			errs = append(errs, fmt.Errorf("account %s: %w", d.userID, err))
			continue
		}
		n++
	}
	return n, errors.Join(errs...)
}

// deleteAccount removes the user; when no other member remains, first the wedding's files,
// then (in one transaction) the wedding with every row, keeping only anonymised payment records.
func (s *Service) deleteAccount(ctx context.Context, userID, weddingID string) error {
	others, err := s.otherMembers(ctx, s.DB, weddingID, userID)
	if err != nil {
		return err
	}
	if others == 0 {
		if err := s.Billing.CancelNow(ctx, weddingID); err != nil {
			return fmt.Errorf("cancel subscription: %w", err)
		}
		// Files before rows: if this fails, the rows still point at what is left, and the next
		// run deletes the rest (deleting a missing file is not an error).
		if err := s.Files.DeleteAll(ctx, weddingID); err != nil {
			return fmt.Errorf("delete files: %w", err)
		}
	}
	now := s.now()
	return s.DB.InTx(ctx, func(tx *sql.Tx) error {
		members := []string{userID}
		var planners []string
		if others > 0 {
			// The partner takes over a wedding whose owner leaves (subscription, members).
			if _, err := tx.ExecContext(ctx, `UPDATE wedding_members SET role = 'owner' WHERE wedding_id = $1 AND role = 'partner'
				AND EXISTS (SELECT 1 FROM wedding_members o WHERE o.wedding_id = $1 AND o.user_id = $2 AND o.role = 'owner')`,
				weddingID, userID); err != nil {
				return fmt.Errorf("promote partner: %w", err)
			}
		}
		if others == 0 {
			rows, err := tx.QueryContext(ctx, `SELECT user_id, role FROM wedding_members WHERE wedding_id = $1`, weddingID)
			if err != nil {
				return err
			}
			members = members[:0]
			for rows.Next() {
				var id, role string
				if err := rows.Scan(&id, &role); err != nil {
					rows.Close()
					return err
				}
				if role == auth.RolePlanner && id != userID {
					planners = append(planners, id)
					continue
				}
				members = append(members, id)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			if err := anonymizePayments(ctx, tx, weddingID, now); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM weddings WHERE id = $1`, weddingID); err != nil {
				return fmt.Errorf("delete wedding: %w", err)
			}
			for _, id := range planners {
				if _, err := auth.GiveOwnWedding(ctx, tx, id, now); err != nil {
					return err
				}
			}
		}
		for _, id := range members {
			if err := deleteUser(ctx, tx, id, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// anonymizePayments keeps the wedding's paid checkouts as payment records (tax law) without
// anything that identifies the couple: the e-mail becomes its SHA-256, the links to wedding and
// account go. Unpaid checkouts are deleted.
func anonymizePayments(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, email FROM checkout_sessions WHERE wedding_id = $1 AND status = 'paid'`, weddingID)
	if err != nil {
		return fmt.Errorf("anonymize payments: %w", err)
	}
	type paid struct{ id, email string }
	var all []paid
	for rows.Next() {
		var p paid
		if err := rows.Scan(&p.id, &p.email); err != nil {
			rows.Close()
			return fmt.Errorf("anonymize payments: %w", err)
		}
		all = append(all, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("anonymize payments: %w", err)
	}
	for _, p := range all {
		if _, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET email = $1, wedding_id = NULL, created_user_id = NULL,
			browser_token_hash = NULL, anonymized_at = $2 WHERE id = $3`, HashEmail(p.email), now, p.id); err != nil {
			return fmt.Errorf("anonymize payments: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM checkout_sessions WHERE wedding_id = $1`, weddingID); err != nil {
		return fmt.Errorf("delete checkouts: %w", err)
	}
	return nil
}

// HashEmail is what replaces an e-mail in a kept payment record: support can still match a
// payment to an address someone gives them, but the record no longer names anyone.
func HashEmail(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// deleteUser removes the account and what names it outside the wedding: queued e-mail to it,
// plan-picker e-mails, visitor checkouts and sign-in throttling. Sessions, reset links,
// membership and personal notifications go with the users row (ON DELETE CASCADE).
func deleteUser(ctx context.Context, tx *sql.Tx, userID string, now time.Time) error {
	var email string
	err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, userID).Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`DELETE FROM outbox WHERE to_address = $1`, []any{email}},
		{`DELETE FROM pre_checkout_emails WHERE email = $1`, []any{email}},
		{`DELETE FROM checkout_sessions WHERE email = $1 AND status = 'open'`, []any{email}},
		{`UPDATE checkout_sessions SET email = $1, created_user_id = NULL, browser_token_hash = NULL, anonymized_at = $2
			WHERE email = $3 OR created_user_id = $4`, []any{HashEmail(email), now, email, userID}},
		{`DELETE FROM users WHERE id = $1`, []any{userID}},
	} {
		if _, err := tx.ExecContext(ctx, q.sql, q.args...); err != nil {
			return fmt.Errorf("delete user: %w", err)
		}
	}
	return nil
}

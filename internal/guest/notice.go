package guest

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/aceito/aceito/internal/notification"
)

// AnswerNotifyQuiet is how long a guest's notice stays replaceable: an answer changed again
// within it replaces the couple's still unread notice about that guest instead of adding one, so
// a guest switching answers in a loop leaves one notice, and it tells the latest answer.
const AnswerNotifyQuiet = 10 * time.Minute

// Answered says which wedding a guest's answer changed ("" when it changed nothing) and the
// bell notification it created, for the realtime hints.
type Answered struct {
	WeddingID, NotificationID string
}

// confirmedPeople is how many people of the guest's family are coming: the invited person and
// an unnamed companion ('Vai levar acompanhante') by the guest's answer, named companions by
// their own.
func confirmedPeople(g Guest) (invited bool, companions int) {
	invited = g.StatusConfirmacao == Confirmado
	if invited && g.Acompanhante && len(g.Acompanhantes) == 0 {
		companions = 1
	}
	for _, c := range g.Acompanhantes {
		if c.StatusConfirmacao == Confirmado {
			companions++
		}
	}
	return invited, companions
}

func pessoas(n int) string {
	if n == 1 {
		return "1 pessoa"
	}
	return fmt.Sprintf("%d pessoas", n)
}

// answerNotice is the couple's bell notification for a guest's answer next (before is the guest
// as it was): 'Ana Souza confirmou presença (3 pessoas)', 'Ana Souza não poderá ir'. It links to
// the guest in the list; the link also finds the notice again (replaceAnswerNotice).
func answerNotice(weddingID string, before, next Guest, now time.Time) notification.Notification {
	invited, companions := confirmedPeople(next)
	n := notification.Notification{WeddingID: weddingID, Type: notification.Success, Title: "Presença confirmada",
		Priority: 3, Link: noticeLink(next.ID), CreatedAt: now}
	switch {
	case invited:
		n.Message = next.Nome + " confirmou presença (" + pessoas(1+companions) + ")"
	case companions == 1:
		n.Message = next.Nome + " não poderá ir; 1 acompanhante confirmou presença"
	case companions > 1:
		n.Message = fmt.Sprintf("%s não poderá ir; %d acompanhantes confirmaram presença", next.Nome, companions)
	case next.people() == 2:
		n.Type, n.Title = notification.Warning, "Presença recusada"
		n.Message = next.Nome + " e acompanhante não poderão ir"
	case next.people() > 2:
		n.Type, n.Title = notification.Warning, "Presença recusada"
		n.Message = next.Nome + " e acompanhantes não poderão ir"
	default:
		n.Type, n.Title = notification.Warning, "Presença recusada"
		n.Message = next.Nome + " não poderá ir"
	}
	if before.RespondidoEm != nil {
		n.Title = "Resposta alterada"
	}
	return n
}

func noticeLink(guestID string) *string {
	l := "/app/guests?convidado=" + guestID
	return &l
}

// notifyAnswer creates the bell notification of a changed answer inside the answer's
// transaction, replacing the guest's unread notice of the last AnswerNotifyQuiet.
func notifyAnswer(ctx context.Context, tx *sql.Tx, weddingID string, before, next Guest, now time.Time) (string, error) {
	if before.RespondidoEm != nil && before.RespondidoEm.After(now.Add(-AnswerNotifyQuiet)) {
		if _, err := tx.ExecContext(ctx, `DELETE FROM notifications WHERE wedding_id = $1 AND user_id IS NULL AND link = $2 AND read_at IS NULL
			AND created_at > $3`, weddingID, *noticeLink(next.ID), now.Add(-AnswerNotifyQuiet)); err != nil {
			return "", fmt.Errorf("guest.notifyAnswer: %w", err)
		}
	}
	n, err := notification.Create(ctx, tx, answerNotice(weddingID, before, next, now))
	if err != nil {
		return "", fmt.Errorf("guest.notifyAnswer: %w", err)
	}
	return n.ID, nil
}

package notifypref

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/aceito/aceito/internal/mail"
)

// allCategory names, in an unsubscribe token, the e-mails that follow no one category (the rain
// alerts): its link turns every category's e-mail off, as the digest's does.
const allCategory = "all"

// turnsOffAll reports whether a token of category turns every category's e-mail off.
func turnsOffAll(category string) bool { return category == digestCategory || category == allCategory }

// SendToAny queues build's message for each member of weddingID who has the e-mail of at least
// one category on, each with an unsubscribe link that turns every category's e-mail off.
//
// It is the rule for the rain alerts (job.WeatherAlerts), which are none of 'Tarefas',
// 'Pagamentos' or 'Gastos': tying them to one would make that switch stop two unrelated things.
// A member who turned every e-mail off (the three switches, or the digest's link) asked for no
// e-mail from Aceito and gets none (the bell still has the alert); one who turned off only some
// categories still gets the few, urgent rain alerts. The digest does not summarise the weather,
// so a member on the digest gets them as single e-mails.
func (m *Mailer) SendToAny(ctx context.Context, tx *sql.Tx, weddingID string, now time.Time, build func(Recipient) mail.Message) error {
	rs, err := anyRecipients(ctx, tx, weddingID)
	if err != nil {
		return err
	}
	for _, r := range rs {
		if err := m.enqueue(ctx, tx, weddingID, r, allCategory, build(r), now); err != nil {
			return err
		}
	}
	return nil
}

// anyRecipients are the members of weddingID with the e-mail of at least one category on (a
// category with no saved row is on, the default).
func anyRecipients(ctx context.Context, q querier, weddingID string) ([]Recipient, error) {
	args := []any{weddingID, Email, len(Categories)}
	marks := make([]string, len(Categories))
	for i, c := range Categories {
		args = append(args, c)
		marks[i] = fmt.Sprintf("$%d", len(args))
	}
	rows, err := q.QueryContext(ctx, `SELECT m.user_id, u.email, u.first_name, COALESCE(p.digest, FALSE)
		FROM wedding_members m JOIN users u ON u.id = m.user_id
		LEFT JOIN notification_prefs p ON p.wedding_id = m.wedding_id AND p.user_id = m.user_id
		WHERE m.wedding_id = $1 AND (SELECT COUNT(*) FROM notification_channels c
			WHERE c.wedding_id = m.wedding_id AND c.user_id = m.user_id AND c.channel = $2 AND NOT c.enabled
			AND c.category IN (`+strings.Join(marks, ", ")+`)) < $3
		ORDER BY u.email`, args...)
	if err != nil {
		return nil, fmt.Errorf("notifypref: any recipients: %w", err)
	}
	defer rows.Close()
	var out []Recipient
	for rows.Next() {
		var r Recipient
		if err := rows.Scan(&r.UserID, &r.Email, &r.FirstName, &r.Digest); err != nil {
			return nil, fmt.Errorf("notifypref: any recipients: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("notifypref: any recipients: %w", err)
	}
	return out, nil
}

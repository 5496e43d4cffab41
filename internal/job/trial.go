package job

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/aceito/aceito/internal/db"
	"github.com/aceito/aceito/internal/mail"
	"github.com/aceito/aceito/internal/notification"
	"github.com/aceito/aceito/internal/plan"
	"github.com/aceito/aceito/internal/ptbr"
	"github.com/aceito/aceito/internal/wedding"
)

// Delivery kinds of the free trial (DESIGN.md decision 21).
const (
	KindTrialEnding = "trial_ending" // e-mail to the couple 3 days and 1 day before the end
	KindTrialEnd    = "trial_end"    // the trial ended without a plan: read-only from now on
)

// trialNoticeDays are the days before the trial's end on which the couple is e-mailed, latest
// notice first.
var trialNoticeDays = []int{1, 3}

// subscriptionLink is where the couple chooses a plan.
const subscriptionLink = "/app/profile#assinatura"

// TrialNotices e-mails every member of a wedding on trial 3 days and 1 day before its end and,
// once the end has come, records the trial as ended (the wedding becomes read-only; the status
// is already read as ended by time, this makes it explicit and tells the open tabs at once
// through the scheduler's realtime hint) with a notification. A payment before the end moves the
// wedding out of 'trialing', so nothing more is sent. Only the latest notice that is due is
// sent: a scheduler that was down on day 11 and comes back on day 13 sends the 1-day e-mail only.
func TrialNotices(baseURL string, log *slog.Logger) Source {
	return func(ctx context.Context, d *db.DB, now time.Time) ([]Delivery, error) {
		horizon := now.AddDate(0, 0, trialNoticeDays[len(trialNoticeDays)-1])
		rows, err := d.QueryContext(ctx, `SELECT id, plan_expires_at, time_zone FROM weddings
			WHERE subscription_status = 'trialing' AND plan_expires_at <= $1`, horizon)
		if err != nil {
			return nil, fmt.Errorf("job: trial notices: %w", err)
		}
		defer rows.Close()
		var out []Delivery
		for rows.Next() {
			var weddingID, zone string
			var end time.Time
			if err := rows.Scan(&weddingID, db.ScanTime(&end), &zone); err != nil {
				return nil, fmt.Errorf("job: trial notices: %w", err)
			}
			loc, err := time.LoadLocation(zone)
			if err != nil {
				continue
			}
			key := "trial:" + weddingID + ":" + end.UTC().Format(time.RFC3339)
			if !now.Before(end) {
				out = append(out, Delivery{Key: key + ":end", WeddingID: weddingID, Kind: KindTrialEnd, Apply: endTrial(weddingID, end, now)})
				continue
			}
			for _, days := range trialNoticeDays { // the latest due notice only
				if now.Before(end.AddDate(0, 0, -days)) {
					continue
				}
				out = append(out, Delivery{Key: key + ":" + strconv.Itoa(days) + "d", WeddingID: weddingID, Kind: KindTrialEnding,
					Apply: trialEndingMail(baseURL, log, weddingID, end.In(loc), days, now)})
				break
			}
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("job: trial notices: %w", err)
		}
		return out, nil
	}
}

// endTrial stores the end of the trial and tells the couple in the bell.
func endTrial(weddingID string, end, now time.Time) func(context.Context, *sql.Tx, plan.Plan) (string, error) {
	return func(ctx context.Context, tx *sql.Tx, p plan.Plan) (string, error) {
		res, err := tx.ExecContext(ctx, `UPDATE weddings SET subscription_status = $1
			WHERE id = $2 AND subscription_status = $3 AND plan_expires_at <= $4`,
			wedding.StatusTrialEnded, weddingID, wedding.StatusTrialing, now)
		if err != nil {
			return "", fmt.Errorf("end trial: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return "", fmt.Errorf("end trial: %w", err)
		} else if n == 0 {
			return "", nil // paid meanwhile
		}
		return createNotification(notification.Notification{
			WeddingID: weddingID, Type: notification.Warning, Priority: ReminderPriority,
			Title:   "Teste grátis encerrado",
			Message: "O teste grátis de vocês terminou. Tudo continua visível; para voltar a editar, escolham um plano.",
			Link:    ptr(subscriptionLink),
		}, now)(ctx, tx, p)
	}
}

// trialEndingMail e-mails each member of the wedding that the trial ends in days days.
func trialEndingMail(baseURL string, log *slog.Logger, weddingID string, end time.Time, days int, now time.Time) func(context.Context, *sql.Tx, plan.Plan) (string, error) {
	return func(ctx context.Context, tx *sql.Tx, _ plan.Plan) (string, error) {
		rows, err := tx.QueryContext(ctx, `SELECT u.email, u.first_name FROM wedding_members m JOIN users u ON u.id = m.user_id
			WHERE m.wedding_id = $1 ORDER BY u.email`, weddingID)
		if err != nil {
			return "", fmt.Errorf("trial e-mail: members: %w", err)
		}
		type member struct{ email, name string }
		var members []member
		for rows.Next() {
			var m member
			if err := rows.Scan(&m.email, &m.name); err != nil {
				rows.Close()
				return "", fmt.Errorf("trial e-mail: members: %w", err)
			}
			members = append(members, m)
		}
		if err := rows.Close(); err != nil {
			return "", fmt.Errorf("trial e-mail: members: %w", err)
		}
		for _, m := range members {
			if err := mail.Enqueue(ctx, tx, log, TrialEndingEmail(m.email, m.name, baseURL+subscriptionLink, end, days), now); err != nil {
				return "", err
			}
		}
		return "", nil
	}
}

// TrialEndingEmail is the e-mail sent days days before the trial ends at end (in the wedding's
// time zone): when it ends, what happens then, and where to choose a plan.
func TrialEndingEmail(to, firstName, link string, end time.Time, days int) mail.Message {
	when := "em " + strconv.Itoa(days) + " dias"
	if days == 1 {
		when = "amanhã"
	}
	greeting := "Olá!"
	if firstName != "" {
		greeting = "Olá, " + firstName + "!"
	}
	return mail.Message{
		To:      to,
		Subject: "Seu teste grátis do Aceito termina " + when,
		Body: greeting + "\n\n" +
			"O teste grátis do plano Premium de vocês termina " + when + ", em " + end.Format(ptbr.DateLayout) + " às " + end.Format("15:04") + ".\n\n" +
			"Para continuar planejando sem interrupção, escolham um plano:\n" + link + "\n\n" +
			"Sem um plano, tudo o que vocês criaram continua visível, mas fica somente para leitura até a escolha de um plano. " +
			"Nenhuma cobrança é feita sem que vocês escolham um plano.\n\n" +
			"Equipe Aceito",
	}
}

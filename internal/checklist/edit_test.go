package checklist_test

import (
	"context"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/checklist"
)

func create(t *testing.T, c *apptest.Client, body map[string]any) checklist.Item {
	t.Helper()
	res := c.Do("POST", "/api/checklist", body)
	if res.Status != http.StatusCreated {
		t.Fatalf("create %v: %d %s", body, res.Status, res.Body)
	}
	var it checklist.Item
	res.JSON(t, &it)
	return it
}

func byID(t *testing.T, c *apptest.Client, id string) (checklist.Item, bool) {
	t.Helper()
	for _, it := range list(t, c) {
		if it.ID == id {
			return it, true
		}
	}
	return checklist.Item{}, false
}

// wantPastDeadline checks the refusal of a past deadline: 422, the field and the pt-BR text.
func wantPastDeadline(t *testing.T, res apptest.Response) {
	t.Helper()
	if res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("past deadline: %d %s", res.Status, res.Body)
	}
	e := res.Err(t).Error
	if e.Fields["prazo"] != "past" || e.Message != "O prazo não pode estar no passado." {
		t.Fatalf("past deadline error %+v", e)
	}
}

func TestEditTaskFields(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	it := create(t, c, map[string]any{"tarefa": "Ligar para o buffet", "prazo": "2027-01-10", "horario_lembrete": "09:00"})
	path := "/api/checklist/" + it.ID

	res := c.Do("PATCH", path, map[string]any{"tarefa": " Ligar para o bufê ", "prioridade": "alta", "prazo": "2027-02-01",
		"horario_lembrete": "18:30", "notas": "  Falar com a Joana: (11) 91234-5678  "})
	if res.Status != 200 {
		t.Fatalf("edit: %d %s", res.Status, res.Body)
	}
	got, _ := byID(t, c, it.ID)
	if got.Tarefa != "Ligar para o bufê" || got.Prioridade != checklist.Alta || *got.Prazo != "2027-02-01" || *got.HorarioLembrete != "18:30" ||
		got.Notas == nil || *got.Notas != "Falar com a Joana: (11) 91234-5678" || got.Status != checklist.Pendente {
		t.Fatalf("after edit %+v", got)
	}

	// Notes: up to MaxNotas characters (counted in runes), blank is null.
	if res := c.Do("PATCH", path, map[string]any{"notas": strings.Repeat("ç", checklist.MaxNotas)}); res.Status != 200 {
		t.Fatalf("notes at the limit: %d %s", res.Status, res.Body)
	}
	res = c.Do("PATCH", path, map[string]any{"notas": strings.Repeat("ç", checklist.MaxNotas+1), "tarefa": "Outro nome"})
	if res.Status != 422 || res.Err(t).Error.Fields["notas"] != "too_long" {
		t.Fatalf("notes over the limit: %d %s", res.Status, res.Body)
	}
	if got, _ := byID(t, c, it.ID); got.Tarefa != "Ligar para o bufê" {
		t.Fatalf("a refused edit changed the task: %+v", got)
	}
	if res := c.Do("PATCH", path, map[string]any{"notas": "   "}); res.Status != 200 {
		t.Fatalf("blank notes: %d", res.Status)
	}
	if got, _ := byID(t, c, it.ID); got.Notas != nil {
		t.Fatalf("blank notes stored as %q", *got.Notas)
	}
	for name, body := range map[string]map[string]any{
		"empty title":    {"tarefa": "  "},
		"bad priority":   {"prioridade": "urgente"},
		"bad deadline":   {"prazo": "2027-02-30"},
		"bad reminder":   {"horario_lembrete": "7h"},
		"notes not text": {"notas": 12},
	} {
		if res := c.Do("PATCH", path, body); res.Status != 422 {
			t.Errorf("%s: %d %s", name, res.Status, res.Body)
		}
	}

	// A deleted task cannot be edited.
	if res := c.Do("DELETE", path, nil); res.Status != 204 {
		t.Fatalf("delete: %d", res.Status)
	}
	if res := c.Do("PATCH", path, map[string]any{"notas": "depois"}); res.Status != 404 {
		t.Fatalf("edit of a deleted task: %d %s", res.Status, res.Body)
	}
}

func TestPastDeadlines(t *testing.T) {
	s := apptest.New(t) // 22/11/2026 15:00 UTC, 12:00 in São Paulo
	c := s.SignUp(t, "casal@exemplo.com")

	wantPastDeadline(t, c.Do("POST", "/api/checklist", map[string]any{"tarefa": "Velha", "prazo": "2020-01-01"}))
	wantPastDeadline(t, c.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ontem", "prazo": "2026-11-21"}))
	if n := len(list(t, c)); n != 0 {
		t.Fatalf("%d tasks after refused creates", n)
	}
	create(t, c, map[string]any{"tarefa": "Sem prazo"})

	// 23/11 01:00 UTC is still 22/11 in São Paulo: today's date is not yet past.
	s.Advance(10 * time.Hour)
	today := create(t, c, map[string]any{"tarefa": "Hoje", "prazo": "2026-11-22", "horario_lembrete": "21:00"})

	// Two days later the task's deadline is past; editing anything else keeps it.
	s.Advance(48 * time.Hour)
	path := "/api/checklist/" + today.ID
	if res := c.Do("PATCH", path, map[string]any{"tarefa": "Hoje (atrasada)", "notas": "ainda falta", "prazo": "2026-11-22"}); res.Status != 200 {
		t.Fatalf("edit of an old task: %d %s", res.Status, res.Body)
	}
	if res := c.Do("PATCH", path, map[string]any{"status": "concluido"}); res.Status != 200 {
		t.Fatalf("tick of an old task: %d %s", res.Status, res.Body)
	}
	// Moving it to another past day is refused; to today or later is fine; clearing it too.
	wantPastDeadline(t, c.Do("PATCH", path, map[string]any{"prazo": "2026-11-23"}))
	if got, _ := byID(t, c, today.ID); *got.Prazo != "2026-11-22" || got.Tarefa != "Hoje (atrasada)" {
		t.Fatalf("after a refused move %+v", got)
	}
	for _, prazo := range []any{"2026-11-24", "2027-05-01"} {
		if res := c.Do("PATCH", path, map[string]any{"prazo": prazo}); res.Status != 200 {
			t.Fatalf("move to %v: %d %s", prazo, res.Status, res.Body)
		}
	}
	if res := c.Do("PATCH", path, map[string]any{"prazo": nil, "horario_lembrete": nil}); res.Status != 200 {
		t.Fatalf("clearing the deadline and its reminder: %d %s", res.Status, res.Body)
	}
}

// wantReminderNeedsDeadline checks the refusal of a reminder time on a task without a deadline.
func wantReminderNeedsDeadline(t *testing.T, res apptest.Response) {
	t.Helper()
	if res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("reminder without a deadline: %d %s", res.Status, res.Body)
	}
	e := res.Err(t).Error
	if e.Fields["horario_lembrete"] != "deadline_required" || e.Message != "Informe o prazo para receber o lembrete." {
		t.Fatalf("reminder without a deadline: error %+v", e)
	}
}

// A checklist reminder fires at its time on the deadline's day (internal/job), so a time without
// a deadline is refused however it would arrive, and none is stored (issue 15).
func TestEveryStoredReminderCanFire(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")

	wantReminderNeedsDeadline(t, c.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "horario_lembrete": "09:00"}))
	wantReminderNeedsDeadline(t, c.Do("POST", "/api/checklist", map[string]any{"tarefa": "Ligar para o buffet", "prazo": " ", "horario_lembrete": "09:00"}))
	if n := len(list(t, c)); n != 0 {
		t.Fatalf("%d tasks after refused creates", n)
	}
	plain := create(t, c, map[string]any{"tarefa": "Sem prazo"})
	wantReminderNeedsDeadline(t, c.Do("PATCH", "/api/checklist/"+plain.ID, map[string]any{"horario_lembrete": "09:00"}))
	timed := create(t, c, map[string]any{"tarefa": "Provar o vestido", "prazo": "2026-12-01", "horario_lembrete": "09:00"})
	wantReminderNeedsDeadline(t, c.Do("PATCH", "/api/checklist/"+timed.ID, map[string]any{"prazo": nil}))
	if got, _ := byID(t, c, timed.ID); got.Prazo == nil || *got.Prazo != "2026-12-01" || *got.HorarioLembrete != "09:00" {
		t.Fatalf("after a refused edit %+v", got)
	}

	// Rows stored before the rule (a time and no deadline) lose the time that could never fire.
	if _, err := s.DB.Exec(`UPDATE checklists SET prazo = NULL WHERE id = $1`, timed.ID); err != nil {
		t.Fatal(err)
	}
	migration, err := os.ReadFile("../../migrations/sqlite/0047_reminder_needs_deadline.sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB.Exec(string(migration)); err != nil {
		t.Fatalf("migration 0047: %v", err)
	}
	var unfireable int
	if err := s.DB.QueryRow(`SELECT COUNT(*) FROM checklists WHERE horario_lembrete IS NOT NULL AND prazo IS NULL`).Scan(&unfireable); err != nil || unfireable != 0 {
		t.Fatalf("%d stored reminders without a deadline (%v)", unfireable, err)
	}
	if got, _ := byID(t, c, timed.ID); got.HorarioLembrete != nil || got.Tarefa != "Provar o vestido" {
		t.Fatalf("after the migration %+v", got)
	}
}

func TestDeleteAndUndo(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	other := s.SignUp(t, "outro@exemplo.com")
	keep := create(t, c, map[string]any{"tarefa": "Fica"})
	it := create(t, c, map[string]any{"tarefa": "Provar o vestido", "prioridade": "alta", "prazo": "2027-03-20", "horario_lembrete": "09:30", "notas": "Levar o sapato"})
	if res := c.Do("PATCH", "/api/checklist/"+it.ID, map[string]any{"status": "concluido"}); res.Status != 200 {
		t.Fatal(res.Status)
	}
	before, _ := byID(t, c, it.ID)

	s.Advance(time.Hour)
	if res := c.Do("DELETE", "/api/checklist/"+it.ID, nil); res.Status != 204 {
		t.Fatalf("delete: %d", res.Status)
	}
	if _, ok := byID(t, c, it.ID); ok {
		t.Fatal("deleted task still listed")
	}
	// Another wedding cannot bring it back, nor see that it exists.
	if res := other.Do("POST", "/api/checklist/"+it.ID+"/restore", nil); res.Status != 404 {
		t.Fatalf("restore by another wedding: %d %s", res.Status, res.Body)
	}
	if res := c.Do("POST", "/api/checklist/"+keep.ID+"/restore", nil); res.Status != 404 {
		t.Fatalf("restore of a task never deleted: %d %s", res.Status, res.Body)
	}

	res := c.Do("POST", "/api/checklist/"+it.ID+"/restore", nil)
	if res.Status != 200 {
		t.Fatalf("restore: %d %s", res.Status, res.Body)
	}
	after, ok := byID(t, c, it.ID)
	if !ok || after.Tarefa != before.Tarefa || after.Status != checklist.Concluido || after.Prioridade != before.Prioridade ||
		*after.Prazo != *before.Prazo || *after.HorarioLembrete != *before.HorarioLembrete || *after.Notas != *before.Notas ||
		!after.CreatedAt.Equal(before.CreatedAt) || !after.UpdatedAt.Equal(before.UpdatedAt) {
		t.Fatalf("restored %+v, was %+v", after, before)
	}
	if res := c.Do("POST", "/api/checklist/"+it.ID+"/restore", nil); res.Status != 404 {
		t.Fatalf("second restore: %d", res.Status)
	}

	// The undo lasts UndoWindow: just inside it works, just past it the task is gone.
	for _, c2 := range []struct {
		wait time.Duration
		want int
	}{{checklist.UndoWindow - time.Second, 200}, {checklist.UndoWindow + time.Second, 404}} {
		if res := c.Do("DELETE", "/api/checklist/"+it.ID, nil); res.Status != 204 {
			t.Fatalf("delete: %d", res.Status)
		}
		s.Advance(c2.wait)
		if res := c.Do("POST", "/api/checklist/"+it.ID+"/restore", nil); res.Status != c2.want {
			t.Fatalf("restore after %v: %d, want %d", c2.wait, res.Status, c2.want)
		}
	}
	if _, ok := byID(t, c, it.ID); ok {
		t.Fatal("a task restored after the window")
	}
}

func TestDeletedSuggestionRestoredAfterRegeneration(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	if _, err := s.DB.ExecContext(context.Background(), `UPDATE profiles SET wedding_date = $1`, "2027-08-31"); err != nil {
		t.Fatal(err)
	}
	c.Do("POST", "/api/checklist/suggested", nil)
	first := list(t, c)[0]
	c.Do("DELETE", "/api/checklist/"+first.ID, nil)
	c.Do("POST", "/api/checklist/suggested", nil) // puts a new copy of the same suggestion back
	if res := c.Do("POST", "/api/checklist/"+first.ID+"/restore", nil); res.Status != 200 {
		t.Fatalf("restore beside its regenerated copy: %d %s", res.Status, res.Body)
	}
	if n := len(list(t, c)); n != 15 {
		t.Fatalf("%d tasks, want the 14 suggestions and the restored copy", n)
	}
	// Generating again does not add a third copy.
	var body struct{ Added int }
	c.Do("POST", "/api/checklist/suggested", nil).JSON(t, &body)
	if body.Added != 0 {
		t.Fatalf("added %d", body.Added)
	}
}

func TestTasksThatCloseThemselves(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	ctx := context.Background()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := s.DB.ExecContext(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`UPDATE profiles SET wedding_date = $1`, "2027-08-31")
	if res := c.Do("POST", "/api/checklist/suggested", nil); res.Status != 200 {
		t.Fatalf("generate: %d", res.Status)
	}
	task := func(tarefa string) checklist.Item {
		t.Helper()
		for _, it := range list(t, c) {
			if it.Tarefa == tarefa {
				return it
			}
		}
		t.Fatalf("no task %q", tarefa)
		return checklist.Item{}
	}
	wantAuto := func(tarefa, motivo string) {
		t.Helper()
		it := task(tarefa)
		if motivo == "" {
			if it.Status != checklist.Pendente || it.ConclusaoAutomatica != nil {
				t.Fatalf("%q closed: %+v", tarefa, it)
			}
			return
		}
		if it.Status != checklist.Concluido || it.ConclusaoAutomatica == nil || *it.ConclusaoAutomatica != motivo {
			t.Fatalf("%q not closed automatically: %+v", tarefa, it)
		}
	}
	const orcamento, local, convites, confirmacoes = "Definir o orçamento total do casamento", "Reservar o local da cerimônia e da festa",
		"Enviar os convites", "Confirmar a presença dos convidados"
	for _, k := range []string{orcamento, local, convites, confirmacoes} {
		wantAuto(k, "")
	}

	// A budget total closes 'orçamento', on the next read of the list or the dashboard.
	exec(`INSERT INTO budgets (wedding_id, total_cents, updated_at) SELECT wedding_id, 5000000, $1 FROM profiles`, s.Now())
	if res := c.Do("GET", "/api/dashboard", nil); res.Status != 200 {
		t.Fatalf("dashboard: %d", res.Status)
	}
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM checklists WHERE status = 'concluido' AND auto_concluida_em IS NOT NULL`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("dashboard read closed %d tasks (%v), want 1", n, err)
	}
	wantAuto(orcamento, "Concluída automaticamente: o orçamento total foi definido.")

	// A blank venue is no venue.
	exec(`UPDATE profiles SET wedding_location = '   '`)
	wantAuto(local, "")
	exec(`UPDATE profiles SET wedding_location = 'Espaço Jardim'`)
	wantAuto(local, "Concluída automaticamente: o local da festa foi informado em Configurações.")

	// Invitations: 3 of 5 guests (60 %) is not most; 4 of 5 (80 %) is.
	var ids []string
	for _, nome := range []string{"Ana", "Bruno", "Carla", "Davi", "Elisa"} {
		res := c.Do("POST", "/api/guests", map[string]any{"nome": nome})
		if res.Status != 201 {
			t.Fatalf("guest: %d %s", res.Status, res.Body)
		}
		var g struct{ ID string }
		res.JSON(t, &g)
		ids = append(ids, g.ID)
	}
	for i, id := range ids[:4] {
		if res := c.Do("POST", "/api/guests/"+id+"/sent", nil); res.Status >= 300 {
			t.Fatalf("sent: %d %s", res.Status, res.Body)
		}
		if i == 2 {
			wantAuto(convites, "")
		}
	}
	wantAuto(convites, "Concluída automaticamente: 80% ou mais dos convidados já receberam o convite.")

	// Confirmations: all guests must have answered.
	for i, id := range ids {
		status := "confirmado"
		if i == 0 {
			status = "recusado"
		}
		if res := c.Do("PATCH", "/api/guests/"+id, map[string]any{"status_confirmacao": status}); res.Status != 200 {
			t.Fatalf("answer: %d %s", res.Status, res.Body)
		}
		if i == 3 {
			wantAuto(confirmacoes, "")
		}
	}
	wantAuto(confirmacoes, "Concluída automaticamente: todos os convidados responderam.")

	// The couple unticks one: it stays unticked although the budget still exists, and the note
	// goes. Ticking it again by hand shows no automatic note either.
	it := task(orcamento)
	if res := c.Do("PATCH", "/api/checklist/"+it.ID, map[string]any{"status": "pendente"}); res.Status != 200 {
		t.Fatal(res.Status)
	}
	wantAuto(orcamento, "")
	c.Do("GET", "/api/dashboard", nil)
	wantAuto(orcamento, "")
	c.Do("PATCH", "/api/checklist/"+it.ID, map[string]any{"status": "concluido"})
	if got := task(orcamento); got.Status != checklist.Concluido || got.ConclusaoAutomatica != nil {
		t.Fatalf("ticked by hand: %+v", got)
	}

	// An edit that leaves the status alone keeps the note.
	lt := task(local)
	c.Do("PATCH", "/api/checklist/"+lt.ID, map[string]any{"notas": "Contrato assinado"})
	wantAuto(local, "Concluída automaticamente: o local da festa foi informado em Configurações.")

	// Another wedding's facts close nothing here.
	other := s.SignUp(t, "outro@exemplo.com")
	exec(`UPDATE profiles SET wedding_date = $1 WHERE wedding_location IS NULL`, "2027-08-31")
	other.Do("POST", "/api/checklist/suggested", nil)
	for _, it := range list(t, other) {
		if it.Status != checklist.Pendente {
			t.Fatalf("other wedding's task closed: %+v", it)
		}
	}
}

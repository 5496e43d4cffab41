// Package checklist is the planning checklist of a wedding (part 1 §2 'Planning', §3 checklists,
// §5 'Checklist add', §9 'Suggested tasks'): tasks with a status, a priority, an optional deadline
// and an optional reminder time. Types and validation here, SQL in store.go, HTTP in handler.go.
package checklist

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aceito/aceito/internal/apperr"
	"github.com/aceito/aceito/internal/calendar"
	"github.com/aceito/aceito/internal/crud"
)

// Status is a task's state; the checkbox toggles it.
type Status string

const (
	Pendente  Status = "pendente"
	Concluido Status = "concluido"
)

func (s Status) valid() bool { return s == Pendente || s == Concluido }

// Priority is a task's priority.
type Priority string

const (
	Alta  Priority = "alta"
	Media Priority = "media"
	Baixa Priority = "baixa"
)

func (p Priority) valid() bool { return p == Alta || p == Media || p == Baixa }

// Item is one checklist task.
type Item struct {
	ID              string   `json:"id"`
	Tarefa          string   `json:"tarefa"`
	Status          Status   `json:"status"`
	Prioridade      Priority `json:"prioridade"`
	Prazo           *string  `json:"prazo"`            // YYYY-MM-DD
	HorarioLembrete *string  `json:"horario_lembrete"` // HH:MM
	Notas           *string  `json:"notas"`
	// ConclusaoAutomatica says why the app ticked this suggested task itself; null otherwise, and
	// null again once the couple changes the task's status.
	ConclusaoAutomatica *string   `json:"conclusao_automatica"`
	CreatedAt           time.Time `json:"created_at"`
	UpdatedAt           time.Time `json:"updated_at"`
}

// Input is the writable part of a task: the body of a create, and of an update applied on top
// of the stored values (absent fields keep them).
type Input struct {
	Tarefa          string   `json:"tarefa"`
	Status          Status   `json:"status"`
	Prioridade      Priority `json:"prioridade"`
	Prazo           *string  `json:"prazo"`
	HorarioLembrete *string  `json:"horario_lembrete"`
	Notas           *string  `json:"notas"`
}

// MaxTarefa caps a task's description; the spec gives no limit, this keeps rows sane.
const MaxTarefa = 200

// MaxNotas caps a task's notes (issue 18 §3): room for a phone number, an address and a few
// lines about a supplier.
const MaxNotas = 2000

// Normalize trims the description, turns blank optional fields into null and applies the
// defaults of part 1 §5 (status pendente, priority media).
func (in *Input) Normalize() {
	in.Tarefa = strings.TrimSpace(in.Tarefa)
	in.Prazo = crud.BlankToNil(in.Prazo)
	in.HorarioLembrete = crud.BlankToNil(in.HorarioLembrete)
	in.Notas = crud.BlankToNil(in.Notas)
	if in.Status == "" {
		in.Status = Pendente
	}
	if in.Prioridade == "" {
		in.Prioridade = Media
	}
}

// Validate checks a normalized input: a non-empty description, a known status and priority, a
// real calendar date, and an HH:MM reminder time only with a deadline.
func (in Input) Validate() error {
	f := apperr.Fields{}
	switch n := utf8.RuneCountInString(in.Tarefa); {
	case n == 0:
		f.Add("tarefa", "required")
	case n > MaxTarefa:
		f.Add("tarefa", "too_long")
	}
	if !in.Status.valid() {
		f.Add("status", "invalid")
	}
	if !in.Prioridade.valid() {
		f.Add("prioridade", "invalid")
	}
	if in.Prazo != nil && !calendar.ValidDate(*in.Prazo) {
		f.Add("prazo", "invalid")
	}
	if in.HorarioLembrete != nil && !calendar.ValidTime(*in.HorarioLembrete) {
		f.Add("horario_lembrete", "invalid")
	}
	if in.HorarioLembrete != nil && in.Prazo == nil {
		// The reminder fires at that time on the deadline's day: without a day it never would.
		f.Add("horario_lembrete", "deadline_required")
	}
	if in.Notas != nil && utf8.RuneCountInString(*in.Notas) > MaxNotas {
		f.Add("notas", "too_long")
	}
	if len(f) == 1 && f["horario_lembrete"] == "deadline_required" {
		return errReminderNeedsDeadline
	}
	return f.Err()
}

// errReminderNeedsDeadline refuses a reminder time on a task without a deadline (issue 15): the
// scheduler fires reminders on the deadline's day, so such a time would be shown and never fire.
var errReminderNeedsDeadline = &apperr.Error{
	Kind: apperr.KindInvalid, Code: "validation_failed",
	Message: "Informe o prazo para receber o lembrete.",
	Fields:  map[string]string{"horario_lembrete": "deadline_required"},
}

func (it Item) input() Input {
	return Input{Tarefa: it.Tarefa, Status: it.Status, Prioridade: it.Prioridade, Prazo: it.Prazo, HorarioLembrete: it.HorarioLembrete, Notas: it.Notas}
}

var errNotFound = apperr.NotFound("Tarefa não encontrada.")

// errPastDeadline refuses a deadline before today (in the wedding's time zone) on a new task,
// or a deadline changed to such a day; an old task keeps its past deadline while it is edited.
var errPastDeadline = &apperr.Error{
	Kind: apperr.KindInvalid, Code: "validation_failed",
	Message: "O prazo não pode estar no passado.",
	Fields:  map[string]string{"prazo": "past"},
}

// errUndoExpired answers an undo that comes too late (or twice): the task is gone for good.
var errUndoExpired = apperr.NotFound("Não é mais possível desfazer: a tarefa já foi excluída.")

// checkDeadline refuses prazo when it is before today; today is a YYYY-MM-DD string, which
// compares in calendar order.
func checkDeadline(prazo *string, today string) error {
	if prazo != nil && *prazo < today {
		return errPastDeadline
	}
	return nil
}

// errNoWeddingDate answers a request for suggested tasks from a wedding without a date: the
// deadlines count back from it, and inventing one would give wrong deadlines.
var errNoWeddingDate = &apperr.Error{
	Kind: apperr.KindInvalid, Code: "wedding_date_required",
	Message: "Informe a data do casamento em Configurações para gerar as tarefas sugeridas.",
	Fields:  map[string]string{"wedding_date": "required"},
}

package checklist

import (
	"time"

	"github.com/aceito/aceito/internal/calendar"
)

// suggestion is one of the suggested tasks of part 1 §9, timed back from the wedding date.
type suggestion struct {
	key        string // stable: generating again never duplicates a task
	tarefa     string
	prioridade Priority
	months     int // before the wedding
	days       int // before the wedding, after the months
}

// suggestions are the 14 suggested tasks, from 6 months to 1 week before the wedding.
var suggestions = []suggestion{
	{"orcamento", "Definir o orçamento total do casamento", Alta, 6, 0},
	{"local", "Reservar o local da cerimônia e da festa", Alta, 6, 0},
	{"buffet", "Contratar o buffet", Alta, 5, 0},
	{"fotografia", "Contratar fotógrafo e videomaker", Alta, 5, 0},
	{"convidados", "Definir a lista de convidados", Media, 4, 0},
	{"trajes", "Escolher o vestido e os trajes dos noivos", Alta, 4, 0},
	{"decoracao", "Contratar a decoração e as flores", Media, 4, 0},
	{"musica", "Contratar música: DJ ou banda", Media, 3, 0},
	{"cartorio", "Dar entrada na habilitação de casamento no cartório", Alta, 3, 0},
	{"convites", "Enviar os convites", Alta, 2, 0},
	{"prova-trajes", "Fazer a prova final do vestido e dos trajes", Media, 1, 0},
	{"confirmacoes", "Confirmar a presença dos convidados", Alta, 0, 21},
	{"fornecedores", "Confirmar horários e detalhes com todos os fornecedores", Alta, 0, 14},
	{"lua-de-mel", "Preparar as malas da lua de mel", Baixa, 0, 7},
}

// deadline is the wedding date moved back by months and then days. A month back from the 31st
// lands on the last day of the shorter month (31/08 − 6 months = 28/02), not in March.
func (s suggestion) deadline(wedding time.Time) time.Time {
	return calendar.AddMonths(wedding, -s.months).AddDate(0, 0, -s.days)
}

// SuggestedTasks returns the suggested tasks for a wedding on weddingDate (YYYY-MM-DD), each
// with its deadline, in deadline order. It is the list "Gerar tarefas sugeridas" adds.
func SuggestedTasks(weddingDate time.Time) []Input {
	out := make([]Input, 0, len(suggestions))
	for _, s := range suggestions {
		prazo := s.deadline(weddingDate).Format(time.DateOnly)
		out = append(out, Input{Tarefa: s.tarefa, Status: Pendente, Prioridade: s.prioridade, Prazo: &prazo})
	}
	return out
}

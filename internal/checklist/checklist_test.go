package checklist

import (
	"strings"
	"testing"
	"time"
)

func TestSuggestedTasksCountBackFromTheWeddingDate(t *testing.T) {
	wedding := time.Date(2027, 8, 31, 0, 0, 0, 0, time.UTC)
	want := []string{
		"2027-02-28", "2027-02-28", // 6 months; 31/02 does not exist, so the month's last day
		"2027-03-31", "2027-03-31", // 5 months
		"2027-04-30", "2027-04-30", "2027-04-30", // 4 months
		"2027-05-31", "2027-05-31", // 3 months
		"2027-06-30", // 2 months
		"2027-07-31", // 1 month
		"2027-08-10", // 3 weeks
		"2027-08-17", // 2 weeks
		"2027-08-24", // 1 week
	}
	got := SuggestedTasks(wedding)
	if len(got) != 14 {
		t.Fatalf("%d suggested tasks, want 14", len(got))
	}
	high, seen := 0, map[string]bool{}
	for i, in := range got {
		if in.Prazo == nil || *in.Prazo != want[i] {
			t.Errorf("task %d %q: deadline %v, want %s", i, in.Tarefa, in.Prazo, want[i])
		}
		in.Normalize()
		if err := in.Validate(); err != nil {
			t.Errorf("task %d %q invalid: %v", i, in.Tarefa, err)
		}
		if in.Prioridade == Alta || in.Prioridade == Media {
			high++
		}
		if seen[in.Tarefa] || seen[suggestions[i].key] {
			t.Errorf("task %d repeats a text or key", i)
		}
		seen[in.Tarefa], seen[suggestions[i].key] = true, true
	}
	if high < 10 {
		t.Errorf("only %d of 14 tasks are alta or media", high)
	}

	// Across a year boundary.
	if got := *SuggestedTasks(time.Date(2027, 3, 15, 0, 0, 0, 0, time.UTC))[0].Prazo; got != "2026-09-15" {
		t.Errorf("6 months before 15/03/2027: %s", got)
	}
}

func TestValidate(t *testing.T) {
	s := func(v string) *string { return &v }
	cases := []struct {
		name   string
		in     Input
		fields map[string]string
	}{
		{"defaults", Input{Tarefa: "  Comprar alianças "}, nil},
		{"full", Input{Tarefa: "Provar o vestido", Status: Concluido, Prioridade: Alta, Prazo: s("2027-02-28"), HorarioLembrete: s("23:59")}, nil},
		{"blank optional fields", Input{Tarefa: "x", Prazo: s(" "), HorarioLembrete: s("")}, nil},
		{"empty description", Input{Tarefa: "   "}, map[string]string{"tarefa": "required"}},
		{"long description", Input{Tarefa: strings.Repeat("á", MaxTarefa+1)}, map[string]string{"tarefa": "too_long"}},
		{"bad status and priority", Input{Tarefa: "x", Status: "feito", Prioridade: "urgente"}, map[string]string{"status": "invalid", "prioridade": "invalid"}},
		{"no such day", Input{Tarefa: "x", Prazo: s("2027-02-29")}, map[string]string{"prazo": "invalid"}},
		{"brazilian order", Input{Tarefa: "x", Prazo: s("28/02/2027")}, map[string]string{"prazo": "invalid"}},
		{"instant", Input{Tarefa: "x", Prazo: s("2027-02-28T10:00:00Z")}, map[string]string{"prazo": "invalid"}},
		{"hour 24", Input{Tarefa: "x", HorarioLembrete: s("24:00")}, map[string]string{"horario_lembrete": "invalid"}},
		{"one-digit hour", Input{Tarefa: "x", HorarioLembrete: s("9:30")}, map[string]string{"horario_lembrete": "invalid"}},
		{"minute 60", Input{Tarefa: "x", HorarioLembrete: s("10:60")}, map[string]string{"horario_lembrete": "invalid"}},
		{"seconds", Input{Tarefa: "x", Prazo: s("2027-02-28"), HorarioLembrete: s("10:00:00")}, map[string]string{"horario_lembrete": "invalid"}},
		{"reminder without a deadline", Input{Tarefa: "x", HorarioLembrete: s("09:00")}, map[string]string{"horario_lembrete": "deadline_required"}},
		{"reminder with a blank deadline", Input{Tarefa: "x", Prazo: s(" "), HorarioLembrete: s("09:00")}, map[string]string{"horario_lembrete": "deadline_required"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			in.Normalize()
			err := in.Validate()
			if c.fields == nil {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				if in.Status == "" || in.Prioridade == "" || strings.TrimSpace(in.Tarefa) != in.Tarefa {
					t.Fatalf("not normalized: %+v", in)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			for f, code := range c.fields {
				if !strings.Contains(err.Error(), f+":"+code) {
					t.Errorf("error %v lacks %s:%s", err, f, code)
				}
			}
		})
	}
	in := Input{Tarefa: "x"}
	in.Normalize()
	if in.Status != Pendente || in.Prioridade != Media {
		t.Errorf("defaults: %+v", in)
	}
}

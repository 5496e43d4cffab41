-- A checklist reminder fires at its time on the task's deadline day (internal/job): a time on a
-- task without a deadline was accepted, shown ('Lembrete: 09:00') and never fired (issue 15).
-- The API now refuses it; the times already stored that way are cleared, so no stored reminder
-- lacks a firing rule (TestEveryStoredReminderCanFire).
UPDATE checklists SET horario_lembrete = NULL WHERE horario_lembrete IS NOT NULL AND prazo IS NULL;

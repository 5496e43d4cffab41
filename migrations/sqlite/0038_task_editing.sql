-- Task editing (issue 18 §3). notas are the couple's own notes on a task. auto_motivo says why
-- the app ticked a suggested task itself ('concluída automaticamente'); the couple's next change
-- of status clears it. auto_concluida_em records that the app ticked it once: it never ticks the
-- same task again, so a couple who unticks it keeps it unticked.
ALTER TABLE checklists ADD COLUMN notas TEXT;
ALTER TABLE checklists ADD COLUMN auto_motivo TEXT;
ALTER TABLE checklists ADD COLUMN auto_concluida_em TEXT;

-- A deleted task waits here for a short while, whole (same id, dates, reminder, key), so the
-- toast's 'Desfazer' can put it back exactly. Rows older than the undo window are purged.
CREATE TABLE checklists_deleted (
    id                TEXT PRIMARY KEY,
    wedding_id        TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    tarefa            TEXT NOT NULL,
    status            TEXT NOT NULL,
    prioridade        TEXT NOT NULL,
    prazo             TEXT,
    horario_lembrete  TEXT,
    suggestion_key    TEXT,
    notas             TEXT,
    auto_motivo       TEXT,
    auto_concluida_em TEXT,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    deleted_at        TEXT NOT NULL
);
CREATE INDEX checklists_deleted_wedding_deleted_at ON checklists_deleted (wedding_id, deleted_at);

-- The planning checklist and the ceremony paperwork (part 1 §2 Planning, Ceremony documentation).
-- checklists.prazo is a calendar date; horario_lembrete a time of day 'HH:MM'.
-- suggestion_key marks a generated suggested task, so generating twice adds nothing new.
CREATE TABLE checklists (
    id               TEXT PRIMARY KEY,
    wedding_id       TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    tarefa           TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'concluido')),
    prioridade       TEXT NOT NULL DEFAULT 'media' CHECK (prioridade IN ('alta', 'media', 'baixa')),
    prazo            DATE,
    horario_lembrete TEXT,
    suggestion_key   TEXT,
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX checklists_wedding_id_created_at ON checklists (wedding_id, created_at, id);
CREATE UNIQUE INDEX checklists_wedding_id_suggestion_key ON checklists (wedding_id, suggestion_key);

-- The four lists are JSON arrays of text; the *_completed ones are subsets of the *_needed ones.
CREATE TABLE ceremony_documents (
    id                  TEXT PRIMARY KEY,
    wedding_id          TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    ceremony_type       TEXT NOT NULL CHECK (ceremony_type IN ('civil', 'religious', 'both')),
    venue_name          TEXT NOT NULL,
    venue_address       TEXT NOT NULL,
    venue_phone         TEXT,
    venue_email         TEXT,
    venue_location_lat  DOUBLE PRECISION,
    venue_location_lng  DOUBLE PRECISION,
    documents_needed    TEXT NOT NULL,
    documents_completed TEXT NOT NULL,
    tasks_needed        TEXT NOT NULL,
    tasks_completed     TEXT NOT NULL,
    notes               TEXT,
    created_at          TIMESTAMPTZ NOT NULL,
    updated_at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX ceremony_documents_wedding_id_created_at ON ceremony_documents (wedding_id, created_at, id);

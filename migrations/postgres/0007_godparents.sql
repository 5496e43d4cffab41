-- Godparents (padrinhos and madrinhas) and bridesmaids of a wedding (part 2 §3 'godparents').
CREATE TABLE godparents (
    id            TEXT PRIMARY KEY,
    wedding_id    TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    nome          TEXT NOT NULL,
    email         TEXT,
    telefone      TEXT,
    tipo          TEXT NOT NULL CHECK (tipo IN ('padrinho', 'madrinha')),
    is_dama_honra BOOLEAN NOT NULL DEFAULT FALSE,
    confirmado    BOOLEAN NOT NULL DEFAULT FALSE,
    observacoes   TEXT,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX godparents_wedding_id ON godparents (wedding_id);

-- The honeymoon plan (one per wedding) with its expense tracker, and a fixed amount for budget
-- categories that are not a percentage of the total ('Lua de Mel', synced from the plan).
CREATE TABLE trip_plans (
    wedding_id    TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    id            TEXT NOT NULL UNIQUE,
    destino       TEXT NOT NULL CHECK (destino <> ''),
    orcamento_cents INTEGER CHECK (orcamento_cents >= 0),
    data_inicio   TEXT,
    data_fim      TEXT,
    preferencias  TEXT NOT NULL,
    observacoes   TEXT,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

-- The expense tracker: the spec's eight categories, replaced as a whole on every save.
CREATE TABLE trip_expenses (
    wedding_id      TEXT NOT NULL REFERENCES trip_plans (wedding_id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    category        TEXT NOT NULL,
    estimated_cents INTEGER NOT NULL CHECK (estimated_cents >= 0),
    actual_cents    INTEGER NOT NULL CHECK (actual_cents >= 0),
    PRIMARY KEY (wedding_id, position)
);

ALTER TABLE budget_categories ADD COLUMN fixed_cents INTEGER CHECK (fixed_cents >= 0);

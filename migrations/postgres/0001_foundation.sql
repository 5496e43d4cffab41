-- Accounts, the wedding tenant, sessions, e-mail outbox and guests.
CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    is_admin      BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);

CREATE TABLE weddings (
    id                  TEXT PRIMARY KEY,
    plan_id             TEXT NOT NULL DEFAULT 'essencial' CHECK (plan_id IN ('essencial', 'premium', 'luxo')),
    subscription_status TEXT NOT NULL DEFAULT 'active',
    plan_expires_at     TIMESTAMPTZ,
    time_zone           TEXT NOT NULL DEFAULT 'America/Sao_Paulo',
    -- data_version grows with every write to the wedding's planner data; caches key on it.
    data_version        BIGINT NOT NULL DEFAULT 0,
    created_at          TIMESTAMPTZ NOT NULL
);

CREATE TABLE wedding_members (
    wedding_id TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('owner', 'partner')),
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (wedding_id, user_id)
);

CREATE TABLE profiles (
    wedding_id              TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    first_name              TEXT,
    last_name               TEXT,
    partner_name            TEXT,
    wedding_date            DATE,
    civil_ceremony_date     DATE,
    religious_ceremony_date DATE,
    civil_ceremony_address  TEXT,
    wedding_location        TEXT,
    wedding_address         TEXT,
    phone                   TEXT,
    updated_at              TIMESTAMPTZ NOT NULL
);

CREATE TABLE sessions (
    id         TEXT PRIMARY KEY, -- SHA-256 of the cookie token, hex
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    wedding_id TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ
);
CREATE INDEX password_resets_user_id ON password_resets (user_id);

CREATE TABLE auth_throttle (
    key               TEXT PRIMARY KEY,
    failures          INTEGER NOT NULL,
    window_started_at TIMESTAMPTZ NOT NULL,
    locked_until      TIMESTAMPTZ
);

CREATE TABLE outbox (
    id         TEXT PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    sent_at    TIMESTAMPTZ
);

CREATE TABLE guests (
    id                 TEXT PRIMARY KEY,
    wedding_id         TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    nome               TEXT NOT NULL,
    email              TEXT,
    telefone           TEXT,
    mesa               INTEGER CHECK (mesa > 0),
    acompanhante       BOOLEAN NOT NULL DEFAULT FALSE,
    status_confirmacao TEXT NOT NULL DEFAULT 'pendente' CHECK (status_confirmacao IN ('pendente', 'confirmado', 'recusado')),
    created_at         TIMESTAMPTZ NOT NULL,
    updated_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX guests_wedding_id_created_at ON guests (wedding_id, created_at, id);

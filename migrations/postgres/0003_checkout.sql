-- Checkout sessions of the payment provider, and plans paid for by an e-mail that has no
-- account yet (claimed when that e-mail signs up).
CREATE TABLE checkout_sessions (
    id           TEXT PRIMARY KEY,
    token_hash   TEXT NOT NULL UNIQUE,
    provider     TEXT NOT NULL,
    plan_id      TEXT NOT NULL CHECK (plan_id IN ('essencial', 'premium', 'luxo')),
    email        TEXT NOT NULL,
    wedding_id   TEXT REFERENCES weddings (id) ON DELETE CASCADE,
    status       TEXT NOT NULL CHECK (status IN ('open', 'paid')),
    created_at   TIMESTAMPTZ NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    completed_at TIMESTAMPTZ
);

CREATE TABLE plan_entitlements (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL,
    plan_id             TEXT NOT NULL CHECK (plan_id IN ('essencial', 'premium', 'luxo')),
    checkout_session_id TEXT NOT NULL REFERENCES checkout_sessions (id),
    created_at          TIMESTAMPTZ NOT NULL,
    claimed_at          TIMESTAMPTZ,
    claimed_wedding_id  TEXT REFERENCES weddings (id) ON DELETE SET NULL
);
CREATE INDEX plan_entitlements_email ON plan_entitlements (email);

-- The wedding budget (one per wedding) with its categories, and the invitation message saved per guest.
CREATE TABLE budgets (
    wedding_id  TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    total_cents BIGINT NOT NULL CHECK (total_cents > 0),
    updated_at  TIMESTAMPTZ NOT NULL
);

-- Categories are replaced as a whole on every save; position keeps the couple's order.
CREATE TABLE budget_categories (
    wedding_id     TEXT NOT NULL REFERENCES budgets (wedding_id) ON DELETE CASCADE,
    position       INTEGER NOT NULL,
    nome           TEXT NOT NULL,
    percent_tenths INTEGER NOT NULL CHECK (percent_tenths BETWEEN 0 AND 1000),
    spent_cents    BIGINT NOT NULL CHECK (spent_cents >= 0),
    status         TEXT NOT NULL CHECK (status IN ('pendente', 'em_andamento', 'concluido')),
    PRIMARY KEY (wedding_id, position)
);

CREATE TABLE invitation_messages (
    id               TEXT PRIMARY KEY,
    wedding_id       TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    guest_id         TEXT NOT NULL REFERENCES guests (id) ON DELETE CASCADE,
    message_content  TEXT NOT NULL,
    wedding_date     DATE,
    wedding_location TEXT,
    wedding_address  TEXT,
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL,
    UNIQUE (wedding_id, guest_id)
);
CREATE INDEX invitation_messages_guest_id ON invitation_messages (guest_id);

-- Supplier payment reminders and spending limits (part 2 §3 payment_reminders, spending_limits).
-- notification_times is a JSON array of 'HH:MM' (São Paulo time), at least one. 'ignored' is set
-- from the events screen; the scheduler moves a pending reminder past its due date to 'overdue'.
CREATE TABLE payment_reminders (
    id                 TEXT PRIMARY KEY,
    wedding_id         TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    supplier_name      TEXT NOT NULL,
    amount_cents       BIGINT NOT NULL CHECK (amount_cents >= 0),
    due_date           DATE NOT NULL,
    status             TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'overdue', 'ignored')),
    notes              TEXT,
    notification_times TEXT NOT NULL,
    created_at         TIMESTAMPTZ NOT NULL,
    updated_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX payment_reminders_wedding_due ON payment_reminders (wedding_id, due_date, id);
-- The scheduler scans pending reminders by due date across weddings.
CREATE INDEX payment_reminders_status_due ON payment_reminders (status, due_date);

-- category is one of the spending categories of the alerts panel or of the events screen.
CREATE TABLE spending_limits (
    id            TEXT PRIMARY KEY,
    wedding_id    TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    category      TEXT NOT NULL,
    limit_cents   BIGINT NOT NULL CHECK (limit_cents > 0),
    current_cents BIGINT NOT NULL DEFAULT 0 CHECK (current_cents >= 0),
    is_active     BOOLEAN NOT NULL DEFAULT TRUE,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX spending_limits_wedding_created ON spending_limits (wedding_id, created_at DESC, id);

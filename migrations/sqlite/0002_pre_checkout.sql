-- E-mails typed in the plan picker before checkout (part 1 §3 pre_checkout_emails).
CREATE TABLE pre_checkout_emails (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL,
    plan_type  TEXT NOT NULL CHECK (plan_type IN ('essencial', 'premium', 'luxo')),
    created_at TEXT NOT NULL
);
CREATE INDEX pre_checkout_emails_email ON pre_checkout_emails (email);

-- Sign-up and visitor checkout prove the e-mail first (issue 11, enumeration). A sign-up waits
-- here until its e-mailed link is opened; only then are the user and wedding created, so a
-- pending row never holds an address: the latest sign-up for an e-mail replaces the earlier one
-- (its link stops working), and maintenance deletes expired rows. Tokens are stored hashed.
CREATE TABLE pending_signups (
    email         TEXT PRIMARY KEY,
    token_hash    TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL,
    expires_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX pending_signups_expires ON pending_signups (expires_at);

-- A visitor's plan-picker e-mail gets a link that continues to payment (the hash of its token);
-- the checkout of a visitor needs it, so paying proves the e-mail.
ALTER TABLE pre_checkout_emails ADD COLUMN token_hash TEXT;
ALTER TABLE pre_checkout_emails ADD COLUMN expires_at TIMESTAMPTZ;
CREATE UNIQUE INDEX pre_checkout_emails_token ON pre_checkout_emails (token_hash);

-- Subscription state that payment providers report, and the purchase-creates-account flow.
-- A visitor's payment now creates the account itself (and signs the buyer in), so plans paid
-- before an account existed are no longer parked as entitlements.
DROP TABLE plan_entitlements;

ALTER TABLE weddings ADD COLUMN cancel_at_period_end BOOLEAN NOT NULL DEFAULT FALSE;
-- The provider's ids for this wedding's customer and subscription (Stripe: cus_…, sub_…).
ALTER TABLE weddings ADD COLUMN billing_customer_id TEXT;
ALTER TABLE weddings ADD COLUMN billing_subscription_id TEXT;
-- When the provider's newest applied event was created: an older event delivered late is ignored.
ALTER TABLE weddings ADD COLUMN billing_synced_at TIMESTAMPTZ;
CREATE UNIQUE INDEX weddings_billing_subscription_id ON weddings (billing_subscription_id);

-- The provider's checkout id (Stripe: cs_…); the hash of the secret kept in the buyer's browser
-- (a cookie, distinct from the local page's token in the URL); the account a visitor's payment
-- created and when that browser was signed in with it (once); and why a paid checkout could not
-- be applied (support settles it).
ALTER TABLE checkout_sessions ADD COLUMN provider_ref TEXT;
ALTER TABLE checkout_sessions ADD COLUMN browser_token_hash TEXT;
ALTER TABLE checkout_sessions ADD COLUMN unapplied_reason TEXT;
ALTER TABLE checkout_sessions ADD COLUMN created_user_id TEXT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE checkout_sessions ADD COLUMN signed_in_at TIMESTAMPTZ;
CREATE UNIQUE INDEX checkout_sessions_provider_ref ON checkout_sessions (provider_ref);
CREATE UNIQUE INDEX checkout_sessions_browser_token_hash ON checkout_sessions (browser_token_hash);
CREATE INDEX checkout_sessions_expires_at ON checkout_sessions (expires_at);

-- Every provider event handled, so a webhook delivered twice changes nothing the second time.
CREATE TABLE billing_events (
    id          TEXT PRIMARY KEY,
    provider    TEXT NOT NULL,
    type        TEXT NOT NULL,
    received_at TIMESTAMPTZ NOT NULL
);

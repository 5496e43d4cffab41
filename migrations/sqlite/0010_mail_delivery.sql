-- Delivery state of the e-mail outbox. A sender claims a row (claimed_at, a lease another
-- instance respects), counts attempts, retries after next_attempt_at and gives up (failed_at,
-- with last_error) after too many. Rows stay unsent while no SMTP server is configured.
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN claimed_at TEXT;
ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN failed_at TEXT;
CREATE INDEX outbox_pending ON outbox (created_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Web Push (issue 15). push_subscriptions holds one row per member and device (a browser's
-- PushSubscription): the push service's endpoint URL and the keys a payload is encrypted to
-- (RFC 8291). A device's endpoint is unique: on a shared phone it belongs to whoever subscribed
-- last. Leaving the wedding, or deleting the account or the wedding, deletes it (the FK).
CREATE TABLE push_subscriptions (
    id              TEXT PRIMARY KEY,
    wedding_id      TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    endpoint        TEXT NOT NULL UNIQUE,
    p256dh          TEXT NOT NULL,
    auth            TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    -- When the browser last sent it (each visit re-sends it): the oldest beyond 10 per member goes.
    updated_at      TIMESTAMPTZ NOT NULL,
    last_success_at TIMESTAMPTZ,
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (wedding_id, user_id, updated_at);

-- The pushes waiting to go, one per subscription, queued in the transaction that records the
-- notification (like the e-mail outbox). not_before holds a push during the member's quiet
-- hours; a sender claims a row (claimed_at, a lease), retries after next_attempt_at and gives up
-- (failed_at, last_error). A sent push's row is deleted: its payload is the reminder's text.
CREATE TABLE push_queue (
    id              TEXT PRIMARY KEY,
    subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    payload         TEXT NOT NULL,
    not_before      TIMESTAMPTZ NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    claimed_at      TIMESTAMPTZ,
    next_attempt_at TIMESTAMPTZ,
    failed_at       TIMESTAMPTZ,
    last_error      TEXT
);
CREATE INDEX push_queue_pending ON push_queue (not_before, id) WHERE failed_at IS NULL;
CREATE INDEX push_queue_subscription ON push_queue (subscription_id);

-- The server's VAPID key pair (RFC 8292) when ACEITO_VAPID_PUBLIC_KEY/_PRIVATE_KEY are unset:
-- made once by whichever instance starts first (one row, id 1) and shared by all, so browsers'
-- subscriptions (bound to the public key) survive restarts.
CREATE TABLE vapid_keys (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    public_key  TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL
);

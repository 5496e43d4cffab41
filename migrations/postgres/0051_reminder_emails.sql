-- Reminders by e-mail, per member (issue 15). notification_prefs holds a member's document (the
-- daily digest and when it was saved); notification_channels one row per category and channel
-- the member set, so a channel (Web Push) joins later as new rows, not new columns. A missing
-- row means the default: e-mail on, no digest. Categories and channels are checked in Go
-- (notifypref.Categories, notifypref.Channels), not by a CHECK that SQLite could only widen by
-- rebuilding the table.
CREATE TABLE notification_prefs (
    id         TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    digest     BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at TIMESTAMPTZ NOT NULL,
    UNIQUE (wedding_id, user_id),
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);

CREATE TABLE notification_channels (
    wedding_id TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    category   TEXT NOT NULL,
    channel    TEXT NOT NULL,
    enabled    BOOLEAN NOT NULL,
    PRIMARY KEY (wedding_id, user_id, category, channel),
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);

-- One-click unsubscribe: one random token per e-mail, stored as its SHA-256, naming what it
-- turns off (a category, or 'digest' for every category at once).
CREATE TABLE unsubscribe_tokens (
    token_hash TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    category   TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);
CREATE INDEX unsubscribe_tokens_created ON unsubscribe_tokens (created_at);

-- The List-Unsubscribe URL an outgoing e-mail carries (RFC 8058), null for transactional mail.
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;

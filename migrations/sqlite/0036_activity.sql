-- Activity log (issue 14): who changed what in the wedding's planner data, written by
-- activity.Record in the same transaction as the change. text is the whole pt-BR sentence with
-- the member's first name at the time; user_id goes NULL when the account is deleted (the
-- sentence keeps the name). Kept for activity.Retention (README, "Privacidade e retenção").
CREATE TABLE activity_log (
    id         TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    user_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
    area       TEXT NOT NULL,
    text       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX activity_log_wedding_order ON activity_log (wedding_id, created_at DESC, id DESC);
CREATE INDEX activity_log_created ON activity_log (created_at);

-- A member's choice to get a bell notification when another member changes something.
ALTER TABLE wedding_members ADD COLUMN notify_activity BOOLEAN NOT NULL DEFAULT FALSE;

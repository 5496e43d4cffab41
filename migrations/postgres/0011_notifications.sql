-- The couple's notifications (the bell and /app/notifications). A null user_id is for both
-- members of the wedding. search_text is title and message lowercased without accents, so that
-- search behaves the same on both engines.
CREATE TABLE notifications (
    id          TEXT PRIMARY KEY,
    wedding_id  TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    user_id     TEXT REFERENCES users (id) ON DELETE CASCADE,
    type        TEXT NOT NULL DEFAULT 'info' CHECK (type IN ('info', 'success', 'warning', 'error', 'reminder')),
    title       TEXT NOT NULL,
    message     TEXT NOT NULL,
    link        TEXT,
    priority    INTEGER NOT NULL DEFAULT 1 CHECK (priority BETWEEN 1 AND 5),
    search_text TEXT NOT NULL,
    read_at     TIMESTAMPTZ,
    created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX notifications_wedding_order ON notifications (wedding_id, priority DESC, created_at DESC, id DESC);

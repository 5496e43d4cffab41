-- Luxo's 'Backup automático': one copy of the wedding's export (the LGPD zip) per ISO week
-- (week = '2026-W48', UTC). UNIQUE (wedding_id, week) makes a second copy in one week
-- impossible whatever the scheduler does (restarts, two instances). The last 4 ready copies
-- are kept; older ones are deleted with their files. Rows go with the wedding (files with
-- storage.DeleteAll of the wedding's directory).
CREATE TABLE automatic_backups (
    id          TEXT PRIMARY KEY,
    wedding_id  TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    week        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('pending', 'running', 'ready', 'failed')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    file_key    TEXT,
    size_bytes  BIGINT,
    claimed_at  TEXT,
    ready_at    TEXT,
    created_at  TEXT NOT NULL,
    UNIQUE (wedding_id, week)
);
CREATE INDEX automatic_backups_status ON automatic_backups (status, created_at);

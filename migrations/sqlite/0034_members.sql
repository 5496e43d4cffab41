-- Members (issue 14): the partner and cerimonialistas join a wedding by invitation; roles
-- owner, partner and planner. SQLite cannot change a CHECK in place, so wedding_members is
-- rebuilt; calendar_feeds (the one table referencing it) is set aside first so that dropping
-- the old table cascades into nothing, and put back afterwards with its rows.
CREATE TABLE calendar_feeds_keep AS SELECT user_id, wedding_id, token_hash, created_at FROM calendar_feeds;
DROP TABLE calendar_feeds;

CREATE TABLE wedding_members_new (
    wedding_id TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('owner', 'partner', 'planner')),
    created_at TEXT NOT NULL,
    PRIMARY KEY (wedding_id, user_id)
);
INSERT INTO wedding_members_new (wedding_id, user_id, role, created_at)
    SELECT wedding_id, user_id, role, created_at FROM wedding_members;
DROP TABLE wedding_members;
ALTER TABLE wedding_members_new RENAME TO wedding_members;

CREATE TABLE calendar_feeds (
    user_id    TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);
INSERT INTO calendar_feeds (user_id, wedding_id, token_hash, created_at)
    SELECT user_id, wedding_id, token_hash, created_at FROM calendar_feeds_keep;
DROP TABLE calendar_feeds_keep;

-- An invitation to join a wedding. Only the SHA-256 of the e-mailed token is stored; it works
-- once (accepted_at), for 7 days (expires_at), until the owner revokes it (revoked_at).
CREATE TABLE member_invitations (
    id          TEXT PRIMARY KEY,
    wedding_id  TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    email       TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('partner', 'planner')),
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    accepted_at TEXT,
    accepted_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    revoked_at  TEXT
);
CREATE INDEX member_invitations_wedding ON member_invitations (wedding_id, created_at);

-- The member whose write last bumped data_version (wedding.LockForWrite), NULL for the
-- scheduler's writes: the seam a later activity log builds on.
ALTER TABLE weddings ADD COLUMN last_written_by TEXT;

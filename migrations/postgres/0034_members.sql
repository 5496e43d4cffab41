-- Members (issue 14): the partner and cerimonialistas join a wedding by invitation; roles
-- owner, partner and planner.
ALTER TABLE wedding_members DROP CONSTRAINT wedding_members_role_check;
ALTER TABLE wedding_members ADD CONSTRAINT wedding_members_role_check CHECK (role IN ('owner', 'partner', 'planner'));

-- An invitation to join a wedding. Only the SHA-256 of the e-mailed token is stored; it works
-- once (accepted_at), for 7 days (expires_at), until the owner revokes it (revoked_at).
CREATE TABLE member_invitations (
    id          TEXT PRIMARY KEY,
    wedding_id  TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    email       TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('partner', 'planner')),
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    accepted_at TIMESTAMPTZ,
    accepted_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    revoked_at  TIMESTAMPTZ
);
CREATE INDEX member_invitations_wedding ON member_invitations (wedding_id, created_at);

-- The member whose write last bumped data_version (wedding.LockForWrite), NULL for the
-- scheduler's writes: the seam a later activity log builds on.
ALTER TABLE weddings ADD COLUMN last_written_by TEXT;

-- LGPD: data exports ('Baixar meus dados'), account deletion with a grace period, and the
-- couple's choice to keep guests' contact data after the wedding.

-- A requested export of a wedding's data: built in the background into one zip in the file
-- store (file_key = {wedding_id}/exports/{id}.zip), downloadable by members until expires_at,
-- then deleted with its file. claimed_at is the builder's lease (a dead instance's lapses).
CREATE TABLE data_exports (
    id           TEXT PRIMARY KEY,
    wedding_id   TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    requested_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    status       TEXT NOT NULL CHECK (status IN ('pending', 'running', 'ready', 'failed')),
    file_key     TEXT,
    size_bytes   BIGINT,
    claimed_at   TEXT,
    ready_at     TEXT,
    expires_at   TEXT NOT NULL,
    created_at   TEXT NOT NULL
);
CREATE INDEX data_exports_wedding_created ON data_exports (wedding_id, created_at DESC, id);
CREATE INDEX data_exports_status ON data_exports (status, created_at);

-- 'Excluir conta': the account is deleted at deletion_due_at unless the e-mailed link (whose
-- SHA-256 is deletion_cancel_hash) undoes it first; meanwhile it cannot sign in.
ALTER TABLE users ADD COLUMN deletion_requested_at TEXT;
ALTER TABLE users ADD COLUMN deletion_due_at TEXT;
ALTER TABLE users ADD COLUMN deletion_cancel_hash TEXT;
CREATE UNIQUE INDEX users_deletion_cancel_hash ON users (deletion_cancel_hash);
CREATE INDEX users_deletion_due_at ON users (deletion_due_at);

-- 'Manter dados dos convidados após o casamento': off, guests' e-mail and phone are cleared 12
-- months after the wedding date.
ALTER TABLE weddings ADD COLUMN keep_guest_data BOOLEAN NOT NULL DEFAULT FALSE;

-- Paid checkouts are payment records kept 5 years after payment (tax law) even once the wedding
-- is deleted: then the e-mail is replaced by its SHA-256 and the links to wedding and user go.
ALTER TABLE checkout_sessions ADD COLUMN anonymized_at TEXT;

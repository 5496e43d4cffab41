-- Connected devices (Configurações › Dispositivos conectados): each session gets a public id
-- that the API may show and act on (the primary key is the hash of the secret cookie and never
-- leaves the server), the browser's User-Agent from sign-in, and when it was last used (written
-- with the hourly sliding renewal, so it is exact to the hour).
ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
UPDATE sessions SET public_id = lower(hex(randomblob(16))), last_seen_at = created_at;
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);

-- One row per invitation e-mail queued (first send, resend, scheduler reminder). The daily send
-- limit counts these: unlike digital_invitation_links they survive the invitation's deletion, so
-- "create, delete, repeat" cannot send unlimited e-mails. Rows older than a few days are pruned
-- by the app's maintenance loop.
CREATE TABLE digital_invitation_sends (
    id         TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
);
CREATE INDEX digital_invitation_sends_wedding_created ON digital_invitation_sends (wedding_id, created_at);

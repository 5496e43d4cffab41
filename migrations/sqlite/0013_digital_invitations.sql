-- Digital invitations e-mailed to guests (part 2 §3 digital_invitations). reminder_days is a JSON
-- array of whole days before event_date (default [7,2,0]); event_time is 'HH:MM' or null.
CREATE TABLE digital_invitations (
    id             TEXT PRIMARY KEY,
    wedding_id     TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    guest_name     TEXT NOT NULL,
    guest_email    TEXT NOT NULL,
    guest_phone    TEXT,
    event_date     TEXT NOT NULL,
    event_time     TEXT,
    event_location TEXT,
    map_link       TEXT,
    dress_code     TEXT,
    host_name      TEXT,
    custom_message TEXT,
    reminder_days  TEXT NOT NULL,
    status         TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'confirmed', 'declined')),
    responded_at   TEXT,
    sent_at        TEXT NOT NULL,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE INDEX digital_invitations_wedding_created ON digital_invitations (wedding_id, created_at DESC, id);
CREATE INDEX digital_invitations_event_date ON digital_invitations (event_date);

-- Every e-mail sent for an invitation carries its own RSVP link; all stay valid, so a guest can
-- answer from the first e-mail or a reminder. Only the SHA-256 of the token is stored.
CREATE TABLE digital_invitation_links (
    token_hash    TEXT PRIMARY KEY,
    invitation_id TEXT NOT NULL REFERENCES digital_invitations (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL
);
CREATE INDEX digital_invitation_links_invitation ON digital_invitation_links (invitation_id);

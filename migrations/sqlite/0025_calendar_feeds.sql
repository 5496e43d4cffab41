-- Calendar integration (issue 12 §2): each member's private iCalendar feed /cal/{token}.ics.
-- Only the SHA-256 of the token (128 random bits) is stored, so the URL is shown once; a new
-- token replaces the row and the old URL stops working. The row goes with the membership.
CREATE TABLE calendar_feeds (
    user_id    TEXT PRIMARY KEY,
    wedding_id TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    FOREIGN KEY (wedding_id, user_id) REFERENCES wedding_members (wedding_id, user_id) ON DELETE CASCADE
);

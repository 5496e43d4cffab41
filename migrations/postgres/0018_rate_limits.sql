-- The one rate limiter (internal/ratelimit): a fixed window per key. key is the rule's name and a
-- hash of what it counts (client IP bucket, e-mail, RSVP token); hits counts this window's
-- requests; reset_at ends the window. Rows whose window ended are deleted by the maintenance
-- loop. It replaces auth_throttle (sign-in and reset counters), whose rules moved here.
CREATE TABLE rate_limits (
    key      TEXT PRIMARY KEY,
    hits     INTEGER NOT NULL,
    reset_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
DROP TABLE auth_throttle;

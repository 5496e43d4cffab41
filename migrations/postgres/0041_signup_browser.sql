-- The browser that started a pending sign-up (the SHA-256 of a secret in its cookie): the
-- 'Confirme seu e-mail' link signs in with the password of whoever started the sign-up, so it
-- needs that browser, or that password (issue 11, pre-account hijacking).
ALTER TABLE pending_signups ADD COLUMN browser_hash TEXT;

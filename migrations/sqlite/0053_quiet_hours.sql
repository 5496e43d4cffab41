-- Quiet hours (issue 15): when on (the default), no push between 22:00 and 08:00 in São Paulo;
-- a push due then waits until 08:00. E-mail is not affected.
ALTER TABLE notification_prefs ADD COLUMN quiet_hours BOOLEAN NOT NULL DEFAULT TRUE;

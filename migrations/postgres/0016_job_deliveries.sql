-- One row per delivery the scheduler made (internal/job). key names the delivery (e.g.
-- 'checklist:{id}:{date}:{HH:MM}'); it is inserted with ON CONFLICT DO NOTHING in the same
-- transaction as the delivery's effect, so a restart, a slow tick or a second instance never
-- delivers it twice.
CREATE TABLE job_deliveries (
    key          TEXT PRIMARY KEY,
    wedding_id   TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    kind         TEXT NOT NULL,
    delivered_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX job_deliveries_wedding ON job_deliveries (wedding_id);

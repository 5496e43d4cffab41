-- Version-checked saves (issue 14): each whole document the couple edits as one form carries
-- its own version. A save sends the version it read; the store compares it under the wedding's
-- lock and answers 409 conflict when another member saved first. A document without a row yet
-- is version 0. These are per document, not the wedding's data_version, so a write to the
-- guest list never makes the budget stale.
ALTER TABLE budgets ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE profiles ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE trip_plans ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE pix_info ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE invitation_messages ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE wedding_sites ADD COLUMN version BIGINT NOT NULL DEFAULT 0;

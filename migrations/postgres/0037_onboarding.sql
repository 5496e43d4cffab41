-- Onboarding (issue 18 §2): the first-run flow's progress per wedding, and the answers that have
-- no home elsewhere (ceremony time, city, church or cartório, guest estimate). Names, wedding
-- date and venue go to profiles; the budget total to budgets. done_at is set when the couple
-- finishes the flow or skips it (skipped = TRUE); a wedding without a row has not started it.
CREATE TABLE wedding_onboarding (
    wedding_id     TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    step           INTEGER NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 6),
    ceremony_time  TEXT,
    city           TEXT,
    ceremony_place TEXT,
    guest_estimate INTEGER CHECK (guest_estimate BETWEEN 1 AND 5000),
    skipped        BOOLEAN NOT NULL DEFAULT FALSE,
    done_at        TIMESTAMPTZ,
    updated_at     TIMESTAMPTZ NOT NULL
);

-- Weddings already planning (a wedding date or a task) are past their first visit: the flow is
-- not offered to them again.
INSERT INTO wedding_onboarding (wedding_id, step, skipped, done_at, updated_at)
    SELECT w.id, 0, TRUE, w.created_at, w.created_at FROM weddings w
    WHERE EXISTS (SELECT 1 FROM profiles p WHERE p.wedding_id = w.id AND p.wedding_date IS NOT NULL)
       OR EXISTS (SELECT 1 FROM checklists c WHERE c.wedding_id = w.id);

-- Sign-up's names never reached the profile (Configurações showed 'Seu nome' empty): copy the
-- owner's names where the profile has none.
UPDATE profiles SET first_name = (
        SELECT NULLIF(TRIM(u.first_name), '') FROM users u JOIN wedding_members m ON m.user_id = u.id
        WHERE m.wedding_id = profiles.wedding_id AND m.role = 'owner')
    WHERE first_name IS NULL OR TRIM(first_name) = '';
UPDATE profiles SET last_name = (
        SELECT NULLIF(TRIM(u.last_name), '') FROM users u JOIN wedding_members m ON m.user_id = u.id
        WHERE m.wedding_id = profiles.wedding_id AND m.role = 'owner')
    WHERE last_name IS NULL OR TRIM(last_name) = '';

-- The launch offer (ACEITO_LAUNCH_OFFER): one row, written from the configuration at every start,
-- whose claimed count only a confirmed payment raises (UPDATE … WHERE claimed < places, atomic).
CREATE TABLE launch_offer (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 99),
    places      INTEGER NOT NULL CHECK (places >= 1),
    months      INTEGER NOT NULL CHECK (months >= 1),
    is_open     BOOLEAN NOT NULL,
    claimed     INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0),
    updated_at  TEXT NOT NULL
);

-- A checkout that holds one of the offer's places (reserved when it was opened, so no more
-- discounted checkouts are handed out than places remain): the percent and months shown.
ALTER TABLE checkout_sessions ADD COLUMN offer_percent_off INTEGER;
ALTER TABLE checkout_sessions ADD COLUMN offer_months INTEGER;
-- At payment: 'claimed' (a place was claimed, discounted price), 'lost' (no place was left: full
-- price), 'over_limit' (the provider had the discount already and no place was left: honoured,
-- for support to see).
ALTER TABLE checkout_sessions ADD COLUMN offer_outcome TEXT CHECK (offer_outcome IN ('claimed', 'lost', 'over_limit'));
-- What the first payment charged, in centavos.
ALTER TABLE checkout_sessions ADD COLUMN amount_cents INTEGER;
-- The wedding a payment was applied to (a visitor's checkout has no wedding_id): the paying couples.
ALTER TABLE checkout_sessions ADD COLUMN paid_wedding_id TEXT REFERENCES weddings (id) ON DELETE SET NULL;
UPDATE checkout_sessions SET paid_wedding_id = COALESCE(wedding_id,
    (SELECT m.wedding_id FROM wedding_members m WHERE m.user_id = checkout_sessions.created_user_id LIMIT 1))
WHERE status = 'paid' AND unapplied_reason IS NULL;
CREATE INDEX checkout_sessions_paid_wedding_id ON checkout_sessions (paid_wedding_id);

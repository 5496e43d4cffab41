-- Contracts with a sinal and parcelas (issue 18 §4). The contract keeps the schedule as typed
-- (sinal amount and due date, number of parcelas and the first one's due date) and the budget
-- category it belongs to; the payments themselves are payment reminders, one per sinal or
-- parcela, tied back by contract_id and instalment (0 for the sinal, 1..n for the parcelas).
-- A reminder outlives its contract (ON DELETE SET NULL): a paid one stays as history.
ALTER TABLE contracts ADD COLUMN budget_category TEXT;
ALTER TABLE contracts ADD COLUMN sinal_cents INTEGER CHECK (sinal_cents > 0);
ALTER TABLE contracts ADD COLUMN sinal_vencimento TEXT;
ALTER TABLE contracts ADD COLUMN parcelas INTEGER NOT NULL DEFAULT 0 CHECK (parcelas BETWEEN 0 AND 24);
ALTER TABLE contracts ADD COLUMN primeira_parcela TEXT;
ALTER TABLE payment_reminders ADD COLUMN contract_id TEXT REFERENCES contracts (id) ON DELETE SET NULL;
ALTER TABLE payment_reminders ADD COLUMN instalment INTEGER;
CREATE INDEX payment_reminders_contract ON payment_reminders (contract_id, instalment);

-- A supplier's PIX key on a payment reminder (issue 12 §5): the reminder then offers a BR Code
-- with the amount. The three columns are set together or not at all.
ALTER TABLE payment_reminders ADD COLUMN pix_key_type TEXT;
ALTER TABLE payment_reminders ADD COLUMN pix_key TEXT;
ALTER TABLE payment_reminders ADD COLUMN pix_receiver TEXT;

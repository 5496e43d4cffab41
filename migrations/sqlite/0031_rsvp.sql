-- The guests' side (issue 13): named companions, per-person answers, personal RSVP links, the
-- 'Convite enviado' mark and the couple's RSVP deadline.
-- acompanhantes is a JSON array of at most 10 companions (guest.Companion), answered per person;
-- restricao_alimentar and mensagem are the invited person's own answer on the RSVP page.
-- rsvp_nonce feeds the HMAC that derives the /r/{token} link; rsvp_token_hash (SHA-256 of the
-- token) is how a link is looked up; 'Gerar novo link' replaces both.
ALTER TABLE guests ADD COLUMN acompanhantes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE guests ADD COLUMN restricao_alimentar TEXT;
ALTER TABLE guests ADD COLUMN mensagem TEXT;
ALTER TABLE guests ADD COLUMN rsvp_nonce TEXT;
ALTER TABLE guests ADD COLUMN rsvp_token_hash TEXT;
ALTER TABLE guests ADD COLUMN convite_enviado_em TEXT;
ALTER TABLE guests ADD COLUMN respondido_em TEXT;
CREATE UNIQUE INDEX guests_rsvp_token_hash ON guests (rsvp_token_hash);
-- 'Confirme até {dd/MM/yyyy}': answers change until this day (inclusive, wedding's time zone).
ALTER TABLE profiles ADD COLUMN rsvp_deadline TEXT;
-- A digital invitation of the events tab may be tied to a guest of the list: its e-mail then links
-- to that guest's personal RSVP page. Removing the guest unties it.
ALTER TABLE digital_invitations ADD COLUMN guest_id TEXT REFERENCES guests (id) ON DELETE SET NULL;

-- The row counts of a wedding's capped lists (issue 16): see the PostgreSQL migration of the
-- same number for why they are columns of the wedding's row kept by triggers. SQLite has row
-- triggers only; they fire for foreign-key cascades too (a guest's deletion removes its
-- invitation messages). The code uses no INSERT OR REPLACE, whose deletes fire no trigger
-- unless recursive_triggers is on.
ALTER TABLE weddings ADD COLUMN n_guests INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_checklists INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_ceremony_documents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_gifts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_godparents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_payment_reminders INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_spending_limits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_contracts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_gallery_images INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_digital_invitations INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weddings ADD COLUMN n_invitation_messages INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER guests_counted_insert AFTER INSERT ON guests BEGIN
    UPDATE weddings SET n_guests = n_guests + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER guests_counted_delete AFTER DELETE ON guests BEGIN
    UPDATE weddings SET n_guests = n_guests - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER checklists_counted_insert AFTER INSERT ON checklists BEGIN
    UPDATE weddings SET n_checklists = n_checklists + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER checklists_counted_delete AFTER DELETE ON checklists BEGIN
    UPDATE weddings SET n_checklists = n_checklists - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER ceremony_documents_counted_insert AFTER INSERT ON ceremony_documents BEGIN
    UPDATE weddings SET n_ceremony_documents = n_ceremony_documents + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER ceremony_documents_counted_delete AFTER DELETE ON ceremony_documents BEGIN
    UPDATE weddings SET n_ceremony_documents = n_ceremony_documents - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER gifts_counted_insert AFTER INSERT ON gifts BEGIN
    UPDATE weddings SET n_gifts = n_gifts + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER gifts_counted_delete AFTER DELETE ON gifts BEGIN
    UPDATE weddings SET n_gifts = n_gifts - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER godparents_counted_insert AFTER INSERT ON godparents BEGIN
    UPDATE weddings SET n_godparents = n_godparents + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER godparents_counted_delete AFTER DELETE ON godparents BEGIN
    UPDATE weddings SET n_godparents = n_godparents - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER payment_reminders_counted_insert AFTER INSERT ON payment_reminders BEGIN
    UPDATE weddings SET n_payment_reminders = n_payment_reminders + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER payment_reminders_counted_delete AFTER DELETE ON payment_reminders BEGIN
    UPDATE weddings SET n_payment_reminders = n_payment_reminders - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER spending_limits_counted_insert AFTER INSERT ON spending_limits BEGIN
    UPDATE weddings SET n_spending_limits = n_spending_limits + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER spending_limits_counted_delete AFTER DELETE ON spending_limits BEGIN
    UPDATE weddings SET n_spending_limits = n_spending_limits - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER contracts_counted_insert AFTER INSERT ON contracts BEGIN
    UPDATE weddings SET n_contracts = n_contracts + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER contracts_counted_delete AFTER DELETE ON contracts BEGIN
    UPDATE weddings SET n_contracts = n_contracts - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER gallery_images_counted_insert AFTER INSERT ON gallery_images BEGIN
    UPDATE weddings SET n_gallery_images = n_gallery_images + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER gallery_images_counted_delete AFTER DELETE ON gallery_images BEGIN
    UPDATE weddings SET n_gallery_images = n_gallery_images - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER digital_invitations_counted_insert AFTER INSERT ON digital_invitations BEGIN
    UPDATE weddings SET n_digital_invitations = n_digital_invitations + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER digital_invitations_counted_delete AFTER DELETE ON digital_invitations BEGIN
    UPDATE weddings SET n_digital_invitations = n_digital_invitations - 1 WHERE id = OLD.wedding_id;
END;

CREATE TRIGGER invitation_messages_counted_insert AFTER INSERT ON invitation_messages BEGIN
    UPDATE weddings SET n_invitation_messages = n_invitation_messages + 1 WHERE id = NEW.wedding_id;
END;
CREATE TRIGGER invitation_messages_counted_delete AFTER DELETE ON invitation_messages BEGIN
    UPDATE weddings SET n_invitation_messages = n_invitation_messages - 1 WHERE id = OLD.wedding_id;
END;

-- The counts so far, taken last: by then the new triggers' locks on the lists' tables keep
-- every other write to them waiting until this migration commits.
UPDATE weddings SET
    n_guests = (SELECT COUNT(*) FROM guests WHERE guests.wedding_id = weddings.id),
    n_checklists = (SELECT COUNT(*) FROM checklists WHERE checklists.wedding_id = weddings.id),
    n_ceremony_documents = (SELECT COUNT(*) FROM ceremony_documents WHERE ceremony_documents.wedding_id = weddings.id),
    n_gifts = (SELECT COUNT(*) FROM gifts WHERE gifts.wedding_id = weddings.id),
    n_godparents = (SELECT COUNT(*) FROM godparents WHERE godparents.wedding_id = weddings.id),
    n_payment_reminders = (SELECT COUNT(*) FROM payment_reminders WHERE payment_reminders.wedding_id = weddings.id),
    n_spending_limits = (SELECT COUNT(*) FROM spending_limits WHERE spending_limits.wedding_id = weddings.id),
    n_contracts = (SELECT COUNT(*) FROM contracts WHERE contracts.wedding_id = weddings.id),
    n_gallery_images = (SELECT COUNT(*) FROM gallery_images WHERE gallery_images.wedding_id = weddings.id),
    n_digital_invitations = (SELECT COUNT(*) FROM digital_invitations WHERE digital_invitations.wedding_id = weddings.id),
    n_invitation_messages = (SELECT COUNT(*) FROM invitation_messages WHERE invitation_messages.wedding_id = weddings.id);

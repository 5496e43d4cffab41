-- The row counts of a wedding's capped lists (issue 16): one column per list on the wedding's
-- row, kept by triggers on each list's table in the transaction of every insert and delete,
-- whichever path makes it (a single add, an import, a bulk or cascading delete, the demo, a
-- test's own SQL). The plan limits and the row caps read them (wedding.CountSQL) instead of
-- counting the list's index entries under the wedding's lock (about 2 µs a guest).
-- They live on the wedding's row, not in a table of their own, because that row is the
-- wedding's write lock: a trigger that moves a count takes that same lock (or already holds
-- it), so no second lock and no lock order come with them, and a new wedding starts at 0 with
-- no row to create. The triggers are per statement with transition tables, so an import or a
-- bulk delete moves each count once; the AFTER trigger of a LockAfter statement (the insert
-- and the lock-and-bump as one statement) runs at its end, after the lock. Rows never move
-- between weddings (no UPDATE of wedding_id anywhere), so inserts and deletes are all there is
-- to count.
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

CREATE FUNCTION count_guests() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_guests = w.n_guests + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_guests = w.n_guests - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER guests_counted_insert AFTER INSERT ON guests REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_guests();
CREATE TRIGGER guests_counted_delete AFTER DELETE ON guests REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_guests();

CREATE FUNCTION count_checklists() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_checklists = w.n_checklists + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_checklists = w.n_checklists - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER checklists_counted_insert AFTER INSERT ON checklists REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_checklists();
CREATE TRIGGER checklists_counted_delete AFTER DELETE ON checklists REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_checklists();

CREATE FUNCTION count_ceremony_documents() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_ceremony_documents = w.n_ceremony_documents + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_ceremony_documents = w.n_ceremony_documents - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER ceremony_documents_counted_insert AFTER INSERT ON ceremony_documents REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_ceremony_documents();
CREATE TRIGGER ceremony_documents_counted_delete AFTER DELETE ON ceremony_documents REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_ceremony_documents();

CREATE FUNCTION count_gifts() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_gifts = w.n_gifts + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_gifts = w.n_gifts - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER gifts_counted_insert AFTER INSERT ON gifts REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_gifts();
CREATE TRIGGER gifts_counted_delete AFTER DELETE ON gifts REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_gifts();

CREATE FUNCTION count_godparents() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_godparents = w.n_godparents + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_godparents = w.n_godparents - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER godparents_counted_insert AFTER INSERT ON godparents REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_godparents();
CREATE TRIGGER godparents_counted_delete AFTER DELETE ON godparents REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_godparents();

CREATE FUNCTION count_payment_reminders() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_payment_reminders = w.n_payment_reminders + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_payment_reminders = w.n_payment_reminders - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER payment_reminders_counted_insert AFTER INSERT ON payment_reminders REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_payment_reminders();
CREATE TRIGGER payment_reminders_counted_delete AFTER DELETE ON payment_reminders REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_payment_reminders();

CREATE FUNCTION count_spending_limits() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_spending_limits = w.n_spending_limits + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_spending_limits = w.n_spending_limits - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER spending_limits_counted_insert AFTER INSERT ON spending_limits REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_spending_limits();
CREATE TRIGGER spending_limits_counted_delete AFTER DELETE ON spending_limits REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_spending_limits();

CREATE FUNCTION count_contracts() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_contracts = w.n_contracts + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_contracts = w.n_contracts - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER contracts_counted_insert AFTER INSERT ON contracts REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_contracts();
CREATE TRIGGER contracts_counted_delete AFTER DELETE ON contracts REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_contracts();

CREATE FUNCTION count_gallery_images() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_gallery_images = w.n_gallery_images + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_gallery_images = w.n_gallery_images - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER gallery_images_counted_insert AFTER INSERT ON gallery_images REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_gallery_images();
CREATE TRIGGER gallery_images_counted_delete AFTER DELETE ON gallery_images REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_gallery_images();

CREATE FUNCTION count_digital_invitations() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_digital_invitations = w.n_digital_invitations + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_digital_invitations = w.n_digital_invitations - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER digital_invitations_counted_insert AFTER INSERT ON digital_invitations REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_digital_invitations();
CREATE TRIGGER digital_invitations_counted_delete AFTER DELETE ON digital_invitations REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_digital_invitations();

CREATE FUNCTION count_invitation_messages() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET n_invitation_messages = w.n_invitation_messages + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET n_invitation_messages = w.n_invitation_messages - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER invitation_messages_counted_insert AFTER INSERT ON invitation_messages REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_invitation_messages();
CREATE TRIGGER invitation_messages_counted_delete AFTER DELETE ON invitation_messages REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_invitation_messages();

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

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
-- Each list gets the same column, function and two triggers, written once here and made for
-- every list by the loop: each function's UPDATE is static SQL, so PL/pgSQL plans it once per
-- session, where one shared function taking the column from TG_ARGV would plan its dynamic
-- UPDATE again at every statement that fires it.
DO $migration$
DECLARE
    list text;
BEGIN
    FOREACH list IN ARRAY ARRAY['guests', 'checklists', 'ceremony_documents', 'gifts', 'godparents',
        'payment_reminders', 'spending_limits', 'contracts', 'gallery_images', 'digital_invitations',
        'invitation_messages']
    LOOP
        EXECUTE format('ALTER TABLE weddings ADD COLUMN %I INTEGER NOT NULL DEFAULT 0', 'n_' || list);
        EXECUTE format($fn$
CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE weddings w SET %2$I = w.%2$I + c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM new_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    ELSE
        UPDATE weddings w SET %2$I = w.%2$I - c.n
        FROM (SELECT wedding_id, COUNT(*) AS n FROM old_rows GROUP BY wedding_id) c WHERE w.id = c.wedding_id;
    END IF;
    RETURN NULL;
END
$$$fn$, 'count_' || list, 'n_' || list);
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION %I()', list || '_counted_insert', list, 'count_' || list);
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION %I()', list || '_counted_delete', list, 'count_' || list);
    END LOOP;
END
$migration$;

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

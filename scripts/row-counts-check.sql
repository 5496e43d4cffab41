-- The check of the row counts kept on each wedding's row (weddings.n_<list>, migration 0054)
-- against the rows of its lists: every wedding and list whose kept count is wrong, so no row
-- at all when they agree. Run it after restoring data into a migrated database, or after any
-- manual change that bypassed the triggers (TRUNCATE, DISABLE TRIGGER, session_replication_role
-- = replica): psql "$DATABASE_URL" -f scripts/row-counts-check.sql (PostgreSQL; the same query
-- runs on SQLite: sqlite3 aceito.db < scripts/row-counts-check.sql). The repair is the
-- migration's backfill, the UPDATE at the end of migrations/postgres/0054_row_counts.sql.
SELECT w.id AS wedding_id, 'guests' AS list, w.n_guests AS kept, (SELECT COUNT(*) FROM guests l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_guests <> (SELECT COUNT(*) FROM guests l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'checklists' AS list, w.n_checklists AS kept, (SELECT COUNT(*) FROM checklists l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_checklists <> (SELECT COUNT(*) FROM checklists l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'ceremony_documents' AS list, w.n_ceremony_documents AS kept, (SELECT COUNT(*) FROM ceremony_documents l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_ceremony_documents <> (SELECT COUNT(*) FROM ceremony_documents l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'gifts' AS list, w.n_gifts AS kept, (SELECT COUNT(*) FROM gifts l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_gifts <> (SELECT COUNT(*) FROM gifts l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'godparents' AS list, w.n_godparents AS kept, (SELECT COUNT(*) FROM godparents l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_godparents <> (SELECT COUNT(*) FROM godparents l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'payment_reminders' AS list, w.n_payment_reminders AS kept, (SELECT COUNT(*) FROM payment_reminders l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_payment_reminders <> (SELECT COUNT(*) FROM payment_reminders l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'spending_limits' AS list, w.n_spending_limits AS kept, (SELECT COUNT(*) FROM spending_limits l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_spending_limits <> (SELECT COUNT(*) FROM spending_limits l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'contracts' AS list, w.n_contracts AS kept, (SELECT COUNT(*) FROM contracts l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_contracts <> (SELECT COUNT(*) FROM contracts l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'gallery_images' AS list, w.n_gallery_images AS kept, (SELECT COUNT(*) FROM gallery_images l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_gallery_images <> (SELECT COUNT(*) FROM gallery_images l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'digital_invitations' AS list, w.n_digital_invitations AS kept, (SELECT COUNT(*) FROM digital_invitations l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_digital_invitations <> (SELECT COUNT(*) FROM digital_invitations l WHERE l.wedding_id = w.id)
UNION ALL
SELECT w.id AS wedding_id, 'invitation_messages' AS list, w.n_invitation_messages AS kept, (SELECT COUNT(*) FROM invitation_messages l WHERE l.wedding_id = w.id) AS rows_now
    FROM weddings w WHERE w.n_invitation_messages <> (SELECT COUNT(*) FROM invitation_messages l WHERE l.wedding_id = w.id)
ORDER BY 1, 2;

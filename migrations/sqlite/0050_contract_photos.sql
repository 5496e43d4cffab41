-- A contract's file may be a photo of the paper contract (issue 18 §4): JPEG or PNG, checked by
-- content like the gallery's. SQLite cannot change a column's CHECK, so the column is remade
-- beside the old one and takes its name (no index, view or trigger names file_kind).
ALTER TABLE contracts ADD COLUMN file_format TEXT CHECK (file_format IN ('pdf', 'doc', 'docx', 'jpg', 'png'));
UPDATE contracts SET file_format = file_kind;
ALTER TABLE contracts DROP COLUMN file_kind;
ALTER TABLE contracts RENAME COLUMN file_format TO file_kind;

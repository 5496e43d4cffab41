-- A contract's file may be a photo of the paper contract (issue 18 §4): JPEG or PNG, checked by
-- content like the gallery's.
ALTER TABLE contracts DROP CONSTRAINT contracts_file_kind_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_file_kind_check CHECK (file_kind IN ('pdf', 'doc', 'docx', 'jpg', 'png'));

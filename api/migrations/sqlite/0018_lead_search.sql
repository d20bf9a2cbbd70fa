-- Inbox search (issue 23.7) through a full-text index, so a search reads
-- the index instead of every enquiry's text with LIKE '%word%'.
--
-- Contentless (content = ''): the index keeps the words but no second copy
-- of anyone's details, and contentless_delete = 1 (SQLite 3.43 or later;
-- sqlx bundles 3.46) lets a row be deleted, so retention and erasure take a
-- lead out of it. The rowid is the enquiry's id.
--
-- unicode61 with remove_diacritics 2 folds case and accents, so 'zoe' finds
-- 'Zoë' and 'sean' finds 'Seán', and splits at anything that is not a
-- letter or digit ('cat@law.example' is 'cat', 'law', 'example'). The search
-- matches each word the owner types as the start of a word ('boil' finds
-- 'Boiler'); the prefix indexes on the first two and three letters keep
-- such short, half-typed words from walking the whole vocabulary.
-- The phone is kept as the customer typed it ('07700 900123' is two words),
-- so 'smith 07700' narrows to Smith's lead; the digits-however-written
-- comparison stays in the query, as a word index cannot find '900-1' inside
-- a number.
CREATE VIRTUAL TABLE enquiries_search USING fts5 (
    name, email, message, service, location, phone,
    content = '',
    contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);

INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone)
SELECT id, name, email, message, service, location, phone FROM enquiries;

-- Kept in step with enquiries by the database itself, so no code path that
-- writes an enquiry (the forms, a release from spam, retention, erasure, a
-- hand-made fix in the sqlite3 shell) can leave the index behind.
CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone)
    VALUES (new.id, new.name, new.email, new.message, new.service, new.location, new.phone);
END;

-- Only when a searched column changes: a stage change or a new version
-- leaves the words as they were and costs nothing here.
CREATE TRIGGER enquiries_search_update
AFTER UPDATE OF id, name, email, message, service, location, phone ON enquiries BEGIN
    DELETE FROM enquiries_search WHERE rowid = old.id;
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone)
    VALUES (new.id, new.name, new.email, new.message, new.service, new.location, new.phone);
END;

CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
    DELETE FROM enquiries_search WHERE rowid = old.id;
END;

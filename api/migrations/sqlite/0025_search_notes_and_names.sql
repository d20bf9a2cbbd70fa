-- The inbox search (0018) also reads a lead's notes, and finds a name
-- written with or without its apostrophe or hyphen (issue 33.8: 'Oneill'
-- missed 'O'Neill', and nothing found a word the owner had noted).
--
-- The word index gains two columns, so it is made again (a contentless FTS5
-- table cannot be altered) with everything 0018 decided:
--   joined: the name with apostrophes and hyphens taken out ('O'Neill' and
--           'O’Neill' are held as 'oneill' here beside 'o' 'neill' in name);
--           the search asks for a word typed with one either way
--           (enquiries/search.rs), so 'Oneill' and 'O'Neill' find each other.
--   notes:  every note of the lead's history (lead_events.note: the notes
--           and the notes given with a stage change), one after another.
-- A lead is one row, so every word typed may be in a different column.
DROP TRIGGER enquiries_search_insert;
DROP TRIGGER enquiries_search_update;
DROP TRIGGER enquiries_search_delete;
DROP TABLE enquiries_search;

CREATE VIRTUAL TABLE enquiries_search USING fts5 (
    name, email, message, service, location, phone, joined, notes,
    content = '',
    contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);

-- One lead's row, written from the enquiry and its notes; used by every
-- trigger below (SQLite has no functions in SQL, so the expression is
-- repeated in each; the test in search.rs compares them with a backfill).
INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
SELECT e.id, e.name, e.email, e.message, e.service, e.location, e.phone,
       replace(replace(replace(replace(replace(replace(e.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
       (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = e.id AND n.note IS NOT NULL)
FROM enquiries e;

CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
    VALUES (new.id, new.name, new.email, new.message, new.service, new.location, new.phone,
        replace(replace(replace(replace(replace(replace(new.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
        (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = new.id AND n.note IS NOT NULL));
END;

-- Only when a searched column changes: a stage change or a new version
-- leaves the words as they were and costs nothing here.
CREATE TRIGGER enquiries_search_update
AFTER UPDATE OF id, name, email, message, service, location, phone ON enquiries BEGIN
    DELETE FROM enquiries_search WHERE rowid = old.id;
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
    VALUES (new.id, new.name, new.email, new.message, new.service, new.location, new.phone,
        replace(replace(replace(replace(replace(replace(new.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
        (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = new.id AND n.note IS NOT NULL));
END;

CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
    DELETE FROM enquiries_search WHERE rowid = old.id;
END;

-- A note added, changed or deleted (erasure, retention) rewrites its lead's
-- row; a lead already deleted has none to write (the SELECT finds nothing).
CREATE TRIGGER lead_notes_search_insert AFTER INSERT ON lead_events
WHEN new.note IS NOT NULL BEGIN
    DELETE FROM enquiries_search WHERE rowid = new.enquiry_id;
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
    SELECT e.id, e.name, e.email, e.message, e.service, e.location, e.phone,
           replace(replace(replace(replace(replace(replace(e.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
           (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = e.id AND n.note IS NOT NULL)
    FROM enquiries e WHERE e.id = new.enquiry_id;
END;

CREATE TRIGGER lead_notes_search_update AFTER UPDATE OF note, enquiry_id ON lead_events BEGIN
    DELETE FROM enquiries_search WHERE rowid IN (old.enquiry_id, new.enquiry_id);
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
    SELECT e.id, e.name, e.email, e.message, e.service, e.location, e.phone,
           replace(replace(replace(replace(replace(replace(e.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
           (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = e.id AND n.note IS NOT NULL)
    FROM enquiries e WHERE e.id IN (old.enquiry_id, new.enquiry_id);
END;

CREATE TRIGGER lead_notes_search_delete AFTER DELETE ON lead_events
WHEN old.note IS NOT NULL BEGIN
    DELETE FROM enquiries_search WHERE rowid = old.enquiry_id;
    INSERT INTO enquiries_search (rowid, name, email, message, service, location, phone, joined, notes)
    SELECT e.id, e.name, e.email, e.message, e.service, e.location, e.phone,
           replace(replace(replace(replace(replace(replace(e.name, '''', ''), '’', ''), '‘', ''), '`', ''), '-', ''), '‐', ''),
           (SELECT group_concat(n.note, ' ') FROM lead_events n WHERE n.enquiry_id = e.id AND n.note IS NOT NULL)
    FROM enquiries e WHERE e.id = old.enquiry_id;
END;

-- Inbox search (issue 23.7) through a full-text index, so a search reads
-- the index instead of every enquiry's text with LIKE '%word%'.
--
-- The 'simple' configuration, not 'english': names and places are most of
-- what owners search for, and the English stemmer mangles them ('Innes'
-- becomes 'inn', 'Hughes' 'hugh', 'Wills' 'will', 'Davies' 'davi') and its
-- stop words drop the 'A' of 'Flat 2/A'. The search instead
-- matches each typed word as the start of a word (to_tsquery's ':*'), which
-- finds 'repairs' from 'repair' as stemming would, and 'boil' from 'boiler'
-- as the owner types, and behaves the same as SQLite's index (unicode61
-- there, 0018 in migrations/sqlite).
--
-- To match SQLite's remove_diacritics, letters with accents (Latin-1 and
-- Latin Extended-A: Zoë, Seán, Müller, Wójcik) are folded to their plain
-- letter, upper and lower case, so the fold does not depend on the
-- database's locale. Each pair below was checked against SQLite's fold.
-- Written as SQL-standard bodies (RETURN, PostgreSQL 14 or later), which
-- are bound when created, not looked up again under each caller's
-- search_path.
CREATE FUNCTION lead_search_fold(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN translate(lower(t),
        'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
        'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz');

-- The words of a lead. ASCII punctuation becomes a space first: PostgreSQL's
-- parser would otherwise keep 'cat@law.example', 'law.example', '2/1' or
-- 'well-known' whole as an email, host, path or compound, and a search for
-- 'law' would miss them; SQLite splits them into words, and so does this.
-- The phone is kept as typed ('07700 900123' is two words), as in SQLite.
CREATE FUNCTION lead_search_document(
    name text, email text, message text, service text, location text, phone text
) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN to_tsvector('simple', translate(
        lead_search_fold(concat_ws(' ', name, email, message, service, location, phone)),
        '!"#$%&''()*+,-./:;<=>?@[\]^_`{|}~',
        '                                '));

-- Each lead's words, stored: a table beside enquiries, as on SQLite, with
-- the GIN index. Not an expression index over lead_search_document: the
-- accent fold (translate over 161 letters) costs about 0.1 ms a lead, and
-- whenever the planner filtered rows with the expression instead of reading
-- the index (it did on freshly loaded tables, before their statistics) a
-- search of 10,000 leads took 2 s; stored, it is computed once per write.
-- Not a tsvector column on enquiries either: the inbox reads enquiries with
-- SELECT *, and sqlx's Any driver cannot decode a tsvector. The rows go with
-- their enquiry (ON DELETE CASCADE: retention, erasure).
CREATE TABLE enquiries_search (
    id     BIGINT PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE ON UPDATE CASCADE,
    words  tsvector NOT NULL
);

-- Kept in step by the database itself, so no code path that writes an
-- enquiry can leave the words behind; only a change to a searched column
-- (not a stage change or a new version) rewrites them.
CREATE FUNCTION enquiries_search_write() RETURNS trigger
    LANGUAGE plpgsql
AS $$
BEGIN
    INSERT INTO enquiries_search (id, words)
    VALUES (NEW.id, lead_search_document(NEW.name, NEW.email, NEW.message, NEW.service, NEW.location, NEW.phone))
    ON CONFLICT (id) DO UPDATE SET words = EXCLUDED.words;
    RETURN NULL;
END
$$;

CREATE TRIGGER enquiries_search_write
    AFTER INSERT OR UPDATE OF name, email, message, service, location, phone ON enquiries
    FOR EACH ROW EXECUTE FUNCTION enquiries_search_write();

-- After the trigger: creating it locks out writes to enquiries until this
-- migration commits, so a lead another instance stores meanwhile is either
-- in the backfill or written by the trigger, never neither.
INSERT INTO enquiries_search (id, words)
SELECT id, lead_search_document(name, email, message, service, location, phone) FROM enquiries;

-- Built after the backfill, in one pass. fastupdate off: a new lead's words
-- go into the index at once rather than into GIN's pending list, which
-- every search reads through until vacuum merges it (a bulk of new leads
-- there made searches several times slower). A lead is written far less
-- often than the inbox is searched.
CREATE INDEX enquiries_search_words ON enquiries_search USING GIN (words) WITH (fastupdate = off);
-- Statistics now, so the first searches after the upgrade are planned with
-- the index's real size rather than a guess.
ANALYZE enquiries_search;

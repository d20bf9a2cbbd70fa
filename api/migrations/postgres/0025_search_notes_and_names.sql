-- The inbox search (0018) also reads a lead's notes, and finds a name
-- written with or without its apostrophe or hyphen (issue 33.8: 'Oneill'
-- missed 'O'Neill', and nothing found a word the owner had noted), as the
-- same migration does on SQLite.
--
-- A lead's words are now, one after another (tsvector ||):
--   its own columns, as 0018 wrote them;
--   its name with apostrophes and hyphens taken out ('O'Neill', 'O’Neill'
--   are also 'oneill'); the search asks for a word typed with one either way
--   (enquiries/search.rs), so 'Oneill' and 'O'Neill' find each other;
--   every note of its history (lead_events.note: notes, and the notes given
--   with a stage change).

-- The name without what joins its parts.
CREATE FUNCTION lead_search_joined(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN translate(t, '''’‘`-‐', '');

-- Writes one lead's words from the enquiry and its notes. A lead already
-- deleted has none (the SELECT finds nothing; its row went by the cascade).
CREATE FUNCTION lead_search_refresh(lead bigint) RETURNS void
    LANGUAGE sql
AS $$
    INSERT INTO enquiries_search (id, words)
    SELECT e.id,
           lead_search_document(e.name, e.email, e.message, e.service, e.location, e.phone)
           || lead_search_document(lead_search_joined(e.name), NULL,
                  (SELECT string_agg(n.note, ' ' ORDER BY n.id) FROM lead_events n
                    WHERE n.enquiry_id = e.id AND n.note IS NOT NULL),
                  NULL, NULL, NULL)
    FROM enquiries e WHERE e.id = lead
    ON CONFLICT (id) DO UPDATE SET words = EXCLUDED.words;
$$;

-- The enquiry's trigger (0018) now writes through the function.
CREATE OR REPLACE FUNCTION enquiries_search_write() RETURNS trigger
    LANGUAGE plpgsql
AS $$
BEGIN
    PERFORM lead_search_refresh(NEW.id);
    RETURN NULL;
END
$$;

-- A note added, changed or deleted (erasure, retention) rewrites its lead's.
CREATE FUNCTION lead_notes_search_write() RETURNS trigger
    LANGUAGE plpgsql
AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.note IS NOT NULL THEN
        PERFORM lead_search_refresh(OLD.enquiry_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.note IS NOT NULL
       AND (TG_OP = 'INSERT' OR NEW.enquiry_id IS DISTINCT FROM OLD.enquiry_id OR OLD.note IS NULL) THEN
        PERFORM lead_search_refresh(NEW.enquiry_id);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER lead_notes_search_write
    AFTER INSERT OR UPDATE OF note, enquiry_id OR DELETE ON lead_events
    FOR EACH ROW EXECUTE FUNCTION lead_notes_search_write();

-- Every lead's words again, after the triggers (as 0018: a lead another
-- instance stores meanwhile is in one or the other).
SELECT lead_search_refresh(id) FROM enquiries;
ANALYZE enquiries_search;

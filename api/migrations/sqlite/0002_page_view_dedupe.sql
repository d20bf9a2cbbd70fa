-- A visitor's view of a page counts once per 30 minutes (issue 10.7): the
-- time this visitor's view of this page was last counted.
ALTER TABLE page_visitors ADD COLUMN last_counted_at TEXT;

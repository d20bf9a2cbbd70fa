-- The optional daily digest to the owner (issue 11.8). A row per day whose
-- digest was queued: the day is the primary key, so of two instances deciding
-- at once that a digest is due, only the one whose insert succeeds queues it.
-- Rows older than a month are deleted as new ones are made.
CREATE TABLE daily_digests (
    day        TEXT PRIMARY KEY,
    queued_at  TEXT NOT NULL
);

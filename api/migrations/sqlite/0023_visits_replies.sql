-- Visits and replies (issue 33 items 5 and 6).

-- A survey or job visit booked on a lead. starts_at is the instant (RFC 3339
-- UTC, like every stored time); local_start is the UK wall-clock time the
-- owner chose ('YYYY-MM-DDTHH:MM'), kept so what the owner typed is what the
-- screens and emails show even if the rule for summer time ever changed.
-- sequence is the calendar's SEQUENCE: 0 when booked, one more with every
-- reschedule or cancellation, so a calendar replaces its older copy. uid is
-- the calendar's UID, fixed for the visit's life. reminded_at is the claim of
-- the day-before reminder (set in the transaction that queues it, cleared
-- when the visit moves).
CREATE TABLE visits (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id    INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    uid           TEXT NOT NULL UNIQUE,
    -- 'survey' or 'job'
    kind          TEXT NOT NULL,
    starts_at     TEXT NOT NULL,
    local_start   TEXT NOT NULL,
    minutes       INTEGER NOT NULL,
    who           TEXT NOT NULL,
    -- 'booked' or 'cancelled'
    status        TEXT NOT NULL,
    sequence      INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL,
    created_by    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    reminded_at   TEXT
);
CREATE INDEX visits_coming ON visits (status, starts_at);
CREATE INDEX visits_enquiry ON visits (enquiry_id);

-- One attachment per email (a visit's calendar file), stored as text with
-- its name and type, and the message an email answers (In-Reply-To and
-- References), so a reply lands in the customer's thread.
ALTER TABLE outbox ADD COLUMN in_reply_to TEXT;
ALTER TABLE outbox ADD COLUMN attachment_name TEXT;
ALTER TABLE outbox ADD COLUMN attachment_type TEXT;
ALTER TABLE outbox ADD COLUMN attachment_body TEXT;

-- The owner's wording of each reply template; a key without a row uses the
-- built-in words (`admin::replies::templates`).
CREATE TABLE reply_templates (
    key         TEXT PRIMARY KEY,
    body        TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    updated_by  TEXT NOT NULL
);

-- The owner works leads (issue 11.2): a real lead moves through stages
-- new, contacted, quoted, won, lost, and every change, note, release from
-- spam and resend is kept with its time and who did it.

-- Every enquiry stored before this starts at 'new', as a fresh one does.
ALTER TABLE enquiries ADD COLUMN stage TEXT NOT NULL DEFAULT 'new';
-- When the stage last changed; NULL until the owner first moves it.
ALTER TABLE enquiries ADD COLUMN stage_changed_at TEXT;

-- One row per thing the owner did to a lead. 'received' is not stored: it
-- is the enquiry's own created_at. Deleted with the enquiry (the cascade,
-- and retention and erasure delete them explicitly as well).
CREATE TABLE lead_events (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id  INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    at          TEXT NOT NULL,
    -- The owner's account email: who did it, never the customer.
    by_owner    TEXT NOT NULL,
    -- 'stage', 'note', 'released' or 'resent'
    kind        TEXT NOT NULL,
    from_stage  TEXT,
    to_stage    TEXT,
    note        TEXT
);
CREATE INDEX lead_events_enquiry ON lead_events (enquiry_id, id);

-- The inbox lists one status (a view) newest first, filtered by stage; the
-- counts are per status and of pinned emergencies (status, stage).
CREATE INDEX enquiries_status_created ON enquiries (status, created_at);
CREATE INDEX enquiries_status_stage ON enquiries (status, stage, is_emergency);

-- Finished work becomes proof (issue 34): review requests, reviews recorded
-- with their provenance, a job written on the phone with its photographs,
-- the customer's consent to show it, and the tokens the import uses.

-- Asked at most once per lead: the time, who asked and how ('email' or
-- 'whatsapp'). Set by one conditional update, so two taps ask once.
ALTER TABLE enquiries ADD COLUMN review_requested_at TEXT;
ALTER TABLE enquiries ADD COLUMN review_requested_by TEXT;
ALTER TABLE enquiries ADD COLUMN review_requested_via TEXT;

-- A review that has appeared on a platform the catalogue names, recorded by
-- the owner from the lead it is about. `platform` is the catalogue
-- platform's key; `url` the review's own public page; the customer is named
-- by first name and town only; service and area are catalogue slugs (the
-- service-in-area page it counts towards). removed_at: taken off the site
-- (the platform removed it, or it was recorded by mistake).
CREATE TABLE reviews (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id    INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    platform      TEXT NOT NULL,
    url           TEXT NOT NULL UNIQUE,
    rating        INTEGER NOT NULL,
    body          TEXT NOT NULL,
    published_on  TEXT NOT NULL,
    first_name    TEXT NOT NULL,
    town          TEXT NOT NULL,
    service_slug  TEXT NOT NULL,
    area_slug     TEXT NOT NULL,
    recorded_at   TEXT NOT NULL,
    recorded_by   TEXT NOT NULL,
    removed_at    TEXT
);
CREATE INDEX reviews_enquiry ON reviews (enquiry_id);

-- The job written on a won lead, one per lead, as it would be published.
-- slug is fixed when the draft is made (the job's address and its photos'
-- names in the catalogue). completed_month is 'YYYY-MM'. took_unit is
-- 'hours' or 'days'. version goes up with every edit (a stale edit is a 409).
-- The preview photograph and its focal point (percent of width and height)
-- choose the link-preview crop.
CREATE TABLE job_drafts (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id          INTEGER NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
    slug                TEXT NOT NULL UNIQUE,
    service_slug        TEXT NOT NULL,
    area_slug           TEXT NOT NULL,
    neighbourhood_slug  TEXT,
    completed_month     TEXT NOT NULL,
    property            TEXT NOT NULL,
    problem             TEXT NOT NULL DEFAULT '',
    work_done           TEXT NOT NULL DEFAULT '',
    outcome             TEXT NOT NULL DEFAULT '',
    took_unit           TEXT NOT NULL DEFAULT 'hours',
    took_amount         INTEGER NOT NULL DEFAULT 0,
    price_from_pounds   INTEGER,
    price_to_pounds     INTEGER,
    preview_photo_id    INTEGER,
    preview_x           INTEGER,
    preview_y           INTEGER,
    version             INTEGER NOT NULL DEFAULT 1,
    created_at          TEXT NOT NULL,
    created_by          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    updated_by          TEXT NOT NULL
);

-- A job's photographs, in the database so every API instance shares them.
-- bytes are what arrived, decoded, turned upright and re-encoded as JPEG with
-- no metadata at all; sha256 is of those bytes (part of what the customer
-- agreed to). Served only with the owner's session or the customer's token.
CREATE TABLE job_photos (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    draft_id      INTEGER NOT NULL REFERENCES job_drafts (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    bytes         BLOB NOT NULL,
    content_type  TEXT NOT NULL,
    width         INTEGER NOT NULL,
    height        INTEGER NOT NULL,
    sha256        TEXT NOT NULL,
    alt           TEXT NOT NULL DEFAULT '',
    caption       TEXT NOT NULL DEFAULT '',
    created_at    TEXT NOT NULL,
    created_by    TEXT NOT NULL
);
CREATE INDEX job_photos_draft ON job_photos (draft_id, position);

-- The customer's answer to 'may we show this job?'. One row per link sent;
-- a newer link supersedes older open ones. The token is kept in clear so
-- the owner can send the link again, and looked up only by token_hash
-- (SHA-256 hex), as quotes are. status: 'asked', 'agreed', 'declined',
-- 'withdrawn' or 'superseded'. with_neighbourhood: whether they allowed the
-- neighbourhood to be named. shown_hash: SHA-256 of exactly what the page
-- showed them when they decided (texts, month, area, neighbourhood if
-- allowed, each photograph's sha256), so a later edit needs a new agreement.
CREATE TABLE consents (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    draft_id            INTEGER NOT NULL REFERENCES job_drafts (id) ON DELETE CASCADE,
    token               TEXT NOT NULL,
    token_hash          TEXT NOT NULL UNIQUE,
    sent_at             TEXT NOT NULL,
    sent_by             TEXT NOT NULL,
    sent_via            TEXT NOT NULL,
    status              TEXT NOT NULL DEFAULT 'asked',
    with_neighbourhood  INTEGER NOT NULL DEFAULT 0,
    shown_hash          TEXT,
    decided_at          TEXT,
    withdrawn_at        TEXT
);
CREATE INDEX consents_draft ON consents (draft_id, status);

-- Tokens an owner makes on the server for `just import-proof`: read-only
-- access to the proof export and nothing else. Only the hash is kept; the
-- token is shown once when made.
CREATE TABLE export_tokens (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    label         TEXT NOT NULL,
    token_hash    TEXT NOT NULL UNIQUE,
    created_at    TEXT NOT NULL,
    created_by    TEXT NOT NULL,
    last_used_at  TEXT,
    revoked_at    TEXT
);

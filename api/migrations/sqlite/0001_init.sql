-- Enquiries from the quote and emergency forms. Times are UTC RFC 3339 text,
-- the same in SQLite and PostgreSQL.
CREATE TABLE enquiries (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at    TEXT    NOT NULL,
    -- 'new' (valid), 'spam' (honeypot filled) or 'incomplete' (a form posted
    -- without JavaScript that failed validation: kept so nothing typed is lost).
    status        TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    phone         TEXT    NOT NULL,
    email         TEXT,
    service       TEXT    NOT NULL,
    message       TEXT,
    location      TEXT,
    is_emergency  INTEGER NOT NULL,
    page_path     TEXT,
    referrer      TEXT,
    utm_source    TEXT,
    utm_medium    TEXT,
    utm_campaign  TEXT,
    utm_term      TEXT,
    utm_content   TEXT,
    user_agent    TEXT,
    -- Validation errors of an incomplete enquiry, as JSON.
    problems      TEXT,
    -- Unguessable token for the no-JavaScript 'what is missing' page.
    access_token  TEXT
);
CREATE INDEX enquiries_created_at ON enquiries (created_at);
CREATE INDEX enquiries_page_path ON enquiries (page_path);
CREATE UNIQUE INDEX enquiries_access_token ON enquiries (access_token);

-- Email waiting to be sent. Rendered when queued, so a restart resumes as is.
CREATE TABLE outbox (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at       TEXT    NOT NULL,
    kind             TEXT    NOT NULL,
    enquiry_id       INTEGER REFERENCES enquiries (id),
    to_address       TEXT    NOT NULL,
    reply_to         TEXT,
    subject          TEXT    NOT NULL,
    body_text        TEXT    NOT NULL,
    body_html        TEXT    NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TEXT    NOT NULL,
    lease_until      TEXT,
    last_error       TEXT,
    sent_at          TEXT
);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

CREATE TABLE page_analytics (
    page_path        TEXT    PRIMARY KEY,
    page_type        TEXT    NOT NULL,
    views            INTEGER NOT NULL,
    unique_visitors  INTEGER NOT NULL,
    last_viewed      TEXT    NOT NULL
);

-- Today's visitor hashes per page (PRODUCT 17); older days are deleted.
CREATE TABLE page_visitors (
    day           TEXT NOT NULL,
    page_path     TEXT NOT NULL,
    visitor_hash  TEXT NOT NULL,
    PRIMARY KEY (day, page_path, visitor_hash)
);

-- The salt of the day; a day's salt is deleted once the day is over.
CREATE TABLE daily_salts (
    day   TEXT PRIMARY KEY,
    salt  TEXT NOT NULL
);

CREATE TABLE newsletter_subscribers (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    email             TEXT    NOT NULL UNIQUE,
    -- 'pending', 'confirmed' or 'unsubscribed'
    status            TEXT    NOT NULL,
    token             TEXT    NOT NULL UNIQUE,
    consented_at      TEXT    NOT NULL,
    confirmed_at      TEXT,
    unsubscribed_at   TEXT,
    page_path         TEXT
);

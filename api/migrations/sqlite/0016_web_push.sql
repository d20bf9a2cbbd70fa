-- Alerts on the owner's phone (issue 23.2). A browser that turned alerts on
-- leaves its push subscription: the push service's address for it and the
-- keys its messages are encrypted to. It belongs to the device the owner
-- signed in on, so forgetting the device (a password change, the account
-- removed) stops its alerts too.
CREATE TABLE push_subscriptions (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id       INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    device_hash    TEXT NOT NULL REFERENCES known_devices (token_hash) ON DELETE CASCADE,
    endpoint       TEXT NOT NULL UNIQUE,
    p256dh         TEXT NOT NULL,
    auth           TEXT NOT NULL,
    -- 1: every new lead; 0: emergencies (and overdue follow-ups) only.
    all_leads      INTEGER NOT NULL DEFAULT 0,
    user_agent     TEXT,
    created_at     TEXT NOT NULL,
    last_sent_at   TEXT
);
CREATE INDEX push_subscriptions_owner ON push_subscriptions (owner_id);

-- Pushes waiting to go, like the mail outbox: claimed with a lease so one
-- instance sends each, retried briefly, and dropped once expires_at passes
-- (an alert minutes late is worse than none). The payload is the JSON the
-- phone shows; it is encrypted to the subscription only when sent.
CREATE TABLE push_queue (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    subscription_id  INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    kind             TEXT NOT NULL,
    enquiry_id       INTEGER,
    payload          TEXT NOT NULL,
    urgent           INTEGER NOT NULL DEFAULT 0,
    state            TEXT NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    created_at       TEXT NOT NULL,
    expires_at       TEXT NOT NULL,
    next_attempt_at  TEXT NOT NULL,
    lease_until      TEXT,
    sent_at          TEXT,
    last_error       TEXT
);
CREATE INDEX push_queue_due ON push_queue (state, next_attempt_at);

-- The server's VAPID key pair (RFC 8292), made on first use unless
-- VAPID_PRIVATE_KEY is set: every instance signs with the same key, which
-- the browsers' subscriptions are bound to. One row, id 1.
CREATE TABLE push_keys (
    id           INTEGER PRIMARY KEY,
    private_key  TEXT NOT NULL,
    created_at   TEXT NOT NULL
);

-- An overdue lead is pushed once: the follow-up date it was pushed for.
ALTER TABLE enquiries ADD COLUMN overdue_pushed_on TEXT;

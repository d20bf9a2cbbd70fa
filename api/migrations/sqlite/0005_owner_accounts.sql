-- The owner's sign-in (issue 11.1). Passwords are kept only as Argon2id hashes
-- and session tokens only as their SHA-256, so a copy of the database lets
-- nobody sign in. Times in milliseconds since 1970 (UTC) where they are
-- compared for expiry; RFC 3339 text where they are shown.
CREATE TABLE owners (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    email            TEXT   NOT NULL UNIQUE,
    password_hash    TEXT   NOT NULL,
    created_at       TEXT   NOT NULL,
    last_sign_in_at  TEXT
);

-- One row per signed-in browser. The cookie holds the token; this holds its
-- hash, the per-session CSRF token and the two expiry clocks.
CREATE TABLE owner_sessions (
    token_hash     TEXT   PRIMARY KEY,
    owner_id       BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    csrf_token     TEXT   NOT NULL,
    created_ms     BIGINT NOT NULL,
    last_seen_ms   BIGINT NOT NULL,
    -- created_ms plus ADMIN_ABSOLUTE_HOURS: never moved by activity.
    absolute_ms    BIGINT NOT NULL
);
CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);

-- Failed sign-ins, per account (scope 'account', subject the SHA-256 of the email
-- typed) and per client (scope 'client', subject the client address hashed with
-- the day's salt), shared by every instance. A row is deleted a day after its
-- last failure, so no client is known for longer (PRODUCT 30).
CREATE TABLE sign_in_failures (
    scope         TEXT   NOT NULL,
    subject       TEXT   NOT NULL,
    failures      BIGINT NOT NULL,
    lockouts      BIGINT NOT NULL,
    locked_until  BIGINT NOT NULL,
    updated_ms    BIGINT NOT NULL,
    PRIMARY KEY (scope, subject)
);
CREATE INDEX sign_in_failures_updated ON sign_in_failures (updated_ms);

-- Every owner action. `client` is the address hashed with that day's salt
-- (unlinkable once the salt is gone) or 'cli' for the server's command line;
-- `owner_email` is '(unknown)' for a failed sign-in naming no account, so
-- whatever a stranger types is never stored.
CREATE TABLE owner_audit (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    at           TEXT NOT NULL,
    owner_email  TEXT NOT NULL,
    action       TEXT NOT NULL,
    client       TEXT NOT NULL
);
CREATE INDEX owner_audit_at ON owner_audit (at);

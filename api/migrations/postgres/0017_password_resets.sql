-- Password reset by an emailed link (issue 23.8). The link carries a random
-- 256-bit token; this table holds only its SHA-256, so a copy of the
-- database cannot be used to reset anyone's password. A token works once
-- (`used_ms`) and only until `expires_ms`; rows a day old are deleted.
-- `created_ms` also counts the emails an account was sent in the last hour.
CREATE TABLE password_resets (
    token_hash  TEXT    PRIMARY KEY,
    owner_id    BIGINT  NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_ms  BIGINT  NOT NULL,
    expires_ms  BIGINT  NOT NULL,
    used_ms     BIGINT
);
CREATE INDEX password_resets_owner ON password_resets (owner_id, created_ms);
CREATE INDEX password_resets_created ON password_resets (created_ms);

-- Per-client limits shared by every instance (issue 10.7): one fixed-window
-- counter per scope (contact, newsletter, page-view) and client. The client
-- is a hash of its address with the day's salt, never the address (PRODUCT
-- 30); a row is deleted once its window is over, and a window is at most a
-- day. SQLite serves one process, which keeps these counters in memory.
CREATE TABLE rate_limits (
    scope         TEXT   NOT NULL,
    client_hash   TEXT   NOT NULL,
    window_start  BIGINT NOT NULL,
    hits          BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    PRIMARY KEY (scope, client_hash, window_start)
);
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);

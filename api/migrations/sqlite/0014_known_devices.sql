-- Devices the owner has signed in on (issue 23.8): a long-lived random
-- cookie, stored here only as its hash. A known device is limited on its
-- own (so strangers' wrong passwords cannot lock the owner out of it), and a
-- sign-in from a device not known for the account emails the account.
CREATE TABLE known_devices (
    token_hash    TEXT PRIMARY KEY,
    owner_id      INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    last_used_at  TEXT NOT NULL
);
CREATE INDEX known_devices_owner ON known_devices (owner_id);

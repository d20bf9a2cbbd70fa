-- Safe writes (issue 23.5): every change to a lead (stage, note, release,
-- resend) adds one to its version, and a change is made only from the
-- version the owner's screen showed. A stale device gets 409 and the lead as
-- it now stands, instead of overwriting a newer decision.
ALTER TABLE enquiries ADD COLUMN version BIGINT NOT NULL DEFAULT 1;

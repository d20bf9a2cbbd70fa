-- An optional second factor per owner account (issue 11.1): a TOTP secret
-- (RFC 6238, base32 as authenticator apps take it) and the last time step
-- accepted, so a code seen over a shoulder cannot be used a second time.
ALTER TABLE owners ADD COLUMN totp_secret TEXT;
ALTER TABLE owners ADD COLUMN totp_last_step BIGINT;

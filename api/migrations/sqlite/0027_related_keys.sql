-- The same customer's other enquiries (issue 23.6) through an index (issue
-- 35): each enquiry keeps the keys the lead page looks them up by, so it
-- reads the few enquiries sharing one instead of comparing the last six
-- digits of every enquiry's phone (a scan: 75 ms a lead page at 20,000
-- leads, and growing with the table).
--   phone_tail: the last six digits of the number to dial (store::phone's
--               e164), NULL when there is nothing to dial;
--   email_key:  the email address trimmed and in lower case, NULL when none.
-- Both are computed in Rust (enquiries::related::contact_keys) by whatever
-- writes an enquiry. Six digits only narrow the search: the lead page
-- compares the whole number afterwards.
ALTER TABLE enquiries ADD COLUMN phone_tail TEXT;
ALTER TABLE enquiries ADD COLUMN email_key TEXT;
CREATE INDEX enquiries_phone_tail ON enquiries (phone_tail);
CREATE INDEX enquiries_email_key ON enquiries (email_key);

-- The enquiries stored before now, whose keys the API sets when it starts
-- (enquiries::related::backfill), removing each from this list as it does.
-- Not set here: SQL cannot read a number the way e164 does ('(0)' inside
-- an international number, '0044', '44' typed without the '+'), and spam
-- and incomplete enquiries keep whatever was typed. A list rather than
-- 'where the keys are NULL', as an enquiry with neither key is NULL for good
-- and would be read again at every start.
CREATE TABLE related_keys_pending (
    id INTEGER PRIMARY KEY
);
INSERT INTO related_keys_pending (id) SELECT id FROM enquiries;

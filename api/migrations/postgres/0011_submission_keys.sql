-- A form sent twice is one enquiry (issue 19.7): each submission's key, the
-- browser's idempotency key or, for a form posted without JavaScript, a hash
-- of what was typed (both hashed again here), with the enquiry it made. A
-- resend within a day is answered as the first was and stores nothing new.
-- Rows older than a day are purged daily, and with their enquiry on erasure.
CREATE TABLE submission_keys (
    key         TEXT    PRIMARY KEY,
    enquiry_id  BIGINT  NOT NULL,
    created_at  TEXT    NOT NULL
);
CREATE INDEX submission_keys_created_at ON submission_keys (created_at);
CREATE INDEX submission_keys_enquiry_id ON submission_keys (enquiry_id);

-- The mailbox a newsletter address delivers to, lowercased and without a
-- plus tag ('name+1@' and 'Name+2@' are 'name@'), so a mailbox gets one
-- confirmation email a day however its address is spelled (issue 19.6).
-- Rows from before this migration have none: they are older than a day.
ALTER TABLE newsletter_subscribers ADD COLUMN mailbox TEXT;
CREATE INDEX newsletter_subscribers_mailbox ON newsletter_subscribers (mailbox, consented_at);

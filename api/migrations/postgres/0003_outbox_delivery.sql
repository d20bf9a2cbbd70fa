-- Delivery you can trust (issue 10 items 5, 6, 11): each message has an
-- explicit state, a Message-ID that stays the same across retries, its own
-- headers, and a priority so an emergency notification is sent first.

-- 'pending' (to send), 'sent', 'failed' (gave up: permanent refusal or too
-- old), 'abandoned' (the owner stopped it).
ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE outbox ADD COLUMN failed_at TEXT;
-- Why it failed, in plain words for the owner (last_error keeps the detail).
ALTER TABLE outbox ADD COLUMN failure_reason TEXT;
-- Set at enqueue; a row queued before this migration gets one at its next claim.
ALTER TABLE outbox ADD COLUMN message_id TEXT;
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;
-- 0: the business's emergency notification, 1: other mail to the business,
-- 2: everything else.
ALTER TABLE outbox ADD COLUMN priority BIGINT NOT NULL DEFAULT 2;
-- When the owner last sent it back to pending: the maximum age counts from here.
ALTER TABLE outbox ADD COLUMN retried_at TEXT;
-- When this failure went into a summary email to the owner.
ALTER TABLE outbox ADD COLUMN reported_at TEXT;

UPDATE outbox SET state = 'sent' WHERE sent_at IS NOT NULL;
UPDATE outbox SET priority = 1 WHERE kind = 'enquiry-notification';
UPDATE outbox SET priority = 0
 WHERE kind = 'enquiry-notification'
   AND enquiry_id IN (SELECT id FROM enquiries WHERE is_emergency <> 0);

CREATE INDEX outbox_claim ON outbox (state, priority, next_attempt_at);
CREATE INDEX outbox_enquiry ON outbox (enquiry_id);

-- Speed to lead (issue 23.3): when a lead was first contacted (its stage
-- first left 'new'), so the inbox can show how long each waited, and the
-- date the owner means to follow it up (London's calendar, YYYY-MM-DD);
-- a lead past that date and still open is overdue.
ALTER TABLE enquiries ADD COLUMN first_contact_at TEXT;
ALTER TABLE enquiries ADD COLUMN follow_up_on TEXT;
-- Leads already moved on were first contacted no later than their last change.
UPDATE enquiries SET first_contact_at = stage_changed_at WHERE stage <> 'new' AND stage_changed_at IS NOT NULL;
CREATE INDEX enquiries_follow_up ON enquiries (status, follow_up_on);

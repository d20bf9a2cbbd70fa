-- Quotes to chase and money in a lead's history (issue 33.3-4).
-- chased_at: when the customer was last reminded of an unanswered quote
-- (RFC 3339 UTC); the lead leaves 'Quotes to chase' until the catalogue's
-- `quote_chase_days` have passed since.
ALTER TABLE enquiries ADD COLUMN chased_at TEXT;
-- What a stage change carried: the amount quoted or won (pence) and the
-- reason a lead was lost, so the history says it as it was at the time.
ALTER TABLE lead_events ADD COLUMN amount_pence BIGINT;
ALTER TABLE lead_events ADD COLUMN reason TEXT;
-- The chase list reads quoted leads by the age of their quote, and the Area
-- filter lists the areas present in a view.
CREATE INDEX enquiries_chase ON enquiries (stage, quoted_at);
CREATE INDEX enquiries_area ON enquiries (status, area_slug);

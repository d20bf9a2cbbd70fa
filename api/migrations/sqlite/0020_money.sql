-- Money on the lead (issue 33.3, decision 39). Amounts are whole pence,
-- VAT included, as the customer pays them; dates are RFC 3339 UTC text like
-- every other time on an enquiry. Summed in SQL on SQLite and PostgreSQL
-- alike, so BIGINT rather than a decimal: no rounding anywhere.
--
-- quoted_*: the total of the latest quote sent (or typed by hand for a
-- price given on the phone). won_*: the value agreed, from an accepted quote
-- or typed by hand; won_source says which ('quote' or 'hand').
-- lost_reason: one of the short list in `enquiries::money`, when lost.
ALTER TABLE enquiries ADD COLUMN quoted_pence BIGINT;
ALTER TABLE enquiries ADD COLUMN quoted_at TEXT;
ALTER TABLE enquiries ADD COLUMN won_pence BIGINT;
ALTER TABLE enquiries ADD COLUMN won_at TEXT;
ALTER TABLE enquiries ADD COLUMN won_source TEXT;
ALTER TABLE enquiries ADD COLUMN lost_reason TEXT;
-- The catalogue area (its slug) the postcode or town typed resolves to, set
-- when the enquiry is stored; NULL when it resolves to none. Results and the
-- Area filter group by it, never by the text typed.
ALTER TABLE enquiries ADD COLUMN area_slug TEXT;
CREATE INDEX enquiries_won_at ON enquiries (won_at);

-- Quotes the customer can accept online (issue 33.1-2). One row per version
-- sent on a lead, numbered 1, 2, ... per lead and kept exactly as sent: the
-- lines, their total, the VAT rate and number, and the date it is valid
-- until, as the customer read them. Sending version n supersedes every
-- earlier one still open ('sent'). Amounts are whole pence, VAT included.
--
-- The customer's link token is stored twice, on purpose:
--  * `token`, in clear, so the inbox can show the link again and the owner
--    can resend it (by email or WhatsApp) at any time; it opens one quote on
--    one lead, and whoever reads this table already reads the lead itself.
--  * `token_hash` (SHA-256, hex), the only column a visitor's link is looked
--    up by: the database compares a hash of what was presented, so how long
--    a wrong guess takes says nothing about any real token.
CREATE TABLE quotes (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id      INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    version         BIGINT NOT NULL,
    -- JSON array of {"description", "amountPence"}, as sent (1-20 lines).
    lines           TEXT NOT NULL,
    total_pence     BIGINT NOT NULL,
    vat_rate_bp     BIGINT NOT NULL,
    vat_number      TEXT NOT NULL,
    -- YYYY-MM-DD on the UK calendar; valid to the end of that day.
    valid_until     TEXT NOT NULL,
    -- The account that wrote and sent it (never the customer).
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    -- 'sent', 'accepted', 'declined' or 'superseded'
    status          TEXT NOT NULL DEFAULT 'sent',
    decided_at      TEXT,
    accepted_name   TEXT,
    decline_reason  TEXT,
    token           TEXT NOT NULL,
    token_hash      TEXT NOT NULL UNIQUE,
    UNIQUE (enquiry_id, version)
);

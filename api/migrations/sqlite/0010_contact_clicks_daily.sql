-- Clicks on the phone and WhatsApp links per London calendar day (issue
-- 13.4, PRODUCT 31), beside the page views: the page the click was on, its
-- type, `kind` ('call' or 'whatsapp') and the visit's landing UTM source and
-- campaign ('' = none), so the owner's results group calls and chats by
-- page, service, area and source as they group enquiries. No visitor is
-- named here: only counts.
CREATE TABLE contact_clicks_daily (
    day        TEXT   NOT NULL,
    page_path  TEXT   NOT NULL,
    page_type  TEXT   NOT NULL,
    kind       TEXT   NOT NULL,
    source     TEXT   NOT NULL,
    campaign   TEXT   NOT NULL,
    clicks     BIGINT NOT NULL,
    PRIMARY KEY (day, page_path, kind, source, campaign)
-- In key order, so a period's rows are read in one sweep (as page_views_daily).
) WITHOUT ROWID;

-- When each visitor's click of one kind on one page last counted, so a double
-- tap is one call (`contact_clicks::REPEAT_WITHIN`). The hash is the page
-- views' day-salted one, and these rows are deleted with the day's salt, as
-- page_visitors are.
CREATE TABLE contact_click_visitors (
    day              TEXT NOT NULL,
    page_path        TEXT NOT NULL,
    kind             TEXT NOT NULL,
    visitor_hash     TEXT NOT NULL,
    last_counted_at  TEXT NOT NULL,
    PRIMARY KEY (day, page_path, kind, visitor_hash)
);

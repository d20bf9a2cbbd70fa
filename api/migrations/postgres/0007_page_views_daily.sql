-- Views per London calendar day (issue 11.5), so the owner's results can
-- report any period; page_analytics keeps the running totals. `visitors`
-- counts a visitor once per page per day, as page_analytics.unique_visitors
-- does, so summing days counts daily unique visitors.
CREATE TABLE page_views_daily (
    day        TEXT   NOT NULL,
    page_path  TEXT   NOT NULL,
    page_type  TEXT   NOT NULL,
    views      BIGINT NOT NULL,
    visitors   BIGINT NOT NULL,
    -- The counts ride in the key's index, so a period is read from the
    -- index alone.
    PRIMARY KEY (day, page_path) INCLUDE (page_type, views, visitors)
);

-- The same views by the landing UTM source and campaign ('' = none: a direct
-- or unattributed visit).
CREATE TABLE page_views_daily_source (
    day       TEXT   NOT NULL,
    source    TEXT   NOT NULL,
    campaign  TEXT   NOT NULL,
    views     BIGINT NOT NULL,
    visitors  BIGINT NOT NULL,
    PRIMARY KEY (day, source, campaign)
);

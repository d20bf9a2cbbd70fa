-- Page views by calendar month (issue 35): the day rows summed by month
-- ('YYYY-MM') and page, with the greatest page type of the month's days.
-- The page-view counter adds to both tables in one transaction; a period's
-- Results read its whole months from here and only the days at either end
-- from page_views_daily (api/src/store/page_view_months.rs), rather than
-- every page's row of every day.
CREATE TABLE page_views_monthly (
    month      TEXT   NOT NULL,
    page_path  TEXT   NOT NULL,
    page_type  TEXT   NOT NULL,
    views      BIGINT NOT NULL,
    visitors   BIGINT NOT NULL,
    PRIMARY KEY (month, page_path)
) WITHOUT ROWID;

-- The months of the views counted so far (store::page_view_months::ROLL_UP).
INSERT INTO page_views_monthly (month, page_path, page_type, views, visitors)
SELECT substr(day, 1, 7), page_path, MAX(page_type), SUM(views), SUM(visitors)
FROM page_views_daily GROUP BY substr(day, 1, 7), page_path;

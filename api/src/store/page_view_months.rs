//! Page views by calendar month (issue 35): `page_views_monthly` holds the
//! views and visitors of `page_views_daily` summed by month (`YYYY-MM`) and
//! page, as `ROLL_UP` computes them from the day rows, with the greatest page
//! type the page was counted under that month (a day row keeps only its
//! latest). The page-view counter writes both in one transaction;
//! the owner's Results read whole months from here and only the days at
//! either end of a period from the day rows. A year of Results read every
//! page's row of every day, about 730,000 rows with two years of traffic,
//! where whole months are about a thirtieth of that.

use chrono::{Datelike, Duration, NaiveDate};

/// `page_views_monthly` made from `page_views_daily`: what the table must
/// hold (migration 0028 filled it so, and the bench's seed refills it so
/// after writing day rows directly).
pub const ROLL_UP: &str = "INSERT INTO page_views_monthly (month, page_path, page_type, views, visitors) \
     SELECT substr(day, 1, 7), page_path, MAX(page_type), SUM(views), SUM(visitors) \
     FROM page_views_daily GROUP BY substr(day, 1, 7), page_path";

/// Adds a batch's views of a page in one month to the month's row, keeping
/// the greatest page type, as `MAX` does in `ROLL_UP`.
pub const UPSERT: &str = "INSERT INTO page_views_monthly (month, page_path, page_type, views, visitors) \
     VALUES ($1, $2, $3, $4, $5) \
     ON CONFLICT (month, page_path) DO UPDATE SET views = page_views_monthly.views + excluded.views, \
     visitors = page_views_monthly.visitors + excluded.visitors, \
     page_type = CASE WHEN excluded.page_type > page_views_monthly.page_type \
     THEN excluded.page_type ELSE page_views_monthly.page_type END";

/// The month of a stored day ('2026-11-27' → '2026-11').
pub fn month_of(day: &str) -> &str {
    day.get(..7).unwrap_or(day)
}

/// Where a period's page views are read from: whole months from the month
/// rows, the days before the first and after the last whole month from the
/// day rows. Bounds are inclusive, days `YYYY-MM-DD`, months `YYYY-MM`.
#[derive(Debug, PartialEq, Eq)]
pub struct Split {
    pub months: Option<(String, String)>,
    pub days: Vec<(String, String)>,
}

/// Splits `from..=to` (London days) into whole calendar months and the days
/// around them. A period with no whole month is read from the day rows.
pub fn split(from: NaiveDate, to: NaiveDate) -> Split {
    let ymd = |d: NaiveDate| d.format("%Y-%m-%d").to_string();
    let ym = |d: NaiveDate| d.format("%Y-%m").to_string();
    let first_of = |d: NaiveDate| d.with_day(1).unwrap_or(d);
    // The first day of the first whole month, and the last day of the last.
    let start = if from.day() == 1 {
        from
    } else {
        next_month(first_of(from))
    };
    let end = if next_month(first_of(to)) - Duration::days(1) == to {
        to
    } else {
        first_of(to) - Duration::days(1)
    };
    if from > to || start > end {
        return Split {
            months: None,
            days: if from > to {
                Vec::new()
            } else {
                vec![(ymd(from), ymd(to))]
            },
        };
    }
    let mut days = Vec::new();
    if from < start {
        days.push((ymd(from), ymd(start - Duration::days(1))));
    }
    if end < to {
        days.push((ymd(end + Duration::days(1)), ymd(to)));
    }
    Split {
        months: Some((ym(start), ym(end))),
        days,
    }
}

/// The first day of the month after the month `first` begins.
fn next_month(first: NaiveDate) -> NaiveDate {
    let (y, m) = if first.month() == 12 {
        (first.year() + 1, 1)
    } else {
        (first.year(), first.month() + 1)
    };
    NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn days(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn a_year_is_whole_months_with_the_days_at_either_end() {
        assert_eq!(
            split(d("2025-11-28"), d("2026-11-27")),
            Split {
                months: Some(("2025-12".into(), "2026-10".into())),
                days: days(&[("2025-11-28", "2025-11-30"), ("2026-11-01", "2026-11-27")]),
            }
        );
    }

    #[test]
    fn a_period_of_whole_months_reads_no_day_rows() {
        assert_eq!(
            split(d("2026-01-01"), d("2026-12-31")),
            Split {
                months: Some(("2026-01".into(), "2026-12".into())),
                days: Vec::new(),
            }
        );
        // February's last day, in a leap year and not.
        assert_eq!(
            split(d("2024-02-01"), d("2024-02-29")).months,
            Some(("2024-02".into(), "2024-02".into()))
        );
        assert_eq!(
            split(d("2025-02-01"), d("2025-02-28")).months,
            Some(("2025-02".into(), "2025-02".into()))
        );
    }

    #[test]
    fn a_period_without_a_whole_month_is_read_by_day() {
        for (from, to) in [
            ("2026-10-29", "2026-11-27"),
            ("2026-11-01", "2026-11-27"),
            ("2026-11-02", "2026-11-30"),
            ("2026-11-27", "2026-11-27"),
            ("2025-12-15", "2026-01-15"),
        ] {
            assert_eq!(
                split(d(from), d(to)),
                Split {
                    months: None,
                    days: days(&[(from, to)]),
                },
                "{from}..={to}"
            );
        }
    }

    #[test]
    fn months_cross_the_new_year() {
        assert_eq!(
            split(d("2025-12-01"), d("2026-01-31")),
            Split {
                months: Some(("2025-12".into(), "2026-01".into())),
                days: Vec::new(),
            }
        );
    }

    #[test]
    fn every_day_of_a_period_is_read_once() {
        // Each period from 2024-01-01 over 800 days, against a day-by-day walk.
        let base = d("2024-01-01");
        for start in (0..800).step_by(13) {
            for len in [0, 1, 27, 28, 31, 45, 59, 62, 90, 365, 366, 400] {
                let from = base + Duration::days(start);
                let to = from + Duration::days(len);
                let s = split(from, to);
                let mut covered = Vec::new();
                let mut day = from;
                while day <= to {
                    let y = day.format("%Y-%m-%d").to_string();
                    let m = day.format("%Y-%m").to_string();
                    let by_day = s.days.iter().filter(|(a, b)| *a <= y && y <= *b).count();
                    let by_month =
                        s.months.as_ref().is_some_and(|(a, b)| *a <= m && m <= *b) as usize;
                    covered.push(by_day + by_month);
                    day += Duration::days(1);
                }
                assert!(covered.iter().all(|&n| n == 1), "{from}..={to}: {s:?}");
                // And nothing outside it: the months are whole within the period.
                if let Some((a, b)) = &s.months {
                    assert!(d(&format!("{a}-01")) >= from, "{from}..={to}: {s:?}");
                    let after = next_month(d(&format!("{b}-01")));
                    assert!(after - Duration::days(1) <= to, "{from}..={to}: {s:?}");
                }
            }
        }
    }

    #[test]
    fn a_day_names_its_month() {
        assert_eq!(month_of("2026-11-27"), "2026-11");
    }
}

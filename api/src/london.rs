//! The Europe/London calendar day of a moment: the owner's day, used for the
//! daily counts and the results' periods. chrono-tz is not in the tree, so
//! the UK rule is written out: British Summer Time (UTC+1) runs from 01:00 UTC
//! on the last Sunday of March to 01:00 UTC on the last Sunday of October;
//! otherwise Greenwich Mean Time (UTC+0).

use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Utc, Weekday};

/// The last Sunday of `month` in `year`.
fn last_sunday(year: i32, month: u32) -> NaiveDate {
    let first_of_next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    }
    .expect("a valid month");
    let mut day = first_of_next.pred_opt().expect("a valid date");
    while day.weekday() != Weekday::Sun {
        day = day.pred_opt().expect("a valid date");
    }
    day
}

/// Whether British Summer Time is in force at `at`.
pub fn is_summer_time(at: DateTime<Utc>) -> bool {
    let year = at.year();
    let change = |month| {
        Utc.from_utc_datetime(
            &last_sunday(year, month)
                .and_hms_opt(1, 0, 0)
                .expect("01:00 exists"),
        )
    };
    change(3) <= at && at < change(10)
}

/// The London calendar day at `at`.
pub fn day(at: DateTime<Utc>) -> NaiveDate {
    let offset = if is_summer_time(at) { 1 } else { 0 };
    (at + Duration::hours(offset)).date_naive()
}

/// The London day of a stored time (RFC 3339), as `YYYY-MM-DD`.
pub fn day_of(stored: &str) -> Option<String> {
    DateTime::parse_from_rfc3339(stored)
        .ok()
        .map(|t| day(t.with_timezone(&Utc)).format("%Y-%m-%d").to_string())
}

/// Today in London, as `YYYY-MM-DD`.
pub fn today() -> String {
    day(Utc::now()).format("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn the_last_sundays_of_march_and_october() {
        assert_eq!(
            last_sunday(2026, 3),
            NaiveDate::from_ymd_opt(2026, 3, 29).unwrap()
        );
        assert_eq!(
            last_sunday(2026, 10),
            NaiveDate::from_ymd_opt(2026, 10, 25).unwrap()
        );
        // A month ending on a Sunday.
        assert_eq!(
            last_sunday(2024, 3),
            NaiveDate::from_ymd_opt(2024, 3, 31).unwrap()
        );
        assert_eq!(
            last_sunday(2025, 12),
            NaiveDate::from_ymd_opt(2025, 12, 28).unwrap()
        );
    }

    #[test]
    fn summer_time_starts_and_ends_at_one_in_the_morning_utc() {
        assert!(!is_summer_time(at("2026-03-29T00:59:59Z")));
        assert!(is_summer_time(at("2026-03-29T01:00:00Z")));
        assert!(is_summer_time(at("2026-10-25T00:59:59Z")));
        assert!(!is_summer_time(at("2026-10-25T01:00:00Z")));
        assert!(!is_summer_time(at("2026-01-15T12:00:00Z")));
        assert!(is_summer_time(at("2026-07-01T12:00:00Z")));
    }

    #[test]
    fn late_evening_utc_in_summer_is_tomorrow_in_london() {
        assert_eq!(day_of("2026-07-01T22:59:59.999Z").unwrap(), "2026-07-01");
        assert_eq!(day_of("2026-07-01T23:00:00.000Z").unwrap(), "2026-07-02");
        // In winter London is on UTC.
        assert_eq!(day_of("2026-01-15T23:30:00.000Z").unwrap(), "2026-01-15");
        assert_eq!(day_of("2026-01-16T00:00:00.000Z").unwrap(), "2026-01-16");
        // The night the clocks go back: 23:30 UTC on the Saturday is
        // 00:30 BST on the Sunday.
        assert_eq!(day_of("2026-10-24T23:30:00Z").unwrap(), "2026-10-25");
        assert_eq!(day_of("2026-10-25T23:30:00Z").unwrap(), "2026-10-25");
        assert_eq!(day_of("not a time"), None);
    }
}

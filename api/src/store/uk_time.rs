//! Europe/London local time, for what the owner reads as a day: the daily
//! digest's "yesterday" and the date in a download's file name. Written out
//! rather than taken from a time-zone database because the rule is one line
//! of law (the Summer Time Order 2002): British Summer Time runs from 01:00
//! UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveDateTime, TimeZone, Utc, Weekday};

/// The last Sunday of `month` in `year`.
fn last_sunday(year: i32, month: u32) -> NaiveDate {
    let first_of_next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    }
    .unwrap_or(NaiveDate::MIN);
    let last = first_of_next.pred_opt().unwrap_or(first_of_next);
    let back = last.weekday().num_days_from_sunday();
    last - Duration::days(back as i64)
}

/// The instant summer time starts and ends in `year`.
fn summer_time(year: i32) -> (DateTime<Utc>, DateTime<Utc>) {
    let at_one = |d: NaiveDate| Utc.from_utc_datetime(&d.and_hms_opt(1, 0, 0).unwrap_or_default());
    (at_one(last_sunday(year, 3)), at_one(last_sunday(year, 10)))
}

/// Hours London is ahead of UTC at `utc`: 1 in summer time, else 0.
pub fn offset_hours(utc: DateTime<Utc>) -> i64 {
    let (start, end) = summer_time(utc.year());
    if utc >= start && utc < end { 1 } else { 0 }
}

/// The wall-clock time in London at `utc`.
pub fn local(utc: DateTime<Utc>) -> NaiveDateTime {
    utc.naive_utc() + Duration::hours(offset_hours(utc))
}

/// The London calendar day at `utc`.
pub fn day(utc: DateTime<Utc>) -> NaiveDate {
    local(utc).date()
}

/// The instant London's `day` begins. Midnight is never skipped or repeated
/// (the clocks change at 01:00 UTC), so this is always one instant.
pub fn midnight(day: NaiveDate) -> DateTime<Utc> {
    let wall = Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default());
    let summer = wall - Duration::hours(1);
    if offset_hours(summer) == 1 {
        summer
    } else {
        wall
    }
}

/// Why a UK wall-clock time names no single instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalTimeProblem {
    /// In the hour the clocks skip in spring (01:00-01:59 on the last
    /// Sunday of March): that time never happens.
    Skipped,
    /// In the hour the clocks repeat in autumn (01:00-01:59 on the last
    /// Sunday of October): that time happens twice.
    Repeated,
}

/// The instant London's clock shows `wall`: the one UTC time whose local
/// time is `wall`. Summer time is UTC+1 and winter UTC, so at most two
/// candidates exist; none in the spring gap, both in the autumn overlap.
pub fn from_local(wall: NaiveDateTime) -> Result<DateTime<Utc>, LocalTimeProblem> {
    let winter = Utc.from_utc_datetime(&wall);
    let summer = winter - Duration::hours(1);
    match (offset_hours(winter) == 0, offset_hours(summer) == 1) {
        (true, true) => Err(LocalTimeProblem::Repeated),
        (false, false) => Err(LocalTimeProblem::Skipped),
        (true, false) => Ok(winter),
        (false, true) => Ok(summer),
    }
}

/// The London day of a stored time (RFC 3339), as `YYYY-MM-DD`: the day a
/// page view or an enquiry is counted on.
pub fn day_of(stored: &str) -> Option<String> {
    DateTime::parse_from_rfc3339(stored)
        .ok()
        .map(|t| day(t.to_utc()).format("%Y-%m-%d").to_string())
}

/// Today in London, as `YYYY-MM-DD`.
pub fn today() -> String {
    day(Utc::now()).format("%Y-%m-%d").to_string()
}

/// `Sunday 22 November 2026`.
pub fn long_date(day: NaiveDate) -> String {
    let weekday = match day.weekday() {
        Weekday::Mon => "Monday",
        Weekday::Tue => "Tuesday",
        Weekday::Wed => "Wednesday",
        Weekday::Thu => "Thursday",
        Weekday::Fri => "Friday",
        Weekday::Sat => "Saturday",
        Weekday::Sun => "Sunday",
    };
    format!(
        "{weekday} {} {} {}",
        day.day(),
        content_model::MONTH_NAMES[day.month0() as usize],
        day.year()
    )
}

/// `Monday 28 December 2026` from a stored day (`YYYY-MM-DD`); the text
/// itself when it is not one.
pub fn long_day(day: &str) -> String {
    NaiveDate::parse_from_str(day, "%Y-%m-%d")
        .map(long_date)
        .unwrap_or_else(|_| day.to_string())
}

/// A stored time (RFC 3339) as the owner reads it, on London's clock:
/// `Wednesday 25 November 2026 at 14:05`. The stored text itself when it is
/// not a time.
pub fn wall_clock(stored: &str) -> String {
    match DateTime::parse_from_rfc3339(stored) {
        Ok(t) => {
            let at = local(t.to_utc());
            format!("{} at {}", long_date(at.date()), at.format("%H:%M"))
        }
        Err(_) => stored.to_string(),
    }
}

/// A stored time (RFC 3339) on London's clock as ISO 8601 without the
/// offset, `2026-11-25 14:05`: what a spreadsheet reads as a date and time
/// in any locale (a long date in words it keeps as text, and `25/11/2026`
/// it may read as the 11th of the 25th month). Empty when it is not a time.
pub fn iso_minute(stored: &str) -> String {
    DateTime::parse_from_rfc3339(stored)
        .map(|t| local(t.to_utc()).format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    #[test]
    fn summer_time_starts_and_ends_at_one_utc_on_the_last_sundays() {
        // 2026: 29 March and 25 October.
        assert_eq!(offset_hours(at("2026-03-29T00:59:59Z")), 0);
        assert_eq!(offset_hours(at("2026-03-29T01:00:00Z")), 1);
        assert_eq!(offset_hours(at("2026-10-25T00:59:59Z")), 1);
        assert_eq!(offset_hours(at("2026-10-25T01:00:00Z")), 0);
        assert_eq!(offset_hours(at("2026-07-01T12:00:00Z")), 1);
        assert_eq!(offset_hours(at("2026-12-31T23:00:00Z")), 0);
    }

    #[test]
    fn london_days_begin_at_local_midnight() {
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        assert_eq!(midnight(d("2026-07-01")), at("2026-06-30T23:00:00Z"));
        assert_eq!(midnight(d("2026-11-23")), at("2026-11-23T00:00:00Z"));
        // The two days the clocks change: both begin before the change.
        assert_eq!(midnight(d("2026-03-29")), at("2026-03-29T00:00:00Z"));
        assert_eq!(midnight(d("2026-10-25")), at("2026-10-24T23:00:00Z"));
        assert_eq!(day(at("2026-06-30T23:30:00Z")), d("2026-07-01"));
        assert_eq!(day(at("2026-11-23T23:30:00Z")), d("2026-11-23"));
        assert_eq!(long_date(d("2026-11-22")), "Sunday 22 November 2026");
        assert_eq!(
            wall_clock("2026-07-10T13:05:00.000Z"),
            "Friday 10 July 2026 at 14:05"
        );
        assert_eq!(
            wall_clock("2026-11-25T12:03:00.000Z"),
            "Wednesday 25 November 2026 at 12:03"
        );
        assert_eq!(wall_clock("not a time"), "not a time");
        assert_eq!(iso_minute("2026-07-10T13:05:00.000Z"), "2026-07-10 14:05");
        assert_eq!(iso_minute("2026-11-25T12:03:00.000Z"), "2026-11-25 12:03");
        assert_eq!(iso_minute("not a time"), "");
    }

    #[test]
    fn a_wall_clock_time_is_one_instant_except_when_the_clocks_change() {
        let wall = |s: &str| NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M").unwrap();
        assert_eq!(
            from_local(wall("2027-01-15 09:30")),
            Ok(at("2027-01-15T09:30:00Z"))
        );
        assert_eq!(
            from_local(wall("2027-07-01 09:30")),
            Ok(at("2027-07-01T08:30:00Z"))
        );
        // 28 March 2027: 01:00 GMT becomes 02:00 BST.
        assert_eq!(
            from_local(wall("2027-03-28 00:59")),
            Ok(at("2027-03-28T00:59:00Z"))
        );
        assert_eq!(
            from_local(wall("2027-03-28 01:00")),
            Err(LocalTimeProblem::Skipped)
        );
        assert_eq!(
            from_local(wall("2027-03-28 01:59")),
            Err(LocalTimeProblem::Skipped)
        );
        assert_eq!(
            from_local(wall("2027-03-28 02:00")),
            Ok(at("2027-03-28T01:00:00Z"))
        );
        // 31 October 2027: 02:00 BST becomes 01:00 GMT.
        assert_eq!(
            from_local(wall("2027-10-31 00:59")),
            Ok(at("2027-10-30T23:59:00Z"))
        );
        assert_eq!(
            from_local(wall("2027-10-31 01:30")),
            Err(LocalTimeProblem::Repeated)
        );
        assert_eq!(
            from_local(wall("2027-10-31 02:00")),
            Ok(at("2027-10-31T02:00:00Z"))
        );
    }

    #[test]
    fn a_stored_time_late_on_a_summer_evening_is_tomorrow_in_london() {
        assert_eq!(day_of("2026-07-01T22:59:59.999Z").unwrap(), "2026-07-01");
        assert_eq!(day_of("2026-07-01T23:00:00.000Z").unwrap(), "2026-07-02");
        assert_eq!(day_of("2026-01-15T23:30:00.000Z").unwrap(), "2026-01-15");
        // 23:30 UTC the Saturday before the clocks go back is 00:30 BST.
        assert_eq!(day_of("2026-10-24T23:30:00Z").unwrap(), "2026-10-25");
        assert_eq!(day_of("not a time"), None);
    }
}

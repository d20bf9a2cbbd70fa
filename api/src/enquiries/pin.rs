//! Which leads are pinned to the top of the inbox: an emergency nobody has
//! contacted yet, for a day after it arrived (decision 11 amended, issue 23.4).
//! Contacting the lead (any stage after 'new') ends the pin at once; a day
//! later an emergency untouched is no longer one the owner can answer as
//! such, and pinning it for ever buried every newer lead beneath it. One rule,
//! used by the list's order, its count and each lead's view.

use chrono::{DateTime, Duration, Utc};

/// How long an uncontacted emergency stays pinned.
pub const PIN_HOURS: i64 = 24;

/// The oldest arrival time still pinned at `now`, as `created_at` is stored
/// (RFC 3339, UTC, milliseconds), so it compares as text in both databases.
pub fn since(now: DateTime<Utc>) -> String {
    (now - Duration::hours(PIN_HOURS)).to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// The rule as an SQL condition on `enquiries`. The time is written into the
/// statement rather than bound: it is made here from the clock, never from a
/// request, and the list's own binds keep their numbering.
pub fn sql(now: DateTime<Utc>) -> String {
    format!(
        "(status = 'new' AND stage = 'new' AND is_emergency <> 0 AND created_at >= '{}')",
        since(now)
    )
}

/// The rule for one lead.
pub fn is_pinned(
    status_new: bool,
    stage: &str,
    is_emergency: bool,
    created_at: &str,
    now: DateTime<Utc>,
) -> bool {
    status_new && stage == "new" && is_emergency && created_at >= since(now).as_str()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_uncontacted_emergency_is_pinned_for_a_day() {
        let now = DateTime::parse_from_rfc3339("2026-11-25T12:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let pinned = |stage, emergency, at| is_pinned(true, stage, emergency, at, now);
        assert!(pinned("new", true, "2026-11-25T11:59:00.000Z"));
        assert!(
            pinned("new", true, "2026-11-24T12:00:00.000Z"),
            "24 hours to the millisecond"
        );
        assert!(
            !pinned("new", true, "2026-11-24T11:59:59.999Z"),
            "a day old"
        );
        assert!(
            !pinned("contacted", true, "2026-11-25T11:59:00.000Z"),
            "contacted"
        );
        assert!(
            !pinned("new", false, "2026-11-25T11:59:00.000Z"),
            "not an emergency"
        );
        assert!(
            !is_pinned(false, "new", true, "2026-11-25T11:59:00.000Z", now),
            "spam"
        );
        assert_eq!(
            sql(now),
            "(status = 'new' AND stage = 'new' AND is_emergency <> 0 AND created_at >= '2026-11-24T12:00:00.000Z')"
        );
    }
}

//! The reply a request is promised, for the moment it was sent (issue 33.8):
//! in opening hours the catalogue's reply or call-back; outside them (the
//! catalogue's hours, UK time, Scottish bank holidays) when the office next
//! opens, 'after we open at 07:00 tomorrow'. The words are the catalogue's
//! (`content_model::promises`, decision 61); this only reads the clock.

use crate::store::uk_time;
use chrono::{DateTime, Datelike, Duration, Timelike, Utc};
use content_model::OpeningSchedule;
use content_model::{Office, PromiseNow, Promises};

/// How far ahead the next opening is looked for; a schedule closed for
/// longer is promised as the catalogue words it ('during opening hours').
const LOOK_AHEAD_DAYS: i64 = 14;

/// Whether the office is open at `at`, and when it next opens if not.
pub fn office_at(schedule: &OpeningSchedule, at: DateTime<Utc>) -> Office {
    let local = uk_time::local(at);
    let today = local.date();
    let minute = (local.hour() * 60 + local.minute()) as u16;
    for ahead in 0..=LOOK_AHEAD_DAYS {
        let day = today + Duration::days(ahead);
        if schedule
            .closed_dates
            .contains(&day.format("%Y-%m-%d").to_string())
        {
            continue;
        }
        let Some(span) = schedule.weekly[day.weekday().num_days_from_monday() as usize] else {
            continue;
        };
        if ahead == 0 && minute >= span.closes {
            continue;
        }
        if ahead == 0 && minute >= span.opens {
            return Office::Open;
        }
        return Office::Closed {
            opens: format!("{:02}:{:02}", span.opens / 60, span.opens % 60),
            day: content_model::promises::opening_day(
                ahead as u32,
                &day.format("%A").to_string(),
                &day.format("%-d %B").to_string(),
            ),
        };
    }
    Office::Open
}

/// The promise to a request (an emergency or not) sent at `at`.
pub fn promise(emergency: bool, at: DateTime<Utc>) -> PromiseNow {
    let b = content::business();
    let promises = Promises::of(&b);
    match content_model::schedule(&b.hours, b.bank_holidays) {
        Ok(s) => promises.at(emergency, &office_at(&s, at), s.emergency_line_always_open),
        // Not reached: `codegen check` refuses a catalogue whose hours do not
        // read. The catalogue's own words hold at any hour.
        Err(_) => promises.at(emergency, &Office::Open, false),
    }
}

/// The promise to a stored enquiry, for the time it was received.
pub fn promise_for(emergency: bool, created_at: &str) -> PromiseNow {
    let at = DateTime::parse_from_rfc3339(created_at)
        .map(|t| t.to_utc())
        .unwrap_or_else(|_| Utc::now());
    promise(emergency, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    /// The catalogue's hours: weekdays 07:00-20:00, Saturday 08:00-18:00,
    /// Sunday 09:00-17:00, the emergency line 24/7 (content/src/business.rs).
    #[test]
    fn the_promise_follows_the_catalogues_hours_in_uk_time() {
        let b = content::business();
        let p = Promises::of(&b);
        let s = content_model::schedule(&b.hours, b.bank_holidays).unwrap();
        let opens = |day: usize| {
            let span = s.weekly[day].unwrap();
            format!("{:02}:{:02}", span.opens / 60, span.opens % 60)
        };
        // 23:30 on Tuesday 24 November 2026 (GMT): Wednesday's opening.
        let night = promise(false, at("2026-11-24T23:30:00Z"));
        assert_eq!(
            night.line,
            format!(
                "We're closed now, so we'll reply after we open at {} tomorrow.",
                opens(2)
            )
        );
        assert!(!night.line.contains("minutes"), "{night:?}");
        // 23:30 UK time in summer is 22:30 UTC: still the night.
        assert_eq!(promise(false, at("2026-06-16T22:30:00Z")).line, night.line);
        // Saturday 28 November 2026, 19:30: Sunday's opening.
        let saturday = promise(false, at("2026-11-28T19:30:00Z"));
        assert_eq!(
            saturday.sent,
            format!(
                "Thank you for your request. We're closed now, so we'll reply after we open at {} tomorrow.",
                opens(6)
            )
        );
        // In hours: the catalogue's reply, as before.
        let day = promise(false, at("2026-11-24T10:00:00Z"));
        assert_eq!(day.line, p.reply_line);
        assert_eq!(day.sent, p.quote_sent.text);
        // Before opening on the same day: 'today'.
        assert!(
            promise(false, at("2026-11-24T05:00:00Z"))
                .line
                .ends_with(&format!("{} today.", opens(1)))
        );
        // Bank holidays: Christmas Day 2026 is a Friday and Boxing Day a
        // Saturday, so the office next opens on the Sunday; St Andrew's Day
        // (Monday 30 November) moves a Sunday evening's reply to Tuesday.
        assert_eq!(
            promise(false, at("2026-12-25T11:00:00Z")).line,
            format!(
                "We're closed now, so we'll reply after we open at {} on Sunday.",
                opens(6)
            )
        );
        assert_eq!(
            promise(false, at("2026-11-29T19:30:00Z")).line,
            format!(
                "We're closed now, so we'll reply after we open at {} on Tuesday.",
                opens(1)
            )
        );
        // An emergency keeps the call-back day or night: the catalogue's
        // emergency line answers 24/7.
        assert!(s.emergency_line_always_open);
        assert_eq!(
            promise(true, at("2026-11-24T23:30:00Z")).line,
            p.callback_line
        );
    }
}

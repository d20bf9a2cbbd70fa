//! The visit the owner chose, checked (issue 33.5): a survey or a job, a
//! day and time on the UK clock turned into one instant, a length and who is
//! going; each problem named by field in the owner's words.

use crate::store::uk_time::{self, LocalTimeProblem};
use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc};
use content_model::admin::VisitKind;

/// The shortest and longest visit, in minutes.
pub const MIN_MINUTES: i64 = 15;
pub const MAX_MINUTES: i64 = 12 * 60;
/// How far ahead a visit may be booked.
pub const MAX_DAYS_AHEAD: i64 = 366;
pub const WHO_MAX_CHARS: usize = 80;

/// A visit's time, length and who is going, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub kind: VisitKind,
    pub local: NaiveDateTime,
    pub start: DateTime<Utc>,
    pub minutes: i64,
    pub who: String,
}

/// What is wrong with a chosen visit: the field and a sentence for the owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotProblem {
    pub field: &'static str,
    pub message: String,
}

fn problem(field: &'static str, message: impl Into<String>) -> SlotProblem {
    SlotProblem {
        field,
        message: message.into(),
    }
}

/// Checks a visit as chosen on the UK clock, at `now`. A time the clocks
/// skip is refused; so is a time they repeat (decision: refused rather than
/// guessed, since a guess sends someone an hour early or late, and a visit
/// between 01:00 and 02:00 on a Sunday night is a typing slip far more often
/// than a plan).
pub fn check_slot(
    kind: &str,
    date: &str,
    time: &str,
    minutes: i64,
    who: &str,
    now: DateTime<Utc>,
) -> Result<Slot, Vec<SlotProblem>> {
    let mut problems = Vec::new();
    let kind = VisitKind::parse(kind.trim());
    if kind.is_none() {
        problems.push(problem("kind", "Choose a survey or a job visit."));
    }
    let day = NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d").ok();
    if day.is_none() {
        problems.push(problem("date", "Choose the day of the visit."));
    }
    let at = NaiveTime::parse_from_str(time.trim(), "%H:%M").ok();
    if at.is_none() {
        problems.push(problem("time", "Choose the time of the visit, as 09:30."));
    }
    if !(MIN_MINUTES..=MAX_MINUTES).contains(&minutes) {
        problems.push(problem(
            "minutes",
            format!(
                "A visit lasts from {MIN_MINUTES} minutes to {} hours.",
                MAX_MINUTES / 60
            ),
        ));
    }
    let who = who.trim();
    if who.is_empty() {
        problems.push(problem("who", "Say who is going."));
    } else if who.chars().count() > WHO_MAX_CHARS {
        problems.push(problem(
            "who",
            format!("Who is going must be at most {WHO_MAX_CHARS} characters."),
        ));
    } else if who.chars().any(char::is_control) {
        problems.push(problem("who", "Who is going must be one line."));
    }
    let (Some(kind), Some(day), Some(at)) = (kind, day, at) else {
        return Err(problems);
    };
    let local = day.and_time(at);
    let when = format!("{} on {}", at.format("%H:%M"), uk_time::long_date(day));
    let start = match uk_time::from_local(local) {
        Ok(start) => Some(start),
        Err(LocalTimeProblem::Skipped) => {
            problems.push(problem(
                "time",
                format!(
                    "There is no {when} in the UK: the clocks go forward from 01:00 to 02:00. Choose another time."
                ),
            ));
            None
        }
        Err(LocalTimeProblem::Repeated) => {
            problems.push(problem(
                "time",
                format!(
                    "{when} happens twice in the UK: the clocks go back from 02:00 to 01:00. Choose a time before 01:00 or from 02:00."
                ),
            ));
            None
        }
    };
    if let Some(start) = start {
        if start <= now {
            problems.push(problem(
                "time",
                format!("{when} has already passed. Choose a time still to come."),
            ));
        } else if start > now + Duration::days(MAX_DAYS_AHEAD) {
            problems.push(problem("date", "A visit can be booked up to a year ahead."));
        }
    }
    match start {
        Some(start) if problems.is_empty() => Ok(Slot {
            kind,
            local,
            start,
            minutes,
            who: who.to_string(),
        }),
        _ => Err(problems),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-11-27T12:00:00Z")
            .unwrap()
            .to_utc()
    }

    #[test]
    fn a_visit_is_checked_on_the_uk_clock() {
        let s = check_slot("survey", "2027-07-01", "09:30", 60, " Craig ", now()).unwrap();
        assert_eq!(s.start.to_rfc3339(), "2027-07-01T08:30:00+00:00");
        assert_eq!(s.who, "Craig");
        let fields = |r: Result<Slot, Vec<SlotProblem>>| -> Vec<&'static str> {
            r.unwrap_err().iter().map(|p| p.field).collect()
        };
        assert_eq!(
            fields(check_slot("visit", "2027-13-01", "9.30", 5, "", now())),
            vec!["kind", "date", "time", "minutes", "who"]
        );
        assert_eq!(
            fields(check_slot("job", "2026-11-27", "11:59", 60, "A", now())),
            vec!["time"]
        );
        assert_eq!(
            fields(check_slot("job", "2028-01-01", "10:00", 60, "A", now())),
            vec!["date"]
        );
        assert_eq!(
            fields(check_slot("job", "2027-01-01", "10:00", 60, "A\nB", now())),
            vec!["who"]
        );
        let gap = check_slot("job", "2027-03-28", "01:30", 60, "A", now()).unwrap_err();
        assert!(
            gap[0]
                .message
                .starts_with("There is no 01:30 on Sunday 28 March 2027"),
            "{gap:?}"
        );
        let twice = check_slot("job", "2027-10-31", "01:30", 60, "A", now()).unwrap_err();
        assert!(twice[0].message.contains("happens twice"), "{twice:?}");
    }
}

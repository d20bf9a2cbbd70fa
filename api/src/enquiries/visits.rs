//! A lead's visits as stored (migration 0023): the checked time the owner
//! chose, booking, moving and cancelling inside the caller's transaction,
//! the coming days' list and the day-before reminder's claim.

use crate::store::uk_time::{self, LocalTimeProblem};
use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc};
use content_model::admin::{VisitKind, VisitStatus};
use sqlx::{AnyConnection, Row};

/// The shortest and longest visit, in minutes.
pub const MIN_MINUTES: i64 = 15;
pub const MAX_MINUTES: i64 = 12 * 60;
/// How far ahead a visit may be booked.
pub const MAX_DAYS_AHEAD: i64 = 366;
pub const WHO_MAX_CHARS: usize = 80;

/// A visit as stored.
#[derive(Clone, Debug)]
pub struct Visit {
    pub id: i64,
    pub enquiry_id: i64,
    pub uid: String,
    pub kind: VisitKind,
    pub starts_at: String,
    pub local_start: NaiveDateTime,
    pub minutes: i64,
    pub who: String,
    pub status: VisitStatus,
    pub sequence: i64,
}

impl Visit {
    pub fn start(&self) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(&self.starts_at)
            .map(|t| t.to_utc())
            .unwrap_or_default()
    }

    pub fn end(&self) -> DateTime<Utc> {
        self.start() + Duration::minutes(self.minutes)
    }

    /// `Thursday 3 December 2026 at 09:30`, on the UK clock as chosen.
    pub fn when(&self) -> String {
        format!(
            "{} at {}",
            uk_time::long_date(self.local_start.date()),
            self.local_start.format("%H:%M")
        )
    }

    /// `1 hour`, `1 hour 30 minutes`, `45 minutes`.
    pub fn length(&self) -> String {
        let (h, m) = (self.minutes / 60, self.minutes % 60);
        let hours = match h {
            0 => String::new(),
            1 => "1 hour".into(),
            h => format!("{h} hours"),
        };
        match (hours.is_empty(), m) {
            (false, 0) => hours,
            (true, m) => format!("{m} minutes"),
            (false, m) => format!("{hours} {m} minutes"),
        }
    }
}

fn from_row(r: &sqlx::any::AnyRow) -> Result<Visit, sqlx::Error> {
    let bad = |index: &str, what: String| sqlx::Error::ColumnDecode {
        index: index.into(),
        source: what.into(),
    };
    let kind: String = r.try_get("kind")?;
    let status: String = r.try_get("status")?;
    let local: String = r.try_get("local_start")?;
    Ok(Visit {
        id: r.try_get("id")?,
        enquiry_id: r.try_get("enquiry_id")?,
        uid: r.try_get("uid")?,
        kind: VisitKind::parse(&kind)
            .ok_or_else(|| bad("kind", format!("unknown visit kind `{kind}`")))?,
        starts_at: r.try_get("starts_at")?,
        local_start: NaiveDateTime::parse_from_str(&local, "%Y-%m-%dT%H:%M")
            .map_err(|e| bad("local_start", e.to_string()))?,
        minutes: r.try_get("minutes")?,
        who: r.try_get("who")?,
        status: VisitStatus::parse(&status)
            .ok_or_else(|| bad("status", format!("unknown visit status `{status}`")))?,
        sequence: r.try_get("sequence")?,
    })
}

const COLUMNS: &str =
    "id, enquiry_id, uid, kind, starts_at, local_start, minutes, who, status, sequence";

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

fn stamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Books `slot` on lead `enquiry_id` inside the caller's transaction;
/// returns the visit as stored.
pub async fn book(
    conn: &mut AnyConnection,
    enquiry_id: i64,
    slot: &Slot,
    by: &str,
    uid_domain: &str,
) -> Result<Visit, sqlx::Error> {
    let now = crate::store::db::now();
    let uid = format!(
        "visit-{}@{uid_domain}",
        crate::store::tokens::random_token()
    );
    let row = sqlx::query(&format!(
        "INSERT INTO visits (enquiry_id, uid, kind, starts_at, local_start, minutes, who, status, sequence, created_at, created_by, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'booked', 0, $8, $9, $8) RETURNING {COLUMNS}"
    ))
    .bind(enquiry_id)
    .bind(&uid)
    .bind(slot.kind.as_str())
    .bind(stamp(slot.start))
    .bind(slot.local.format("%Y-%m-%dT%H:%M").to_string())
    .bind(slot.minutes)
    .bind(&slot.who)
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *conn)
    .await?;
    from_row(&row)
}

/// Moves booked visit `id` to `slot` (one more SEQUENCE; its reminder is
/// due again for the new day); None if it is no longer booked.
pub async fn reschedule(
    conn: &mut AnyConnection,
    id: i64,
    slot: &Slot,
) -> Result<Option<Visit>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "UPDATE visits SET kind = $2, starts_at = $3, local_start = $4, minutes = $5, who = $6, \
         sequence = sequence + 1, updated_at = $7, reminded_at = NULL \
         WHERE id = $1 AND status = 'booked' RETURNING {COLUMNS}"
    ))
    .bind(id)
    .bind(slot.kind.as_str())
    .bind(stamp(slot.start))
    .bind(slot.local.format("%Y-%m-%dT%H:%M").to_string())
    .bind(slot.minutes)
    .bind(&slot.who)
    .bind(crate::store::db::now())
    .fetch_optional(&mut *conn)
    .await?;
    row.as_ref().map(from_row).transpose()
}

/// Cancels booked visit `id` (one more SEQUENCE); None if it was not booked.
pub async fn cancel(conn: &mut AnyConnection, id: i64) -> Result<Option<Visit>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "UPDATE visits SET status = 'cancelled', sequence = sequence + 1, updated_at = $2 \
         WHERE id = $1 AND status = 'booked' RETURNING {COLUMNS}"
    ))
    .bind(id)
    .bind(crate::store::db::now())
    .fetch_optional(&mut *conn)
    .await?;
    row.as_ref().map(from_row).transpose()
}

/// Visit `id`, if there is one.
pub async fn find(conn: &mut AnyConnection, id: i64) -> Result<Option<Visit>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM visits WHERE id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// Every visit of lead `enquiry_id`, soonest first.
pub async fn of_lead(conn: &mut AnyConnection, enquiry_id: i64) -> Result<Vec<Visit>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} FROM visits WHERE enquiry_id = $1 ORDER BY starts_at, id"
    ))
    .bind(enquiry_id)
    .fetch_all(conn)
    .await?
    .iter()
    .map(from_row)
    .collect()
}

/// Booked visits starting from `from` until before `until`, soonest first,
/// on real leads (not spam, incomplete or archived).
pub async fn booked_between(
    conn: &mut AnyConnection,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Vec<Visit>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {} FROM visits v JOIN enquiries e ON e.id = v.enquiry_id \
         WHERE v.status = 'booked' AND v.starts_at >= $1 AND v.starts_at < $2 AND e.status = 'new' \
         ORDER BY v.starts_at, v.id",
        COLUMNS
            .split(", ")
            .map(|c| format!("v.{c}"))
            .collect::<Vec<_>>()
            .join(", ")
    ))
    .bind(stamp(from))
    .bind(stamp(until))
    .fetch_all(conn)
    .await?
    .iter()
    .map(from_row)
    .collect()
}

/// Claims visit `id`'s reminder inside the caller's transaction: true for
/// the one caller whose update set it; a second instance running the same
/// check at once finds it set and sends nothing.
pub async fn claim_reminder(conn: &mut AnyConnection, id: i64) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "UPDATE visits SET reminded_at = $2 WHERE id = $1 AND reminded_at IS NULL AND status = 'booked'",
    )
    .bind(id)
    .bind(crate::store::db::now())
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Booked visits whose reminder is due at `now`: on tomorrow's UK date, not
/// yet reminded, on real leads with an email address, and booked or last
/// moved before today began (UK) — a visit arranged today for tomorrow has
/// just had its confirmation, which says all a reminder would.
pub async fn reminders_due(
    conn: &mut AnyConnection,
    now: DateTime<Utc>,
) -> Result<Vec<Visit>, sqlx::Error> {
    let today = uk_time::day(now);
    let tomorrow = today.succ_opt().unwrap_or(today);
    let from = uk_time::midnight(tomorrow);
    let until = uk_time::midnight(tomorrow.succ_opt().unwrap_or(tomorrow));
    sqlx::query(&format!(
        "SELECT {} FROM visits v JOIN enquiries e ON e.id = v.enquiry_id \
         WHERE v.status = 'booked' AND v.reminded_at IS NULL AND v.starts_at >= $1 AND v.starts_at < $2 \
           AND v.updated_at < $3 AND e.status = 'new' AND e.email IS NOT NULL AND e.email <> '' \
         ORDER BY v.starts_at, v.id",
        COLUMNS
            .split(", ")
            .map(|c| format!("v.{c}"))
            .collect::<Vec<_>>()
            .join(", ")
    ))
    .bind(stamp(from))
    .bind(stamp(until))
    .bind(stamp(uk_time::midnight(today)))
    .fetch_all(conn)
    .await?
    .iter()
    .map(from_row)
    .collect()
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

    #[test]
    fn lengths_read_as_words() {
        let v = |minutes| Visit {
            id: 1,
            enquiry_id: 1,
            uid: String::new(),
            kind: VisitKind::Job,
            starts_at: String::new(),
            local_start: NaiveDateTime::default(),
            minutes,
            who: String::new(),
            status: VisitStatus::Booked,
            sequence: 0,
        };
        assert_eq!(v(45).length(), "45 minutes");
        assert_eq!(v(60).length(), "1 hour");
        assert_eq!(v(90).length(), "1 hour 30 minutes");
        assert_eq!(v(180).length(), "3 hours");
    }
}

//! A lead's visits as stored (migration 0023): booking, moving and
//! cancelling inside the caller's transaction, the coming days' list and the
//! day-before reminder's claim. The time the owner chose is checked in
//! `visit_slot`.

pub use super::visit_slot::{Slot, SlotProblem, check_slot};
use crate::store::uk_time;
use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use content_model::admin::{VisitKind, VisitStatus};
use sqlx::{AnyConnection, Row};

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

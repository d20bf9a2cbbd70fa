//! Quotes to chase (issue 33.3): a lead in the inbox at stage 'quoted'
//! whose quote is the catalogue's `quote_chase_days` old and that has not
//! been chased in as long. One rule for the inbox's 'Quotes to chase' view
//! and its count, each lead's flag, the digest, and the chase itself.

use super::Lead;
use crate::store::db::Db;
use chrono::{DateTime, Duration, SecondsFormat, Utc};

/// The catalogue's days.
pub fn days() -> i64 {
    i64::from(content::business().quote_chase_days)
}

/// The stored-time text `days()` before `now`: a quote given, or a reminder
/// sent, at or before it is due another reminder.
pub fn cutoff(now: DateTime<Utc>) -> String {
    (now - Duration::days(days())).to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// The rule as an SQL condition on `enquiries`, at the `cutoff` made here
/// from the clock (never from a request), so it is written in, not bound.
pub fn sql(now: DateTime<Utc>) -> String {
    let cutoff = cutoff(now);
    format!(
        "(status = 'new' AND stage = 'quoted' AND quoted_at IS NOT NULL AND quoted_at <= '{cutoff}' \
         AND (chased_at IS NULL OR chased_at <= '{cutoff}'))"
    )
}

/// The rule for one lead.
pub fn is_due(lead: &Lead, now: DateTime<Utc>) -> bool {
    let cutoff = cutoff(now);
    let old_enough = |t: &Option<String>| t.as_deref().is_none_or(|t| t <= cutoff.as_str());
    lead.e.status == super::EnquiryStatus::New
        && lead.stage == super::Stage::Quoted
        && lead.quoted_at.is_some()
        && old_enough(&lead.quoted_at)
        && old_enough(&lead.chased_at)
}

/// The quotes to chase at `now`, the oldest quote first, at most `limit`.
pub async fn leads(db: &Db, now: DateTime<Utc>, limit: i64) -> Result<Vec<Lead>, sqlx::Error> {
    sqlx::query_as::<_, Lead>(&format!(
        "SELECT * FROM enquiries WHERE {} ORDER BY quoted_at, id LIMIT $1",
        sql(now)
    ))
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// How many quotes there are to chase at `now`.
pub async fn count(db: &Db, now: DateTime<Utc>) -> Result<i64, sqlx::Error> {
    use sqlx::Row;
    sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM enquiries WHERE {}",
        sql(now)
    ))
    .fetch_one(&db.pool)
    .await?
    .try_get("n")
}

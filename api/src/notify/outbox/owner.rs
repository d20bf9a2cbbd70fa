//! The owner's tools for mail: list messages by state, send failed ones
//! again, abandon them, and see each enquiry's delivery.

use super::{ACKNOWLEDGEMENT, NOTIFICATION, State};
use crate::store::db::{self, Db};
use serde::Serialize;
use sqlx::Row;
use std::collections::HashMap;

#[derive(Debug, Serialize)]
pub struct Entry {
    pub id: i64,
    pub kind: String,
    pub enquiry_id: Option<i64>,
    pub to: String,
    pub subject: String,
    pub state: State,
    pub attempts: i64,
    pub created_at: String,
    /// When the last attempt ended (sent, failed or retried).
    pub last_attempt: Option<String>,
    pub last_error: Option<String>,
    /// Why it failed, in plain words (`last_error` keeps the server's answer).
    pub failure_reason: Option<String>,
}

/// The columns an [`Entry`] is read from, after `SELECT`.
pub(super) const ENTRY_COLUMNS: &str = "id, kind, enquiry_id, to_address, subject, state, attempts, created_at, last_error, failure_reason, \
   CASE WHEN state = 'sent' THEN sent_at WHEN state IN ('failed', 'abandoned') THEN failed_at \
        WHEN attempts > 0 THEN next_attempt_at END AS last_attempt";

pub(super) fn entry(r: &sqlx::any::AnyRow) -> Result<Entry, sqlx::Error> {
    let state: String = r.try_get("state")?;
    Ok(Entry {
        id: r.try_get("id")?,
        kind: r.try_get("kind")?,
        enquiry_id: r.try_get("enquiry_id")?,
        to: r.try_get("to_address")?,
        subject: r.try_get("subject")?,
        state: State::parse(&state).ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "state".into(),
            source: format!("unknown outbox state `{state}`").into(),
        })?,
        attempts: r.try_get("attempts")?,
        created_at: r.try_get("created_at")?,
        last_attempt: r.try_get("last_attempt")?,
        last_error: r.try_get("last_error")?,
        failure_reason: r.try_get("failure_reason")?,
    })
}

/// Messages, newest first; `state` None lists every state.
pub async fn list(db: &Db, state: Option<State>, limit: i64) -> Result<Vec<Entry>, sqlx::Error> {
    page(db, state, limit, 0).await
}

/// One page of messages, newest first, skipping `offset`.
pub async fn page(
    db: &Db,
    state: Option<State>,
    limit: i64,
    offset: i64,
) -> Result<Vec<Entry>, sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {ENTRY_COLUMNS} FROM outbox WHERE ($1 IS NULL OR state = $1) ORDER BY id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(state.map(State::as_str))
    .bind(limit)
    .bind(offset)
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(entry).collect()
}

/// One message, if it exists.
pub async fn find(db: &Db, id: i64) -> Result<Option<Entry>, sqlx::Error> {
    sqlx::query(&format!("SELECT {ENTRY_COLUMNS} FROM outbox WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?
        .as_ref()
        .map(entry)
        .transpose()
}

/// Every message about one enquiry, oldest first.
pub async fn for_enquiry(db: &Db, enquiry_id: i64) -> Result<Vec<Entry>, sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {ENTRY_COLUMNS} FROM outbox WHERE enquiry_id = $1 ORDER BY id"
    ))
    .bind(enquiry_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(entry).collect()
}

/// The latest message of `kind` about enquiry `enquiry_id`, if any.
pub async fn latest_about(
    db: &Db,
    enquiry_id: i64,
    kind: &str,
) -> Result<Option<Entry>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {ENTRY_COLUMNS} FROM outbox WHERE enquiry_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1"
    ))
    .bind(enquiry_id)
    .bind(kind)
    .fetch_optional(&db.pool)
    .await?
    .as_ref()
    .map(entry)
    .transpose()
}

/// Figures about the mail of every enquiry that change whenever a message
/// is queued, tried again or changes state: what the inbox's pulse hashes.
pub struct Revision {
    pub count: i64,
    pub attempts: i64,
    pub states: i64,
}

/// The mail's part of the revision. Each state weighs differently, so a
/// message moving from one to another changes the sum. Read through the
/// covering index `outbox_enquiry` (migration 0019), not the rows, which
/// hold whole emails, as the API tests check.
pub const REVISION_SQL: &str = "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(attempts), 0) AS BIGINT) AS tries, \
     CAST(COALESCE(SUM(CASE state WHEN 'sent' THEN 1 WHEN 'failed' THEN 2 WHEN 'abandoned' THEN 4 ELSE 0 END), 0) AS BIGINT) AS states \
     FROM outbox WHERE enquiry_id IS NOT NULL";

pub async fn revision(db: &Db) -> Result<Revision, sqlx::Error> {
    let r = sqlx::query(REVISION_SQL).fetch_one(&db.pool).await?;
    Ok(Revision {
        count: r.try_get("n")?,
        attempts: r.try_get("tries")?,
        states: r.try_get("states")?,
    })
}

/// How many messages are in each state (states with none are absent).
pub async fn count_by_state(db: &Db) -> Result<HashMap<String, i64>, sqlx::Error> {
    sqlx::query("SELECT state, COUNT(*) AS n FROM outbox GROUP BY state")
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("state")?, r.try_get("n")?)))
        .collect()
}

pub fn print_list(entries: &[Entry]) {
    println!(
        "{:>6}  {:<26}  {:>7}  {:<32}  {:<9}  {:>8}  {:<16}  last error",
        "id", "kind", "enquiry", "to", "state", "attempts", "last (UTC)"
    );
    for e in entries {
        println!(
            "{:>6}  {:<26}  {:>7}  {:<32}  {:<9}  {:>8}  {:<16}  {}",
            e.id,
            e.kind,
            e.enquiry_id
                .map(|i| i.to_string())
                .unwrap_or_else(|| "-".into()),
            e.to,
            e.state,
            e.attempts,
            e.last_attempt
                .as_deref()
                .map(|t| t.get(..16).unwrap_or(t).replace('T', " "))
                .unwrap_or_else(|| "-".into()),
            // One line per message, whatever the server answered.
            e.last_error
                .as_deref()
                .map(|s| s.replace(['\r', '\n'], " "))
                .unwrap_or_else(|| "-".into()),
        );
    }
    println!(
        "{} message{}",
        entries.len(),
        if entries.len() == 1 { "" } else { "s" }
    );
}

/// Sends failed or abandoned messages again, now, keeping their attempts and
/// Message-ID; the maximum age starts again. Returns the ids changed.
pub async fn retry(db: &Db, ids: &[i64]) -> Result<Vec<i64>, sqlx::Error> {
    change_each(
        db,
        ids,
        "UPDATE outbox SET state = 'pending', next_attempt_at = $1, retried_at = $1, lease_until = NULL, \
           failed_at = NULL, failure_reason = NULL, reported_at = NULL \
         WHERE id = $2 AND state IN ('failed', 'abandoned')",
    )
    .await
}

/// Runs `sql` (`$1` now, `$2` the id) for each id; returns the ids it changed.
async fn change_each(db: &Db, ids: &[i64], sql: &str) -> Result<Vec<i64>, sqlx::Error> {
    let mut changed = Vec::new();
    for &id in ids {
        let n = sqlx::query(sql)
            .bind(db::now())
            .bind(id)
            .execute(&db.pool)
            .await?
            .rows_affected();
        if n == 1 {
            changed.push(id);
        }
    }
    Ok(changed)
}

/// Stops trying a pending or failed message; it no longer makes the health
/// check degraded. Returns the ids changed.
pub async fn abandon(db: &Db, ids: &[i64]) -> Result<Vec<i64>, sqlx::Error> {
    change_each(
        db,
        ids,
        "UPDATE outbox SET state = 'abandoned', failed_at = COALESCE(failed_at, $1), lease_until = NULL \
         WHERE id = $2 AND state IN ('pending', 'failed')",
    )
    .await
}

/// The state of an enquiry's notification to the business and of the
/// acknowledgement to the visitor: part of the owner's API, defined with it.
pub use content_model::admin::Delivery;

/// Each enquiry's delivery state, for `api enquiries list`.
pub async fn delivery_by_enquiry(
    db: &Db,
    enquiry_ids: &[i64],
) -> Result<HashMap<i64, Delivery>, sqlx::Error> {
    let mut out = HashMap::new();
    // Ids are integers we bind one chunk at a time, never text spliced in.
    for chunk in enquiry_ids.chunks(200) {
        let placeholders: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT enquiry_id, kind, state FROM outbox WHERE enquiry_id IN ({}) ORDER BY id",
            placeholders.join(", ")
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        for r in q.fetch_all(&db.pool).await? {
            let id: i64 = r.try_get("enquiry_id")?;
            let kind: String = r.try_get("kind")?;
            let state = State::parse(&r.try_get::<String, _>("state")?);
            let d: &mut Delivery = out.entry(id).or_default();
            match kind.as_str() {
                NOTIFICATION => d.notification = state,
                ACKNOWLEDGEMENT => d.acknowledgement = state,
                _ => {}
            }
        }
    }
    Ok(out)
}

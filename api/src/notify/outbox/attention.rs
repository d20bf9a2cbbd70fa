//! Whether mail needs the owner's attention: what turns `/api/health`
//! degraded. The reason goes to the logs, never to the public answer.

use super::{FAILURE_SUMMARY, NOTIFICATION};
use crate::config::Config;
use crate::store::db::{self, Db};
use sqlx::Row;
use std::time::Duration;

/// A notification whose attempts have failed this many times is stuck, even
/// before MAIL_STUCK_SECS have passed.
pub const STUCK_ATTEMPTS: i64 = 3;

/// Why mail needs attention, or `None` when all is well: a message failed
/// and the owner has neither retried nor abandoned it, or a notification to
/// the business is stuck (pending too long, or failed too often).
pub async fn problem(db: &Db, cfg: &Config) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT \
           COALESCE(SUM(CASE WHEN state = 'failed' THEN 1 ELSE 0 END), 0) AS failed, \
           COALESCE(SUM(CASE WHEN state = 'pending' AND kind IN ($1, $2) \
                              AND (COALESCE(retried_at, created_at) < $3 OR attempts >= $4) THEN 1 ELSE 0 END), 0) AS stuck \
         FROM outbox WHERE state IN ('failed', 'pending')",
    )
    .bind(NOTIFICATION)
    .bind(FAILURE_SUMMARY)
    .bind(db::timestamp_ago(Duration::from_secs(cfg.mail_stuck_secs)))
    .bind(STUCK_ATTEMPTS)
    .fetch_one(&db.pool)
    .await?;
    let failed: i64 = row.try_get("failed")?;
    let stuck: i64 = row.try_get("stuck")?;
    Ok(match (failed, stuck) {
        (0, 0) => None,
        _ => Some(format!(
            "{failed} failed message(s) not retried or abandoned, {stuck} stuck notification(s): see `api outbox list`"
        )),
    })
}

//! One email to the owner listing the messages that failed, at most one per
//! `MAIL_SUMMARY_INTERVAL_SECS`: failures within the period wait for the next
//! summary. It reaches the owner whenever their own address still receives
//! mail (a visitor's address bounced, a recipient was refused). A summary that
//! itself fails is never summarised, so a broken owner address cannot loop;
//! the health check and `api outbox list` still show it.

use super::{ACKNOWLEDGEMENT, FAILURE_SUMMARY, NOTIFICATION};
use crate::config::Config;
use crate::mail::OutgoingMail;
use crate::mail::templates;
use crate::store::db::{self, Backend, Db};
use serde::Serialize;
use sqlx::Row;
use std::time::Duration;

/// Any constant: the PostgreSQL advisory lock that makes two instances take
/// turns deciding whether a summary is due.
const SUMMARY_LOCK: i64 = 0x6f75_7462_6f78;

#[derive(Serialize)]
struct Failure {
    what: &'static str,
    reference: String,
    to: String,
    reason: String,
    failed_at: String,
}

fn describe(kind: &str) -> &'static str {
    match kind {
        NOTIFICATION => "Enquiry notification to you",
        ACKNOWLEDGEMENT => "Acknowledgement to the customer",
        "newsletter-confirm" => "Newsletter confirmation",
        _ => "Email",
    }
}

/// Queues a summary of the failures not yet reported, unless one was queued
/// within the interval. Returns whether one was queued.
pub async fn queue_if_due(db: &Db, cfg: &Config, notify_email: &str) -> Result<bool, sqlx::Error> {
    // Most polls find nothing: a read first keeps them from taking SQLite's
    // write lock.
    let unreported = sqlx::query(
        "SELECT id FROM outbox WHERE state = 'failed' AND reported_at IS NULL AND kind <> $1 LIMIT 1",
    )
    .bind(FAILURE_SUMMARY)
    .fetch_optional(&db.pool)
    .await?;
    if unreported.is_none() {
        return Ok(false);
    }
    let mut tx = db.begin().await?;
    if db.backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(SUMMARY_LOCK)
            .execute(&mut *tx)
            .await?;
    }
    // Writing first takes SQLite's write lock before anything is read (a
    // transaction that reads, then writes, fails at once when another
    // connection wrote in between); rolled back if no summary is due.
    let rows = sqlx::query(
        "UPDATE outbox SET reported_at = $1 \
         WHERE state = 'failed' AND reported_at IS NULL AND kind <> $2 \
         RETURNING id, kind, enquiry_id, to_address, failure_reason, failed_at",
    )
    .bind(db::now())
    .bind(FAILURE_SUMMARY)
    .fetch_all(&mut *tx)
    .await?;
    if rows.is_empty() {
        tx.rollback().await?;
        return Ok(false);
    }
    let recent =
        sqlx::query("SELECT COUNT(*) AS n FROM outbox WHERE kind = $1 AND created_at > $2")
            .bind(FAILURE_SUMMARY)
            .bind(db::timestamp_ago(Duration::from_secs(
                cfg.mail_summary_interval_secs,
            )))
            .fetch_one(&mut *tx)
            .await?
            .try_get::<i64, _>("n")?;
    if recent > 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    let mut failures = Vec::with_capacity(rows.len());
    for r in &rows {
        let kind: String = r.try_get("kind")?;
        let enquiry: Option<i64> = r.try_get("enquiry_id")?;
        let failed_at: Option<String> = r.try_get("failed_at")?;
        failures.push(Failure {
            what: describe(&kind),
            reference: enquiry
                .map(|id| format!("enquiry #{id}"))
                .unwrap_or_else(|| "-".into()),
            to: r.try_get("to_address")?,
            reason: r
                .try_get::<Option<String>, _>("failure_reason")?
                .unwrap_or_else(|| "not known".into()),
            failed_at: failed_at
                .map(|t| t.get(..16).unwrap_or(&t).replace('T', " "))
                .unwrap_or_default(),
        });
    }
    let b = templates::business(&cfg.site_url);
    let count = failures.len();
    let per = per_interval(cfg.mail_summary_interval_secs);
    let ctx = minijinja::context! { b, failures, count, per };
    // Our own template failing is a bug: reported like a database error (the
    // transaction rolls back, the failures stay unreported, the worker logs it).
    let render = |name: &str| {
        templates::render(name, &ctx)
            .map_err(|e| sqlx::Error::Protocol(crate::store::causes::with_causes(&e)))
    };
    let mail = OutgoingMail {
        to: notify_email.to_string(),
        reply_to: None,
        subject: format!(
            "{count} email{} could not be delivered",
            if count == 1 { "" } else { "s" }
        ),
        text: render("mail/delivery-failure-summary.txt")?,
        html: render("mail/delivery-failure-summary.html")?,
        list_unsubscribe: None,
    };
    super::enqueue(&mut tx, FAILURE_SUMMARY, None, &mail).await?;
    tx.commit().await?;
    tracing::info!(
        failures = count,
        "delivery-failure summary queued for the owner"
    );
    Ok(true)
}

/// 'an hour', 'every 30 minutes', 'every 2 hours': how often a summary may
/// go, as the email tells the owner (`MAIL_SUMMARY_INTERVAL_SECS`).
fn per_interval(secs: u64) -> String {
    match secs {
        3_600 => "an hour".into(),
        86_400 => "a day".into(),
        s if s % 3_600 == 0 => format!("every {} hours", s / 3_600),
        s if s % 60 == 0 && s > 60 => format!("every {} minutes", s / 60),
        60 => "a minute".into(),
        s => format!("every {s} seconds"),
    }
}

#[cfg(test)]
mod tests {
    use super::per_interval;

    #[test]
    fn the_summary_states_the_configured_interval() {
        assert_eq!(per_interval(3_600), "an hour");
        assert_eq!(per_interval(7_200), "every 2 hours");
        assert_eq!(per_interval(1_800), "every 30 minutes");
        assert_eq!(per_interval(86_400), "a day");
        assert_eq!(per_interval(45), "every 45 seconds");
    }
}

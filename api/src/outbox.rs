//! The durable outbox: email is queued in the same transaction as the record
//! it is about, and a background worker sends it with retries and exponential
//! backoff, recording attempts and the last error. Nothing is ever dropped: a
//! restart picks up whatever is still unsent.

use crate::config::Config;
use crate::db::{self, Db};
use crate::mail::{Mailer, OutgoingMail};
use sqlx::{AnyConnection, Row};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, watch};

/// How long a claimed message is reserved for one sender before another may retry it.
const LEASE: Duration = Duration::from_secs(120);

/// Queues a message inside the caller's transaction.
pub async fn enqueue(
    conn: &mut AnyConnection,
    kind: &str,
    enquiry_id: Option<i64>,
    mail: &OutgoingMail,
) -> Result<(), sqlx::Error> {
    let now = db::now();
    sqlx::query(
        "INSERT INTO outbox (created_at, kind, enquiry_id, to_address, reply_to, subject, body_text, body_html, attempts, next_attempt_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)",
    )
    .bind(&now)
    .bind(kind)
    .bind(enquiry_id)
    .bind(&mail.to)
    .bind(&mail.reply_to)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .bind(&now)
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, Default, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QueueState {
    pub pending: i64,
    /// Unsent messages that have failed at least once.
    pub retrying: i64,
    pub sent: i64,
    pub oldest_pending: Option<String>,
    pub last_error: Option<String>,
}

pub async fn state(db: &Db) -> Result<QueueState, sqlx::Error> {
    let row = sqlx::query(
        "SELECT \
           COALESCE(SUM(CASE WHEN sent_at IS NULL THEN 1 ELSE 0 END), 0) AS pending, \
           COALESCE(SUM(CASE WHEN sent_at IS NULL AND attempts > 0 THEN 1 ELSE 0 END), 0) AS retrying, \
           COALESCE(SUM(CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS sent, \
           MIN(CASE WHEN sent_at IS NULL THEN created_at END) AS oldest \
         FROM outbox",
    )
    .fetch_one(&db.pool)
    .await?;
    let last_error: Option<String> = sqlx::query("SELECT last_error FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1")
        .fetch_optional(&db.pool)
        .await?
        .and_then(|r| r.try_get("last_error").ok());
    Ok(QueueState {
        pending: row.try_get::<i64, _>("pending")?,
        retrying: row.try_get::<i64, _>("retrying")?,
        sent: row.try_get::<i64, _>("sent")?,
        oldest_pending: row.try_get("oldest")?,
        last_error,
    })
}

struct Claimed {
    id: i64,
    attempts: i64,
    mail: OutgoingMail,
}

/// Claims up to `limit` due messages with a lease, so two workers never send one twice.
async fn claim_due(db: &Db, limit: i64) -> Result<Vec<Claimed>, sqlx::Error> {
    let now = db::now();
    let rows = sqlx::query(
        "SELECT id, attempts, kind, to_address, reply_to, subject, body_text, body_html FROM outbox \
         WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < $2) \
         ORDER BY id LIMIT $3",
    )
    .bind(&now)
    .bind(&now)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    let lease_until = db::timestamp_in(LEASE);
    let mut claimed = Vec::new();
    for row in rows {
        let id: i64 = row.try_get("id")?;
        let won = sqlx::query("UPDATE outbox SET lease_until = $1 WHERE id = $2 AND sent_at IS NULL AND (lease_until IS NULL OR lease_until < $3)")
            .bind(&lease_until)
            .bind(id)
            .bind(&now)
            .execute(&db.pool)
            .await?
            .rows_affected()
            == 1;
        if won {
            let kind: String = row.try_get("kind")?;
            let body_text: String = row.try_get("body_text")?;
            let list_unsubscribe = (kind == "newsletter-confirm")
                .then(|| extract_unsubscribe(&body_text))
                .flatten();
            claimed.push(Claimed {
                id,
                attempts: row.try_get("attempts")?,
                mail: OutgoingMail {
                    to: row.try_get("to_address")?,
                    reply_to: row.try_get("reply_to")?,
                    subject: row.try_get("subject")?,
                    text: body_text,
                    html: row.try_get("body_html")?,
                    list_unsubscribe,
                },
            });
        }
    }
    Ok(claimed)
}

/// The unsubscribe link is the last URL in a newsletter email's text body.
fn extract_unsubscribe(text: &str) -> Option<String> {
    text.lines()
        .rev()
        .map(str::trim)
        .find(|l| l.starts_with("http") && l.contains("/api/newsletter/unsubscribe"))
        .map(str::to_string)
}

/// Sends every due message once. Returns how many were attempted.
pub async fn deliver_due(db: &Db, mailer: &Mailer, cfg: &Config) -> Result<usize, sqlx::Error> {
    let batch = claim_due(db, 20).await?;
    let n = batch.len();
    for m in batch {
        let attempts = m.attempts + 1;
        match mailer.send(&m.mail).await {
            Ok(()) => {
                sqlx::query("UPDATE outbox SET sent_at = $1, attempts = $2, lease_until = NULL, last_error = NULL WHERE id = $3")
                    .bind(db::now())
                    .bind(attempts)
                    .bind(m.id)
                    .execute(&db.pool)
                    .await?;
                tracing::info!(outbox_id = m.id, attempts, subject = %m.mail.subject, "email sent");
            }
            Err(error) => {
                let delay = cfg.retry_delay(attempts as u32);
                sqlx::query("UPDATE outbox SET attempts = $1, next_attempt_at = $2, lease_until = NULL, last_error = $3 WHERE id = $4")
                    .bind(attempts)
                    .bind(db::timestamp_in(delay))
                    .bind(&error)
                    .bind(m.id)
                    .execute(&db.pool)
                    .await?;
                tracing::warn!(outbox_id = m.id, attempts, retry_in_ms = delay.as_millis() as u64, %error, "email not sent; will retry");
            }
        }
    }
    Ok(n)
}

/// Runs until `shutdown` turns true: sends what is due, then waits to be woken
/// (a new message) or for the poll interval.
pub async fn run_worker(
    db: Db,
    mailer: Mailer,
    cfg: Arc<Config>,
    wake: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) {
    tracing::info!(transport = %mailer.describe(), "mail worker started");
    loop {
        if *shutdown.borrow() {
            break;
        }
        let attempted = match deliver_due(&db, &mailer, &cfg).await {
            Ok(n) => n,
            Err(e) => {
                tracing::error!(error = %e, "mail worker could not read the outbox");
                0
            }
        };
        if attempted > 0 {
            continue;
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(Duration::from_millis(cfg.mail_poll_ms)) => {}
            _ = shutdown.changed() => {}
        }
    }
    tracing::info!("mail worker stopped");
}

//! Sending: each message is claimed on its own with a lease by one atomic
//! statement, sent under a timeout shorter than the lease, and its outcome
//! recorded. Several senders run at once, so one slow message never holds
//! the others, and the business's emergency notifications are claimed first.

use super::{FAILURE_SUMMARY, summary};
use crate::config::Config;
use crate::mail::{self, Attachment, Extras, Mailer, OutgoingMail, SendError};
use crate::store::db::{self, Backend, Db};
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, watch};

/// A claimed message stays reserved this many send timeouts: the attempt has
/// given up long before another instance may take the message again.
const LEASE_PER_TIMEOUT: u32 = 3;

pub struct Claimed {
    pub id: i64,
    pub kind: String,
    pub attempts: i64,
    /// When the maximum age starts: queued, or last retried by the owner.
    pub started_at: String,
    pub message_id: String,
    pub mail: OutgoingMail,
    pub extras: Extras,
}

/// Atomically claims the most urgent due message and leases it to this
/// sender; `None` when nothing is due. On PostgreSQL `FOR UPDATE SKIP LOCKED`
/// lets concurrent claimers pass over each other's rows; on SQLite the
/// statement runs under the database's single write lock.
pub async fn claim_one(db: &Db, lease: Duration) -> Result<Option<Claimed>, sqlx::Error> {
    let now = db::now();
    // Idle senders poll; a read first keeps an idle poll from taking SQLite's
    // write lock (an UPDATE takes it even when it matches nothing).
    let due = sqlx::query(
        "SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1 \
         AND (lease_until IS NULL OR lease_until < $1) LIMIT 1",
    )
    .bind(&now)
    .fetch_optional(&db.pool)
    .await?;
    if due.is_none() {
        return Ok(None);
    }
    let skip_locked = match db.backend {
        Backend::Postgres => "FOR UPDATE SKIP LOCKED",
        Backend::Sqlite => "",
    };
    let sql = format!(
        "UPDATE outbox SET lease_until = $1, message_id = COALESCE(message_id, $2) \
         WHERE id = (SELECT id FROM outbox \
                     WHERE state = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until < $3) \
                     ORDER BY priority, id LIMIT 1 {skip_locked}) \
           AND state = 'pending' AND (lease_until IS NULL OR lease_until < $3) \
         RETURNING id, kind, attempts, COALESCE(retried_at, created_at) AS started_at, message_id, \
                   to_address, reply_to, subject, body_text, body_html, list_unsubscribe, \
                   in_reply_to, attachment_name, attachment_type, attachment_body"
    );
    let Some(row) = sqlx::query(&sql)
        .bind(db::timestamp_in(lease))
        .bind(mail::new_message_id())
        .bind(&now)
        .fetch_optional(&db.pool)
        .await?
    else {
        return Ok(None);
    };
    Ok(Some(Claimed {
        id: row.try_get("id")?,
        kind: row.try_get("kind")?,
        attempts: row.try_get("attempts")?,
        started_at: row.try_get("started_at")?,
        message_id: row.try_get("message_id")?,
        mail: OutgoingMail {
            to: row.try_get("to_address")?,
            reply_to: row.try_get("reply_to")?,
            subject: row.try_get("subject")?,
            text: row.try_get("body_text")?,
            html: row.try_get("body_html")?,
            list_unsubscribe: row.try_get("list_unsubscribe")?,
        },
        extras: Extras {
            in_reply_to: row.try_get("in_reply_to")?,
            attachment: match (
                row.try_get::<Option<String>, _>("attachment_name")?,
                row.try_get::<Option<String>, _>("attachment_type")?,
                row.try_get::<Option<String>, _>("attachment_body")?,
            ) {
                (Some(filename), Some(content_type), Some(body)) => Some(Attachment {
                    filename,
                    content_type,
                    body,
                }),
                _ => None,
            },
        },
    }))
}

/// Sends one claimed message and records the outcome.
pub async fn deliver(
    db: &Db,
    mailer: &Mailer,
    cfg: &Config,
    m: &Claimed,
) -> Result<(), sqlx::Error> {
    let timeout = Duration::from_millis(cfg.mail_send_timeout_ms);
    let result =
        match tokio::time::timeout(timeout, mailer.send(&m.mail, &m.message_id, &m.extras)).await {
            Ok(r) => r,
            Err(_) => Err(SendError::Transient(format!(
                "no answer within {} ms",
                cfg.mail_send_timeout_ms
            ))),
        };
    record(db, cfg, m, result).await
}

/// Why a message failed, in plain words for the owner's summary and CLI.
fn plain_reason(error: &SendError, gave_up_after_max_age: bool) -> String {
    if gave_up_after_max_age {
        return "could not be delivered for too long (the mail server kept refusing or could not be reached)".into();
    }
    let detail = error.detail();
    if detail.starts_with("bad recipient") || detail.starts_with("bad reply-to") {
        "the address is not a valid email address".into()
    } else if detail.starts_with("SMTP") {
        "the receiving mail server refused it for good (the address may not exist or may be blocked)".into()
    } else {
        "the message could not be built".into()
    }
}

async fn record(
    db: &Db,
    cfg: &Config,
    m: &Claimed,
    result: Result<(), SendError>,
) -> Result<(), sqlx::Error> {
    let attempts = m.attempts + 1;
    let error = match result {
        Ok(()) => {
            sqlx::query("UPDATE outbox SET state = 'sent', sent_at = $1, attempts = $2, lease_until = NULL, last_error = NULL WHERE id = $3")
                .bind(db::now())
                .bind(attempts)
                .bind(m.id)
                .execute(&db.pool)
                .await?;
            tracing::info!(outbox_id = m.id, kind = %m.kind, attempts, "email sent");
            return Ok(());
        }
        Err(e) => e,
    };
    let too_old = chrono::DateTime::parse_from_rfc3339(&m.started_at).is_ok_and(|started| {
        chrono::Utc::now().signed_duration_since(started)
            >= chrono::Duration::seconds(cfg.mail_max_age_secs.min(i64::MAX as u64) as i64)
    });
    if error.is_permanent() || too_old {
        let reason = plain_reason(&error, !error.is_permanent());
        sqlx::query("UPDATE outbox SET state = 'failed', failed_at = $1, attempts = $2, lease_until = NULL, last_error = $3, failure_reason = $4 WHERE id = $5")
            .bind(db::now())
            .bind(attempts)
            .bind(error.detail())
            .bind(&reason)
            .bind(m.id)
            .execute(&db.pool)
            .await?;
        // The body is never logged: it holds what a visitor typed.
        tracing::error!(outbox_id = m.id, kind = %m.kind, attempts, %error, reason = %reason, "email failed; not retrying");
    } else {
        let delay = cfg.retry_delay(attempts as u32);
        sqlx::query("UPDATE outbox SET attempts = $1, next_attempt_at = $2, lease_until = NULL, last_error = $3 WHERE id = $4")
            .bind(attempts)
            .bind(db::timestamp_in(delay))
            .bind(error.detail())
            .bind(m.id)
            .execute(&db.pool)
            .await?;
        tracing::warn!(outbox_id = m.id, kind = %m.kind, attempts, retry_in_ms = delay.as_millis() as u64, %error, "email not sent; will retry");
    }
    Ok(())
}

/// One sender: claims a message, sends it, and claims the next, until none is
/// due; then waits to be woken (a new message) or for the poll interval.
async fn sender(
    db: Db,
    mailer: Mailer,
    cfg: Arc<Config>,
    wake: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) {
    let lease = Duration::from_millis(cfg.mail_send_timeout_ms) * LEASE_PER_TIMEOUT;
    loop {
        if *shutdown.borrow() {
            break;
        }
        match claim_one(&db, lease).await {
            Ok(Some(m)) => {
                // More may be due: let an idle sender look too.
                wake.notify_one();
                if let Err(e) = deliver(&db, &mailer, &cfg, &m).await {
                    tracing::error!(outbox_id = m.id, error = %e, "mail worker could not record a send; the lease will expire and it will be tried again");
                }
                continue;
            }
            Ok(None) => {}
            Err(e) => tracing::error!(error = %e, "mail worker could not read the outbox"),
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(Duration::from_millis(cfg.mail_poll_ms)) => {}
            _ = shutdown.changed() => {}
        }
    }
}

/// Runs `MAIL_CONCURRENCY` senders and the owner's failure summary until
/// `shutdown` turns true; each sender finishes the message it holds.
pub async fn run_worker(
    db: Db,
    mailer: Mailer,
    cfg: Arc<Config>,
    wake: Arc<Notify>,
    shutdown: watch::Receiver<bool>,
) {
    tracing::info!(transport = %mailer.describe(), senders = cfg.mail_concurrency, "mail worker started");
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..cfg.mail_concurrency {
        tasks.spawn(sender(
            db.clone(),
            mailer.clone(),
            cfg.clone(),
            wake.clone(),
            shutdown.clone(),
        ));
    }
    tasks.spawn(summaries(db, cfg, wake, shutdown));
    while tasks.join_next().await.is_some() {}
    tracing::info!("mail worker stopped");
}

/// Queues the owner's failure summary when one is due.
async fn summaries(
    db: Db,
    cfg: Arc<Config>,
    wake: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) {
    let notify_email = cfg
        .notify_email
        .clone()
        .unwrap_or_else(|| content::catalogue().business.email.to_string());
    loop {
        if *shutdown.borrow() {
            break;
        }
        match summary::queue_if_due(&db, &cfg, &notify_email).await {
            Ok(true) => wake.notify_one(),
            Ok(false) => {}
            Err(e) => {
                tracing::error!(error = %e, kind = FAILURE_SUMMARY, "could not queue the delivery-failure summary")
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_millis(cfg.mail_poll_ms)) => {}
            _ = shutdown.changed() => {}
        }
    }
}

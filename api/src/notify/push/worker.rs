//! Sending pushes: each queued push is claimed with a lease by one atomic
//! statement (so with several instances running exactly one sends it),
//! encrypted to its subscription (RFC 8291), signed (VAPID) and posted. A
//! push service that is busy or unreachable is retried after a few seconds
//! until the push expires; one that says the subscription is gone has it
//! deleted. Every failure is logged; none reaches the visitor or the lead.

use super::subscription::origin;
use super::{Push, Vapid};
use crate::config::Config;
use crate::store::db::{self, Backend, Db};
use data_encoding::BASE64URL_NOPAD;
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// Longer than the HTTP client's timeout, so a slow attempt has given up
/// before another instance may take the push again.
const LEASE: Duration = Duration::from_secs(30);
/// How often leads are checked for turning overdue.
const OVERDUE_EVERY: Duration = Duration::from_secs(60);

struct Claimed {
    id: i64,
    subscription_id: i64,
    kind: String,
    payload: String,
    urgent: bool,
    attempts: i64,
    endpoint: String,
    p256dh: String,
    auth: String,
}

/// Pending pushes past their age are dropped, not sent late.
async fn drop_expired(db: &Db) -> Result<u64, sqlx::Error> {
    let dropped = sqlx::query(
        "UPDATE push_queue SET state = 'dropped', lease_until = NULL, \
         last_error = COALESCE(last_error, 'expired before it could be sent') \
         WHERE state = 'pending' AND expires_at <= $1 AND (lease_until IS NULL OR lease_until < $1)",
    )
    .bind(db::now())
    .execute(&db.pool)
    .await?
    .rows_affected();
    if dropped > 0 {
        tracing::warn!(
            dropped,
            "push alerts dropped: not delivered within PUSH_MAX_AGE_SECS"
        );
    }
    Ok(dropped)
}

async fn claim_one(db: &Db) -> Result<Option<Claimed>, sqlx::Error> {
    let now = db::now();
    // A read first keeps an idle poll off SQLite's write lock.
    let due = sqlx::query(
        "SELECT id FROM push_queue WHERE state = 'pending' AND next_attempt_at <= $1 \
         AND expires_at > $1 AND (lease_until IS NULL OR lease_until < $1) LIMIT 1",
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
        "UPDATE push_queue SET lease_until = $1, attempts = attempts + 1 \
         WHERE id = (SELECT id FROM push_queue \
                     WHERE state = 'pending' AND next_attempt_at <= $2 AND expires_at > $2 \
                       AND (lease_until IS NULL OR lease_until < $2) \
                     ORDER BY urgent DESC, id LIMIT 1 {skip_locked}) \
           AND state = 'pending' AND (lease_until IS NULL OR lease_until < $2) \
         RETURNING id, subscription_id, kind, payload, urgent, attempts"
    );
    let Some(row) = sqlx::query(&sql)
        .bind(db::timestamp_in(LEASE))
        .bind(&now)
        .fetch_optional(&db.pool)
        .await?
    else {
        return Ok(None);
    };
    let subscription_id: i64 = row.try_get("subscription_id")?;
    let Some(sub) =
        sqlx::query("SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1")
            .bind(subscription_id)
            .fetch_optional(&db.pool)
            .await?
    else {
        // Removed since it was queued (its queue rows go with it).
        return Ok(None);
    };
    Ok(Some(Claimed {
        id: row.try_get("id")?,
        subscription_id,
        kind: row.try_get("kind")?,
        payload: row.try_get("payload")?,
        urgent: row.try_get::<i64, _>("urgent")? != 0,
        attempts: row.try_get("attempts")?,
        endpoint: sub.try_get("endpoint")?,
        p256dh: sub.try_get("p256dh")?,
        auth: sub.try_get("auth")?,
    }))
}

/// What one attempt came to.
enum Outcome {
    Delivered,
    /// The push service no longer knows the subscription (404, 410).
    Gone,
    /// Worth another try shortly (429, 5xx, no answer).
    Retry(String),
    /// Will never work (a refused signature, a malformed push).
    Failed(String),
}

/// Why one push could not be made into a request (it never will be).
#[derive(Debug, thiserror::Error)]
enum RequestError {
    #[error("endpoint: {0}")]
    Endpoint(String),
    #[error("the subscription's p256dh key is unusable")]
    P256dh,
    #[error("the subscription's auth secret is unusable")]
    Auth,
    #[error("encrypting: {0}")]
    Encrypt(web_push_native::Error),
    #[error("building the request")]
    Build(#[source] reqwest::Error),
}

/// The encrypted, signed request for one push.
fn request(
    push: &Push,
    key: &Vapid,
    subject: &str,
    ttl: Duration,
    c: &Claimed,
) -> Result<reqwest::Request, RequestError> {
    let url =
        reqwest::Url::parse(&c.endpoint).map_err(|e| RequestError::Endpoint(e.to_string()))?;
    let ua_public = BASE64URL_NOPAD
        .decode(c.p256dh.as_bytes())
        .ok()
        .and_then(|k| p256::PublicKey::from_sec1_bytes(&k).ok())
        .ok_or(RequestError::P256dh)?;
    let auth = BASE64URL_NOPAD
        .decode(c.auth.as_bytes())
        .ok()
        .filter(|a| a.len() == 16)
        .ok_or(RequestError::Auth)?;
    let body = web_push_native::encrypt(
        c.payload.as_bytes().to_vec(),
        &ua_public,
        web_push_native::Auth::from_slice(&auth),
    )
    .map_err(RequestError::Encrypt)?;
    push.client
        .post(url.clone())
        .header("TTL", ttl.as_secs().to_string())
        .header("Urgency", if c.urgent { "high" } else { "normal" })
        .header("Content-Encoding", "aes128gcm")
        .header("Content-Type", "application/octet-stream")
        .header("Authorization", key.authorization(&origin(&url), subject))
        .body(body)
        .build()
        .map_err(RequestError::Build)
}

async fn attempt(push: &Push, key: &Vapid, subject: &str, ttl: Duration, c: &Claimed) -> Outcome {
    let req = match request(push, key, subject, ttl, c) {
        Ok(r) => r,
        // Stored as the attempt's error, with its cause (`{:#}`).
        Err(e) => return Outcome::Failed(crate::store::causes::with_causes(&e)),
    };
    match push.client.execute(req).await {
        Ok(resp) => {
            let status = resp.status().as_u16();
            match status {
                200..=299 => Outcome::Delivered,
                404 | 410 => Outcome::Gone,
                429 | 500..=599 => Outcome::Retry(format!("push service answered {status}")),
                _ => Outcome::Failed(format!("push service refused it: {status}")),
            }
        }
        Err(e) => Outcome::Retry(format!("no answer from the push service: {e}")),
    }
}

/// A few seconds, then longer, within the push's short life.
fn retry_delay(attempts: i64) -> Duration {
    Duration::from_secs(match attempts {
        ..=1 => 2,
        2 => 5,
        3 => 15,
        _ => 30,
    })
}

async fn record(db: &Db, c: &Claimed, outcome: Outcome) -> Result<(), sqlx::Error> {
    match outcome {
        Outcome::Delivered => {
            let now = db::now();
            sqlx::query("UPDATE push_queue SET state = 'sent', sent_at = $1, lease_until = NULL, last_error = NULL WHERE id = $2")
                .bind(&now)
                .bind(c.id)
                .execute(&db.pool)
                .await?;
            sqlx::query("UPDATE push_subscriptions SET last_sent_at = $1 WHERE id = $2")
                .bind(&now)
                .bind(c.subscription_id)
                .execute(&db.pool)
                .await?;
            tracing::info!(push_id = c.id, kind = %c.kind, attempts = c.attempts, "push delivered");
        }
        Outcome::Gone => {
            // Its queued pushes go with it (ON DELETE CASCADE).
            sqlx::query("DELETE FROM push_subscriptions WHERE id = $1")
                .bind(c.subscription_id)
                .execute(&db.pool)
                .await?;
            tracing::info!(
                push_id = c.id,
                subscription = c.subscription_id,
                "push subscription gone: the browser unsubscribed or was reset; deleted"
            );
        }
        Outcome::Retry(error) => {
            sqlx::query("UPDATE push_queue SET next_attempt_at = $1, lease_until = NULL, last_error = $2 WHERE id = $3")
                .bind(db::timestamp_in(retry_delay(c.attempts)))
                .bind(&error)
                .bind(c.id)
                .execute(&db.pool)
                .await?;
            tracing::warn!(push_id = c.id, kind = %c.kind, attempts = c.attempts, %error, "push not delivered; will retry until it expires");
        }
        Outcome::Failed(error) => {
            sqlx::query("UPDATE push_queue SET state = 'failed', lease_until = NULL, last_error = $1 WHERE id = $2")
                .bind(&error)
                .bind(c.id)
                .execute(&db.pool)
                .await?;
            tracing::error!(push_id = c.id, kind = %c.kind, %error, "push failed; not retrying");
        }
    }
    Ok(())
}

/// Sends every due push, then waits for the doorbell or the poll interval.
/// Checks for leads turned overdue once a minute and whenever woken (a
/// device that has just turned alerts on is told of those already overdue).
pub async fn run(
    db: Db,
    push: Arc<Push>,
    cfg: Arc<Config>,
    notify_email: String,
    mut shutdown: watch::Receiver<bool>,
) {
    let subject = format!("mailto:{notify_email}");
    let ttl = Duration::from_secs(cfg.push_max_age_secs);
    let mut last_overdue_check: Option<tokio::time::Instant> = None;
    let mut woken = false;
    loop {
        if *shutdown.borrow() {
            break;
        }
        if woken || last_overdue_check.is_none_or(|at| at.elapsed() >= OVERDUE_EVERY) {
            last_overdue_check = Some(tokio::time::Instant::now());
            match super::overdue(&db, ttl).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(pushes = n, "overdue follow-ups queued as pushes"),
                Err(e) => {
                    tracing::error!(error = %e, "could not check for overdue follow-ups to push")
                }
            }
        }
        if let Err(e) = drop_expired(&db).await {
            tracing::error!(error = %e, "could not drop expired pushes");
        }
        loop {
            let claimed = match claim_one(&db).await {
                Ok(Some(c)) => c,
                Ok(None) => break,
                Err(e) => {
                    tracing::error!(error = %e, "push worker could not read the queue");
                    break;
                }
            };
            let outcome = match push.key(&db, cfg.vapid_private_key.as_deref()).await {
                Ok(key) => attempt(&push, key, &subject, ttl, &claimed).await,
                Err(e) => Outcome::Retry(crate::store::causes::with_causes(&e)),
            };
            if let Err(e) = record(&db, &claimed, outcome).await {
                tracing::error!(push_id = claimed.id, error = %e, "push worker could not record an attempt; the lease will expire and it will be tried again");
            }
        }
        woken = tokio::select! {
            _ = push.wake.notified() => true,
            _ = tokio::time::sleep(Duration::from_millis(cfg.mail_poll_ms)) => false,
            _ = shutdown.changed() => false,
        };
    }
}

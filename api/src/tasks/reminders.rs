//! The customer's reminder the day before a visit (issue 33.5): once a
//! minute, from `REMINDER_HOUR` on the UK clock, every booked visit on
//! tomorrow's UK date whose customer gave an email address gets one
//! reminder through the outbox, with its calendar file. Cancelled visits
//! and leads with no address are never selected.
//!
//! Several instances may run this at once: each visit's reminder is claimed
//! by one conditional update (`reminded_at` from NULL) in the same
//! transaction that queues the email, so only the instance whose update
//! took the row queues it, and a crash before the commit leaves it to be
//! claimed again. Moving a visit clears the claim: the new day gets its own.

use crate::enquiries::Lead;
use crate::enquiries::visits;
use crate::notify::visits::{self as mail, What};
use crate::store::db::Db;
use crate::store::uk_time;
use chrono::{DateTime, Timelike, Utc};
use std::sync::Arc;
use tokio::sync::Notify;

/// Reminders go from this hour, UK time, the day before: not in the night.
pub const REMINDER_HOUR: u32 = 9;

#[derive(Debug, thiserror::Error)]
pub enum ReminderError {
    #[error("reading or claiming visits")]
    Db(#[from] sqlx::Error),
    #[error(transparent)]
    Mail(#[from] mail::VisitMailError),
}

/// Queues every reminder due at `now`; returns how many this call queued.
pub async fn queue_due(
    db: &Db,
    site_url: &str,
    reply_to: &str,
    now: DateTime<Utc>,
) -> Result<usize, ReminderError> {
    if uk_time::local(now).hour() < REMINDER_HOUR {
        return Ok(0);
    }
    let due = visits::reminders_due(&mut *db.pool.acquire().await?, now).await?;
    let mut queued = 0;
    for visit in due {
        let Some(lead) = Lead::find(db, visit.enquiry_id).await? else {
            continue;
        };
        let mut tx = db.begin().await?;
        // The claim is the first write: on SQLite it takes the write lock,
        // on PostgreSQL a second claimer waits on the row, then finds it set.
        if !visits::claim_reminder(&mut tx, visit.id).await? {
            tx.rollback().await?;
            continue;
        }
        if mail::queue(&mut tx, &lead.e, &visit, What::Reminder, site_url, reply_to).await? {
            tx.commit().await?;
            queued += 1;
        } else {
            tx.rollback().await?;
        }
    }
    Ok(queued)
}

/// Checks once a minute, for as long as the server runs.
pub async fn run(db: Db, site_url: String, reply_to: String, wake_mailer: Arc<Notify>) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
    loop {
        tick.tick().await;
        match queue_due(&db, &site_url, &reply_to, Utc::now()).await {
            Ok(0) => {}
            Ok(n) => {
                tracing::info!(reminders = n, "visit reminders queued");
                wake_mailer.notify_one();
            }
            Err(e) => {
                tracing::warn!(error = %e, "visit reminders failed; trying again in a minute")
            }
        }
    }
}

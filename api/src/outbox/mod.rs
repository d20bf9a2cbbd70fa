//! The durable outbox: email is queued in the same transaction as the record
//! it is about, with its Message-ID and headers, and sent by a background
//! worker ([`worker`]) that classifies failures: permanent ones fail at once,
//! transient ones are retried with backoff up to a maximum age. Nothing is
//! dropped silently: a failed message stays in the table, turns the health
//! check degraded ([`attention`]), is summarised to the owner by email
//! ([`summary`]) and can be retried or abandoned from the CLI ([`owner`]).

pub mod attention;
pub mod owner;
pub mod summary;
pub mod worker;

use crate::db;
use crate::mail::{self, OutgoingMail};
use sqlx::AnyConnection;

pub use worker::run_worker;

/// The business's notification of an enquiry.
pub const NOTIFICATION: &str = "enquiry-notification";
/// The visitor's acknowledgement of an enquiry.
pub const ACKNOWLEDGEMENT: &str = "enquiry-acknowledgement";
/// The owner's summary of messages that failed.
pub const FAILURE_SUMMARY: &str = "delivery-failure-summary";

/// Where a message is in its life: part of the owner's API (the mail log
/// shows it), so defined with it. Stored as text in `outbox.state`.
pub use content_model::admin::MailState as State;

/// Mail to the business is sent before mail to visitors; an emergency
/// notification before anything else (0 first).
fn base_priority(kind: &str) -> i64 {
    if kind == NOTIFICATION || kind == FAILURE_SUMMARY {
        1
    } else {
        2
    }
}

/// Queues a message inside the caller's transaction, with a Message-ID made
/// now and kept for every attempt.
pub async fn enqueue(
    conn: &mut AnyConnection,
    kind: &str,
    enquiry_id: Option<i64>,
    mail: &OutgoingMail,
) -> Result<(), sqlx::Error> {
    let now = db::now();
    // An emergency enquiry's notification jumps the queue (priority 0).
    let emergency_of = enquiry_id.filter(|_| kind == NOTIFICATION);
    sqlx::query(
        "INSERT INTO outbox (created_at, kind, enquiry_id, to_address, reply_to, subject, body_text, body_html, attempts, next_attempt_at, \
           state, message_id, list_unsubscribe, priority) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, 'pending', $10, $11, \
           COALESCE((SELECT 0 FROM enquiries WHERE id = $12 AND is_emergency <> 0), $13))",
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
    .bind(mail::new_message_id())
    .bind(&mail.list_unsubscribe)
    .bind(emergency_of)
    .bind(base_priority(kind))
    .execute(conn)
    .await?;
    Ok(())
}

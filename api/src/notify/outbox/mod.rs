//! The durable outbox: email is queued in the same transaction as the record
//! it is about, with its Message-ID and headers, and sent by a background
//! worker ([`worker`]) that classifies failures: permanent ones fail at once,
//! transient ones are retried with backoff up to a maximum age. Nothing is
//! dropped silently: a failed message stays in the table, turns the health
//! check degraded ([`attention`]), is summarised to the owner by email
//! ([`summary`]) and can be retried or abandoned from the CLI ([`owner`]).

pub mod attention;
pub mod owner;
pub mod person;
pub mod summary;
pub mod worker;

use crate::enquiries::Enquiry;
use crate::mail::{self, Extras, OutgoingMail};
use crate::store::db;
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

/// The order `kind` of mail about `about` is sent in (0 first).
fn priority(kind: &str, about: Option<&Enquiry>) -> i64 {
    if kind == NOTIFICATION && about.is_some_and(|e| e.is_emergency) {
        0
    } else {
        base_priority(kind)
    }
}

/// Queues a message (about the enquiry `about`, if any) inside the caller's
/// transaction, with a Message-ID made now and kept for every attempt.
pub async fn enqueue(
    conn: &mut AnyConnection,
    kind: &str,
    about: Option<&Enquiry>,
    mail: &OutgoingMail,
) -> Result<(), sqlx::Error> {
    enqueue_with(conn, kind, about, mail, &Extras::default())
        .await
        .map(|_| ())
}

/// [`enqueue`] with the message it answers and an attachment; returns the
/// Message-ID it was given.
pub async fn enqueue_with(
    conn: &mut AnyConnection,
    kind: &str,
    about: Option<&Enquiry>,
    mail: &OutgoingMail,
    extras: &Extras,
) -> Result<String, sqlx::Error> {
    let now = db::now();
    let message_id = mail::new_message_id();
    let attachment = extras.attachment.as_ref();
    sqlx::query(
        "INSERT INTO outbox (created_at, kind, enquiry_id, to_address, reply_to, subject, body_text, body_html, attempts, next_attempt_at, \
           state, message_id, list_unsubscribe, priority, in_reply_to, attachment_name, attachment_type, attachment_body) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, 'pending', $10, $11, $12, $13, $14, $15, $16)",
    )
    .bind(&now)
    .bind(kind)
    .bind(about.map(|e| e.id))
    .bind(&mail.to)
    .bind(&mail.reply_to)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .bind(&now)
    .bind(&message_id)
    .bind(&mail.list_unsubscribe)
    .bind(priority(kind, about))
    .bind(&extras.in_reply_to)
    .bind(attachment.map(|a| a.filename.as_str()))
    .bind(attachment.map(|a| a.content_type.as_str()))
    .bind(attachment.map(|a| a.body.as_str()))
    .execute(conn)
    .await?;
    Ok(message_id)
}

/// The Message-ID and subject of the latest email of `kind` about enquiry
/// `id`, if one was queued: what a reply threads under.
pub async fn thread_of(
    conn: &mut AnyConnection,
    id: i64,
    kind: &str,
) -> Result<Option<(String, String)>, sqlx::Error> {
    use sqlx::Row;
    let row = sqlx::query(
        "SELECT message_id, subject FROM outbox WHERE enquiry_id = $1 AND kind = $2 \
         AND message_id IS NOT NULL ORDER BY id LIMIT 1",
    )
    .bind(id)
    .bind(kind)
    .fetch_optional(conn)
    .await?;
    row.map(|r| Ok((r.try_get("message_id")?, r.try_get("subject")?)))
        .transpose()
}

/// Deletes the confirmation still waiting to go to `email` (any case): the
/// sign-up it confirms has been removed.
pub async fn forget_pending_confirmation(
    conn: &mut AnyConnection,
    email: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "DELETE FROM outbox WHERE kind = 'newsletter-confirm' AND state = 'pending' \
         AND LOWER(to_address) = LOWER($1)",
    )
    .bind(email)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes emails that belong to no enquiry (newsletter confirmations,
/// delivery reports, digests), queued before `cutoff` and no longer waiting
/// to be sent. Emails about an enquiry go with it
/// (`enquiries::person::delete`). Returns how many went.
pub async fn purge_settled_without_enquiry_before(
    db: &db::Db,
    cutoff: &str,
) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "DELETE FROM outbox WHERE enquiry_id IS NULL AND state <> 'pending' AND created_at < $1",
    )
    .bind(cutoff)
    .execute(&db.pool)
    .await?
    .rows_affected())
}

//! Subject access and erasure (PRODUCT 30, issue 11.7): everything held about
//! one person, found by email address or phone number, exported as JSON or
//! erased in one transaction. `GET /api/admin/people`, `POST
//! /api/admin/people/erase` and `api person export|erase` all come here, so
//! the inbox and the command line find and remove exactly the same rows.
//!
//! What is held about a person: their enquiries (matched on the email or the
//! phone they typed) with each one's history (`lead_events`: the owner's
//! stage changes and notes) and every email about it; their
//! newsletter subscription; email sent to their address; and email about no
//! enquiry (delivery reports, digests to the owner) that names their address.

use crate::admin::newsletter_admin;
use crate::contact::Enquiry;
use crate::db::Db;
use crate::outbox::owner::{Delivery, delivery_by_enquiry};
use content_model::admin::{
    Erased, ExportedEnquiry, ExportedHistoryEntry, ExportedMail, PersonExport,
};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// Whom to look for: a lower-cased email address, or a phone number as its
/// [`phone_key`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    Email(String),
    Phone(String),
}

pub const NEITHER: &str =
    "Enter an email address (name@example.co.uk) or a phone number (0141 496 0000).";

impl Who {
    pub fn parse(raw: &str) -> Result<Who, String> {
        let text = raw.trim();
        if text.contains('@') {
            // Looser than the form's rule on purpose: a spam record may hold
            // an address the form would refuse, and it must still be found.
            let email = text.to_lowercase();
            let shaped = email.len() <= 254
                && !email.chars().any(|c| c.is_whitespace() || c.is_control())
                && email.split_once('@').is_some_and(|(local, domain)| {
                    !local.is_empty() && !domain.is_empty() && !domain.contains('@')
                });
            return if shaped {
                Ok(Who::Email(email))
            } else {
                Err(NEITHER.into())
            };
        }
        if content_model::contract::is_plausible_phone(text)
            && let Some(key) = phone_key(text)
        {
            return Ok(Who::Phone(key));
        }
        Err(NEITHER.into())
    }

    /// As shown back in an export: the address, or the number's key.
    pub fn as_str(&self) -> &str {
        match self {
            Who::Email(s) | Who::Phone(s) => s,
        }
    }
}

/// A phone number reduced to what identifies it: a UK number as its digits
/// in national form (`+44 7700 900123`, `0044 (0)7700 900123` and
/// `07700-900123` are all `07700900123`), any other international number as
/// `+` and its digits. Whatever else was typed around the digits is ignored.
/// None when there are too few digits to be a number.
pub fn phone_key(text: &str) -> Option<String> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let international = if text.trim_start().starts_with('+') {
        Some(digits.as_str())
    } else {
        digits.strip_prefix("00")
    };
    let key = match international {
        Some(d) => match d.strip_prefix("44") {
            Some(rest) => format!("0{}", rest.strip_prefix('0').unwrap_or(rest)),
            None => format!("+{d}"),
        },
        None => digits.clone(),
    };
    (key.trim_start_matches('+').len() >= 7).then_some(key)
}

/// A `LIKE` pattern that every phone text whose key ends in `key`'s last six
/// digits matches (`%1%2%3%4%5%6%`, whatever separators were typed): it
/// narrows the rows read, and [`phone_key`] then decides exactly.
fn phone_pattern(key: &str) -> String {
    let digits: Vec<char> = key.chars().filter(char::is_ascii_digit).collect();
    let last = &digits[digits.len().saturating_sub(6)..];
    let mut out = String::from("%");
    for d in last {
        out.push(*d);
        out.push('%');
    }
    out
}

/// The ids of every row held about a person.
#[derive(Debug, Default)]
pub struct Found {
    pub enquiries: Vec<i64>,
    pub subscribers: Vec<i64>,
    pub mail: Vec<i64>,
}

/// Finds the rows held about `who`, on the caller's connection (erasure
/// finds them inside its transaction).
pub async fn find(conn: &mut AnyConnection, who: &Who) -> Result<Found, sqlx::Error> {
    let mut found = Found::default();
    match who {
        Who::Email(email) => {
            found.enquiries = ids(sqlx::query(
                "SELECT id FROM enquiries WHERE LOWER(TRIM(email)) = $1 ORDER BY id",
            )
            .bind(email)
            .fetch_all(&mut *conn)
            .await?)?;
            found.subscribers = ids(sqlx::query(
                "SELECT id FROM newsletter_subscribers WHERE LOWER(TRIM(email)) = $1 ORDER BY id",
            )
            .bind(email)
            .fetch_all(&mut *conn)
            .await?)?;
            // Mail to them, and mail about no enquiry whose text names them
            // (a delivery report listing their address). Mail about someone
            // else's enquiry is that person's, even if it mentions this one.
            found.mail = ids(sqlx::query(
                "SELECT id FROM outbox WHERE LOWER(TRIM(to_address)) = $1 \
                 OR (enquiry_id IS NULL AND LOWER(body_text) LIKE $2 ESCAPE '\\') ORDER BY id",
            )
            .bind(email)
            .bind(newsletter_admin::contains_pattern(email))
            .fetch_all(&mut *conn)
            .await?)?;
        }
        Who::Phone(key) => {
            let rows =
                sqlx::query("SELECT id, phone FROM enquiries WHERE phone LIKE $1 ORDER BY id")
                    .bind(phone_pattern(key))
                    .fetch_all(&mut *conn)
                    .await?;
            for r in rows {
                let phone: String = r.try_get("phone")?;
                if phone_key(&phone).as_deref() == Some(key.as_str()) {
                    found.enquiries.push(r.try_get("id")?);
                }
            }
        }
    }
    // Every email about their enquiries: the owner's notification, their
    // acknowledgement, whatever was sent again.
    for chunk in found.enquiries.chunks(CHUNK) {
        let sql = format!(
            "SELECT id FROM outbox WHERE enquiry_id IN ({})",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        found.mail.extend(ids(q.fetch_all(&mut *conn).await?)?);
    }
    found.mail.sort_unstable();
    found.mail.dedup();
    Ok(found)
}

fn ids(rows: Vec<AnyRow>) -> Result<Vec<i64>, sqlx::Error> {
    rows.iter().map(|r| r.try_get("id")).collect()
}

/// Ids are bound a chunk at a time, never spliced into the text.
const CHUNK: usize = 200;

fn placeholders(n: usize) -> String {
    (1..=n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Rows of `table` whose `id` is one of `ids`, in id order.
async fn rows_by_id(
    conn: &mut AnyConnection,
    columns: &str,
    table: &str,
    ids: &[i64],
) -> Result<Vec<AnyRow>, sqlx::Error> {
    let mut out = Vec::new();
    for chunk in ids.chunks(CHUNK) {
        let sql = format!(
            "SELECT {columns} FROM {table} WHERE id IN ({}) ORDER BY id",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        out.extend(q.fetch_all(&mut *conn).await?);
    }
    Ok(out)
}

/// Deletes rows of `table` whose `column` is one of `ids`; returns how many.
async fn delete_where_in(
    conn: &mut AnyConnection,
    table: &str,
    column: &str,
    ids: &[i64],
) -> Result<u64, sqlx::Error> {
    let mut n = 0;
    for chunk in ids.chunks(CHUNK) {
        let sql = format!(
            "DELETE FROM {table} WHERE {column} IN ({})",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        n += q.execute(&mut *conn).await?.rows_affected();
    }
    Ok(n)
}

/// An enquiry as an export sends it, from its row.
fn exported_enquiry(
    e: Enquiry,
    r: &AnyRow,
    delivery: Delivery,
) -> Result<ExportedEnquiry, sqlx::Error> {
    let received = ExportedHistoryEntry {
        at: e.created_at.clone(),
        by: None,
        kind: "received".into(),
        from: None,
        to: None,
        note: None,
    };
    Ok(ExportedEnquiry {
        id: e.id,
        created_at: e.created_at,
        status: e.status,
        stage: r.try_get("stage")?,
        stage_changed_at: r.try_get("stage_changed_at")?,
        is_emergency: e.is_emergency,
        name: e.name,
        phone: e.phone,
        email: e.email,
        service: e.service,
        location: e.location,
        message: e.message,
        page_path: e.page_path,
        referrer: e.referrer,
        utm_source: e.utm_source,
        utm_medium: e.utm_medium,
        utm_campaign: e.utm_campaign,
        utm_term: e.utm_term,
        utm_content: e.utm_content,
        user_agent: e.user_agent,
        problems: e
            .problems
            .as_deref()
            .map(|p| serde_json::from_str(p).unwrap_or(serde_json::Value::String(p.into()))),
        delivery,
        history: vec![received],
    })
}

const MAIL_COLUMNS: &str = "id, kind, enquiry_id, to_address, subject, state, attempts, created_at, \
    last_error, failure_reason, body_text, \
    CASE WHEN state = 'sent' THEN sent_at WHEN state IN ('failed', 'abandoned') THEN failed_at \
         WHEN attempts > 0 THEN next_attempt_at END AS last_attempt";

/// An email as an export sends it, from a row of [`MAIL_COLUMNS`].
fn exported_mail(r: &AnyRow) -> Result<ExportedMail, sqlx::Error> {
    Ok(ExportedMail {
        id: r.try_get("id")?,
        kind: r.try_get("kind")?,
        enquiry_id: r.try_get("enquiry_id")?,
        to: r.try_get("to_address")?,
        subject: r.try_get("subject")?,
        state: r.try_get("state")?,
        attempts: r.try_get("attempts")?,
        created_at: r.try_get("created_at")?,
        last_attempt: r.try_get("last_attempt")?,
        last_error: r.try_get("last_error")?,
        failure_reason: r.try_get("failure_reason")?,
        body_text: r.try_get("body_text")?,
    })
}

/// A sentence naming how much is held, and nobody: for the audit log and
/// the command line.
pub trait Summary {
    fn summary(&self) -> String;
}

impl Summary for PersonExport {
    /// 'one person's data (2 enquiries, 1 newsletter subscription, 3 emails)'.
    fn summary(&self) -> String {
        Erased {
            enquiries: self.enquiries.len() as u64,
            subscribers: self.subscribers.len() as u64,
            mail: self.mail.len() as u64,
        }
        .summary()
    }
}

pub async fn export(db: &Db, who: &Who) -> Result<PersonExport, sqlx::Error> {
    let mut conn = db.pool.acquire().await?;
    let found = find(&mut conn, who).await?;
    let enquiry_rows = rows_by_id(&mut conn, "*", "enquiries", &found.enquiries).await?;
    let subscriber_rows = rows_by_id(
        &mut conn,
        newsletter_admin::COLUMNS,
        "newsletter_subscribers",
        &found.subscribers,
    )
    .await?;
    let mail_rows = rows_by_id(&mut conn, MAIL_COLUMNS, "outbox", &found.mail).await?;
    let mut events = Vec::new();
    for chunk in found.enquiries.chunks(CHUNK) {
        let sql = format!(
            "SELECT enquiry_id, at, by_owner, kind, from_stage, to_stage, note FROM lead_events \
             WHERE enquiry_id IN ({}) ORDER BY id",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        events.extend(q.fetch_all(&mut *conn).await?);
    }
    drop(conn);
    let delivery = delivery_by_enquiry(db, &found.enquiries).await?;
    let mut enquiries = Vec::with_capacity(enquiry_rows.len());
    for r in &enquiry_rows {
        let e: Enquiry = sqlx::FromRow::from_row(r)?;
        let d = delivery.get(&e.id).copied().unwrap_or_default();
        enquiries.push(exported_enquiry(e, r, d)?);
    }
    for r in &events {
        let id: i64 = r.try_get("enquiry_id")?;
        if let Some(e) = enquiries.iter_mut().find(|e| e.id == id) {
            e.history.push(ExportedHistoryEntry {
                at: r.try_get("at")?,
                by: r.try_get("by_owner")?,
                kind: r.try_get("kind")?,
                from: r.try_get("from_stage")?,
                to: r.try_get("to_stage")?,
                note: r.try_get("note")?,
            });
        }
    }
    Ok(PersonExport {
        who: who.as_str().to_string(),
        enquiries,
        subscribers: subscriber_rows
            .iter()
            .map(newsletter_admin::subscriber)
            .collect::<Result<_, _>>()?,
        mail: mail_rows
            .iter()
            .map(|r| exported_mail(r).map(|m| only_about(m, who)))
            .collect::<Result<_, _>>()?,
    })
}

/// A report to the owner that is about no enquiry (a delivery summary)
/// lists other people's addresses too: the export keeps only its lines
/// that name this person, so one person's export never discloses another's.
fn only_about(mut mail: ExportedMail, who: &Who) -> ExportedMail {
    let Who::Email(email) = who else { return mail };
    if mail.enquiry_id.is_some() || mail.to.trim().eq_ignore_ascii_case(email) {
        return mail;
    }
    mail.body_text = mail
        .body_text
        .lines()
        .filter(|line| line.to_lowercase().contains(email.as_str()))
        .collect::<Vec<_>>()
        .join("\n");
    mail
}

impl Summary for Erased {
    /// 'one person's data (1 enquiry, 0 newsletter subscriptions, 2 emails)'.
    fn summary(&self) -> String {
        let n = |count: u64, one: &str, many: &str| {
            format!("{count} {}", if count == 1 { one } else { many })
        };
        format!(
            "one person's data ({}, {}, {})",
            n(self.enquiries, "enquiry", "enquiries"),
            n(
                self.subscribers,
                "newsletter subscription",
                "newsletter subscriptions"
            ),
            n(self.mail, "email", "emails"),
        )
    }
}

/// Deletes everything held about `who` in one transaction: all of it goes,
/// or (on any error) none of it.
pub async fn erase(db: &Db, who: &Who) -> Result<Erased, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    // A write first takes SQLite's write lock before anything is read: a
    // transaction that reads and then writes fails at once when another
    // connection (the server, while this runs from the command line) wrote
    // in between; one that writes first waits its turn instead.
    sqlx::query("UPDATE enquiries SET status = status WHERE id = -1")
        .execute(&mut *tx)
        .await?;
    let found = find(&mut tx, who).await?;
    // Emails and the lead's history first: they refer to the enquiries.
    // Any email queued about these enquiries since `find` read goes too.
    // (lead_events cascades as well, but SQLite honours that only with its
    // foreign_keys pragma on: this does not rely on it.)
    delete_where_in(&mut tx, "lead_events", "enquiry_id", &found.enquiries).await?;
    delete_where_in(&mut tx, "submission_keys", "enquiry_id", &found.enquiries).await?;
    // A phone alert's text names the person too.
    delete_where_in(&mut tx, "push_queue", "enquiry_id", &found.enquiries).await?;
    let mut mail = delete_where_in(&mut tx, "outbox", "enquiry_id", &found.enquiries).await?;
    mail += delete_where_in(&mut tx, "outbox", "id", &found.mail).await?;
    let enquiries = delete_where_in(&mut tx, "enquiries", "id", &found.enquiries).await?;
    if enquiries > 0 {
        // Nor may their words stay in the search index's pages.
        crate::enquiries::search::forget_deleted(&mut tx, db.backend).await?;
    }
    let subscribers =
        delete_where_in(&mut tx, "newsletter_subscribers", "id", &found.subscribers).await?;
    tx.commit().await?;
    Ok(Erased {
        enquiries,
        subscribers,
        mail,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_numbers_typed_differently_have_one_key() {
        for typed in [
            "+44 7700 900123",
            "07700900123",
            "07700 900 123",
            "0044 7700 900123",
            "+44 (0)7700 900123",
            "(07700) 900-123",
        ] {
            assert_eq!(phone_key(typed).as_deref(), Some("07700900123"), "{typed}");
        }
        assert_eq!(phone_key("(0141) 496 0000").as_deref(), Some("01414960000"));
        assert_eq!(
            phone_key("+44 141 496 0000").as_deref(),
            Some("01414960000")
        );
        assert_eq!(
            phone_key("+353 1 234 5678").as_deref(),
            Some("+35312345678")
        );
        assert_eq!(
            phone_key("00353 1 234 5678").as_deref(),
            Some("+35312345678")
        );
        assert_eq!(phone_key("call me"), None);
    }

    #[test]
    fn who_is_an_email_or_a_phone_and_nothing_else() {
        assert_eq!(
            Who::parse("  Ann.Smith@Example.CO.UK "),
            Ok(Who::Email("ann.smith@example.co.uk".into()))
        );
        assert_eq!(
            Who::parse("+44 7700 900123"),
            Ok(Who::Phone("07700900123".into()))
        );
        for bad in ["", "Ann Smith", "12345", "@example.com", "ann@", "a b@c.d"] {
            assert_eq!(Who::parse(bad), Err(NEITHER.to_string()), "{bad:?}");
        }
    }

    #[test]
    fn the_phone_pattern_matches_however_the_number_was_typed() {
        let pattern = phone_pattern("07700900123");
        assert_eq!(pattern, "%9%0%0%1%2%3%");
    }
}

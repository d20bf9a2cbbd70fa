//! Subject access and erasure (decision 30, issue 11.7): everything held about
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

use crate::enquiries::quote::{self, StoredQuote};
use crate::enquiries::visits::{self, Visit};
use crate::enquiries::{Lead, history, person};
use crate::notify::outbox::{
    self,
    owner::{Delivery, Entry, delivery_by_enquiry},
};
use crate::public::newsletter;
use crate::store::db::{Db, delete_where_in, rows_where_in};
use crate::store::phone::phone_key;
use content_model::admin::{
    Erased, ExportedEnquiry, ExportedHistoryEntry, ExportedMail, ExportedQuote, ExportedVisit,
    PersonExport,
};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// Whom to look for: a lower-cased email address, or a phone number as its
/// [`phone_key`](crate::store::phone::phone_key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    Email(String),
    Phone(String),
}

pub const NEITHER: &str =
    "Enter an email address (name@example.co.uk) or a phone number (0141 496 0000).";

/// Text that is neither an email address nor a phone number; displays as
/// [`NEITHER`], which is shown to whoever typed it.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("{NEITHER}")]
pub struct NotWho;

impl Who {
    pub fn parse(raw: &str) -> Result<Who, NotWho> {
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
                Err(NotWho)
            };
        }
        if content_model::contract::is_plausible_phone(text)
            && let Some(key) = phone_key(text)
        {
            return Ok(Who::Phone(key));
        }
        Err(NotWho)
    }

    /// As shown back in an export: the address, or the number's key.
    pub fn as_str(&self) -> &str {
        match self {
            Who::Email(s) | Who::Phone(s) => s,
        }
    }
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
            found.enquiries = person::with_email(conn, email).await?;
            found.subscribers = ids(sqlx::query(
                "SELECT id FROM newsletter_subscribers WHERE LOWER(TRIM(email)) = $1 ORDER BY id",
            )
            .bind(email)
            .fetch_all(&mut *conn)
            .await?)?;
            found.mail = outbox::person::to_or_naming(conn, email).await?;
        }
        Who::Phone(key) => found.enquiries = person::with_phone(conn, key).await?,
    }
    // Every email about their enquiries.
    found
        .mail
        .extend(outbox::person::about(conn, &found.enquiries).await?);
    found.mail.sort_unstable();
    found.mail.dedup();
    Ok(found)
}

fn ids(rows: Vec<AnyRow>) -> Result<Vec<i64>, sqlx::Error> {
    rows.iter().map(|r| r.try_get("id")).collect()
}

/// An enquiry as an export sends it, from its row.
fn exported_enquiry(lead: Lead, delivery: Delivery) -> ExportedEnquiry {
    let e = lead.e;
    let received = ExportedHistoryEntry {
        at: e.created_at.clone(),
        by: None,
        kind: "received".into(),
        from: None,
        to: None,
        note: None,
        amount_pence: None,
        reason: None,
    };
    ExportedEnquiry {
        id: e.id,
        created_at: e.created_at,
        status: e.status,
        stage: lead.stage.as_str().to_string(),
        stage_changed_at: lead.stage_changed_at,
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
        area: lead.area_slug,
        quoted_pence: lead.quoted_pence,
        quoted_at: lead.quoted_at,
        won_pence: lead.won_pence,
        won_at: lead.won_at,
        won_source: lead.won_source.map(|w| w.as_str().to_string()),
        lost_reason: lead.lost_reason.map(|r| r.as_str().to_string()),
        quotes: Vec::new(),
        visits: Vec::new(),
    }
}

/// A quote as an export sends it: everything but the link's token.
fn exported_quote(q: StoredQuote) -> ExportedQuote {
    ExportedQuote {
        version: q.version,
        lines: q.lines,
        total_pence: q.total_pence,
        valid_until: q.valid_until,
        created_at: q.created_at,
        status: q.status.as_str().to_string(),
        decided_at: q.decided_at,
        accepted_name: q.accepted_name,
        decline_reason: q.decline_reason,
    }
}

fn exported_visit(v: Visit) -> ExportedVisit {
    ExportedVisit {
        kind: v.kind.as_str().to_string(),
        starts_at: v.starts_at,
        minutes: v.minutes,
        who: v.who,
        status: v.status.as_str().to_string(),
    }
}

/// An email as an export sends it: what the mail log shows, and its text.
fn exported_mail(m: Entry, body_text: String) -> ExportedMail {
    ExportedMail {
        id: m.id,
        kind: m.kind,
        enquiry_id: m.enquiry_id,
        to: m.to,
        subject: m.subject,
        state: m.state.as_str().to_string(),
        attempts: m.attempts,
        created_at: m.created_at,
        last_attempt: m.last_attempt,
        last_error: m.last_error,
        failure_reason: m.failure_reason,
        body_text,
    }
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
    let leads = person::leads(&mut conn, &found.enquiries).await?;
    let subscriber_rows = rows_where_in(
        &mut conn,
        newsletter::COLUMNS,
        "newsletter_subscribers",
        "id",
        &found.subscribers,
    )
    .await?;
    let mail = outbox::person::with_text(&mut conn, &found.mail).await?;
    let events = history::stored(&mut conn, &found.enquiries).await?;
    drop(conn);
    let delivery = delivery_by_enquiry(db, &found.enquiries).await?;
    let mut enquiries = Vec::with_capacity(leads.len());
    for lead in leads {
        let d = delivery.get(&lead.e.id).copied().unwrap_or_default();
        let id = lead.e.id;
        let mut exported = exported_enquiry(lead, d);
        exported.quotes = quote::for_lead(db, id)
            .await?
            .into_iter()
            .map(exported_quote)
            .collect();
        let mut conn = db.pool.acquire().await?;
        exported.visits = visits::of_lead(&mut conn, id)
            .await?
            .into_iter()
            .map(exported_visit)
            .collect();
        enquiries.push(exported);
    }
    for (id, event) in events {
        if let Some(e) = enquiries.iter_mut().find(|e| e.id == id) {
            e.history.push(event);
        }
    }
    Ok(PersonExport {
        who: who.as_str().to_string(),
        enquiries,
        subscribers: subscriber_rows
            .iter()
            .map(newsletter::subscriber)
            .collect::<Result<_, _>>()?,
        mail: mail
            .into_iter()
            .map(|(entry, text)| only_about(exported_mail(entry, text), who))
            .collect(),
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
    let mut tx = db.begin().await?;
    person::write_first(&mut tx).await?;
    let found = find(&mut tx, who).await?;
    // Their enquiries with everything about them (any email queued since
    // `find` read too), then mail to them about no enquiry.
    let gone = person::delete(&mut tx, db.backend, person::Which::Ids(&found.enquiries)).await?;
    let mail = gone.mail + outbox::person::delete(&mut tx, &found.mail).await?;
    let enquiries = gone.enquiries;
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
            assert_eq!(Who::parse(bad), Err(NotWho), "{bad:?}");
            assert_eq!(NotWho.to_string(), NEITHER);
        }
    }
}

//! The stored enquiry: one type for what is written, what the emails and
//! pages show and what the owner's tools list and export.

use crate::store::db;
use content_model::ContactRequest;
use content_model::contract::ValidContact;
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, FromRow, Row};

/// Where an enquiry stands: part of the owner's API, so defined with it.
pub use content_model::admin::EnquiryStatus;

/// An enquiry as stored. `id` is 0 until [`insert`] has stored it.
#[derive(Clone, Debug, Serialize)]
pub struct Enquiry {
    pub id: i64,
    pub created_at: String,
    pub status: EnquiryStatus,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: String,
    pub message: Option<String>,
    pub location: Option<String>,
    pub is_emergency: bool,
    pub page_path: Option<String>,
    pub referrer: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    pub utm_term: Option<String>,
    pub utm_content: Option<String>,
    pub user_agent: String,
    /// An incomplete enquiry's validation errors, as JSON.
    pub problems: Option<String>,
    /// Opens the no-JavaScript 'what is missing' page; never shown or exported.
    #[serde(skip)]
    pub access_token: Option<String>,
}

/// Written by hand rather than derived: `is_emergency` is an integer in both
/// schemas and `status` is text, and the `Any` driver decodes neither
/// straight into `bool` or the enum.
impl FromRow<'_, AnyRow> for Enquiry {
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        let status: String = r.try_get("status")?;
        Ok(Enquiry {
            id: r.try_get("id")?,
            created_at: r.try_get("created_at")?,
            status: EnquiryStatus::parse(&status).ok_or_else(|| sqlx::Error::ColumnDecode {
                index: "status".into(),
                source: format!("unknown enquiry status `{status}`").into(),
            })?,
            name: r.try_get("name")?,
            phone: r.try_get("phone")?,
            email: r.try_get("email")?,
            service: r.try_get("service")?,
            message: r.try_get("message")?,
            location: r.try_get("location")?,
            is_emergency: r.try_get::<i64, _>("is_emergency")? != 0,
            page_path: r.try_get("page_path")?,
            referrer: r.try_get("referrer")?,
            utm_source: r.try_get("utm_source")?,
            utm_medium: r.try_get("utm_medium")?,
            utm_campaign: r.try_get("utm_campaign")?,
            utm_term: r.try_get("utm_term")?,
            utm_content: r.try_get("utm_content")?,
            user_agent: r
                .try_get::<Option<String>, _>("user_agent")?
                .unwrap_or_default(),
            problems: r.try_get("problems")?,
            access_token: r.try_get("access_token")?,
        })
    }
}

impl Enquiry {
    /// A valid enquiry, ready to store.
    pub fn from_valid(v: &ValidContact, user_agent: String) -> Enquiry {
        Enquiry {
            id: 0,
            created_at: db::now(),
            status: EnquiryStatus::New,
            name: v.name.clone(),
            phone: v.phone.clone(),
            email: v.email.clone(),
            service: v.service.as_str().to_string(),
            message: v.message.clone(),
            location: v.location.clone(),
            is_emergency: v.is_emergency,
            page_path: v.page_path.clone(),
            referrer: v.referrer.clone(),
            utm_source: v.utm.source.clone(),
            utm_medium: v.utm.medium.clone(),
            utm_campaign: v.utm.campaign.clone(),
            utm_term: v.utm.term.clone(),
            utm_content: v.utm.content.clone(),
            user_agent,
            problems: None,
            access_token: None,
        }
    }

    /// What was typed, unvalidated, cut to sane lengths: for spam and
    /// incomplete records.
    pub fn from_raw(r: &ContactRequest, status: EnquiryStatus, user_agent: String) -> Enquiry {
        let cut = |s: &str, n: usize| s.chars().take(n).collect::<String>();
        let opt = |s: &Option<String>, n: usize| {
            s.as_deref()
                .map(|v| cut(v, n))
                .filter(|v| !v.trim().is_empty())
        };
        Enquiry {
            id: 0,
            created_at: db::now(),
            status,
            name: cut(&r.name, 500),
            phone: cut(&r.phone, 100),
            email: opt(&r.email, 500),
            service: cut(&r.service, 200),
            message: opt(&r.message, 5000),
            location: opt(&r.location, 500),
            is_emergency: r.is_emergency,
            page_path: opt(&r.page_path, 500),
            referrer: opt(&r.referrer, 1000),
            utm_source: opt(&r.utm_source, 200),
            utm_medium: opt(&r.utm_medium, 200),
            utm_campaign: opt(&r.utm_campaign, 200),
            utm_term: opt(&r.utm_term, 200),
            utm_content: opt(&r.utm_content, 200),
            user_agent,
            problems: None,
            access_token: None,
        }
    }
}

/// Stores the enquiry and sets its `id`, with the catalogue area its
/// location resolves to (`super::area`) and the keys its customer's other
/// enquiries are found by (`super::related`).
pub async fn insert(conn: &mut AnyConnection, e: &mut Enquiry) -> Result<i64, sqlx::Error> {
    let area = e.location.as_deref().and_then(super::area::resolve);
    let keys = super::contact_keys::contact_keys(&e.phone, e.email.as_deref());
    let row = sqlx::query(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, is_emergency, page_path, referrer, \
         utm_source, utm_medium, utm_campaign, utm_term, utm_content, user_agent, problems, access_token, area_slug, phone_tail, email_key) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) RETURNING id",
    )
    .bind(&e.created_at)
    .bind(e.status.as_str())
    .bind(&e.name)
    .bind(&e.phone)
    .bind(&e.email)
    .bind(&e.service)
    .bind(&e.message)
    .bind(&e.location)
    .bind(e.is_emergency as i64)
    .bind(&e.page_path)
    .bind(&e.referrer)
    .bind(&e.utm_source)
    .bind(&e.utm_medium)
    .bind(&e.utm_campaign)
    .bind(&e.utm_term)
    .bind(&e.utm_content)
    .bind(&e.user_agent)
    .bind(&e.problems)
    .bind(&e.access_token)
    .bind(area)
    .bind(&keys.phone_tail)
    .bind(&keys.email_key)
    .fetch_one(&mut *conn)
    .await?;
    e.id = row.try_get("id")?;
    Ok(e.id)
}

/// Enquiry `id`, if it is still stored.
pub async fn find(db: &db::Db, id: i64) -> Result<Option<Enquiry>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM enquiries WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await
}

/// The enquiry a submission with `key` made since `since` (stored time), if
/// it is still stored: what a resend of the same form is answered with.
pub async fn find_by_submission_key(
    db: &db::Db,
    key: &str,
    since: &str,
) -> Result<Option<Enquiry>, sqlx::Error> {
    sqlx::query_as(
        "SELECT e.* FROM submission_keys k JOIN enquiries e ON e.id = k.enquiry_id \
         WHERE k.key = $1 AND k.created_at >= $2",
    )
    .bind(key)
    .bind(since)
    .fetch_optional(&db.pool)
    .await
}

/// The incomplete enquiry a 'what is missing' link opens.
pub async fn find_incomplete(db: &db::Db, token: &str) -> Result<Option<Enquiry>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM enquiries WHERE access_token = $1 AND status = $2")
        .bind(token)
        .bind(EnquiryStatus::Incomplete.as_str())
        .fetch_optional(&db.pool)
        .await
}

/// The most recent enquiries, newest first: valid ones only, or with
/// `include_all` spam and incomplete ones too.
pub async fn recent(
    db: &db::Db,
    include_all: bool,
    limit: i64,
) -> Result<Vec<Enquiry>, sqlx::Error> {
    let query = if include_all {
        sqlx::query_as("SELECT * FROM enquiries ORDER BY id DESC LIMIT $1").bind(limit)
    } else {
        sqlx::query_as("SELECT * FROM enquiries WHERE status = $1 ORDER BY id DESC LIMIT $2")
            .bind(EnquiryStatus::New.as_str())
            .bind(limit)
    };
    query.fetch_all(&db.pool).await
}

#[cfg(test)]
mod tests {
    use super::EnquiryStatus;

    #[test]
    fn statuses_round_trip_through_their_stored_text() {
        for s in [
            EnquiryStatus::New,
            EnquiryStatus::Spam,
            EnquiryStatus::Incomplete,
        ] {
            assert_eq!(EnquiryStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(EnquiryStatus::parse("NEW"), None);
    }
}

/// A change the owner makes to a lead once it has arrived.
#[derive(Clone, Copy, Debug)]
pub enum LeadChange<'a> {
    /// Only the version: a note added, a notification resent.
    Touch,
    /// The workflow stage, from `from` (as stored) to `to`, at `at`. The
    /// first move on from 'new' is the lead's first contact (issue 23.3).
    /// With it, the money (issue 33.3): see [`StageMoney`].
    Stage {
        from: &'a str,
        to: &'a str,
        at: &'a str,
        money: StageMoney<'a>,
    },
    /// The customer was reminded of the quote at `at` (`super::chase`).
    Chased { at: &'a str },
    /// The triage status, from `from`. A lead released from spam loses the
    /// spam trap's note ('honeypot filled'): it is a lead now.
    Status {
        from: EnquiryStatus,
        to: EnquiryStatus,
    },
    /// The follow-up date (`YYYY-MM-DD`, London's calendar), or none.
    FollowUp(Option<&'a str>),
    /// The account the lead is assigned to, or none (issue 33.7).
    Assign(Option<i64>),
    /// A quote sent at `at` (issue 33.1): its total becomes the quoted
    /// amount, and a lead at `from` 'new' or 'contacted' moves to 'quoted'.
    QuoteSent {
        from: &'a str,
        pence: i64,
        at: &'a str,
    },
    /// The customer accepted a quote online: won at its total, from `from`.
    QuoteAccepted {
        from: &'a str,
        pence: i64,
        at: &'a str,
    },
}

/// What a stage change carries besides the stage: to 'quoted' the amount
/// quoted, to 'won' the amount agreed by hand, to 'lost' the reason.
#[derive(Clone, Copy, Debug, Default)]
pub struct StageMoney<'a> {
    pub amount_pence: Option<i64>,
    pub lost_reason: Option<&'a str>,
}

/// The columns a stage change sets besides the stage, as SQL after `SET`,
/// with `$4` the time and `$6` the amount or reason. Moving to 'quoted'
/// starts the quote's clock (and its chasing) afresh; won and lost close a
/// lead, so its follow-up date goes (issue 33.8: they kept the flag);
/// leaving 'won' or 'lost' takes away what they said, so Results never
/// counts a lead reopened as won.
fn stage_sets(from: &str, to: &str, money: StageMoney<'_>) -> String {
    let mut sets = String::new();
    let amount = money.amount_pence.is_some();
    if to == "quoted" {
        sets.push_str(", quoted_at = $4, chased_at = NULL");
        if amount {
            sets.push_str(", quoted_pence = $6");
        }
    }
    if to == "won" || to == "lost" {
        sets.push_str(", follow_up_on = NULL");
    }
    if to == "won" && amount {
        sets.push_str(", won_pence = $6, won_at = $4, won_source = 'hand'");
    } else if from == "won" && to != "won" {
        sets.push_str(", won_pence = NULL, won_at = NULL, won_source = NULL");
    }
    if to == "lost" {
        sets.push_str(", lost_reason = $6");
    } else if from == "lost" {
        sets.push_str(", lost_reason = NULL");
    }
    sets
}

/// Applies `change` to lead `id`, inside the caller's transaction, only
/// while the lead is still at `version` (the one the owner's screen showed,
/// issue 23.5) and where the change starts from; the version moves on.
/// False when anything changed first: two screens changing one lead at once
/// cannot both win, nor an old screen undo a newer change. Every write the
/// owner makes to a lead goes through here.
pub async fn change_lead(
    conn: &mut AnyConnection,
    id: i64,
    version: i64,
    change: LeadChange<'_>,
) -> Result<bool, sqlx::Error> {
    let stage_sql;
    let query = match change {
        LeadChange::Touch => {
            sqlx::query("UPDATE enquiries SET version = version + 1 WHERE id = $1 AND version = $2")
                .bind(id)
                .bind(version)
        }
        LeadChange::Stage {
            from,
            to,
            at,
            money,
        } => {
            stage_sql = format!(
                "UPDATE enquiries SET stage = $3, stage_changed_at = $4, version = version + 1, \
                 first_contact_at = COALESCE(first_contact_at, CASE WHEN $3 <> 'new' THEN $4 ELSE NULL END){} \
                 WHERE id = $1 AND version = $2 AND status = 'new' AND stage = $5",
                stage_sets(from, to, money)
            );
            let q = sqlx::query(&stage_sql)
                .bind(id)
                .bind(version)
                .bind(to)
                .bind(at)
                .bind(from);
            if to == "lost" {
                q.bind(money.lost_reason)
            } else if money.amount_pence.is_some() && matches!(to, "quoted" | "won") {
                q.bind(money.amount_pence)
            } else {
                q
            }
        }
        LeadChange::Chased { at } => sqlx::query(
            "UPDATE enquiries SET chased_at = $3, version = version + 1 \
             WHERE id = $1 AND version = $2 AND status = 'new' AND stage = 'quoted'",
        )
        .bind(id)
        .bind(version)
        .bind(at),
        LeadChange::Status { from, to } => sqlx::query(
            "UPDATE enquiries SET status = $3, version = version + 1, \
             problems = CASE WHEN $4 = 'spam' THEN NULL ELSE problems END \
             WHERE id = $1 AND version = $2 AND status = $4",
        )
        .bind(id)
        .bind(version)
        .bind(to.as_str())
        .bind(from.as_str()),
        LeadChange::FollowUp(on) => sqlx::query(
            "UPDATE enquiries SET follow_up_on = $3, version = version + 1 WHERE id = $1 AND version = $2",
        )
        .bind(id)
        .bind(version)
        .bind(on),
        LeadChange::Assign(to) => sqlx::query(
            "UPDATE enquiries SET assigned_to = $3, version = version + 1 WHERE id = $1 AND version = $2",
        )
        .bind(id)
        .bind(version)
        .bind(to),
        // Sending a quote is contact with the customer; a lead already
        // quoted, won or lost keeps its stage.
        LeadChange::QuoteSent { from, pence, at } => sqlx::query(
            "UPDATE enquiries SET quoted_pence = $3, quoted_at = $4, version = version + 1, \
             stage = CASE WHEN stage IN ('new', 'contacted') THEN 'quoted' ELSE stage END, \
             stage_changed_at = CASE WHEN stage IN ('new', 'contacted') THEN $4 ELSE stage_changed_at END, \
             first_contact_at = COALESCE(first_contact_at, $4) \
             WHERE id = $1 AND version = $2 AND status = 'new' AND stage = $5",
        )
        .bind(id)
        .bind(version)
        .bind(pence)
        .bind(at)
        .bind(from),
        // Whatever the owner did with the lead meanwhile (archived it, marked
        // it lost), the customer's acceptance is the news: it is won.
        LeadChange::QuoteAccepted { from, pence, at } => sqlx::query(
            "UPDATE enquiries SET won_pence = $3, won_at = $4, won_source = 'quote', version = version + 1, \
             stage_changed_at = CASE WHEN stage <> 'won' THEN $4 ELSE stage_changed_at END, stage = 'won', \
             first_contact_at = COALESCE(first_contact_at, $4) \
             WHERE id = $1 AND version = $2 AND stage = $5",
        )
        .bind(id)
        .bind(version)
        .bind(pence)
        .bind(at)
        .bind(from),
    };
    Ok(query.execute(&mut *conn).await?.rows_affected() == 1)
}

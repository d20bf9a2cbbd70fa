//! The customer's consent to show a job (issue 34.3): its rows, and the one
//! rule that says where it stands ([`now`], whether one draft's rows were
//! read or every draft's at once). The inbox shows [`state`], the consent
//! page acts on the row a token opens, and the import publishes a job only
//! when [`state`] says `Agreed` (the agreed hash equals the draft's hash now).
//!
//! One row per link sent. A new link supersedes the older links still
//! waiting for an answer ('asked'); agreements and refusals stay as they
//! were. Withdrawing withdraws every agreement on the draft and closes every
//! waiting link, so the newest row that is not superseded always decides.

use super::shown::Shown;
use crate::store::{db::Db, tokens};
use content_model::admin::ConsentStatus;
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// A stored row of `consents`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Consent {
    pub id: i64,
    pub draft_id: i64,
    pub token: String,
    pub sent_at: String,
    pub sent_by: String,
    pub sent_via: String,
    /// 'asked', 'agreed', 'declined', 'withdrawn' or 'superseded'.
    pub status: String,
    pub with_neighbourhood: bool,
    pub shown_hash: Option<String>,
    pub decided_at: Option<String>,
    pub withdrawn_at: Option<String>,
}

const COLUMNS: &str = "id, draft_id, token, sent_at, sent_by, sent_via, status, \
     with_neighbourhood, shown_hash, decided_at, withdrawn_at";

fn from_row(r: &sqlx::any::AnyRow) -> Result<Consent, sqlx::Error> {
    Ok(Consent {
        id: r.try_get("id")?,
        draft_id: r.try_get("draft_id")?,
        token: r.try_get("token")?,
        sent_at: r.try_get("sent_at")?,
        sent_by: r.try_get("sent_by")?,
        sent_via: r.try_get("sent_via")?,
        status: r.try_get("status")?,
        with_neighbourhood: r.try_get::<i64, _>("with_neighbourhood")? != 0,
        shown_hash: r.try_get("shown_hash")?,
        decided_at: r.try_get("decided_at")?,
        withdrawn_at: r.try_get("withdrawn_at")?,
    })
}

/// Where a draft's consent stands, with the row that decides it (none when
/// never asked) and the draft as it is now.
#[derive(Clone, Debug)]
pub struct Now {
    pub status: ConsentStatus,
    pub row: Option<Consent>,
}

/// Where draft `draft_id`'s consent stands now (see [`now`]).
pub async fn state(db: &Db, draft_id: i64) -> Result<Now, sqlx::Error> {
    let row = newest(db, draft_id).await?;
    // The draft is read only when an agreement needs its hash compared.
    let shown = match &row {
        Some(c) if c.is_agreement() => Shown::load(db, draft_id).await?,
        _ => None,
    };
    Ok(now(row, shown.as_ref()))
}

/// THE status rule, from the newest row that is not superseded (`newest`)
/// and the draft as it is now (`None` if it is gone): no row → not asked;
/// 'asked', 'declined', 'withdrawn' as they are; 'agreed' → agreed only
/// while the hash of the draft as it is now (with the neighbourhood only if
/// they allowed it) equals the hash they agreed to, else
/// changed-since-agreed (a new agreement is needed). The draft matters only
/// for an agreement, so a caller may pass `None` for any other row.
pub fn now(newest: Option<Consent>, shown: Option<&Shown>) -> Now {
    let status = match &newest {
        None => ConsentStatus::NotAsked,
        Some(c) if c.is_agreement() => {
            let hash = shown.map(|s| s.hash(c.with_neighbourhood));
            if hash.is_some() && hash == c.shown_hash {
                ConsentStatus::Agreed
            } else {
                ConsentStatus::ChangedSinceAgreed
            }
        }
        Some(c) => match c.status.as_str() {
            "declined" => ConsentStatus::Declined,
            "withdrawn" => ConsentStatus::Withdrawn,
            _ => ConsentStatus::Asked,
        },
    };
    Now {
        status,
        row: newest,
    }
}

impl Consent {
    /// An agreement, whose standing depends on the draft as it is now.
    fn is_agreement(&self) -> bool {
        self.status == "agreed"
    }
}

/// Which row decides: the newest that is not superseded. `newest` and
/// `newest_of_every_draft` both select by it.
const DECIDES: &str = "status <> 'superseded'";

/// The newest row of `draft_id` that is not superseded.
pub async fn newest(db: &Db, draft_id: i64) -> Result<Option<Consent>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} FROM consents WHERE draft_id = $1 AND {DECIDES} \
         ORDER BY id DESC LIMIT 1"
    ))
    .bind(draft_id)
    .fetch_optional(&db.pool)
    .await?
    .as_ref()
    .map(from_row)
    .transpose()
}

/// [`newest`] for every draft at once, by draft id, in one query (the
/// 'Website' list reads them all; a draft never asked has no entry).
pub async fn newest_of_every_draft(db: &Db) -> Result<HashMap<i64, Consent>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} FROM consents WHERE id IN \
         (SELECT MAX(id) FROM consents WHERE {DECIDES} GROUP BY draft_id)"
    ))
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| from_row(r).map(|c| (c.draft_id, c)))
    .collect()
}

/// The row a presented token opens, looked up by its hash only (every wrong
/// token takes the same path; the database never compares a real token).
pub async fn by_token(db: &Db, presented: &str) -> Result<Option<Consent>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} FROM consents WHERE token_hash = $1"
    ))
    .bind(tokens::hash(presented))
    .fetch_optional(&db.pool)
    .await?
    .as_ref()
    .map(from_row)
    .transpose()
}

/// A new link for `draft_id`, superseding the links still waiting for an
/// answer, in the caller's transaction. Returns the new token.
pub async fn ask(
    conn: &mut AnyConnection,
    draft_id: i64,
    by: &str,
    via: &str,
    at: &str,
) -> Result<String, sqlx::Error> {
    sqlx::query(
        "UPDATE consents SET status = 'superseded' WHERE draft_id = $1 AND status = 'asked'",
    )
    .bind(draft_id)
    .execute(&mut *conn)
    .await?;
    let token = tokens::random_token_256();
    sqlx::query(
        "INSERT INTO consents (draft_id, token, token_hash, sent_at, sent_by, sent_via, status) \
         VALUES ($1, $2, $3, $4, $5, $6, 'asked')",
    )
    .bind(draft_id)
    .bind(&token)
    .bind(tokens::hash(&token))
    .bind(at)
    .bind(by)
    .bind(via)
    .execute(&mut *conn)
    .await?;
    Ok(token)
}

/// The customer's answer on an open link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Agree { with_neighbourhood: bool },
    Decline,
}

/// Records `answer` on row `id` if it is still waiting, with the hash of
/// what they saw: for an agreement, what would be published (the
/// neighbourhood only if allowed); for a refusal, the whole page they
/// refused. False when the row was no longer waiting (nothing changed).
pub async fn decide(
    conn: &mut AnyConnection,
    id: i64,
    shown: &Shown,
    answer: Answer,
    at: &str,
) -> Result<bool, sqlx::Error> {
    let (status, with_neighbourhood, hash) = match answer {
        Answer::Agree { with_neighbourhood } => {
            let allowed = with_neighbourhood && shown.neighbourhood.is_some();
            ("agreed", allowed, shown.hash(allowed))
        }
        Answer::Decline => ("declined", false, shown.hash(true)),
    };
    let done = sqlx::query(
        "UPDATE consents SET status = $1, with_neighbourhood = $2, shown_hash = $3, decided_at = $4 \
         WHERE id = $5 AND status = 'asked'",
    )
    .bind(status)
    .bind(i64::from(with_neighbourhood))
    .bind(hash)
    .bind(at)
    .bind(id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(done == 1)
}

/// Withdraws the agreement on row `id` (false if it is not an agreement
/// now), and with it every other agreement on the same draft; links still
/// waiting are closed, so nothing of this job is published until the
/// customer agrees again on a new link.
pub async fn withdraw(
    conn: &mut AnyConnection,
    c: &Consent,
    at: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE consents SET status = 'withdrawn', withdrawn_at = $1 WHERE id = $2 AND status = 'agreed'",
    )
    .bind(at)
    .bind(c.id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if done != 1 {
        return Ok(false);
    }
    sqlx::query(
        "UPDATE consents SET status = 'withdrawn', withdrawn_at = $1 WHERE draft_id = $2 AND status = 'agreed'",
    )
    .bind(at)
    .bind(c.draft_id)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE consents SET status = 'superseded' WHERE draft_id = $1 AND status = 'asked'",
    )
    .bind(c.draft_id)
    .execute(&mut *conn)
    .await?;
    Ok(true)
}

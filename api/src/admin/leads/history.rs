//! A lead's history: the stored `lead_events` (stage changes, notes,
//! release from spam, resends), each with its time and the owner who did it.

use crate::db;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// What happened to a lead. `Received` is never stored: it is the enquiry's
/// own time of arrival, put first when the history is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Received,
    Stage,
    Note,
    Released,
    Resent,
    /// The owner moved the enquiry between statuses (`triage`): from, to.
    Status,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Received => "received",
            Kind::Stage => "stage",
            Kind::Note => "note",
            Kind::Released => "released",
            Kind::Resent => "resent",
            Kind::Status => "status",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        [
            Kind::Stage,
            Kind::Note,
            Kind::Released,
            Kind::Resent,
            Kind::Status,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }
}

#[derive(Debug, Serialize)]
pub struct Entry {
    pub at: String,
    /// The owner's account; None for `received`.
    pub by: Option<String>,
    pub kind: Kind,
    pub from: Option<String>,
    pub to: Option<String>,
    pub note: Option<String>,
}

/// One thing the owner did, to be written with the change it records.
pub struct Event<'a> {
    pub kind: Kind,
    pub from: Option<&'a str>,
    pub to: Option<&'a str>,
    pub note: Option<&'a str>,
}

/// Writes `event`, done at `at`, inside the caller's transaction, so a
/// change and its record are kept or lost together.
pub async fn record(
    conn: &mut AnyConnection,
    enquiry_id: i64,
    by_owner: &str,
    at: &str,
    event: Event<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, from_stage, to_stage, note) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(enquiry_id)
    .bind(at)
    .bind(by_owner)
    .bind(event.kind.as_str())
    .bind(event.from)
    .bind(event.to)
    .bind(event.note)
    .execute(conn)
    .await?;
    Ok(())
}

/// The lead's history, oldest first, starting with its arrival.
pub async fn read(
    db: &db::Db,
    enquiry_id: i64,
    received_at: &str,
) -> Result<Vec<Entry>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT at, by_owner, kind, from_stage, to_stage, note FROM lead_events \
         WHERE enquiry_id = $1 ORDER BY id",
    )
    .bind(enquiry_id)
    .fetch_all(&db.pool)
    .await?;
    let mut out = vec![Entry {
        at: received_at.to_string(),
        by: None,
        kind: Kind::Received,
        from: None,
        to: None,
        note: None,
    }];
    for r in rows {
        let kind: String = r.try_get("kind")?;
        let Some(kind) = Kind::parse(&kind) else {
            continue;
        };
        out.push(Entry {
            at: r.try_get("at")?,
            by: Some(r.try_get("by_owner")?),
            kind,
            from: r.try_get("from_stage")?,
            to: r.try_get("to_stage")?,
            note: r.try_get("note")?,
        });
    }
    Ok(out)
}

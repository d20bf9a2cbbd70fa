//! A lead's history: the stored `lead_events` (stage changes, notes,
//! release from spam, resends), each with its time and the owner who did it.

use crate::store::db;
use crate::store::db::rows_where_in;
use content_model::admin::ExportedHistoryEntry;
use sqlx::{AnyConnection, Row};

/// What happened to a lead, and one line of its history: part of the
/// owner's API, so defined with it.
pub use content_model::admin::{HistoryEntry as Entry, HistoryKind as Kind};

/// One thing the owner did, to be written with the change it records.
pub struct Event<'a> {
    pub kind: Kind,
    pub from: Option<&'a str>,
    pub to: Option<&'a str>,
    pub note: Option<&'a str>,
    /// The amount a move to quoted or won carried, or a chase named.
    pub amount_pence: Option<i64>,
    /// Why a lead was lost.
    pub reason: Option<&'a str>,
}

impl Event<'_> {
    /// An event of `kind` that names nothing else; set the fields it does
    /// name with `Event { note: Some(..), ..Event::of(kind) }`.
    pub fn of(kind: Kind) -> Self {
        Event {
            kind,
            from: None,
            to: None,
            note: None,
            amount_pence: None,
            reason: None,
        }
    }
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
        "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, from_stage, to_stage, note, amount_pence, reason) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(enquiry_id)
    .bind(at)
    .bind(by_owner)
    .bind(event.kind.as_str())
    .bind(event.from)
    .bind(event.to)
    .bind(event.note)
    .bind(event.amount_pence)
    .bind(event.reason)
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
        "SELECT at, by_owner, kind, from_stage, to_stage, note, amount_pence, reason FROM lead_events \
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
        amount_pence: None,
        reason: None,
    }];
    for r in rows {
        let kind: String = r.try_get("kind")?;
        let Some(kind) = Kind::parse_stored(&kind) else {
            continue;
        };
        out.push(Entry {
            at: r.try_get("at")?,
            by: Some(r.try_get("by_owner")?),
            kind,
            from: r.try_get("from_stage")?,
            to: r.try_get("to_stage")?,
            note: r.try_get("note")?,
            amount_pence: r.try_get("amount_pence")?,
            reason: r.try_get("reason")?,
        });
    }
    Ok(out)
}

/// Every event of enquiries `ids` as stored, oldest first, each with its
/// enquiry's id: what a subject access export lists.
pub async fn stored(
    conn: &mut AnyConnection,
    ids: &[i64],
) -> Result<Vec<(i64, ExportedHistoryEntry)>, sqlx::Error> {
    rows_where_in(
        conn,
        "enquiry_id, at, by_owner, kind, from_stage, to_stage, note, amount_pence, reason",
        "lead_events",
        "enquiry_id",
        ids,
    )
    .await?
    .iter()
    .map(|r| {
        Ok((
            r.try_get("enquiry_id")?,
            ExportedHistoryEntry {
                at: r.try_get("at")?,
                by: r.try_get("by_owner")?,
                kind: r.try_get("kind")?,
                from: r.try_get("from_stage")?,
                to: r.try_get("to_stage")?,
                note: r.try_get("note")?,
                amount_pence: r.try_get("amount_pence")?,
                reason: r.try_get("reason")?,
            },
        ))
    })
    .collect()
}
